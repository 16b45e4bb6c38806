import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { discoveryModeTracks, promoApplications, promoApplicationTracks, promoCampaigns, promoCopyrightFlags, tracks, users } from '@portal/db/schema';
import type * as contract from '@portal/contract/promotion-center';
import type { ResponseOf } from '@portal/contract/route';
import type { NoticeSubtype } from '@portal/domain/notices';
import { nextPromotionStatus, SLOT_HOLDING, type PromotionAction, type PromotionStatus } from '@portal/domain/promotion/center';
import { refusal } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { notify } from '../notices/notify.ts';
import { applicationViews, type ApplicationRow } from './center-records.ts';

type AdminApplication = ResponseOf<typeof contract.decideApplication>;

const applicationNotFound = () => refusal(404, 'promo_application_not_found', 'body.applicationId');
const LINK = '/promotion/applications';

async function adminViews(services: Services, rows: ApplicationRow[]): Promise<AdminApplication[]> {
  const views = await applicationViews(services, rows);
  const songIds = [...new Set(views.flatMap((view) => view.tracks.map((track) => track.songId)))];
  const flags = songIds.length ? await services.db.select().from(promoCopyrightFlags).where(inArray(promoCopyrightFlags.trackId, songIds)).orderBy(asc(promoCopyrightFlags.id)) : [];
  const userIds = [...new Set([...rows.map((row) => row.ownerUserId), ...flags.flatMap((flag) => [flag.flaggedByUserId, flag.clearedByUserId ?? flag.flaggedByUserId])])];
  const people = userIds.length ? await services.db.select({ id: users.id, nickname: users.nickname, email: users.email }).from(users).where(inArray(users.id, userIds)) : [];
  const person = new Map(people.map((row) => [row.id, row]));
  const nameOf = (userId: number) => person.get(userId)?.nickname || person.get(userId)?.email || `#${userId}`;
  return views.map((view, index) => {
    const owner = person.get(rows[index]!.ownerUserId);
    const own = new Set(view.tracks.map((track) => track.songId));
    const copyrightHistory = flags
      .filter((flag) => own.has(flag.trackId))
      .map((flag) => ({
        songId: flag.trackId,
        applicationId: flag.applicationId,
        reason: flag.reason,
        flaggedBy: nameOf(flag.flaggedByUserId),
        flaggedAt: flag.flaggedAt.toISOString(),
        clearedBy: flag.clearedByUserId === null ? null : nameOf(flag.clearedByUserId),
        clearedAt: flag.clearedAt?.toISOString() ?? null,
        clearNote: flag.clearNote,
      }));
    return { ...view, userId: rows[index]!.ownerUserId, applicant: owner?.nickname ?? '', applicantEmail: owner?.email ?? null, copyrightHistory };
  });
}

/** GET /admin/promo/applications: the review queue, oldest first. */
export async function reviewQueue(services: Services, query: { status?: PromotionStatus; campaignId?: number; offset: number; count: number }): Promise<ResponseOf<typeof contract.adminApplications>> {
  const where = and(
    query.status === undefined ? undefined : eq(promoApplications.status, query.status),
    query.campaignId === undefined ? undefined : eq(promoApplications.campaignId, query.campaignId),
  );
  const [[counted], rows] = await Promise.all([
    services.db.select({ total: sql<number>`count(*)` }).from(promoApplications).where(where),
    services.db.select().from(promoApplications).where(where).orderBy(asc(promoApplications.id)).offset(query.offset).limit(query.count),
  ]);
  return { total: Number(counted?.total ?? 0), applications: await adminViews(services, rows) };
}

const notices: Record<PromotionAction, { subtype: NoticeSubtype; key: string }> = {
  accept: { subtype: 'PROMOTION_ACCEPTED', key: 'notice_promotion_accepted' },
  finish: { subtype: 'PROMOTION_FINISHED', key: 'notice_promotion_finished' },
  refuse: { subtype: 'PROMOTION_REFUSED', key: 'notice_promotion_refused' },
  takedown: { subtype: 'PROMOTION_TAKEDOWN', key: 'notice_promotion_takedown' },
};

/**
 * POST /admin/promo/applications/decide: moves the application along (an action not allowed from its status is a
 * 409), keeps the operator's note, and tells the applicant. Accepting takes a place per track: the campaign row is
 * locked so two acceptances cannot overfill it.
 */
export async function decideApplication(services: Services, body: { applicationId: number; action: PromotionAction; note: string }): Promise<AdminApplication> {
  const decided = await services.db.transaction(async (tx) => {
    const [application] = await tx.select().from(promoApplications).where(eq(promoApplications.id, body.applicationId)).for('update');
    if (!application) throw applicationNotFound();
    const next = nextPromotionStatus(application.status as PromotionStatus, body.action);
    if (!next) throw refusal(409, 'promo_transition_not_allowed', 'body.action');
    const [campaign] = await tx.select().from(promoCampaigns).where(eq(promoCampaigns.id, application.campaignId)).for('update');
    if (body.action === 'accept') {
      const [taken] = await tx
        .select({ n: sql<number>`count(*)` })
        .from(promoApplicationTracks)
        .innerJoin(promoApplications, eq(promoApplications.id, promoApplicationTracks.applicationId))
        .where(and(eq(promoApplicationTracks.campaignId, application.campaignId), inArray(promoApplications.status, [...SLOT_HOLDING])));
      const [own] = await tx.select({ n: sql<number>`count(*)` }).from(promoApplicationTracks).where(eq(promoApplicationTracks.applicationId, application.id));
      if (Number(taken?.n ?? 0) + Number(own?.n ?? 0) > campaign!.slots) throw refusal(409, 'promo_campaign_full', 'body.applicationId');
    }
    const [row] = await tx.update(promoApplications).set({ status: next, operatorNote: body.note, decidedAt: new Date() }).where(eq(promoApplications.id, application.id)).returning();
    return { row: row!, campaignTitle: campaign!.title };
  });
  const notice = notices[body.action];
  await notify(services, {
    userId: decided.row.ownerUserId,
    subtype: notice.subtype,
    titleKey: `${notice.key}_title`,
    bodyKey: `${notice.key}_body`,
    vars: { campaign: decided.campaignTitle },
    link: LINK,
    eventKey: `promotion:${decided.row.id}:${body.action}`,
  });
  return (await adminViews(services, [decided.row]))[0]!;
}

/**
 * POST /admin/promo/applications/flag: marks one track of the application as a copyright risk with the reason. The
 * track is then refused by every campaign and leaves Discovery Mode; an application not done yet is taken down with the
 * reason as the note.
 */
export async function flagTrack(services: Services, operatorId: number, body: { applicationId: number; songId: number; reason: string }): Promise<AdminApplication> {
  const flagged = await services.db.transaction(async (tx) => {
    const [application] = await tx.select().from(promoApplications).where(eq(promoApplications.id, body.applicationId)).for('update');
    if (!application) throw applicationNotFound();
    const [entry] = await tx
      .select({ riskReason: promoApplicationTracks.riskReason, title: tracks.title })
      .from(promoApplicationTracks)
      .innerJoin(tracks, eq(tracks.id, promoApplicationTracks.trackId))
      .where(and(eq(promoApplicationTracks.applicationId, application.id), eq(promoApplicationTracks.trackId, body.songId)));
    if (!entry) throw refusal(400, 'promo_song_not_in_application', 'body.songId');
    if (entry.riskReason !== null) throw refusal(409, 'promo_track_already_flagged', 'body.songId');
    await tx
      .update(promoApplicationTracks)
      .set({ riskReason: body.reason, flaggedAt: new Date() })
      .where(and(eq(promoApplicationTracks.applicationId, application.id), eq(promoApplicationTracks.trackId, body.songId)));
    await tx.insert(promoCopyrightFlags).values({ trackId: body.songId, applicationId: application.id, reason: body.reason, flaggedByUserId: operatorId });
    // A flagged track leaves Discovery Mode too: the store's programme takes no disputed recordings.
    await tx.delete(discoveryModeTracks).where(eq(discoveryModeTracks.trackId, body.songId));
    const stops = application.status === 'TO_BE_PROMOTED' || application.status === 'PROMOTING';
    const [row] = stops
      ? await tx.update(promoApplications).set({ status: 'TAKEDOWN', operatorNote: body.reason, decidedAt: new Date() }).where(eq(promoApplications.id, application.id)).returning()
      : [application];
    const [campaign] = await tx.select({ title: promoCampaigns.title }).from(promoCampaigns).where(eq(promoCampaigns.id, application.campaignId));
    return { row: row!, title: entry.title, campaignTitle: campaign?.title ?? '' };
  });
  await notify(services, {
    userId: flagged.row.ownerUserId,
    subtype: 'PROMOTION_COPYRIGHT_RISK',
    titleKey: 'notice_promotion_copyright_risk_title',
    bodyKey: 'notice_promotion_copyright_risk_body',
    vars: { title: flagged.title, campaign: flagged.campaignTitle, reason: body.reason },
    link: '/promotion/songs',
    eventKey: `promotion-flag:${flagged.row.id}:${body.songId}`,
  });
  return (await adminViews(services, [flagged.row]))[0]!;
}

/**
 * POST /admin/promo/applications/unflag: clears the track's copyright flag (every standing one, through any
 * application) with the operator's note, so it qualifies again. What the flag took away stays as it is: applications
 * taken down remain TAKEDOWN and Discovery Mode membership is not restored; the artist applies again. The flags stay in
 * the history with who cleared them, when and why.
 */
export async function clearTrackFlag(services: Services, operatorId: number, body: { applicationId: number; songId: number; note: string }): Promise<AdminApplication> {
  const cleared = await services.db.transaction(async (tx) => {
    const [application] = await tx.select().from(promoApplications).where(eq(promoApplications.id, body.applicationId));
    if (!application) throw applicationNotFound();
    const [entry] = await tx
      .select({ title: tracks.title })
      .from(promoApplicationTracks)
      .innerJoin(tracks, eq(tracks.id, promoApplicationTracks.trackId))
      .where(and(eq(promoApplicationTracks.applicationId, application.id), eq(promoApplicationTracks.trackId, body.songId)));
    if (!entry) throw refusal(400, 'promo_song_not_in_application', 'body.songId');
    const standing = await tx
      .select({ applicationId: promoApplicationTracks.applicationId })
      .from(promoApplicationTracks)
      .where(and(eq(promoApplicationTracks.trackId, body.songId), isNotNull(promoApplicationTracks.riskReason)))
      .for('update');
    if (standing.length === 0) throw refusal(409, 'promo_track_not_flagged', 'body.songId');
    await tx
      .update(promoApplicationTracks)
      .set({ riskReason: null, flaggedAt: null })
      .where(and(eq(promoApplicationTracks.trackId, body.songId), isNotNull(promoApplicationTracks.riskReason)));
    const flags = await tx
      .update(promoCopyrightFlags)
      .set({ clearedByUserId: operatorId, clearedAt: new Date(), clearNote: body.note })
      .where(and(eq(promoCopyrightFlags.trackId, body.songId), isNull(promoCopyrightFlags.clearedAt)))
      .returning({ id: promoCopyrightFlags.id });
    return { application, title: entry.title, lastFlag: Math.max(0, ...flags.map((flag) => flag.id)) };
  });
  await notify(services, {
    userId: cleared.application.ownerUserId,
    subtype: 'PROMOTION_COPYRIGHT_CLEARED',
    titleKey: 'notice_promotion_copyright_cleared_title',
    bodyKey: 'notice_promotion_copyright_cleared_body',
    vars: { title: cleared.title, note: body.note },
    link: '/promotion/songs',
    eventKey: `promotion-unflag:${body.songId}:${cleared.lastFlag}`,
  });
  return (await adminViews(services, [cleared.application]))[0]!;
}
