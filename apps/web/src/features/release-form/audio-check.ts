import { readAudioHeader, type ReadAt } from '@portal/domain/release/audio-header';
import { AUDIO_LOAD_TIMEOUT_MS, checkAudioHeader, type AudioLimits, type UploadIssue } from '@portal/domain/release/file-checks';

/** One read of this size holds an ordinary header; chunks before `data` are skipped by their offsets, not read. */
export const HEADER_BLOCK_BYTES = 64 * 1024;

/** Byte ranges of a Blob, read a block at a time, so the walk over a WAV's chunk headers costs few reads of the file. */
export function blobReader(blob: Blob, blockSize = HEADER_BLOCK_BYTES): ReadAt {
  let block = { offset: 0, bytes: new Uint8Array() };
  return async (offset, length) => {
    const end = Math.min(offset + length, blob.size);
    if (offset < block.offset || end > block.offset + block.bytes.length) {
      block = { offset, bytes: new Uint8Array(await blob.slice(offset, offset + Math.max(length, blockSize)).arrayBuffer()) };
    }
    return block.bytes.subarray(offset - block.offset, Math.max(offset, end) - block.offset);
  };
}

/**
 * The audio checks of document 3 section 5 on a file the user chose, before a byte goes up: its header read by the
 * parser the server uses, judged by the same rules. A header that cannot be read, or has not loaded within the spec's
 * 60 s, is decode_error, as on the server.
 */
export async function checkAudioFile(file: Blob, limits: AudioLimits, timeoutMs = AUDIO_LOAD_TIMEOUT_MS): Promise<UploadIssue | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    const header = await Promise.race([readAudioHeader(blobReader(file), file.size).catch(() => null), timedOut]);
    return checkAudioHeader(header, limits);
  } finally {
    clearTimeout(timer);
  }
}
