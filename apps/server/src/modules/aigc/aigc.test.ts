import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, inArray } from 'drizzle-orm';
import { aigcCredits, aigcTasks } from '@portal/db/schema';
import { AIGC_COSTS, AIGC_MONTHLY_CREDITS, AigcResultCode } from '@portal/domain/aigc/tasks';
import { PermissionAction, PermissionResource } from '@portal/domain/enums';
import { createTestContext, signUpArtist, type TestClient, type TestContext } from '../../test/harness.ts';
import { storedFile } from '../../test/releases.ts';
import { ownerWithMember } from '../../test/teams.ts';
import { runDueJobs } from '../../platform/jobs.ts';
import { analyseAudio } from '@portal/domain/audio/analyse';
import { aigcTools } from '../../aigc-tools.ts';
import { AigcTaskError, aigcTool, installAigcTools, saveTaskFile } from './tasks.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const analyseResult = {
  type: 'analyse',
  source: { fileId: 'f', fileName: 'f.wav', url: '/api/files/f' },
  analysis: { ...analyseAudio([new Float32Array(48_000)], 48_000) },
  advice: [],
  genreTarget: { sub: -8, bass: -6, low_mid: -5, high_mid: -8, air: -8 },
};

// The analysis kind run by a handler the test controls (the real one is the mastering module's test).
let behaviour: 'succeed' | 'bad-audio' | 'crash' = 'succeed';
beforeAll(() => {
  const analyseForTheTest = aigcTool(async ({ services, task, progress }) => {
    await progress(30);
    const [row] = await services.db.select().from(aigcTasks).where(eq(aigcTasks.id, task.id));
    if (behaviour === 'bad-audio') throw new AigcTaskError(AigcResultCode.INVALID_AUDIO);
    if (behaviour === 'crash') throw new Error('disk on fire');
    const file = await saveTaskFile(services, task, 'report.txt', Buffer.from('0123456789'), 'text/plain');
    // Shaped as the analysis result the mastering contract answers, with what the handler saw added.
    return { ...analyseResult, seenState: row!.state, seenProgress: row!.progress, file };
  });
  installAigcTools({ ...aigcTools, mastering_analyse: analyseForTheTest });
});

async function artist() {
  const a = await signUpArtist(ctx);
  return { ...a, fileId: await storedFile(ctx, a.userId, 'audio') };
}
const start = (client: TestClient, fileId: string) => client.post('/api/song/auto-mastering/analyse', { fileId });
const task = async (client: TestClient, taskId: number) => (await client.get('/api/song/auto-mastering/get-process-result', { taskId: String(taskId) })).body.data;
const credits = async (client: TestClient) => (await client.get('/api/aigc/get-aigc-basic')).body.data.creditsLeft as number;
const tasksOf = async (userId: number) => Number((await ctx.services.db.select({ n: count() }).from(aigcTasks).where(eq(aigcTasks.userId, userId)))[0]!.n);

describe('creation credits and tasks', () => {
  it('get-aigc-basic: the monthly allowance, what each kind costs and which tools run here', async () => {
    const { client } = await artist();
    const basic = (await client.get('/api/aigc/get-aigc-basic')).body.data;
    expect(basic).toMatchObject({ creditsLeft: AIGC_MONTHLY_CREDITS, monthlyCredits: AIGC_MONTHLY_CREDITS, period: new Date().toISOString().slice(0, 7), costs: AIGC_COSTS });
    expect(basic.tools.mastering).toBe(true);
  });

  it('runs a task through Init, Processing and Success with progress, and serves its file to the account only', async () => {
    behaviour = 'succeed';
    const { client, fileId } = await artist();
    const created = await start(client, fileId);
    expect(created.body.data.creditsLeft).toBe(AIGC_MONTHLY_CREDITS - AIGC_COSTS.mastering_analyse);
    expect(await task(client, created.body.data.taskId)).toMatchObject({ state: 'Init', resultCode: AigcResultCode.PENDING, progress: 0 });
    await runDueJobs(ctx.services);
    const done = await task(client, created.body.data.taskId);
    expect(done).toMatchObject({ state: 'Success', resultCode: 0, progress: 100, errorKey: null });
    expect(done.finishedAt).not.toBeNull();
    // While it ran, the handler saw the task Processing with the progress it had reported.
    expect(done.output).toMatchObject({ seenState: 'Processing', seenProgress: 30 });

    const url = done.output.file.downloadPath as string;
    const own = await client.get(url);
    expect(own.status).toBe(200);
    expect(own.body).toBe('0123456789');
    const ranged = await client.call('GET', url, { headers: { range: 'bytes=2-4' } });
    expect(ranged.status).toBe(206);
    expect(ranged.body).toBe(234);
    const stranger = await signUpArtist(ctx);
    expect((await stranger.client.get(url)).status).toBe(404);
    expect((await stranger.client.get('/api/song/auto-mastering/get-process-result', { taskId: String(created.body.data.taskId) })).status).toBe(404);
    expect((await client.get(url.replace('report.txt', 'other.txt'))).status).toBe(404);
  });

  it('a failed task keeps its result code and message and gives the credits back; an unexpected error is a processing error', async () => {
    const { client, fileId } = await artist();
    behaviour = 'bad-audio';
    const first = await start(client, fileId);
    await runDueJobs(ctx.services);
    expect(await task(client, first.body.data.taskId)).toMatchObject({ state: 'Fail', resultCode: 1013, errorKey: 'aigc_result_invalid_audio', output: null });
    behaviour = 'crash';
    const second = await start(client, fileId);
    await runDueJobs(ctx.services);
    expect(await task(client, second.body.data.taskId)).toMatchObject({ state: 'Fail', resultCode: 1015, errorKey: 'aigc_result_processing_error' });
    expect(await credits(client)).toBe(AIGC_MONTHLY_CREDITS);
    behaviour = 'succeed';
  });

  it('out of credits: 60004, and no task or spending happens', async () => {
    const { client, userId, fileId } = await artist();
    const spent = await client.post('/api/aigc/dec-remain-operation-time', { kind: 'mv_video', times: 9 });
    expect(spent.body.data.creditsLeft).toBe(AIGC_MONTHLY_CREDITS - 9 * AIGC_COSTS.mv_video);
    const tooMuch = await client.post('/api/aigc/dec-remain-operation-time', { kind: 'mv_video', times: 2 });
    expect(tooMuch.status).toBe(402);
    expect(tooMuch.body.baseResponse).toMatchObject({ errorCode: 60004, messageKey: 'error_out_of_credits' });
    await client.post('/api/aigc/dec-remain-operation-time', { kind: 'mastering_process', times: 2 });
    await client.post('/api/aigc/dec-remain-operation-time', { kind: 'mastering_analyse', times: 1 });
    expect(await credits(client)).toBe(1);
    await start(client, fileId);
    expect(await credits(client)).toBe(0);
    const refused = await start(client, fileId);
    expect(refused.body.baseResponse.errorCode).toBe(60004);
    expect(await tasksOf(userId)).toBe(1);
    expect(await credits(client)).toBe(0);
  });

  it('a full queue: 80001, and nothing is taken or queued until a place is free', async () => {
    const { client, userId, fileId } = await artist();
    const limit = ctx.services.config.aigcQueueLimit;
    behaviour = 'succeed';
    await runDueJobs(ctx.services);
    const [waiting] = await ctx.services.db
      .select({ n: count() })
      .from(aigcTasks)
      .where(inArray(aigcTasks.state, ['Init', 'Processing']));
    // Room for one more task, all accounts together.
    ctx.services.config.aigcQueueLimit = waiting!.n + 1;
    try {
      expect((await start(client, fileId)).status).toBe(200);
      const before = await credits(client);
      const refused = await start(client, fileId);
      expect(refused.status).toBe(503);
      expect(refused.body.baseResponse).toMatchObject({ errorCode: 80001, messageKey: 'aigc_queue_full' });
      expect(await tasksOf(userId)).toBe(1);
      expect(await credits(client)).toBe(before);
      await runDueJobs(ctx.services);
      expect((await start(client, fileId)).status).toBe(200);
    } finally {
      ctx.services.config.aigcQueueLimit = limit;
    }
  });

  it('a new month starts again at the allowance', async () => {
    const { client, userId } = await artist();
    await client.post('/api/aigc/dec-remain-operation-time', { kind: 'cover_art' });
    await ctx.services.db.update(aigcCredits).set({ period: '2020-01', remaining: 0 }).where(eq(aigcCredits.userId, userId));
    expect(await credits(client)).toBe(AIGC_MONTHLY_CREDITS);
    const spent = await client.post('/api/aigc/dec-remain-operation-time', { kind: 'cover_art' });
    expect(spent.body.data.creditsLeft).toBe(AIGC_MONTHLY_CREDITS - AIGC_COSTS.cover_art);
  });

  it('simultaneous requests never spend more than the balance', async () => {
    const { client, userId } = await artist();
    await ctx.services.db.insert(aigcCredits).values({ userId, period: new Date().toISOString().slice(0, 7), remaining: 25 });
    const answers = await Promise.all(Array.from({ length: 6 }, () => client.post('/api/aigc/dec-remain-operation-time', { kind: 'mv_video' })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    expect(await credits(client)).toBe(5);
  });

  it('team members spend the account’s credits with Release Edit; without it they are refused', async () => {
    const { owner, member } = await ownerWithMember(ctx, { [PermissionResource.Release]: [PermissionAction.View] });
    expect((await member.client.get('/api/aigc/get-aigc-basic')).status).toBe(200);
    expect((await member.client.post('/api/aigc/dec-remain-operation-time', { kind: 'chorus' })).status).toBe(403);
    const full = await ownerWithMember(ctx, { [PermissionResource.Release]: [PermissionAction.View, PermissionAction.Edit] });
    expect((await full.member.client.post('/api/aigc/dec-remain-operation-time', { kind: 'chorus' })).status).toBe(200);
    expect(await credits(full.owner.client)).toBe(AIGC_MONTHLY_CREDITS - AIGC_COSTS.chorus);
    expect(await credits(owner.client)).toBe(AIGC_MONTHLY_CREDITS);
  });

  it('refuses an unknown kind with a field error', async () => {
    const { client } = await artist();
    const bad = await client.post('/api/aigc/dec-remain-operation-time', { kind: 'telepathy' });
    expect(bad.status).toBe(400);
    expect(bad.body.baseResponse.details?.[0]?.field).toBe('body.kind');
  });
});
