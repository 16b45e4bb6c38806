import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobs, releaseDeliveries, uploadedFiles } from '@portal/db/schema';
import { ReleaseStatus } from '@portal/domain/enums';
import { createTestContext, type TestClient, type TestContext, signUpOperator } from '../../test/harness.ts';
import { signedArtist, validSingle } from '../../test/releases.ts';
import { validateAgainstErnSchema } from '../delivery/ern/validate-xml.ts';

let ctx: TestContext;
let operator: TestClient;
beforeAll(async () => {
  ctx = await createTestContext();
  operator = await signUpOperator(ctx);
});
afterAll(() => ctx.close());

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

const stores = { 1: true, 2: true, 1026: true };

async function approvedRelease(title: string) {
  const { client, userId } = await signedArtist(ctx);
  const form = await validSingle(ctx, userId, { title, stores });
  const submitted = await client.post('/api/release', form);
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  const { albumId, upc } = submitted.body.data;
  await operator.post('/api/admin/releases/decide', { albumId, decision: 'approve' });
  return { client, albumId, upc };
}

describe('delivery to the stores', () => {
  it('writes a schema-valid ERN 4.3 batch per store with the audio and artwork, then the store says it is live', async () => {
    const { client, albumId, upc } = await approvedRelease('Deliver Me');
    expect((await client.post('/api/admin/releases/deliveries/run')).status).toBe(403);
    expect((await operator.post('/api/admin/releases/deliveries/run')).body.data.ran).toBeGreaterThanOrEqual(3);

    const detail = (await client.get('/api/album/detail', { albumId: String(albumId) })).body.data;
    expect(detail.status).toBe(ReleaseStatus.Delivered);
    expect(detail.deliveries.map((delivery: { platformId: number; state: string }) => [delivery.platformId, delivery.state])).toEqual([
      [1, 'delivered'],
      [2, 'delivered'],
      [1026, 'delivered'],
    ]);

    const spotifyFiles = await filesUnder(join(ctx.services.config.delivery.deliveriesDir, '1026'));
    const message = spotifyFiles.find((path) => path.endsWith(`${upc}/${upc}.xml`))!;
    expect(spotifyFiles.some((path) => /BatchComplete_.*\.xml$/.test(path))).toBe(true);
    expect(spotifyFiles.some((path) => path.endsWith(`${upc}_01_001.wav`))).toBe(true);
    expect(spotifyFiles.some((path) => path.endsWith(`${upc}.png`))).toBe(true);
    const xml = await readFile(message, 'utf8');
    expect(await validateAgainstErnSchema(xml, { schemaDir: ctx.services.config.delivery.schemaDir })).toEqual({ valid: true, errors: [] });
    expect(xml).toContain(`<ICPN>${upc}</ICPN>`);
    // The hash the message gives is the delivered file's, and is kept for the other stores' deliveries.
    const audioMd5 = createHash('md5')
      .update(await readFile(spotifyFiles.find((path) => path.endsWith('.wav'))!))
      .digest('hex');
    expect(xml).toContain(`<HashSumValue>${audioMd5}</HashSumValue>`);
    const kept = (await ctx.services.db.select({ meta: uploadedFiles.meta }).from(uploadedFiles)).map((file) => (file.meta as { md5?: string }).md5);
    expect(kept).toContain(audioMd5);
    expect(xml).toContain('Deliver Me');

    const [spotify] = await ctx.services.db.select().from(releaseDeliveries).where(eq(releaseDeliveries.platformId, 1026));
    const ack = `message_id,upc,status,date\n${spotify!.lastMessageId},${upc},Live,2026-12-01\nnot-ours,${upc},Live,2026-12-01\n`;
    const imported = await operator.post('/api/admin/releases/acknowledgements', { content: ack });
    expect(imported.body.data).toMatchObject({ applied: 1, unknownMessages: ['not-ours'], issues: [] });
    expect((await operator.post('/api/admin/releases/acknowledgements', { content: ack })).body.data.applied).toBe(0);

    const live = (await client.get('/api/album/detail', { albumId: String(albumId) })).body.data;
    expect(live.status).toBe(ReleaseStatus.Live);
    expect(live.deliveries.find((delivery: { platformId: number }) => delivery.platformId === 1026)).toMatchObject({ state: 'live', liveAt: '2026-12-01T00:00:00.000Z' });
    expect(JSON.stringify((await client.get('/api/notice/list')).body.data)).toContain('Deliver Me');
  });

  it('an operator marks a store live by hand; a takedown then sends a takedown message to every store that has it', async () => {
    const { client, albumId, upc } = await approvedRelease('Short Life');
    await operator.post('/api/admin/releases/deliveries/run');
    expect((await operator.post('/api/admin/releases/live', { albumId, platformId: 4242 })).status).toBe(409);
    expect((await operator.post('/api/admin/releases/live', { albumId, platformId: 1026 })).body.data.status).toBe(ReleaseStatus.Live);

    await client.call('DELETE', '/api/release', { query: { albumID: String(albumId) } });
    expect((await client.get('/api/album/detail', { albumId: String(albumId) })).body.data.deliveries.every((delivery: { state: string }) => delivery.state === 'takedown_pending')).toBe(true);
    await operator.post('/api/admin/releases/deliveries/run');
    const detail = (await client.get('/api/album/detail', { albumId: String(albumId) })).body.data;
    expect(detail.status).toBe(ReleaseStatus.Takedown);
    expect(detail.deliveries.every((delivery: { state: string; takenDownAt: string | null }) => delivery.state === 'taken_down' && delivery.takenDownAt)).toBe(true);

    const messages = (await filesUnder(join(ctx.services.config.delivery.deliveriesDir, '1026'))).filter((path) => path.endsWith(`${upc}/${upc}.xml`));
    expect(messages).toHaveLength(2);
    const takedown = (await Promise.all(messages.map((path) => readFile(path, 'utf8')))).find((xml) => xml.includes('EndDateTime'))!;
    expect((await validateAgainstErnSchema(takedown, { schemaDir: ctx.services.config.delivery.schemaDir })).valid).toBe(true);
  });

  it('edit store (PUT /distribute-preference): an added store gets the release, a removed one a takedown, the others nothing', async () => {
    const { client, userId } = await signedArtist(ctx);
    const underReview = (await client.post('/api/release', await validSingle(ctx, userId, { title: 'Not Yet', stores }))).body.data;
    expect((await client.put('/api/distribute-preference', { albumId: underReview.albumId, stores })).status).toBe(409);

    const { client: owner, albumId, upc } = await approvedRelease('Moving Stores');
    await operator.post('/api/admin/releases/deliveries/run');
    const edit = (changes: Record<string, boolean>) => owner.put('/api/distribute-preference', { albumId, stores: { ...stores, ...changes } });

    const none = await edit({ 1: false, 2: false, 1026: false });
    expect(none.status).toBe(400);
    expect(none.body.baseResponse.details!.map((detail: { field: string }) => detail.field)).toEqual(['album.stores']);
    expect((await edit({ 99999: true })).status).toBe(400);
    const otherUser = (await signedArtist(ctx)).client;
    expect((await otherUser.put('/api/distribute-preference', { albumId, stores })).status).toBe(404);

    const edited = await edit({ 1026: false, 1039: true });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data.album.stores).toMatchObject({ 1026: false, 1039: true });
    const pending = Object.fromEntries(edited.body.data.deliveries.map((delivery: { platformId: number; state: string }) => [delivery.platformId, delivery.state]));
    expect(pending).toEqual({ 1: 'delivered', 2: 'delivered', 1026: 'takedown_pending', 1039: 'pending' });

    await operator.post('/api/admin/releases/deliveries/run');
    const after = (await owner.get('/api/album/detail', { albumId: String(albumId) })).body.data;
    expect(after.status).toBe(ReleaseStatus.Delivered);
    expect(Object.fromEntries(after.deliveries.map((delivery: { platformId: number; state: string }) => [delivery.platformId, delivery.state]))).toEqual({
      1: 'delivered',
      2: 'delivered',
      1026: 'taken_down',
      1039: 'delivered',
    });
    const spotifyMessages = (await filesUnder(join(ctx.services.config.delivery.deliveriesDir, '1026'))).filter((path) => path.endsWith(`${upc}/${upc}.xml`));
    expect(spotifyMessages).toHaveLength(2);
    expect((await filesUnder(join(ctx.services.config.delivery.deliveriesDir, '1039'))).some((path) => path.endsWith(`${upc}/${upc}.xml`))).toBe(true);
    const inHouse = (await filesUnder(join(ctx.services.config.delivery.deliveriesDir, '1'))).filter((path) => path.endsWith(`${upc}/${upc}.xml`));
    expect(inHouse).toHaveLength(1);

    // Chosen again: the store gets the release anew.
    expect((await edit({ 1026: true, 1039: true })).status).toBe(200);
    await operator.post('/api/admin/releases/deliveries/run');
    const back = (await owner.get('/api/album/detail', { albumId: String(albumId) })).body.data;
    expect(back.deliveries.find((delivery: { platformId: number }) => delivery.platformId === 1026)).toMatchObject({ state: 'delivered', takenDownAt: null });

    // Removed and chosen again before the takedown went out: the store keeps the release.
    const removing = await edit({ 1026: false, 1039: true });
    expect(removing.status, JSON.stringify(removing.body)).toBe(200);
    expect((await edit({ 1039: true })).status).toBe(200);
    await operator.post('/api/admin/releases/deliveries/run');
    const kept = (await owner.get('/api/album/detail', { albumId: String(albumId) })).body.data;
    expect(kept.deliveries.find((delivery: { platformId: number }) => delivery.platformId === 1026)).toMatchObject({ state: 'delivered', takenDownAt: null });
  });

  it('keeps trying a delivery that fails and marks the store failed after the last try', async () => {
    const { albumId } = await approvedRelease('Broken Files');
    const deliveries = await ctx.services.db.select().from(jobs);
    const mine = deliveries.filter((job) => (job.payload as { releaseId: number }).releaseId === albumId);
    // The stored cover disappears: every try fails until the queue gives up.
    const release = (await operator.get('/api/admin/releases/case', { albumId: String(albumId) })).body.data.release;
    const coverKey = release.album.cover;
    const [cover] = await ctx.services.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, coverKey));
    await ctx.services.files.delete(cover!.objectKey);
    for (let attempt = 0; attempt < 6; attempt++) {
      await ctx.services.db
        .update(jobs)
        .set({ runAt: new Date(0) })
        .where(eq(jobs.kind, 'deliver-release'));
      await operator.post('/api/admin/releases/deliveries/run');
    }
    const states = await ctx.services.db.select().from(releaseDeliveries).where(eq(releaseDeliveries.releaseId, albumId));
    expect(states.map((state) => state.state)).toEqual(['failed', 'failed', 'failed']);
    expect(states[0]!.lastError).toContain('stored file missing');
    expect(mine).toHaveLength(3);
  });
});
