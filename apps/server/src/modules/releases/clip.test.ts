import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { uploadedFiles } from '@portal/db/schema';
import { createTestContext, signUpArtist, type TestContext } from '../../test/harness.ts';
import { storedFile, toneWav } from '../../test/releases.ts';
import { readWavLayout } from './cut-clip.ts';

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
    const layout = readWavLayout(bytes)!;
    expect(layout).toMatchObject({ channels: 2, sampleRate: 44_100, bitsPerSample: 16, dataLength: 30 * 44_100 * 4 });
    const fullLayout = readWavLayout(full)!;
    const startByte = fullLayout.dataOffset + 5 * 44_100 * 4;
    expect(bytes.subarray(layout.dataOffset, layout.dataOffset + 64)).toEqual(full.subarray(startByte, startByte + 64));
  });

  it('cuts a FLAC upload too (decoded with the reference decoder)', async () => {
    const { client, userId } = await signUpArtist(ctx);
    const flac = execFileSync('flac', ['--silent', '--stdout', '-'], { input: toneWav(20) });
    expect(flac.subarray(0, 4).toString('ascii')).toBe('fLaC');
    const fileId = await storedFile(ctx, userId, 'audio', { format: 'FLAC' }, flac);
    const cut = await client.put('/api/release/clip', { fileId, startMs: 0, durationMs: 15_000 });
    expect(cut.status, JSON.stringify(cut.body)).toBe(200);
    expect(readWavLayout((await clipBytes(cut.body.data.clipFileId)).bytes)!.dataLength).toBe(15 * 44_100 * 4);
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
