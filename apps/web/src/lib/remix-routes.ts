import type * as remix from '@portal/contract/remix';
import type * as songs from '@portal/contract/songs';
import { endpoint as e } from './api-client.ts';

// Online remix and chorus clip detection (decision 035), with the account’s songs to choose from. Checked against
// the contracts by api-routes.test.ts.
export const remixRoutes = {
  audioChorus: e<typeof remix.audioChorus>('GET', '/audio/chorus'),
  remixPreview: e<typeof remix.remixPreview>('POST', '/audio/remix/preview'),
  remixProcess: e<typeof remix.remixProcess>('POST', '/audio/remix/process'),
  remixResult: e<typeof remix.remixResult>('GET', '/audio/remix/result'),
  songList: e<typeof songs.songList>('POST', '/song/list'),
};
