import { z } from 'zod';
import { PAYOUT_METHODS, WITHDRAW_STATUSES } from '@portal/domain/money/withdrawal';
import { ROYALTY_GROUPS } from '@portal/domain/money/royalty';
import { defineRoute, download } from './route.ts';

/** Amounts travel as exact decimal strings with six places ("12.340000"), never as floating-point numbers. */
const money = z.string();
const ewallet = (action: 'View' | 'Withdraw') => ({ tag: 'revenue', access: 'user', permission: { resource: 'EWallet', action } }) as const;

export const balance = z.object({
  currency: z.string(),
  /** What can be withdrawn now. */
  available: money,
  /** Requested withdrawals not paid out yet. */
  pendingWithdrawals: money,
  /** Advances still to be recouped from earnings. */
  advanceOutstanding: money,
  minimumWithdrawal: money,
});

export const getBalance = defineRoute({
  method: 'GET',
  path: '/revenue/balance',
  summary: 'The account balance in the settlement currency: available, being paid out, and advances still to recoup',
  ...ewallet('View'),
  response: balance,
});

const bankDestination = z.object({
  method: z.literal('bank_transfer'),
  accountName: z.string().max(100),
  bankName: z.string().max(100),
  accountNumber: z.string().max(40),
  routingCode: z.string().max(20).optional(),
});
export const payoutDestination = z.discriminatedUnion('method', [
  bankDestination.strict(),
  z.object({ method: z.literal('paypal'), email: z.string().max(100) }).strict(),
  z.object({ method: z.literal('payoneer'), email: z.string().max(100) }).strict(),
  z.object({ method: z.literal('local') }).strict(),
]);

export const withdrawal = z.object({
  id: z.number(),
  amount: money,
  fee: money,
  currency: z.string(),
  method: z.enum(PAYOUT_METHODS),
  /** Where it goes, as the user may see it: bank and last four digits, or the e-mail address. */
  destination: z.string(),
  status: z.enum(WITHDRAW_STATUSES),
  rfiOpen: z.boolean(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const withdrawalQuote = defineRoute({
  method: 'GET',
  path: '/revenue/withdraw/quote',
  summary: 'The fee and total of a withdrawal, shown before the user confirms',
  ...ewallet('Withdraw'),
  query: z.object({ amount: z.string().max(20), method: z.enum(PAYOUT_METHODS) }),
  response: z.object({ amount: money, fee: money, total: money, currency: z.string() }),
});

export const requestWithdrawal = defineRoute({
  method: 'POST',
  path: '/revenue/withdraw',
  summary: 'Withdraws from the balance; the same idempotencyKey always answers with the first withdrawal',
  ...ewallet('Withdraw'),
  body: z.object({ amount: z.string().max(20), destination: payoutDestination, idempotencyKey: z.string().min(8).max(100).regex(/^[\w-]+$/) }).strict(),
  response: withdrawal,
});

export const listWithdrawals = defineRoute({
  method: 'GET',
  path: '/revenue/withdraw',
  summary: 'The account’s withdrawals, newest first',
  ...ewallet('View'),
  query: z.object({ count: z.coerce.number().int().min(1).max(100).default(20), before: z.coerce.number().int().min(1).optional() }),
  response: z.object({ withdrawals: z.array(withdrawal) }),
});

const admin = { tag: 'admin', access: 'admin' } as const;

export const adminWithdrawals = defineRoute({
  method: 'GET',
  path: '/admin/withdrawals',
  summary: 'Withdrawals by status, oldest first, for paying out',
  ...admin,
  query: z.object({ status: z.enum(WITHDRAW_STATUSES).optional(), count: z.coerce.number().int().min(1).max(200).default(50) }),
  response: z.object({ withdrawals: z.array(withdrawal.extend({ userId: z.number(), account: z.object({ email: z.string().nullable(), nickname: z.string().nullable() }) })) }),
});

export const moveWithdrawal = defineRoute({
  method: 'POST',
  path: '/admin/withdrawals/move',
  summary: 'Moves a withdrawal on (Collected, BankFeedback, Success, Failed); Failed returns the money and the fee',
  ...admin,
  body: z.object({ id: z.number().int().positive(), status: z.enum(WITHDRAW_STATUSES), note: z.string().max(500).optional(), providerReference: z.string().max(100).optional() }).strict(),
  response: withdrawal,
});

export const findAccounts = defineRoute({
  method: 'GET',
  path: '/admin/accounts/find',
  summary: 'Accounts whose e-mail, name or id matches what an operator typed (at most 10), to pick the one an advance goes to',
  ...admin,
  query: z.object({ q: z.string().trim().min(1).max(100) }),
  response: z.object({ accounts: z.array(z.object({ userId: z.number(), nickname: z.string(), email: z.string().nullable(), region: z.string(), isLabel: z.boolean() })) }),
});

export const grantAdvance = defineRoute({
  method: 'POST',
  path: '/admin/advances',
  summary: 'Grants an account an advance: paid into its balance now, recouped from its own earnings later',
  ...admin,
  body: z.object({ userId: z.number().int().positive(), amount: z.string().max(20), note: z.string().min(2).max(200) }).strict(),
  response: z.object({ id: z.number(), amount: money, currency: z.string() }),
});

const royalty = { tag: 'revenue', access: 'user', permission: { resource: 'Royalty', action: 'View' } } as const;
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);
export { ROYALTY_GROUPS };

export const royaltyTotal = defineRoute({
  method: 'GET',
  path: '/revenue/royalty/total',
  summary: 'What the account has earned from stores in all, and in the latest month reported',
  ...royalty,
  response: z.object({ currency: z.string(), total: money, units: z.number(), latestMonth: month.nullable(), latestMonthTotal: money }),
});

export const royaltyMonthly = defineRoute({
  method: 'GET',
  path: '/revenue/royalty/monthly',
  summary: 'Earnings per sales month, oldest first, every month of the range present (from and to as YYYY-MM)',
  ...royalty,
  query: z.object({ from: month, to: month }),
  response: z.object({ currency: z.string(), months: z.array(z.object({ month, amount: money, units: z.number() })) }),
});

export const royaltyTrend = defineRoute({
  method: 'GET',
  path: '/revenue/royalty/trend',
  summary:
    'Earnings per sales month split by store, country or kind of sale, for a stacked chart: the largest `top` as their own series, the rest added up as ROYALTY_TREND_OTHERS ("__others"); every month of the range present',
  ...royalty,
  query: z.object({ from: month, to: month, by: z.enum(['store', 'country', 'saleType']).default('store'), top: z.coerce.number().int().min(1).max(10).default(5) }),
  response: z.object({ currency: z.string(), months: z.array(month), series: z.array(z.object({ key: z.string(), amounts: z.array(money) })) }),
});

export const royaltyList = defineRoute({
  method: 'GET',
  path: '/revenue/royalty/list',
  summary: 'Earnings grouped by month, store, country, release, track or kind of sale, largest first, for a range of sales months',
  ...royalty,
  query: z.object({
    groupBy: z.enum(ROYALTY_GROUPS),
    from: month,
    to: month,
    offset: z.coerce.number().int().min(0).default(0),
    count: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: z.object({
    currency: z.string(),
    total: z.number(),
    rows: z.array(z.object({ key: z.string(), label: z.string(), units: z.number(), gross: money, amount: money })),
  }),
});

export const recoupSummary = defineRoute({
  method: 'GET',
  path: '/revenue/recoup/summary',
  summary: 'Advances granted to the account, how much its earnings have paid back, and what is left',
  ...ewallet('View'),
  response: z.object({ currency: z.string(), advanced: money, recouped: money, outstanding: money }),
});

const advanceView = z.object({ id: z.number(), amount: money, recouped: money, remaining: money, note: z.string(), createdAt: z.string() });

export const recoupList = defineRoute({
  method: 'GET',
  path: '/revenue/recoup/list',
  summary: 'The account’s advances, newest first, each with what has been recouped (oldest advance first)',
  ...ewallet('View'),
  response: z.object({ currency: z.string(), advances: z.array(advanceView) }),
});

export const recoupDetail = defineRoute({
  method: 'GET',
  path: '/revenue/recoup/detail',
  summary: 'One advance and the earnings that paid it back, by date',
  ...ewallet('View'),
  query: z.object({ id: z.coerce.number().int().positive() }),
  response: z.object({ advance: advanceView, movements: z.array(z.object({ at: z.string(), kind: z.string(), amount: money })) }),
});

export const rfi = z.object({ withdrawalId: z.number(), question: z.string(), askedAt: z.string(), answer: z.string().nullable(), answeredAt: z.string().nullable(), open: z.boolean() });

export const rfiList = defineRoute({
  method: 'GET',
  path: '/revenue/rfi/list',
  summary: 'Requests for information about the account’s withdrawals; an open one holds its withdrawal',
  ...ewallet('View'),
  response: z.object({ requests: z.array(rfi) }),
});

export const answerRfi = defineRoute({
  method: 'POST',
  path: '/revenue/rfi/answer',
  summary: 'Answers the open request for information of a withdrawal, which can then move on',
  ...ewallet('Withdraw'),
  body: z.object({ withdrawalId: z.number().int().positive(), answer: z.string().min(2).max(2000) }).strict(),
  response: rfi,
});

export const askRfi = defineRoute({
  method: 'POST',
  path: '/admin/withdrawals/rfi',
  summary: 'Asks the account a question about a withdrawal; it waits until they answer',
  ...admin,
  body: z.object({ id: z.number().int().positive(), question: z.string().min(5).max(2000) }).strict(),
  response: rfi,
});

export const directTransfer = z.object({ id: z.number(), amount: money, currency: z.string(), note: z.string(), reference: z.string().nullable(), at: z.string() });

export const directTransferList = defineRoute({
  method: 'POST',
  path: '/revenue/royalty/direct-transter/list',
  summary: 'Royalties paid to the account directly by the operators, outside withdrawals (path spelled as the product spells it)',
  ...ewallet('View'),
  body: z.object({ offset: z.number().int().min(0).default(0), count: z.number().int().min(1).max(100).default(20) }).strict(),
  response: z.object({ total: z.number(), transfers: z.array(directTransfer) }),
});

export const makeDirectTransfer = defineRoute({
  method: 'POST',
  path: '/admin/direct-transfers',
  summary: 'Records royalties paid to an account directly (a bank transfer made outside the portal), from its balance',
  ...admin,
  body: z.object({ userId: z.number().int().positive(), amount: z.string().max(20), note: z.string().min(2).max(200), reference: z.string().max(100).optional() }).strict(),
  response: directTransfer,
});

export const runPayouts = defineRoute({
  method: 'POST',
  path: '/admin/payouts/run',
  summary: 'Sends the waiting withdrawals of one method to its payout provider as one batch (a bank batch gives a payment file)',
  ...admin,
  body: z.object({ method: z.enum(PAYOUT_METHODS) }).strict(),
  response: z.object({ batchId: z.string(), sent: z.number(), rejected: z.number(), fileName: z.string().nullable() }),
});

export const refreshPayouts = defineRoute({
  method: 'POST',
  path: '/admin/payouts/refresh',
  summary: 'Reads what PayPal and Payoneer say of the payouts they took and moves the withdrawals',
  ...admin,
  response: z.object({ checked: z.number(), succeeded: z.number(), failed: z.number() }),
});

export const payoutFile = defineRoute({
  method: 'GET',
  path: '/admin/payouts/file',
  summary: 'The payment file of a bank-transfer batch',
  ...admin,
  download: true,
  query: z.object({ batchId: z.string().regex(/^P\d{17}$/), fileName: z.string().regex(/^[\w.-]{1,100}$/) }),
  response: download,
});
