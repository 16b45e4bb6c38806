/**
 * What a WAV or FLAC file's header says about its audio, read the same way by the browser (before a file goes up)
 * and the server (after the merge). Pure: the caller hands in a reader of byte ranges (a Blob's slices, a stored
 * object's ranges, a buffer), so only the header's bytes are ever read, whatever the file's size.
 *
 * WAV: the RIFF chunks are walked to the `fmt ` and `data` chunks (PCM or float, also inside
 * WAVE_FORMAT_EXTENSIBLE), with the checks a decoder relies on: format numbers that agree with each other and a data
 * chunk that is whole inside the RIFF size and the file, in whole sample frames. RF64 (WAV over 4 GiB) is not
 * read: no accepted upload is that large. FLAC: the STREAMINFO block, which the format requires to come first.
 */

import { pcmBitrate } from './file-checks.ts';

/** Reads `length` bytes at `offset` (fewer at the end of the file). */
export type ReadAt = (offset: number, length: number) => Promise<Uint8Array>;

export interface WavHeader {
  format: 'wav';
  sampleFormat: 'pcm' | 'float';
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  /** Where the samples start and how many bytes they take. */
  dataOffset: number;
  dataSize: number;
  durationMs: number;
  /** The PCM rate in bits per second (sample rate × bits × channels). */
  bitrate: number;
  /** Where the RIFF chunk ends (its declared size + 8): bytes after it, past a pad byte, are no part of the WAV. */
  riffEnd: number;
}

export interface FlacStreamInfo {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  /** 0 when the encoder did not know (a stream written without seeking back). */
  totalSamples: number;
}

export interface FlacHeader extends FlacStreamInfo {
  format: 'flac';
  /** From STREAMINFO's sample count; null when it is 0 (only decoding the whole stream tells). */
  durationMs: number | null;
  bitrate: number;
}

export type AudioHeader = WavHeader | FlacHeader;

/** The bytes of the `fLaC` marker, the block header and the 34-byte STREAMINFO. */
export const FLAC_STREAMINFO_BYTES = 42;

const FORMAT_PCM = 1;
const FORMAT_FLOAT = 3;
const FORMAT_EXTENSIBLE = 0xfffe;
/** How many RIFF chunks the walk looks at before giving up on finding `data`. */
const MAX_CHUNKS = 256;
/** A fmt chunk's fields end within its first 40 bytes (26 are enough to name an extensible sub-format). */
const FMT_BYTES = 40;

const text = (bytes: Uint8Array, start: number, length: number) => String.fromCharCode(...bytes.subarray(start, start + length));
const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

interface WavFormat {
  tag: number;
  channels: number;
  sampleRate: number;
  byteRate: number;
  blockAlign: number;
  bitsPerSample: number;
}

function readFormat(body: Uint8Array): WavFormat | null {
  if (body.length < 16) return null;
  const data = view(body);
  const declared = data.getUint16(0, true);
  // WAVE_FORMAT_EXTENSIBLE names the real format in the first two bytes of its sub-format GUID.
  const tag = declared === FORMAT_EXTENSIBLE && body.length >= 26 ? data.getUint16(24, true) : declared;
  return {
    tag,
    channels: data.getUint16(2, true),
    sampleRate: data.getUint32(4, true),
    byteRate: data.getUint32(8, true),
    blockAlign: data.getUint16(12, true),
    bitsPerSample: data.getUint16(14, true),
  };
}

function consistent(format: WavFormat): boolean {
  const { tag, channels, sampleRate, bitsPerSample, blockAlign, byteRate } = format;
  const bits = tag === FORMAT_FLOAT ? [32, 64] : [8, 16, 24, 32];
  return (
    (tag === FORMAT_PCM || tag === FORMAT_FLOAT) &&
    channels >= 1 &&
    channels <= 32 &&
    sampleRate >= 1 &&
    sampleRate <= 1_000_000 &&
    bits.includes(bitsPerSample) &&
    blockAlign === (channels * bitsPerSample) / 8 &&
    byteRate === sampleRate * blockAlign
  );
}

/** Null when the file is not a whole, consistent PCM or float WAV. Reads the chunk headers only, never the samples. */
export async function readWavHeader(readAt: ReadAt, fileSize: number): Promise<WavHeader | null> {
  const riff = await readAt(0, 12);
  if (riff.length < 12 || text(riff, 0, 4) !== 'RIFF' || text(riff, 8, 4) !== 'WAVE') return null;
  const end = view(riff).getUint32(4, true) + 8;
  if (end > fileSize) return null;
  let format: WavFormat | null = null;
  let offset = 12;
  for (let chunk = 0; chunk < MAX_CHUNKS && offset + 8 <= end; chunk++) {
    const header = await readAt(offset, 8);
    if (header.length < 8) return null;
    const id = text(header, 0, 4);
    const size = view(header).getUint32(4, true);
    if (id === 'fmt ') {
      format = readFormat(await readAt(offset + 8, Math.min(size, FMT_BYTES)));
      if (!format || !consistent(format)) return null;
    } else if (id === 'data') {
      if (!format || size === 0 || offset + 8 + size > end || size % format.blockAlign !== 0) return null;
      const { channels, sampleRate, bitsPerSample } = format;
      return {
        format: 'wav',
        sampleFormat: format.tag === FORMAT_FLOAT ? 'float' : 'pcm',
        channels,
        sampleRate,
        bitsPerSample,
        dataOffset: offset + 8,
        dataSize: size,
        durationMs: Math.round(((size / format.blockAlign) * 1000) / sampleRate),
        bitrate: pcmBitrate(sampleRate, bitsPerSample, channels),
        riffEnd: end,
      };
    }
    offset += 8 + size + (size % 2);
  }
  return null;
}

/** STREAMINFO from a FLAC file's first FLAC_STREAMINFO_BYTES bytes; null when they are not a FLAC stream's start. */
export function readFlacStreamInfo(head: Uint8Array): FlacStreamInfo | null {
  if (head.length < FLAC_STREAMINFO_BYTES || text(head, 0, 4) !== 'fLaC' || (head[4]! & 0x7f) !== 0) return null;
  if (((head[5]! << 16) | (head[6]! << 8) | head[7]!) !== 34) return null;
  const body = head.subarray(8, FLAC_STREAMINFO_BYTES);
  const sampleRate = (body[10]! << 12) | (body[11]! << 4) | (body[12]! >> 4);
  const channels = ((body[12]! >> 1) & 0x07) + 1;
  const bitsPerSample = (((body[12]! & 0x01) << 4) | (body[13]! >> 4)) + 1;
  const totalSamples = (body[13]! & 0x0f) * 2 ** 32 + view(body).getUint32(14);
  return sampleRate > 0 ? { sampleRate, channels, bitsPerSample, totalSamples } : null;
}

/** STREAMINFO with the duration and bitrate it implies. */
export async function readFlacHeader(readAt: ReadAt): Promise<FlacHeader | null> {
  const info = readFlacStreamInfo(await readAt(0, FLAC_STREAMINFO_BYTES));
  if (!info) return null;
  const { sampleRate, bitsPerSample, channels, totalSamples } = info;
  return {
    format: 'flac',
    ...info,
    durationMs: totalSamples > 0 ? Math.round((totalSamples * 1000) / sampleRate) : null,
    bitrate: pcmBitrate(sampleRate, bitsPerSample, channels),
  };
}

/** The header of a WAV or FLAC file, by its first bytes; null for anything else or a header that does not hold. */
export async function readAudioHeader(readAt: ReadAt, fileSize: number): Promise<AudioHeader | null> {
  const magic = await readAt(0, 4);
  if (magic.length < 4) return null;
  if (text(magic, 0, 4) === 'RIFF') return readWavHeader(readAt, fileSize);
  if (text(magic, 0, 4) === 'fLaC') return readFlacHeader(readAt);
  return null;
}

/** A reader of a buffer held whole in memory. */
export const bytesReader =
  (bytes: Uint8Array): ReadAt =>
  async (offset, length) =>
    bytes.subarray(offset, offset + length);
