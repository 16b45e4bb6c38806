import { and, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { artists, releases, tracks } from '@portal/db/schema';
import type { Actor } from '../../platform/actor.ts';
import type { Services } from '../../platform/services.ts';
import { inviteeSongs } from '../splits/invitee-songs.ts';
import { searchPeople } from './people-search.ts';
import { releaseSummaries } from '../releases/release-list.ts';
import { searchApplications } from '../promotion/application-search.ts';
import { artistNamed, countSongs, jsonList, likePattern, nameListed, songSummaries, submittedReleasesOf, trackArtistNamed, writerCredited } from './song-records.ts';

export interface EntityQuery {
  type: 'song' | 'album' | 'artist' | 'user' | 'user_split_song' | 'promotion_application';
  value: string;
  offset: number;
  count: number;
}

/** A track's own credits: title, main and featured artists, lyricists, composers (songwriters and writer roles). */
const trackCredits = (pattern: string): SQL =>
  or(
    ilike(tracks.title, pattern),
    trackArtistNamed(pattern),
    nameListed(jsonList(tracks.data, 'lyricistsName'), pattern),
    nameListed(jsonList(tracks.data, 'songwritersName'), pattern),
    writerCredited(pattern),
  )!;

const labelNamed = (pattern: string) => ilike(sql<string>`coalesce(${releases.album}->>'recordLabel', '')`, pattern);

async function searchSongs(services: Services, accountId: number, query: EntityQuery) {
  const pattern = likePattern(query.value);
  const where = or(trackCredits(pattern), labelNamed(pattern));
  const [total, songs] = await Promise.all([countSongs(services, accountId, where), songSummaries(services, accountId, where, query)]);
  return { type: 'song' as const, total, songs };
}

/** Albums by their own title, artists and label, or by any of their tracks' credits. */
async function searchAlbums(services: Services, accountId: number, query: EntityQuery) {
  const pattern = likePattern(query.value);
  const where = and(
    submittedReleasesOf(accountId),
    or(
      ilike(releases.title, pattern),
      artistNamed([jsonList(releases.album, 'uniMainArtistObjects')], pattern),
      labelNamed(pattern),
      sql`exists (select 1 from ${tracks} where ${tracks.releaseId} = ${releases.id} and ${trackCredits(pattern)})`,
    ),
  );
  const [[counted], rows] = await Promise.all([
    services.db.select({ total: sql<number>`count(*)` }).from(releases).where(where),
    services.db.select().from(releases).where(where).orderBy(desc(releases.id)).offset(query.offset).limit(query.count),
  ]);
  return { type: 'album' as const, total: Number(counted?.total ?? 0), albums: await releaseSummaries(services, rows, true) };
}

/**
 * Artists by name: those of the account's artist list and every name credited as main or featured artist on its
 * submitted releases, one entry per name whatever its case, with how many songs credit it.
 */
async function searchArtists(services: Services, accountId: number, query: EntityQuery) {
  const pattern = likePattern(query.value);
  const submitted = submittedReleasesOf(accountId);
  const credited = sql`
    select trim(artist->>'name') as name, ${tracks.id} as song_id
      from ${tracks} join ${releases} on ${releases.id} = ${tracks.releaseId}
      cross join lateral jsonb_array_elements(${jsonList(tracks.data, 'uniMainArtistObjects')} || ${jsonList(tracks.data, 'uniFeaturedArtistObjects')}) as artist
      where ${submitted}
    union all
    select trim(artist->>'name'), null
      from ${releases} cross join lateral jsonb_array_elements(${jsonList(releases.album, 'uniMainArtistObjects')}) as artist
      where ${submitted}
    union all
    select trim(${artists.name}), null from ${artists} where ${and(eq(artists.ownerUserId, accountId), isNull(artists.deletedAt))}`;
  const grouped = sql`
    select min(name) as name, count(distinct song_id) as songs from (${credited}) as named
    where name <> '' and name ilike ${pattern} group by lower(name)`;
  const [totals, page] = await Promise.all([
    services.db.execute(sql`select count(*) as total from (${grouped}) as found`),
    services.db.execute(sql`
      select found.name, found.songs,
        (select min(${artists.id}) from ${artists}
          where ${artists.ownerUserId} = ${accountId} and ${artists.deletedAt} is null and lower(${artists.name}) = lower(found.name)) as artist_id
      from (${grouped}) as found order by lower(found.name) offset ${query.offset} limit ${query.count}`),
  ]);
  const rows = (page as unknown as { rows: { name: string; songs: number | string; artist_id: number | string | null }[] }).rows;
  return {
    type: 'artist' as const,
    total: Number((totals as unknown as { rows: { total: number | string }[] }).rows[0]?.total ?? 0),
    artists: rows.map((row) => ({ artistId: row.artist_id === null ? null : Number(row.artist_id), name: row.name, songCount: Number(row.songs) })),
  };
}

/** POST /search/entity (document 1 section 3 "Search"): the account's submitted catalogue and the people it works with. */
export async function searchEntity(services: Services, actor: Actor, query: EntityQuery) {
  const accountId = actor.accountId;
  if (query.type === 'song') return searchSongs(services, accountId, query);
  if (query.type === 'album') return searchAlbums(services, accountId, query);
  if (query.type === 'promotion_application') return searchApplications(services, accountId, query);
  if (query.type === 'user') return { type: 'user' as const, ...(await searchPeople(services, accountId, query)) };
  if (query.type === 'user_split_song') {
    // Shared with the person signed in, whichever account they act for: a split invitation is addressed to them.
    const { total, songs } = await inviteeSongs(services.db, actor.person, query);
    return { type: 'user_split_song' as const, total, splitSongs: songs };
  }
  return searchArtists(services, accountId, query);
}
