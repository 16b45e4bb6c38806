import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { aigcTasks, uploadedFiles } from '@portal/db/schema';
import { analyseAudio } from '@portal/domain/audio/analyse';
import { MASTERING_TARGETS } from '@portal/domain/audio/mastering';
import { silence, syntheticSong } from '@portal/domain/audio/test-signals';
import { createTestContext, signUpArtist, signUpOperator, type TestClient, type TestContext } from '../../test/harness.ts';
import { settledArtistWithSingle } from '../../test/money.ts';
import { storedFile } from '../../test/releases.ts';
import { runDueJobs } from '../../platform/jobs.ts';
import { decodePcm, encodeWav } from '../../platform/media/ffmpeg.ts';
import { ffmpegLoudness } from '../../platform/media/ebur128.ts';

let ctx: TestContext;
let dir: string;
beforeAll(async () => {
  ctx = await createTestContext();
  dir = await mkdtemp(join(tmpdir(), 'mastering-test-'));
});
afterAll(async () => {
  await ctx.close();
  await rm(dir, { recursive: true, force: true });
});

const SR = 44_100;
// Eight sections of two bars at 120 bpm: 32 s of kick, bass, pads and a brighter, louder chorus; quiet (-20 LUFS or so).
const song = syntheticSong({ sampleRate: SR, barsPerSection: 2 });
const songWav = encodeWav(
  song.channels.map((c) => c.map((v) => v * 0.5)),
  SR,
  'pcm24',
);

async function artistWithFile(bytes: Buffer = songWav) {
  const artist = await signUpArtist(ctx);
  const fileId = await storedFile(ctx, artist.userId, 'audio', { fileName: 'night-drive.wav' }, bytes);
  return { ...artist, fileId };
}

const result = async (client: TestClient, taskId: number) => {
  const answer = await client.get('/api/song/auto-mastering/get-process-result', { taskId: String(taskId) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
};

async function analysed(client: TestClient, fileId: string) {
  const created = await client.post('/api/song/auto-mastering/analyse', { fileId });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  await runDueJobs(ctx.services);
  return result(client, created.body.data.taskId);
}

async function download(client: TestClient, url: string) {
  const answer = await ctx.app.inject({ method: 'GET', url, headers: { cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ') } });
  expect(answer.statusCode).toBe(200);
  return { bytes: answer.rawPayload, disposition: String(answer.headers['content-disposition']) };
}

describe('auto-mastering', () => {
  it('analyses an uploaded file: loudness, true peak, range, balance, clipping, silence and advice', async () => {
    const { client, fileId } = await artistWithFile();
    const created = await client.post('/api/song/auto-mastering/analyse', { fileId });
    expect(created.body.data.creditsLeft).toBe(99);
    const pending = await result(client, created.body.data.taskId);
    expect(pending).toMatchObject({ state: 'Init', resultCode: 2001, progress: 0, output: null });

    await runDueJobs(ctx.services);
    const done = await result(client, created.body.data.taskId);
    expect(done).toMatchObject({ state: 'Success', resultCode: 0, progress: 100, kind: 'mastering_analyse' });
    const { analysis, advice, source } = done.output;
    const direct = analyseAudio(
      song.channels.map((c) => c.map((v) => v * 0.5)),
      SR,
    );
    expect(analysis.integratedLufs).toBeCloseTo(direct.integratedLufs!, 1);
    expect(analysis.truePeakDbtp).toBeCloseTo(direct.truePeakDbtp!, 1);
    expect(analysis.durationSec).toBeCloseTo(32, 1);
    expect(Object.keys(analysis.spectrum).sort()).toEqual(['air', 'bass', 'high_mid', 'low_mid', 'sub']);
    expect(source).toMatchObject({ fileId, fileName: 'night-drive.wav', url: `/api/files/${fileId}` });
    // The mix is quiet: the first advice says so, with its level.
    expect(advice.map((a: { key: string }) => a.key)).toContain('mastering_advice_quiet');
  });

  for (const target of ['streaming', 'loud', 'gentle'] as const) {
    it(`masters to ${target} (${MASTERING_TARGETS[target]} LUFS): the WAV measured again is within 1 LU and at most -1 dBTP`, async () => {
      const { client, fileId } = await artistWithFile();
      const analysis = await analysed(client, fileId);
      const created = await client.post('/api/song/auto-mastering/process', { taskId: analysis.taskId, target, genre: 'pop' });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      expect(created.body.data.creditsLeft).toBe(100 - 1 - 4);
      await runDueJobs(ctx.services);
      const done = await result(client, created.body.data.taskId);
      expect(done).toMatchObject({ state: 'Success', resultCode: 0, output: { type: 'process', settings: { target, targetLufs: MASTERING_TARGETS[target] } } });
      expect(done.output.fileName).toBe(`night-drive-master-${target}.wav`);

      const { bytes: wav, disposition } = await download(client, done.output.url);
      expect(wav.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(disposition).toContain(`filename="night-drive-master-${target}.wav"`);
      const path = join(dir, `${target}.wav`);
      await writeFile(path, wav);
      const measured = analyseAudio(await decodePcm(path, { sampleRate: SR, channels: 2 }), SR);
      expect(Math.abs(measured.integratedLufs! - MASTERING_TARGETS[target])).toBeLessThanOrEqual(1);
      expect(measured.truePeakDbtp!).toBeLessThanOrEqual(-1);
      expect(done.output.after.integratedLufs).toBeCloseTo(measured.integratedLufs!, 1);
      // ffmpeg's meter agrees (it prints one decimal, and its 4x interpolator reads a little differently from ours).
      const reference = await ffmpegLoudness(path);
      expect(Math.abs(reference.integratedLufs - MASTERING_TARGETS[target])).toBeLessThanOrEqual(1);
      expect(reference.truePeakDbtp).toBeLessThanOrEqual(-1);
    });
  }

  it('bad files end with their result code and give the credits back', async () => {
    const garbage = await artistWithFile(Buffer.from('RIFF....WAVEnot really audio at all'.repeat(20)));
    const junk = await analysed(garbage.client, garbage.fileId);
    expect(junk).toMatchObject({ state: 'Fail', resultCode: 1009, errorKey: 'aigc_result_invalid_format', output: null });
    const quiet = await artistWithFile(encodeWav(silence(5, SR), SR));
    expect(await analysed(quiet.client, quiet.fileId)).toMatchObject({ state: 'Fail', resultCode: 1010, errorKey: 'aigc_result_silent_audio' });
    const tiny = await artistWithFile(encodeWav(silence(0.1, SR), SR));
    expect(await analysed(tiny.client, tiny.fileId)).toMatchObject({ state: 'Fail', resultCode: 1011 });
    const gone = await artistWithFile();
    await ctx.services.db.update(uploadedFiles).set({ objectKey: 'missing/object' }).where(eq(uploadedFiles.id, gone.fileId));
    expect(await analysed(gone.client, gone.fileId)).toMatchObject({ state: 'Fail', resultCode: 1012 });
    const basic = await quiet.client.get('/api/aigc/get-aigc-basic');
    expect(basic.body.data.creditsLeft).toBe(100);
  });

  it("analyses a song of the account by its id (the song's full audio); another account's song is not found", async () => {
    const operator = await signUpOperator(ctx);
    const artist = await settledArtistWithSingle(ctx, operator, 'QZPC02600001');
    const created = await artist.client.post('/api/song/auto-mastering/analyse', { songId: artist.songId });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    await runDueJobs(ctx.services);
    const done = await result(artist.client, created.body.data.taskId);
    // The release's audio is the test tone: one second of 440 Hz.
    expect(done).toMatchObject({ state: 'Success', output: { type: 'analyse', analysis: { durationSec: 1 } } });
    const stranger = await signUpArtist(ctx);
    expect((await stranger.client.post('/api/song/auto-mastering/analyse', { songId: artist.songId })).status).toBe(404);
  });

  it("refuses another account's file or task, and processing before the analysis is done", async () => {
    const owner = await artistWithFile();
    const stranger = await signUpArtist(ctx);
    const foreign = await stranger.client.post('/api/song/auto-mastering/analyse', { fileId: owner.fileId });
    expect(foreign.status).toBe(404);
    expect(foreign.body.baseResponse).toMatchObject({ errorCode: 70000, messageKey: 'mastering_source_not_found' });
    const created = await owner.client.post('/api/song/auto-mastering/analyse', { fileId: owner.fileId });
    const taskId = created.body.data.taskId;
    const early = await owner.client.post('/api/song/auto-mastering/process', { taskId, target: 'streaming' });
    expect(early.status).toBe(409);
    expect(early.body.baseResponse.messageKey).toBe('mastering_analyse_first');
    expect((await stranger.client.get('/api/song/auto-mastering/get-process-result', { taskId: String(taskId) })).status).toBe(404);
    expect((await stranger.client.post('/api/song/auto-mastering/process', { taskId, target: 'loud' })).status).toBe(404);
    const badTarget = await owner.client.post('/api/song/auto-mastering/process', { taskId, target: 'deafening' });
    expect(badTarget.status).toBe(400);
    const [row] = await ctx.services.db.select().from(aigcTasks).where(eq(aigcTasks.userId, stranger.userId));
    expect(row).toBeUndefined();
  });

  it("puts the master into a draft in place of a track's audio, as a checked file of the account", async () => {
    const { client, userId, fileId } = await artistWithFile();
    const draft = await client.post('/api/draft-release', { kind: 'SINGLE', album: { title: 'Night Lights' }, tracks: [{ title: 'Night Drive', fullAudio: fileId }] });
    const { albumId, revision } = draft.body.data;
    const analysis = await analysed(client, fileId);
    const processed = await client.post('/api/song/auto-mastering/process', { taskId: analysis.taskId, target: 'streaming', genre: 'electronic' });
    await runDueJobs(ctx.services);
    const taskId = processed.body.data.taskId;

    const stale = await client.post('/api/song/auto-mastering/apply-to-draft', { taskId, albumId, trackIndex: 0, revision: revision + 5 });
    expect(stale.status).toBe(409);
    const noTrack = await client.post('/api/song/auto-mastering/apply-to-draft', { taskId, albumId, trackIndex: 3, revision });
    expect(noTrack.status).toBe(400);
    const applied = await client.post('/api/song/auto-mastering/apply-to-draft', { taskId, albumId, trackIndex: 0, revision });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.data.revision).toBe(revision + 1);
    const newFile = applied.body.data.fileId;
    expect(newFile).not.toBe(fileId);

    const read = (await client.get('/api/draft-release', { albumId: String(albumId) })).body.data;
    expect(read.tracks[0]).toMatchObject({ title: 'Night Drive', fullAudio: newFile });
    const [row] = await ctx.services.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, newFile));
    expect(row).toMatchObject({ userId, kind: 'audio', contentType: 'audio/wav' });
    expect(row!.meta).toMatchObject({ format: 'WAV', sampleRate: 44_100, bitsPerSample: 24, channels: 2, fileName: 'night-drive-master-streaming.wav', source: 'MCC' });

    // An analysis has no master to apply: only a mastering task's id is accepted.
    const wrongKind = await client.post('/api/song/auto-mastering/apply-to-draft', { taskId: analysis.taskId, albumId, trackIndex: 0, revision: revision + 1 });
    expect(wrongKind.status).toBe(404);
  });
});
