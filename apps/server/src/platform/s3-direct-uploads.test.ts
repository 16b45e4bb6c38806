import type { S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { S3DirectUploads } from './s3-direct-uploads.ts';
import { createS3Client, joinKey } from './s3-store.ts';
import { Secret } from './secret.ts';
import { PartsRefused } from './storage.ts';

const credentials = { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: new Secret('example-secret') };

/** A client that records the commands sent and answers each from `answers` by the command's name. */
function recordingClient(answers: Record<string, (input: Record<string, unknown>) => unknown>) {
  const sent: { command: string; input: Record<string, unknown> }[] = [];
  const client = {
    async send(command: { constructor: { name: string }; input: Record<string, unknown> }) {
      const name = command.constructor.name;
      sent.push({ command: name, input: command.input });
      const answer = answers[name];
      if (!answer) throw new Error(`unexpected ${name}`);
      return answer(command.input);
    },
  } as unknown as S3Client;
  return { client, sent };
}

describe('direct uploads to S3', () => {
  it('names the origin the page must reach: the bucket’s own host on AWS, the endpoint for a path-style service', async () => {
    const aws = new S3DirectUploads(createS3Client({ bucket: 'portal-files', prefix: '', region: 'eu-west-3', ...credentials }), 'portal-files', (key) => key);
    expect(await aws.origin()).toBe('https://portal-files.s3.eu-west-3.amazonaws.com');
    const minio = new S3DirectUploads(
      createS3Client({ bucket: 'files', prefix: 'p', region: 'us-east-1', endpoint: 'http://minio.internal:9000', forcePathStyle: true, ...credentials }),
      'files',
      (key) => joinKey('p', key),
    );
    expect(await minio.origin()).toBe('http://minio.internal:9000');
  });

  it('signs each part for its size and lifetime, under the store’s prefix', async () => {
    // The presigner signs with the real client's settings; only CreateMultipartUpload goes over the wire.
    const client = createS3Client({ bucket: 'portal-files', prefix: '', region: 'eu-west-3', ...credentials });
    const sent: unknown[] = [];
    client.send = (async (command: { constructor: { name: string }; input: unknown }) => {
      sent.push({ command: command.constructor.name, input: command.input });
      return { UploadId: 'mp-1' };
    }) as unknown as S3Client['send'];
    const direct = new S3DirectUploads(client, 'portal-files', (key) => joinKey('objects', key));
    const started = await direct.start('upload-direct/up_1', [8, 3], 900);
    expect(sent).toEqual([{ command: 'CreateMultipartUploadCommand', input: { Bucket: 'portal-files', Key: 'objects/upload-direct/up_1', ContentType: 'application/octet-stream' } }]);
    expect(started.uploadId).toBe('mp-1');
    expect(started.parts.map(({ partNumber, size }) => ({ partNumber, size }))).toEqual([
      { partNumber: 1, size: 8 },
      { partNumber: 2, size: 3 },
    ]);
    const url = new URL(started.parts[1]!.url);
    expect(url.host).toBe('portal-files.s3.eu-west-3.amazonaws.com');
    expect(url.pathname).toBe('/objects/upload-direct/up_1');
    expect(url.searchParams.get('uploadId')).toBe('mp-1');
    expect(url.searchParams.get('partNumber')).toBe('2');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;host');
  });

  it('turns S3’s refusal of the parts into PartsRefused, and passes other failures on', async () => {
    const refusing = recordingClient({
      CompleteMultipartUploadCommand: () => {
        throw Object.assign(new Error('One or more of the specified parts could not be found.'), { name: 'InvalidPart' });
      },
    });
    const direct = new S3DirectUploads(refusing.client, 'b', (key) => key);
    await expect(direct.complete('k', 'mp-1', [{ partNumber: 1, etag: '"e1"' }])).rejects.toBeInstanceOf(PartsRefused);
    expect(refusing.sent[0]!.input).toEqual({ Bucket: 'b', Key: 'k', UploadId: 'mp-1', MultipartUpload: { Parts: [{ PartNumber: 1, ETag: '"e1"' }] } });

    const down = recordingClient({
      CompleteMultipartUploadCommand: () => {
        throw Object.assign(new Error('socket hang up'), { name: 'TimeoutError' });
      },
    });
    const failed = new S3DirectUploads(down.client, 'b', (key) => key).complete('k', 'mp-1', []);
    await expect(failed).rejects.toThrow('socket hang up');
    await expect(failed).rejects.not.toBeInstanceOf(PartsRefused);
  });

  it('aborts every unfinished upload of the key, and no other key’s', async () => {
    const { client, sent } = recordingClient({
      ListMultipartUploadsCommand: () => ({
        Uploads: [
          { Key: 'objects/upload-direct/up_1', UploadId: 'mp-1' },
          { Key: 'objects/upload-direct/up_1', UploadId: 'mp-2' },
          { Key: 'objects/upload-direct/up_10', UploadId: 'mp-3' },
        ],
      }),
      AbortMultipartUploadCommand: () => ({}),
    });
    await new S3DirectUploads(client, 'portal-files', (key) => joinKey('objects', key)).abortAll('upload-direct/up_1');
    expect(sent).toEqual([
      { command: 'ListMultipartUploadsCommand', input: { Bucket: 'portal-files', Prefix: 'objects/upload-direct/up_1' } },
      { command: 'AbortMultipartUploadCommand', input: { Bucket: 'portal-files', Key: 'objects/upload-direct/up_1', UploadId: 'mp-1' } },
      { command: 'AbortMultipartUploadCommand', input: { Bucket: 'portal-files', Key: 'objects/upload-direct/up_1', UploadId: 'mp-2' } },
    ]);
  });
});
