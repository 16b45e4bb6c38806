import type * as revenue from '@portal/contract/revenue';
import type * as salesImports from '@portal/contract/sales-imports';
import { endpoint as e } from './api-client.ts';

// Money calls (decision 021): the revenue pages' and the operator console's, kept out of lib/api-routes.ts (that one
// is in the login page's first load). Checked against the contract by api-routes.test.ts.
export const revenueRoutes = {
  getBalance: e<typeof revenue.getBalance>('GET', '/revenue/balance'),
  withdrawalQuote: e<typeof revenue.withdrawalQuote>('GET', '/revenue/withdraw/quote'),
  requestWithdrawal: e<typeof revenue.requestWithdrawal>('POST', '/revenue/withdraw'),
  listWithdrawals: e<typeof revenue.listWithdrawals>('GET', '/revenue/withdraw'),
  adminWithdrawals: e<typeof revenue.adminWithdrawals>('GET', '/admin/withdrawals'),
  moveWithdrawal: e<typeof revenue.moveWithdrawal>('POST', '/admin/withdrawals/move'),
  askRfi: e<typeof revenue.askRfi>('POST', '/admin/withdrawals/rfi'),
  rfiList: e<typeof revenue.rfiList>('GET', '/revenue/rfi/list'),
  answerRfi: e<typeof revenue.answerRfi>('POST', '/revenue/rfi/answer'),
  directTransferList: e<typeof revenue.directTransferList>('POST', '/revenue/royalty/direct-transter/list'),
  recoupList: e<typeof revenue.recoupList>('GET', '/revenue/recoup/list'),
  runPayouts: e<typeof revenue.runPayouts>('POST', '/admin/payouts/run'),
  refreshPayouts: e<typeof revenue.refreshPayouts>('POST', '/admin/payouts/refresh'),
  grantAdvance: e<typeof revenue.grantAdvance>('POST', '/admin/advances'),
  findAccounts: e<typeof revenue.findAccounts>('GET', '/admin/accounts/find'),
  royaltyTotal: e<typeof revenue.royaltyTotal>('GET', '/revenue/royalty/total'),
  royaltyTrend: e<typeof revenue.royaltyTrend>('GET', '/revenue/royalty/trend'),
  royaltyList: e<typeof revenue.royaltyList>('GET', '/revenue/royalty/list'),
};

/** The operators' sales-report imports (decision 022). */
export const salesImportRoutes = {
  createSalesImport: e<typeof salesImports.createSalesImport>('POST', '/admin/sales-imports'),
  listSalesImports: e<typeof salesImports.listSalesImports>('GET', '/admin/sales-imports'),
  salesSuspense: e<typeof salesImports.salesSuspense>('GET', '/admin/sales-imports/suspense'),
  salesCredited: e<typeof salesImports.salesCredited>('GET', '/admin/sales-imports/credited'),
  assignSuspense: e<typeof salesImports.assignSuspense>('POST', '/admin/sales-imports/suspense/assign'),
  recordSalesRate: e<typeof salesImports.recordSalesRate>('POST', '/admin/sales-imports/rate'),
};
