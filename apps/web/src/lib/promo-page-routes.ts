import type * as promoPages from '@portal/contract/promo-pages';
import { endpoint as e } from './api-client.ts';

// The promo page editor's calls (decision 029; the public page's script sends the presaves and events itself), checked against the contract by api-routes.test.ts.
export const promoPageRoutes = {
  artistPageAccess: e<typeof promoPages.artistPageAccess>('GET', '/promo/artist/access/control'),
  artistPage: e<typeof promoPages.artistPage>('GET', '/promo/artist/page'),
  createArtistPage: e<typeof promoPages.createArtistPage>('POST', '/promo/artist/page'),
  updateArtistPage: e<typeof promoPages.updateArtistPage>('PUT', '/promo/artist/page'),
  pagePathValidate: e<typeof promoPages.pagePathValidate>('GET', '/promo/artist/page-path-validate'),
  artistOverviewData: e<typeof promoPages.artistOverviewData>('GET', '/promo/artist/overview-data'),
  artistDspSongs: e<typeof promoPages.artistDspSongs>('GET', '/promo/artist/dsp/song'),
};
