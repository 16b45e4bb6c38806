import { spawn } from 'node:child_process';
import { open } from 'node:fs/promises';
import { locateTool } from './binaries.ts';

/**
 * The project's one door to the codec toolchain (ffmpeg and ffprobe: a setting, the PATH, or the npm install's static
 * builds; binaries.ts). Processes are spawned without a shell, fed from memory or files, and killed when they run too long.
 */

/** Looked up at each use (a few file checks), so a mended setting or PATH needs no restart. */
export const ffmpegPath = () => locateTool('ffmpeg').path;
export const ffprobePath = () => locateTool('ffprobe').path;

/** Raised when ffmpeg or ffprobe cannot run, fails, or times out; the message ends with ffmpeg's last stderr lines. */
export class MediaToolError extends Error {
  constructor(
    message: string,
    readonly stderr: string,
    readonly timedOut = false,
    /** The tool itself could not start (not installed, not executable): a setup problem, not the input's fault. */
    readonly unavailable = false,
  ) {
    super(message);
  }
}

export interface RunOptions {
  /** Kill the process after this long (default two minutes). */
  timeoutMs?: number;
  /** Bytes written to the process's stdin (use `-i pipe:0` in the arguments). */
  input?: Buffer;
}

const lastLines = (text: string, n = 6) => text.trim().split('\n').slice(-n).join('\n');

function run(bin: string, args: string[], opts: RunOptions = {}): Promise<{ stdout: Buffer; stderr: string }> {
  const timeoutMs = opts.timeoutMs ?? 120_000;
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let stderr = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.setEncoding('utf8');
    // Only the tail matters for errors; keep memory bounded on chatty runs.
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-16_000);
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new MediaToolError(`${bin} could not start: ${error.message}`, stderr, false, true));
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (timedOut) return reject(new MediaToolError(`${bin} timed out after ${timeoutMs} ms\n${lastLines(stderr)}`, stderr, true));
      if (code !== 0) return reject(new MediaToolError(`${bin} exited with ${code}\n${lastLines(stderr)}`, stderr));
      resolve({ stdout: Buffer.concat(out), stderr });
    });
    child.stdin.on('error', () => {}); // the process may exit before reading all input; its exit code tells
    if (opts.input) child.stdin.end(opts.input);
    else child.stdin.end();
  });
}

/** Runs ffmpeg quietly (`-hide_banner -nostdin` are added); answers its stdout and stderr. */
export function runFfmpeg(args: string[], opts?: RunOptions): Promise<{ stdout: Buffer; stderr: string }> {
  return run(ffmpegPath(), ['-hide_banner', '-nostats', ...(opts?.input ? [] : ['-nostdin']), ...args], opts);
}

export interface MediaStream {
  index: number;
  type: 'audio' | 'video' | 'other';
  codec: string;
  sampleRate?: number;
  channels?: number;
  width?: number;
  height?: number;
  durationSec?: number;
}

export interface MediaInfo {
  formatName: string;
  durationSec: number;
  bitRate?: number;
  streams: MediaStream[];
}

interface ProbeJson {
  format?: { format_name?: string; duration?: string; bit_rate?: string };
  streams?: { index: number; codec_type?: string; codec_name?: string; sample_rate?: string; channels?: number; width?: number; height?: number; duration?: string }[];
}

const num = (value: string | undefined) => (value === undefined || Number.isNaN(Number(value)) ? undefined : Number(value));

/** What ffprobe says about a file; MediaToolError when it is not a media file ffprobe understands. */
export async function probeMedia(path: string, opts?: RunOptions): Promise<MediaInfo> {
  const { stdout } = await run(ffprobePath(), ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path], opts);
  const json = JSON.parse(stdout.toString('utf8')) as ProbeJson;
  if (!json.format) throw new MediaToolError('ffprobe found no format', '');
  const streams: MediaStream[] = (json.streams ?? []).map((s) => ({
    index: s.index,
    type: s.codec_type === 'audio' || s.codec_type === 'video' ? s.codec_type : 'other',
    codec: s.codec_name ?? 'unknown',
    ...(num(s.sample_rate) !== undefined && { sampleRate: num(s.sample_rate) }),
    ...(s.channels !== undefined && { channels: s.channels }),
    ...(s.width !== undefined && { width: s.width }),
    ...(s.height !== undefined && { height: s.height }),
    ...(num(s.duration) !== undefined && { durationSec: num(s.duration) }),
  }));
  return {
    formatName: json.format.format_name ?? 'unknown',
    durationSec: num(json.format.duration) ?? Math.max(0, ...streams.map((s) => s.durationSec ?? 0)),
    ...(num(json.format.bit_rate) !== undefined && { bitRate: num(json.format.bit_rate) }),
    streams,
  };
}

/**
 * Decodes the first audio stream to 32-bit float PCM at the given rate and channel count (ffmpeg resamples and mixes),
 * one Float32Array per channel. `maxSeconds` stops decoding early (a guard against hours-long uploads).
 */
export async function decodePcm(path: string, format: { sampleRate: number; channels: number; maxSeconds?: number }, opts?: RunOptions): Promise<Float32Array[]> {
  const { stdout } = await runFfmpeg(
    [
      '-v',
      'error',
      '-i',
      path,
      '-map',
      '0:a:0',
      ...(format.maxSeconds ? ['-t', String(format.maxSeconds)] : []),
      '-ac',
      String(format.channels),
      '-ar',
      String(format.sampleRate),
      '-f',
      'f32le',
      '-acodec',
      'pcm_f32le',
      'pipe:1',
    ],
    { timeoutMs: 300_000, ...opts },
  );
  return deinterleave(stdout, format.channels);
}

/** Splits interleaved little-endian float32 bytes into one array per channel. */
export function deinterleave(bytes: Buffer, channels: number): Float32Array[] {
  const frames = Math.floor(bytes.length / 4 / channels);
  // Copy into an aligned buffer once: Buffer slices of the pool may not be 4-byte aligned.
  const aligned = new Float32Array(frames * channels);
  new Uint8Array(aligned.buffer).set(bytes.subarray(0, frames * channels * 4));
  const out = Array.from({ length: channels }, () => new Float32Array(frames));
  for (let c = 0; c < channels; c++) {
    const target = out[c]!;
    for (let i = 0, j = c; i < frames; i++, j += channels) target[i] = aligned[j]!;
  }
  return out;
}

/** A RIFF/WAVE file of the channels: 24-bit PCM (clipped at full scale, dithered by rounding) or 32-bit float. */
export function encodeWav(channels: Float32Array[], sampleRate: number, format: 'pcm24' | 'float32' = 'pcm24'): Buffer {
  const count = channels.length;
  const frames = channels[0]?.length ?? 0;
  const bytesPer = format === 'pcm24' ? 3 : 4;
  const dataBytes = frames * count * bytesPer;
  const buffer = Buffer.alloc(44 + dataBytes);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + dataBytes, 4);
  buffer.write('WAVE', 8, 'ascii');
  buffer.write('fmt ', 12, 'ascii');
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(format === 'pcm24' ? 1 : 3, 20);
  buffer.writeUInt16LE(count, 22);
  buffer.writeUInt32LE(sampleRate, 24);
  buffer.writeUInt32LE(sampleRate * count * bytesPer, 28);
  buffer.writeUInt16LE(count * bytesPer, 32);
  buffer.writeUInt16LE(bytesPer * 8, 34);
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(dataBytes, 40);
  let offset = 44;
  if (format === 'float32') {
    for (let i = 0; i < frames; i++) for (let c = 0; c < count; c++, offset += 4) buffer.writeFloatLE(channels[c]![i]!, offset);
    return buffer;
  }
  for (let i = 0; i < frames; i++) {
    for (let c = 0; c < count; c++, offset += 3) {
      const s = channels[c]![i]!;
      const v = Math.round((s >= 1 ? 1 : s <= -1 ? -1 : s) * 8388607);
      buffer[offset] = v & 0xff;
      buffer[offset + 1] = (v >> 8) & 0xff;
      buffer[offset + 2] = (v >> 16) & 0xff;
    }
  }
  return buffer;
}

/** Writes the channels as a WAV file (24-bit PCM by default). */
export async function writeWavFile(path: string, channels: Float32Array[], sampleRate: number, format: 'pcm24' | 'float32' = 'pcm24'): Promise<void> {
  const handle = await open(path, 'w');
  try {
    await handle.writeFile(encodeWav(channels, sampleRate, format));
  } finally {
    await handle.close();
  }
}
