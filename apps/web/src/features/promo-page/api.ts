import * as promoPageRoutes from '@portal/contract/heads/promo-pages';
import type * as promoPages from '@portal/contract/promo-pages';
import type { BodyOf, ResponseOf } from '@portal/contract/route';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { SESSION_KEY } from '../../lib/queries.ts';

const KEY = [...SESSION_KEY, 'promo-page'] as const;
export type PageState = ResponseOf<typeof promoPages.artistPage>;
export type PageAccess = ResponseOf<typeof promoPages.artistPageAccess>;
export type Overview = ResponseOf<typeof promoPages.artistOverviewData>;

export const accessQuery = () => queryOptions({ queryKey: [...KEY, 'access'], queryFn: ({ signal }) => api(promoPageRoutes.artistPageAccess, { signal }) });

export const pageQuery = (artistId: number) => queryOptions({ queryKey: [...KEY, 'page', artistId], queryFn: ({ signal }) => api(promoPageRoutes.artistPage, { query: { artistId }, signal }) });

export const songsQuery = (artistId: number) =>
  queryOptions({ queryKey: [...KEY, 'songs', artistId], queryFn: ({ signal }) => api(promoPageRoutes.artistDspSongs, { query: { artistId, count: 100 }, signal }) });

const DAY_MS = 86_400_000;
const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The page's numbers over the last `days` days, today included (the page counts live). */
export const overviewQuery = (pageId: number, days: number) =>
  queryOptions({
    queryKey: [...KEY, 'overview', pageId, days],
    queryFn: ({ signal }) => api(promoPageRoutes.artistOverviewData, { query: { pageId, start: dayText(Date.now() - (days - 1) * DAY_MS), end: dayText(Date.now()) }, signal }),
    staleTime: 30_000,
  });

export const validatePath = (path: string, pageId: number | undefined, signal: AbortSignal) => api(promoPageRoutes.pagePathValidate, { query: { path, ...(pageId ? { pageId } : {}) }, signal });

/** Builds the first promo page of an artist of the account. */
export const createPage = (artistId: number, fields: Omit<BodyOf<typeof promoPages.createArtistPage>, 'artistId'>) => api(promoPageRoutes.createArtistPage, { body: { artistId, ...fields } });

/** Changes a promo page: the fields given change; published publishes or unpublishes it. */
export const updatePage = (pageId: number, fields: Omit<BodyOf<typeof promoPages.updateArtistPage>, 'pageId'>) => api(promoPageRoutes.updateArtistPage, { body: { pageId, ...fields } });

export const promoPageKey = KEY;
