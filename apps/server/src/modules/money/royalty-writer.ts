import { and, eq, inArray } from 'drizzle-orm';
import { contracts } from '@portal/db/schema';
import type { Db } from '@portal/db/client';
import { copyText, openBulkWriter, type BulkWriter } from '@portal/db/bulk';
import { ContractSignStatus, ContractType } from '@portal/domain/contracts';
import { platforms } from '@portal/domain/catalog/platforms';
import { SETTLEMENT_CURRENCY } from '@portal/domain/money/micros';
import { applyCommission, artistShareBp, DEFAULT_ROYALTY_TERMS, type RoyaltyTerms } from '@portal/domain/money/royalty';
import { liveSplits, SplitAllocator } from '../splits/allocation.ts';
import { Accounts } from './accounts.ts';
import type { Owner } from './catalogue-matcher.ts';
import { artistPostings } from './earnings.ts';
import { post, type Posting, type TransactionInput } from './ledger.ts';
import { RollupCounter } from './royalty-rollups.ts';

/** One matched sale to credit: the owner's track or release, where and when it sold, what the store pays (micros). */
export interface Sale {
  owner: Owner;
  store: string;
  country: string;
  /** yyyy-MM-01 */
  periodMonth: string;
  saleType: string;
  units: number;
  gross: bigint;
}

const ENTRY_COLUMNS = [
  'import_id',
  'user_id',
  'owner_user_id',
  'role',
  'split_invite_id',
  'release_id',
  'track_id',
  'store',
  'country',
  'period_month',
  'sale_type',
  'units',
  'gross',
  'commission',
  'amount',
];

const inHouseStores = new Set(platforms.filter((platform) => platform.type === 'in-house').map((platform) => platform.name.toLowerCase()));

const NULL = '\\N';

type Terms = { start: Date | null; terms: RoyaltyTerms };

/**
 * Credits sales: the commission of the owner's contract, the song's split (a collaborator who has not accepted yet is
 * held on their invitation), one statement entry per payee streamed into royalty_entries, and the rollups. finish()
 * posts it all as one balanced ledger transaction in the same database transaction.
 */
export class RoyaltyWriter {
  private readonly terms = new Map<number, Terms>();
  /** The artist's share by account, then sales month (and in-house). */
  private readonly shares = new Map<number, Map<string, number>>();
  private readonly inHouse = new Map<string, boolean>();

  private readonly allocator = new SplitAllocator(new Map());
  private readonly rollups = new RollupCounter();
  private readonly earnedByUser = new Map<number, bigint>();
  private readonly heldByInvite = new Map<number, bigint>();
  /** Split shares of this transaction: what each owner's catalogue paid to collaborators, what each collaborator got. */
  private readonly splitPaidByOwner = new Map<number, bigint>();
  private readonly splitReceivedByUser = new Map<number, bigint>();
  private commission = 0n;
  private readonly loadedTracks = new Set<number>();
  entries = 0;

  private constructor(
    private readonly tx: Db,
    /** Where catalogue data is read while the entries stream (another connection when the transaction's is busy). */
    readonly reader: Db,
    private readonly importId: number,
    private readonly writer: BulkWriter,
  ) {}

  /**
   * Runs `work` with a writer on the transaction `tx`; if it fails, the entries' COPY is failed first so that the
   * transaction can roll back (a connection in the middle of a COPY takes no other command).
   */
  static async using<T>(tx: Db, otherConnection: Db, importId: number, work: (royalties: RoyaltyWriter) => Promise<T>): Promise<T> {
    const writer = await openBulkWriter(tx, 'royalty_entries', ENTRY_COLUMNS);
    try {
      return await work(new RoyaltyWriter(tx, writer.streaming ? otherConnection : tx, importId, writer));
    } catch (error) {
      await writer.abort();
      throw error;
    }
  }

  /** Reads the contracts and splits of owners and tracks not seen before; call before crediting their sales. */
  async prepare(owners: readonly Owner[]) {
    const userIds = [...new Set(owners.map((owner) => owner.userId))].filter((userId) => !this.terms.has(userId));
    const trackIds = [...new Set(owners.flatMap((owner) => (owner.trackId === null ? [] : [owner.trackId])))].filter((trackId) => !this.loadedTracks.has(trackId));
    if (userIds.length) {
      for (const userId of userIds) this.terms.set(userId, { start: null, terms: DEFAULT_ROYALTY_TERMS });
      const rows = await this.reader
        .select({ userId: contracts.userId, startTime: contracts.startTime, royaltyTerms: contracts.royaltyTerms })
        .from(contracts)
        .where(
          and(inArray(contracts.userId, userIds), eq(contracts.type, ContractType.MAIN_AGREEMENT), inArray(contracts.signStatus, [ContractSignStatus.USER_SIGNED, ContractSignStatus.ALL_SIGNED])),
        );
      for (const row of rows) this.terms.set(row.userId, { start: row.startTime, terms: { ...DEFAULT_ROYALTY_TERMS, ...((row.royaltyTerms as Partial<RoyaltyTerms> | null) ?? {}) } });
    }
    if (trackIds.length) {
      for (const trackId of trackIds) this.loadedTracks.add(trackId);
      this.allocator.include(await liveSplits(this.reader, trackIds));
    }
  }

  private shareBp(userId: number, periodMonth: string, store: string): number {
    let inHouse = this.inHouse.get(store);
    if (inHouse === undefined) this.inHouse.set(store, (inHouse = inHouseStores.has(store.toLowerCase())));
    let byMonth = this.shares.get(userId);
    if (!byMonth) this.shares.set(userId, (byMonth = new Map()));
    const key = inHouse ? `${periodMonth}|in-house` : periodMonth;
    let share = byMonth.get(key);
    if (share === undefined) {
      const { start, terms } = this.terms.get(userId) ?? { start: null, terms: DEFAULT_ROYALTY_TERMS };
      share = artistShareBp(terms, { periodStart: periodMonth, inHouse }, start);
      byMonth.set(key, share);
    }
    return share;
  }

  /** Credits one sale; await the result when it is a promise (the database is behind). */
  credit(sale: Sale): Promise<void> | void {
    const { owner } = sale;
    const { artist, commission } = applyCommission(sale.gross, this.shareBp(owner.userId, sale.periodMonth, sale.store));
    this.commission += commission;
    const where = { periodMonth: sale.periodMonth, store: sale.store, country: sale.country, releaseId: owner.releaseId, trackId: owner.trackId, saleType: sale.saleType, units: sale.units };
    let pending: Promise<void> | undefined;
    for (const { payee, amount } of this.allocator.allocate(owner.trackId, sale.periodMonth, artist)) {
      const isOwner = payee.kind === 'owner';
      const userId = isOwner ? owner.userId : payee.invite.status === 'ACCEPTED' ? payee.invite.inviteeUserId : null;
      const gross = isOwner ? sale.gross : 0n;
      const entryCommission = isOwner ? commission : 0n;
      // The row in COPY text, in ENTRY_COLUMNS order: written for every line, so without an array of values.
      const row = `${this.importId}\t${userId ?? NULL}\t${owner.userId}\t${isOwner ? `owner\t${NULL}` : `split\t${payee.invite.id}`}\t${owner.releaseId}\t${owner.trackId ?? NULL}\t${copyText(sale.store)}\t${copyText(sale.country)}\t${sale.periodMonth}\t${copyText(sale.saleType)}\t${sale.units}\t${gross}\t${entryCommission}\t${amount}`;
      pending = this.writer.writeText(row) ?? pending;
      this.entries++;
      if (!isOwner) add(this.splitPaidByOwner, owner.userId, amount);
      if (!isOwner && userId !== null) add(this.splitReceivedByUser, userId, amount);
      if (userId !== null) {
        this.earnedByUser.set(userId, (this.earnedByUser.get(userId) ?? 0n) + amount);
        this.rollups.add(userId, where, gross, amount);
      } else if (!isOwner) this.heldByInvite.set(payee.invite.id, (this.heldByInvite.get(payee.invite.id) ?? 0n) + amount);
    }
    return pending;
  }

  /**
   * Ends the entries and posts the transaction: `sources` say where the credited revenue came from (the stores, or
   * suspense); the commission, held shares and each account's earnings (recouping advances first) balance them.
   */
  async finish(transaction: TransactionInput, sources: Posting[]): Promise<number | null> {
    await this.writer.end();
    await this.rollups.save(this.tx);
    await this.allocator.saveRecouped(this.tx);
    const postings: Posting[] = [...sources, { account: Accounts.commission(SETTLEMENT_CURRENCY), amount: this.commission }];
    for (const [inviteId, amount] of this.heldByInvite) postings.push({ account: Accounts.held(inviteId, SETTLEMENT_CURRENCY), amount });
    for (const [userId, earned] of this.earnedByUser) postings.push(...(await artistPostings(this.tx, userId, earned, SETTLEMENT_CURRENCY)).postings);
    if (postings.every((posting) => posting.amount === 0n) && this.entries === 0) return null;
    const splits = { paid: amountsByUser(this.splitPaidByOwner), received: amountsByUser(this.splitReceivedByUser) };
    return post(this.tx, { ...transaction, memo: { ...transaction.memo, entries: this.entries, splits } }, postings);
  }
}

function add(map: Map<number, bigint>, key: number, amount: bigint) {
  map.set(key, (map.get(key) ?? 0n) + amount);
}

/** Micro-unit amounts per user id as the transaction memo keeps them (JSON has no bigint). */
const amountsByUser = (map: Map<number, bigint>) => Object.fromEntries([...map].filter(([, amount]) => amount !== 0n).map(([userId, amount]) => [userId, amount.toString()]));
