import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ledgerPostings, users, withdrawals } from '@portal/db/schema';
import { SettlementStatus } from '@portal/domain/enums';
import { createTestContext, signUpArtist, type TestClient, type TestContext, signUpOperator } from '../../test/harness.ts';
import { ownerWithMember } from '../../test/teams.ts';
import { balancesFromPostings } from './ledger.ts';

let ctx: TestContext;
let operator: TestClient;
beforeAll(async () => {
  ctx = await createTestContext();
  operator = await signUpOperator(ctx);
});
afterAll(() => ctx.close());

async function settle(userId: number) {
  await ctx.services.db.update(users).set({ status: SettlementStatus.SETTLED, signStatus: 2 }).where(eq(users.id, userId));
  await ctx.services.sessions.invalidateUser(userId);
}

async function fundedArtist(amount: string) {
  const artist = await signUpArtist(ctx, { region: 'US' });
  await settle(artist.userId);
  expect((await operator.post('/api/admin/advances', { userId: artist.userId, amount, note: 'Test funds' })).status).toBe(200);
  return artist;
}

const local = { method: 'local' };
const withdraw = (client: TestClient, amount: string, idempotencyKey: string, destination: unknown = local) => client.post('/api/revenue/withdraw', { amount, destination, idempotencyKey });

describe('withdrawals', () => {
  it('never overdraws: 100 withdrawals at once against ten times the amount, exactly ten succeed', async () => {
    const { client, userId } = await fundedArtist('100.00');
    const answers = await Promise.all(Array.from({ length: 100 }, (_, index) => withdraw(client, '10.00', `parallel-${index}-key`)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
    expect(answers.filter((answer) => answer.status === 400).every((answer) => answer.body.baseResponse.details![0]!.messageKey === 'money_withdraw_insufficient')).toBe(true);
    expect((await client.get('/api/revenue/balance')).body.data).toMatchObject({ available: '0.000000', pendingWithdrawals: '100.000000' });
    expect(await ctx.services.db.select().from(withdrawals).where(eq(withdrawals.userId, userId))).toHaveLength(10);
  });

  it('pays one withdrawal however often the same key is sent, even all at once', async () => {
    const { client, userId } = await fundedArtist('100.00');
    const answers = await Promise.all(Array.from({ length: 100 }, () => withdraw(client, '25.00', 'same-key-0001')));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(new Set(answers.map((answer) => answer.body.data.id)).size).toBe(1);
    expect(await ctx.services.db.select().from(withdrawals).where(eq(withdrawals.userId, userId))).toHaveLength(1);
    expect((await client.get('/api/revenue/balance')).body.data.available).toBe('75.000000');
    const reused = await withdraw(client, '30.00', 'same-key-0001');
    expect(reused.status).toBe(409);
    expect(reused.body.baseResponse.messageKey).toBe('money_idempotency_key_reused');
  });

  it('shows the fee before confirming, takes it with the amount, and gives both back when the payout fails', async () => {
    const { client, email } = await fundedArtist('200.00');
    expect((await client.get('/api/revenue/withdraw/quote', { amount: '100', method: 'paypal' })).body.data).toEqual({ amount: '100.000000', fee: '2.000000', total: '102.000000', currency: 'USD' });
    expect((await client.get('/api/revenue/withdraw/quote', { amount: '50', method: 'bank_transfer' })).body.data.fee).toBe('1.000000');
    const paypal = (await withdraw(client, '100', 'fee-check-0001', { method: 'paypal', email: 'luna@example.com' })).body.data;
    expect(paypal).toMatchObject({ amount: '100.000000', fee: '2.000000', status: 'Notified', destination: 'luna@example.com' });
    expect((await client.get('/api/revenue/balance')).body.data.available).toBe('98.000000');

    expect((await operator.post('/api/admin/withdrawals/move', { id: paypal.id, status: 'Success' })).status).toBe(409);
    expect((await operator.post('/api/admin/withdrawals/move', { id: paypal.id, status: 'Collected' })).body.data.status).toBe('Collected');
    expect((await operator.post('/api/admin/withdrawals/move', { id: paypal.id, status: 'Failed', note: 'PayPal account closed' })).body.data).toMatchObject({
      status: 'Failed',
      failureReason: 'PayPal account closed',
    });
    expect((await client.get('/api/revenue/balance')).body.data).toMatchObject({ available: '200.000000', pendingWithdrawals: '0.000000' });
    expect((await operator.post('/api/admin/withdrawals/move', { id: paypal.id, status: 'Failed' })).status).toBe(409);
    const notices = (await client.get('/api/notice/list', { offset: '0', count: '20' })).body.data;
    expect(JSON.stringify(notices)).toContain('WITHDRAW_FAILED');
    // The notice and its e-mail name the amount as people write it and the operator's reason (issue 25 §2).
    const failedNotice = notices.noticeList.find((notice: { subtype: string }) => notice.subtype === 'WITHDRAW_FAILED');
    expect(failedNotice.content).toBe('Your withdrawal of 100.00 USD could not be paid out: PayPal account closed. The amount and its fee are back in your balance.');
    const mail = await ctx.latestCodeMessage(email);
    expect(mail).toContain('Your withdrawal of 100.00 USD could not be paid out: PayPal account closed.');
    expect(mail).not.toMatch(/\d\.\d{6}/);

    const bank = (await withdraw(client, '150', 'bank-0001', { method: 'bank_transfer', accountName: 'Luna Vale', bankName: 'First Bank', accountNumber: 'DE89 3704 0044 0532 0130 00' })).body.data;
    expect(bank.destination).toBe('First Bank ••••3000');
    const stored = (await ctx.services.db.select().from(withdrawals).where(eq(withdrawals.id, bank.id)))[0]!;
    expect(JSON.stringify(stored.destination)).not.toContain('370400440532013000');
    await operator.post('/api/admin/withdrawals/move', { id: bank.id, status: 'Collected' });
    await operator.post('/api/admin/withdrawals/move', { id: bank.id, status: 'BankFeedback' });
    expect((await operator.post('/api/admin/withdrawals/move', { id: bank.id, status: 'Success', providerReference: 'BATCH-7' })).body.data.status).toBe('Success');
    expect((await client.get('/api/revenue/balance')).body.data).toMatchObject({ available: '49.000000', pendingWithdrawals: '0.000000' });
    expect([...(await balancesFromPostings(ctx.services.db)).values()].reduce((sum, value) => sum + value, 0n)).toBe(0n);
  });

  it('refuses bad requests, unsettled accounts and members without Withdraw, and changes nothing', async () => {
    const { client, userId } = await fundedArtist('50.00');
    const postingsBefore = (await ctx.services.db.select().from(ledgerPostings)).length;
    const bad = [
      [{ amount: '9.99', destination: local, idempotencyKey: 'bad-0001' }, 'money_withdraw_below_minimum'],
      [{ amount: '10.001', destination: local, idempotencyKey: 'bad-0002' }, 'money_amount_invalid'],
      [{ amount: '-20', destination: local, idempotencyKey: 'bad-0003' }, 'money_amount_invalid'],
      [{ amount: '60', destination: local, idempotencyKey: 'bad-0004' }, 'money_withdraw_insufficient'],
      [{ amount: '20', destination: { method: 'paypal', email: 'nope' }, idempotencyKey: 'bad-0005' }, 'money_destination_invalid'],
      [{ amount: '20', destination: { method: 'bank_transfer', accountName: '', bankName: 'B', accountNumber: '1' }, idempotencyKey: 'bad-0006' }, 'money_destination_required'],
    ] as const;
    for (const [body, key] of bad) {
      const answer = await client.post('/api/revenue/withdraw', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(
        answer.body.baseResponse.details!.map((detail: { messageKey: string }) => detail.messageKey),
        JSON.stringify(body),
      ).toContain(key);
    }
    for (const body of [
      { amount: 20, destination: local, idempotencyKey: 'bad-0007' },
      { amount: '20', destination: { method: 'cash' }, idempotencyKey: 'bad-0008' },
      { amount: '20', destination: local, idempotencyKey: 'x' },
    ]) {
      expect((await client.post('/api/revenue/withdraw', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await ctx.services.db.select().from(ledgerPostings)).length).toBe(postingsBefore);
    expect(await ctx.services.db.select().from(withdrawals).where(eq(withdrawals.userId, userId))).toHaveLength(0);

    const unsettled = await signUpArtist(ctx, { region: 'US' });
    expect((await withdraw(unsettled.client, '20', 'unsettled-01')).body.baseResponse.messageKey).toBe('money_withdraw_not_settled');
    expect((await operator.post('/api/admin/withdrawals/move', { id: 999_999, status: 'Success' })).status).toBe(404);
    expect((await client.post('/api/admin/withdrawals/move', { id: 1, status: 'Success' })).status).toBe(403);
    expect((await client.post('/api/admin/advances', { userId, amount: '1000', note: 'Self-service' })).status).toBe(403);
  });

  it('lets a member with EWallet Withdraw withdraw for the account, and no one else', async () => {
    const { owner, member, teamId } = await ownerWithMember(ctx, { 4: [1, 4] });
    await settle(owner.userId);
    await operator.post('/api/admin/advances', { userId: owner.userId, amount: '40', note: 'Team funds' });
    const paid = await withdraw(member.client, '15', 'member-0001');
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect((await owner.client.get('/api/revenue/balance')).body.data.available).toBe('25.000000');
    expect((await owner.client.get('/api/revenue/withdraw')).body.data.withdrawals).toHaveLength(1);
    const { member: viewer } = await ownerWithMember(ctx, { 4: [1] });
    expect((await withdraw(viewer.client, '15', 'viewer-0001')).status).toBe(403);
    expect(teamId).toBeGreaterThan(0);
  });
});
