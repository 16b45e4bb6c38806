import { describe, expect, it } from 'vitest';
import { reasonsProblem, rejectionReasons } from './release-review.ts';

describe('rejectionReasons', () => {
  it('joins the ticked reasons and the written lines, without blanks or repeats', () => {
    expect(rejectionReasons(['The cover shows a logo.'], '  The title has emoji \n\n  \nThe cover shows a logo.')).toEqual(['The cover shows a logo.', 'The title has emoji']);
    expect(rejectionReasons([], '   \n ')).toEqual([]);
  });
});

describe('reasonsProblem', () => {
  it('requires at least one reason', () => {
    expect(reasonsProblem([])).toBe('admin_release_reason_required');
    expect(reasonsProblem(['Blurry cover'])).toBeNull();
  });

  it('keeps to what the server accepts', () => {
    expect(reasonsProblem(Array.from({ length: 21 }, (_, i) => `reason ${i}`))).toBe('admin_release_reason_too_many');
    expect(reasonsProblem(Array.from({ length: 20 }, (_, i) => `reason ${i}`))).toBeNull();
    expect(reasonsProblem(['x'.repeat(501)])).toBe('admin_release_reason_too_long');
    expect(reasonsProblem(['x'.repeat(500)])).toBeNull();
  });
});
