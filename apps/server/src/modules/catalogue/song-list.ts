import { and, eq } from 'drizzle-orm';
import { releases } from '@portal/db/schema';
import { ReleaseStatus } from '@portal/domain/enums';
import type { Services } from '../../platform/services.ts';
import { exactPattern } from '../../platform/like-pattern.ts';
import { countSongs, songMatches, songSummaries, trackArtistNamed } from './song-records.ts';

type StatusFilter = 'all' | keyof typeof ReleaseStatus;

/** POST /song/list: the account's songs, newest release first, by title, ISRC or artist, release status and credited artist. */
export async function songList(services: Services, accountId: number, query: { offset: number; count: number; search: string; status: StatusFilter; artist: string }) {
  const where = and(
    songMatches(query.search),
    query.status === 'all' ? undefined : eq(releases.status, ReleaseStatus[query.status]),
    query.artist ? trackArtistNamed(exactPattern(query.artist)) : undefined,
  );
  const [total, songs] = await Promise.all([countSongs(services, accountId, where), songSummaries(services, accountId, where, query)]);
  return { total, songs };
}

const QUICK_MATCHES = 20;

/** GET /song/search: a handful of matches for pickers (a split, a pitch, reusing a recording). */
export async function quickSongSearch(services: Services, accountId: number, value: string) {
  return { songs: await songSummaries(services, accountId, songMatches(value), { offset: 0, count: QUICK_MATCHES }) };
}
