import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@portal/db/schema';
import { SettlementStatus } from '@portal/domain/enums';
import { createTestContext, makeOperator, signUpArtist, type TestClient, type TestContext, signUpOperator } from '../../../test/harness.ts';

/** A local server answering as PayPal's and Payoneer's payout APIs document, recording what it was sent. */
function fakeProvider() {
  const requests: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];
  const itemStatus = new Map<string, string>();
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      requests.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      const json = (value: unknown, status = 200) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      if (req.url === '/v1/oauth2/token') return json({ access_token: 'paypal-token', token_type: 'Bearer' });
      if (req.url === '/v1/payments/payouts') return json({ batch_header: { payout_batch_id: 'PPB-1', batch_status: 'PENDING' } }, 201);
      if (req.url === '/v1/payments/payouts/PPB-1') {
        const sent = JSON.parse(requests.find((r) => r.url === '/v1/payments/payouts')!.body) as { items: { sender_item_id: string }[] };
        return json({
          items: sent.items.map((item) => ({
            transaction_status: itemStatus.get(item.sender_item_id) ?? 'PENDING',
            payout_item: { sender_item_id: item.sender_item_id },
            ...(itemStatus.get(item.sender_item_id) === 'FAILED' ? { errors: { message: 'Receiver account is restricted' } } : {}),
          })),
        });
      }
      if (req.url === '/v4/programs/PRG-7/masspayouts') return json({ result: 'Payments Created', code: 0 });
      const status = /^\/v4\/programs\/PRG-7\/payouts\/(W\d+)\/status$/.exec(req.url ?? '');
      if (status) return json({ result: { status: itemStatus.get(status[1]!) ?? 'Pending' } });
      res.writeHead(404).end();
    });
  });
  return { server, requests, itemStatus };
}

let ctx: TestContext;
let operator: TestClient;
const provider = fakeProvider();
beforeAll(async () => {
  await new Promise<void>((resolve) => provider.server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(provider.server.address() as AddressInfo).port}`;
  ctx = await createTestContext({ payouts: { paypal: { apiBase: base, clientId: 'client', clientSecret: 'secret' }, payoneer: { apiBase: base, programId: 'PRG-7', token: 'payoneer-token' } } });
  operator = await signUpOperator(ctx);
});
afterAll(async () => {
  await ctx.close();
  provider.server.close();
});

async function fundedArtist(amount: string) {
  const artist = await signUpArtist(ctx, { region: 'US' });
  await ctx.services.db.update(users).set({ status: SettlementStatus.SETTLED }).where(eq(users.id, artist.userId));
  await ctx.services.sessions.invalidateUser(artist.userId);
  await operator.post('/api/admin/advances', { userId: artist.userId, amount, note: 'Funds' });
  return artist;
}

const withdraw = async (client: TestClient, amount: string, destination: unknown, key: string) => (await client.post('/api/revenue/withdraw', { amount, destination, idempotencyKey: key })).body.data;
const statusOf = async (client: TestClient, id: number) => ((await client.get('/api/revenue/withdraw')).body.data.withdrawals as { id: number; status: string }[]).find((w) => w.id === id)?.status;

describe('payout providers', () => {
  it('pays the demo provider’s withdrawals at once', async () => {
    const artist = await fundedArtist('30');
    const w = await withdraw(artist.client, '20', { method: 'local' }, 'local-pay-1');
    expect((await operator.post('/api/admin/payouts/run', { method: 'local' })).body.data).toMatchObject({ sent: 1, rejected: 0, fileName: null });
    expect(await statusOf(artist.client, w.id)).toBe('Success');
    expect((await artist.client.get('/api/revenue/balance')).body.data).toMatchObject({ available: '10.000000', pendingWithdrawals: '0.000000' });
  });

  it('writes a bank payment file with the opened account number and collects the withdrawals', async () => {
    const artist = await fundedArtist('100');
    const w = await withdraw(
      artist.client,
      '40',
      { method: 'bank_transfer', accountName: 'Luna Vale', bankName: 'First Bank', accountNumber: 'GB33 BUKB 2020 1555 5555 55', routingCode: 'BUKBGB22' },
      'bank-pay-1',
    );
    const run = (await operator.post('/api/admin/payouts/run', { method: 'bank_transfer' })).body.data;
    expect(run).toMatchObject({ sent: 1, fileName: expect.stringMatching(/^bank-payments-P\d{17}\.csv$/) });
    const file = await operator.get('/api/admin/payouts/file', { batchId: run.batchId, fileName: run.fileName });
    expect(file.status).toBe(200);
    expect(String(file.body)).toBe(`reference,beneficiary_name,bank_name,account_number,routing_code,amount,currency\r\nW${w.id},Luna Vale,First Bank,GB33BUKB20201555555555,BUKBGB22,40.00,USD\r\n`);
    expect(await statusOf(artist.client, w.id)).toBe('Collected');
    expect((await artist.client.get('/api/admin/payouts/file', { batchId: run.batchId, fileName: run.fileName })).status).toBe(403);
    expect((await operator.post('/api/admin/payouts/run', { method: 'bank_transfer' })).body.data.sent).toBe(0);
  });

  it('neutralises what a spreadsheet would run in the bank payment file (issue 24, finding 1)', async () => {
    const artist = await fundedArtist('100');
    const hostile = { accountName: '=HYPERLINK("http://x","y")', bankName: '@SUM(1)+cmd|calc', routingCode: 'BUKBGB22' };
    const w = await withdraw(artist.client, '40', { method: 'bank_transfer', ...hostile, accountNumber: 'GB33 BUKB 2020 1555 5555 55' }, 'bank-pay-hostile');
    const run = (await operator.post('/api/admin/payouts/run', { method: 'bank_transfer' })).body.data;
    const file = await operator.get('/api/admin/payouts/file', { batchId: run.batchId, fileName: run.fileName });
    const line = String(file.body).split('\r\n')[1];
    expect(line).toBe(`W${w.id},"'=HYPERLINK(""http://x"",""y"")",'@SUM(1)+cmd|calc,GB33BUKB20201555555555,BUKBGB22,40.00,USD`);
  });

  it('sends PayPal a payouts batch and follows each item to paid or returned', async () => {
    const first = await fundedArtist('50');
    const second = await fundedArtist('50');
    const a = await withdraw(first.client, '20', { method: 'paypal', email: 'first@example.com' }, 'paypal-pay-1');
    const b = await withdraw(second.client, '30', { method: 'paypal', email: 'second@example.com' }, 'paypal-pay-2');
    expect((await operator.post('/api/admin/payouts/run', { method: 'paypal' })).body.data).toMatchObject({ sent: 2 });
    const token = provider.requests.find((r) => r.url === '/v1/oauth2/token')!;
    expect(token.headers.authorization).toBe(`Basic ${Buffer.from('client:secret').toString('base64')}`);
    const payout = provider.requests.find((r) => r.url === '/v1/payments/payouts')!;
    expect(payout.headers.authorization).toBe('Bearer paypal-token');
    expect(JSON.parse(payout.body).items).toEqual([
      { recipient_type: 'EMAIL', amount: { value: '20.00', currency: 'USD' }, receiver: 'first@example.com', note: 'SoundPort royalties', sender_item_id: `W${a.id}` },
      { recipient_type: 'EMAIL', amount: { value: '30.00', currency: 'USD' }, receiver: 'second@example.com', note: 'SoundPort royalties', sender_item_id: `W${b.id}` },
    ]);
    expect((await operator.post('/api/admin/payouts/refresh')).body.data).toMatchObject({ succeeded: 0, failed: 0 });
    expect(await statusOf(first.client, a.id)).toBe('BankFeedback');
    provider.itemStatus.set(`W${a.id}`, 'SUCCESS');
    provider.itemStatus.set(`W${b.id}`, 'FAILED');
    expect((await operator.post('/api/admin/payouts/refresh')).body.data).toMatchObject({ succeeded: 1, failed: 1 });
    expect(await statusOf(first.client, a.id)).toBe('Success');
    expect(await statusOf(second.client, b.id)).toBe('Failed');
    // PayPal's 2 % fee came back with the amount.
    expect((await second.client.get('/api/revenue/balance')).body.data.available).toBe('50.000000');
    expect((await second.client.get('/api/revenue/withdraw')).body.data.withdrawals[0].failureReason).toBe('Receiver account is restricted');
  });

  it('sends Payoneer a mass payout and reads each payment’s status', async () => {
    const artist = await fundedArtist('50');
    const w = await withdraw(artist.client, '12.50', { method: 'payoneer', email: 'luna@example.com' }, 'payoneer-pay-1');
    expect((await operator.post('/api/admin/payouts/run', { method: 'payoneer' })).body.data.sent).toBe(1);
    const mass = provider.requests.find((r) => r.url === '/v4/programs/PRG-7/masspayouts')!;
    expect(mass.headers.authorization).toBe('Bearer payoneer-token');
    expect(JSON.parse(mass.body).Payments).toEqual([
      { client_reference_id: `W${w.id}`, payee_id: 'luna@example.com', amount: 12.5, currency: 'USD', description: expect.stringMatching(/^SoundPort royalties, batch P\d{17}$/) },
    ]);
    provider.itemStatus.set(`W${w.id}`, 'Transferred');
    await operator.post('/api/admin/payouts/refresh');
    expect(await statusOf(artist.client, w.id)).toBe('Success');
  });

  it('refuses a method whose provider is not set up', async () => {
    const bare = await createTestContext();
    try {
      const op = await signUpArtist(bare, { nickname: 'Operator' });
      await makeOperator(bare, op.userId);
      const refused = await op.client.post('/api/admin/payouts/run', { method: 'paypal' });
      expect(refused.status).toBe(409);
      expect(refused.body.baseResponse.messageKey).toBe('money_payout_provider_unconfigured');
      expect((await op.client.post('/api/admin/payouts/run', { method: 'cash' })).status).toBe(400);
    } finally {
      await bare.close();
    }
  });
});
