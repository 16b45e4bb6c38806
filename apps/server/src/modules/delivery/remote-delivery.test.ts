import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReleaseStatus } from '@portal/domain/enums';
import { createTestContext, type TestClient, type TestContext, signUpOperator } from '../../test/harness.ts';
import { signedArtist, validSingle } from '../../test/releases.ts';
import { readStorageS3Settings } from '../../config.ts';
import { createS3Client, S3ObjectStore } from '../../platform/s3-store.ts';
import { readDeliveryConfig } from './delivery-config.ts';
import { validateAgainstErnSchema } from './ern/validate-xml.ts';
import { startS3Server, startSftpServer, type TestS3Server, type TestSftpServer } from './test-servers.ts';

/**
 * The release flow of releases/delivery.test.ts with nothing local: uploads kept in S3 (s3rver), one store reached
 * over SFTP and one in an S3 bucket, both real servers.
 */
let work: string;
let sftp: TestSftpServer;
let s3: TestS3Server;
let ctx: TestContext;
let operator: TestClient;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'remote-delivery-'));
  await mkdir(join(work, 'sftp'));
  sftp = await startSftpServer({ root: join(work, 'sftp'), username: 'soundport', password: 'store-password' });
  s3 = await startS3Server(join(work, 's3'), ['portal-files', 'store-drop']);
  const env = {
    STORAGE_S3_BUCKET: 'portal-files',
    STORAGE_S3_ENDPOINT: s3.endpoint,
    STORAGE_S3_ACCESS_KEY_ID: s3.accessKeyId,
    STORAGE_S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    DELIVERY_TARGET_1026: `sftp://soundport@127.0.0.1:${sftp.port}/incoming`,
    DELIVERY_SFTP_PASSWORD_1026: 'store-password',
    DELIVERY_SFTP_HOST_KEY_1026: sftp.hostKeyFingerprint,
    DELIVERY_TARGET_2: 's3://store-drop/soundport',
    DELIVERY_S3_ENDPOINT_2: s3.endpoint,
    DELIVERY_S3_ACCESS_KEY_ID_2: s3.accessKeyId,
    DELIVERY_S3_SECRET_ACCESS_KEY_2: s3.secretAccessKey,
  };
  ctx = await createTestContext({ storageS3: readStorageS3Settings(env), delivery: readDeliveryConfig(env, work) });
  operator = await signUpOperator(ctx);
});
afterAll(async () => {
  await ctx?.close();
  (ctx?.services.files as S3ObjectStore | undefined)?.close();
  await sftp?.close();
  await s3?.close();
  await rm(work, { recursive: true, force: true });
});

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));
}

describe('delivery to remote stores from S3 storage', () => {
  it('delivers an approved release over SFTP and into an S3 bucket, with the audio read from S3 storage', async () => {
    expect(ctx.services.files).toBeInstanceOf(S3ObjectStore);
    const { client, userId } = await signedArtist(ctx);
    const submitted = await client.post('/api/release', await validSingle(ctx, userId, { title: 'Far Away', stores: { 1: true, 2: true, 1026: true } }));
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const { albumId, upc } = submitted.body.data;
    await operator.post('/api/admin/releases/decide', { albumId, decision: 'approve' });
    expect((await operator.post('/api/admin/releases/deliveries/run')).body.data.ran).toBeGreaterThanOrEqual(3);

    const detail = (await client.get('/api/album/detail', { albumId: String(albumId) })).body.data;
    expect(detail.status).toBe(ReleaseStatus.Delivered);
    expect(detail.deliveries.map((delivery: { platformId: number; state: string }) => [delivery.platformId, delivery.state])).toEqual([
      [1, 'delivered'],
      [2, 'delivered'],
      [1026, 'delivered'],
    ]);

    // SFTP: the whole batch, the marker renamed into place last.
    const sftpFiles = await filesUnder(join(work, 'sftp', 'incoming'));
    const message = sftpFiles.find((path) => path.endsWith(`${upc}/${upc}.xml`))!;
    expect(sftpFiles.some((path) => path.endsWith(`${upc}_01_001.wav`))).toBe(true);
    expect(sftpFiles.some((path) => path.endsWith(`${upc}.png`))).toBe(true);
    expect(sftp.renamedTo.at(-1)).toMatch(/\/BatchComplete_[^/]+\.xml$/);
    const xml = await readFile(join(work, 'sftp', 'incoming', message), 'utf8');
    expect(await validateAgainstErnSchema(xml, { schemaDir: ctx.services.config.delivery.schemaDir })).toEqual({ valid: true, errors: [] });
    expect(xml).toContain('Far Away');
    // The audio that arrived is the audio that was uploaded to S3 storage.
    const wav = sftpFiles.find((path) => path.endsWith(`${upc}_01_001.wav`))!;
    const storeDrop = createS3Client(
      readStorageS3Settings({ STORAGE_S3_BUCKET: 'store-drop', STORAGE_S3_ENDPOINT: s3.endpoint, STORAGE_S3_ACCESS_KEY_ID: 'S3RVER', STORAGE_S3_SECRET_ACCESS_KEY: 'S3RVER' })!,
    );
    try {
      // S3 store: files, message, then the marker, under the target's prefix.
      const keys = s3.created.filter((key) => key.startsWith('soundport/'));
      expect(keys.at(-1)).toMatch(/^soundport\/[^/]+\/BatchComplete_[^/]+\.xml$/);
      expect(keys.at(-2)).toMatch(new RegExp(`^soundport/[^/]+/${upc}/${upc}\\.xml$`));
      const listed = await storeDrop.send(new ListObjectsV2Command({ Bucket: 'store-drop', Prefix: 'soundport/' }));
      expect(listed.Contents?.length).toBe(keys.length);
      const wavKey = keys.find((key) => key.endsWith(`${upc}_01_001.wav`))!;
      const delivered = Buffer.from(await (await storeDrop.send(new GetObjectCommand({ Bucket: 'store-drop', Key: wavKey }))).Body!.transformToByteArray());
      expect(delivered.equals(await readFile(join(work, 'sftp', 'incoming', wav)))).toBe(true);
      expect(delivered.subarray(0, 4).toString()).toBe('RIFF');
    } finally {
      storeDrop.destroy();
    }
  });
});
