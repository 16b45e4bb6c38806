import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artistClaims, releases } from '@portal/db/schema';
import { ReleaseStatus } from '@portal/domain/enums';
import { createTestContext, signUpArtist, signUpOperator, type TestClient, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
let operator: TestClient;
beforeAll(async () => {
  ctx = await createTestContext();
  operator = await signUpOperator(ctx);
});
afterAll(() => ctx.close());

// Store ids the local store knows because an artist of the portal carries them (decision 058).
const SPOTIFY_ID = '4Nova1ights0fTheHarbr0';
const APPLE_ID = '1598340017';
const spotifyUrl = `https://open.spotify.com/artist/${SPOTIFY_ID}`;

interface QueuedClaim {
  id: number;
  userId: number;
  status: string;
  store: { known: boolean; profileName: string | null };
  rivalClaims: number;
  heldByAnother: boolean;
  refusalReason: string | null;
}

const queue = async (status = 'pending') => (await operator.get('/api/admin/artist-claims', { status, count: '100' })).body.data.claims as QueuedClaim[];
const claimsOf = async (client: TestClient, userId: number) =>
  (await client.get('/api/user/artist/extra', { artistId: String(userId) })).body.data.claims as { id: number; status: string; refusalReason: string | null }[];
const notices = async (client: TestClient) => (await client.get('/api/notice/list', { lang: 'en' })).body.data.noticeList as { title: string; content: string; link: string }[];

describe('artist-profile claims: artist → operator → artist', () => {
  it('goes to the store, waits in the operators’ queue, and comes back to the artist as a notice either way', async () => {
    const nova = await signUpArtist(ctx, { nickname: 'Nova Lights' });
    const rival = await signUpArtist(ctx, { nickname: 'Nova Lights Tribute' });
    // The store knows these profiles: the account's artist carries their ids.
    expect((await nova.client.post('/api/artists', { artistName: 'Nova Lights', spotify: spotifyUrl, apple: APPLE_ID })).status).toBe(200);

    // Claim search finds the profile by name or by its pasted address.
    const byName = await nova.client.get('/api/artist/claim/search', { value: 'nova' });
    expect(byName.body.data.profiles).toEqual([
      { platform: 'apple', externalId: APPLE_ID, name: 'Nova Lights', url: `https://music.apple.com/us/artist/${APPLE_ID}`, claimStatus: null, heldByAnother: false },
      { platform: 'spotify', externalId: SPOTIFY_ID, name: 'Nova Lights', url: spotifyUrl, claimStatus: null, heldByAnother: false },
    ]);
    expect((await nova.client.get('/api/artist/claim/search', { value: `${spotifyUrl}?si=abc` })).body.data.profiles.map((p: { externalId: string }) => p.externalId)).toEqual([SPOTIFY_ID]);

    // A profile the store does not know is refused with the store's reason, and nothing is recorded.
    const unknown = await nova.client.post('/api/user/claim/artist', { platform: 'spotify', url: 'https://open.spotify.com/artist/0000000000000000000000' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.baseResponse.message).toBe('The store has no artist profile with this address or id.');
    expect(await claimsOf(nova.client, nova.userId)).toEqual([]);

    const spotify = await nova.client.post('/api/user/claim/artist', { platform: 'spotify', url: SPOTIFY_ID });
    expect(spotify.body.data.claim).toMatchObject({ platform: 'spotify', externalId: SPOTIFY_ID, url: spotifyUrl, status: 'pending', refusalReason: null });
    const apple = await nova.client.post('/api/user/claim/artist', { platform: 'apple', url: `https://music.apple.com/br/artist/nova-lights/${APPLE_ID}` });
    expect(apple.body.data.claim.status).toBe('pending');
    const rivalClaim = await rival.client.post('/api/user/claim/artist', { platform: 'spotify', url: spotifyUrl });
    expect(rivalClaim.body.data.claim.status).toBe('pending');
    const [stored] = await ctx.services.db.select().from(artistClaims).where(eq(artistClaims.id, spotify.body.data.claim.id));
    expect(stored!.storeReference).toMatch(new RegExp(`^local:spotify:${SPOTIFY_ID}:`));

    // The operators' queue, oldest first, with the store's answer and the rival claim of the same profile.
    const waiting = await queue();
    const spotifyQueued = waiting.find((claim) => claim.id === spotify.body.data.claim.id)!;
    expect(waiting.map((claim) => claim.id)).toEqual([spotify.body.data.claim.id, apple.body.data.claim.id, rivalClaim.body.data.claim.id]);
    expect(spotifyQueued).toMatchObject({ userId: nova.userId, store: { known: true, profileName: 'Nova Lights' }, rivalClaims: 1, heldByAnother: false });

    // Refusing needs a reason the artist can read; without one nothing changes.
    const noReason = await operator.post('/api/admin/artist-claims/decide', { claimId: apple.body.data.claim.id, decision: 'refuse', reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.baseResponse.details!.map((detail) => [detail.field, detail.messageKey])).toEqual([['body.reason', 'admin_claims_reason_required']]);
    expect((await queue()).map((claim) => claim.id)).toContain(apple.body.data.claim.id);

    const reason = 'The Apple Music profile lists a different label; send us your distribution agreement.';
    const refused = await operator.post('/api/admin/artist-claims/decide', { claimId: apple.body.data.claim.id, decision: 'refuse', reason });
    expect(refused.body.data.claim).toMatchObject({ status: 'refused', refusalReason: reason });
    const accepted = await operator.post('/api/admin/artist-claims/decide', { claimId: spotify.body.data.claim.id, decision: 'accept' });
    expect(accepted.body.data.claim).toMatchObject({ status: 'accepted', refusalReason: null });

    // The artist reads both results: on the profile (store account recorded, claims with their reason) and as notices.
    const profile = (await nova.client.get('/api/user/artist/extra', { artistId: String(nova.userId) })).body.data;
    expect(profile.storeAccounts).toEqual({ spotify: { url: spotifyUrl, artistId: SPOTIFY_ID } });
    expect(profile.claims.map((claim: { platform: string; status: string; refusalReason: string | null }) => [claim.platform, claim.status, claim.refusalReason])).toEqual([
      ['apple', 'refused', reason],
      ['spotify', 'accepted', null],
    ]);
    const read = await notices(nova.client);
    expect(read.slice(0, 2)).toEqual([
      expect.objectContaining({ title: 'Your Spotify artist profile claim was accepted', link: '/artists/claims' }),
      expect.objectContaining({ title: 'Your Apple Music artist profile claim was refused', content: expect.stringContaining(reason) }),
    ]);
    expect((await queue('accepted')).map((claim) => claim.id)).toContain(spotify.body.data.claim.id);

    // A claim is decided once.
    const again = await operator.post('/api/admin/artist-claims/decide', { claimId: apple.body.data.claim.id, decision: 'accept' });
    expect([again.status, again.body.baseResponse.messageKey]).toEqual([409, 'admin_claims_already_decided']);
  });

  it('gives a profile to one account: a rival claim cannot be accepted once another is, and a new one is refused', async () => {
    const owner = await signUpArtist(ctx, { nickname: 'Harbor Echo' });
    const rival = await signUpArtist(ctx, { nickname: 'Harbor Echo Fan' });
    const id = '7HarborEch0Pr0fileId99';
    await owner.client.post('/api/artists', { artistName: 'Harbor Echo', spotify: id });
    const first = (await owner.client.post('/api/user/claim/artist', { platform: 'spotify', url: id })).body.data.claim;
    const second = (await rival.client.post('/api/user/claim/artist', { platform: 'spotify', url: id })).body.data.claim;
    await operator.post('/api/admin/artist-claims/decide', { claimId: first.id, decision: 'accept' });

    expect((await queue()).find((claim) => claim.id === second.id)).toMatchObject({ heldByAnother: true, rivalClaims: 0 });
    const accept = await operator.post('/api/admin/artist-claims/decide', { claimId: second.id, decision: 'accept' });
    expect([accept.status, accept.body.baseResponse.messageKey]).toEqual([409, 'admin_claims_profile_held']);
    expect((await rival.client.get('/api/artist/claim/search', { value: id })).body.data.profiles[0]).toMatchObject({ claimStatus: 'pending', heldByAnother: true });
    expect((await owner.client.post('/api/user/claim/artist', { platform: 'spotify', url: id })).body.baseResponse.messageKey).toBe('artist_mgmt_claim_already_yours');
    await operator.post('/api/admin/artist-claims/decide', { claimId: second.id, decision: 'refuse', reason: 'This profile belongs to another account.' });
    const retry = await rival.client.post('/api/user/claim/artist', { platform: 'spotify', url: id });
    expect([retry.status, retry.body.baseResponse.messageKey]).toEqual([409, 'artist_mgmt_claim_held']);
  });

  it('is for operators only: an artist can neither read the queue nor decide', async () => {
    const artist = await signUpArtist(ctx);
    const id = '9OnlyOperat0rsDecide00';
    await artist.client.post('/api/artists', { artistName: 'Solo Voice', spotify: id });
    const claim = (await artist.client.post('/api/user/claim/artist', { platform: 'spotify', url: id })).body.data.claim;
    expect((await artist.client.get('/api/admin/artist-claims')).status).toBe(403);
    expect((await artist.client.post('/api/admin/artist-claims/decide', { claimId: claim.id, decision: 'accept' })).status).toBe(403);
    expect((await claimsOf(artist.client, artist.userId))[0]!.status).toBe('pending');
    expect((await operator.post('/api/admin/artist-claims/decide', { claimId: 999_999_999, decision: 'accept' })).status).toBe(404);
  });
});

describe('artist management', () => {
  it('refuses to delete an artist credited on a submitted release, and deletes one that is not', async () => {
    const { client, userId } = await signUpArtist(ctx);
    const used = (await client.post('/api/artists', { artistName: 'Mira Sol' })).body.data.artistId as number;
    const free = (await client.post('/api/artists', { artistName: 'Ode Blue' })).body.data.artistId as number;
    await ctx.services.db.insert(releases).values({
      ownerUserId: userId,
      createdByUserId: userId,
      kind: 'SINGLE',
      status: ReleaseStatus.Live,
      isDraft: false,
      title: 'Golden Hour',
      album: { title: 'Golden Hour', uniMainArtistObjects: [{ id: used, name: 'Mira Sol' }] },
    });
    const refused = await client.post('/api/artist/delete', { artistIds: [used] });
    expect([refused.status, refused.body.baseResponse.message]).toEqual([409, "Mira Sol is on the submitted release 'Golden Hour' and cannot be deleted."]);
    expect((await client.get('/api/artist/list')).body.data.artists.map((artist: { artistName: string; releaseCount: number }) => [artist.artistName, artist.releaseCount])).toEqual([
      ['Mira Sol', 1],
      ['Ode Blue', 0],
    ]);
    expect((await client.call('DELETE', '/api/artists', { query: { artistId: String(free) } })).body.data).toEqual({ artistIds: [free] });
    expect((await client.get('/api/artist/list')).body.data.total).toBe(1);
  });
});
