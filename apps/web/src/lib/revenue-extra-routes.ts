import type * as reports from '@portal/contract/revenue-reports';
import type * as splits from '@portal/contract/splits';
import { endpoint as e } from './api-client.ts';

// Royalty splits (decision 023) and revenue reports: the revenue pages' calls, kept out of lib/api-routes.ts (that
// one is in the login page's first load). Checked against the contract by api-routes.test.ts.
export const splitRoutes = {
  createAlbumSplits: e<typeof splits.createAlbumSplits>('POST', '/split/album/create'),
  albumSplits: e<typeof splits.albumSplits>('GET', '/split/album'),
  albumSongSplits: e<typeof splits.albumSongSplits>('GET', '/split/album/song'),
  sendSplitEmailCode: e<typeof splits.sendSplitEmailCode>('POST', '/split/send/email-code'),
  resendSplitInvite: e<typeof splits.resendSplitInvite>('POST', '/split/resend/invite'),
  resendAlbumInvites: e<typeof splits.resendAlbumInvites>('POST', '/split/resend/album-invite'),
  resendInvitesV2: e<typeof splits.resendInvitesV2>('POST', '/split/resend-invite-v2'),
  cancelSplit: e<typeof splits.cancelSplit>('POST', '/split/cancel'),
  verifySplitCode: e<typeof splits.verifySplitCode>('POST', '/split/verify/split-code'),
  previewSplitInvitation: e<typeof splits.previewSplitInvitation>('GET', '/split/invitation'),
  inviteeSongs: e<typeof splits.inviteeSongs>('GET', '/split/invitee/song'),
  listUserSplitSongs: e<typeof splits.listUserSplitSongs>('GET', '/split/list-user-split-song'),
  searchUserSplitSongs: e<typeof splits.searchUserSplitSongs>('GET', '/split/search-user-split-song'),
  updateUserSplitSong: e<typeof splits.updateUserSplitSong>('POST', '/split/update-user-split-song'),
};

/** Reports built in the background and monthly statements (downloads are plain links, not api() calls). */
export const reportRoutes = {
  generateReport: e<typeof reports.generateReport>('POST', '/revenue/report/generate'),
  regenerateReport: e<typeof reports.regenerateReport>('POST', '/revenue/report/regenerate'),
  listReports: e<typeof reports.listReports>('GET', '/revenue/report/list'),
  listReportsV2: e<typeof reports.listReportsV2>('GET', '/revenue/report-v2/list'),
  generateRoyaltyReport: e<typeof reports.generateRoyaltyReport>('POST', '/revenue/royalty/report/generate'),
  listRoyaltyReports: e<typeof reports.listRoyaltyReports>('GET', '/revenue/royalty/report/list'),
  downloadReport: e<typeof reports.downloadReport>('GET', '/revenue/report/download'),
  statementList: e<typeof reports.statementList>('GET', '/revenue/statement/list'),
  balanceHistory: e<typeof reports.balanceHistory>('GET', '/revenue/balance/history'),
  statementPdf: e<typeof reports.statementPdf>('GET', '/revenue/report/statement'),
  createDataTask: e<typeof reports.createDataTask>('POST', '/system/create-data-task'),
  downloadDataTask: e<typeof reports.downloadDataTask>('GET', '/system/download-data-task'),
};
