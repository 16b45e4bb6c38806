import * as r from '@portal/contract/heads/publishing';
import type { BodyOf, ResponseOf } from '@portal/contract/route';
import type * as publishing from '@portal/contract/publishing';
import { queryOptions, keepPreviousData, type QueryClient } from '@tanstack/react-query';
import { PUBLISHING_LIMITS } from '@portal/domain/publishing/limits';
import { fullName } from '@portal/domain/publishing/songwriter';
import { api } from '../../lib/api-client.ts';
import { SESSION_KEY } from '../../lib/queries.ts';

const KEY = [...SESSION_KEY, 'publishing'] as const;

export type Registration = NonNullable<ResponseOf<typeof publishing.getRegistration>['registration']>;
export type PublishingTrack = ResponseOf<typeof publishing.listTrackPublishing>['trackList'][number];
export type PublishingSong = ResponseOf<typeof publishing.searchPublishingSongs>['songList'][number];
export type Songwriter = ResponseOf<typeof publishing.listSongwriters>['songwriters'][number];
export type SignUpBody = BodyOf<typeof publishing.createRegistration>;
export type NewSongwriterBody = BodyOf<typeof publishing.createSongwriter>;

export const registrationQuery = queryOptions({
  queryKey: [...KEY, 'registration'],
  queryFn: async ({ signal }) => (await api(r.getRegistration, { signal })).registration,
  staleTime: 0,
});

/** The track list page (document 2 section 7: count 10, offset 10 × (page − 1)). */
export const trackListQuery = (page: number) =>
  queryOptions({
    queryKey: [...KEY, 'tracks', page],
    queryFn: ({ signal }) => {
      const count = PUBLISHING_LIMITS.trackListPageSize;
      return api(r.listTrackPublishing, { query: { offset: count * (page - 1), count }, signal });
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** One track's submitted composition and its splits. */
export const trackSplitsQuery = (songId: number) =>
  queryOptions({
    queryKey: [...KEY, 'tracks', 'song', songId],
    queryFn: ({ signal }) => api(r.listTrackPublishing, { query: { songId, offset: 0, count: 100 }, signal }),
    staleTime: 0,
  });

/** A released track with its publishing facts (header of the splits page). */
export const publishingSongQuery = (songId: number) =>
  queryOptions({
    queryKey: [...KEY, 'song', songId],
    queryFn: async ({ signal }) => (await api(r.searchPublishingSongs, { query: { songId, offset: 0, count: 1, eligibleOnly: 'false' }, signal })).songList[0] ?? null,
    staleTime: 0,
  });

/** One batch of eligible tracks matching a title (100 per request, document 2 section 9). */
export const searchSongs = (value: string, offset: number, signal?: AbortSignal) =>
  api(r.searchPublishingSongs, { query: { value, offset, count: PUBLISHING_LIMITS.searchBatch, eligibleOnly: 'true' }, signal });

/** Every songwriter of the account, fetched by 100 until the total is reached. */
export const songwritersQuery = queryOptions({
  queryKey: [...KEY, 'songwriters'],
  queryFn: async ({ signal }) => {
    const all: Songwriter[] = [];
    for (;;) {
      const page = await api(r.listSongwriters, { query: { offset: all.length, count: 100 }, signal });
      all.push(...page.songwriters);
      if (page.songwriters.length === 0 || all.length >= page.total) return all;
    }
  },
  staleTime: 0,
});

/** Whether a track with this ISRC is already registered (the duplicate check of track search). */
export async function isrcAlreadyRegistered(isrc: string): Promise<boolean> {
  const answer = await api(r.listTrackPublishing, { query: { offset: 0, count: 1_000_000 } });
  return answer.trackList.some((track) => track.isrc === isrc);
}

export const createRegistration = (body: SignUpBody) => api(r.createRegistration, { body });
export const createSongwriter = (body: NewSongwriterBody) => api(r.createSongwriter, { body });
export const submitTrackPublishing = (body: BodyOf<typeof publishing.submitTrackPublishing>) => api(r.submitTrackPublishing, { body });

export const refreshPublishing = (client: QueryClient) => client.invalidateQueries({ queryKey: KEY });

/** A songwriter's "First Middle Last" (the list answers a missing middle name as null). */
export const writerName = (writer: Pick<Songwriter, 'firstName' | 'middleName' | 'lastName'>) => fullName({ ...writer, middleName: writer.middleName ?? undefined });
