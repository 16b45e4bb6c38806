import { head } from '../head.ts';

// The promotion center (document 1 sections 3 and 7 "Promotion", decision 030): campaigns open now, the account's songs
// with their promotion state, applications and their review in the console, and Discovery Mode. Team members read with
// Release View and apply or choose Discovery Mode tracks with Release Edit; joining Discovery Mode (accepting a lower
// royalty rate) is the owner's alone.

const view = { tag: 'promotion', access: 'user', permission: { resource: 'Release', action: 'View' } } as const;
const edit = { tag: 'promotion', access: 'user', permission: { resource: 'Release', action: 'Edit' } } as const;
const admin = { tag: 'admin', access: 'admin' } as const;

export const campaignList = head({
  method: 'GET',
  path: '/promo/campaign/list',
  ...view,
});

export const songList = head({
  method: 'GET',
  path: '/promo/song/list',
  ...view,
});

export const applications = head({
  method: 'GET',
  path: '/promo/application',
  ...view,
});

export const apply = head({
  method: 'POST',
  path: '/promo/application',
  ...edit,
});

export const discoveryModeStatus = head({
  method: 'GET',
  path: '/promo/dm/status',
  ...view,
});

export const updateDiscoveryModeStatus = head({
  method: 'PUT',
  path: '/promo/dm/status',
  tag: 'promotion',
  access: 'user',
  permission: 'owner',
});

export const discoveryModeTracks = head({
  method: 'GET',
  path: '/promo/dm/track/list',
  ...view,
});

export const updateDiscoveryModeTracks = head({
  method: 'PUT',
  path: '/promo/dm/track/list',
  ...edit,
});

export const adminCampaigns = head({
  method: 'GET',
  path: '/admin/promo/campaigns',
  ...admin,
});

export const createCampaign = head({
  method: 'POST',
  path: '/admin/promo/campaigns',
  ...admin,
});

export const closeCampaign = head({
  method: 'POST',
  path: '/admin/promo/campaigns/close',
  ...admin,
});

export const adminApplications = head({
  method: 'GET',
  path: '/admin/promo/applications',
  ...admin,
});

export const decideApplication = head({
  method: 'POST',
  path: '/admin/promo/applications/decide',
  ...admin,
});

export const flagTrack = head({
  method: 'POST',
  path: '/admin/promo/applications/flag',
  ...admin,
});

export const clearTrackFlag = head({
  method: 'POST',
  path: '/admin/promo/applications/unflag',
  ...admin,
});
