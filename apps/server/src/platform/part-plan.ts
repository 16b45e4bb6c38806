/**
 * How a file sent straight to an S3 bucket is cut into parts (S3 multipart upload): every part but the last at least
 * 5 MiB, at most 10,000 parts, at most 5 GiB a part. Parts are 8 MiB, larger (whole MiB) only when the file would
 * otherwise need more than 10,000 of them.
 */
const MIB = 1024 * 1024;
export const MIN_PART_BYTES = 5 * MIB;
export const DEFAULT_PART_BYTES = 8 * MIB;
export const MAX_PART_BYTES = 5 * 1024 * MIB;
export const MAX_PARTS = 10_000;

export interface PartPlan {
  partSize: number;
  /** The size of each part in order (part number = index + 1); the last holds the rest. */
  sizes: number[];
}

export function planParts(size: number): PartPlan {
  if (!Number.isSafeInteger(size) || size < 0) throw new RangeError(`bad file size ${size}`);
  if (size > MAX_PART_BYTES * MAX_PARTS) throw new RangeError(`file of ${size} bytes is larger than an S3 object may be`);
  const partSize = Math.max(DEFAULT_PART_BYTES, Math.ceil(size / MAX_PARTS / MIB) * MIB);
  const count = Math.max(1, Math.ceil(size / partSize));
  const sizes = Array.from({ length: count }, (_, index) => (index < count - 1 ? partSize : size - partSize * (count - 1)));
  return { partSize, sizes };
}
