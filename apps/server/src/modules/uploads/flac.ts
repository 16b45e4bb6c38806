import { execFile, spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import { FLAC_STREAMINFO_BYTES, readFlacStreamInfo, type FlacStreamInfo } from '@portal/domain/release/audio-header';
import type { ReadAt } from './wav.ts';

export interface FlacInfo {
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  durationMs: number;
}

/** The STREAMINFO block, which the FLAC format requires to come first (the parser the browser uses too). */
export const readStreamInfo = (head: Buffer): FlacStreamInfo | null => readFlacStreamInfo(head);

/**
 * Decodes the whole stream with the reference decoder (the `flac` command of Debian's flac package), which also
 * verifies every frame's CRC and the MD5 of the audio, and counts the samples it gives. Resolves to the number of
 * bytes of raw audio, or null when decoding fails or takes longer than timeoutMs.
 */
function decodedBytes(source: Readable, timeoutMs: number): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn('flac', ['--decode', '--stdout', '--silent', '--force-raw-format', '--endian=little', '--sign=signed', '-'], {
      stdio: ['pipe', 'pipe', 'ignore'],
    });
    let bytes = 0;
    let settled = false;
    const finish = (value: number | null) => {
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
    });
    child.on('error', () => finish(null));
    child.on('close', (code) => finish(code === 0 ? bytes : null));
    // The decoder stops reading early on a broken file: that error on its input is expected.
    child.stdin.on('error', () => {});
    source.on('error', () => child.kill('SIGKILL'));
    source.pipe(child.stdin);
  });
}

/** Null when the file is not a FLAC stream that decodes completely to the length its header announces. */
export async function inspectFlac(readAt: ReadAt, open: () => Promise<Readable | null>, timeoutMs: number): Promise<FlacInfo | null> {
  const info = readStreamInfo(await readAt(0, FLAC_STREAMINFO_BYTES));
  if (!info) return null;
  const source = await open();
  if (!source) return null;
  const bytes = await decodedBytes(source, timeoutMs);
  const frameBytes = info.channels * Math.ceil(info.bitsPerSample / 8);
  if (bytes === null || bytes === 0 || bytes % frameBytes !== 0) return null;
  const frames = bytes / frameBytes;
  if (info.totalSamples !== 0 && frames !== info.totalSamples) return null;
  return {
    channels: info.channels,
    sampleRate: info.sampleRate,
    bitsPerSample: info.bitsPerSample,
    durationMs: Math.round((frames * 1000) / info.sampleRate),
  };
}

/**
 * Decodes `count` samples from `skip` of a FLAC file on disk to a WAV file with the reference decoder (online trim
 * cuts clips this way; the decoder seeks, so the rest of the file is never decoded).
 */
export function decodeFlacRangeToWav(path: string, skip: number, count: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    execFile('flac', ['--decode', '--silent', '--stdout', `--skip=${skip}`, `--until=+${count}`, path], { encoding: 'buffer', maxBuffer: 256 * 1024 * 1024 }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
  });
}
