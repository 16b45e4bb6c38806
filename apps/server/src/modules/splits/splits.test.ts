import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signUpArtist, uniqueEmail, type TestClient, type TestContext, signUpOperator } from '../../test/harness.ts';
import { importSalesReport, rollupsKeptAndRebuilt, SALES_HEADER, settledArtistWithSingle } from '../../test/money.ts';
import { signedArtist, validSingle } from '../../test/releases.ts';
import { ownerWithMember, setMemberPermissions } from '../../test/teams.ts';
import { balancesFromPostings } from '../money/ledger.ts';

let ctx: TestContext;
let operator: TestClient;
beforeAll(async () => {
  ctx = await createTestContext();
  operator = await signUpOperator(ctx);
});
afterAll(() => ctx.close());

let isrcs = 0;
const nextIsrc = () => `QZBBB26${String(++isrcs).padStart(5, '0')}`;

/** A settled owner with an approved single named "Shared Song". */
const ownerWithSong = () => settledArtistWithSingle(ctx, operator, nextIsrc(), { nickname: 'Harbor Owner', title: 'Shared Song' });

/** An owner whose single still waits for review. */
async function ownerWithPendingSong() {
  const owner = await signedArtist(ctx, { region: 'US' });
  const release = (await owner.client.post('/api/release', await validSingle(ctx, owner.userId, {}, { isrc: nextIsrc() }))).body.data;
  return { ...owner, albumId: release.albumId as number, songId: release.tracks[0].songId as number };
}

let files = 0;
const importSales = (lines: string[]) => importSalesReport(ctx, operator, [SALES_HEADER, ...lines].join('\n'), `split-sales-${++files}.csv`);
const available = async (client: TestClient) => (await client.get('/api/revenue/balance')).body.data.available as string;
const codeFor = async (email: string) => (await ctx.latestCodeMessage(email)).match(/code=([\w-]+)/)?.[1] ?? '';

describe('royalty splits', () => {
  it('splits a song’s earnings from its month on, pays the recoup first, holds shares until accepted and releases them on acceptance', async () => {
    const owner = await ownerWithSong();
    const rio = await signUpArtist(ctx, { nickname: 'Rio' });
    const maraEmail = uniqueEmail('mara');
    const created = await owner.client.post('/api/split/album/create', {
      albumId: owner.albumId,
      effectiveFrom: '2026-09',
      songs: [
        {
          songId: owner.songId,
          collaborators: [
            { email: rio.email, share: '30' },
            { email: maraEmail, share: '20.00' },
          ],
          recoup: { email: rio.email, amount: '5.00' },
        },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const split = created.body.data.splits[0];
    expect(split).toMatchObject({ songId: owner.songId, status: 'CREATED', effectiveFrom: '2026-09', ownerShare: '50.00', recoupAmount: '5.000000', recouped: '0.000000' });
    expect(split.invites.map((invite: { email: string; share: string; status: string; isRecoupPayee: boolean }) => [invite.email, invite.share, invite.status, invite.isRecoupPayee])).toEqual([
      [rio.email.toLowerCase(), '30.00', 'NOTIFIED', true],
      [maraEmail, '20.00', 'NOTIFIED', false],
    ]);
    expect(await codeFor(maraEmail)).not.toBe('');
    expect(JSON.stringify((await rio.client.get('/api/notice/list', { offset: '0', count: '20' })).body.data)).toContain('SPLIT_INVITED');
    expect((await rio.client.get('/api/split/invitee/song')).body.data.songs).toMatchObject([{ songTitle: 'Shared Song', share: '30.00', status: 'NOTIFIED', ownerName: 'Harbor Owner' }]);

    // August is before the split: all the owner's. September: 5.00 recoup to Rio, then 50/30/20 of the other 15.00.
    await importSales([`2026-10,2026-08,Spotify,US,${owner.isrc},,100,USD,10.000000`, `2026-10,2026-09,Spotify,US,${owner.isrc},,200,USD,20.000000`]);
    expect(await available(owner.client)).toBe('17.500000');
    expect(await available(rio.client)).toBe('0.000000');
    expect((await rio.client.get('/api/split/invitee/song')).body.data.songs[0].earned).toBe('9.500000');

    // Before accepting, the invitation says what it offers; reading it does not use the code up (issue 25 §3).
    const offer = await rio.client.get('/api/split/invitation', { code: await codeFor(rio.email) });
    expect(offer.body.data).toEqual({ songTitle: 'Shared Song', ownerName: 'Harbor Owner', share: '30.00', effectiveFrom: '2026-09', held: '9.500000', currency: 'USD' });
    expect((await rio.client.get('/api/split/invitation', { code: 'not-a-real-code-at-all' })).body.baseResponse.messageKey).toBe('split_code_invalid');
    // The owner sees what each collaborator's share has earned: paid, or held until they accept.
    const [ownerView] = (await owner.client.get('/api/split/album/song', { albumId: String(owner.albumId) })).body.data.splits;
    expect(ownerView.invites.map((invite: { email: string; paid: string }) => [invite.email, invite.paid])).toEqual([
      [rio.email.toLowerCase(), '9.500000'],
      [maraEmail, '3.000000'],
    ]);

    const accepted = await rio.client.post('/api/split/verify/split-code', { code: await codeFor(rio.email) });
    expect(accepted.body.data).toMatchObject({ songTitle: 'Shared Song', share: '30.00', released: '9.500000' });
    expect(await available(rio.client)).toBe('9.500000');
    expect((await rio.client.get('/api/revenue/royalty/total')).body.data.total).toBe('9.500000');
    expect((await rio.client.post('/api/split/verify/split-code', { code: await codeFor(rio.email) })).body.baseResponse.messageKey).toBe('split_code_invalid');
    expect(JSON.stringify((await owner.client.get('/api/notice/list', { offset: '0', count: '20' })).body.data)).toContain('SPLIT_ACCEPTED');

    // Mara signs up later with the invited address and accepts from her list.
    const mara = await signUpArtist(ctx, { email: maraEmail, nickname: 'Mara' });
    const [invite] = (await mara.client.get('/api/split/list-user-split-song', { offset: '0', count: '10' })).body.data.songs;
    expect((await mara.client.post('/api/split/update-user-split-song', { inviteId: invite.inviteId, action: 'accept' })).body.data).toMatchObject({
      status: 'ACCEPTED',
      splitStatus: 'ACTIVE',
      earned: '3.000000',
    });
    expect(await available(mara.client)).toBe('3.000000');
    expect((await mara.client.get('/api/split/search-user-split-song', { value: 'shared' })).body.data.total).toBe(1);
    expect((await mara.client.get('/api/split/search-user-split-song', { value: 'nothing like it' })).body.data.total).toBe(0);
    // A page past the end still says how many songs there are.
    expect((await mara.client.get('/api/split/list-user-split-song', { offset: '5', count: '10' })).body.data).toMatchObject({ total: 1, songs: [] });

    // October: the recoup is paid, so 50/30/20 of all of it, exactly.
    await importSales([`2026-11,2026-10,Spotify,US,${owner.isrc},,70,USD,0.000007`, `2026-11,2026-10,Deezer,FR,${owner.isrc},,100,USD,10.000000`]);
    expect(await available(owner.client)).toBe('22.500004');
    expect(await available(rio.client)).toBe('12.500002');
    expect(await available(mara.client)).toBe('5.000001');
    const view = (await owner.client.get('/api/split/album/song', { albumId: String(owner.albumId) })).body.data.splits[0];
    expect(view).toMatchObject({ status: 'ACTIVE', recouped: '5.000000' });
    expect((await owner.client.get('/api/split/album')).body.data).toMatchObject({ total: 1, albums: [{ albumId: owner.albumId, songsSplit: 1, openInvites: 0 }] });
    expect([...(await balancesFromPostings(ctx.services.db)).values()].reduce((sum, value) => sum + value, 0n)).toBe(0n);

    // Ending the split: later months stay with the owner; the collaborators keep what they earned.
    expect((await owner.client.post('/api/split/cancel', { splitId: view.splitId })).body.data.status).toBe('CANCELED');
    await importSales([`2026-12,2026-11,Spotify,US,${owner.isrc},,100,USD,4.000000`]);
    expect(await available(owner.client)).toBe('26.500004');
    expect(await available(rio.client)).toBe('12.500002');
    expect(JSON.stringify((await rio.client.get('/api/notice/list', { offset: '0', count: '20' })).body.data)).toContain('SPLIT_CANCELLED');
    // The statements count what was held as the collaborator's from acceptance on.
    expect((await rio.client.get('/api/revenue/royalty/total')).body.data).toMatchObject({ total: '12.500002' });
    const { kept, rebuilt } = await rollupsKeptAndRebuilt(ctx);
    expect(kept).toEqual(rebuilt);
  });

  it('gives a declined share, with what was held for it, back to the owner', async () => {
    const owner = await ownerWithSong();
    const guest = await signUpArtist(ctx, { nickname: 'Guest' });
    await owner.client.post('/api/split/album/create', { albumId: owner.albumId, effectiveFrom: '2026-01', songs: [{ songId: owner.songId, collaborators: [{ email: guest.email, share: '40' }] }] });
    await importSales([`2026-10,2026-09,Spotify,US,${owner.isrc},,100,USD,10.000000`]);
    expect(await available(owner.client)).toBe('6.000000');
    const [song] = (await guest.client.get('/api/split/invitee/song')).body.data.songs;
    expect((await guest.client.post('/api/split/update-user-split-song', { inviteId: song.inviteId, action: 'decline' })).body.data).toMatchObject({ status: 'DELETED', splitStatus: 'DELETED' });
    expect(await available(owner.client)).toBe('10.000000');
    expect(await available(guest.client)).toBe('0.000000');
    expect((await guest.client.post('/api/split/update-user-split-song', { inviteId: song.inviteId, action: 'accept' })).status).toBe(409);
    expect(JSON.stringify((await owner.client.get('/api/notice/list', { offset: '0', count: '20' })).body.data)).toContain('SPLIT_DECLINED');
    expect((await owner.client.get('/api/revenue/royalty/total')).body.data).toMatchObject({ total: '10.000000' });
    const { kept, rebuilt } = await rollupsKeptAndRebuilt(ctx);
    expect(kept).toEqual(rebuilt);
  });

  it('sends invitations again, to open ones only', async () => {
    const owner = await ownerWithSong();
    const email = uniqueEmail('later');
    const split = (await owner.client.post('/api/split/album/create', { albumId: owner.albumId, effectiveFrom: '2026-01', songs: [{ songId: owner.songId, collaborators: [{ email, share: '10' }] }] }))
      .body.data.splits[0];
    const first = await codeFor(email);
    const again = await owner.client.post('/api/split/resend/invite', { inviteId: split.invites[0].id });
    expect(again.body.data).toMatchObject({ status: 'NOTIFIED' });
    const second = await codeFor(email);
    expect(second).not.toBe(first);
    expect((await owner.client.post('/api/split/send/email-code', { inviteId: split.invites[0].id })).status).toBe(200);
    expect((await owner.client.post('/api/split/resend/album-invite', { albumId: owner.albumId })).body.data).toEqual({ sent: 1 });
    expect((await owner.client.post('/api/split/resend-invite-v2', { inviteIds: [split.invites[0].id] })).body.data).toEqual({ sent: 1 });
    const stranger = await signUpArtist(ctx);
    expect((await stranger.client.post('/api/split/resend/invite', { inviteId: split.invites[0].id })).status).toBe(404);
    // The old code no longer works; the newest does, for whoever holds it.
    expect((await stranger.client.post('/api/split/verify/split-code', { code: first })).status).toBe(400);
    expect((await stranger.client.post('/api/split/verify/split-code', { code: await codeFor(email) })).status).toBe(200);
    expect((await owner.client.post('/api/split/resend/album-invite', { albumId: owner.albumId })).body.data).toEqual({ sent: 0 });
  });

  it('refuses bad splits, another account’s release, pending releases, a second live split and members without RoyaltySplit Edit', async () => {
    const owner = await ownerWithSong();
    const create = (client: TestClient, songs: unknown[], albumId = owner.albumId, effectiveFrom = '2026-01') => client.post('/api/split/album/create', { albumId, effectiveFrom, songs });
    const fields = (answer: { body: { baseResponse: { details?: { field: string; messageKey: string }[] } } }) =>
      Object.fromEntries((answer.body.baseResponse.details ?? []).map((detail) => [detail.field, detail.messageKey]));
    const bad = await create(owner.client, [
      {
        songId: owner.songId,
        collaborators: [
          { email: 'a@example.com', share: '80' },
          { email: 'A@example.com', share: '30' },
          { email: owner.email, share: '20.005' },
          { email: 'not-an-email', share: '0' },
        ],
        recoup: { email: 'b@example.com', amount: '1.001' },
      },
      { songId: 999_999, collaborators: [] },
    ]);
    expect(bad.status).toBe(400);
    expect(fields(bad)).toEqual({
      'body.songs.0.collaborators.1.email': 'split_email_duplicate',
      'body.songs.0.collaborators.2.email': 'split_email_self',
      'body.songs.0.collaborators.2.share': 'split_share_invalid',
      'body.songs.0.collaborators.3.email': 'split_email_invalid',
      'body.songs.0.collaborators.3.share': 'split_share_invalid',
      'body.songs.0.collaborators': 'split_total_exceeded',
      'body.songs.0.recoup.email': 'split_recoup_collaborator',
      'body.songs.0.recoup.amount': 'split_recoup_amount_invalid',
      'body.songs.1.songId': 'split_song_not_in_album',
      'body.songs.1.collaborators': 'split_collaborators_required',
    });
    for (const body of [
      { albumId: owner.albumId, effectiveFrom: '2026-13', songs: [] },
      { albumId: owner.albumId, effectiveFrom: '2026-01', songs: [{ songId: owner.songId, collaborators: [], extra: 1 }] },
    ]) {
      expect((await owner.client.post('/api/split/album/create', body)).status).toBe(400);
    }
    const good = [{ songId: owner.songId, collaborators: [{ email: 'ok@example.com', share: '100' }] }];
    expect((await create(owner.client, good)).status).toBe(200);
    expect((await create(owner.client, good)).body.baseResponse.messageKey).toBe('split_song_has_split');

    const other = await ownerWithSong();
    expect((await create(owner.client, [{ songId: other.songId, collaborators: [{ email: 'x@example.com', share: '5' }] }], other.albumId)).status).toBe(404);
    const pending = await ownerWithPendingSong();
    expect((await create(pending.client, [{ songId: pending.songId, collaborators: [{ email: 'x@example.com', share: '5' }] }], pending.albumId)).body.baseResponse.messageKey).toBe(
      'split_album_not_accepted',
    );
    expect((await other.client.get('/api/split/album/song', { albumId: String(owner.albumId) })).status).toBe(404);

    const { owner: teamOwner, member, teamId } = await ownerWithMember(ctx, { 5: [1] });
    expect((await member.client.get('/api/split/album')).status).toBe(200);
    expect((await member.client.post('/api/split/album/create', { albumId: 1, effectiveFrom: '2026-01', songs: good })).status).toBe(403);
    await setMemberPermissions(ctx, teamId, member.userId, {});
    expect((await member.client.get('/api/split/album')).status).toBe(403);
    expect(teamOwner.userId).toBeGreaterThan(0);
  });
});
