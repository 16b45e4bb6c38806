import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamMembers, teams } from '@portal/db/schema';
import { createTestContext, signUpArtist, signUpOperator, uniqueEmail, type TestContext } from '../../test/harness.ts';
import { settledArtistWithSingle } from '../../test/money.ts';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof settledArtistWithSingle>>;
let member: Awaited<ReturnType<typeof signUpArtist>>;
let rio: Awaited<ReturnType<typeof signUpArtist>>;
const pendingEmail = uniqueEmail('mara');

beforeAll(async () => {
  ctx = await createTestContext();
  const operator = await signUpOperator(ctx);
  owner = await settledArtistWithSingle(ctx, operator, 'QZPPL2600001', { nickname: 'Harbor Owner', title: 'Harbor Lights' });
  member = await signUpArtist(ctx, { nickname: 'Rosa Manager' });
  rio = await signUpArtist(ctx, { nickname: 'Rio Collab' });
  const [team] = await ctx.services.db.insert(teams).values({ ownerUserId: owner.userId, name: 'Harbor Team' }).returning();
  await ctx.services.db.insert(teamMembers).values({ teamId: team!.id, userId: member.userId, permissions: {} });
  const created = await owner.client.post('/api/split/album/create', {
    albumId: owner.albumId,
    effectiveFrom: '2026-09',
    songs: [
      {
        songId: owner.songId,
        collaborators: [
          { email: rio.email, share: '30' },
          { email: pendingEmail, share: '20' },
          { email: member.email, share: '10' },
        ],
      },
    ],
  });
  if (created.status !== 200) throw new Error(JSON.stringify(created.body));
});
afterAll(() => ctx.close());

const search = (client: typeof owner.client, type: string, value: string, extra: object = {}) => client.post('/api/search/entity', { type, value, ...extra });

describe('POST /search/entity for people and shared songs', () => {
  it('finds team members and split collaborators by name or e-mail, each e-mail once, named people first', async () => {
    const everyone = (await search(owner.client, 'user', '@')).body.data;
    expect(everyone.type).toBe('user');
    expect(everyone.total).toBe(3);
    expect(everyone.users).toEqual([
      { userId: rio.userId, name: 'Rio Collab', email: rio.email.toLowerCase(), relation: 'split_collaborator' },
      { userId: member.userId, name: 'Rosa Manager', email: member.email.toLowerCase(), relation: 'team_member' },
      { userId: null, name: '', email: pendingEmail, relation: 'split_collaborator' },
    ]);
    expect((await search(owner.client, 'user', 'rosa')).body.data.users.map((hit: { relation: string }) => hit.relation)).toEqual(['team_member']);
    expect((await search(owner.client, 'user', 'rio col')).body.data.total).toBe(1);
    expect((await search(owner.client, 'user', '@', { offset: 2, count: 5 })).body.data.users).toHaveLength(1);
  });

  it('never lists another account’s people', async () => {
    expect((await search(rio.client, 'user', '@')).body.data).toEqual({ type: 'user', total: 0, users: [] });
  });

  it('finds the songs others share with the signed-in person by title', async () => {
    const shared = (await search(rio.client, 'user_split_song', 'harbor')).body.data;
    expect(shared).toMatchObject({ type: 'user_split_song', total: 1, splitSongs: [{ songTitle: 'Harbor Lights', ownerName: 'Harbor Owner', share: '30.00' }] });
    expect((await search(rio.client, 'user_split_song', 'nothing like it')).body.data.total).toBe(0);
    expect((await search(owner.client, 'user_split_song', 'harbor')).body.data.total).toBe(0);
  });
});
