import { head } from '../head.ts';

const royaltyView = { tag: 'revenue', access: 'user', permission: { resource: 'Royalty', action: 'View' } } as const;
const royaltyDownload = { tag: 'revenue', access: 'user', permission: { resource: 'Royalty', action: 'Download' } } as const;

export const generateReport = head({
  method: 'POST',
  path: '/revenue/report/generate',
  ...royaltyView,
});

export const regenerateReport = head({
  method: 'POST',
  path: '/revenue/report/regenerate',
  ...royaltyView,
});

export const listReports = head({
  method: 'GET',
  path: '/revenue/report/list',
  ...royaltyView,
});

export const listReportsV2 = head({
  method: 'GET',
  path: '/revenue/report-v2/list',
  ...royaltyView,
});

export const generateRoyaltyReport = head({
  method: 'POST',
  path: '/revenue/royalty/report/generate',
  ...royaltyView,
});

export const listRoyaltyReports = head({
  method: 'GET',
  path: '/revenue/royalty/report/list',
  ...royaltyView,
});

export const downloadReport = head({
  method: 'GET',
  path: '/revenue/report/download',
  ...royaltyDownload,
  download: true,
});

export const statementList = head({
  method: 'GET',
  path: '/revenue/statement/list',
  ...royaltyView,
});

export const balanceHistory = head({
  method: 'GET',
  path: '/revenue/balance/history',
  ...royaltyView,
});

export const statementPdf = head({
  method: 'GET',
  path: '/revenue/report/statement',
  ...royaltyDownload,
  download: true,
});

export const createDataTask = head({
  method: 'POST',
  path: '/system/create-data-task',
  // Which permission applies depends on the kind: the handler checks it.
  tag: 'revenue',
  access: 'user',
  permission: 'personal',
});

export const listDataTasks = head({
  method: 'GET',
  path: '/system/data-task/list',
  tag: 'analytics',
  access: 'user',
  permission: { resource: 'AnalyticsData', action: 'Download' },
});

export const downloadDataTask = head({
  method: 'GET',
  path: '/system/download-data-task',
  tag: 'revenue',
  access: 'user',
  permission: 'personal',
  download: true,
});
