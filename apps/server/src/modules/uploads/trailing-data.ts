/**
 * Bytes after the end of a file's own format: how a polyglot hides a second file (an image that is also a zip or an
 * HTML page, a WAV with a script behind its RIFF chunk). Decoders ignore them, so the image and audio checks pass;
 * stores and browsers that sniff content may not. Uploads with such bytes are refused (decision 044).
 *
 * Allowed after the end: for WAV the RIFF pad byte; for PNG and JPEG zero padding, and for JPEG further whole JPEG
 * images (the multi-picture format phones use for depth and HDR gain maps), themselves checked the same way.
 */

const isZeroPadding = (bytes: Uint8Array) => bytes.every((byte) => byte === 0);

/** Where a JPEG that starts at `start` ends (just after its EOI marker), or null when it has none. */
function jpegEnd(bytes: Uint8Array, start: number): number | null {
  if (bytes[start] !== 0xff || bytes[start + 1] !== 0xd8) return null;
  let offset = start + 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) return offset + 2;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    const length = (bytes[offset + 2]! << 8) | bytes[offset + 3]!;
    offset += 2 + length;
    if (marker !== 0xda) continue;
    // After a start of scan, entropy-coded data runs to the next marker other than a stuffed zero or a restart.
    while (offset + 1 < bytes.length) {
      if (bytes[offset] === 0xff && bytes[offset + 1] !== 0 && !(bytes[offset + 1]! >= 0xd0 && bytes[offset + 1]! <= 0xd7)) break;
      offset += 1;
    }
  }
  return offset + 2 === bytes.length && bytes[offset] === 0xff && bytes[offset + 1] === 0xd9 ? bytes.length : null;
}

function jpegHasTrailingData(bytes: Uint8Array): boolean {
  let end = jpegEnd(bytes, 0);
  if (end === null) return false; // not whole: the decoder's to refuse
  while (end < bytes.length) {
    if (isZeroPadding(bytes.subarray(end))) return false;
    const next = jpegEnd(bytes, end);
    if (next === null) return true;
    end = next;
  }
  return false;
}

/** PNG: the bytes after the IEND chunk. */
function pngHasTrailingData(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    offset += 12 + length;
    if (type === 'IEND') return offset < bytes.length && !isZeroPadding(bytes.subarray(offset));
  }
  return false; // no IEND: the decoder's to refuse
}

/** Whether a JPEG or PNG that decodes carries bytes after its end. */
export function imageHasTrailingData(bytes: Uint8Array, type: 'jpeg' | 'png'): boolean {
  return type === 'jpeg' ? jpegHasTrailingData(bytes) : pngHasTrailingData(bytes);
}

/** Whether a WAV of `fileSize` bytes goes on after its RIFF chunk, which ends at `riffEnd` (one pad byte allowed). */
export const wavHasTrailingData = (riffEnd: number, fileSize: number) => fileSize > riffEnd + (riffEnd % 2);
