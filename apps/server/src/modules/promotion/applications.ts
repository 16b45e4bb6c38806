import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { promoApplications, promoApplicationTracks, promoCampaigns, tracks } from '@portal/db/schema';
import type * as contract from '@portal/contract/promotion-center';
import type { ResponseOf } from '@portal/contract/route';
import { BusinessCode } from '@portal/domain/errors';
import { applicantBlock, campaignState, serviceRule, trackBlock, type PromotionStatus } from '@portal/domain/promotion/center';
import type { z } from 'zod';
import type { Actor } from '../../platform/actor.ts';
import { AppError, refusal } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { applicationViews, campaignNotFound, promoTracks, slotsTaken, songRefusal } from './center-records.ts';

type ApplyBody = z.output<NonNullable<(typeof contract.apply)['body']>>;
type Application = ResponseOf<typeof contract.apply>;

/** GET /promo/application: the account's applications, newest first; another account's is not found. */
export async function listApplications(
  services: Services,
  actor: Actor,
  query: { id?: number; status?: PromotionStatus; offset: number; count: number },
): Promise<ResponseOf<typeof contract.applications>> {
  const where = and(
    eq(promoApplications.ownerUserId, actor.accountId),
    query.id === undefined ? undefined : eq(promoApplications.id, query.id),
    query.status === undefined ? undefined : eq(promoApplications.status, query.status),
  );
  const [[counted], rows] = await Promise.all([
    services.db.select({ total: sql<number>`count(*)` }).from(promoApplications).where(where),
    services.db.select().from(promoApplications).where(where).orderBy(desc(promoApplications.id)).offset(query.offset).limit(query.count),
  ]);
  if (query.id !== undefined && rows.length === 0) throw refusal(404, 'promo_application_not_found');
  return { total: Number(counted?.total ?? 0), applications: await applicationViews(services, rows) };
}

/**
 * POST /promo/application: the campaign must be open (window, not closed, places left), the account allowed by the
 * service, the tracks its own, as many as the service takes, each qualifying and not yet in an application for this
 * campaign (the unique index settles two at once).
 */
export async function apply(services: Services, actor: Actor, body: ApplyBody): Promise<Application> {
  const [campaign] = await services.db.select().from(promoCampaigns).where(eq(promoCampaigns.id, body.campaignId));
  if (!campaign) throw campaignNotFound();
  const rule = serviceRule(campaign.serviceType)!;
  const now = Date.now();
  const state = campaignState(campaign, (await slotsTaken(services, [campaign.id])).get(campaign.id) ?? 0, now);
  if (state === 'FULL') throw refusal(409, 'promo_campaign_full', 'body.campaignId');
  if (state !== 'OPEN') throw refusal(409, 'promo_campaign_closed', 'body.campaignId');
  const block = applicantBlock(rule, { type: actor.account.type, tier: actor.account.tier });
  if (block) throw refusal(403, `promo_applicant_${block}`);

  const found = await promoTracks(services, actor.accountId, inArray(tracks.id, body.songIds));
  const missing = body.songIds.findIndex((songId) => !found.some((song) => song.songId === songId));
  if (missing >= 0) throw refusal(404, 'promo_song_not_found', `body.songIds.${missing}`);
  if (body.songIds.length < rule.minTracks || body.songIds.length > rule.maxTracks) {
    throw new AppError(
      BusinessCode.REQUEST_COMMON,
      400,
      [{ field: 'body.songIds', messageKey: 'promo_track_count', message: '', vars: { min: rule.minTracks, max: rule.maxTracks } }],
      'promo_track_count',
      {
        min: rule.minTracks,
        max: rule.maxTracks,
      },
    );
  }
  const chosen = body.songIds.map((songId) => found.find((song) => song.songId === songId)!);
  for (const [index, song] of chosen.entries()) {
    const reason = trackBlock(rule, song.facts, campaign.territories as string[], now);
    if (reason) throw songRefusal(400, `promo_block_${reason}`, index, song.title);
  }

  const application = await services.db.transaction(async (tx) => {
    const [row] = await tx.insert(promoApplications).values({ campaignId: campaign.id, ownerUserId: actor.accountId, note: body.note, createdByUserId: actor.person.id }).returning();
    const inserted = await tx
      .insert(promoApplicationTracks)
      .values(chosen.map((song) => ({ applicationId: row!.id, campaignId: campaign.id, trackId: song.songId, ownerUserId: actor.accountId })))
      .onConflictDoNothing()
      .returning({ trackId: promoApplicationTracks.trackId });
    const taken = chosen.findIndex((song) => !inserted.some((entry) => entry.trackId === song.songId));
    if (taken >= 0) throw songRefusal(409, 'promo_track_already_applied', taken, chosen[taken]!.title);
    return row!;
  });
  return (await applicationViews(services, [application]))[0]!;
}
