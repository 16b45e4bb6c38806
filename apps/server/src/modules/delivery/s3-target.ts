import { stat } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { createS3Client, isNotFound, joinKey, uploadStream } from '../../platform/s3-store.ts';
import type { S3TargetSpec } from './delivery-config.ts';
import {
  ACKNOWLEDGEMENTS_FOLDER,
  batchCompleteMarker,
  batchCompleteName,
  checkBatchId,
  checkRelativePath,
  DeliveryTargetError,
  SEGMENT,
  type DeliveryTarget,
  type FileSource,
} from './delivery-target.ts';

const CONTENT_TYPES: Record<string, string> = {
  xml: 'application/xml',
  flac: 'audio/flac',
  wav: 'audio/wav',
  jpg: 'image/jpeg',
  png: 'image/png',
  txt: 'text/plain; charset=utf-8',
};
const contentTypeOf = (key: string) => CONTENT_TYPES[key.split('.').pop()!.toLowerCase()] ?? 'application/octet-stream';

const CREDENTIAL_ERRORS = new Set(['InvalidAccessKeyId', 'SignatureDoesNotMatch', 'AccessDenied', 'ExpiredToken', 'InvalidToken', 'CredentialsProviderError']);

async function* buffersOf(stream: NodeJS.ReadableStream): AsyncIterable<Uint8Array> {
  for await (const chunk of stream as AsyncIterable<string | Uint8Array>) yield typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
}

/**
 * Batches in an S3 bucket: `<prefix>/<batch id>/…`, acknowledgements under `<prefix>/acknowledgements/`. Objects
 * appear whole or not at all, so there are no temporary names; the order is files, message, then the marker, and a
 * batch whose marker object exists is complete.
 */
export class S3Target implements DeliveryTarget {
  readonly location: string;
  private readonly prefix: string;
  private readonly client: S3Client;

  constructor(
    private readonly spec: S3TargetSpec,
    client?: S3Client,
  ) {
    this.prefix = joinKey(spec.prefix);
    // Only the endpoint's origin: a URL could carry a user name and password.
    const endpoint = spec.endpoint ? ` at ${new URL(spec.endpoint).origin}` : '';
    this.location = `s3://${spec.bucket}/${this.prefix}${endpoint}`;
    this.client =
      client ??
      createS3Client({
        bucket: spec.bucket,
        prefix: this.prefix,
        region: spec.region ?? 'us-east-1',
        endpoint: spec.endpoint,
        forcePathStyle: spec.forcePathStyle,
        accessKeyId: spec.accessKeyId,
        secretAccessKey: spec.secretAccessKey,
      });
  }

  /** S3's answer as a DeliveryTargetError that says what went wrong, without request details. */
  private failure(action: string, error: unknown): DeliveryTargetError {
    if (error instanceof DeliveryTargetError) return error;
    const { name = 'Error', message = '', $metadata } = error as { name?: string; message?: string; $metadata?: { httpStatusCode?: number } };
    if (CREDENTIAL_ERRORS.has(name) || $metadata?.httpStatusCode === 403) {
      // Answers to HEAD have no body, so S3's error code is unknown there: the HTTP status says enough.
      const reason = name === 'Unknown' ? `HTTP ${$metadata?.httpStatusCode}` : name;
      return new DeliveryTargetError(`S3 refused the credentials for ${this.location} (${reason})`, { cause: error });
    }
    if (name === 'NoSuchBucket') return new DeliveryTargetError(`S3 bucket ${this.spec.bucket} does not exist (${this.location})`, { cause: error });
    return new DeliveryTargetError(`S3 could not ${action} in ${this.location}: ${name} ${message}`.trim(), { cause: error });
  }

  private async attempt<T>(action: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw this.failure(action, error);
    }
  }

  private keyOf(...parts: string[]) {
    return joinKey(this.prefix, ...parts);
  }

  private async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.spec.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw this.failure(`check ${key}`, error);
    }
  }

  private async assertOpen(batchId: string) {
    if (await this.exists(this.keyOf(batchId, batchCompleteName(batchId)))) throw new DeliveryTargetError(`Batch ${batchId} is already complete`);
  }

  /** Bytes and files go up in one PutObject with their length; a stream of unknown length as a multipart upload. */
  private async put(key: string, source: FileSource) {
    const object = { Bucket: this.spec.bucket, Key: key, ContentType: contentTypeOf(key) };
    await this.attempt(`write ${key}`, async () => {
      if ('bytes' in source) {
        const body = typeof source.bytes === 'string' ? Buffer.from(source.bytes) : source.bytes;
        await this.client.send(new PutObjectCommand({ ...object, Body: body, ContentLength: body.length }));
      } else if ('path' in source) {
        const { size } = await stat(source.path);
        await this.client.send(new PutObjectCommand({ ...object, Body: createReadStream(source.path), ContentLength: size }));
      } else {
        await uploadStream(this.client, { bucket: object.Bucket, key, contentType: object.ContentType }, buffersOf(source.stream));
      }
    });
  }

  async putFile(batchId: string, relativePath: string, source: FileSource) {
    checkBatchId(batchId);
    checkRelativePath(relativePath);
    await this.assertOpen(batchId);
    await this.put(this.keyOf(batchId, relativePath), source);
  }

  async putMessage(batchId: string, relativePath: string, xml: string) {
    checkBatchId(batchId);
    checkRelativePath(relativePath);
    await this.assertOpen(batchId);
    await this.put(this.keyOf(batchId, relativePath), { bytes: xml });
    await this.put(this.keyOf(batchId, batchCompleteName(batchId)), { bytes: batchCompleteMarker(batchId, relativePath) });
  }

  async listAcknowledgements() {
    const folder = `${this.keyOf(ACKNOWLEDGEMENTS_FOLDER)}/`;
    const names: string[] = [];
    let token: string | undefined;
    do {
      // The delimiter keeps processed/ (and any other sub-folder) out of the listing.
      const page = await this.attempt('list acknowledgements', () =>
        this.client.send(new ListObjectsV2Command({ Bucket: this.spec.bucket, Prefix: folder, Delimiter: '/', ContinuationToken: token })),
      );
      for (const object of page.Contents ?? []) names.push(object.Key!.slice(folder.length));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return names.filter((name) => SEGMENT.test(name)).sort();
  }

  private acknowledgementKey(name: string) {
    if (!SEGMENT.test(name)) throw new DeliveryTargetError(`Bad acknowledgement name "${name}"`);
    return this.keyOf(ACKNOWLEDGEMENTS_FOLDER, name);
  }

  async readAcknowledgement(name: string) {
    const key = this.acknowledgementKey(name);
    return this.attempt(`read ${key}`, async () => {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.spec.bucket, Key: key }));
      return Buffer.from(await answer.Body!.transformToByteArray());
    });
  }

  /** S3 has no rename: copy to processed/, then delete the original. */
  async archiveAcknowledgement(name: string) {
    const key = this.acknowledgementKey(name);
    const archived = this.keyOf(ACKNOWLEDGEMENTS_FOLDER, 'processed', name);
    await this.attempt(`archive ${key}`, async () => {
      const source = `${this.spec.bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;
      await this.client.send(new CopyObjectCommand({ Bucket: this.spec.bucket, Key: archived, CopySource: source }));
      await this.client.send(new DeleteObjectCommand({ Bucket: this.spec.bucket, Key: key }));
    });
  }

  /** Closes the client's sockets. */
  close() {
    this.client.destroy();
  }
}
