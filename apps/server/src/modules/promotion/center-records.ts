import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { promoApplications, promoApplicationTracks, promoCampaigns, releases, tracks } from '@portal/db/schema';
import { campaignState, serviceRule, SLOT_HOLDING, trackPromotionState, type PromotionStatus, type TrackFacts, type TrackPromotionState } from '@portal/domain/promotion/center';
import type { ArtistRef } from '@portal/domain/release/model';
import { BusinessCode } from '@portal/domain/errors';
import { AppError, refusal } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { songIdentity, submittedReleasesOf } from '../catalogue/song-records.ts';

// What the promotion center's use cases share: campaigns as callers see them, an account's tracks with the facts the
// eligibility rules read, and the promotion state each track takes from its applications (decision 030).

export type CampaignRow = typeof promoCampaigns.$inferSelect;
export type ApplicationRow = typeof promoApplications.$inferSelect;

export const campaignNotFound = () => refusal(404, 'promo_campaign_not_found', 'body.campaignId');

/** A refusal naming one of the chosen songs (its title fills the message). */
export const songRefusal = (status: number, messageKey: string, index: number, title: string) =>
  new AppError(BusinessCode.REQUEST_COMMON, status, [{ field: `body.songIds.${index}`, messageKey, message: '', vars: { title } }], messageKey, { title });

/** Places taken in each campaign: the tracks of its accepted (running or done) applications. */
export async function slotsTaken(services: Services, campaignIds: number[]): Promise<Map<number, number>> {
  if (campaignIds.length === 0) return new Map();
  const rows = await services.db
    .select({ campaignId: promoApplicationTracks.campaignId, taken: sql<number>`count(*)` })
    .from(promoApplicationTracks)
    .innerJoin(promoApplications, eq(promoApplications.id, promoApplicationTracks.applicationId))
    .where(and(inArray(promoApplicationTracks.campaignId, campaignIds), inArray(promoApplications.status, [...SLOT_HOLDING])))
    .groupBy(promoApplicationTracks.campaignId);
  return new Map(rows.map((row) => [row.campaignId, Number(row.taken)]));
}

export function campaignView(row: CampaignRow, taken: number, now = Date.now()) {
  const rule = serviceRule(row.serviceType)!;
  return {
    id: row.id,
    serviceType: row.serviceType,
    title: row.title,
    description: row.description,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    slots: row.slots,
    slotsTaken: taken,
    territories: row.territories as string[],
    state: campaignState(row, taken, now),
    rules: {
      labelsOnly: rule.labelsOnly,
      minTier: rule.minTier,
      timing: rule.timing,
      minTracks: rule.minTracks,
      maxTracks: rule.maxTracks,
      minDaysOut: rule.minDaysOut,
      maxDaysOut: rule.maxDaysOut,
      minLeadDays: rule.minLeadDays,
      store: rule.store,
      cleanOnly: rule.cleanOnly,
      inHouseOptIn: rule.inHouseOptIn,
    },
  };
}

/** A track of the account with what the eligibility rules read and its promotion state. */
export interface PromoTrack {
  songId: number;
  albumId: number;
  albumTitle: string;
  title: string;
  version: string;
  isrc: string;
  artists: string;
  facts: TrackFacts;
  riskReason: string | null;
}

const trackColumns = {
  songId: tracks.id,
  albumId: tracks.releaseId,
  albumTitle: releases.title,
  title: tracks.title,
  version: tracks.version,
  isrc: tracks.isrc,
  status: releases.status,
  releaseTime: releases.releaseTime,
  stores: sql<Record<string, boolean> | null>`${releases.album}->'stores'`,
  territories: sql<string[] | null>`${releases.album}->'territories'`,
  explicitness: sql<number | null>`(${tracks.data}->>'explicitness')::int`,
  optInPromote: sql<boolean | null>`(${tracks.data}->>'optInPromote')::boolean`,
  mainArtists: sql<ArtistRef[] | null>`${tracks.data}->'uniMainArtistObjects'`,
  featuredArtists: sql<ArtistRef[] | null>`${tracks.data}->'uniFeaturedArtistObjects'`,
};

/** Each track's promotion state and, when flagged, the operator's reason (the latest flag). */
export async function promotionStates(services: Services, trackIds: number[]): Promise<Map<number, { state: TrackPromotionState; riskReason: string | null }>> {
  if (trackIds.length === 0) return new Map();
  const rows = await services.db
    .select({ trackId: promoApplicationTracks.trackId, status: promoApplications.status, riskReason: promoApplicationTracks.riskReason, flaggedAt: promoApplicationTracks.flaggedAt })
    .from(promoApplicationTracks)
    .innerJoin(promoApplications, eq(promoApplications.id, promoApplicationTracks.applicationId))
    .where(inArray(promoApplicationTracks.trackId, trackIds))
    .orderBy(asc(promoApplicationTracks.flaggedAt));
  const byTrack = new Map<number, typeof rows>();
  for (const row of rows) byTrack.set(row.trackId, [...(byTrack.get(row.trackId) ?? []), row]);
  return new Map(
    trackIds.map((trackId) => {
      const entries = byTrack.get(trackId) ?? [];
      const flagged = entries.filter((entry) => entry.riskReason !== null);
      return [
        trackId,
        {
          state: trackPromotionState(entries.map((entry) => ({ status: entry.status as PromotionStatus, flagged: entry.riskReason !== null }))),
          riskReason: flagged.at(-1)?.riskReason ?? null,
        },
      ];
    }),
  );
}

/** The account's submitted tracks where `where` holds, newest release first, with their facts and promotion state. */
export async function promoTracks(services: Services, accountId: number, where: SQL | undefined, page?: { offset: number; count: number }): Promise<PromoTrack[]> {
  const query = services.db
    .select(trackColumns)
    .from(tracks)
    .innerJoin(releases, eq(releases.id, tracks.releaseId))
    .where(and(submittedReleasesOf(accountId), where))
    .orderBy(desc(releases.id), asc(tracks.sequenceNumber));
  const rows = page ? await query.offset(page.offset).limit(page.count) : await query;
  const states = await promotionStates(
    services,
    rows.map((row) => row.songId),
  );
  return rows.map((row) => {
    const state = states.get(row.songId)!;
    return {
      ...songIdentity(row),
      riskReason: state.riskReason,
      facts: {
        releaseStatus: row.status,
        releaseTime: row.releaseTime,
        stores: row.stores ?? {},
        territories: Array.isArray(row.territories) ? row.territories : [],
        explicitness: row.explicitness ?? undefined,
        optInPromote: row.optInPromote ?? undefined,
        state: state.state,
      },
    };
  });
}

export async function countPromoTracks(services: Services, accountId: number, where: SQL | undefined): Promise<number> {
  const [row] = await services.db
    .select({ total: sql<number>`count(*)` })
    .from(tracks)
    .innerJoin(releases, eq(releases.id, tracks.releaseId))
    .where(and(submittedReleasesOf(accountId), where));
  return Number(row?.total ?? 0);
}

/** Applications as their owner (and the console) see them, in the order given. */
export async function applicationViews(services: Services, rows: ApplicationRow[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [campaigns, entries] = await Promise.all([
    services.db
      .select({ id: promoCampaigns.id, title: promoCampaigns.title, serviceType: promoCampaigns.serviceType })
      .from(promoCampaigns)
      .where(inArray(promoCampaigns.id, [...new Set(rows.map((row) => row.campaignId))])),
    services.db
      .select({ applicationId: promoApplicationTracks.applicationId, songId: tracks.id, title: tracks.title, version: tracks.version, riskReason: promoApplicationTracks.riskReason })
      .from(promoApplicationTracks)
      .innerJoin(tracks, eq(tracks.id, promoApplicationTracks.trackId))
      .where(inArray(promoApplicationTracks.applicationId, ids))
      .orderBy(asc(tracks.releaseId), asc(tracks.sequenceNumber)),
  ]);
  const campaignOf = new Map(campaigns.map((row) => [row.id, row]));
  return rows.map((row) => ({
    id: row.id,
    campaignId: row.campaignId,
    campaignTitle: campaignOf.get(row.campaignId)?.title ?? '',
    serviceType: campaignOf.get(row.campaignId)?.serviceType ?? 1,
    status: row.status as PromotionStatus,
    note: row.note,
    operatorNote: row.operatorNote,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    tracks: entries.filter((entry) => entry.applicationId === row.id).map(({ songId, title, version, riskReason }) => ({ songId, title, version, riskReason })),
  }));
}
