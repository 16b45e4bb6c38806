import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { aigcCredits } from '@portal/db/schema';
import { AigcResultCode, aigcResultMessageKey } from '@portal/domain/aigc/tasks';
import { encodeWav, probeMedia } from '../../platform/media/ffmpeg.ts';
import { silence, sine, syntheticSong } from '@portal/domain/audio/test-signals';
import { runDueJobs } from '../../platform/jobs.ts';
import { createTestContext, signUpArtist, type TestClient, type TestContext } from '../../test/harness.ts';
import { signedArtist, storedFile, validSingle } from '../../test/releases.ts';
import { submitted } from '../catalogue/test-support.ts';

let ctx: TestContext;
let folder: string;
const song = syntheticSong({ sampleRate: 22_050, channels: 2 });
const songWav = encodeWav(song.channels, song.sampleRate);
const firstChorus = song.sections.find((s) => s.name === 'chorus')!;
const toneWav = (seconds: number) => encodeWav(sine({ frequency: 440, seconds, sampleRate: 44_100 }), 44_100);

beforeAll(async () => {
  ctx = await createTestContext();
  folder = await mkdtemp(join(tmpdir(), 'remix-api-'));
});
afterAll(async () => {
  await ctx.close();
  await rm(folder, { recursive: true, force: true });
});

/** A file answer as raw bytes (the JSON client reads them as text). */
async function postForFile(client: TestClient, url: string, body: unknown) {
  if (!client.jar.has('csrf_token')) await client.get('/api/open/ping');
  const cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const response = await ctx.app.inject({ method: 'POST', url, payload: body as object, remoteAddress: client.ip, headers: { cookie, 'x-csrf-token': client.jar.get('csrf_token') ?? '' } });
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload };
}

async function getFile(client: TestClient, url: string) {
  const cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const response = await ctx.app.inject({ method: 'GET', url, remoteAddress: client.ip, headers: { cookie } });
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload };
}

async function secondsOf(bytes: Buffer, extension: string) {
  const path = join(folder, `probe-${Math.random().toString(36).slice(2)}.${extension}`);
  await writeFile(path, bytes);
  return (await probeMedia(path)).durationSec;
}

describe('GET /audio/chorus', () => {
  it('finds the chorus of an audio upload within 2 seconds and proposes a 15-30 s clip starting there', async () => {
    const { client, userId } = await signUpArtist(ctx);
    const fileId = await storedFile(ctx, userId, 'audio', {}, songWav);
    const answer = await client.get('/api/audio/chorus', { fileId });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const result = answer.body.data;
    expect(result).toMatchObject({ songId: null, fileId, method: 'repetition' });
    expect(Math.abs(result.clip.startMs / 1000 - firstChorus.startSec)).toBeLessThanOrEqual(2);
    expect(result.clip.durationMs).toBeGreaterThanOrEqual(15_000);
    expect(result.clip.durationMs).toBeLessThanOrEqual(30_000);
    expect(result.occurrences).toHaveLength(3);
  });

  it('works on a catalogue song’s full audio and only proposes: the song’s clip stays as it was', async () => {
    const { client, userId } = await signedArtist(ctx);
    const audio = await storedFile(ctx, userId, 'audio', {}, songWav);
    const release = await submitted(client, await validSingle(ctx, userId, { title: 'Loop City' }, { title: 'Hook Line', fullAudio: audio }));
    const songId = release.tracks[0].songId as number;
    const before = (await client.get('/api/song/update/clip', { songId: String(songId) })).body.data;

    const answer = await client.get('/api/audio/chorus', { songId: String(songId), maxClipMs: '20000' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ songId, fileId: audio });
    expect(Math.abs(answer.body.data.clip.startMs / 1000 - firstChorus.startSec)).toBeLessThanOrEqual(2);
    expect(answer.body.data.clip.durationMs).toBeLessThanOrEqual(20_000);
    expect((await client.get('/api/song/update/clip', { songId: String(songId) })).body.data).toEqual(before);
  });

  it('refuses another account’s file, a missing source, short, silent and non-audio files with their result codes', async () => {
    const { client, userId } = await signUpArtist(ctx);
    const stranger = await signUpArtist(ctx);
    const theirs = await storedFile(ctx, stranger.userId, 'audio', {}, songWav);
    expect((await client.get('/api/audio/chorus', { fileId: theirs })).status).toBe(404);
    expect((await client.get('/api/audio/chorus', { songId: '999999' })).status).toBe(404);
    const neither = await client.get('/api/audio/chorus');
    expect(neither.status).toBe(400);
    expect(neither.body.baseResponse.details?.[0]).toMatchObject({ field: 'query.songId', messageKey: 'validation_required' });

    const short = await client.get('/api/audio/chorus', { fileId: await storedFile(ctx, userId, 'audio', {}, toneWav(5)) });
    expect(short.status).toBe(400);
    expect(short.body.baseResponse).toMatchObject({ errorCode: 70000, messageKey: 'chorus_track_too_short' });
    const silent = await client.get('/api/audio/chorus', { fileId: await storedFile(ctx, userId, 'audio', {}, encodeWav(silence(20, 22_050), 22_050)) });
    expect(silent.body.baseResponse.messageKey).toBe(aigcResultMessageKey(AigcResultCode.SILENT_AUDIO));
    const text = await client.get('/api/audio/chorus', { fileId: await storedFile(ctx, userId, 'audio', {}, Buffer.from('no audio here, only words'.repeat(100))) });
    expect(text.body.baseResponse.messageKey).toBe(aigcResultMessageKey(AigcResultCode.INVALID_FORMAT));
  });
});

describe('online remix', () => {
  const slowed = { tempo: 0.8, tempoMode: 'varispeed', pitchSemitones: 0, reverb: 0.4, fadeInMs: 500, fadeOutMs: 2_000, trimStartMs: 0, trimEndMs: null };

  it('previews the first 20 seconds as MP3 at once, free', async () => {
    const { client, userId } = await signUpArtist(ctx);
    const fileId = await storedFile(ctx, userId, 'audio', {}, toneWav(30));
    const preview = await postForFile(client, '/api/audio/remix/preview', { fileId, preset: 'slowed_reverb', settings: slowed });
    expect(preview.status).toBe(200);
    expect(preview.headers['content-type']).toContain('audio/mpeg');
    expect(Math.abs((await secondsOf(preview.bytes, 'mp3')) - 20)).toBeLessThan(0.1);
    expect((await client.get('/api/aigc/get-aigc-basic')).body.data.creditsLeft).toBe(100);
  });

  it('renders the whole remix as a task: credits taken, progress to Success, the file downloadable with the planned length', async () => {
    const { client, userId } = await signUpArtist(ctx);
    const fileId = await storedFile(ctx, userId, 'audio', {}, toneWav(12));
    const created = await client.post('/api/audio/remix/process', { fileId, preset: 'custom', settings: { ...slowed, trimStartMs: 2_000, trimEndMs: 10_000 }, format: 'wav' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data.creditsLeft).toBe(97);
    const taskId = created.body.data.taskId as number;
    const waiting = (await client.get('/api/audio/remix/result', { taskId: String(taskId) })).body.data;
    expect(waiting).toMatchObject({ taskId, kind: 'remix', state: 'Init', output: null });

    await runDueJobs(ctx.services);
    const done = (await client.get('/api/audio/remix/result', { taskId: String(taskId) })).body.data;
    expect(done).toMatchObject({ state: 'Success', resultCode: 0, progress: 100, output: { format: 'wav', pitchRatio: 0.8, fileName: `remix-${taskId}.wav` } });
    // 8 s of source at 0.8x is 10 s, plus the 2.5 s reverb tail.
    expect(Math.abs(done.output.durationMs - 12_500)).toBeLessThan(50);
    const file = await getFile(client, done.output.downloadPath);
    expect(file.status).toBe(200);
    expect(file.bytes.length).toBe(done.output.sizeBytes);
    expect(Math.abs((await secondsOf(file.bytes, 'wav')) - 12.5)).toBeLessThan(0.05);

    const stranger = await signUpArtist(ctx);
    expect((await stranger.client.get('/api/audio/remix/result', { taskId: String(taskId) })).status).toBe(404);
    expect((await getFile(stranger.client, done.output.downloadPath)).status).toBe(404);
  });

  it('remixes a catalogue song, refuses a trim outside the track without spending credits, and answers 60004 when credits run out', async () => {
    const { client, userId } = await signedArtist(ctx);
    const audio = await storedFile(ctx, userId, 'audio', {}, toneWav(20));
    const release = await submitted(client, await validSingle(ctx, userId, { title: 'Sped' }, { title: 'Sped Song', fullAudio: audio }));
    const songId = release.tracks[0].songId as number;
    const sped = { tempo: 1.25, tempoMode: 'varispeed', pitchSemitones: 0, reverb: 0, fadeInMs: 0, fadeOutMs: 0, trimStartMs: 0, trimEndMs: null };

    const outside = await client.post('/api/audio/remix/process', { songId, preset: 'sped_up', settings: { ...sped, trimStartMs: 15_000, trimEndMs: 25_000 } });
    expect(outside.status).toBe(400);
    expect(outside.body.baseResponse).toMatchObject({ errorCode: 70000, messageKey: 'remix_trim_invalid' });
    const both = await client.post('/api/audio/remix/process', { songId, fileId: audio, settings: sped });
    expect(both.body.baseResponse.details?.[0]).toMatchObject({ field: 'body.songId', messageKey: 'audio_source_required' });
    const fast = await client.post('/api/audio/remix/process', { songId, settings: { ...sped, tempo: 3 } });
    expect(fast.status).toBe(400);
    expect((await client.get('/api/aigc/get-aigc-basic')).body.data.creditsLeft).toBe(100);

    const created = await client.post('/api/audio/remix/process', { songId, preset: 'sped_up', settings: sped });
    await runDueJobs(ctx.services);
    const done = (await client.get('/api/audio/remix/result', { taskId: String(created.body.data.taskId) })).body.data;
    expect(done).toMatchObject({ state: 'Success', output: { format: 'mp3', pitchRatio: 1.25 } });
    expect(Math.abs(done.output.durationMs - 16_000)).toBeLessThan(100);

    await ctx.services.db.update(aigcCredits).set({ remaining: 2 }).where(eq(aigcCredits.userId, userId));
    const broke = await client.post('/api/audio/remix/process', { songId, settings: sped });
    expect(broke.body.baseResponse.errorCode).toBe(60004);
  });
});
