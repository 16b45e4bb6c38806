import type * as artists from '@portal/contract/artists';
import type * as releases from '@portal/contract/releases';
import type * as songs from '@portal/contract/songs';
import type * as uploads from '@portal/contract/uploads';
import { endpoint as e } from './api-client.ts';

// The release pages' route tables, apart from lib/api-routes.ts: the shell imports that one, so every table in it
// travels with the login page's first load. Checked against the contract by api-routes.test.ts too.

/** The release form's calls (document 1 "Releases"; the catalogue pages have their own table). */
export const releaseFormRoutes = {
  releaseFormContext: e<typeof releases.releaseFormContext>('GET', '/release/form-context'),
  createDraft: e<typeof releases.createDraft>('POST', '/draft-release'),
  updateDraft: e<typeof releases.updateDraft>('PUT', '/draft-release'),
  submitRelease: e<typeof releases.submitRelease>('POST', '/release'),
  getRelease: e<typeof releases.getRelease>('GET', '/release'),
  updateRelease: e<typeof releases.updateRelease>('PUT', '/release'),
  cutReleaseClip: e<typeof releases.cutReleaseClip>('PUT', '/release/clip'),
  artistList: e<typeof artists.artistList>('GET', '/artist/list'),
  createArtist: e<typeof artists.createArtist>('POST', '/artists'),
  updateArtist: e<typeof artists.updateArtist>('PUT', '/artists'),
  artistSearch: e<typeof artists.artistSearch>('GET', '/artist/search'),
  verifyArtistName: e<typeof artists.verifyArtistName>('GET', '/artist/name/verify'),
  multiArtists: e<typeof artists.multiArtists>('GET', '/multi-artists'),
  releasePlatforms: e<typeof songs.releasePlatforms>('GET', '/release/platforms'),
  coverArtDuplication: e<typeof songs.coverArtDuplication>('POST', '/validate/cover-art-duplication'),
};

/** Music management (the release list and music detail) and the operators' release review. */
export const releaseRoutes = {
  albumList: e<typeof releases.albumList>('POST', '/album/list'),
  albumDetail: e<typeof releases.albumDetail>('GET', '/album/detail'),
  deleteRelease: e<typeof releases.deleteRelease>('DELETE', '/release'),
  distributePreference: e<typeof songs.distributePreference>('PUT', '/distribute-preference'),
  releaseReviewQueue: e<typeof releases.releaseReviewQueue>('GET', '/admin/releases/queue'),
  releaseReviewCase: e<typeof releases.releaseReviewCase>('GET', '/admin/releases/case'),
  decideRelease: e<typeof releases.decideRelease>('POST', '/admin/releases/decide'),
};

export const uploadRoutes = {
  startUpload: e<typeof uploads.startUpload>('POST', '/upload/partial/init'),
  uploadPart: e<typeof uploads.uploadPart>('POST', '/upload/partial/upload'),
  mergeUpload: e<typeof uploads.mergeUpload>('POST', '/upload/partial/merge'),
  dumpUpload: e<typeof uploads.dumpUpload>('POST', '/upload/dump'),
};
