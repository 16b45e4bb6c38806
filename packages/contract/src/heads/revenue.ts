import { head } from '../head.ts';

const ewallet = (action: 'View' | 'Withdraw') => ({ tag: 'revenue', access: 'user', permission: { resource: 'EWallet', action } }) as const;
const admin = { tag: 'admin', access: 'admin' } as const;
const royalty = { tag: 'revenue', access: 'user', permission: { resource: 'Royalty', action: 'View' } } as const;

export const getBalance = head({
  method: 'GET',
  path: '/revenue/balance',
  ...ewallet('View'),
});

export const withdrawalQuote = head({
  method: 'GET',
  path: '/revenue/withdraw/quote',
  ...ewallet('Withdraw'),
});

export const requestWithdrawal = head({
  method: 'POST',
  path: '/revenue/withdraw',
  ...ewallet('Withdraw'),
});

export const listWithdrawals = head({
  method: 'GET',
  path: '/revenue/withdraw',
  ...ewallet('View'),
});

export const adminWithdrawals = head({
  method: 'GET',
  path: '/admin/withdrawals',
  ...admin,
});

export const moveWithdrawal = head({
  method: 'POST',
  path: '/admin/withdrawals/move',
  ...admin,
});

export const findAccounts = head({
  method: 'GET',
  path: '/admin/accounts/find',
  ...admin,
});

export const grantAdvance = head({
  method: 'POST',
  path: '/admin/advances',
  ...admin,
});

export const royaltyTotal = head({
  method: 'GET',
  path: '/revenue/royalty/total',
  ...royalty,
});

export const royaltyMonthly = head({
  method: 'GET',
  path: '/revenue/royalty/monthly',
  ...royalty,
});

export const royaltyTrend = head({
  method: 'GET',
  path: '/revenue/royalty/trend',
  ...royalty,
});

export const royaltyList = head({
  method: 'GET',
  path: '/revenue/royalty/list',
  ...royalty,
});

export const recoupSummary = head({
  method: 'GET',
  path: '/revenue/recoup/summary',
  ...ewallet('View'),
});

export const recoupList = head({
  method: 'GET',
  path: '/revenue/recoup/list',
  ...ewallet('View'),
});

export const recoupDetail = head({
  method: 'GET',
  path: '/revenue/recoup/detail',
  ...ewallet('View'),
});

export const rfiList = head({
  method: 'GET',
  path: '/revenue/rfi/list',
  ...ewallet('View'),
});

export const answerRfi = head({
  method: 'POST',
  path: '/revenue/rfi/answer',
  ...ewallet('Withdraw'),
});

export const askRfi = head({
  method: 'POST',
  path: '/admin/withdrawals/rfi',
  ...admin,
});

export const directTransferList = head({
  method: 'POST',
  path: '/revenue/royalty/direct-transter/list',
  ...ewallet('View'),
});

export const makeDirectTransfer = head({
  method: 'POST',
  path: '/admin/direct-transfers',
  ...admin,
});

export const runPayouts = head({
  method: 'POST',
  path: '/admin/payouts/run',
  ...admin,
});

export const refreshPayouts = head({
  method: 'POST',
  path: '/admin/payouts/refresh',
  ...admin,
});

export const payoutFile = head({
  method: 'GET',
  path: '/admin/payouts/file',
  ...admin,
  download: true,
});
