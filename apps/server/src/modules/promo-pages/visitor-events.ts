import { and, eq, sql } from 'drizzle-orm';
import { presaveCounts, promoPages, promoPageStats } from '@portal/db/schema';
import { formatDay, today } from '@portal/domain/analytics/date-range';
import { normalizePromoPath, presaveStoresOf } from '@portal/domain/promotion/promo-page';
import type { Db } from '@portal/db/client';
import { refusal, tooManyRequests } from '../../platform/errors.ts';
import { hit } from '../../platform/rate-limit.ts';
import type { Services } from '../../platform/services.ts';
import { pageNotFound, pageReleases, releasesOfArtist, type PageRow } from './page-records.ts';

/** What one address may do on the public pages in an hour (decision 029). */
export const PRESAVES_PER_IP_PER_HOUR = 20;
export const EVENTS_PER_IP_PER_HOUR = 600;
const HOUR = 3_600;
const DAY = 86_400;

async function publishedPage(services: Services, rawPath: string): Promise<PageRow> {
  const [page] = await services.db
    .select()
    .from(promoPages)
    .where(and(eq(promoPages.path, normalizePromoPath(rawPath)), eq(promoPages.published, true)));
  if (!page) throw pageNotFound();
  return page;
}

async function count(db: Db, pageId: number, kind: 'view' | 'click' | 'presave', target = '') {
  await db
    .insert(promoPageStats)
    .values({ pageId, day: formatDay(today()), kind, target, hits: 1 })
    .onConflictDoUpdate({ target: [promoPageStats.pageId, promoPageStats.day, promoPageStats.kind, promoPageStats.target], set: { hits: sql`${promoPageStats.hits} + 1` } });
}

/**
 * A fan presaves the page's upcoming release on one of its stores. Counted once per address, release, store and
 * day (a second tap answers counted: false), into the release's presave counts (source page, beside what the stores
 * report) and the page's own numbers.
 */
export async function presaveFromPage(services: Services, ip: string, body: { path: string; storeId: number }) {
  if (!(await hit(services, `promo-presave:${ip}`, PRESAVES_PER_IP_PER_HOUR, HOUR))) throw tooManyRequests();
  const page = await publishedPage(services, body.path);
  const { upcoming } = pageReleases(await releasesOfArtist(services, page.ownerUserId, page.artistId), page);
  if (!upcoming) throw refusal(400, 'promo_presave_unavailable');
  if (!presaveStoresOf(upcoming.stores).includes(body.storeId)) throw refusal(400, 'promo_presave_store', 'body.storeId');
  const first = await hit(services, `promo-presave-once:${ip}:${upcoming.albumId}:${body.storeId}`, 1, DAY);
  if (first) {
    await services.db.transaction(async (tx) => {
      await tx
        .insert(presaveCounts)
        .values({ userId: page.ownerUserId, releaseId: upcoming.albumId, storeId: body.storeId, day: formatDay(today()), presaves: 1, source: 'page' })
        .onConflictDoUpdate({ target: [presaveCounts.releaseId, presaveCounts.storeId, presaveCounts.day, presaveCounts.source], set: { presaves: sql`${presaveCounts.presaves} + 1` } });
      await count(tx, page.id, 'presave', String(body.storeId));
    });
  }
  return { albumId: upcoming.albumId, storeId: body.storeId, counted: first };
}

/** The public page's script reports a view (on load) or a click on a store or social link. */
export async function pageEvent(services: Services, ip: string, body: { path: string; kind: 'view' | 'click'; link?: string }) {
  if (!(await hit(services, `promo-event:${ip}`, EVENTS_PER_IP_PER_HOUR, HOUR))) throw tooManyRequests();
  if (body.kind === 'click' && !body.link) throw refusal(400, 'validation_required', 'body.link');
  const page = await publishedPage(services, body.path);
  await count(services.db, page.id, body.kind, body.kind === 'click' ? body.link : '');
  return { ok: true as const };
}
