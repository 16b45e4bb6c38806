import { readWavHeader } from '@portal/domain/release/audio-header';

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

/**
 * Walks a WAV file's RIFF chunks and checks what a decoder relies on: a PCM or float format whose numbers agree with
 * each other, and a data chunk that is whole (not cut off by a truncated upload) and holds whole sample frames.
 * Null when the file is not such a WAV. The parser is the browser's too (packages/domain release/audio-header.ts).
 */
export async function inspectWav(readAt: ReadAt, fileSize: number): Promise<WavInfo | null> {
  const header = await readWavHeader(readAt, fileSize);
  if (!header) return null;
  const { sampleFormat, channels, sampleRate, bitsPerSample, dataOffset, dataSize, durationMs } = header;
  return { sampleFormat, channels, sampleRate, bitsPerSample, dataOffset, dataSize, durationMs };
}
