import { randomUUID } from 'node:crypto';
import { pipeline, Transform, type Readable } from 'node:stream';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { contracts, jobs, releases, royaltyEntries, salesImports, salesSuspense, tracks } from '@portal/db/schema';
import type { Db } from '@portal/db/client';
import { ContractSignStatus, ContractType } from '@portal/domain/contracts';
import { platforms } from '@portal/domain/catalog/platforms';
import { SETTLEMENT_CURRENCY, toMicros } from '@portal/domain/money/micros';
import { applyCommission, artistShareBp, DEFAULT_ROYALTY_TERMS, type RoyaltyTerms } from '@portal/domain/money/royalty';
import type { Services } from '../../platform/services.ts';
import { isUniqueViolation } from '../account/create-profile.ts';
import { Accounts } from './accounts.ts';
import { artistPostings } from './earnings.ts';
import { liveSplits, SplitAllocator } from '../splits/allocation.ts';
import { post, type Posting } from './ledger.ts';
import { openSalesReport, readLines } from './sales-formats/index.ts';
import type { SalesLine } from './sales-formats/types.ts';

export const SALES_IMPORT_JOB = 'sales-import';
export type SalesImportRow = typeof salesImports.$inferSelect;

const BATCH = 5_000;
const PROGRESS_EVERY = 20_000;

/**
 * Stores a report and queues its import. The same file again (by SHA-256) is the import already made: nothing is
 * stored or posted twice.
 */
export async function queueSalesImport(
  services: Services,
  input: { fileName: string; source: 'console' | 'folder'; createdByUserId?: number; rates: Record<string, string>; content: Readable | AsyncIterable<Uint8Array> },
): Promise<{ salesImport: SalesImportRow; duplicate: boolean }> {
  const objectKey = `sales-reports/${randomUUID()}`;
  const written = await services.files.putStream(objectKey, input.content, 'text/plain');
  const existing = await byHash(services.db, written.sha256);
  if (existing) {
    await services.files.delete(objectKey);
    return { salesImport: existing, duplicate: true };
  }
  try {
    return await services.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(salesImports)
        .values({ fileName: input.fileName.slice(0, 200), contentHash: written.sha256, objectKey, sizeBytes: written.size, status: 'queued', rates: input.rates, source: input.source, createdByUserId: input.createdByUserId ?? null })
        .returning();
      await tx.insert(jobs).values({ kind: SALES_IMPORT_JOB, payload: { importId: row!.id } });
      return { salesImport: row!, duplicate: false };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await services.files.delete(objectKey);
    return { salesImport: (await byHash(services.db, written.sha256))!, duplicate: true };
  }
}

async function byHash(db: Db, hash: string) {
  const [row] = await db.select().from(salesImports).where(eq(salesImports.contentHash, hash));
  return row;
}

interface Owner {
  userId: number;
  releaseId: number;
  trackId: number | null;
}

/** What one account earned from one report, by the grain of its statements. */
interface Aggregate extends Owner {
  store: string;
  country: string;
  periodMonth: string;
  saleType: string;
  units: number;
  gross: bigint;
}

/** Finds our tracks by ISRC and releases by UPC, a batch of lines at a time, remembering what it looked up. */
class CatalogueMatcher {
  private readonly byIsrc = new Map<string, Owner | null>();
  private readonly byUpc = new Map<string, Owner | null>();

  constructor(private readonly db: Db) {}

  async load(lines: SalesLine[]) {
    const isrcs = [...new Set(lines.map((line) => line.isrc).filter((isrc): isrc is string => !!isrc && !this.byIsrc.has(isrc)))];
    const upcs = [...new Set(lines.map((line) => line.upc).filter((upc): upc is string => !!upc && !this.byUpc.has(upc)))];
    if (isrcs.length) {
      const rows = await this.db
        .select({ isrc: tracks.isrc, trackId: tracks.id, releaseId: tracks.releaseId, userId: releases.ownerUserId })
        .from(tracks)
        .innerJoin(releases, eq(releases.id, tracks.releaseId))
        .where(and(inArray(tracks.isrc, isrcs), isNull(releases.deletedAt), eq(releases.isDraft, false)))
        .orderBy(asc(tracks.id));
      for (const isrc of isrcs) this.byIsrc.set(isrc, null);
      for (const row of rows) if (!this.byIsrc.get(row.isrc)) this.byIsrc.set(row.isrc, { userId: row.userId, releaseId: row.releaseId, trackId: row.trackId });
    }
    if (upcs.length) {
      const rows = await this.db
        .select({ upc: releases.upc, releaseId: releases.id, userId: releases.ownerUserId })
        .from(releases)
        .where(and(inArray(releases.upc, upcs), isNull(releases.deletedAt)));
      for (const upc of upcs) this.byUpc.set(upc, null);
      for (const row of rows) this.byUpc.set(row.upc!, { userId: row.userId, releaseId: row.releaseId, trackId: null });
    }
  }

  /** A track by its ISRC first; a release by its UPC for album sales. */
  match(line: SalesLine): Owner | null {
    return (line.isrc ? this.byIsrc.get(line.isrc) : null) ?? (line.upc ? this.byUpc.get(line.upc) : null) ?? null;
  }
}

const inHouseStores = new Set(platforms.filter((platform) => platform.type === 'in-house').map((platform) => platform.name.toLowerCase()));

/**
 * The import job: reads the stored report as a stream, matches its lines, keeps unmatched ones in suspense and adds
 * the rest up per account, track, store, country, month and kind of sale. At the end one database transaction
 * writes the statement entries and posts one ledger transaction for the whole report (decision 022).
 */
export async function runSalesImport(services: Services, importId: number): Promise<void> {
  const [row] = await services.db.select().from(salesImports).where(eq(salesImports.id, importId));
  if (!row || row.status === 'done' || row.status === 'failed') return;
  // A retry after a crash starts over: suspense lines are not money until the final transaction.
  await services.db.delete(salesSuspense).where(eq(salesSuspense.importId, importId));
  await services.db.update(salesImports).set({ status: 'running', error: null }).where(eq(salesImports.id, importId));

  const object = await services.files.getStream(row.objectKey);
  if (!object) return failImport(services, importId, 'the stored report is missing');
  let bytesRead = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytesRead += chunk.byteLength;
      done(null, chunk);
    },
  });
  // The pipeline ends or destroys both streams together and takes their errors (an early stop is not a failure).
  pipeline(object.stream, counted, () => {});
  const report = await openSalesReport(readLines(counted));
  if (!report) {
    counted.destroy();
    return failImport(services, importId, 'unknown report layout: the header row matches none we read');
  }
  await services.db.update(salesImports).set({ format: report.format.id }).where(eq(salesImports.id, importId));

  const rates: Record<string, string> = { ...(row.rates as Record<string, string>), [SETTLEMENT_CURRENCY]: '1' };
  const matcher = new CatalogueMatcher(services.db);
  const aggregates = new Map<string, Aggregate>();
  const counts = { read: 0, matched: 0, unmatched: 0, invalid: 0 };
  let gross = 0n;
  let suspenseGross = 0n;
  let batch: SalesLine[] = [];
  let suspense: (typeof salesSuspense.$inferInsert)[] = [];

  const flushSuspense = async () => {
    if (suspense.length) await services.db.insert(salesSuspense).values(suspense);
    suspense = [];
  };
  const settleBatch = async () => {
    await matcher.load(batch);
    for (const line of batch) {
      const rate = rates[line.currency];
      const value = rate === undefined ? null : toMicros(line.revenue, rate);
      const owner = matcher.match(line);
      if (value === null || !owner) {
        counts.unmatched++;
        if (value !== null) suspenseGross += value;
        if (value !== null) gross += value;
        suspense.push({
          importId,
          lineNumber: line.lineNumber,
          reason: value === null ? 'no_rate' : 'no_match',
          store: line.store,
          isrc: line.isrc,
          upc: line.upc,
          country: line.country,
          periodStart: line.periodStart,
          units: line.units,
          currency: line.currency,
          revenue: line.revenue,
          gross: value ?? 0n,
        });
        continue;
      }
      counts.matched++;
      gross += value;
      const periodMonth = `${line.periodStart.slice(0, 7)}-01`;
      const key = `${owner.userId}|${owner.releaseId}|${owner.trackId ?? ''}|${line.store}|${line.country}|${periodMonth}|${line.saleType}`;
      const aggregate = aggregates.get(key);
      if (aggregate) {
        aggregate.units += line.units;
        aggregate.gross += value;
      } else {
        aggregates.set(key, { ...owner, store: line.store, country: line.country, periodMonth, saleType: line.saleType, units: line.units, gross: value });
      }
    }
    batch = [];
    await flushSuspense();
  };

  for await (const item of report.items) {
    if ('issue' in item) {
      counts.invalid++;
      suspense.push({ importId, lineNumber: item.issue.lineNumber, reason: 'invalid', raw: item.issue.raw.slice(0, 500), gross: 0n });
      continue;
    }
    counts.read++;
    batch.push(item.line);
    if (batch.length >= BATCH) await settleBatch();
    if ((counts.read + counts.invalid) % PROGRESS_EVERY === 0) {
      await services.db
        .update(salesImports)
        .set({ bytesRead, linesRead: counts.read, linesMatched: counts.matched, linesUnmatched: counts.unmatched, linesInvalid: counts.invalid })
        .where(eq(salesImports.id, importId));
    }
  }
  await settleBatch();
  await flushSuspense();

  await services.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const transactionId = await postImport(db, importId, [...aggregates.values()], gross, suspenseGross);
    await db
      .update(salesImports)
      .set({
        status: 'done',
        bytesRead: row.sizeBytes,
        linesRead: counts.read,
        linesMatched: counts.matched,
        linesUnmatched: counts.unmatched,
        linesInvalid: counts.invalid,
        gross,
        transactionId,
        finishedAt: new Date(),
      })
      .where(eq(salesImports.id, importId));
  });
}

async function failImport(services: Services, importId: number, error: string) {
  await services.db.update(salesImports).set({ status: 'failed', error, finishedAt: new Date() }).where(eq(salesImports.id, importId));
}

/** Each owner's main agreement: when it started and the royalty terms it gives (the product's unless set). */
async function termsOf(db: Db, userIds: number[]) {
  const rows = userIds.length
    ? await db
        .select({ userId: contracts.userId, startTime: contracts.startTime, royaltyTerms: contracts.royaltyTerms })
        .from(contracts)
        .where(and(inArray(contracts.userId, userIds), eq(contracts.type, ContractType.MAIN_AGREEMENT), inArray(contracts.signStatus, [ContractSignStatus.USER_SIGNED, ContractSignStatus.ALL_SIGNED])))
    : [];
  const terms = new Map<number, { start: Date | null; terms: RoyaltyTerms }>();
  for (const row of rows) terms.set(row.userId, { start: row.startTime, terms: { ...DEFAULT_ROYALTY_TERMS, ...((row.royaltyTerms as Partial<RoyaltyTerms> | null) ?? {}) } });
  return (userId: number) => terms.get(userId) ?? { start: null, terms: DEFAULT_ROYALTY_TERMS };
}

/**
 * Statement entries and the report's one ledger transaction: stores pay in, the commission, suspense, and what each
 * account earned (the song's split divided, collaborators who have not accepted yet held on their invitation).
 */
async function postImport(db: Db, importId: number, aggregates: Aggregate[], gross: bigint, suspenseGross: bigint): Promise<number | null> {
  if (gross === 0n && aggregates.length === 0) return null;
  const termsFor = await termsOf(db, [...new Set(aggregates.map((aggregate) => aggregate.userId))]);
  const allocator = new SplitAllocator(await liveSplits(db, [...new Set(aggregates.flatMap((aggregate) => (aggregate.trackId === null ? [] : [aggregate.trackId])))]));
  const entries: (typeof royaltyEntries.$inferInsert)[] = [];
  const earnedByUser = new Map<number, bigint>();
  const heldByInvite = new Map<number, bigint>();
  const add = <K>(map: Map<K, bigint>, key: K, amount: bigint) => map.set(key, (map.get(key) ?? 0n) + amount);
  let commissionTotal = 0n;
  // A fixed order, so a recoup spread over several lines is paid the same way on every run.
  const ordered = [...aggregates].sort((a, b) => (a.trackId ?? 0) - (b.trackId ?? 0) || a.periodMonth.localeCompare(b.periodMonth) || a.store.localeCompare(b.store) || a.country.localeCompare(b.country) || a.saleType.localeCompare(b.saleType));
  for (const aggregate of ordered) {
    const { start, terms } = termsFor(aggregate.userId);
    const share = artistShareBp(terms, { periodStart: aggregate.periodMonth, inHouse: inHouseStores.has(aggregate.store.toLowerCase()) }, start);
    const { artist, commission } = applyCommission(aggregate.gross, share);
    commissionTotal += commission;
    const where = { importId, ownerUserId: aggregate.userId, releaseId: aggregate.releaseId, trackId: aggregate.trackId, store: aggregate.store, country: aggregate.country, periodMonth: aggregate.periodMonth, saleType: aggregate.saleType, units: aggregate.units };
    const parts = allocator.allocate(aggregate.trackId, aggregate.periodMonth, artist);
    const ownerPart = parts.find((part) => part.payee.kind === 'owner')?.amount ?? 0n;
    entries.push({ ...where, userId: aggregate.userId, role: 'owner', gross: aggregate.gross, commission, amount: ownerPart });
    add(earnedByUser, aggregate.userId, ownerPart);
    for (const { payee, amount } of parts) {
      if (payee.kind === 'owner') continue;
      const accepted = payee.invite.status === 'ACCEPTED' && payee.invite.inviteeUserId !== null;
      entries.push({ ...where, userId: accepted ? payee.invite.inviteeUserId : null, role: 'split', splitInviteId: payee.invite.id, gross: 0n, commission: 0n, amount });
      if (accepted) add(earnedByUser, payee.invite.inviteeUserId!, amount);
      else add(heldByInvite, payee.invite.id, amount);
    }
  }
  for (let index = 0; index < entries.length; index += 1_000) await db.insert(royaltyEntries).values(entries.slice(index, index + 1_000));
  await allocator.saveRecouped(db);

  const postings: Posting[] = [
    { account: Accounts.stores(SETTLEMENT_CURRENCY), amount: -gross },
    { account: Accounts.commission(SETTLEMENT_CURRENCY), amount: commissionTotal },
    { account: Accounts.suspense(SETTLEMENT_CURRENCY), amount: suspenseGross },
  ];
  for (const [inviteId, amount] of heldByInvite) postings.push({ account: Accounts.held(inviteId, SETTLEMENT_CURRENCY), amount });
  for (const [userId, earned] of earnedByUser) postings.push(...(await artistPostings(db, userId, earned, SETTLEMENT_CURRENCY)).postings);
  return post(db, { kind: 'sales_import', ref: `sales-import:${importId}`, idempotencyKey: `sales-import:${importId}`, memo: { entries: entries.length } }, postings);
}
