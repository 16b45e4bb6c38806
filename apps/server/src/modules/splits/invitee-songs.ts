import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { releases, royaltyEntries, splitInvites, splits, tracks, users } from '@portal/db/schema';
import type { Db } from '@portal/db/client';
import { normalizeEmail } from '@portal/domain/credentials';
import { formatMicros } from '@portal/domain/money/micros';
import type { InviteStatus, SplitStatus } from '@portal/domain/money/splits';
import type { UserRow } from '../../platform/session.ts';
import { containsPattern } from '../../platform/like-pattern.ts';
import { pageTotal } from '../../platform/page-total.ts';
import { percentOf } from './split-records.ts';

/** The songs a person shares: invitations to their e-mail address, and the ones they accepted. */
export async function inviteeSongs(db: Db, person: UserRow, query: { value?: string; offset?: number; count?: number } = {}) {
  const mine = or(eq(splitInvites.inviteeUserId, person.id), person.email ? eq(splitInvites.email, normalizeEmail(person.email)) : undefined);
  const where = and(mine, inArray(splits.status, ['CREATED', 'ACTIVE', 'CANCELED', 'DELETED']), query.value?.trim() ? ilike(tracks.title, containsPattern(query.value)) : undefined);
  const base = db
    .select({ invite: splitInvites, split: splits, songTitle: tracks.title, albumTitle: releases.title, ownerName: users.nickname, total: sql<number>`count(*) over ()::int` })
    .from(splitInvites)
    .innerJoin(splits, eq(splits.id, splitInvites.splitId))
    .innerJoin(tracks, eq(tracks.id, splits.trackId))
    .innerJoin(releases, eq(releases.id, splits.releaseId))
    .innerJoin(users, eq(users.id, splits.ownerUserId))
    .where(where)
    .orderBy(asc(splitInvites.id));
  const rows = query.count === undefined ? await base : await base.offset(query.offset ?? 0).limit(query.count);
  // Releases and owners always exist for a split: the count needs only the tables the filter reads.
  const countAll = async () =>
    (await db.select({ total: count() }).from(splitInvites).innerJoin(splits, eq(splits.id, splitInvites.splitId)).innerJoin(tracks, eq(tracks.id, splits.trackId)).where(where))[0]!.total;
  const total = await pageTotal(rows, query.offset ?? 0, countAll);
  const earned = rows.length
    ? await db
        .select({ inviteId: royaltyEntries.splitInviteId, amount: sql<string>`sum(${royaltyEntries.amount})::text` })
        .from(royaltyEntries)
        .where(
          inArray(
            royaltyEntries.splitInviteId,
            rows.map((row) => row.invite.id),
          ),
        )
        .groupBy(royaltyEntries.splitInviteId)
    : [];
  const earnedBy = new Map(earned.map((row) => [row.inviteId, BigInt(row.amount)]));
  return {
    total,
    songs: rows.map(({ invite, split, songTitle, albumTitle, ownerName }) => ({
      inviteId: invite.id,
      splitId: split.id,
      songId: split.trackId,
      songTitle,
      albumTitle,
      ownerName,
      share: percentOf(invite.shareBp),
      status: invite.status as InviteStatus,
      splitStatus: split.status as SplitStatus,
      earned: formatMicros(earnedBy.get(invite.id) ?? 0n),
    })),
  };
}
