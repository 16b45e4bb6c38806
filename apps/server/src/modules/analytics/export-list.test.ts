import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PermissionAction as A, PermissionResource as R } from '@portal/domain/enums';
import { createTestContext, signUpArtist, type TestContext } from '../../test/harness.ts';
import { ownerWithMember, setMemberPermissions } from '../../test/teams.ts';
import { runDueJobs } from '../../platform/jobs.ts';

// GET /system/data-task/list (decision 062): the analytics exports an account asked for, to follow them until ready.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const september = { format: 'csv', from: '2026-09-01', to: '2026-09-30' };

describe('the list of analytics exports', () => {
  it('shows the account’s exports newest first, queued then ready, apart from its money reports, and tells where to find them', async () => {
    const artist = await signUpArtist(ctx, { nickname: 'Export Artist' });
    const songs = (await artist.client.post('/api/system/create-data-task', { kind: 'analytics_songs', ...september })).body.data.taskId as number;
    const daily = (await artist.client.post('/api/system/create-data-task', { kind: 'analytics_daily', format: 'excel', from: '2026-09-29', to: '2026-09-30' })).body.data.taskId as number;
    const royalty = await artist.client.post('/api/system/create-data-task', { kind: 'royalty', format: 'csv', from: '2026-07', to: '2026-08' });
    expect(royalty.status).toBe(200);

    const queued = await artist.client.get('/api/system/data-task/list');
    expect(queued.status).toBe(200);
    expect(queued.body.data.total).toBe(2);
    expect(queued.body.data.tasks).toEqual([
      expect.objectContaining({ id: daily, kind: 'analytics_daily', format: 'excel', params: { from: '2026-09-29', to: '2026-09-30' }, status: 'queued', fileName: null }),
      expect.objectContaining({ id: songs, kind: 'analytics_songs', format: 'csv', params: { from: '2026-09-01', to: '2026-09-30' }, status: 'queued', fileName: null }),
    ]);
    // The revenue pages' list keeps to the money reports.
    const revenue = (await artist.client.get('/api/revenue/report-v2/list')).body.data;
    expect(revenue.tasks.map((task: { kind: string }) => task.kind)).toEqual(['royalty']);

    await runDueJobs(ctx.services);
    const ready = (await artist.client.get('/api/system/data-task/list', { kind: 'analytics_songs' })).body.data;
    expect(ready.total).toBe(1);
    expect(ready.tasks[0]).toMatchObject({ id: songs, status: 'done', progress: 100, fileName: 'analytics_songs-report-2026-09-01-2026-09-30.csv', sizeBytes: expect.any(Number) });
    const paged = (await artist.client.get('/api/system/data-task/list', { offset: '1', count: '1' })).body.data;
    expect(paged).toMatchObject({ total: 2, tasks: [{ id: songs }] });

    const notices = (await artist.client.get('/api/notice/list', { offset: '0', count: '20' })).body.data.noticeList as { subtype: string; link: string }[];
    const links = notices.filter((notice) => notice.subtype === 'REPORT_READY').map((notice) => notice.link);
    expect(links.sort()).toEqual(['/analytics/exports', '/analytics/exports', '/revenue/reports']);
  });

  it('refuses an unknown kind or a page out of bounds with the field named, and shows nothing of another account', async () => {
    const owner = await signUpArtist(ctx, { nickname: 'Owner With Export' });
    await owner.client.post('/api/system/create-data-task', { kind: 'analytics_songs', ...september });
    const stranger = await signUpArtist(ctx, { nickname: 'Stranger' });
    expect((await stranger.client.get('/api/system/data-task/list')).body.data).toEqual({ total: 0, tasks: [] });

    for (const [query, field] of [
      [{ kind: 'royalty' }, 'query.kind'],
      [{ count: '500' }, 'query.count'],
      [{ offset: '-1' }, 'query.offset'],
    ] as const) {
      const answer = await owner.client.get('/api/system/data-task/list', query);
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.body.baseResponse.details).toContainEqual(expect.objectContaining({ field }));
    }
    expect((await ctx.client().get('/api/system/data-task/list')).status).toBe(401);
  });

  it('is open to team members allowed to download analytics, and to no one else', async () => {
    const { owner, member, teamId } = await ownerWithMember(ctx, { [R.AnalyticsData]: [A.View], [R.Royalty]: [A.View, A.Download] });
    const made = (await owner.client.post('/api/system/create-data-task', { kind: 'analytics_daily', ...september })).body.data.taskId;
    const refused = await member.client.get('/api/system/data-task/list');
    expect(refused.status).toBe(403);
    expect(refused.body.baseResponse.messageKey).toBe('error_no_permission');
    await setMemberPermissions(ctx, teamId, member.userId, { [R.AnalyticsData]: [A.View, A.Download] });
    const allowed = await member.client.get('/api/system/data-task/list');
    expect(allowed.status).toBe(200);
    expect(allowed.body.data.tasks.map((task: { id: number }) => task.id)).toEqual([made]);
  });
});
