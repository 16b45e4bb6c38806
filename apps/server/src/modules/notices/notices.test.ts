import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NoticeCategory } from '@portal/domain/notices';
import { createTestContext, signUpArtist, type TestContext } from '../../test/harness.ts';
import { notify } from './notify.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const send = (userId: number, subtype: 'TEAM_MEMBER_REMOVED' | 'SIGN_COMPLETED' | 'SPLIT_INVITED', eventKey?: string) =>
  notify(ctx.services, {
    userId,
    subtype,
    titleKey: 'notice_team_member_removed_title',
    bodyKey: 'notice_team_member_removed_body',
    vars: { team: 'Blue Note' },
    eventKey,
  });

describe('notices', () => {
  it('lists notices newest first in the reader’s language, filtered by category and read state, with unread counts', async () => {
    const user = await signUpArtist(ctx);
    await send(user.userId, 'TEAM_MEMBER_REMOVED');
    await send(user.userId, 'SIGN_COMPLETED');
    await send(user.userId, 'SPLIT_INVITED');
    const all = (await user.client.get('/api/notice/list')).body.data;
    expect(all.total).toBe(3);
    expect(all.unreadCount).toBe(3);
    expect(all.unreadByCategory).toEqual({ [NoticeCategory.ACCOUNT]: 1, [NoticeCategory.SIGN]: 1, [NoticeCategory.USER_SPLIT]: 1 });
    expect(all.noticeList[0]).toMatchObject({ subtype: 'SPLIT_INVITED', category: NoticeCategory.USER_SPLIT, title: 'You left Blue Note', isRead: false });

    await user.client.put('/api/user', { language: 'pt-BR' });
    const translated = (await user.client.get('/api/notice/list', { category: String(NoticeCategory.SIGN) })).body.data;
    expect(translated.total).toBe(1);
    expect(translated.noticeList[0].title).not.toBe('You left Blue Note');
    expect(translated.noticeList[0].title).toContain('Blue Note');

    const read = await user.client.post('/api/notice/read', { ids: [translated.noticeList[0].id] });
    expect(read.body.data).toEqual({ updated: 1, unreadCount: 2 });
    expect((await user.client.get('/api/notice/list', { isRead: '0' })).body.data.total).toBe(2);
    expect((await user.client.get('/api/notice/list', { isRead: '1' })).body.data.noticeList[0].isRead).toBe(true);

    expect((await user.client.post('/api/notice/read', { all: true, category: NoticeCategory.USER_SPLIT })).body.data).toEqual({ updated: 1, unreadCount: 1 });
    expect((await user.client.post('/api/notice/read', { all: true })).body.data).toEqual({ updated: 1, unreadCount: 0 });
  });

  it('never shows or marks another user’s notices', async () => {
    const a = await signUpArtist(ctx);
    const b = await signUpArtist(ctx);
    await send(a.userId, 'SIGN_COMPLETED');
    const id = (await a.client.get('/api/notice/list')).body.data.noticeList[0].id;
    expect((await b.client.get('/api/notice/list')).body.data.total).toBe(0);
    expect((await b.client.post('/api/notice/read', { ids: [id] })).body.data.updated).toBe(0);
    expect((await a.client.get('/api/notice/list')).body.data.unreadCount).toBe(1);
  });

  it('makes one notice per event key', async () => {
    const user = await signUpArtist(ctx);
    expect(await send(user.userId, 'SIGN_COMPLETED', 'contract-signed:1')).toBe(true);
    expect(await send(user.userId, 'SIGN_COMPLETED', 'contract-signed:1')).toBe(false);
    expect((await user.client.get('/api/notice/list')).body.data.total).toBe(1);
  });

  it('refuses bad queries and bodies', async () => {
    const user = await signUpArtist(ctx);
    for (const query of [{ category: '10' }, { isRead: '2' }, { count: '101' }, { offset: 'x' }] as Record<string, string>[]) {
      expect((await user.client.get('/api/notice/list', query)).status, JSON.stringify(query)).toBe(400);
    }
    for (const body of [{}, { ids: [] }, { ids: [1], all: true }, { all: false }, { ids: ['a'] }]) {
      expect((await user.client.post('/api/notice/read', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await ctx.client().get('/api/notice/list')).status).toBe(401);
  });

  it('tells a team owner when an invitation is accepted', async () => {
    const owner = await signUpArtist(ctx, { nickname: 'Owner' });
    const email = `joiner.${Date.now()}@example.com`;
    await owner.client.post('/api/team/member/invite', { email, permissions: {} });
    const code = (await ctx.latestCodeMessage(email)).match(/inviteCode=([\w-]+)/)![1]!;
    const joiner = await signUpArtist(ctx, { email, nickname: 'Joiner' });
    await joiner.client.post('/api/team/invite/accept', { inviteCode: code });
    const list = (await owner.client.get('/api/notice/list')).body.data;
    expect(list.noticeList[0]).toMatchObject({ subtype: 'TEAM_INVITE_ACCEPTED', title: 'Joiner joined your team', link: '/team' });
  });
});
