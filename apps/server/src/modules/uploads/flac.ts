import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import { FLAC_STREAMINFO_BYTES, readFlacStreamInfo, type FlacStreamInfo } from '@portal/domain/release/audio-header';
import { ffmpegPath, runFfmpeg } from '../../platform/media/ffmpeg.ts';
import { AppError } from '../../platform/errors.ts';
import { BusinessCode } from '@portal/domain/errors';
import type { AudioLevels } from '@portal/domain/audio/level-meter';
import { PcmLevels } from './pcm-levels.ts';
import type { ReadAt } from './wav.ts';

export interface FlacInfo {
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  durationMs: number;
  /** Measured on the decoded samples as they went by, without the loudness figures (decision 070). */
  levels: AudioLevels;
}

/** The STREAMINFO block, which the FLAC format requires to come first (the parser the browser uses too). */
export const readStreamInfo = (head: Buffer): FlacStreamInfo | null => readFlacStreamInfo(head);

/** The server cannot decode FLAC at all (no ffmpeg): the user is told so, not that their file is broken. */
export const codecUnavailable = () => new AppError(BusinessCode.SYSTEM_COMMON, 503, undefined, 'upload_codec_unavailable');

/** Decoded sample layouts ffmpeg writes at the stream's own depth, as FLAC's MD5 is computed over them. */
const pcmOf = (bits: number) =>
  bits <= 8
    ? { codec: 'pcm_s8', format: 's8', bytes: 1 }
    : bits <= 16
      ? { codec: 'pcm_s16le', format: 's16le', bytes: 2 }
      : bits <= 24
        ? { codec: 'pcm_s24le', format: 's24le', bytes: 3 }
        : { codec: 'pcm_s32le', format: 's32le', bytes: 4 };

/** STREAMINFO's MD5 of the decoded audio; null when the encoder left it unset (all zeros). */
function streamMd5(head: Buffer): string | null {
  const md5 = head.subarray(8 + 18, 8 + 34);
  return md5.length === 16 && md5.some((byte) => byte !== 0) ? md5.toString('hex') : null;
}

/**
 * Decodes the whole stream with ffmpeg, stopping at the first damaged frame (frame CRCs checked), and answers the
 * decoded bytes' count and MD5; null when decoding fails or takes longer than timeoutMs. The decoded bytes also go to
 * `levels` as they come.
 */
function decode(source: Readable, bits: number, timeoutMs: number, levels: PcmLevels): Promise<{ bytes: number; md5: string } | null | 'unavailable'> {
  const pcm = pcmOf(bits);
  return new Promise((resolve) => {
    const child = spawn(
      ffmpegPath(),
      // At debug level the decoder reports a frame followed by bytes that belong to no frame ("underread"): data hidden
      // after the last frame (a polyglot) is refused, as the reference decoder did.
      ['-v', 'debug', '-nostdin', '-xerror', '-err_detect', 'crccheck+bitstream+buffer', '-f', 'flac', '-i', 'pipe:0', '-map', '0:a:0', '-c:a', pcm.codec, '-f', pcm.format, 'pipe:1'],
      { stdio: ['pipe', 'pipe', 'pipe'] },
    );
    const hash = createHash('md5');
    let bytes = 0;
    let trailingData = false;
    let stderrTail = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      const text = stderrTail + chunk;
      if (text.includes('underread:')) trailingData = true;
      stderrTail = text.slice(-20);
    });
    let settled = false;
    const finish = (value: { bytes: number; md5: string } | null | 'unavailable') => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      source.destroy();
      resolve(value);
    };
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      finish(null);
    }, timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      hash.update(chunk);
      levels.write(chunk);
    });
    child.on('error', () => finish('unavailable'));
    child.on('close', (code) => finish(code === 0 && !trailingData ? { bytes, md5: hash.digest('hex') } : null));
    // The decoder stops reading early on a broken file: that error on its input is expected.
    child.stdin.on('error', () => {});
    source.on('error', () => child.kill('SIGKILL'));
    source.pipe(child.stdin);
  });
}

/**
 * Null when the file is not a FLAC stream that decodes completely to the length its header announces (and to the MD5
 * it announces, when it has one). Throws `upload_codec_unavailable` when this server cannot run ffmpeg.
 */
export async function inspectFlac(readAt: ReadAt, open: () => Promise<Readable | null>, timeoutMs: number): Promise<FlacInfo | null> {
  const head = await readAt(0, FLAC_STREAMINFO_BYTES);
  const info = readStreamInfo(head);
  if (!info) return null;
  const source = await open();
  if (!source) return null;
  const pcm = pcmOf(info.bitsPerSample);
  const levels = new PcmLevels({ channels: info.channels, sampleRate: info.sampleRate, bytesPerSample: pcm.bytes as 1 | 2 | 3 | 4 });
  const decoded = await decode(source, info.bitsPerSample, timeoutMs, levels);
  if (decoded === 'unavailable') throw codecUnavailable();
  const frameBytes = info.channels * pcm.bytes;
  if (decoded === null || decoded.bytes === 0 || decoded.bytes % frameBytes !== 0) return null;
  const frames = decoded.bytes / frameBytes;
  if (info.totalSamples !== 0 && frames !== info.totalSamples) return null;
  const md5 = [8, 16, 24, 32].includes(info.bitsPerSample) ? streamMd5(head) : null;
  if (md5 && md5 !== decoded.md5) return null;
  return {
    channels: info.channels,
    sampleRate: info.sampleRate,
    bitsPerSample: info.bitsPerSample,
    durationMs: Math.round((frames * 1000) / info.sampleRate),
    levels: levels.finish(),
  };
}

/**
 * The levels of a FLAC stream with the loudness figures (decision 070), decoding it once more as inspectFlac did; null
 * when decoding fails this time.
 */
export async function flacLevelFigures(open: () => Promise<Readable | null>, info: Pick<FlacInfo, 'channels' | 'sampleRate' | 'bitsPerSample'>, timeoutMs: number): Promise<AudioLevels | null> {
  const source = await open();
  if (!source) return null;
  const levels = new PcmLevels({ channels: info.channels, sampleRate: info.sampleRate, bytesPerSample: pcmOf(info.bitsPerSample).bytes as 1 | 2 | 3 | 4 }, { figures: true });
  const decoded = await decode(source, info.bitsPerSample, timeoutMs, levels);
  if (decoded === 'unavailable') throw codecUnavailable();
  return decoded ? levels.finish() : null;
}

/**
 * Decodes `count` samples from `skip` of a FLAC file on disk to a WAV file at the stream's depth (online trim cuts
 * clips this way).
 */
export async function decodeFlacRangeToWav(path: string, skip: number, count: number, bitsPerSample: number): Promise<Buffer> {
  // Into a file: a WAV written to a pipe cannot carry its length.
  const wav = `${path}.clip.wav`;
  await runFfmpeg(
    ['-v', 'error', '-y', '-i', path, '-map', '0:a:0', '-af', `atrim=start_sample=${skip}:end_sample=${skip + count}`, '-c:a', bitsPerSample <= 16 ? 'pcm_s16le' : 'pcm_s24le', '-f', 'wav', wav],
    { timeoutMs: 300_000 },
  );
  return readFile(wav);
}
