import { readWavHeader, type WavHeader } from '@portal/domain/release/audio-header';

/** Reads `length` bytes at `offset` (fewer at the end of the file). */
export type ReadAt = (offset: number, length: number) => Promise<Buffer>;

export type WavInfo = WavHeader;

/**
 * Walks a WAV file's RIFF chunks and checks what a decoder relies on: a PCM or float format whose numbers agree with
 * each other, and a data chunk that is whole (not cut off by a truncated upload) and holds whole sample frames.
 * Null when the file is not such a WAV. The parser is the browser's too (packages/domain release/audio-header.ts).
 */
export async function inspectWav(readAt: ReadAt, fileSize: number): Promise<WavInfo | null> {
  return readWavHeader(readAt, fileSize);
}
