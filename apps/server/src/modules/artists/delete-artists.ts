import { and, inArray, sql } from 'drizzle-orm';
import { artists } from '@portal/db/schema';
import type { FieldError } from '@portal/contract/route';
import { BusinessCode } from '@portal/domain/errors';
import { AppError } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { accountCredits, idList } from './artist-credits.ts';
import { artistNotFound, artistsOf } from './artist-records.ts';
import { rowsOf } from '@portal/db/rows';

/**
 * Soft-deletes artists of the account, all or none. An artist credited on a submitted release stays: the stores
 * know the release by its artists. Drafts keep the names they hold and may still be submitted.
 */
export async function deleteArtists(services: Services, accountId: number, requested: readonly number[], fieldOf: (position: number) => string) {
  const ids = [...new Set(requested)];
  const found = await services.db
    .select({ id: artists.id, name: artists.name })
    .from(artists)
    .where(and(artistsOf(accountId), inArray(artists.id, ids)));
  if (found.length < ids.length) throw artistNotFound();

  const used = rowsOf<{ artist_id: number | string; title: string }>(
    await services.db.execute(sql`
      select credit.artist_id, min(releases.title) as title
        from (${accountCredits(accountId, { drafts: false })}) as credit join releases on releases.id = credit.release_id
        where credit.artist_id in (${idList(ids)}) group by credit.artist_id`),
  );
  if (used.length) {
    const details: FieldError[] = used.map((row) => {
      const id = Number(row.artist_id);
      const vars = { name: found.find((artist) => artist.id === id)!.name, title: row.title };
      return { field: fieldOf(requested.indexOf(id)), messageKey: 'artist_on_release', message: 'artist_on_release', vars };
    });
    throw new AppError(BusinessCode.COMMON_BUSINESS, 409, details, 'artist_on_release', details[0]!.vars);
  }
  await services.db
    .update(artists)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(and(artistsOf(accountId), inArray(artists.id, ids)));
  return { artistIds: ids };
}
