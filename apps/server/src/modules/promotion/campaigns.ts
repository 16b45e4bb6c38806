import { and, asc, count, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { promoApplications, promoApplicationTracks, promoCampaigns } from '@portal/db/schema';
import type * as contract from '@portal/contract/promotion-center';
import type { ResponseOf } from '@portal/contract/route';
import { applicantBlock, PROMOTION_STATUSES, serviceRule } from '@portal/domain/promotion/center';
import type { z } from 'zod';
import type { Actor } from '../../platform/actor.ts';
import { pageTotal } from '../../platform/page-total.ts';
import type { Services } from '../../platform/services.ts';
import { campaignNotFound, campaignView, slotsTaken, type CampaignRow } from './center-records.ts';

type CampaignBody = z.output<NonNullable<(typeof contract.createCampaign)['body']>>;

/** GET /promo/campaign/list: the campaigns open now (full ones too, marked so), soonest ending first. */
export async function openCampaigns(services: Services, actor: Actor, query: { serviceType?: number; offset: number; count: number }): Promise<ResponseOf<typeof contract.campaignList>> {
  const now = new Date();
  const where = and(
    isNull(promoCampaigns.closedAt),
    lte(promoCampaigns.startAt, now),
    gt(promoCampaigns.endAt, now),
    query.serviceType === undefined ? undefined : eq(promoCampaigns.serviceType, query.serviceType),
  );
  const paged = await services.db
    .select({ campaign: promoCampaigns, total: sql<number>`count(*) over ()::int` })
    .from(promoCampaigns)
    .where(where)
    .orderBy(asc(promoCampaigns.endAt), asc(promoCampaigns.id))
    .offset(query.offset)
    .limit(query.count);
  const rows = paged.map((row) => row.campaign);
  const total = await pageTotal(paged, query.offset, async () => (await services.db.select({ total: count() }).from(promoCampaigns).where(where))[0]!.total);
  const ids = rows.map((row) => row.id);
  const [taken, applied] = await Promise.all([
    slotsTaken(services, ids),
    ids.length
      ? services.db
          .select({ campaignId: promoApplicationTracks.campaignId, songId: promoApplicationTracks.trackId })
          .from(promoApplicationTracks)
          .where(and(inArray(promoApplicationTracks.campaignId, ids), eq(promoApplicationTracks.ownerUserId, actor.accountId)))
      : [],
  ]);
  const account = { type: actor.account.type, tier: actor.account.tier };
  return {
    total,
    campaigns: rows.map((row) => {
      const view = campaignView(row, taken.get(row.id) ?? 0, now.getTime());
      const block = applicantBlock(serviceRule(row.serviceType)!, account);
      return {
        ...view,
        canApply: view.state === 'OPEN' && block === null,
        block,
        appliedSongIds: applied.filter((entry) => entry.campaignId === row.id).map((entry) => entry.songId),
      };
    }),
  };
}

async function adminViews(services: Services, rows: CampaignRow[]) {
  const ids = rows.map((row) => row.id);
  const [taken, counts] = await Promise.all([
    slotsTaken(services, ids),
    ids.length
      ? services.db
          .select({ campaignId: promoApplications.campaignId, status: promoApplications.status, n: sql<number>`count(*)` })
          .from(promoApplications)
          .where(inArray(promoApplications.campaignId, ids))
          .groupBy(promoApplications.campaignId, promoApplications.status)
      : [],
  ]);
  return rows.map((row) => ({
    ...campaignView(row, taken.get(row.id) ?? 0),
    createdAt: row.createdAt.toISOString(),
    counts: Object.fromEntries(PROMOTION_STATUSES.map((status) => [status, Number(counts.find((entry) => entry.campaignId === row.id && entry.status === status)?.n ?? 0)])) as Record<
      (typeof PROMOTION_STATUSES)[number],
      number
    >,
  }));
}

/** GET /admin/promo/campaigns: every campaign, newest first. */
export async function allCampaigns(services: Services, page: { offset: number; count: number }): Promise<ResponseOf<typeof contract.adminCampaigns>> {
  const [[counted], rows] = await Promise.all([
    services.db.select({ total: sql<number>`count(*)` }).from(promoCampaigns),
    services.db.select().from(promoCampaigns).orderBy(desc(promoCampaigns.id)).offset(page.offset).limit(page.count),
  ]);
  return { total: Number(counted?.total ?? 0), campaigns: await adminViews(services, rows) };
}

export async function createCampaign(services: Services, operatorId: number, body: CampaignBody): Promise<ResponseOf<typeof contract.createCampaign>> {
  const [row] = await services.db
    .insert(promoCampaigns)
    .values({
      serviceType: body.serviceType,
      title: body.title,
      description: body.description,
      startAt: new Date(body.startAt),
      endAt: new Date(body.endAt),
      slots: body.slots,
      territories: [...new Set(body.territories)],
      createdByUserId: operatorId,
    })
    .returning();
  return (await adminViews(services, [row!]))[0]!;
}

/** Closes a campaign now; closing one already closed changes nothing. */
export async function closeCampaign(services: Services, campaignId: number): Promise<ResponseOf<typeof contract.closeCampaign>> {
  await services.db
    .update(promoCampaigns)
    .set({ closedAt: new Date() })
    .where(and(eq(promoCampaigns.id, campaignId), isNull(promoCampaigns.closedAt)));
  const [row] = await services.db.select().from(promoCampaigns).where(eq(promoCampaigns.id, campaignId));
  if (!row) throw campaignNotFound();
  return (await adminViews(services, [row]))[0]!;
}
