import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signUpArtist, type TestClient, type TestContext, signUpOperator } from '../../test/harness.ts';
import { importSalesReport, SALES_HEADER, settledArtistWithSingle } from '../../test/money.ts';

let ctx: TestContext;
let operator: TestClient;
beforeAll(async () => {
  ctx = await createTestContext();
  operator = await signUpOperator(ctx);
});
afterAll(() => ctx.close());

const settledArtistWithTrack = (isrc: string) => settledArtistWithSingle(ctx, operator, isrc);
let files = 0;
const earn = (isrc: string, month: string, revenue: string) => importSalesReport(ctx, operator, `${SALES_HEADER}\n2026-12,${month},Spotify,US,${isrc},,10,USD,${revenue}\n`, `earn-${++files}.csv`);

describe('recoupment', () => {
  it('shows advances paid back oldest first, with the earnings that paid each', async () => {
    const artist = await settledArtistWithTrack('QZCCC2600001');
    const first = (await operator.post('/api/admin/advances', { userId: artist.userId, amount: '6.00', note: 'Video budget' })).body.data;
    const second = (await operator.post('/api/admin/advances', { userId: artist.userId, amount: '4.00', note: 'Tour support' })).body.data;
    await earn('QZCCC2600001', '2026-09', '5.000000');
    await earn('QZCCC2600001', '2026-10', '3.000000');
    expect((await artist.client.get('/api/revenue/recoup/summary')).body.data).toEqual({ currency: 'USD', advanced: '10.000000', recouped: '8.000000', outstanding: '2.000000' });
    const list = (await artist.client.get('/api/revenue/recoup/list')).body.data.advances;
    expect(list.map((advance: { id: number; recouped: string; remaining: string; note: string }) => [advance.id, advance.recouped, advance.remaining, advance.note])).toEqual([
      [second.id, '2.000000', '2.000000', 'Tour support'],
      [first.id, '6.000000', '0.000000', 'Video budget'],
    ]);
    const detail = (await artist.client.get('/api/revenue/recoup/detail', { id: String(second.id) })).body.data;
    expect(detail.movements.map((movement: { kind: string; amount: string }) => [movement.kind, movement.amount])).toEqual([['sales_import', '2.000000']]);
    const firstDetail = (await artist.client.get('/api/revenue/recoup/detail', { id: String(first.id) })).body.data;
    expect(firstDetail.movements.map((movement: { amount: string }) => movement.amount)).toEqual(['5.000000', '1.000000']);
    const stranger = await signUpArtist(ctx);
    expect((await stranger.client.get('/api/revenue/recoup/detail', { id: String(first.id) })).status).toBe(404);
  });
});

describe('requests for information', () => {
  it('holds a withdrawal until the account answers the operators’ question', async () => {
    const artist = await settledArtistWithTrack('QZCCC2600002');
    await operator.post('/api/admin/advances', { userId: artist.userId, amount: '50.00', note: 'Funds' });
    const withdrawal = (await artist.client.post('/api/revenue/withdraw', { amount: '20', destination: { method: 'local' }, idempotencyKey: 'rfi-test-01' })).body.data;
    const asked = await operator.post('/api/admin/withdrawals/rfi', { id: withdrawal.id, question: 'Is this bank account in your own name?' });
    expect(asked.body.data).toMatchObject({ withdrawalId: withdrawal.id, open: true, answer: null });
    expect((await operator.post('/api/admin/withdrawals/rfi', { id: withdrawal.id, question: 'A second question?' })).status).toBe(409);
    expect(JSON.stringify((await artist.client.get('/api/notice/list', { offset: '0', count: '20' })).body.data)).toContain('WITHDRAW_RFI');
    expect((await operator.post('/api/admin/withdrawals/move', { id: withdrawal.id, status: 'Collected' })).body.baseResponse.messageKey).toBe('money_withdrawal_waiting_rfi');
    expect((await artist.client.get('/api/revenue/withdraw')).body.data.withdrawals[0].rfiOpen).toBe(true);

    const stranger = await signUpArtist(ctx);
    expect((await stranger.client.post('/api/revenue/rfi/answer', { withdrawalId: withdrawal.id, answer: 'Yes it is' })).status).toBe(404);
    const answered = await artist.client.post('/api/revenue/rfi/answer', { withdrawalId: withdrawal.id, answer: 'Yes, it is my own account.' });
    expect(answered.body.data).toMatchObject({ open: false, answer: 'Yes, it is my own account.', question: 'Is this bank account in your own name?' });
    expect((await artist.client.get('/api/revenue/rfi/list')).body.data.requests).toHaveLength(1);
    expect((await operator.post('/api/admin/withdrawals/move', { id: withdrawal.id, status: 'Collected' })).status).toBe(200);
    expect((await artist.client.post('/api/revenue/rfi/answer', { withdrawalId: withdrawal.id, answer: 'Again' })).status).toBe(404);
  });
});

describe('direct transfers', () => {
  it('records royalties paid outside the portal from the balance, never more than it holds', async () => {
    const artist = await settledArtistWithTrack('QZCCC2600003');
    await earn('QZCCC2600003', '2026-09', '30.000000');
    const paid = await operator.post('/api/admin/direct-transfers', { userId: artist.userId, amount: '25.00', note: 'Paid by wire in November', reference: 'WIRE-1182' });
    expect(paid.body.data).toMatchObject({ amount: '25.000000', note: 'Paid by wire in November', reference: 'WIRE-1182' });
    expect((await artist.client.get('/api/revenue/balance')).body.data.available).toBe('5.000000');
    expect((await operator.post('/api/admin/direct-transfers', { userId: artist.userId, amount: '6.00', note: 'Too much' })).body.baseResponse.details![0]!.messageKey).toBe(
      'money_withdraw_insufficient',
    );
    expect((await artist.client.post('/api/revenue/royalty/direct-transter/list', {})).body.data).toMatchObject({ total: 1, transfers: [{ amount: '25.000000', reference: 'WIRE-1182' }] });
    expect((await artist.client.post('/api/admin/direct-transfers', { userId: artist.userId, amount: '1.00', note: 'Self' })).status).toBe(403);
  });
});

describe('finding the account an advance goes to', () => {
  it('finds accounts by part of the e-mail address, the name or the id, for operators only', async () => {
    const artist = await signUpArtist(ctx, { nickname: 'Quill Advance' });
    const byEmail = (await operator.get('/api/admin/accounts/find', { q: artist.email.slice(0, 12) })).body.data.accounts;
    expect(byEmail).toContainEqual({ userId: artist.userId, nickname: 'Quill Advance', email: artist.email.toLowerCase(), region: 'BR', isLabel: false });
    expect((await operator.get('/api/admin/accounts/find', { q: 'quill adv' })).body.data.accounts.map((a: { userId: number }) => a.userId)).toEqual([artist.userId]);
    expect((await operator.get('/api/admin/accounts/find', { q: String(artist.userId) })).body.data.accounts.map((a: { userId: number }) => a.userId)).toContain(artist.userId);
    // % and _ are letters here, not patterns.
    expect((await operator.get('/api/admin/accounts/find', { q: '%%' })).body.data.accounts).toEqual([]);
    expect((await artist.client.get('/api/admin/accounts/find', { q: 'quill' })).status).toBe(403);
  });
});
