import { head } from '../head.ts';

/**
 * The account's artists (document 1 "Users and artists") and the store metadata the portal holds (decision 013).
 * Artist ids of another account are answered as not found.
 */
const view = { tag: 'artists', access: 'user', permission: { resource: 'Release', action: 'View' } } as const;
const edit = { tag: 'artists', access: 'user', permission: { resource: 'Release', action: 'Edit' } } as const;

export const getArtist = head({
  method: 'GET',
  path: '/artists',
  ...view,
});

export const createArtist = head({
  method: 'POST',
  path: '/artists',
  ...edit,
});

export const updateArtist = head({
  method: 'PUT',
  path: '/artists',
  ...edit,
});

export const deleteArtist = head({
  method: 'DELETE',
  path: '/artists',
  ...edit,
});

export const deleteArtists = head({
  method: 'POST',
  path: '/artist/delete',
  ...edit,
});

export const multiArtists = head({
  method: 'GET',
  path: '/multi-artists',
  ...view,
});

export const extraArtists = head({
  method: 'GET',
  path: '/extra-artists',
  ...view,
});

export const artistList = head({
  method: 'GET',
  path: '/artist/list',
  ...view,
});

export const artistSearch = head({
  method: 'GET',
  path: '/artist/search',
  ...view,
});

export const artistDetail = head({
  method: 'GET',
  path: '/artist/detail',
  ...view,
});

export const verifyArtistName = head({
  method: 'GET',
  path: '/artist/name/verify',
  ...view,
});

export const artistMetaSearch = head({
  method: 'GET',
  path: '/artist/meta/search',
  ...view,
});

export const artistMetaTrack = head({
  method: 'GET',
  path: '/artist/meta/get_track',
  ...view,
});

export const artistMetaAlbum = head({
  method: 'GET',
  path: '/artist/meta/get_album',
  ...view,
});

/** Claim search (decision 058): store artist profiles the store-profile adapter knows, to claim one. */
export const claimSearch = head({
  method: 'GET',
  path: '/artist/claim/search',
  tag: 'artists',
  access: 'user',
  permission: 'owner',
});

/** The operators' queue of artist-profile claims (decision 058). */
export const adminClaimQueue = head({
  method: 'GET',
  path: '/admin/artist-claims',
  tag: 'admin',
  access: 'admin',
});

export const adminDecideClaim = head({
  method: 'POST',
  path: '/admin/artist-claims/decide',
  tag: 'admin',
  access: 'admin',
});
