import { PAYOUT_METHODS } from '@portal/domain/money/withdrawal';
import { safeLocale } from './format.ts';
import { optionSource } from './option-sources.ts';

/**
 * Money arrives as exact decimal strings with six places ("12.340000", decision 021). They are formatted from the
 * string itself (Intl accepts it exactly) and never turned into JS numbers for arithmetic.
 */
export function formatMoney(amount: string, currency: string, language: string, maxDigits: 2 | 4 | 6 = 2, minDigits: 2 | 4 | 6 = 2): string {
  const value = amount.trim() as Intl.StringNumericLiteral;
  try {
    return new Intl.NumberFormat(safeLocale(language), { style: 'currency', currency, minimumFractionDigits: minDigits, maximumFractionDigits: maxDigits }).format(value);
  } catch {
    return `${currency} ${amount}`;
  }
}

/** A six-place balance as it can be paid: whole cents, rounded down ("854.517448" → "854.51"); "0.00" when negative. */
export function payableAmount(amount: string): string {
  const match = /^(-)?(\d+)(?:\.(\d*))?$/.exec(amount.trim());
  if (!match || match[1]) return '0.00';
  return `${match[2]}.${(match[3] ?? '').padEnd(2, '0').slice(0, 2)}`;
}

/** Whether a six-place amount has a fraction of a cent ("1.234500" → true). */
export const hasFractionOfCent = (amount: string) => /\.\d{2}0*[1-9]/.test(amount.trim());

/** One column, one number of decimals: four when any amount has a fraction of a cent, else two. */
export const columnDigits = (amounts: string[]): 2 | 4 => (amounts.some(hasFractionOfCent) ? 4 : 2);

/** "0", "0.000000", "-0.00" → true. */
export const isZeroAmount = (amount: string) => /^[-+]?0*(\.0*)?$/.test(amount.trim());

/** Micro-units of a six-place decimal, for drawing only (bar heights); null when unreadable. */
export function microsOf(amount: string): bigint | null {
  const match = /^(-)?(\d+)(?:\.(\d{1,6}))?$/.exec(amount.trim());
  if (!match) return null;
  const value = BigInt(match[2]!) * 1_000_000n + BigInt((match[3] ?? '').padEnd(6, '0'));
  return match[1] ? -value : value;
}

/** A withdrawal amount as the user may type it: whole units with at most two decimals ("25", "25.5", "25.50"). */
export const AMOUNT_PATTERN = /^\d{1,13}(\.\d{1,2})?$/;

/** "12,50" → "12.50"; spaces dropped. */
export const normaliseAmount = (text: string) => text.trim().replace(/\s/g, '').replace(',', '.');

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM of the month `offset` months from this one (local time). */
export function monthFromNow(offset: number, now = new Date()): string {
  const date = new Date(now.getFullYear(), now.getMonth() + offset, 1);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}`;
}

export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

const monthDate = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1));

/** "2025-03" → "Mar" (short) or "Mar 2025" (withYear), in the page language. */
export function monthLabel(month: string, language: string, withYear = false): string {
  if (!MONTH_PATTERN.test(month)) return month;
  return new Intl.DateTimeFormat(safeLocale(language), { month: 'short', ...(withYear ? { year: 'numeric' } : {}), timeZone: 'UTC' }).format(monthDate(month));
}

/** "2025-03" → "March 2025". */
export function longMonthLabel(month: string, language: string): string {
  if (!MONTH_PATTERN.test(month)) return month;
  return new Intl.DateTimeFormat(safeLocale(language), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(monthDate(month));
}

/** The ways a withdrawal is paid out (the artist's form and the console's payout run). */
export const payoutMethodOptions = optionSource('payout-method', (t) => PAYOUT_METHODS.map((value) => ({ value, label: t(`rev_method_${value}`) })));
