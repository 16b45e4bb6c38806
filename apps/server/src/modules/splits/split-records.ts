import { type and, asc, eq, inArray, sql } from 'drizzle-orm';
import { releases, royaltyEntries, splitInvites, splits, tracks } from '@portal/db/schema';
import type { Db } from '@portal/db/client';
import { formatMicros } from '@portal/domain/money/micros';
import { FULL_SHARE_BP } from '@portal/domain/money/royalty';
import type { InviteStatus, SplitStatus } from '@portal/domain/money/splits';

export type SplitRow = typeof splits.$inferSelect;
export type InviteRow = typeof splitInvites.$inferSelect;

export const percentOf = (bp: number) => `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;

export { refusal as splitError } from '../../platform/errors.ts';

export function inviteDto(row: InviteRow, split: SplitRow, paid = 0n) {
  return {
    id: row.id,
    email: row.email,
    share: percentOf(row.shareBp),
    paid: formatMicros(paid),
    status: row.status as InviteStatus,
    accepted: row.status === 'ACCEPTED',
    isRecoupPayee: split.recoupInviteId === row.id,
    notifiedAt: row.notifiedAt?.toISOString() ?? null,
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
  };
}

/** Splits with their invitations and titles, as the owner's lists show them. */
export async function splitViews(db: Db, where: ReturnType<typeof and>) {
  const rows = await db
    .select({ split: splits, songTitle: tracks.title, albumTitle: releases.title })
    .from(splits)
    .innerJoin(tracks, eq(tracks.id, splits.trackId))
    .innerJoin(releases, eq(releases.id, splits.releaseId))
    .where(where)
    .orderBy(asc(tracks.sequenceNumber), asc(splits.id));
  const invites = rows.length
    ? await db
        .select()
        .from(splitInvites)
        .where(
          inArray(
            splitInvites.splitId,
            rows.map((row) => row.split.id),
          ),
        )
        .orderBy(asc(splitInvites.id))
    : [];
  // What each collaborator's share has earned from the store reports so far (paid, or held until they accept).
  const paid = invites.length
    ? await db
        .select({ inviteId: royaltyEntries.splitInviteId, amount: sql<string>`sum(${royaltyEntries.amount})::text` })
        .from(royaltyEntries)
        .where(
          inArray(
            royaltyEntries.splitInviteId,
            invites.map((invite) => invite.id),
          ),
        )
        .groupBy(royaltyEntries.splitInviteId)
    : [];
  const paidTo = new Map(paid.map((row) => [row.inviteId, BigInt(row.amount)]));
  return rows.map(({ split, songTitle, albumTitle }) => {
    const own = invites.filter((invite) => invite.splitId === split.id);
    const shared = own.filter((invite) => invite.status !== 'DELETED').reduce((sum, invite) => sum + invite.shareBp, 0);
    return {
      splitId: split.id,
      songId: split.trackId,
      songTitle,
      albumId: split.releaseId,
      albumTitle,
      status: split.status as SplitStatus,
      effectiveFrom: split.effectiveFrom.slice(0, 7),
      ownerShare: percentOf(FULL_SHARE_BP - shared),
      recoupAmount: split.recoupAmount === null ? null : formatMicros(split.recoupAmount),
      recouped: formatMicros(split.recouped),
      invites: own.map((invite) => inviteDto(invite, split, paidTo.get(invite.id) ?? 0n)),
      createdAt: split.createdAt.toISOString(),
    };
  });
}
