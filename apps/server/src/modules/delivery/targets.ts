import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { DeliveryTargetSpec } from './delivery-config.ts';
import { el, renderXml } from './xml-writer.ts';
import { S3Target } from './s3-target.ts';
import { SftpTarget } from './sftp-target.ts';

/** The bytes of a file to deliver: a file on disk, a stream (from object storage) or bytes in memory. */
export type FileSource = { path: string } | { stream: NodeJS.ReadableStream } | { bytes: Uint8Array | string };

/**
 * Where one store's deliveries go. A batch is a folder named by its batch id. Files go in first, the message
 * last: `putMessage` writes the message and then the BatchComplete marker, which tells the store the batch is
 * whole (DDEX ERN choreography, batch profile). Acknowledgements are files the store leaves for us.
 */
export interface DeliveryTarget {
  /** Where the batches go, for logs and the operator console (never credentials). */
  readonly location: string;
  putFile(batchId: string, relativePath: string, source: FileSource): Promise<void>;
  putMessage(batchId: string, relativePath: string, xml: string): Promise<void>;
  /** Acknowledgement files waiting to be read, oldest name first. */
  listAcknowledgements(): Promise<string[]>;
  readAcknowledgement(name: string): Promise<Buffer>;
  /** Moves a read acknowledgement aside so it is not imported twice. */
  archiveAcknowledgement(name: string): Promise<void>;
}

export class DeliveryTargetError extends Error {
  override name = 'DeliveryTargetError';
}

/** DDEX batch ids are the UTC time the batch was made, to the millisecond: 20250301100000123. */
export const batchIdAt = (at: Date) => at.toISOString().replace(/\D/g, '').slice(0, 17);
export const batchCompleteName = (batchId: string) => `BatchComplete_${batchId}.xml`;
export const ACKNOWLEDGEMENTS_FOLDER = 'acknowledgements';

/** The batch's marker: tells the store which message the batch carries (decision 012). */
export const batchCompleteMarker = (batchId: string, messagePath: string) => renderXml(el('BatchComplete', { BatchId: batchId }, el('Message', { Path: messagePath })));

/** One name in a batch path or an acknowledgement name: no separators, no leading dot. */
export const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
export const checkBatchId = (batchId: string) => {
  if (!/^[A-Za-z0-9_-]+$/.test(batchId)) throw new DeliveryTargetError(`Bad batch id "${batchId}"`);
};
export const checkRelativePath = (path: string) => {
  if (!path.split('/').every((segment) => SEGMENT.test(segment) && segment !== '..')) throw new DeliveryTargetError(`Bad path in batch "${path}"`);
};

/**
 * Batches in a local folder: `<root>/<batch id>/…`, acknowledgements in `<root>/acknowledgements/`. Every file is
 * written under a temporary name and renamed, so a reader never sees half a file; the marker comes last.
 */
export class LocalFolderTarget implements DeliveryTarget {
  readonly location: string;

  constructor(root: string) {
    this.location = resolve(root);
  }

  private inside(...parts: string[]): string {
    const path = resolve(this.location, ...parts);
    if (!path.startsWith(this.location + sep)) throw new DeliveryTargetError(`Path outside ${this.location}`);
    return path;
  }

  private async assertOpen(batchId: string) {
    checkBatchId(batchId);
    const marker = this.inside(batchId, batchCompleteName(batchId));
    const complete = await access(marker).then(
      () => true,
      () => false,
    );
    if (complete) throw new DeliveryTargetError(`Batch ${batchId} is already complete`);
  }

  private async writeAtomically(path: string, source: FileSource) {
    await mkdir(dirname(path), { recursive: true });
    const temporary = join(dirname(path), `.${randomBytes(6).toString('hex')}.part`);
    // Opened before anything is read: a write stream left to open by itself could create the file after a failed
    // source was cleaned up, leaving a stray part behind.
    const handle = await open(temporary, 'w');
    try {
      if ('bytes' in source) await handle.writeFile(source.bytes);
      // The stream closes the handle when it finishes; closing it again is a no-op.
      else await pipeline('path' in source ? createReadStream(source.path) : source.stream, handle.createWriteStream());
      await handle.close();
      await rename(temporary, path);
    } catch (error) {
      await handle.close().catch(() => {});
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async putFile(batchId: string, relativePath: string, source: FileSource) {
    checkRelativePath(relativePath);
    await this.assertOpen(batchId);
    await this.writeAtomically(this.inside(batchId, relativePath), source);
  }

  async putMessage(batchId: string, relativePath: string, xml: string) {
    checkRelativePath(relativePath);
    await this.assertOpen(batchId);
    await this.writeAtomically(this.inside(batchId, relativePath), { bytes: xml });
    await this.writeAtomically(this.inside(batchId, batchCompleteName(batchId)), { bytes: batchCompleteMarker(batchId, relativePath) });
  }

  async listAcknowledgements() {
    const folder = this.inside(ACKNOWLEDGEMENTS_FOLDER);
    const entries = await readdir(folder, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    return entries
      .filter((entry) => entry.isFile() && SEGMENT.test(entry.name))
      .map((entry) => entry.name)
      .sort();
  }

  private acknowledgementPath(name: string) {
    if (!SEGMENT.test(name)) throw new DeliveryTargetError(`Bad acknowledgement name "${name}"`);
    return this.inside(ACKNOWLEDGEMENTS_FOLDER, name);
  }

  async readAcknowledgement(name: string) {
    return readFile(this.acknowledgementPath(name));
  }

  async archiveAcknowledgement(name: string) {
    const from = this.acknowledgementPath(name);
    const to = this.inside(ACKNOWLEDGEMENTS_FOLDER, 'processed', name);
    await mkdir(dirname(to), { recursive: true });
    await rename(from, to);
  }
}

/** The target for a configured spec (docs/decisions/012-ddex-delivery.md). */
export function createDeliveryTarget(spec: DeliveryTargetSpec): DeliveryTarget {
  switch (spec.kind) {
    case 'local':
      return new LocalFolderTarget(spec.root);
    case 'sftp':
      return new SftpTarget(spec);
    case 's3':
      return new S3Target(spec);
  }
}
