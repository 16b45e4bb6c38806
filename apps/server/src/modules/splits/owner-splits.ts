import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { releases, splitInvites, splits, tracks, users } from '@portal/db/schema';
import type { Db } from '@portal/db/client';
import { normalizeEmail } from '@portal/domain/credentials';
import { parseMicros } from '@portal/domain/money/micros';
import { shareToBp, songSplitIssues } from '@portal/domain/money/splits';
import { acceptedStatuses } from '@portal/domain/release/status';
import { BusinessCode } from '@portal/domain/errors';
import type { Actor } from '../../platform/actor.ts';
import { AppError } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { isUniqueViolation } from '@portal/db/errors';
import { notify } from '../notices/notify.ts';
import { sendInvitation } from './invitations.ts';
import { inviteDto, percentOf, splitError, splitViews } from './split-records.ts';

interface SongSplitBody {
  songId: number;
  collaborators: { email: string; share: string }[];
  recoup?: { email: string; amount: string };
}

async function ownedRelease(db: Db, actor: Actor, albumId: number) {
  const [release] = await db
    .select()
    .from(releases)
    .where(and(eq(releases.id, albumId), eq(releases.ownerUserId, actor.accountId), isNull(releases.deletedAt)));
  if (!release) throw splitError(404, 'split_album_not_found', 'body.albumId');
  return release;
}

async function ownerOf(db: Db, accountId: number) {
  const [owner] = await db.select({ nickname: users.nickname, language: users.language }).from(users).where(eq(users.id, accountId));
  return owner ?? { nickname: null, language: null };
}

/**
 * Splits for songs of an accepted release (the `/split/album/create` call): every song checked first, all written in
 * one transaction, then the invitations sent.
 */
export async function createAlbumSplits(services: Services, actor: Actor, body: { albumId: number; effectiveFrom: string; songs: SongSplitBody[] }) {
  const release = await ownedRelease(services.db, actor, body.albumId);
  if (!(acceptedStatuses as readonly number[]).includes(release.status)) throw splitError(409, 'split_album_not_accepted', 'body.albumId');
  const songIds = new Set((await services.db.select({ id: tracks.id }).from(tracks).where(eq(tracks.releaseId, release.id))).map((row) => row.id));
  const details: { field: string; messageKey: string; message: string }[] = [];
  const seen = new Set<number>();
  body.songs.forEach((song, index) => {
    if (!songIds.has(song.songId)) details.push({ field: `body.songs.${index}.songId`, messageKey: 'split_song_not_in_album', message: '' });
    else if (seen.has(song.songId)) details.push({ field: `body.songs.${index}.songId`, messageKey: 'split_song_repeated', message: '' });
    seen.add(song.songId);
    for (const issue of songSplitIssues(song, actor.account.email)) details.push({ field: `body.songs.${index}.${issue.field}`, messageKey: issue.key, message: '' });
  });
  if (details.length) throw new AppError(BusinessCode.REQUEST_COMMON, 400, details, 'error_invalid_request');

  const created = await services.db
    .transaction(async (tx) => {
      const ids: number[] = [];
      for (const song of body.songs) {
        const [split] = await tx
          .insert(splits)
          .values({
            ownerUserId: actor.accountId,
            releaseId: release.id,
            trackId: song.songId,
            status: 'CREATED',
            effectiveFrom: `${body.effectiveFrom}-01`,
            recoupAmount: song.recoup ? parseMicros(song.recoup.amount) : null,
            createdByUserId: actor.person.id,
          })
          .returning();
        const invites = await tx
          .insert(splitInvites)
          .values(song.collaborators.map((collaborator) => ({ splitId: split!.id, email: normalizeEmail(collaborator.email), shareBp: shareToBp(collaborator.share)!, status: 'CREATED' })))
          .returning();
        if (song.recoup) {
          const payee = invites.find((invite) => invite.email === normalizeEmail(song.recoup!.email))!;
          await tx.update(splits).set({ recoupInviteId: payee.id }).where(eq(splits.id, split!.id));
        }
        ids.push(split!.id);
      }
      return ids;
    })
    .catch((error) => {
      throw isUniqueViolation(error) ? splitError(409, 'split_song_has_split', 'body.songs') : error;
    });

  const owner = await ownerOf(services.db, actor.accountId);
  const rows = await services.db.select().from(splits).where(inArray(splits.id, created));
  for (const split of rows) {
    for (const invite of await services.db.select().from(splitInvites).where(eq(splitInvites.splitId, split.id))) await sendInvitation(services, invite, split, owner);
  }
  return { splits: await splitViews(services.db, inArray(splits.id, created)) };
}

export async function albumSplits(services: Services, actor: Actor, page: { offset: number; count: number }) {
  const open = sql<number>`count(${splitInvites.id}) filter (where ${splitInvites.status} in ('CREATED', 'NOTIFIED'))::int`;
  const where = and(eq(splits.ownerUserId, actor.accountId), inArray(splits.status, ['CREATED', 'ACTIVE', 'CANCELED']));
  const [[total], rows] = await Promise.all([
    services.db
      .select({ value: sql<number>`count(distinct ${splits.releaseId})::int` })
      .from(splits)
      .where(where),
    services.db
      .select({ albumId: releases.id, title: releases.title, songsSplit: sql<number>`count(distinct ${splits.id})::int`, openInvites: open })
      .from(splits)
      .innerJoin(releases, eq(releases.id, splits.releaseId))
      .leftJoin(splitInvites, eq(splitInvites.splitId, splits.id))
      .where(where)
      .groupBy(releases.id, releases.title)
      .orderBy(desc(releases.id))
      .offset(page.offset)
      .limit(page.count),
  ]);
  return { total: total?.value ?? 0, albums: rows };
}

export async function albumSongSplits(services: Services, actor: Actor, albumId: number) {
  await ownedRelease(services.db, actor, albumId);
  return { splits: await splitViews(services.db, and(eq(splits.releaseId, albumId), eq(splits.ownerUserId, actor.accountId))) };
}

async function ownedInvite(db: Db, actor: Actor, inviteId: number) {
  const [row] = await db.select({ invite: splitInvites, split: splits }).from(splitInvites).innerJoin(splits, eq(splits.id, splitInvites.splitId)).where(eq(splitInvites.id, inviteId));
  if (!row || row.split.ownerUserId !== actor.accountId) throw splitError(404, 'split_invite_not_found', 'body.inviteId');
  return row;
}

export async function sendInviteAgain(services: Services, actor: Actor, inviteId: number) {
  const { invite, split } = await ownedInvite(services.db, actor, inviteId);
  if (split.status !== 'CREATED' && split.status !== 'ACTIVE') throw splitError(409, 'split_invite_closed');
  const sent = await sendInvitation(services, invite, split, await ownerOf(services.db, actor.accountId));
  return inviteDto(sent, split);
}

/** Sends the open invitations among these again; closed ones are skipped. */
export async function resendInvites(services: Services, actor: Actor, filter: { albumId?: number; inviteIds?: number[] }) {
  if (filter.albumId) await ownedRelease(services.db, actor, filter.albumId);
  const rows = await services.db
    .select({ invite: splitInvites, split: splits })
    .from(splitInvites)
    .innerJoin(splits, eq(splits.id, splitInvites.splitId))
    .where(
      and(
        eq(splits.ownerUserId, actor.accountId),
        inArray(splits.status, ['CREATED', 'ACTIVE']),
        inArray(splitInvites.status, ['CREATED', 'NOTIFIED']),
        filter.albumId ? eq(splits.releaseId, filter.albumId) : undefined,
        filter.inviteIds ? inArray(splitInvites.id, filter.inviteIds) : undefined,
      ),
    );
  const owner = await ownerOf(services.db, actor.accountId);
  for (const { invite, split } of rows) await sendInvitation(services, invite, split, owner);
  return { sent: rows.length };
}

/** Ends a split for later sales months; collaborators keep what they earned, and open invitations can still be accepted for it. */
export async function cancelSplit(services: Services, actor: Actor, splitId: number) {
  const [split] = await services.db
    .update(splits)
    .set({ status: 'CANCELED', updatedAt: new Date() })
    .where(and(eq(splits.id, splitId), eq(splits.ownerUserId, actor.accountId), inArray(splits.status, ['CREATED', 'ACTIVE'])))
    .returning();
  if (!split) throw splitError(404, 'split_not_found', 'body.splitId');
  const accepted = await services.db
    .select()
    .from(splitInvites)
    .where(and(eq(splitInvites.splitId, split.id), eq(splitInvites.status, 'ACCEPTED')));
  for (const invite of accepted) {
    await notify(services, {
      userId: invite.inviteeUserId!,
      subtype: 'SPLIT_CANCELLED',
      titleKey: 'notice_split_cancelled_title',
      bodyKey: 'notice_split_cancelled_body',
      vars: { share: percentOf(invite.shareBp) },
      link: '/revenue/splits',
      eventKey: `split-cancelled:${invite.id}`,
    });
  }
  const [view] = await splitViews(services.db, eq(splits.id, split.id));
  return view!;
}
