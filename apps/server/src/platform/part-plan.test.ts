import { describe, expect, it } from 'vitest';
import { DEFAULT_PART_BYTES, MAX_PART_BYTES, MAX_PARTS, MIN_PART_BYTES, planParts } from './part-plan.ts';

const MIB = 1024 * 1024;
const GIB = 1024 * MIB;

describe('the part plan of a direct upload', () => {
  it.each([
    ['an empty file', 0, DEFAULT_PART_BYTES, [0]],
    ['a small file', 1_000, DEFAULT_PART_BYTES, [1_000]],
    ['exactly one part', DEFAULT_PART_BYTES, DEFAULT_PART_BYTES, [DEFAULT_PART_BYTES]],
    ['one byte more', DEFAULT_PART_BYTES + 1, DEFAULT_PART_BYTES, [DEFAULT_PART_BYTES, 1]],
    ['20 MiB', 20 * MIB, DEFAULT_PART_BYTES, [8 * MIB, 8 * MIB, 4 * MIB]],
  ])('%s', (_name, size, partSize, sizes) => {
    expect(planParts(size)).toEqual({ partSize, sizes });
  });

  it('keeps a 2 GiB master (the largest audio) at 8 MiB parts', () => {
    const plan = planParts(2 * GIB);
    expect(plan.partSize).toBe(8 * MIB);
    expect(plan.sizes).toHaveLength(256);
  });

  it('grows the parts (whole MiB) when 8 MiB ones would be more than 10,000', () => {
    for (const size of [80 * GIB, 100 * GIB + 12_345, 1024 * GIB, MAX_PART_BYTES * MAX_PARTS]) {
      const { partSize, sizes } = planParts(size);
      expect(partSize % MIB).toBe(0);
      expect(sizes.length).toBeLessThanOrEqual(MAX_PARTS);
      expect(partSize).toBeLessThanOrEqual(MAX_PART_BYTES);
      expect(sizes.slice(0, -1).every((part) => part === partSize && part >= MIN_PART_BYTES)).toBe(true);
      expect(sizes.reduce((sum, part) => sum + part, 0)).toBe(size);
      expect(sizes.at(-1)).toBeGreaterThan(0);
    }
  });

  it('adds up to the file for any size, every part but the last at least 5 MiB', () => {
    for (let size = 0; size < 60 * MIB; size += 999_983) {
      const { sizes } = planParts(size);
      expect(sizes.reduce((sum, part) => sum + part, 0)).toBe(size);
      expect(sizes.slice(0, -1).every((part) => part >= MIN_PART_BYTES)).toBe(true);
    }
  });

  it('refuses sizes no S3 object can have', () => {
    expect(() => planParts(-1)).toThrow(RangeError);
    expect(() => planParts(1.5)).toThrow(RangeError);
    expect(() => planParts(MAX_PART_BYTES * MAX_PARTS + 1)).toThrow(RangeError);
  });
});
