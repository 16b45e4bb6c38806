import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Client } from '../../platform/s3-store.ts';
import { Secret } from '../../platform/secret.ts';
import { readDeliveryConfig, targetSpecFor, type S3TargetSpec } from './delivery-config.ts';
import { S3Target } from './s3-target.ts';
import { batchCompleteName, DeliveryTargetError } from './delivery-target.ts';
import { createDeliveryTarget } from './targets.ts';
import { startS3Server, type TestS3Server } from './test-servers.ts';
import { parseXml, select } from './xml-reader.ts';

const BUCKET = 'deliveries';
let directory: string;
let server: TestS3Server;
let client: S3Client;
const targets: S3Target[] = [];

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 's3-target-'));
  server = await startS3Server(join(directory, 's3'), [BUCKET]);
  client = createS3Client({ bucket: BUCKET, prefix: '', region: 'us-east-1', endpoint: server.endpoint, forcePathStyle: true, accessKeyId: 'S3RVER', secretAccessKey: new Secret('S3RVER') });
});
afterAll(async () => {
  for (const target of targets) target.close();
  client.destroy();
  await server.close();
  await rm(directory, { recursive: true, force: true });
});

function target(prefix: string, overrides: Partial<S3TargetSpec> = {}) {
  const made = new S3Target({
    kind: 's3',
    bucket: BUCKET,
    prefix,
    region: 'us-east-1',
    endpoint: server.endpoint,
    forcePathStyle: true,
    accessKeyId: server.accessKeyId,
    secretAccessKey: new Secret(server.secretAccessKey),
    ...overrides,
  });
  targets.push(made);
  return made;
}

async function object(key: string): Promise<{ body: Buffer; contentType?: string } | null> {
  try {
    const answer = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    return { body: Buffer.from(await answer.Body!.transformToByteArray()), contentType: answer.ContentType };
  } catch {
    return null;
  }
}
const put = (key: string, body: string) => client.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: body }));
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('S3 delivery target', () => {
  it('lands a whole batch: files, then the message, then the marker; a complete batch is closed', async () => {
    const s3 = target('store-a/');
    const batch = '20250301100000000';
    const source = join(directory, 'a.flac');
    await writeFile(source, 'flac bytes');
    await s3.putFile(batch, 'R/resources/a.flac', { path: source });
    await s3.putFile(batch, 'R/resources/b.jpg', { stream: Readable.from([Buffer.from('jpg '), Buffer.from('bytes')]) });
    await s3.putFile(batch, 'R/resources/c.txt', { bytes: 'lyrics ✓' });
    expect(await object(`store-a/${batch}/${batchCompleteName(batch)}`)).toBeNull();
    await s3.putMessage(batch, 'R/R.xml', '<xml/>');

    const keys = ['R/resources/a.flac', 'R/resources/b.jpg', 'R/resources/c.txt', 'R/R.xml', batchCompleteName(batch)].map((name) => `store-a/${batch}/${name}`);
    expect(server.created.filter((key) => key.startsWith('store-a/'))).toEqual(keys);
    expect(await object(keys[0]!)).toEqual({ body: Buffer.from('flac bytes'), contentType: 'audio/flac' });
    expect((await object(keys[1]!))!.body.toString()).toBe('jpg bytes');
    expect((await object(keys[2]!))!.body.toString()).toBe('lyrics ✓');
    expect(await object(keys[3]!)).toEqual({ body: Buffer.from('<xml/>'), contentType: 'application/xml' });
    const marker = parseXml((await object(keys[4]!))!.body.toString());
    expect(marker.attributes.BatchId).toBe(batch);
    expect(select(marker, 'Message')[0]?.attributes.Path).toBe('R/R.xml');

    await expect(s3.putMessage(batch, 'R/R2.xml', '<xml/>')).rejects.toThrow(/already complete/);
    await expect(s3.putFile(batch, 'R/resources/late.flac', { bytes: 'x' })).rejects.toThrow(DeliveryTargetError);
    expect(await object(`store-a/${batch}/R/R2.xml`)).toBeNull();
  });

  it('streams a 20 MB file from disk with its length, and a stream of unknown length in parts', async () => {
    const large = Buffer.alloc(20 * 1024 * 1024);
    for (let index = 0; index < large.length; index += 4096) large.writeUInt32BE(index, index);
    const source = join(directory, 'large.flac');
    await writeFile(source, large);
    const s3 = target('store-b');
    await s3.putFile('B1', 'R/resources/large.flac', { path: source });
    const stream = Readable.from(
      (function* () {
        for (let offset = 0; offset < large.length; offset += 64 * 1024) yield large.subarray(offset, offset + 64 * 1024);
      })(),
    );
    await s3.putFile('B1', 'R/resources/streamed.flac', { stream });
    for (const name of ['large.flac', 'streamed.flac']) {
      const head = await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: `store-b/B1/R/resources/${name}` }));
      expect(head.ContentLength).toBe(large.length);
      expect(sha256((await object(`store-b/B1/R/resources/${name}`))!.body)).toBe(sha256(large));
    }
  });

  it('lists, reads and archives acknowledgements (copy to processed/, then delete)', async () => {
    const s3 = target('store-c');
    expect(await s3.listAcknowledgements()).toEqual([]);
    await put('store-c/acknowledgements/b.csv', 'second');
    await put('store-c/acknowledgements/a.xml', 'first');
    await put('store-c/acknowledgements/.hidden', 'not an acknowledgement');
    await put('store-c/acknowledgements/processed/old.xml', 'already read');
    await put('store-c/other/c.xml', 'elsewhere');
    expect(await s3.listAcknowledgements()).toEqual(['a.xml', 'b.csv']);
    expect((await s3.readAcknowledgement('a.xml')).toString()).toBe('first');
    await s3.archiveAcknowledgement('a.xml');
    expect(await s3.listAcknowledgements()).toEqual(['b.csv']);
    expect((await object('store-c/acknowledgements/processed/a.xml'))!.body.toString()).toBe('first');
    expect(await object('store-c/acknowledgements/a.xml')).toBeNull();
    await expect(s3.readAcknowledgement('../secret')).rejects.toThrow(DeliveryTargetError);
    await expect(s3.readAcknowledgement('gone.xml')).rejects.toThrow(/S3 could not read store-c\/acknowledgements\/gone.xml/);
  });

  it('says clearly when the credentials or the bucket are wrong', async () => {
    const wrongKey = target('store-d', { accessKeyId: 'NOT-A-KEY', secretAccessKey: new Secret('wrong-secret') });
    const refused = wrongKey.putFile('B1', 'a.txt', { bytes: 'x' });
    await expect(refused).rejects.toThrow(DeliveryTargetError);
    // The first request is the HEAD of the batch marker, whose answer has no body: only the status tells.
    await expect(refused).rejects.toThrow(`S3 refused the credentials for s3://${BUCKET}/store-d at ${server.endpoint} (HTTP 403)`);
    expect(((await refused.catch((error: Error) => error)) as Error).message).not.toContain('wrong-secret');
    await expect(wrongKey.listAcknowledgements()).rejects.toThrow(`S3 refused the credentials for s3://${BUCKET}/store-d at ${server.endpoint} (InvalidAccessKeyId)`);

    const noBucket = target('x', { bucket: 'no-such-bucket' });
    await expect(noBucket.listAcknowledgements()).rejects.toThrow('S3 bucket no-such-bucket does not exist');
  });

  it('is what createDeliveryTarget makes of a configured s3:// target, and shows no secret', async () => {
    const config = readDeliveryConfig(
      {
        DELIVERY_TARGET_1032: 's3://deliveries/from-config/',
        DELIVERY_S3_ENDPOINT_1032: server.endpoint,
        DELIVERY_S3_ACCESS_KEY_ID_1032: server.accessKeyId,
        DELIVERY_S3_SECRET_ACCESS_KEY_1032: 'secret-S3RVER',
      },
      directory,
    );
    expect(targetSpecFor(config, 1032)).toMatchObject({ kind: 's3', bucket: BUCKET, prefix: 'from-config/', region: 'us-east-1', forcePathStyle: true });
    expect(JSON.stringify(config)).not.toContain('secret-S3RVER');
    const configured = createDeliveryTarget(targetSpecFor(config, 1032));
    expect(configured).toBeInstanceOf(S3Target);
    targets.push(configured as S3Target);
    expect(configured.location).toBe(`s3://${BUCKET}/from-config at ${server.endpoint}`);
    await configured.putMessage('B1', 'R/R.xml', '<xml/>');
    expect(server.created.filter((key) => key.startsWith('from-config/'))).toEqual(['from-config/B1/R/R.xml', 'from-config/B1/BatchComplete_B1.xml']);
    expect(() => readDeliveryConfig({ DELIVERY_TARGET_1032: 's3://b', DELIVERY_S3_ACCESS_KEY_ID_1032: 'AKIA' }, directory)).toThrow(/go together/);
  });
});
