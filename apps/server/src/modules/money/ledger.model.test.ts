import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { users } from '@portal/db/schema';
import type { Db } from '@portal/db/client';
import { SettlementStatus } from '@portal/domain/enums';
import { formatMicros, parseMicros, SETTLEMENT_CURRENCY } from '@portal/domain/money/micros';
import { applyCommission, recoupAdvance } from '@portal/domain/money/royalty';
import { nextWithdrawStatuses, payoutFee, MIN_WITHDRAWAL_MICROS, type WithdrawStatus } from '@portal/domain/money/withdrawal';
import { createTestContext, multipart, signUpArtist, type TestClient, type TestContext, signUpOperator } from '../../test/harness.ts';
import { validSingle } from '../../test/releases.ts';
import { runDueJobs } from '../../platform/jobs.ts';
import { balancesFromPostings, cachedBalances, post } from './ledger.ts';
import { earningsPostings } from './earnings.ts';
import { statementData } from './reports/statement.ts';

let ctx: TestContext;
let operator: TestClient;
beforeAll(async () => {
  ctx = await createTestContext();
  operator = await signUpOperator(ctx);
});
afterAll(() => ctx.close());

const CENT = 10_000n;
const SHARE_BP = 9_000;

interface ModelUser {
  id: number;
  email: string;
  isrc: string;
  albumId: number;
  songId: number;
  client: TestClient;
  available: bigint;
  advance: bigint;
  /** What the statements show the account earned from store reports. */
  earned: bigint;
}
/** A split of user 0's song with user 1: a share, and optionally a recoup paid to user 1 first. */
interface ModelSplit {
  shareBp: number;
  recoup: bigint;
  recouped: bigint;
  accepted: boolean;
  /** Earned by user 1 before accepting, held for them. */
  held: bigint;
  /** Everything user 1's share earned, held or paid. */
  earned: bigint;
}
interface ModelWithdrawal {
  id: number;
  user: number;
  key: string;
  amount: bigint;
  fee: bigint;
  status: WithdrawStatus;
}
interface Model {
  users: ModelUser[];
  withdrawals: ModelWithdrawal[];
  split: ModelSplit | null;
}

let isrcs = 0;
/** A settled artist with an approved single, so store reports can pay them. */
async function settledArtist(): Promise<ModelUser> {
  const artist = await signUpArtist(ctx, { region: 'US' });
  await ctx.services.db.update(users).set({ status: SettlementStatus.SETTLED, signStatus: 2 }).where(eq(users.id, artist.userId));
  await ctx.services.sessions.invalidateUser(artist.userId);
  const isrc = `QZMOD26${String(++isrcs).padStart(5, '0')}`;
  const release = (await artist.client.post('/api/release', await validSingle(ctx, artist.userId, {}, { isrc }))).body.data;
  await operator.post('/api/admin/releases/decide', { albumId: release.albumId, decision: 'approve' });
  return { id: artist.userId, email: artist.email, isrc, albumId: release.albumId, songId: release.tracks[0].songId, client: artist.client, available: 0n, advance: 0n, earned: 0n };
}

/** After every step: the ledger sums to zero, cached balances equal the postings, and each balance equals the model's. */
async function checkInvariants(model: Model) {
  const computed = await balancesFromPostings(ctx.services.db);
  expect([...computed.values()].reduce((sum, value) => sum + value, 0n)).toBe(0n);
  const cached = await cachedBalances(ctx.services.db);
  for (const [code, value] of computed) expect(cached.get(code) ?? 0n, code).toBe(value);
  for (const user of model.users) {
    const balance = (await user.client.get('/api/revenue/balance')).body.data;
    const pending = model.withdrawals.filter((w) => w.user === user.id && ['Notified', 'Collected', 'BankFeedback'].includes(w.status)).reduce((sum, w) => sum + w.amount, 0n);
    expect(balance).toMatchObject({
      currency: SETTLEMENT_CURRENCY,
      available: formatMicros(user.available),
      advanceOutstanding: formatMicros(user.advance),
      pendingWithdrawals: formatMicros(pending),
    });
    expect((await user.client.get('/api/revenue/royalty/total')).body.data.total).toBe(formatMicros(user.earned));
  }
  if (model.split) {
    const [song] = (await model.users[1]!.client.get('/api/split/invitee/song')).body.data.songs;
    expect(song).toMatchObject({ status: model.split.accepted ? 'ACCEPTED' : 'NOTIFIED', earned: formatMicros(model.split.earned) });
  }
  for (const user of model.users) await checkStatements(user);
  // Each step lands a month later than the one before, so the statements cover many months. The ledger refuses
  // changes (a trigger); only this test, standing in for the passing of time, moves its dates, triggers off.
  await ctx.services.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`update ledger_transactions set created_at = created_at - interval '1 month'`);
  });
}

/**
 * Issue 25: every month's statement adds up (opening + its lines = closing), follows on from the month before
 * (opening = the previous statement's closing) and the newest ends at the ledger balance; the balance history's
 * movements add up to the balance, each balance-after following from the one before.
 */
async function checkStatements(user: ModelUser) {
  const [row] = await ctx.services.db.select().from(users).where(eq(users.id, user.id));
  const list = (await user.client.get('/api/revenue/statement/list')).body.data as { months: { month: string; credited: string; debited: string; closing: string }[] };
  let previousClosing = 0n;
  for (const listed of [...list.months].reverse()) {
    const data = await statementData(ctx.services.db as Db, row!, listed.month);
    const lines = data.movements.flatMap((movement) => movement.lines);
    expect(data.opening.balance, `${listed.month} opens where the month before closed`).toBe(previousClosing);
    expect(data.opening.balance + lines.reduce((sum, line) => sum + line.amount, 0n), `${listed.month} adds up`).toBe(data.closing.balance);
    expect(formatMicros(data.closing.balance)).toBe(listed.closing);
    expect(formatMicros(lines.filter((line) => line.amount > 0n).reduce((sum, line) => sum + line.amount, 0n))).toBe(listed.credited);
    previousClosing = data.closing.balance;
  }
  expect(previousClosing, 'the newest statement closes at the balance').toBe(user.available);
  const history = (await user.client.get('/api/revenue/balance/history', { pageSize: '100' })).body.data as {
    balance: string;
    movements: { amount: string; balanceAfter: string; lines: { amount: string }[] }[];
  };
  expect(history.balance).toBe(formatMicros(user.available));
  let after = user.available;
  for (const movement of history.movements) {
    expect(movement.balanceAfter).toBe(formatMicros(after));
    const amount = parseMicros(movement.amount)!;
    expect(movement.lines.reduce((sum, line) => sum + parseMicros(line.amount)!, 0n)).toBe(amount);
    after -= amount;
  }
  expect(after, 'the history starts from nothing').toBe(0n);
}

type Command = fc.AsyncCommand<Model, object>;

const min = (a: bigint, b: bigint) => (a < b ? a : b);

/** Earnings reach the account after its advance is recouped. */
function credit(user: ModelUser, amount: bigint) {
  const { recouped, paid } = recoupAdvance(amount, user.advance);
  user.available += paid;
  user.advance -= recouped;
  user.earned += amount;
}

const createSplit = (shareBp: number, recoupCents: number): Command => ({
  check: (model) => model.split === null,
  async run(model) {
    const [owner, collaborator] = model.users;
    const share = (shareBp / 100).toFixed(2);
    const recoup = recoupCents > 0 ? { recoup: { email: collaborator!.email, amount: formatMicros(BigInt(recoupCents) * CENT) } } : {};
    const answer = await owner!.client.post('/api/split/album/create', {
      albumId: owner!.albumId,
      effectiveFrom: '2026-01',
      songs: [{ songId: owner!.songId, collaborators: [{ email: collaborator!.email, share }], ...recoup }],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    model.split = { shareBp, recoup: BigInt(recoupCents) * CENT, recouped: 0n, accepted: false, held: 0n, earned: 0n };
    await checkInvariants(model);
  },
  toString: () => `createSplit(${shareBp}, ${recoupCents})`,
});

const acceptSplit = (): Command => ({
  check: (model) => model.split !== null && !model.split.accepted,
  async run(model) {
    const collaborator = model.users[1]!;
    const [song] = (await collaborator.client.get('/api/split/invitee/song')).body.data.songs;
    const answer = await collaborator.client.post('/api/split/update-user-split-song', { inviteId: song.inviteId, action: 'accept' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    model.split!.accepted = true;
    credit(collaborator, model.split!.held);
    model.split!.held = 0n;
    await checkInvariants(model);
  },
  toString: () => 'acceptSplit()',
});

const sale = (user: number, cents: number): Command => ({
  check: () => true,
  async run(model) {
    const u = model.users[user]!;
    const gross = BigInt(cents) * CENT + 37n;
    const db = ctx.services.db as Db;
    const { postings } = await earningsPostings(db, { userId: u.id, gross, shareBp: SHARE_BP, currency: SETTLEMENT_CURRENCY });
    await post(db, { kind: 'sales', ref: 'model' }, postings);
    const { recouped, paid } = recoupAdvance(applyCommission(gross, SHARE_BP).artist, u.advance);
    u.available += paid;
    u.advance -= recouped;
    await checkInvariants(model);
  },
  toString: () => `sale(${user}, ${cents})`,
});

let reports = 0;
/** A store report through the real import: one line for the artist's track, one no track matches (into suspense). */
const importedSale = (user: number, cents: number): Command => ({
  check: () => true,
  async run(model) {
    const u = model.users[user]!;
    const gross = BigInt(cents) * CENT + 37n;
    const name = `model-${++reports}.csv`;
    const text = [
      'reporting_period,sale_period,store,country,isrc,upc,units,currency,revenue',
      `2026-10,2026-09,Spotify,US,${u.isrc},,100,USD,${formatMicros(gross)}`,
      `2026-10,2026-09,Spotify,US,QZNONE${String(reports).padStart(6, '0')},,1,USD,0.010000`,
    ].join('\n');
    const answer = await operator.call('POST', '/api/admin/sales-imports', multipart({ fileName: name }, { file: { name, type: 'text/csv', bytes: Buffer.from(text) } }));
    expect(answer.status).toBe(200);
    await runDueJobs(ctx.services);
    // First contract year (no contract start): the whole of it is the artist's, the split's recoup and share taken
    // out, an advance taking its part of each payee's first.
    const split = user === 0 ? model.split : null;
    let ownerPart = gross;
    if (split) {
      const recouped = gross > 0n ? min(gross, split.recoup - split.recouped) : 0n;
      split.recouped += recouped;
      // Largest remainder of two parts: the owner's rounds half up, as the artist's does against the commission.
      ownerPart = applyCommission(gross - recouped, 10_000 - split.shareBp).artist;
      const collaborator = gross - ownerPart;
      split.earned += collaborator;
      if (split.accepted) credit(model.users[1]!, collaborator);
      else split.held += collaborator;
    }
    credit(u, ownerPart);
    await checkInvariants(model);
  },
  toString: () => `importedSale(${user}, ${cents})`,
});

const advance = (user: number, cents: number): Command => ({
  check: () => true,
  async run(model) {
    const u = model.users[user]!;
    const answer = await operator.post('/api/admin/advances', { userId: u.id, amount: formatMicros(BigInt(cents) * CENT), note: 'Model advance' });
    expect(answer.status).toBe(200);
    u.available += BigInt(cents) * CENT;
    u.advance += BigInt(cents) * CENT;
    await checkInvariants(model);
  },
  toString: () => `advance(${user}, ${cents})`,
});

let keys = 0;
const withdraw = (user: number, cents: number, method: 'paypal' | 'bank_transfer' | 'local'): Command => ({
  check: () => true,
  async run(model) {
    const u = model.users[user]!;
    const amount = BigInt(cents) * CENT;
    const fee = payoutFee(amount, method);
    const key = `model-${Date.now()}-${keys++}`;
    const destination =
      method === 'paypal' ? { method, email: 'pay@example.com' } : method === 'bank_transfer' ? { method, accountName: 'Model Artist', bankName: 'First Bank', accountNumber: '12345678' } : { method };
    const answer = await u.client.post('/api/revenue/withdraw', { amount: formatMicros(amount), destination, idempotencyKey: key });
    if (amount >= MIN_WITHDRAWAL_MICROS && u.available >= amount + fee) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      u.available -= amount + fee;
      model.withdrawals.push({ id: answer.body.data.id, user: u.id, key, amount, fee, status: 'Notified' });
      // The same key again answers with the same withdrawal and posts nothing.
      const replay = await u.client.post('/api/revenue/withdraw', { amount: formatMicros(amount), destination, idempotencyKey: key });
      expect(replay.body.data.id).toBe(answer.body.data.id);
    } else {
      expect(answer.status).toBe(400);
      expect(answer.body.baseResponse.details![0]!.messageKey).toBe(amount < MIN_WITHDRAWAL_MICROS ? 'money_withdraw_below_minimum' : 'money_withdraw_insufficient');
    }
    await checkInvariants(model);
  },
  toString: () => `withdraw(${user}, ${cents}, ${method})`,
});

const move = (index: number, status: WithdrawStatus): Command => ({
  check: (model) => model.withdrawals.length > 0,
  async run(model) {
    const w = model.withdrawals[index % model.withdrawals.length]!;
    const answer = await operator.post('/api/admin/withdrawals/move', { id: w.id, status });
    if (nextWithdrawStatuses(w.status).includes(status)) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      w.status = status;
      if (status === 'Failed') model.users.find((u) => u.id === w.user)!.available += w.amount + w.fee;
    } else {
      expect(answer.status).toBe(409);
    }
    await checkInvariants(model);
  },
  toString: () => `move(${index}, ${status})`,
});

describe('ledger against a model', () => {
  it('keeps every balance equal to the model through sales, store report imports, royalty splits, advances, withdrawals, payouts and reversals', async () => {
    const user = fc.integer({ min: 0, max: 1 });
    const commands = [
      fc.tuple(user, fc.integer({ min: 0, max: 50_000 })).map(([u, cents]) => sale(u, cents)),
      fc.tuple(user, fc.integer({ min: 0, max: 30_000 })).map(([u, cents]) => importedSale(u, cents)),
      fc.tuple(user, fc.integer({ min: 1, max: 20_000 })).map(([u, cents]) => advance(u, cents)),
      fc.tuple(user, fc.integer({ min: 1, max: 40_000 }), fc.constantFrom('paypal' as const, 'bank_transfer' as const, 'local' as const)).map(([u, cents, method]) => withdraw(u, cents, method)),
      fc.tuple(fc.nat(), fc.constantFrom<WithdrawStatus>('Collected', 'BankFeedback', 'Success', 'Failed')).map(([index, status]) => move(index, status)),
      fc.tuple(fc.constantFrom(1_000, 2_550, 3_333), fc.constantFrom(0, 0, 1_500)).map(([shareBp, recoupCents]) => createSplit(shareBp, recoupCents)),
      fc.integer({ min: 1, max: 30_000 }).map((cents) => importedSale(0, cents)),
      fc.constant(null).map(() => acceptSplit()),
    ];
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 14 }), async (cmds) => {
        const model: Model = { users: [await settledArtist(), await settledArtist()], withdrawals: [], split: null };
        await fc.asyncModelRun(() => ({ model, real: {} }), cmds);
      }),
      { numRuns: 12 },
    );
  }, 120_000);
});
