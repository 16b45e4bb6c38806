import { AbortMultipartUploadCommand, CompleteMultipartUploadCommand, CreateMultipartUploadCommand, ListMultipartUploadsCommand, UploadPartCommand, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { PartsRefused, type DirectUploads } from './storage.ts';

/** What S3 answers CompleteMultipartUpload with when the parts named do not make an object. */
const REFUSED = new Set(['InvalidPart', 'InvalidPartOrder', 'EntityTooSmall', 'NoSuchUpload']);

/**
 * Direct uploads into an S3 bucket: a multipart upload whose parts the browser PUTs to presigned UploadPart URLs. Each
 * URL signs its part's Content-Length, so S3 takes no part of another size, and stops working after its lifetime.
 */
export class S3DirectUploads implements DirectUploads {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    /** The object's key in the bucket (with the store's prefix). */
    private readonly keyOf: (key: string) => string,
  ) {}

  async origin() {
    // Signing is local (no request): the URL shows where the SDK addresses the bucket (path or virtual-host style).
    const url = await getSignedUrl(this.client, new UploadPartCommand({ Bucket: this.bucket, Key: this.keyOf('origin'), UploadId: 'origin', PartNumber: 1 }), { expiresIn: 60 });
    return new URL(url).origin;
  }

  async start(key: string, partSizes: number[], expiresIn: number) {
    const Key = this.keyOf(key);
    const { UploadId } = await this.client.send(new CreateMultipartUploadCommand({ Bucket: this.bucket, Key, ContentType: 'application/octet-stream' }));
    if (!UploadId) throw new Error('S3 opened a multipart upload without an id');
    const parts = await Promise.all(
      partSizes.map(async (size, index) => ({
        partNumber: index + 1,
        size,
        url: await getSignedUrl(this.client, new UploadPartCommand({ Bucket: this.bucket, Key, UploadId, PartNumber: index + 1, ContentLength: size }), { expiresIn }),
      })),
    );
    return { uploadId: UploadId, parts };
  }

  async complete(key: string, uploadId: string, parts: { partNumber: number; etag: string }[]) {
    try {
      await this.client.send(
        new CompleteMultipartUploadCommand({
          Bucket: this.bucket,
          Key: this.keyOf(key),
          UploadId: uploadId,
          MultipartUpload: { Parts: parts.map(({ partNumber, etag }) => ({ PartNumber: partNumber, ETag: etag })) },
        }),
      );
    } catch (error) {
      if (REFUSED.has((error as { name?: string }).name ?? '')) throw new PartsRefused((error as Error).message, { cause: error });
      throw error;
    }
  }

  async abort(key: string, uploadId: string) {
    await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: this.keyOf(key), UploadId: uploadId }));
  }

  async abortAll(key: string) {
    const Key = this.keyOf(key);
    const listed = await this.client.send(new ListMultipartUploadsCommand({ Bucket: this.bucket, Prefix: Key }));
    // The prefix also matches longer keys: only this key's uploads go.
    const mine = (listed.Uploads ?? []).filter((upload) => upload.Key === Key && upload.UploadId);
    await Promise.all(mine.map((upload) => this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key, UploadId: upload.UploadId! }))));
  }
}
