import { and, eq, ne, sql } from 'drizzle-orm';
import { releases, tracks } from '@portal/db/schema';
import { Explicitness } from '@portal/domain/release/model';
import { hasExplicitTerms } from '@portal/domain/release/text-checks';
import type { Services } from '../../platform/services.ts';
import { songIdsIn, songSummaries, submittedReleasesOf } from './song-records.ts';

/**
 * GET /song/dirty/list: songs whose lyrics hold explicit terms while not marked Explicit (Clean included: a clean
 * version has none). The terms are the domain's list, so the SQL only narrows to songs with lyrics.
 */
export async function dirtySongs(services: Services, accountId: number) {
  const lyrics = sql<string>`${tracks.data}->>'lyrics'`;
  const candidates = await services.db
    .select({ songId: tracks.id, lyrics })
    .from(tracks)
    .innerJoin(releases, eq(releases.id, tracks.releaseId))
    .where(and(submittedReleasesOf(accountId), ne(sql`coalesce(${tracks.data}->>'explicitness', '0')`, String(Explicitness.YES)), sql`coalesce(${lyrics}, '') <> ''`));
  const dirty = candidates.filter((song) => hasExplicitTerms(song.lyrics)).map((song) => song.songId);
  const songs = dirty.length ? await songSummaries(services, accountId, songIdsIn(dirty), { offset: 0, count: dirty.length }) : [];
  return { total: songs.length, songs };
}
