import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';

export const newToken = () => randomBytes(32).toString('base64url');
/** 122 random bits from Node's pooled generator: cheap enough to hand every first-time visitor a CSRF token. */
export const newCsrfToken = () => randomUUID();
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const sixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
