import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PermissionAction as A, PermissionResource as R } from '@portal/domain/enums';
import { TeamInviteCode } from '@portal/domain/errors';
import { createTestContext, emailSignUp, signUpArtist, uniqueEmail, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** The code inside the latest invitation e-mail sent to an address. */
async function inviteCodeFor(email: string): Promise<string> {
  const body = await ctx.latestCodeMessage(email);
  const code = body.match(/inviteCode=([\w-]+)/)?.[1];
  if (!code) throw new Error(`no invite link in: ${body}`);
  return code;
}

async function invite(owner: Awaited<ReturnType<typeof signUpArtist>>, email: string, permissions: Record<number, number[]>) {
  const result = await owner.client.post('/api/team/member/invite', { email, permissions });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return { inviteId: result.body.data.invite.inviteId as number, code: await inviteCodeFor(email) };
}

describe('team invitations', () => {
  it('invites by e-mail, and the invitee joins with the granted permissions and can switch into the team', async () => {
    const owner = await signUpArtist(ctx, { nickname: 'Label Owner' });
    const memberEmail = uniqueEmail('member');
    const { code } = await invite(owner, memberEmail, { [R.Release]: [A.Edit], [R.AnalyticsData]: [A.View] });

    const anonymous = await ctx.client().get('/api/team/invite/validate', { inviteCode: code });
    expect(anonymous.body.data).toMatchObject({ result: TeamInviteCode.SUCCESS, teamName: 'Label Owner', email: null });

    const member = await signUpArtist(ctx, { email: memberEmail, nickname: 'Helper' });
    const validated = await member.client.get('/api/team/invite/validate', { inviteCode: code });
    expect(validated.body.data).toMatchObject({ result: 0, email: memberEmail, permissions: { '1': [1, 2], '2': [1] } });

    const accepted = await member.client.post('/api/team/invite/accept', { inviteCode: code });
    expect(accepted.body.data.result).toBe(TeamInviteCode.SUCCESS);
    const teamId = accepted.body.data.teamId;

    const teams = await member.client.get('/api/team/all');
    expect(teams.body.data.teamList).toEqual([
      { teamId: 0, name: 'Helper', isDefault: true, active: true },
      { teamId, name: 'Label Owner', isDefault: false, active: false },
    ]);
    expect((await member.client.post('/api/team/switch', { id: teamId })).status).toBe(200);
    const user = (await member.client.get('/api/user')).body.data.user;
    expect(user).toMatchObject({ userId: owner.userId, nickname: 'Label Owner', email: memberEmail, team: { teamId, isOwner: false } });
    expect(user.permissions).toMatchObject({ Release: ['View', 'Edit'], AnalyticsData: ['View'], EWallet: [], Contract: [] });
    const current = await member.client.get('/api/team/current');
    expect(current.body.data).toMatchObject({ teamInfo: { teamId, isAdmin: false, ownerNickname: 'Label Owner' }, memberPermissions: { '1': [1, 2], '2': [1] } });

    // A member may not manage the team.
    expect((await member.client.get('/api/team/member')).status).toBe(403);
    // Back to the own account.
    await member.client.post('/api/team/switch', { id: 0 });
    expect((await member.client.get('/api/user')).body.data.user).toMatchObject({ userId: member.userId, team: null });
  });

  it('answers 1 invalid, 2 recalled, 3 not matching and 4 used', async () => {
    const owner = await signUpArtist(ctx);
    const email = uniqueEmail('codes');
    const stranger = await signUpArtist(ctx);
    expect((await stranger.client.get('/api/team/invite/validate', { inviteCode: 'no-such-code' })).body.data.result).toBe(TeamInviteCode.INVALID);

    const first = await invite(owner, email, { [R.Royalty]: [A.View] });
    expect((await stranger.client.get('/api/team/invite/validate', { inviteCode: first.code })).body.data).toMatchObject({ result: 3, email: null, permissions: null });
    expect((await stranger.client.post('/api/team/invite/accept', { inviteCode: first.code })).body.data).toEqual({ result: 3, teamId: null });

    expect((await owner.client.post('/api/team/invite/remove', { inviteId: first.inviteId })).status).toBe(200);
    const invitee = await signUpArtist(ctx, { email });
    expect((await invitee.client.post('/api/team/invite/accept', { inviteCode: first.code })).body.data.result).toBe(TeamInviteCode.RECALLED);

    const second = await invite(owner, email, { [R.Royalty]: [A.View] });
    expect((await invitee.client.post('/api/team/invite/accept', { inviteCode: second.code })).body.data.result).toBe(0);
    expect((await invitee.client.post('/api/team/invite/accept', { inviteCode: second.code })).body.data.result).toBe(TeamInviteCode.USED);

    const invites = (await owner.client.get('/api/team/invite')).body.data;
    expect(invites.total).toBe(2);
    expect(invites.inviteList.map((i: { status: string }) => i.status)).toEqual(['accepted', 'recalled']);
  });

  it('lets exactly one of two concurrent accepts use a code', async () => {
    const owner = await signUpArtist(ctx);
    const email = uniqueEmail('race');
    const { code } = await invite(owner, email, {});
    const invitee = await signUpArtist(ctx, { email });
    const second = ctx.client();
    second.jar.set('sid', invitee.client.jar.get('sid')!);
    const results = await Promise.all([invitee.client.post('/api/team/invite/accept', { inviteCode: code }), second.post('/api/team/invite/accept', { inviteCode: code })]);
    expect(results.map((r) => r.body.data.result).sort()).toEqual([TeamInviteCode.SUCCESS, TeamInviteCode.USED]);
    expect((await owner.client.get('/api/team/member')).body.data.total).toBe(1);
  });

  it('refuses bad invitations and changes nothing', async () => {
    const owner = await signUpArtist(ctx);
    const bad = [
      { email: 'not-an-email', permissions: {} },
      { email: uniqueEmail(), permissions: { '9': [1] } },
      { email: uniqueEmail(), permissions: { '4': [5] } },
      { email: owner.email, permissions: {} },
      { email: uniqueEmail(), permissions: {}, extra: 1 },
    ];
    for (const body of bad) {
      const result = await owner.client.post('/api/team/member/invite', body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.body.baseResponse.message).not.toBe('');
    }
    expect((await owner.client.get('/api/team/invite')).body.data.total).toBe(0);
    expect((await owner.client.get('/api/team/invite', { count: '101' })).status).toBe(400);
    expect((await owner.client.get('/api/team/invite', { offset: '-1' })).status).toBe(400);
  });
});

describe('team members', () => {
  async function teamWithMembers(n: number) {
    const owner = await signUpArtist(ctx, { nickname: `Owner ${n}` });
    const members = [];
    for (let i = 0; i < n; i++) {
      const email = uniqueEmail(`m${i}`);
      const { code } = await invite(owner, email, { [R.Release]: [A.View] });
      const member = await signUpArtist(ctx, { email });
      await member.client.post('/api/team/invite/accept', { inviteCode: code });
      members.push(member);
    }
    return { owner, members };
  }

  it('pages the member list with offset and count', async () => {
    const { owner } = await teamWithMembers(3);
    const page1 = (await owner.client.get('/api/team/member', { offset: '0', count: '2' })).body.data;
    const page2 = (await owner.client.get('/api/team/member', { offset: '2', count: '2' })).body.data;
    expect(page1.total).toBe(3);
    expect(page1.memberList).toHaveLength(2);
    expect(page2.memberList).toHaveLength(1);
    const ids = [...page1.memberList, ...page2.memberList].map((m: { userId: number }) => m.userId);
    expect(new Set(ids).size).toBe(3);
    expect((await owner.client.get('/api/team/member')).body.data.memberList).toHaveLength(3);
  });

  it('updates permissions (taking effect at once) and removes members', async () => {
    const { owner, members } = await teamWithMembers(1);
    const member = members[0]!;
    const teamId = (await member.client.get('/api/team/all')).body.data.teamList[1].teamId;
    await member.client.post('/api/team/switch', { id: teamId });
    expect((await member.client.get('/api/user/album_song_count')).status).toBe(200);

    const updated = await owner.client.post('/api/team/member/update', { userId: member.userId, permissions: { [R.Royalty]: [A.Download] } });
    expect(updated.body.data.member.permissions).toEqual({ '3': [1, 3] });
    expect((await member.client.get('/api/user/album_song_count')).status).toBe(403);
    expect((await member.client.get('/api/user')).body.data.user.permissions.Royalty).toEqual(['View', 'Download']);

    expect((await owner.client.post('/api/team/member/update', { userId: member.userId, permissions: { '6': [4] } })).status).toBe(400);
    expect((await owner.client.post('/api/team/member/remove', { userId: member.userId })).status).toBe(200);
    // The member's session falls back to their own account.
    expect((await member.client.get('/api/user')).body.data.user).toMatchObject({ userId: member.userId, team: null });
    expect((await member.client.post('/api/team/switch', { id: teamId })).status).toBe(403);
  });

  it('never lets one team touch another team’s members or invites', async () => {
    const a = await teamWithMembers(1);
    const b = await signUpArtist(ctx);
    const memberOfA = a.members[0]!;
    const inviteOfA = (await a.owner.client.get('/api/team/invite')).body.data.inviteList[0].inviteId;
    expect((await b.client.post('/api/team/member/update', { userId: memberOfA.userId, permissions: {} })).status).toBe(404);
    expect((await b.client.post('/api/team/member/remove', { userId: memberOfA.userId })).status).toBe(404);
    expect((await b.client.post('/api/team/invite/remove', { inviteId: inviteOfA })).status).toBe(404);
    expect((await b.client.get('/api/team/member')).body.data.total).toBe(0);
    expect((await b.client.get('/api/team/invite')).body.data.total).toBe(0);
    const teamOfA = (await memberOfA.client.get('/api/team/all')).body.data.teamList[1].teamId;
    expect((await b.client.post('/api/team/switch', { id: teamOfA })).status).toBe(403);
    expect((await a.owner.client.get('/api/team/member')).body.data.memberList[0].permissions).toEqual({ '1': [1] });
  });

  it('lists the permission catalogue', async () => {
    const owner = await signUpArtist(ctx);
    const { resources } = (await owner.client.get('/api/team/permission/all')).body.data;
    expect(resources.map((r: { resource: number }) => r.resource)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(resources.find((r: { name: string }) => r.name === 'EWallet').actions.map((a: { name: string }) => a.name)).toEqual(['View', 'Withdraw']);
  });
});

describe('manager invite codes', () => {
  it('links an artist who signs up with a label’s code, and the label can act in the artist’s account', async () => {
    const labelClient = ctx.client();
    await emailSignUp(ctx, labelClient, uniqueEmail('label'));
    const label = (await labelClient.post('/api/users', { type: 1, organizationType: 2, nickname: `Big Label ${Date.now()}`, region: 'US' })).body.data.user;
    const info = await ctx.client().get('/api/open/activity/manager-invite-info', { code: label.inviteCode });
    expect(info.body.data).toEqual({ valid: true, labelName: label.nickname, region: 'US' });
    expect((await ctx.client().get('/api/open/activity/manager-invite-info', { code: 'nope' })).body.data.valid).toBe(false);

    const artist = ctx.client();
    await emailSignUp(ctx, artist, uniqueEmail('managed'));
    const bad = await artist.post('/api/users', { type: 0, nickname: 'Managed', region: 'US', managerInviteCode: 'nope' });
    expect(bad.status).toBe(400);
    const made = await artist.post('/api/users', { type: 0, nickname: 'Managed', region: 'US', managerInviteCode: label.inviteCode });
    expect(made.status).toBe(200);

    const teams = (await labelClient.get('/api/team/all')).body.data.teamList;
    expect(teams[1]).toMatchObject({ name: 'Managed', isDefault: false });
    await labelClient.post('/api/team/switch', { id: teams[1].teamId });
    const acting = (await labelClient.get('/api/user')).body.data.user;
    expect(acting.nickname).toBe('Managed');
    expect(acting.permissions.EWallet).toEqual(['View']);
    expect(acting.permissions.Contract).toEqual(['View']);
  });
});
