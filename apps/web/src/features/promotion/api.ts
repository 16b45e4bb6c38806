import * as promotionRoutes from '@portal/contract/heads/promotion';
import type * as pitching from '@portal/contract/promotion';
import type { ResponseOf } from '@portal/contract/route';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { SESSION_KEY } from '../../lib/queries.ts';

const KEY = [...SESSION_KEY, 'pitching'] as const;
export type PitchState = ResponseOf<typeof pitching.albumPitching>;

export const albumPitchingQuery = (albumId: number) =>
  queryOptions({ queryKey: [...KEY, 'album', albumId], queryFn: ({ signal }) => api(promotionRoutes.albumPitching, { query: { albumId }, signal }) });

export const pitchProfileQuery = () => queryOptions({ queryKey: [...KEY, 'profile'], queryFn: ({ signal }) => api(promotionRoutes.pitchingInfo, { signal }) });
