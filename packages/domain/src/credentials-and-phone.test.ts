import { describe, expect, it } from 'vitest';
import { checkPassword, isValidEmail } from './credentials.ts';
import { checkPhone, maskDestination } from './phone-rules.ts';

describe('password rule', () => {
  it.each([
    ['', 1010],
    ['abc1', 1047],
    ['onlyletters', 1047],
    ['1234567890123', 1047],
    [`${'x'.repeat(64)}1`, 1047],
    ['Password123', 1032],
    ['1q2w3e4r', 1032],
    ['melody2026', 1012],
    ['Tune-up-2026', 0],
    ['música2026', 0],
  ])('%s -> %i', (password, code) => {
    expect(checkPassword(password, 'melody2026@example.com')).toBe(code);
  });
});

describe('email', () => {
  it.each([
    ['artist@example.com', true],
    ['a.b+c@sub.example.co', true],
    ['no-at.example.com', false],
    ['a@b', false],
    ['a b@example.com', false],
  ])('%s -> %s', (email, ok) => {
    expect(isValidEmail(email)).toBe(ok);
  });
});

describe('phone numbers per region', () => {
  it.each([
    ['US', '2025550123', '+12025550123'],
    ['US', '+1 (202) 555-0123', '+12025550123'],
    ['BR', '(11) 98765-4321', '+5511987654321'],
    ['GB', '07911 123456', '+447911123456'],
    ['JP', '090-1234-5678', '+819012345678'],
    ['AU', '0412 345 678', '+61412345678'],
    ['NZ', '021 123 4567', '+64211234567'],
    ['ID', '0812-3456-7890', '+6281234567890'],
  ])('%s %s is valid', (region, phone, e164) => {
    expect(checkPhone(region, phone)).toEqual({ ok: true, e164 });
  });

  it.each([
    ['AU', '041234567890'],
    ['NZ', '02112345678901'],
    ['US', '555'],
    ['BR', 'abc'],
    ['ZZ', '2025550123'],
  ])('%s %s is refused with 1003', (region, phone) => {
    expect(checkPhone(region, phone)).toEqual({ ok: false, code: 1003 });
  });

  it('masks destinations', () => {
    expect(maskDestination('artist@example.com')).toBe('a***@example.com');
    expect(maskDestination('+5511987654321')).toBe('+55****21');
  });
});
