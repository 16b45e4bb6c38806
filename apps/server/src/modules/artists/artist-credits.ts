import { sql, type SQL } from 'drizzle-orm';
import type { Services } from '../../platform/services.ts';
import { rowsOf } from '@portal/db/rows';

const list = (value: string) => `(case when jsonb_typeof(${value}) = 'array' then ${value} else '[]'::jsonb end)`;
const alive = 'r.owner_user_id = $ACCOUNT and r.deleted_at is null';

/** Every artist credit of submitted releases: track main and featured artists, and the album's main artists. */
const submittedCredits = `
  select t.release_id, t.id as track_id, ref, 'main' as role, false as is_draft
    from tracks t join releases r on r.id = t.release_id
    cross join lateral jsonb_array_elements(${list(`t.data->'uniMainArtistObjects'`)}) as ref
    where t.owner_user_id = $ACCOUNT and ${alive} and not r.is_draft
  union all
  select t.release_id, t.id, ref, 'featured', false
    from tracks t join releases r on r.id = t.release_id
    cross join lateral jsonb_array_elements(${list(`t.data->'uniFeaturedArtistObjects'`)}) as ref
    where t.owner_user_id = $ACCOUNT and ${alive} and not r.is_draft
  union all
  select r.id, null, ref, 'main', false
    from releases r cross join lateral jsonb_array_elements(${list(`r.album->'uniMainArtistObjects'`)}) as ref
    where ${alive} and not r.is_draft`;

/** The same credits inside drafts, whose whole form is one jsonb document. */
const draftCredits = `
  union all
  select r.id, null, ref, 'main', true
    from releases r cross join lateral jsonb_array_elements(${list(`r.draft->'album'->'uniMainArtistObjects'`)}) as ref
    where ${alive} and r.is_draft
  union all
  select r.id, null, ref, 'main', true
    from releases r cross join lateral jsonb_array_elements(${list(`r.draft->'tracks'`)}) as draft_track
    cross join lateral jsonb_array_elements(${list(`draft_track->'uniMainArtistObjects'`)}) as ref
    where ${alive} and r.is_draft
  union all
  select r.id, null, ref, 'featured', true
    from releases r cross join lateral jsonb_array_elements(${list(`r.draft->'tracks'`)}) as draft_track
    cross join lateral jsonb_array_elements(${list(`draft_track->'uniFeaturedArtistObjects'`)}) as ref
    where ${alive} and r.is_draft`;

/**
 * The artist credits of an account's releases, each resolved to one of its artists (decision 013): a reference
 * names an artist by its id when the id is one of the account's artists, otherwise by its name (case ignored).
 * Columns: release_id, track_id (null for album and draft credits), role, is_draft, name, artist_id (null when the
 * name is not in the artist list).
 */
export function accountCredits(accountId: number, { drafts }: { drafts: boolean }): SQL {
  const text = `
    with mine as (
      select id, lower(name) as lname from artists where owner_user_id = $ACCOUNT and deleted_at is null
    ), credits as (${submittedCredits}${drafts ? draftCredits : ''}
    ), named as (
      select release_id, track_id, role, is_draft, ref->>'id' as ref_id, btrim(ref->>'name') as name
        from credits where jsonb_typeof(ref) = 'object'
    )
    select named.release_id, named.track_id, named.role, named.is_draft, named.name, coalesce(by_id.id, by_name.id) as artist_id
      from named
      left join mine as by_id on by_id.id::text = named.ref_id
      left join mine as by_name on by_id.id is null and by_name.lname = lower(named.name)`;
  const parts = text.split('$ACCOUNT');
  return sql.join(
    parts.flatMap((part, index) => (index === 0 ? [sql.raw(part)] : [sql`${accountId}`, sql.raw(part)])),
    sql``,
  );
}

export const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** How many submitted releases and tracks credit each of these artists. */
export async function usageOf(services: Services, accountId: number, artistIds: readonly number[]) {
  const usage = new Map<number, { releaseCount: number; trackCount: number }>();
  if (!artistIds.length) return usage;
  const result = await services.db.execute(sql`
    select artist_id, count(distinct release_id) as releases, count(distinct track_id) as tracks
      from (${accountCredits(accountId, { drafts: false })}) as credit
      where artist_id in (${idList(artistIds)}) group by artist_id`);
  for (const row of rowsOf<{ artist_id: number | string; releases: number | string; tracks: number | string }>(result)) {
    usage.set(Number(row.artist_id), { releaseCount: Number(row.releases), trackCount: Number(row.tracks) });
  }
  return usage;
}

export const withUsage = <T extends { artistId: number }>(view: T, usage: Map<number, { releaseCount: number; trackCount: number }>) => ({
  ...view,
  ...(usage.get(view.artistId) ?? { releaseCount: 0, trackCount: 0 }),
});
