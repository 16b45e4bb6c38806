/** Reads `length` bytes at `offset` (fewer at the end of the file). */
export type ReadAt = (offset: number, length: number) => Promise<Buffer>;

export interface WavInfo {
  sampleFormat: 'pcm' | 'float';
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  dataOffset: number;
  dataSize: number;
  durationMs: number;
}

const FORMAT_PCM = 1;
const FORMAT_FLOAT = 3;
const FORMAT_EXTENSIBLE = 0xfffe;
const MAX_CHUNKS = 256;

interface Format {
  tag: number;
  channels: number;
  sampleRate: number;
  byteRate: number;
  blockAlign: number;
  bitsPerSample: number;
}

function readFormat(body: Buffer): Format | null {
  if (body.length < 16) return null;
  const declared = body.readUInt16LE(0);
  // WAVE_FORMAT_EXTENSIBLE names the real format in the first two bytes of its sub-format GUID.
  const tag = declared === FORMAT_EXTENSIBLE && body.length >= 26 ? body.readUInt16LE(24) : declared;
  return {
    tag,
    channels: body.readUInt16LE(2),
    sampleRate: body.readUInt32LE(4),
    byteRate: body.readUInt32LE(8),
    blockAlign: body.readUInt16LE(12),
    bitsPerSample: body.readUInt16LE(14),
  };
}

function consistent(format: Format): boolean {
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

/**
 * Walks a WAV file's RIFF chunks and checks what a decoder relies on: a PCM or float format whose numbers agree with
 * each other, and a data chunk that is whole (not cut off by a truncated upload) and holds whole sample frames.
 * Null when the file is not such a WAV.
 */
export async function inspectWav(readAt: ReadAt, fileSize: number): Promise<WavInfo | null> {
  const riff = await readAt(0, 12);
  if (riff.length < 12 || riff.toString('latin1', 0, 4) !== 'RIFF' || riff.toString('latin1', 8, 12) !== 'WAVE') return null;
  const end = riff.readUInt32LE(4) + 8;
  if (end > fileSize) return null;
  let format: Format | null = null;
  let offset = 12;
  for (let chunk = 0; chunk < MAX_CHUNKS && offset + 8 <= end; chunk++) {
    const header = await readAt(offset, 8);
    if (header.length < 8) return null;
    const id = header.toString('latin1', 0, 4);
    const size = header.readUInt32LE(4);
    if (id === 'fmt ') {
      format = readFormat(await readAt(offset + 8, Math.min(size, 40)));
      if (!format || !consistent(format)) return null;
    } else if (id === 'data') {
      if (!format || size === 0 || offset + 8 + size > end || size % format.blockAlign !== 0) return null;
      const frames = size / format.blockAlign;
      return {
        sampleFormat: format.tag === FORMAT_FLOAT ? 'float' : 'pcm',
        channels: format.channels,
        sampleRate: format.sampleRate,
        bitsPerSample: format.bitsPerSample,
        dataOffset: offset + 8,
        dataSize: size,
        durationMs: Math.round((frames * 1000) / format.sampleRate),
      };
    }
    offset += 8 + size + (size % 2);
  }
  return null;
}
