import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { splitInvites, splits } from '@portal/db/schema';
import type { Db } from '@portal/db/client';
import { splitEarnings, type SplitPlan } from '@portal/domain/money/royalty';
import type { InviteRow, SplitRow } from './split-records.ts';

export type Payee = { kind: 'owner' } | { kind: 'invite'; invite: InviteRow };

/** The live split (CREATED or ACTIVE) of each of these songs, with the invitations still in it. */
export async function liveSplits(db: Db, trackIds: number[]) {
  const live = new Map<number, { split: SplitRow; invites: InviteRow[] }>();
  if (trackIds.length === 0) return live;
  const rows = await db
    .select()
    .from(splits)
    .where(and(inArray(splits.trackId, trackIds), inArray(splits.status, ['CREATED', 'ACTIVE'])));
  const invites = rows.length
    ? await db
        .select()
        .from(splitInvites)
        .where(
          and(
            inArray(
              splitInvites.splitId,
              rows.map((row) => row.id),
            ),
            ne(splitInvites.status, 'DELETED'),
          ),
        )
    : [];
  for (const split of rows) live.set(split.trackId, { split, invites: invites.filter((invite) => invite.splitId === split.id) });
  return live;
}

/**
 * Divides what an artist earned from a song among its split, keeping track of the recoup paid in this import, and
 * merges each payee's parts. Sales months before the split's effective month stay the owner's.
 */
export class SplitAllocator {
  private readonly recouped = new Map<number, bigint>();

  constructor(private readonly live: Map<number, { split: SplitRow; invites: InviteRow[] }>) {}

  /** Adds the live splits of more songs (see liveSplits). */
  include(more: Map<number, { split: SplitRow; invites: InviteRow[] }>) {
    for (const [trackId, entry] of more) this.live.set(trackId, entry);
  }

  allocate(trackId: number | null, periodMonth: string, earned: bigint): { payee: Payee; amount: bigint }[] {
    const entry = trackId === null ? undefined : this.live.get(trackId);
    if (!entry || periodMonth < entry.split.effectiveFrom) return [{ payee: { kind: 'owner' }, amount: earned }];
    const { split, invites } = entry;
    const paidSoFar = split.recouped + (this.recouped.get(split.id) ?? 0n);
    const recoupPayee = invites.find((invite) => invite.id === split.recoupInviteId);
    const plan: SplitPlan<Payee> = {
      owner: { kind: 'owner' },
      shares: invites.map((invite) => ({ payee: { kind: 'invite', invite }, shareBp: invite.shareBp })),
      recoup: recoupPayee && split.recoupAmount !== null ? { payee: { kind: 'invite', invite: recoupPayee }, remaining: split.recoupAmount - paidSoFar } : undefined,
    };
    const result = splitEarnings(earned, plan);
    if (result.recouped > 0n) this.recouped.set(split.id, (this.recouped.get(split.id) ?? 0n) + result.recouped);
    const merged = new Map<string, { payee: Payee; amount: bigint }>();
    for (const part of result.parts) {
      const key = part.payee.kind === 'owner' ? 'owner' : `invite:${part.payee.invite.id}`;
      const seen = merged.get(key);
      merged.set(key, { payee: part.payee, amount: (seen?.amount ?? 0n) + part.amount });
    }
    return [...merged.values()];
  }

  /** Adds this import's recoup payments to each split. */
  async saveRecouped(db: Db) {
    for (const [splitId, amount] of this.recouped)
      await db
        .update(splits)
        .set({ recouped: sql`${splits.recouped} + ${amount}` })
        .where(eq(splits.id, splitId));
  }
}
