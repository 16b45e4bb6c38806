import { z } from 'zod';
import { PAYOUT_METHODS, WITHDRAW_STATUSES } from '@portal/domain/money/withdrawal';
import { ROYALTY_GROUPS } from '@portal/domain/money/royalty';
import { defineRoute, download } from './route.ts';
import * as heads from './heads/revenue.ts';

/** Amounts travel as exact decimal strings with six places ("12.340000"), never as floating-point numbers. */
const money = z.string();

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

export const getBalance = defineRoute(heads.getBalance, {
  summary: 'The account balance in the settlement currency: available, being paid out, and advances still to recoup',
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

export const withdrawalQuote = defineRoute(heads.withdrawalQuote, {
  summary: 'The fee and total of a withdrawal, shown before the user confirms',
  query: z.object({ amount: z.string().max(20), method: z.enum(PAYOUT_METHODS) }),
  response: z.object({ amount: money, fee: money, total: money, currency: z.string() }),
});

export const requestWithdrawal = defineRoute(heads.requestWithdrawal, {
  summary: 'Withdraws from the balance; the same idempotencyKey always answers with the first withdrawal',
  body: z
    .object({
      amount: z.string().max(20),
      destination: payoutDestination,
      idempotencyKey: z
        .string()
        .min(8)
        .max(100)
        .regex(/^[\w-]+$/),
    })
    .strict(),
  response: withdrawal,
});

export const listWithdrawals = defineRoute(heads.listWithdrawals, {
  summary: 'The account’s withdrawals, newest first',
  query: z.object({ count: z.coerce.number().int().min(1).max(100).default(20), before: z.coerce.number().int().min(1).optional() }),
  response: z.object({ withdrawals: z.array(withdrawal) }),
});

export const adminWithdrawals = defineRoute(heads.adminWithdrawals, {
  summary: 'Withdrawals by status, oldest first, for paying out',
  query: z.object({ status: z.enum(WITHDRAW_STATUSES).optional(), count: z.coerce.number().int().min(1).max(200).default(50) }),
  response: z.object({ withdrawals: z.array(withdrawal.extend({ userId: z.number(), account: z.object({ email: z.string().nullable(), nickname: z.string().nullable() }) })) }),
});

export const moveWithdrawal = defineRoute(heads.moveWithdrawal, {
  summary: 'Moves a withdrawal on (Collected, BankFeedback, Success, Failed); Failed returns the money and the fee',
  body: z.object({ id: z.number().int().positive(), status: z.enum(WITHDRAW_STATUSES), note: z.string().max(500).optional(), providerReference: z.string().max(100).optional() }).strict(),
  response: withdrawal,
});

export const findAccounts = defineRoute(heads.findAccounts, {
  summary: 'Accounts whose e-mail, name or id matches what an operator typed (at most 10), to pick the one an advance goes to',
  query: z.object({ q: z.string().trim().min(1).max(100) }),
  response: z.object({ accounts: z.array(z.object({ userId: z.number(), nickname: z.string(), email: z.string().nullable(), region: z.string(), isLabel: z.boolean() })) }),
});

export const grantAdvance = defineRoute(heads.grantAdvance, {
  summary: 'Grants an account an advance: paid into its balance now, recouped from its own earnings later',
  body: z.object({ userId: z.number().int().positive(), amount: z.string().max(20), note: z.string().min(2).max(200) }).strict(),
  response: z.object({ id: z.number(), amount: money, currency: z.string() }),
});
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);
export { ROYALTY_GROUPS };

export const royaltyTotal = defineRoute(heads.royaltyTotal, {
  summary: 'What the account has earned from stores in all, and in the latest month reported',
  response: z.object({ currency: z.string(), total: money, units: z.number(), latestMonth: month.nullable(), latestMonthTotal: money }),
});

export const royaltyMonthly = defineRoute(heads.royaltyMonthly, {
  summary: 'Earnings per sales month, oldest first, every month of the range present (from and to as YYYY-MM)',
  query: z.object({ from: month, to: month }),
  response: z.object({ currency: z.string(), months: z.array(z.object({ month, amount: money, units: z.number() })) }),
});

export const royaltyTrend = defineRoute(heads.royaltyTrend, {
  summary:
    'Earnings per sales month split by store, country or kind of sale, for a stacked chart: the largest `top` as their own series, the rest added up as ROYALTY_TREND_OTHERS ("__others"); every month of the range present',
  query: z.object({ from: month, to: month, by: z.enum(['store', 'country', 'saleType']).default('store'), top: z.coerce.number().int().min(1).max(10).default(5) }),
  response: z.object({ currency: z.string(), months: z.array(month), series: z.array(z.object({ key: z.string(), amounts: z.array(money) })) }),
});

export const royaltyList = defineRoute(heads.royaltyList, {
  summary: 'Earnings grouped by month, store, country, release, track or kind of sale, largest first, for a range of sales months',
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

export const recoupSummary = defineRoute(heads.recoupSummary, {
  summary: 'Advances granted to the account, how much its earnings have paid back, and what is left',
  response: z.object({ currency: z.string(), advanced: money, recouped: money, outstanding: money }),
});

const advanceView = z.object({ id: z.number(), amount: money, recouped: money, remaining: money, note: z.string(), createdAt: z.string() });

export const recoupList = defineRoute(heads.recoupList, {
  summary: 'The account’s advances, newest first, each with what has been recouped (oldest advance first)',
  response: z.object({ currency: z.string(), advances: z.array(advanceView) }),
});

export const recoupDetail = defineRoute(heads.recoupDetail, {
  summary: 'One advance and the earnings that paid it back, by date',
  query: z.object({ id: z.coerce.number().int().positive() }),
  response: z.object({ advance: advanceView, movements: z.array(z.object({ at: z.string(), kind: z.string(), amount: money })) }),
});

export const rfi = z.object({ withdrawalId: z.number(), question: z.string(), askedAt: z.string(), answer: z.string().nullable(), answeredAt: z.string().nullable(), open: z.boolean() });

export const rfiList = defineRoute(heads.rfiList, {
  summary: 'Requests for information about the account’s withdrawals; an open one holds its withdrawal',
  response: z.object({ requests: z.array(rfi) }),
});

export const answerRfi = defineRoute(heads.answerRfi, {
  summary: 'Answers the open request for information of a withdrawal, which can then move on',
  body: z.object({ withdrawalId: z.number().int().positive(), answer: z.string().min(2).max(2000) }).strict(),
  response: rfi,
});

export const askRfi = defineRoute(heads.askRfi, {
  summary: 'Asks the account a question about a withdrawal; it waits until they answer',
  body: z.object({ id: z.number().int().positive(), question: z.string().min(5).max(2000) }).strict(),
  response: rfi,
});

export const directTransfer = z.object({ id: z.number(), amount: money, currency: z.string(), note: z.string(), reference: z.string().nullable(), at: z.string() });

export const directTransferList = defineRoute(heads.directTransferList, {
  summary: 'Royalties paid to the account directly by the operators, outside withdrawals (path spelled as the product spells it)',
  body: z.object({ offset: z.number().int().min(0).default(0), count: z.number().int().min(1).max(100).default(20) }).strict(),
  response: z.object({ total: z.number(), transfers: z.array(directTransfer) }),
});

export const makeDirectTransfer = defineRoute(heads.makeDirectTransfer, {
  summary: 'Records royalties paid to an account directly (a bank transfer made outside the portal), from its balance',
  body: z.object({ userId: z.number().int().positive(), amount: z.string().max(20), note: z.string().min(2).max(200), reference: z.string().max(100).optional() }).strict(),
  response: directTransfer,
});

export const runPayouts = defineRoute(heads.runPayouts, {
  summary: 'Sends the waiting withdrawals of one method to its payout provider as one batch (a bank batch gives a payment file)',
  body: z.object({ method: z.enum(PAYOUT_METHODS) }).strict(),
  response: z.object({ batchId: z.string(), sent: z.number(), rejected: z.number(), fileName: z.string().nullable() }),
});

export const refreshPayouts = defineRoute(heads.refreshPayouts, {
  summary: 'Reads what PayPal and Payoneer say of the payouts they took and moves the withdrawals',
  response: z.object({ checked: z.number(), succeeded: z.number(), failed: z.number() }),
});

export const payoutFile = defineRoute(heads.payoutFile, {
  summary: 'The payment file of a bank-transfer batch',
  query: z.object({ batchId: z.string().regex(/^P\d{17}$/), fileName: z.string().regex(/^[\w.-]{1,100}$/) }),
  response: download,
});
