import { parseMicros } from './micros.ts';

/** Withdrawal statuses of document 1 section 3, in the order a payout moves through them. */
export const WITHDRAW_STATUSES = ['Notified', 'Collected', 'BankFeedback', 'Success', 'Failed'] as const;
export type WithdrawStatus = (typeof WITHDRAW_STATUSES)[number];

/** Where a payout goes (decision 021): a bank transfer file, PayPal or Payoneer payouts, or the demo's local provider. */
export const PAYOUT_METHODS = ['bank_transfer', 'paypal', 'payoneer', 'local'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

/** The smallest withdrawal, in micro-units of the settlement currency (USD 10.00). */
export const MIN_WITHDRAWAL_MICROS = parseMicros('10')!;

/**
 * Fees by method, shown before the user confirms: a flat part plus a percentage (basis points) capped at a maximum,
 * all in micro-units. They follow what the providers charge a sender for a USD payout.
 */
export const PAYOUT_FEES: Record<PayoutMethod, { flat: bigint; bp: number; cap: bigint }> = {
  bank_transfer: { flat: parseMicros('1')!, bp: 0, cap: 0n },
  paypal: { flat: 0n, bp: 200, cap: parseMicros('20')! },
  payoneer: { flat: parseMicros('3')!, bp: 0, cap: 0n },
  local: { flat: 0n, bp: 0, cap: 0n },
};

/** The fee for withdrawing `amount` by `method`, rounded up to a whole cent. */
export function payoutFee(amount: bigint, method: PayoutMethod): bigint {
  const { flat, bp, cap } = PAYOUT_FEES[method];
  let percent = (amount * BigInt(bp) + 9_999n) / 10_000n;
  if (cap > 0n && percent > cap) percent = cap;
  const fee = flat + percent;
  const cent = 10_000n;
  return ((fee + cent - 1n) / cent) * cent;
}

/** A balance as it can be paid: whole cents, rounded down (the fraction of a cent stays in the balance). */
export const payableCents = (balance: bigint): bigint => (balance <= 0n ? 0n : (balance / 10_000n) * 10_000n);

/**
 * The most that can be withdrawn from `balance` by `method`: whole cents whose amount and fee together fit the
 * balance; null when that is below the minimum withdrawal.
 */
export function largestWithdrawal(balance: bigint, method: PayoutMethod): bigint | null {
  const cent = 10_000n;
  const fits = (amount: bigint) => amount + payoutFee(amount, method) <= balance;
  const { flat, bp, cap } = PAYOUT_FEES[method];
  // The fee's formula solved for the amount, then corrected cent by cent for its rounding.
  const uncapped = ((balance - flat) * 10_000n) / (10_000n + BigInt(bp));
  const capped = cap > 0n ? balance - flat - cap : -1n;
  let amount = payableCents(uncapped > capped ? uncapped : capped);
  while (amount > 0n && !fits(amount)) amount -= cent;
  while (fits(amount + cent)) amount += cent;
  return amount >= MIN_WITHDRAWAL_MICROS ? amount : null;
}

/** Which status an operator or a payout provider may move a withdrawal to from `from`. */
export function nextWithdrawStatuses(from: WithdrawStatus): WithdrawStatus[] {
  switch (from) {
    case 'Notified':
      return ['Collected', 'Failed'];
    case 'Collected':
      return ['BankFeedback', 'Success', 'Failed'];
    case 'BankFeedback':
      return ['Success', 'Failed'];
    default:
      return [];
  }
}

/** Where the money goes, per method; the bank account number is sealed at rest and shown by its last four. */
export type PayoutDestination =
  | { method: 'bank_transfer'; accountName: string; bankName: string; accountNumber: string; routingCode?: string }
  | { method: 'paypal'; email: string }
  | { method: 'payoneer'; email: string }
  | { method: 'local' };

export type DestinationIssue = { field: string; key: 'money_destination_required' | 'money_destination_invalid' };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const ACCOUNT_NUMBER = /^[A-Z0-9]{4,34}$/;
const ROUTING = /^[A-Z0-9]{6,11}$/;

/** The problems of a payout destination, by field (empty when it is usable). */
export function destinationIssues(destination: PayoutDestination): DestinationIssue[] {
  const issues: DestinationIssue[] = [];
  const need = (field: string, value: string | undefined, pattern?: RegExp, min = 2) => {
    const text = (value ?? '').trim();
    if (!text) issues.push({ field, key: 'money_destination_required' });
    else if (text.length < min || text.length > 100 || (pattern && !pattern.test(text))) issues.push({ field, key: 'money_destination_invalid' });
  };
  switch (destination.method) {
    case 'bank_transfer':
      need('accountName', destination.accountName);
      need('bankName', destination.bankName);
      need('accountNumber', destination.accountNumber?.replace(/[\s-]/g, '').toUpperCase(), ACCOUNT_NUMBER, 4);
      if (destination.routingCode?.trim() && !ROUTING.test(destination.routingCode.replace(/[\s-]/g, '').toUpperCase())) issues.push({ field: 'routingCode', key: 'money_destination_invalid' });
      break;
    case 'paypal':
    case 'payoneer':
      need('email', destination.email, EMAIL, 6);
      break;
    case 'local':
      break;
  }
  return issues;
}
