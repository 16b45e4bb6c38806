import { safeLocale } from '../../../lib/format.ts';

/** An exact six-place decimal amount ("5.000000") in the user's language, formatted from the string itself. */
export function formatReward(amount: string, currency: string, language: string): string {
  try {
    return new Intl.NumberFormat(safeLocale(language), { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount as Intl.StringNumericLiteral);
  } catch {
    return `${currency} ${amount}`;
  }
}
