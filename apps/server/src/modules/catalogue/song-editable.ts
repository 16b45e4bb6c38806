import { albumInput, trackInput } from '@portal/contract/releases';
import { fullyEditable, limitedEditable, limitedUpdateAlbumFields, limitedUpdateTrackFields } from '@portal/domain/release/status';
import type { Services } from '../../platform/services.ts';
import { songView } from './song-records.ts';

const everyTrackField = Object.keys(trackInput.shape);
const everyAlbumField = Object.keys(albumInput.shape);
/** A limited update may add stores and territories but never remove what a store already has. */
const ADD_ONLY = ['stores', 'territories'];

/** GET /song/update/editable: what the forms may offer to change for this song now (PUT /release decides again). */
export async function songEditable(services: Services, accountId: number, songId: number) {
  const { albumId, status } = await songView(services, accountId, songId);
  const base = { songId, albumId, status };
  if (fullyEditable(status)) return { ...base, mode: 'full' as const, trackFields: everyTrackField, albumFields: everyAlbumField, addOnlyFields: [] };
  if (limitedEditable(status)) {
    return { ...base, mode: 'limited' as const, trackFields: [...limitedUpdateTrackFields], albumFields: [...limitedUpdateAlbumFields], addOnlyFields: ADD_ONLY };
  }
  // Under review nothing changes until the operator decides; after takedown the release is gone from the stores.
  return { ...base, mode: 'none' as const, trackFields: [], albumFields: [], addOnlyFields: [] };
}
