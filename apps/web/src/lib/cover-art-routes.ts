import type * as coverArt from '@portal/contract/cover-art';
import type * as releases from '@portal/contract/releases';
import { endpoint as e } from './api-client.ts';

// Cover art (decision 036), with the account's drafts to put a cover into. Checked against the contracts by
// api-routes.test.ts.
export const coverArtRoutes = {
  generateCoverArt: e<typeof coverArt.generateCoverArt>('POST', '/aigc/cover-art'),
  coverArtResult: e<typeof coverArt.coverArtResult>('GET', '/aigc/cover-art'),
  coverArtOptions: e<typeof coverArt.coverArtOptions>('GET', '/aigc/cover-art/options'),
  uploadCoverArtPhoto: e<typeof coverArt.uploadCoverArtPhoto>('POST', '/aigc/cover-art/photo'),
  imagexUrls: e<typeof coverArt.imagexUrls>('GET', '/aigc/mget-imagex-urls'),
  useCoverArt: e<typeof coverArt.useCoverArt>('POST', '/aigc/cover-art/use'),
  searchDrafts: e<typeof releases.searchDrafts>('GET', '/search/draft-release'),
};
