/** Email and password rules, shared by the sign-up form and the server. */
import { LoginCode } from './errors.ts';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

// A short list of the passwords most often found in breaches; a real list is kept by the server if configured.
const commonPasswords = new Set([
  'password',
  'password1',
  'password123',
  '12345678',
  '123456789',
  '1234567890',
  'qwerty123',
  'qwertyuiop',
  'iloveyou1',
  'abc12345',
  'abcd1234',
  '11111111',
  '00000000',
  'passw0rd',
  'football1',
  'welcome1',
  'admin123',
  'letmein1',
  'sunshine1',
  'princess1',
  'baseball1',
  'dragon123',
  'monkey123',
  'master123',
  'aa123456',
  'a1234567',
  'qwe12345',
  '1q2w3e4r',
  '1qaz2wsx',
  'zaq12wsx',
  'music123',
  'senha123',
  'contraseña1',
]);

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isValidEmail(email: string): boolean {
  return email.length <= 254 && EMAIL.test(email);
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * Password rule: 8 to 64 characters with at least one letter and one digit (1047 pwd_rule_tips);
 * a well-known password or one equal to the account name is too simple (1032, 1012).
 */
export function checkPassword(password: string, account?: string): number {
  if (password.length === 0) return LoginCode.PASSWORD_REQUIRED;
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return LoginCode.PASSWORD_RULE;
  if (!/\p{L}/u.test(password) || !/\d/.test(password)) return LoginCode.PASSWORD_RULE;
  if (commonPasswords.has(password.toLowerCase())) return LoginCode.PASSWORD_TOO_SIMPLE;
  if (account && password.toLowerCase() === account.split('@')[0]?.toLowerCase()) return LoginCode.PASSWORD_SAME_AS_ACCOUNT;
  return 0;
}
