import { asc, eq } from 'drizzle-orm';
import { artists, promoPages } from '@portal/db/schema';
import { SettlementStatus } from '@portal/domain/enums';
import { can } from '@portal/domain/permissions';
import { promoPageAccess } from '@portal/domain/promotion/promo-page';
import type { Actor } from '../../platform/actor.ts';
import type { Services } from '../../platform/services.ts';
import { artistsOf } from '../artists/artist-records.ts';

/** Who may do what with promo pages in the account the caller acts in (decision 029), and its artists' pages. */
export async function pageAccess(services: Services, actor: Actor) {
  const access = promoPageAccess({
    canViewReleases: can(actor.abilities, 'Release', 'View'),
    canEditReleases: can(actor.abilities, 'Release', 'Edit'),
    settled: actor.account.status === SettlementStatus.SETTLED,
  });
  const rows = access.canView
    ? await services.db
        .select({ artistId: artists.id, artistName: artists.name, pageId: promoPages.id, path: promoPages.path, published: promoPages.published })
        .from(artists)
        .leftJoin(promoPages, eq(promoPages.artistId, artists.id))
        .where(artistsOf(actor.accountId))
        .orderBy(asc(artists.name))
    : [];
  return { ...access, artists: rows.map((row) => ({ ...row, published: row.published ?? false })) };
}
