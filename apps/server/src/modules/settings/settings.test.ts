import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { outboxMessages } from '@portal/db/schema';
import { GOOD_PASSWORD, createTestContext, signUpArtist, uniqueEmail, type TestContext } from '../../test/harness.ts';
import { notify } from '../notices/notify.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function messagesTo(email: string) {
  return ctx.services.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email)).orderBy(desc(outboxMessages.id));
}

describe('signed-in devices', () => {
  it('lists the devices, ends one, and ends all the others', async () => {
    const user = await signUpArtist(ctx);
    const phone = ctx.client();
    await phone.call('POST', '/api/passport/login/password', { body: { email: user.email, password: GOOD_PASSWORD }, headers: { 'user-agent': 'PhoneBrowser/2' } });
    const tablet = ctx.client();
    await tablet.post('/api/passport/login/password', { email: user.email, password: GOOD_PASSWORD });

    const list = (await user.client.get('/api/user/sessions')).body.data.sessions;
    expect(list).toHaveLength(3);
    expect(list[0].current).toBe(true);
    const phoneSession = list.find((s: { userAgent: string }) => s.userAgent === 'PhoneBrowser/2');
    expect(phoneSession.ip).toBe(phone.ip);

    expect((await user.client.post('/api/user/sessions/end', { id: list[0].id })).status).toBe(400);
    expect((await user.client.post('/api/user/sessions/end', { id: phoneSession.id })).status).toBe(200);
    expect((await phone.get('/api/user')).status).toBe(401);
    expect((await tablet.get('/api/user')).status).toBe(200);

    // Another user cannot end these sessions.
    const stranger = await signUpArtist(ctx);
    const tabletId = (await user.client.get('/api/user/sessions')).body.data.sessions[1].id;
    expect((await stranger.client.post('/api/user/sessions/end', { id: tabletId })).status).toBe(404);
    expect((await tablet.get('/api/user')).status).toBe(200);

    expect((await user.client.post('/api/user/sessions/end-others')).body.data).toEqual({ ended: 1 });
    expect((await tablet.get('/api/user')).status).toBe(401);
    expect((await user.client.get('/api/user')).status).toBe(200);
  });
});

describe('e-mail and phone', () => {
  it('changes the e-mail with a code sent to the new address and tells the old one', async () => {
    const user = await signUpArtist(ctx);
    const taken = await signUpArtist(ctx);
    expect((await user.client.post('/api/user/email/code', { email: taken.email })).body.baseResponse.errorCode).toBe(1001);
    expect((await user.client.post('/api/user/email/code', { email: 'nope' })).body.baseResponse.errorCode).toBe(1031);
    const next = uniqueEmail('moved');
    expect((await user.client.post('/api/user/email/code', { email: next })).status).toBe(200);
    expect((await user.client.post('/api/user/email', { email: next, code: '000000' })).status).toBe(400);
    const changed = await user.client.post('/api/user/email', { email: next, code: await ctx.latestCode(next) });
    expect(changed.body.data).toEqual({ email: next });
    expect((await user.client.get('/api/user')).body.data.user.email).toBe(next);
    expect((await messagesTo(user.email))[0]!.body).toContain(next);
    // The new address logs in.
    expect((await ctx.client().post('/api/passport/login/password', { email: next, password: GOOD_PASSWORD })).status).toBe(200);
  });

  it('adds a phone number with an SMS code', async () => {
    const user = await signUpArtist(ctx, { region: 'BR' });
    expect((await user.client.post('/api/user/phone/code', { region: 'BR', phone: '123' })).body.baseResponse.errorCode).toBe(1003);
    expect((await user.client.post('/api/user/phone/code', { region: 'BR', phone: '11 98765 4321' })).status).toBe(200);
    const changed = await user.client.post('/api/user/phone', { region: 'BR', phone: '11 98765 4321', code: await ctx.latestCode('+5511987654321') });
    expect(changed.body.data).toEqual({ phone: '+5511987654321' });
    expect((await user.client.get('/api/user', { withPhone: '1' })).body.data.user.phone).toBe('+5511987654321');
  });
});

describe('e-mail topics', () => {
  it('sends notices by e-mail for subscribed topics, with a one-click unsubscribe link that works without logging in', async () => {
    const user = await signUpArtist(ctx);
    const topics = (await user.client.get('/api/opt-feat-subs')).body.data.topics;
    expect(topics).toEqual({ account: true, releases: true, royalties: true, promotions: false, newsletter: false });
    expect((await user.client.put('/api/opt-feat-subs', { account: false })).status).toBe(400);
    expect((await user.client.put('/api/opt-feat-subs', { promotions: true })).body.data.topics.promotions).toBe(true);

    await notify(ctx.services, { userId: user.userId, subtype: 'SPLIT_INVITED', titleKey: 'notice_team_member_removed_title', bodyKey: 'notice_team_member_removed_body', vars: { team: 'Crew' } });
    const mail = (await messagesTo(user.email))[0]!;
    expect(mail.subject).toBe('You left Crew');
    // Every e-mail also names the page where all the choices are made.
    expect(mail.body).toMatch(/Choose which e-mails you receive: http\S+\/subscription\n/);
    const link = mail.body.match(/\/unsubscribe\?t=([^&\s]+)&ft=royalties/);
    expect(link).not.toBeNull();
    const ticket = decodeURIComponent(link![1]!);

    expect((await ctx.client().post('/api/open/unsubs-feat', { ticket: ticket.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) })).status).toBe(400);
    expect((await ctx.client().post('/api/open/unsubs-feat', { ticket: ticket.replace('royalties', 'account') })).status).toBe(400);
    expect((await ctx.client().post('/api/open/unsubs-feat', { ticket })).body.data).toEqual({ topic: 'royalties', unsubscribed: true });
    expect((await ctx.client().post('/api/open/unsubs-feat', { ticket, surveyReason: 'too_many' })).status).toBe(200);
    expect((await user.client.get('/api/opt-feat-subs')).body.data.topics.royalties).toBe(false);

    // No more e-mail for that topic; the notice itself still arrives.
    const before = (await messagesTo(user.email)).length;
    await notify(ctx.services, {
      userId: user.userId,
      subtype: 'WITHDRAW_SUCCEEDED',
      titleKey: 'notice_team_member_removed_title',
      bodyKey: 'notice_team_member_removed_body',
      vars: { team: 'Crew' },
    });
    expect((await messagesTo(user.email)).length).toBe(before);
    expect((await user.client.get('/api/notice/list')).body.data.total).toBe(2);
  });
});
