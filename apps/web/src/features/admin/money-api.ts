import * as routes from '@portal/contract/heads/revenue';
import type { BodyOf } from '@portal/contract/route';
import type * as revenue from '@portal/contract/revenue';
import type { WithdrawStatus } from '@portal/domain/money/withdrawal';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { SESSION_KEY } from '../../lib/queries.ts';

// Money for operators (decision 021): advances granted to accounts, withdrawals moved on, payouts run.

export const WITHDRAWALS_KEY = [...SESSION_KEY, 'admin', 'withdrawals'] as const;

/** Accounts found by e-mail, name or id, to grant an advance to. */
export const accountSearchQuery = (text: string) =>
  queryOptions({
    queryKey: ['admin', 'accounts', text],
    queryFn: ({ signal }) => api(routes.findAccounts, { query: { q: text }, signal }),
  });

/** Pays an advance into an account's balance, recouped from its own earnings later. */
export const grantAdvance = (body: BodyOf<typeof revenue.grantAdvance>) => api(routes.grantAdvance, { body });

/** Records royalties paid to an account outside the portal (a bank transfer): out of its balance, on its revenue page. */
export const makeDirectTransfer = (body: BodyOf<typeof revenue.makeDirectTransfer>) => api(routes.makeDirectTransfer, { body });

export const withdrawalsQuery = (status: WithdrawStatus) =>
  queryOptions({
    queryKey: [...WITHDRAWALS_KEY, status],
    queryFn: ({ signal }) => api(routes.adminWithdrawals, { query: { status, count: 200 }, signal }),
    staleTime: 0,
  });

/** Moves a withdrawal on one step; Failed (with its note) gives the money back. */
export const moveWithdrawal = (body: BodyOf<typeof revenue.moveWithdrawal>) => api(routes.moveWithdrawal, { body });

/** Asks the account for information about a withdrawal. */
export const askAboutWithdrawal = (body: BodyOf<typeof revenue.askRfi>) => api(routes.askRfi, { body });

/** Sends a method's waiting withdrawals to its payout provider. */
export const runPayouts = (body: BodyOf<typeof revenue.runPayouts>) => api(routes.runPayouts, { body });

/** Reads back what the payout providers did with the withdrawals sent to them. */
export const refreshPayouts = () => api(routes.refreshPayouts);
