import * as promotionRoutes from '@portal/contract/heads/promotion';
import type * as pitching from '@portal/contract/promotion';
import type { BodyOf, ResponseOf } from '@portal/contract/route';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { SESSION_KEY } from '../../lib/queries.ts';

const KEY = [...SESSION_KEY, 'pitching'] as const;
export type PitchState = ResponseOf<typeof pitching.albumPitching>;

export const albumPitchingQuery = (albumId: number) =>
  queryOptions({ queryKey: [...KEY, 'album', albumId], queryFn: ({ signal }) => api(promotionRoutes.albumPitching, { query: { albumId }, signal }) });

export const pitchProfileQuery = () => queryOptions({ queryKey: [...KEY, 'profile'], queryFn: ({ signal }) => api(promotionRoutes.pitchingInfo, { signal }) });

/** Pitches one song of an upcoming release to the editors. */
export const pitchSong = (body: BodyOf<typeof pitching.updateAlbumPitching>) => api(promotionRoutes.updateAlbumPitching, { body });

/** Saves the account's pitch profile (hometown and marketing plans). */
export const savePitchProfile = (body: BodyOf<typeof pitching.savePitchingInfo>) => api(promotionRoutes.savePitchingInfo, { body });
