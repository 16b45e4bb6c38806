import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { oacMergeRequests, releases, users } from '@portal/db/schema';
import type { ResponseOf } from '@portal/contract/route';
import type * as contract from '@portal/contract/monetization';
import { ReleaseStatus } from '@portal/domain/enums';
import { OacMergeStatus, oacMoveAllowed, oacSubmitAllowed } from '@portal/domain/monetization/programmes';
import type { AlbumInput } from '@portal/domain/release/model';
import type { Actor } from '../../platform/actor.ts';
import { refusal } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import type { UserRow } from '../../platform/session.ts';
import { notify } from '../notices/notify.ts';
import { isUniqueViolation } from '@portal/db/errors';
import { linkOf } from '../oauth/links.ts';

type MergeState = ResponseOf<typeof contract.oacMergeStatus>;
type RequestRow = typeof oacMergeRequests.$inferSelect;

const requestView = (row: RequestRow) => ({
  id: row.id,
  status: row.status,
  channelId: row.channelId,
  channelTitle: row.channelTitle,
  artistName: row.artistName,
  albumId: row.releaseId,
  note: row.note,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Live releases: the video platform has the artist's topic channel only once the music is out. */
async function liveReleases(services: Services, accountId: number) {
  const rows = await services.db
    .select({ albumId: releases.id, title: releases.title, album: releases.album })
    .from(releases)
    .where(and(eq(releases.ownerUserId, accountId), eq(releases.status, ReleaseStatus.Live), eq(releases.isDraft, false)))
    .orderBy(desc(releases.id));
  return rows.map((row) => ({ albumId: row.albumId, title: row.title, artistName: ((row.album as AlbumInput).uniMainArtistObjects ?? []).map((artist) => artist.name).join(', ') }));
}

export async function oacMergeState(services: Services, accountId: number): Promise<MergeState> {
  const [link, live, [latest]] = await Promise.all([
    linkOf(services, accountId, 'youtube'),
    liveReleases(services, accountId),
    services.db.select().from(oacMergeRequests).where(eq(oacMergeRequests.userId, accountId)).orderBy(desc(oacMergeRequests.id)).limit(1),
  ]);
  const status = latest?.status ?? OacMergeStatus.NOT_SUBMITTED;
  const block = !link ? 'not_linked' : !live.length ? 'no_live_release' : status === OacMergeStatus.MERGED ? 'merged' : oacSubmitAllowed(status) ? null : 'pending';
  return {
    status,
    channel: link ? { channelId: link.externalId, title: link.displayName ?? link.username ?? link.externalId } : null,
    releases: live,
    block,
    request: latest ? requestView(latest) : null,
  };
}

export async function submitOacMerge(services: Services, actor: Actor, body: { albumId: number; artistName: string }): Promise<MergeState> {
  const state = await oacMergeState(services, actor.accountId);
  if (state.block) throw refusal(409, `oac_block_${state.block}`);
  if (!state.releases.some((release) => release.albumId === body.albumId)) throw refusal(404, 'release_not_found', 'body.albumId');
  try {
    await services.db.insert(oacMergeRequests).values({
      userId: actor.accountId,
      channelId: state.channel!.channelId,
      channelTitle: state.channel!.title,
      artistName: body.artistName,
      releaseId: body.albumId,
      status: OacMergeStatus.SUBMITTED,
      submittedByUserId: actor.person.id,
    });
  } catch (error) {
    // Two submissions at once: the pending-request index lets one through.
    if (isUniqueViolation(error)) throw refusal(409, 'oac_block_pending');
    throw error;
  }
  return oacMergeState(services, actor.accountId);
}

const adminView = (row: { request: RequestRow; email: string | null; nickname: string | null }) => ({
  ...requestView(row.request),
  userId: row.request.userId,
  email: row.email,
  nickname: row.nickname,
});

export async function listOacMerges(services: Services, query: { status?: number; offset: number; count: number }) {
  const where = query.status ? eq(oacMergeRequests.status, query.status) : inArray(oacMergeRequests.status, [OacMergeStatus.SUBMITTED, OacMergeStatus.IN_REVIEW]);
  const [rows, [total]] = await Promise.all([
    services.db
      .select({ request: oacMergeRequests, email: users.email, nickname: users.nickname })
      .from(oacMergeRequests)
      .innerJoin(users, eq(users.id, oacMergeRequests.userId))
      .where(where)
      .orderBy(asc(oacMergeRequests.createdAt), asc(oacMergeRequests.id))
      .offset(query.offset)
      .limit(query.count),
    services.db.select({ value: count() }).from(oacMergeRequests).where(where),
  ]);
  return { total: total?.value ?? 0, requests: rows.map(adminView) };
}

/** The operator's move; merged and rejected requests tell the artist. */
export async function decideOacMerge(services: Services, operator: UserRow, body: { id: number; status: 3 | 4 | 5; note: string }) {
  const [row] = await services.db.select().from(oacMergeRequests).where(eq(oacMergeRequests.id, body.id));
  if (!row) throw refusal(404, 'oac_request_not_found');
  if (!oacMoveAllowed(row.status, body.status)) throw refusal(409, 'oac_move_not_allowed');
  const [updated] = await services.db
    .update(oacMergeRequests)
    .set({ status: body.status, note: body.note, decidedByUserId: operator.id, updatedAt: new Date() })
    .where(and(eq(oacMergeRequests.id, row.id), eq(oacMergeRequests.status, row.status)))
    .returning();
  if (!updated) throw refusal(409, 'oac_move_not_allowed');
  if (body.status !== OacMergeStatus.IN_REVIEW) {
    const merged = body.status === OacMergeStatus.MERGED;
    await notify(services, {
      userId: row.userId,
      subtype: merged ? 'OAC_MERGED' : 'OAC_REJECTED',
      titleKey: merged ? 'notice_oac_merged_title' : 'notice_oac_rejected_title',
      bodyKey: merged ? 'notice_oac_merged_body' : 'notice_oac_rejected_body',
      vars: { channel: row.channelTitle, note: body.note },
      link: '/monetization/video-platform',
      eventKey: `oac-merge:${row.id}:${body.status}`,
    });
  }
  const [account] = await services.db.select({ email: users.email, nickname: users.nickname }).from(users).where(eq(users.id, row.userId));
  return adminView({ request: updated, email: account?.email ?? null, nickname: account?.nickname ?? null });
}
