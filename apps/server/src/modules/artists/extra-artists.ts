import { sql } from 'drizzle-orm';
import type { Services } from '../../platform/services.ts';
import { accountCredits } from './artist-credits.ts';
import { containing } from './artist-records.ts';
import { rowsOf } from '@portal/db/rows';

/**
 * GET /extra-artists: names credited on the account's releases and drafts (featured guests, typed-in names) that
 * are not in its artist list, one entry per name whatever its case, so the form can offer them again.
 */
export async function extraArtists(services: Services, accountId: number, page: { offset: number; count: number; value: string }) {
  const grouped = sql`
    select min(credit.name) as name, bool_or(credit.role = 'main') as main, bool_or(credit.role = 'featured') as featured,
        count(distinct credit.release_id) as releases
      from (${accountCredits(accountId, { drafts: true })}) as credit
      where credit.artist_id is null and credit.name <> '' and credit.name ilike ${containing(page.value)}
      group by lower(credit.name)`;
  const [totals, rows] = await Promise.all([
    services.db.execute(sql`select count(*) as total from (${grouped}) as extra`),
    services.db.execute(sql`select * from (${grouped}) as extra order by lower(extra.name), extra.name offset ${page.offset} limit ${page.count}`),
  ]);
  return {
    total: Number(rowsOf<{ total: number | string }>(totals)[0]?.total ?? 0),
    artists: rowsOf<{ name: string; main: boolean; featured: boolean; releases: number | string }>(rows).map((row) => ({
      artistName: row.name,
      roles: [...(row.main ? (['main'] as const) : []), ...(row.featured ? (['featured'] as const) : [])],
      releaseCount: Number(row.releases),
    })),
  };
}
