import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { outboxMessages, supportFeedback, supportFeedbackAttachments } from '@portal/db/schema';
import { createTestContext, signUpArtist, signUpOperator, type TestClient, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
let operator: TestClient;
beforeAll(async () => {
  ctx = await createTestContext();
  operator = await signUpOperator(ctx);
});
afterAll(() => ctx.close());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(120, 7)]);
const letter = (overrides: Record<string, unknown> = {}) => ({
  category: 'royalties',
  email: 'fan@example.com',
  subject: 'Missing March royalties',
  message: 'My March statement shows nothing for Spotify although the song was streamed.',
  ...overrides,
});

async function upload(client: TestClient, bytes: Buffer, claimed = { fileName: 'screen.png', mimeType: 'image/png' }) {
  const token = await client.get('/api/open/feedback/upload/token', { ...claimed, size: String(bytes.length) });
  expect(token.status, JSON.stringify(token.body)).toBe(200);
  return { token: token.body.data, put: await client.call('PUT', token.body.data.uploadUrl, { body: bytes, headers: { 'content-type': 'application/octet-stream' } }) };
}

describe('the feedback form', () => {
  it('describes itself, and prefills the e-mail of a signed-in person only', async () => {
    const visitor = await ctx.client().post('/api/open/feedback/form', {});
    expect(visitor.status).toBe(200);
    expect(visitor.body.data).toMatchObject({ email: null, categories: expect.arrayContaining(['royalties', 'other']), limits: { attachmentsMax: 3, attachmentBytesMax: 5 * 1024 * 1024 } });
    const artist = await signUpArtist(ctx);
    expect((await artist.client.post('/api/open/feedback/form', {})).body.data.email).toBe(artist.email);
  });

  it('takes a visitor’s message and refuses bad input with the field at fault, storing nothing', async () => {
    const client = ctx.client();
    const sent = await client.post('/api/open/feedback', letter());
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ id: expect.any(Number), status: 'OPEN' });
    const [row] = await ctx.services.db.select().from(supportFeedback).where(eq(supportFeedback.id, sent.body.data.id));
    expect(row).toMatchObject({ userId: null, email: 'fan@example.com', category: 'royalties', source: 'page', status: 'OPEN' });

    const before = (await ctx.services.db.select().from(supportFeedback)).length;
    const cases: [Record<string, unknown>, string][] = [
      [letter({ email: 'not-an-address' }), 'email'],
      [letter({ category: 'complaints' }), 'category'],
      [letter({ subject: '   ' }), 'subject'],
      [letter({ message: 'short' }), 'message'],
      [letter({ message: 'x'.repeat(5001) }), 'message'],
      [letter({ attachmentIds: ['../etc/passwd'] }), 'attachmentIds'],
      [letter({ userId: 1 }), 'body'],
    ];
    for (const [body, field] of cases) {
      const answer = await ctx.client().post('/api/open/feedback', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.baseResponse.details?.map((d) => d.field).join(' ')).toContain(field);
    }
    expect(await ctx.services.db.select().from(supportFeedback)).toHaveLength(before);
  });

  it('limits anonymous sends to five an hour from one address', async () => {
    const client = ctx.client();
    for (let i = 0; i < 5; i++) expect((await client.post('/api/open/feedback', letter({ subject: `Try ${i}` }))).status).toBe(200);
    const sixth = await client.post('/api/open/feedback', letter());
    expect(sixth.status).toBe(429);
    expect(sixth.body.baseResponse.errorCode).toBe(70004);
    // Another visitor is not affected.
    expect((await ctx.client().post('/api/open/feedback', letter())).status).toBe(200);
  });
});

describe('attachments', () => {
  it('uploads a screenshot with a short-lived token and sends it with the message', async () => {
    const client = ctx.client();
    const { token, put } = await upload(client, PNG);
    expect(token.method).toBe('PUT');
    expect(Date.parse(token.expiresAt) - Date.now()).toBeLessThanOrEqual(600_000);
    expect(put.status).toBe(200);
    expect(put.body.data).toEqual({ attachmentId: expect.stringMatching(/^fa_/), fileName: 'screen.png', size: PNG.length, contentType: 'image/png' });
    // The token works once.
    const again = await client.call('PUT', token.uploadUrl, { body: PNG, headers: { 'content-type': 'application/octet-stream' } });
    expect(again.status).toBe(403);
    expect(again.body.baseResponse.messageKey).toBe('upload_token_invalid');

    const sent = await client.post('/api/open/feedback', letter({ attachmentIds: [put.body.data.attachmentId] }));
    expect(sent.status).toBe(200);
    // An attachment belongs to one message.
    const reused = await client.post('/api/open/feedback', letter({ attachmentIds: [put.body.data.attachmentId] }));
    expect(reused.status).toBe(400);
    expect(reused.body.baseResponse.messageKey).toBe('support_attachment_unknown');
  });

  it('refuses types and sizes outside the rules, before and after the upload', async () => {
    const client = ctx.client();
    const exe = await client.get('/api/open/feedback/upload/token', { fileName: 'tool.exe', size: '100', mimeType: 'application/x-msdownload' });
    expect(exe.status).toBe(400);
    expect(exe.body.baseResponse.messageKey).toBe('support_attachment_type');
    const big = await client.get('/api/open/feedback/upload/token', { fileName: 'huge.png', size: String(6 * 1024 * 1024), mimeType: 'image/png' });
    expect(big.status).toBe(400);
    expect(big.body.baseResponse.details?.[0]).toMatchObject({ field: 'query.size', messageKey: 'support_attachment_too_large', vars: { limit: '5 MB' } });

    // A text file claiming to be a PNG is refused by its first bytes.
    const fake = await upload(client, Buffer.from('hello, this is not an image at all, only words'.repeat(3)));
    expect(fake.put.status).toBe(400);
    expect(fake.put.body.baseResponse.messageKey).toBe('support_attachment_type');
    // More bytes than announced.
    const token = await client.get('/api/open/feedback/upload/token', { fileName: 'a.png', size: '20', mimeType: 'image/png' });
    const longer = await client.call('PUT', token.body.data.uploadUrl, { body: PNG, headers: { 'content-type': 'application/octet-stream' } });
    expect(longer.status).toBe(400);
    expect(longer.body.baseResponse.messageKey).toBe('upload_size_mismatch');
    const forged = await client.call('PUT', '/api/open/feedback/upload?token=fa_xxxxxxxxxxxxxxxxxxxx.nope', { body: PNG, headers: { 'content-type': 'application/octet-stream' } });
    expect(forged.status).toBe(403);
  });

  it('clears attachments that no message took within a day', async () => {
    const client = ctx.client();
    const { put } = await upload(client, PNG);
    const id = put.body.data.attachmentId as string;
    const [row] = await ctx.services.db.select().from(supportFeedbackAttachments).where(eq(supportFeedbackAttachments.id, id));
    await ctx.services.db
      .update(supportFeedbackAttachments)
      .set({ expiresAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(supportFeedbackAttachments.id, id));
    expect(await ctx.services.files.stat(row!.objectKey)).not.toBeNull();
    await upload(ctx.client(), PNG);
    expect(await ctx.services.db.select().from(supportFeedbackAttachments).where(eq(supportFeedbackAttachments.id, id))).toEqual([]);
    expect(await ctx.services.files.stat(row!.objectKey)).toBeNull();
  });
});

describe('the operator inbox', () => {
  it('lists by status, shows the message with its attachments, answers by e-mail and closes', async () => {
    const artist = await signUpArtist(ctx);
    const { put } = await upload(artist.client, PNG);
    const sent = await artist.client.post('/api/open/feedback', letter({ email: artist.email, subject: 'Payout to the wrong bank', attachmentIds: [put.body.data.attachmentId] }));
    const id = sent.body.data.id as number;

    const open = await operator.get('/api/admin/support/feedback', { status: 'OPEN' });
    expect(open.status).toBe(200);
    expect(open.body.data.items[0]).toMatchObject({ id, subject: 'Payout to the wrong bank', status: 'OPEN', attachmentCount: 1, userId: artist.userId });
    expect(open.body.data.counts.OPEN).toBe(open.body.data.total);

    const detail = (await operator.get('/api/admin/support/feedback/detail', { id: String(id) })).body.data;
    expect(detail).toMatchObject({ id, message: expect.stringContaining('March statement'), attachments: [{ fileName: 'screen.png', contentType: 'image/png', size: PNG.length }], replies: [] });
    const file = await operator.call('GET', detail.attachments[0].url);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');

    const reply = await operator.post('/api/admin/support/feedback/reply', { id, body: 'We corrected the bank details; the payout goes out on Monday.' });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({ id, status: 'ANSWERED' });
    const [mail] = await ctx.services.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, artist.email)).orderBy(desc(outboxMessages.id)).limit(1);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Re: Payout to the wrong bank' });
    expect(mail!.body).toContain('the payout goes out on Monday');
    expect(mail!.body).toContain('> My March statement');
    expect((await operator.get('/api/admin/support/feedback/detail', { id: String(id) })).body.data.replies).toHaveLength(1);

    expect((await operator.post('/api/admin/support/feedback/status', { id, status: 'CLOSED' })).body.data.status).toBe('CLOSED');
    const closed = (await operator.get('/api/admin/support/feedback', { status: 'CLOSED' })).body.data.items;
    expect(closed.map((item: { id: number }) => item.id)).toContain(id);
    expect((await operator.get('/api/admin/support/feedback', { status: 'OPEN' })).body.data.items.map((item: { id: number }) => item.id)).not.toContain(id);
  });

  it('is for operators only', async () => {
    const artist = await signUpArtist(ctx);
    expect((await artist.client.get('/api/admin/support/feedback')).status).toBe(403);
    expect((await ctx.client().get('/api/admin/support/feedback')).status).toBe(401);
    expect((await operator.post('/api/admin/support/feedback/reply', { id: 999999, body: 'Hello' })).status).toBe(404);
  });
});
