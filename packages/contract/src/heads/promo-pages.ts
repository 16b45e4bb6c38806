import { head } from '../head.ts';

// Artist promo pages and presaves (document 1 sections 3 and 7, issue 8 section 1, decision 029). The public page
// itself is HTML at /artist/<path>, outside the API.

const view = { tag: 'promo-pages', access: 'user', permission: { resource: 'Release', action: 'View' } } as const;
const edit = { tag: 'promo-pages', access: 'user', permission: { resource: 'Release', action: 'Edit' } } as const;

export const artistPage = head({
  method: 'GET',
  path: '/promo/artist/page',
  ...view,
});

export const createArtistPage = head({
  method: 'POST',
  path: '/promo/artist/page',
  ...edit,
});

export const updateArtistPage = head({
  method: 'PUT',
  path: '/promo/artist/page',
  ...edit,
});

export const pagePathValidate = head({
  method: 'GET',
  path: '/promo/artist/page-path-validate',
  ...view,
});

export const artistOverviewData = head({
  method: 'GET',
  path: '/promo/artist/overview-data',
  ...view,
});

export const artistDspSongs = head({
  method: 'GET',
  path: '/promo/artist/dsp/song',
  ...view,
});

export const artistPageAccess = head({
  method: 'GET',
  path: '/promo/artist/access/control',
  tag: 'promo-pages',
  access: 'user',
  permission: 'personal',
});

export const presave = head({
  method: 'POST',
  path: '/open/promo/artist/presave',
  tag: 'promo-pages',
  access: 'public',
});

export const pageEvent = head({
  method: 'POST',
  path: '/open/promo/artist/event',
  tag: 'promo-pages',
  access: 'public',
});
