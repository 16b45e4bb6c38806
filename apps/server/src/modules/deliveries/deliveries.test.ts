import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobs, notices, users } from '@portal/db/schema';
import { readDeliveryConfig } from '../delivery/delivery-config.ts';
import { createTestContext, type TestClient, type TestContext, signUpOperator } from '../../test/harness.ts';
import { signedArtist, validSingle } from '../../test/releases.ts';

interface StoreView {
  platformId: number;
  state: string;
  reasonCode: string | null;
  reason: string | null;
  next: { kind: string; at?: string } | null;
  events: { state: string; source: string; reasonCode: string | null }[];
}

async function batchesOf(root: string) {
  return (await readdir(root).catch(() => [] as string[])).filter((name) => /^\d{17}_/.test(name));
}

async function approvedRelease(ctx: TestContext, operator: TestClient, stores: Record<number, boolean>) {
  const artist = await signedArtist(ctx);
  const form = await validSingle(ctx, artist.userId, { title: 'Follow Me Home', stores });
  const submitted = await artist.client.post('/api/release', form);
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  const { albumId, upc } = submitted.body.data;
  await operator.post('/api/admin/releases/decide', { albumId, decision: 'approve' });
  return { ...artist, albumId: albumId as number, upc: upc as string };
}

const storesOf = async (client: TestClient, albumId: number): Promise<Map<number, StoreView>> =>
  new Map((await client.get('/api/album/detail', { albumId: String(albumId) })).body.data.deliveries.map((store: StoreView) => [store.platformId, store]));

describe('deliveries a person can follow and repair', () => {
  let ctx: TestContext;
  let operator: TestClient;
  let brokenTarget: string;
  beforeAll(async () => {
    const root = await mkdtemp(join(tmpdir(), 'deliveries-'));
    // A "folder" below a plain file can never be created: Spotify's drop folder is unwritable, whoever runs the test.
    await writeFile(join(root, 'not-a-folder'), 'x');
    brokenTarget = join(root, 'not-a-folder', 'spotify');
    const delivery = readDeliveryConfig({}, root);
    ctx = await createTestContext({ delivery: { ...delivery, targets: { 1026: { kind: 'local', root: brokenTarget } } } });
    operator = await signUpOperator(ctx);
  });
  afterAll(() => ctx.close());

  it('shows each store its timeline and the failure with its reason, tells the artist, logs it, and the health panel names it', async () => {
    const errors = vi.spyOn(ctx.services.log, 'error');
    const { client, userId, albumId } = await approvedRelease(ctx, operator, { 1: true, 2: true, 1026: true });
    const queued = await storesOf(client, albumId);
    expect([...queued.values()].map((store) => store.state)).toEqual(['pending', 'pending', 'pending']);

    await operator.post('/api/admin/releases/deliveries/run');
    const stores = await storesOf(client, albumId);
    expect(stores.get(1)!.events.map((event) => event.state)).toEqual(['pending', 'sending', 'delivered']);
    const spotify = stores.get(1026)!;
    expect(spotify).toMatchObject({ state: 'failed', reasonCode: 'target_unwritable', next: { kind: 'operator' } });
    expect(spotify.reason).toBe("We could not write the delivery into this store's drop folder. Our team has been told.");
    // The artist is told in words, not with the server's paths and error codes.
    expect(JSON.stringify(spotify)).not.toMatch(/ENOTDIR|not-a-folder/);
    // A setup problem is not retried on its own: the job stopped after one attempt and waits for an operator.
    const spotifyJobs = (await ctx.services.db.select().from(jobs)).filter((job) => (job.payload as { platformId: number }).platformId === 1026);
    expect(spotifyJobs.map((job) => [job.attempts, job.doneAt !== null])).toEqual([[1, true]]);

    const told = await ctx.services.db.select().from(notices).where(eq(notices.userId, userId));
    expect(told.filter((notice) => notice.titleKey === 'notice_delivery_failed_title').map((notice) => (notice.vars as { store: string }).store)).toEqual(['Spotify']);
    expect(errors.mock.calls.some(([fields, message]) => (fields as { job?: { kind: string } }).job?.kind === 'deliver-release' && /ENOTDIR/.test(String(message)))).toBe(true);

    const health = (await operator.get('/api/admin/system/health', { refresh: '1' })).body.data;
    expect(health.problems).toContainEqual(expect.objectContaining({ code: 'target_unwritable:1026', feature: 'delivery', severity: 'unusable', message: expect.stringContaining('Spotify') }));
    expect(health.problems.find((problem: { code: string }) => problem.code === 'target_unwritable:1026').fix).toContain('DELIVERY_TARGET_1026');
    expect((await client.get('/api/admin/system/health')).status).toBe(403);

    // The operators see the failure grouped by reason, with the technical cause.
    const list = (await operator.get('/api/admin/deliveries', { state: 'failed' })).body.data;
    expect(list.failureGroups).toContainEqual(expect.objectContaining({ reasonCode: 'target_unwritable', count: 1 }));
    expect(list.deliveries.find((row: { releaseId: number }) => row.releaseId === albumId)).toMatchObject({ platformId: 1026, detail: expect.stringMatching(/ENOTDIR/) });
  });

  it('takes in the store acknowledgement, retries what failed once, and never sends twice to a store that acknowledged', async () => {
    const { client, userId, albumId, upc } = await approvedRelease(ctx, operator, { 1: true, 2: true, 1026: true });
    await operator.post('/api/admin/releases/deliveries/run');
    const flick = (await storesOf(client, albumId)).get(1)!;
    expect(flick.state).toBe('delivered');
    const [delivered] = (await operator.get('/api/admin/deliveries', { releaseId: String(albumId), platformId: '1' })).body.data.deliveries;
    const ack = `message_id,upc,status,date\n${delivered.lastMessageId},${upc},Live,2026-12-01T10:00:00Z\n`;
    expect((await operator.post('/api/admin/releases/acknowledgements', { content: ack })).body.data.applied).toBe(1);
    const live = (await storesOf(client, albumId)).get(1)!;
    expect(live.state).toBe('live');
    expect(live.events.at(-1)).toMatchObject({ state: 'live', source: 'store' });
    const told = await ctx.services.db.select().from(notices).where(eq(notices.userId, userId));
    expect(told.some((notice) => notice.titleKey === 'notice_delivery_live_title' && (notice.vars as { store: string }).store === 'Flick')).toBe(true);

    // The operator mends Spotify's folder and sends everything that failed for that reason again.
    const flickRoot = join(ctx.services.config.delivery.deliveriesDir, '1');
    const flickBatches = await batchesOf(flickRoot);
    ctx.services.config.delivery.targets[1026] = { kind: 'local', root: join(ctx.services.config.delivery.deliveriesDir, '1026') };
    const retried = (await operator.post('/api/admin/deliveries/retry-all', { reasonCode: 'target_unwritable' })).body.data;
    expect(retried).toEqual({ queued: 2, skipped: 0 });
    await operator.post('/api/admin/releases/deliveries/run');
    expect((await storesOf(client, albumId)).get(1026)).toMatchObject({ state: 'delivered', reasonCode: null, next: null });
    expect((await storesOf(client, albumId)).get(1026)!.events.map((event) => event.state)).toEqual(['pending', 'sending', 'failed', 'pending', 'sending', 'delivered']);

    // A second retry-all, and a retry of the store that acknowledged, send nothing.
    expect((await operator.post('/api/admin/deliveries/retry-all', { reasonCode: 'target_unwritable' })).body.data).toEqual({ queued: 0, skipped: 0 });
    expect((await operator.post('/api/admin/deliveries/retry', { releaseId: albumId, platformId: 1 })).body.data).toEqual({ queued: 0, skipped: 1 });
    expect((await operator.post('/api/admin/deliveries/retry', { releaseId: albumId, platformId: 1026 })).body.data).toEqual({ queued: 0, skipped: 1 });
    await operator.post('/api/admin/releases/deliveries/run');
    expect(await batchesOf(flickRoot)).toEqual(flickBatches);
    expect((await operator.post('/api/admin/deliveries/retry', { releaseId: albumId, platformId: 1036 })).status).toBe(404);

    // The batch as the store received it, from the console.
    const detail = (await operator.get('/api/admin/deliveries/detail', { releaseId: String(albumId), platformId: '1026' })).body.data;
    expect(detail.events.filter((event: { source: string }) => event.source === 'operator').map((event: { state: string }) => event.state)).toEqual(['pending']);
    const [message] = detail.messages;
    const zip = await operator.get('/api/admin/deliveries/batch', { messageId: message.messageId });
    expect(zip.status).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    // Zip entries' names are stored as they are: the message, the marker and the cover are in the batch.
    for (const name of [`${upc}/${upc}.xml`, `BatchComplete_${message.batchId}.xml`, `${upc}/resources/${upc}.png`]) expect(String(zip.body)).toContain(name);
  });

  it('holds a store: its deliveries wait, and lifting the hold sends them', async () => {
    expect((await operator.post('/api/admin/deliveries/hold', { platformId: 2, held: true, note: 'Store outage' })).body.data).toEqual({ held: true, queued: 0 });
    const { client, albumId } = await approvedRelease(ctx, operator, { 1: true, 2: true });
    await operator.post('/api/admin/releases/deliveries/run');
    expect((await storesOf(client, albumId)).get(2)!.state).toBe('held');
    expect((await operator.get('/api/admin/deliveries')).body.data.holds).toEqual([expect.objectContaining({ platformId: 2, note: 'Store outage' })]);
    expect((await operator.post('/api/admin/deliveries/hold', { platformId: 2, held: false })).body.data).toEqual({ held: false, queued: 1 });
    await operator.post('/api/admin/releases/deliveries/run');
    expect((await storesOf(client, albumId)).get(2)!.events.map((event) => event.state)).toEqual(['pending', 'held', 'pending', 'sending', 'delivered']);
  });
});

describe('a server without its ERN schema', () => {
  let ctx: TestContext;
  let operator: TestClient;
  beforeAll(async () => {
    const root = await mkdtemp(join(tmpdir(), 'no-schema-'));
    ctx = await createTestContext({ delivery: { ...readDeliveryConfig({}, root), schemaDir: join(root, 'missing-schema') } });
    operator = await signUpOperator(ctx);
  });
  afterAll(() => ctx.close());

  it('says so in the health panel, and each delivery fails with that reason at once instead of waiting and failing bare', async () => {
    const health = (await operator.get('/api/admin/system/health', { refresh: '1' })).body.data;
    expect(health.problems).toContainEqual(expect.objectContaining({ code: 'schema_missing', feature: 'delivery', severity: 'unusable', fix: expect.stringContaining('DDEX_SCHEMA_DIR') }));
    const { client, userId, albumId } = await approvedRelease(ctx, operator, { 1: true, 2: true });
    await operator.post('/api/admin/releases/deliveries/run');
    const store = (await storesOf(client, albumId)).get(1)!;
    expect(store).toMatchObject({ state: 'failed', reasonCode: 'schema_missing', next: { kind: 'operator' } });
    expect(store.reason).toMatch(/DDEX schema/);
    // In the artist's language.
    await ctx.services.db.update(users).set({ language: 'de' }).where(eq(users.id, userId));
    await ctx.services.sessions.invalidateUser(userId);
    const german = await client.get('/api/album/detail', { albumId: String(albumId) });
    expect(german.body.data.deliveries[0].reason).not.toBe(store.reason);
    expect(await batchesOf(join(ctx.services.config.delivery.deliveriesDir, '1'))).toEqual([]);
  });
});
