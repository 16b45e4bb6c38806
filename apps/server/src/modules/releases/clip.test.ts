import { encodeFlac } from '../uploads/test-files.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { uploadedFiles } from '@portal/db/schema';
import { createTestContext, signUpArtist, type TestContext } from '../../test/harness.ts';
import { storedFile, toneWav } from '../../test/releases.ts';
import { wavLayout } from './cut-clip.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function clipBytes(clipFileId: string) {
  const [row] = await ctx.services.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, clipFileId));
  return { row: row!, bytes: (await ctx.services.files.get(row!.objectKey))!.bytes };
}

describe('online trim', () => {
  it('cuts the chosen 30 seconds of a WAV into the clip, sample-exact', async () => {
    const { client, userId } = await signUpArtist(ctx);
    const full = toneWav(40);
    const fileId = await storedFile(ctx, userId, 'audio', {}, full);
    const cut = await client.put('/api/release/clip', { fileId, startMs: 5_000, durationMs: 30_000 });
    expect(cut.status, JSON.stringify(cut.body)).toBe(200);
    const { row, bytes } = await clipBytes(cut.body.data.clipFileId);
    expect(row).toMatchObject({ kind: 'clip', contentType: 'audio/wav', userId, meta: { durationMs: 30_000, sampleRate: 44_100, sourceFileId: fileId, startMs: 5_000 } });
    const layout = (await wavLayout(bytes))!;
    expect(layout).toMatchObject({ channels: 2, sampleRate: 44_100, bitsPerSample: 16, dataSize: 30 * 44_100 * 4 });
    const fullLayout = (await wavLayout(full))!;
    const startByte = fullLayout.dataOffset + 5 * 44_100 * 4;
    expect(bytes.subarray(layout.dataOffset, layout.dataOffset + 64)).toEqual(full.subarray(startByte, startByte + 64));
  });

  it('cuts a FLAC upload too (decoded with ffmpeg)', async () => {
    const { client, userId } = await signUpArtist(ctx);
    const flac = encodeFlac(toneWav(20));
    expect(flac.subarray(0, 4).toString('ascii')).toBe('fLaC');
    const fileId = await storedFile(ctx, userId, 'audio', { format: 'FLAC' }, flac);
    const cut = await client.put('/api/release/clip', { fileId, startMs: 0, durationMs: 15_000 });
    expect(cut.status, JSON.stringify(cut.body)).toBe(200);
    expect((await wavLayout((await clipBytes(cut.body.data.clipFileId)).bytes))!.dataSize).toBe(15 * 44_100 * 4);

    // From the middle, sample-exact.
    const later = await client.put('/api/release/clip', { fileId, startMs: 2_000, durationMs: 15_000 });
    const bytes = (await clipBytes(later.body.data.clipFileId)).bytes;
    const layout = (await wavLayout(bytes))!;
    const source = toneWav(20);
    const sourceLayout = (await wavLayout(source))!;
    const from = sourceLayout.dataOffset + 2 * 44_100 * 4;
    expect(bytes.subarray(layout.dataOffset).equals(source.subarray(from, from + 15 * 44_100 * 4))).toBe(true);
    expect((await client.put('/api/release/clip', { fileId, startMs: 10_000, durationMs: 15_000 })).body.baseResponse.messageKey).toBe('clip_outside_audio');
  });

  it('refuses clips outside 15 to 60 seconds, beyond the audio, or of another account’s file', async () => {
    const { client, userId } = await signUpArtist(ctx);
    const other = await signUpArtist(ctx);
    const fileId = await storedFile(ctx, userId, 'audio', {}, toneWav(30));
    expect((await client.put('/api/release/clip', { fileId, startMs: 0, durationMs: 10_000 })).body.baseResponse.messageKey).toBe('clip_duration_invalid');
    expect((await client.put('/api/release/clip', { fileId, startMs: 0, durationMs: 61_000 })).status).toBe(400);
    expect((await client.put('/api/release/clip', { fileId, startMs: 20_000, durationMs: 15_000 })).body.baseResponse.messageKey).toBe('clip_outside_audio');
    expect((await other.client.put('/api/release/clip', { fileId, startMs: 0, durationMs: 15_000 })).status).toBe(404);
    const garbage = await storedFile(ctx, userId, 'audio', {}, Buffer.from('RIFF....WAVEnot really audio at all'));
    expect((await client.put('/api/release/clip', { fileId: garbage, startMs: 0, durationMs: 15_000 })).status).toBe(400);
  });
});

describe('a submitted track’s clip', () => {
  it('is read and replaced by song id; after approval the stores that have the release get an update', async () => {
    const { signedArtist, validSingle } = await import('../../test/releases.ts');
    const { makeOperator } = await import('../../test/harness.ts');
    const { jobs } = await import('@portal/db/schema');
    const artist = await signedArtist(ctx);
    const operator = await signUpArtist(ctx);
    await makeOperator(ctx, operator.userId);
    const form = await validSingle(ctx, artist.userId, { stores: { 1: true, 2: true } });
    form.tracks[0]!.fullAudio = await storedFile(ctx, artist.userId, 'audio', {}, toneWav(30));
    form.tracks[0]!.clipAudios = [form.tracks[0]!.fullAudio];
    const release = (await artist.client.post('/api/release', form)).body.data;
    const songId = String(release.tracks[0].songId);
    expect((await artist.client.get('/api/song/update/clip', { songId })).body.data).toMatchObject({ clipFileId: form.tracks[0]!.fullAudio, startMs: null });

    await operator.client.post('/api/admin/releases/decide', { albumId: release.albumId, decision: 'approve' });
    await operator.client.post('/api/admin/releases/deliveries/run');
    const before = (await ctx.services.db.select().from(jobs)).length;
    const updated = await artist.client.post('/api/song/update/clip', { songId: Number(songId), startMs: 10_000, durationMs: 15_000 });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data).toMatchObject({ startMs: 10_000, durationMs: 15_000, clipUrl: expect.stringMatching(/^\/api\/files\/clip-/) });
    expect((await ctx.services.db.select().from(jobs)).length).toBeGreaterThan(before);
    expect((await (await signUpArtist(ctx)).client.get('/api/song/update/clip', { songId })).status).toBe(404);
  });
});
