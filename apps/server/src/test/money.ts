import { eq } from 'drizzle-orm';
import { contracts, releases, royaltyRollups, users } from '@portal/db/schema';
import { ContractSignStatus, ContractType } from '@portal/domain/contracts';
import { SettlementStatus } from '@portal/domain/enums';
import type { RoyaltyTerms } from '@portal/domain/money/royalty';
import { rebuildRoyaltyRollups } from '../modules/money/royalty-rollups.ts';
import { runDueJobs } from '../platform/jobs.ts';
import { multipart, type TestClient, type TestContext } from './harness.ts';
import { signedArtist, validSingle } from './releases.ts';

/** The generic report layout's header row (decision 022). */
export const SALES_HEADER = 'reporting_period,sale_period,store,country,isrc,upc,units,currency,revenue';

/**
 * A settled artist with one approved single ("Night Lights" / the track's title) whose track has this ISRC; with a
 * contract start, a signed main agreement from that date (and its royalty terms, if given).
 */
export async function settledArtistWithSingle(
  ctx: TestContext,
  operator: TestClient,
  isrc: string,
  options: { nickname?: string; title?: string; contractStart?: Date; royaltyTerms?: Partial<RoyaltyTerms> } = {},
) {
  const artist = await signedArtist(ctx, { region: 'US', ...(options.nickname ? { nickname: options.nickname } : {}) });
  await ctx.services.db.update(users).set({ status: SettlementStatus.SETTLED }).where(eq(users.id, artist.userId));
  await ctx.services.sessions.invalidateUser(artist.userId);
  const release = await artist.client.post('/api/release', await validSingle(ctx, artist.userId, {}, { isrc, ...(options.title ? { title: options.title } : {}) }));
  if (release.status !== 200) throw new Error(`release refused: ${JSON.stringify(release.body)}`);
  const albumId = release.body.data.albumId as number;
  await operator.post('/api/admin/releases/decide', { albumId, decision: 'approve' });
  if (options.contractStart) {
    await ctx.services.db.insert(contracts).values({
      userId: artist.userId,
      type: ContractType.MAIN_AGREEMENT,
      signStatus: ContractSignStatus.ALL_SIGNED,
      contractNumber: `T-${artist.userId}`,
      signMethod: 'SIMPLE_SIGN',
      region: 'US',
      language: 'en',
      legalName: 'Test Artist',
      startTime: options.contractStart,
      royaltyTerms: options.royaltyTerms ?? null,
    });
  }
  const [row] = await ctx.services.db.select({ upc: releases.upc }).from(releases).where(eq(releases.id, albumId));
  return { ...artist, isrc, albumId, songId: release.body.data.tracks[0].songId as number, upc: row?.upc ?? '' };
}

/** Uploads a sales report in the console as an operator, runs the import job, and answers with the import. */
export async function importSalesReport(ctx: TestContext, operator: TestClient, text: string, fileName: string, rates?: Record<string, string>) {
  const answer = await operator.call(
    'POST',
    '/api/admin/sales-imports',
    multipart({ fileName, ...(rates ? { rates: JSON.stringify(rates) } : {}) }, { file: { name: fileName, type: 'text/csv', bytes: Buffer.from(text) } }),
  );
  if (answer.status !== 200) throw new Error(`import refused: ${JSON.stringify(answer.body)}`);
  await runDueJobs(ctx.services);
  const list = (await operator.get('/api/admin/sales-imports', { count: '100' })).body.data.imports as { id: number; status: string }[];
  return { ...list.find((row) => row.id === answer.body.data.salesImport.id)!, duplicate: answer.body.data.duplicate as boolean } as Record<string, any>;
}

/** The rollups as kept (by the imports and split moves) and as rebuilt from the entries; a test expects them equal. */
export async function rollupsKeptAndRebuilt(ctx: TestContext) {
  const read = async () =>
    (await ctx.services.db.select().from(royaltyRollups).orderBy(royaltyRollups.userId, royaltyRollups.dimension, royaltyRollups.grain, royaltyRollups.periodMonth, royaltyRollups.key)).map((row) => ({
      ...row,
      gross: String(row.gross),
      amount: String(row.amount),
      units: Number(row.units),
    }));
  const kept = await read();
  await rebuildRoyaltyRollups(ctx.services.db);
  return { kept, rebuilt: await read() };
}
