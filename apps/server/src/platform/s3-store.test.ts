import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readStorageS3Settings } from '../config.ts';
import { startS3Server } from '../modules/delivery/test-servers.ts';
import { describeObjectStore } from './object-store-suite.ts';
import { createS3Client, S3ObjectStore } from './s3-store.ts';
import { Secret } from './secret.ts';

describeObjectStore('S3 object store (s3rver)', async () => {
  const directory = await mkdtemp(join(tmpdir(), 's3-store-'));
  const server = await startS3Server(directory, ['portal-files']);
  const settings = {
    bucket: 'portal-files',
    prefix: 'objects',
    region: 'us-east-1',
    endpoint: server.endpoint,
    forcePathStyle: true,
    accessKeyId: server.accessKeyId,
    secretAccessKey: new Secret(server.secretAccessKey),
  };
  const store = new S3ObjectStore(settings);
  const client = createS3Client(settings);
  return {
    store,
    listAll: async () => {
      const page = await client.send(new ListObjectsV2Command({ Bucket: 'portal-files' }));
      return (page.Contents ?? []).map((object) => object.Key!);
    },
    close: async () => {
      // Every key went under the prefix.
      const page = await client.send(new ListObjectsV2Command({ Bucket: 'portal-files' }));
      expect((page.Contents ?? []).every((object) => object.Key!.startsWith('objects/'))).toBe(true);
      store.close();
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
});

describe('S3 storage settings', () => {
  it('stays on local disk unless a bucket is named, and keeps the secret out of logs', () => {
    expect(readStorageS3Settings({})).toBeNull();
    const settings = readStorageS3Settings({
      STORAGE_S3_BUCKET: 'files',
      STORAGE_S3_PREFIX: '/portal/',
      STORAGE_S3_ENDPOINT: 'http://minio:9000',
      STORAGE_S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      STORAGE_S3_SECRET_ACCESS_KEY: 'very-secret',
    })!;
    expect(settings).toMatchObject({ bucket: 'files', prefix: 'portal', region: 'us-east-1', endpoint: 'http://minio:9000', forcePathStyle: true, accessKeyId: 'AKIAEXAMPLE' });
    expect(settings.secretAccessKey!.reveal()).toBe('very-secret');
    expect(JSON.stringify(settings)).not.toContain('very-secret');
    expect(readStorageS3Settings({ STORAGE_S3_BUCKET: 'files', AWS_REGION: 'eu-west-3' })).toEqual({ bucket: 'files', prefix: '', region: 'eu-west-3' });
    expect(() => readStorageS3Settings({ STORAGE_S3_BUCKET: 'files', STORAGE_S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toThrow(/go together/);
  });
});
