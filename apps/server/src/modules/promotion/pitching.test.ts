import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { releases } from '@portal/db/schema';
import { ReleaseStatus } from '@portal/domain/enums';
import { createTestContext, type TestClient, type TestContext, signUpOperator } from '../../test/harness.ts';
import { settledArtistWithSingle } from '../../test/money.ts';
import { ownerWithMember, setMemberPermissions } from '../../test/teams.ts';

let ctx: TestContext;
let operator: TestClient;
beforeAll(async () => {
  ctx = await createTestContext();
  operator = await signUpOperator(ctx);
});
afterAll(() => ctx.close());

const DAY = 86_400_000;
const pitchOf = (albumId: number, songId: number, overrides: Record<string, unknown> = {}) => ({
  albumId,
  songId,
  description: 'A late-night synth-pop song about the last ferry home, for fans of night drives.',
  moods: ['chill', 'dreamy'],
  styles: ['electronic'],
  instruments: ['synthesizer', 'vocals'],
  ...overrides,
});
const setRelease = (albumId: number, values: Partial<typeof releases.$inferInsert>) => ctx.services.db.update(releases).set(values).where(eq(releases.id, albumId));

describe('pitching', () => {
  it('pitches one song of an approved upcoming release once: 1, then 2; the state says what was sent and until when', async () => {
    const artist = await settledArtistWithSingle(ctx, operator, 'QZPT02600001');
    const before = (await artist.client.get('/api/album/pitching', { albumId: String(artist.albumId) })).body.data;
    expect(before).toMatchObject({ albumId: artist.albumId, canPitch: true, block: null, pitch: null, songs: [{ songId: artist.songId, title: 'Midnight Drive' }] });
    const [row] = await ctx.services.db.select({ releaseTime: releases.releaseTime }).from(releases).where(eq(releases.id, artist.albumId));
    const releaseDay = Math.floor(row!.releaseTime!.getTime() / DAY);
    expect(before.lastDay).toBe(new Date((releaseDay - 7) * DAY).toISOString().slice(0, 10));
    expect((await artist.client.get('/api/song/pitching/allow', { songId: String(artist.songId) })).body.data).toEqual({
      songId: artist.songId,
      albumId: artist.albumId,
      allow: true,
      block: null,
      pitched: false,
    });

    const sent = await artist.client.post('/api/album/update/pitching', pitchOf(artist.albumId, artist.songId));
    expect(sent.status).toBe(200);
    expect(sent.body.data.result).toBe(1);
    expect(sent.body.data.state).toMatchObject({
      canPitch: false,
      block: null,
      pitch: { songId: artist.songId, songTitle: 'Midnight Drive', moods: ['chill', 'dreamy'], styles: ['electronic'], instruments: ['synthesizer', 'vocals'] },
    });

    const again = await artist.client.post('/api/album/update/pitching', pitchOf(artist.albumId, artist.songId, { description: 'Second thoughts.' }));
    expect(again.body.data.result).toBe(2);
    expect(again.body.data.state.pitch.description).toContain('last ferry home');
    expect((await artist.client.get('/api/song/pitching/allow', { songId: String(artist.songId) })).body.data).toMatchObject({ allow: false, pitched: true });
  });

  it('answers 3 with the reason when the release cannot be pitched: too close to its day, out already, no Spotify, in review', async () => {
    const artist = await settledArtistWithSingle(ctx, operator, 'QZPT02600002');
    const state = async () => (await artist.client.get('/api/album/pitching', { albumId: String(artist.albumId) })).body.data;
    const attempt = async () => (await artist.client.post('/api/album/update/pitching', pitchOf(artist.albumId, artist.songId))).body.data;

    await setRelease(artist.albumId, { releaseTime: new Date(Date.now() + 3 * DAY) });
    expect(await attempt()).toMatchObject({ result: 3, state: { canPitch: false, block: 'too_late', pitch: null } });
    await setRelease(artist.albumId, { releaseTime: new Date(Date.now() + 30 * DAY), status: ReleaseStatus.Live });
    expect((await state()).block).toBe('released');
    await setRelease(artist.albumId, { status: ReleaseStatus.UnderReview });
    expect((await state()).block).toBe('in_review');
    await setRelease(artist.albumId, { status: ReleaseStatus.Delivered, album: sql`jsonb_set(${releases.album}, '{stores,1026}', 'false'::jsonb)` });
    expect(await attempt()).toMatchObject({ result: 3, state: { block: 'store_not_chosen' } });
    await setRelease(artist.albumId, { album: sql`jsonb_set(${releases.album}, '{stores,1026}', 'true'::jsonb)` });
    expect(await attempt()).toMatchObject({ result: 1, state: { block: null, pitch: { songId: artist.songId } } });
  });

  it('refuses a song of another release and bad choices with a 400, and finds nothing of another account', async () => {
    const artist = await settledArtistWithSingle(ctx, operator, 'QZPT02600003');
    const other = await settledArtistWithSingle(ctx, operator, 'QZPT02600004');
    const wrongSong = await artist.client.post('/api/album/update/pitching', pitchOf(artist.albumId, other.songId));
    expect(wrongSong.status).toBe(400);
    expect(wrongSong.body.baseResponse.messageKey).toBe('pitch_song_not_on_release');
    for (const bad of [{ description: '' }, { description: 'x'.repeat(501) }, { moods: ['chill', 'sad', 'dark', 'happy'] }, { styles: ['polka'] }, { instruments: ['bass', 'bass'] }]) {
      const refused = await artist.client.post('/api/album/update/pitching', pitchOf(artist.albumId, artist.songId, bad));
      expect(refused.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await artist.client.get('/api/album/pitching', { albumId: String(artist.albumId) })).body.data.pitch).toBeNull();

    const foreign = await artist.client.post('/api/album/update/pitching', pitchOf(other.albumId, other.songId));
    expect(foreign.status).toBe(404);
    expect((await artist.client.get('/api/album/pitching', { albumId: String(other.albumId) })).status).toBe(404);
    expect((await artist.client.get('/api/song/pitching/allow', { songId: String(other.songId) })).status).toBe(404);
    expect((await other.client.get('/api/album/pitching', { albumId: String(other.albumId) })).body.data.pitch).toBeNull();
  });

  it('keeps the pitch profile of the account; a member needs Release Edit to pitch or change it', async () => {
    const { owner, member, teamId } = await ownerWithMember(ctx, { 1: [1] });
    expect((await owner.client.get('/api/pitching/info')).body.data).toEqual({ hometown: '', marketingPlans: '', updatedAt: null });
    const saved = await owner.client.post('/api/pitching/info', { hometown: '  Lisbon ', marketingPlans: 'Two live sessions and a short-video campaign in the release week.' });
    expect(saved.body.data).toMatchObject({ hometown: 'Lisbon', marketingPlans: 'Two live sessions and a short-video campaign in the release week.' });
    expect((await owner.client.post('/api/pitching/info', { hometown: 'x'.repeat(101), marketingPlans: '' })).status).toBe(400);

    expect((await member.client.get('/api/pitching/info')).body.data.hometown).toBe('Lisbon');
    expect((await member.client.post('/api/pitching/info', { hometown: 'Porto', marketingPlans: '' })).status).toBe(403);
    await setMemberPermissions(ctx, teamId, member.userId, { 1: [1, 2] });
    expect((await member.client.post('/api/pitching/info', { hometown: 'Porto', marketingPlans: '' })).body.data.hometown).toBe('Porto');
    expect((await owner.client.get('/api/pitching/info')).body.data.hometown).toBe('Porto');
  });
});
