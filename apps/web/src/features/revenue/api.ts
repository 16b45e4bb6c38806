import * as r from '@portal/contract/heads/revenue';
import type { BodyOf, ResponseOf } from '@portal/contract/route';
import type * as revenue from '@portal/contract/revenue';
import { infiniteQueryOptions, keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { SESSION_KEY } from '../../lib/queries.ts';

const KEY = [...SESSION_KEY, 'revenue'] as const;

import type { RoyaltyGroup } from '@portal/domain/money/royalty';
import type { PayoutMethod } from '@portal/domain/money/withdrawal';

export { ROYALTY_GROUPS, type RoyaltyGroup } from '@portal/domain/money/royalty';
export { PAYOUT_METHODS, type PayoutMethod } from '@portal/domain/money/withdrawal';

export type Withdrawal = ResponseOf<typeof revenue.listWithdrawals>['withdrawals'][number];
export type WithdrawalBody = BodyOf<typeof revenue.requestWithdrawal>;
export type Quote = ResponseOf<typeof revenue.withdrawalQuote>;

export const BREAKDOWN_PAGE_SIZE = 20;
const HISTORY_PAGE_SIZE = 20;

export const balanceQuery = queryOptions({
  queryKey: [...KEY, 'balance'],
  queryFn: ({ signal }) => api(r.getBalance, { signal }),
  staleTime: 0,
});

export const royaltyTotalQuery = queryOptions({
  queryKey: [...KEY, 'royalty', 'total'],
  queryFn: ({ signal }) => api(r.royaltyTotal, { signal }),
});

/** Earnings per month by store: the four largest stores of the range and the rest together. */
export const royaltyTrendQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: [...KEY, 'royalty', 'trend', { from, to }],
    queryFn: ({ signal }) => api(r.royaltyTrend, { query: { from, to, by: 'store', top: 4 }, signal }),
  });

export const royaltyListQuery = (groupBy: RoyaltyGroup, from: string, to: string, page: number) =>
  queryOptions({
    queryKey: [...KEY, 'royalty', 'list', { groupBy, from, to, page }],
    queryFn: ({ signal }) => api(r.royaltyList, { query: { groupBy, from, to, offset: (page - 1) * BREAKDOWN_PAGE_SIZE, count: BREAKDOWN_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

/** The account's withdrawals, newest first, 20 at a time (the next batch is the ones before the last id). */
export const withdrawalsQuery = infiniteQueryOptions({
  queryKey: [...KEY, 'withdrawals'],
  queryFn: ({ pageParam, signal }) => api(r.listWithdrawals, { query: { count: HISTORY_PAGE_SIZE, before: pageParam }, signal }),
  initialPageParam: undefined as number | undefined,
  getNextPageParam: (last) => (last.withdrawals.length < HISTORY_PAGE_SIZE ? undefined : last.withdrawals.at(-1)?.id),
  staleTime: 0,
});

export const fetchQuote = (amount: string, method: PayoutMethod) => api(r.withdrawalQuote, { query: { amount, method } });
export const requestWithdrawal = (body: WithdrawalBody) => api(r.requestWithdrawal, { body });

const ACCOUNT_MONEY_KEY = [...KEY, 'account-money'] as const;

/** The operators' questions about withdrawals (requests for information). */
export const rfiQuery = queryOptions({
  queryKey: [...ACCOUNT_MONEY_KEY, 'rfi'],
  queryFn: ({ signal }) => api(r.rfiList, { signal }),
  staleTime: 0,
});

/** Answers the operators' question about a withdrawal, which holds its payout until then. */
export const answerRfi = (withdrawalId: number, answer: string) => api(r.answerRfi, { body: { withdrawalId, answer } });

/** Royalties the operators paid to the account outside the portal (the latest 50). */
export const directTransfersQuery = queryOptions({
  queryKey: [...ACCOUNT_MONEY_KEY, 'direct'],
  queryFn: ({ signal }) => api(r.directTransferList, { body: { offset: 0, count: 50 }, signal }),
});

/** The account's advances and how much of each its earnings have paid back. */
export const recoupQuery = queryOptions({
  queryKey: [...ACCOUNT_MONEY_KEY, 'recoup'],
  queryFn: ({ signal }) => api(r.recoupList, { signal }),
});

/** What the account's advances add up to: granted, paid back by its earnings, still to recoup. */
export const recoupSummaryQuery = queryOptions({
  queryKey: [...ACCOUNT_MONEY_KEY, 'recoup', 'summary'],
  queryFn: ({ signal }) => api(r.recoupSummary, { signal }),
});

/** One advance and the earnings that paid it back. */
export const recoupDetailQuery = (id: number) =>
  queryOptions({
    queryKey: [...ACCOUNT_MONEY_KEY, 'recoup', 'detail', id],
    queryFn: ({ signal }) => api(r.recoupDetail, { query: { id }, signal }),
  });

/** Earnings per sales month over a range, with the units sold. */
export const royaltyMonthlyQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: [...KEY, 'monthly', from, to],
    queryFn: ({ signal }) => api(r.royaltyMonthly, { query: { from, to }, signal }),
  });

/** Balance and history after a withdrawal. */
export const refreshWallet = (client: QueryClient) => Promise.all([client.invalidateQueries({ queryKey: balanceQuery.queryKey }), client.invalidateQueries({ queryKey: withdrawalsQuery.queryKey })]);
