import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { desc } from 'drizzle-orm';
import { outboxMessages } from '@portal/db/schema';
import { createTestContext, signUpArtist, type TestContext } from '../test/harness.ts';
import { DbOutbox, SmtpTransport, type SmsProvider } from './outbox.ts';

let ctx: TestContext;
let smtp: SMTPServer;
let port = 0;
const received: { to: string; data: string }[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  port = (smtp.server.address() as { port: number }).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await ctx.close();
});

const latest = async () => (await ctx.services.db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(1))[0]!;
const silentLog = { info() {}, warn() {} } as never;

describe('outbox', () => {
  it('records every message and marks it logged when no provider is set', async () => {
    const { email } = await signUpArtist(ctx);
    await ctx.client().post('/api/passport/code/send', { channel: 'email', target: email, purpose: 'login' });
    const row = await latest();
    expect(row).toMatchObject({ channel: 'email', recipient: email, status: 'logged', subject: 'Your SoundPort verification code' });
    expect(row.body).toMatch(/\b\d{6}\b/);
  });

  it('delivers email through SMTP when SMTP_URL is set', async () => {
    const outbox = new DbOutbox(ctx.services.db, silentLog, 'SoundPort <no-reply@soundport.example>', new SmtpTransport(`smtp://127.0.0.1:${port}`), null);
    await outbox.send({ channel: 'email', to: 'fan@example.com', subject: 'Hello', body: 'Your code is 123456' });
    expect(received.at(-1)?.to).toBe('fan@example.com');
    expect(received.at(-1)?.data).toContain('Your code is 123456');
    expect((await latest()).status).toBe('sent');
  });

  it('keeps the message and marks it failed when delivery fails', async () => {
    const failing: SmsProvider = { name: 'down', deliver: async () => Promise.reject(new Error('gateway down')) };
    const outbox = new DbOutbox(ctx.services.db, silentLog, 'x', null, failing);
    await outbox.send({ channel: 'sms', to: '+12025550123', body: 'code 654321' });
    expect(await latest()).toMatchObject({ recipient: '+12025550123', status: 'failed', error: 'Error: gateway down' });
  });
});
