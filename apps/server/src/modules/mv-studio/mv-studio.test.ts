import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aigcCredits, aigcTasks, linkedAccounts, lyricTimings, tracks } from '@portal/db/schema';
import { AIGC_COSTS, AIGC_MONTHLY_CREDITS } from '@portal/domain/aigc/tasks';
import { syntheticSong } from '@portal/domain/audio/test-signals';
import { seededRandom } from '@portal/domain/seeded-random';
import { encodeWav, probeMedia } from '../../platform/media/ffmpeg.ts';
import { runDueJobs } from '../../platform/jobs.ts';
import { createTestContext, multipart, signUpArtist, type TestClient, type TestContext } from '../../test/harness.ts';
import { signedArtist, storedFile, validSingle } from '../../test/releases.ts';
import { submitted } from '../catalogue/test-support.ts';
import { renderSettings } from './video-tasks.ts';

// Renders here are short and small (320 px high) to keep the suite quick; the renderer's own test and the bench cover full size.
renderSettings.maxHeight = 320;

let ctx: TestContext;
// 2 bars a section at 120 bpm: 4 s sections, 32 s in all; choruses at 8, 16 and 24 s.
const song = syntheticSong({ sampleRate: 22_050, barsPerSection: 2 });
const songWav = encodeWav(song.channels, song.sampleRate);
const songMs = Math.round(song.sections.at(-1)!.endSec * 1000);

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function artistWithSong(title = 'Glass Rooms') {
  const { client, userId } = await signedArtist(ctx);
  const audio = await storedFile(ctx, userId, 'audio', { durationMs: songMs }, songWav);
  const release = await submitted(client, await validSingle(ctx, userId, { title }, { title, fullAudio: audio }));
  return { client, userId, songId: release.tracks[0].songId as number };
}

/** A photo with one clear subject: a bright disc and a bar on a dark, even background. */
const subjectPhoto = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000"><rect width="800" height="1000" fill="#1d2633"/><circle cx="400" cy="420" r="210" fill="#f2c8a0"/><rect x="250" y="650" width="300" height="280" fill="#c0392b"/></svg>',
    ),
  )
    .jpeg()
    .toBuffer();

const verify = (client: TestClient, bytes: Buffer, type = 'image/jpeg') => client.call('POST', '/api/aigc/verify-act-in-mv-image', multipart({}, { file: { name: 'me.jpg', type, bytes } }));

async function credits(userId: number) {
  const [row] = await ctx.services.db.select().from(aigcCredits).where(eq(aigcCredits.userId, userId));
  return row?.remaining ?? AIGC_MONTHLY_CREDITS;
}

async function download(client: TestClient, url: string) {
  const cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const response = await ctx.app.inject({ method: 'GET', url, headers: { cookie } });
  const path = join(tmpdir(), `mv-${Math.random().toString(36).slice(2)}.mp4`);
  await writeFile(path, response.rawPayload);
  return { status: response.statusCode, type: response.headers['content-type'], info: await probeMedia(path) };
}

describe('GET /aigc/get-song-detail', () => {
  it("answers the song's length, its sections (a cut near each chorus) and the chorus as the suggested start; another account's song is not found", async () => {
    const { client, userId, songId } = await artistWithSong();
    const answer = await client.get('/api/aigc/get-song-detail', { songId: String(songId) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const detail = answer.body.data;
    expect(Math.abs(detail.durationMs - songMs)).toBeLessThan(100);
    expect(detail.artworkUrl).toMatch(/^\/api\/files\//);
    const starts = detail.sections.map((s: { startMs: number }) => s.startMs);
    for (const chorus of song.sections.filter((s) => s.name === 'chorus')) {
      expect(Math.min(...starts.map((ms: number) => Math.abs(ms - chorus.startSec * 1000)))).toBeLessThanOrEqual(2000);
    }
    expect(Math.abs(detail.suggestedStartMs - song.sections.find((s) => s.name === 'chorus')!.startSec * 1000)).toBeLessThanOrEqual(2000);

    expect(detail.timedLyricLines).toBe(0);
    // The lyric editor's timed lyrics for the recording (decision 037) are what the video shows.
    const [track] = await ctx.services.db.select().from(tracks).where(eq(tracks.id, songId));
    await ctx.services.db
      .insert(lyricTimings)
      .values({ ownerUserId: userId, audioFileId: track!.fullAudioFileId!, lrc: '[00:08.00]First line\n[00:12.00]Second line\n[00:16.00]Chorus', updatedByUserId: userId });
    expect((await client.get('/api/aigc/get-song-detail', { songId: String(songId) })).body.data.timedLyricLines).toBe(3);

    const other = await signUpArtist(ctx);
    const foreign = await other.client.get('/api/aigc/get-song-detail', { songId: String(songId) });
    expect([foreign.status, foreign.body.baseResponse.messageKey]).toEqual([404, 'song_not_found']);
  });
});

describe('POST /aigc/verify-act-in-mv-image', () => {
  it('keeps a photo with a visible subject, and says what is wrong with a blank, a tiny or a non-image file', async () => {
    const { client } = await artistWithSong();
    const good = await verify(client, await subjectPhoto());
    expect(good.status).toBe(200);
    expect(good.body.data).toMatchObject({ ok: true, problems: [], format: 'jpeg', width: 800, height: 1000 });
    expect(good.body.data.subjectScore).toBeGreaterThanOrEqual(0.35);
    expect((await client.get(good.body.data.url.replace(/^\/api/, '/api'))).status).toBe(200);

    const blank = await verify(
      client,
      await sharp({ create: { width: 900, height: 900, channels: 3, background: '#808080' } })
        .jpeg()
        .toBuffer(),
    );
    expect(blank.body.data).toMatchObject({ ok: false, uri: null, problems: ['mv_image_no_subject'] });
    expect(blank.body.data.subjectScore).toBeLessThan(0.35);
    // Random noise has no subject either (its contrast averages out at 64x64; measured score 0.03).
    const noise = Buffer.alloc(900 * 900 * 3);
    const random = seededRandom(5);
    for (let i = 0; i < noise.length; i++) noise[i] = Math.floor(random() * 256);
    const noisy = await verify(
      client,
      await sharp(noise, { raw: { width: 900, height: 900, channels: 3 } })
        .jpeg()
        .toBuffer(),
    );
    expect(noisy.body.data).toMatchObject({ ok: false, problems: ['mv_image_no_subject'] });
    const tiny = await verify(
      client,
      await sharp(await subjectPhoto())
        .resize(200, 250)
        .jpeg()
        .toBuffer(),
    );
    expect(tiny.body.data).toMatchObject({ ok: false, problems: ['mv_image_too_small'] });
    const text = await verify(client, Buffer.from('not an image at all'), 'text/plain');
    expect(text.body.data).toMatchObject({ ok: false, problems: ['mv_image_format'], uri: null });
  });
});

describe('the studio: concept, shots, render', () => {
  it('goes from concept to a rendered 9:16 MP4 of the chorus, with edited shots and the user’s photo, and lists the task', async () => {
    const { client, userId, songId } = await artistWithSong();
    const concept = await client.post('/api/aigc/mv-regenerate-concept', { songId, template: 'lyric', aspect: '9:16', style: 'neon' });
    expect(concept.status, JSON.stringify(concept.body)).toBe(200);
    const project = concept.body.data;
    expect(project).toMatchObject({ songId, aspect: '9:16', template: 'lyric', style: 'neon', durationMs: 30_000, shotsConfirmed: false });
    expect(['waves', 'spectrum']).toContain(project.visualiser);
    expect(project.images.map((i: { ref: string }) => i.ref)).toEqual(['artwork']);
    expect(project.shots.reduce((sum: number, s: { durationMs: number }) => sum + s.durationMs, 0)).toBe(30_000);
    expect(await credits(userId)).toBe(AIGC_MONTHLY_CREDITS - AIGC_COSTS.mv_concept);

    const photo = (await verify(client, await subjectPhoto())).body.data.uri as string;
    const withPhoto = await client.put('/api/aigc/update-act-in-mv-uri', { projectId: project.projectId, uris: [photo] });
    expect(withPhoto.status, JSON.stringify(withPhoto.body)).toBe(200);
    expect(withPhoto.body.data.images.map((i: { ref: string }) => i.ref)).toEqual(['artwork', photo]);
    expect(new Set(withPhoto.body.data.shots.map((s: { image: string }) => s.image))).toEqual(new Set(['artwork', photo]));

    const regenerated = await client.post('/api/aigc/mv-generate-shots', { projectId: project.projectId });
    expect(regenerated.status).toBe(200);
    expect(await credits(userId)).toBe(AIGC_MONTHLY_CREDITS - AIGC_COSTS.mv_concept - AIGC_COSTS.mv_shots);

    // Edits: the total must stay the video's length and images must be the project's.
    const edit = (shots: unknown) => client.post('/api/aigc/mv-update-shots', { projectId: project.projectId, shots });
    const short = await edit([{ durationMs: 10_000, image: 'artwork', motion: 'zoom_in' }]);
    expect([short.status, short.body.baseResponse.messageKey]).toEqual([400, 'mv_shots_total_mismatch']);
    const stranger = await edit([{ durationMs: 30_000, image: 'mv_somebody_elses_photo', motion: 'zoom_in' }]);
    expect([stranger.status, stranger.body.baseResponse.messageKey]).toEqual([400, 'mv_shot_image_unknown']);
    const shots = [
      { durationMs: 12_000, image: photo, motion: 'pan_left' },
      { durationMs: 18_000, image: 'artwork', motion: 'zoom_out' },
    ];
    const edited = await edit(shots);
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data.shots).toEqual([
      { startMs: 0, ...shots[0] },
      { startMs: 12_000, ...shots[1] },
    ]);

    const early = await client.post('/api/aigc/mv-gen-final-video', { projectId: project.projectId });
    expect([early.status, early.body.baseResponse.messageKey]).toEqual([400, 'mv_shots_not_confirmed']);
    expect((await client.post('/api/aigc/mv-confirm-all-shots', { projectId: project.projectId })).body.data.shotsConfirmed).toBe(true);
    const started = await client.post('/api/aigc/mv-gen-final-video', { projectId: project.projectId });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const { taskId } = started.body.data;
    expect((await client.get('/api/aigc/get-video-task', { taskId: String(taskId) })).body.data).toMatchObject({ state: 'Init', kind: 'mv_video', output: null });

    // Not finished yet: posting is refused before any platform is asked.
    const tooSoon = await client.post('/api/aigc/post-video-to-tt', { taskId, caption: 'new video' });
    expect([tooSoon.status, tooSoon.body.baseResponse.messageKey]).toEqual([400, 'mv_post_task_not_finished']);

    await runDueJobs(ctx.services);
    const done = (await client.get('/api/aigc/get-video-task', { taskId: String(taskId) })).body.data;
    expect(done).toMatchObject({ state: 'Success', resultCode: 0, progress: 100, output: { width: 180, height: 320, songId, songTitle: 'Glass Rooms' } });
    const video = await download(client, done.output.url);
    expect([video.status, video.type]).toEqual([200, 'video/mp4']);
    expect(video.info.streams.find((s) => s.type === 'video')).toMatchObject({ codec: 'h264', width: 180, height: 320 });
    expect(video.info.streams.find((s) => s.type === 'audio')).toMatchObject({ codec: 'aac' });
    expect(Math.abs(video.info.durationSec - 30)).toBeLessThan(0.1);

    const mine = (await client.get('/api/aigc/get-mine-video-tasks')).body.data;
    expect(mine.total).toBe(1);
    expect(mine.items[0]).toMatchObject({ taskId, state: 'Success', songTitle: 'Glass Rooms' });
    expect((await client.get('/api/aigc/mv-get-project', { projectId: String(project.projectId) })).body.data.videoTaskId).toBe(taskId);

    // Finished but no short-video or video-sharing account linked: refused, nothing posted.
    const tt = await client.post('/api/aigc/post-video-to-tt', { taskId, caption: 'new video' });
    expect([tt.status, tt.body.baseResponse.messageKey]).toEqual([400, 'mv_post_not_linked']);
    const ytb = await client.post('/api/aigc/post-video-to-ytb', { taskId, title: 'Glass Rooms (video)' });
    expect([ytb.status, ytb.body.baseResponse.messageKey]).toEqual([400, 'mv_post_not_linked']);

    // Linked for analytics only (no upload permission): the tools must be authorised to post first.
    await ctx.services.db.insert(linkedAccounts).values({ userId, platform: 'tiktok', externalId: `tt-${userId}`, accessToken: 'token', scopes: ['user.info.basic'] });
    const unauthorised = await client.post('/api/aigc/post-video-to-tt', { taskId, caption: 'new video' });
    expect([unauthorised.status, unauthorised.body.baseResponse.messageKey]).toEqual([400, 'mv_post_not_authorised']);

    // Another account sees none of it.
    const other = await signUpArtist(ctx);
    expect((await other.client.get('/api/aigc/get-video-task', { taskId: String(taskId) })).status).toBe(404);
    expect((await other.client.get('/api/aigc/mv-get-project', { projectId: String(project.projectId) })).status).toBe(404);
    expect((await other.client.get('/api/aigc/mv-image', { uri: photo })).status).toBe(404);
    expect((await other.client.get('/api/aigc/get-mine-video-tasks')).body.data.total).toBe(0);
  });
});

describe('POST /aigc/create-video-task (template video editor)', () => {
  it('renders a 4-second 16:9 clip of an audio upload (no artwork: a backdrop) from the chosen start', async () => {
    const { client, userId } = await signedArtist(ctx);
    const fileId = await storedFile(ctx, userId, 'audio', { durationMs: songMs, fileName: 'short-cut.wav' }, songWav);
    const detail = await client.get('/api/aigc/get-song-detail', { fileId });
    expect(detail.body.data).toMatchObject({ songId: null, title: 'short-cut', artworkUrl: null });
    const created = await client.post('/api/aigc/create-video-task', { fileId, template: 'visualiser', aspect: '16:9', style: 'warm', startMs: 8000, durationMs: 4000 });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    await runDueJobs(ctx.services);
    const done = (await client.get('/api/aigc/get-video-task', { taskId: String(created.body.data.taskId) })).body.data;
    expect(done).toMatchObject({ state: 'Success', kind: 'video_edit', output: { width: 320, height: 180 } });
    const video = await download(client, done.output.url);
    expect(Math.abs(video.info.durationSec - 4)).toBeLessThan(0.1);
    expect(video.info.streams.map((s) => s.codec).sort()).toEqual(['aac', 'h264']);
    expect((await client.get('/api/aigc/get-mine-video-tasks')).body.data.items[0]).toMatchObject({ kind: 'video_edit', songTitle: 'short-cut' });
    // Another account's upload is not a source.
    const other = await signedArtist(ctx);
    const foreign = await other.client.post('/api/aigc/create-video-task', { fileId, template: 'visualiser', aspect: '16:9', style: 'warm', startMs: 0, durationMs: 4000 });
    expect([foreign.status, foreign.body.baseResponse.messageKey]).toEqual([404, 'song_not_found']);
  });

  it('refuses a clip outside the song, too short, with a photo that is not the account’s, unreadable audio, or without credits (60004, nothing queued)', async () => {
    const { client, userId, songId } = await artistWithSong();
    const base = { songId, template: 'slideshow', aspect: '9:16', style: 'mono', startMs: 0, durationMs: 5000 };
    const outside = await client.post('/api/aigc/create-video-task', { ...base, startMs: songMs - 2000 });
    expect([outside.status, outside.body.baseResponse.messageKey]).toEqual([400, 'mv_segment_outside_song']);
    expect((await client.post('/api/aigc/create-video-task', { ...base, durationMs: 1000 })).status).toBe(400);
    const foreign = await client.post('/api/aigc/create-video-task', { ...base, images: ['mv_abcdefghijklmnopqrstuvwx'] });
    expect([foreign.status, foreign.body.baseResponse.messageKey]).toEqual([404, 'mv_image_not_found']);

    // An upload that is not audio ffmpeg can read: refused with its result code (400), never a server error.
    const junk = await storedFile(ctx, userId, 'audio', { durationMs: 30_000 }, Buffer.from('RIFF but not really a wave file at all'));
    const unreadable = await client.get('/api/aigc/get-song-detail', { fileId: junk });
    expect([unreadable.status, unreadable.body.baseResponse.messageKey]).toEqual([400, 'aigc_result_invalid_audio']);
    const noConcept = await client.post('/api/aigc/mv-regenerate-concept', { fileId: junk, template: 'lyric', aspect: '9:16', style: 'neon' });
    expect([noConcept.status, noConcept.body.baseResponse.messageKey]).toEqual([400, 'aigc_result_invalid_audio']);

    // Fewer credits left than a clip costs.
    const period = new Date().toISOString().slice(0, 7);
    await ctx.services.db
      .insert(aigcCredits)
      .values({ userId, period, remaining: AIGC_COSTS.video_edit - 1 })
      .onConflictDoUpdate({ target: aigcCredits.userId, set: { period, remaining: AIGC_COSTS.video_edit - 1 } });
    const broke = await client.post('/api/aigc/create-video-task', base);
    expect([broke.status, broke.body.baseResponse.errorCode]).toEqual([402, 60004]);
    expect(await ctx.services.db.select().from(aigcTasks).where(eq(aigcTasks.userId, userId))).toEqual([]);
    expect(await credits(userId)).toBe(AIGC_COSTS.video_edit - 1);
  });
});
