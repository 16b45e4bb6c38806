import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
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
