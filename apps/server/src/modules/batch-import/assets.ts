import { posix } from 'node:path';
import type { Readable } from 'node:stream';
import { and, eq, inArray, isNotNull, notLike, sql } from 'drizzle-orm';
import { batchTaskAssets, uploadedFiles } from '@portal/db/schema';
import type { AssetSource } from '@portal/domain/bulk-import/model';
import { UPLOAD_RULES, formatBytes, uploadMessageKey } from '@portal/domain/release/file-checks';
import { AppError } from '../../platform/errors.ts';
import type { Actor } from '../../platform/actor.ts';
import type { Services } from '../../platform/services.ts';
import { ObjectTooLarge } from '../../platform/storage.ts';
import { CLIP_MAX_MS, CLIP_MIN_MS, cutClip } from '../releases/cut-clip.ts';
import { fileNameFromUrl } from '../uploads/dump-upload.ts';
import { recordCheckedFile, uploadObjectKey } from '../uploads/record-file.ts';
import { FetchRefused, isPublicAddress, openSafeDownload, type FetchFailure } from '../uploads/safe-fetch.ts';
import { normaliseEntryPath } from './archive.ts';
import { BulkReadError, type Archive } from './readers.ts';
import { SongSource } from '@portal/domain/release/song-source';

/**
 * The files an imported release names, stored as the account's uploads with the same checks as the form's uploads
 * (document 3 section 5), once per task and source: a cover named by ten releases is stored once. What happened to
 * each source is kept in batch_task_assets, so a verification that runs again (a retried job, a reverify) stores
 * nothing twice, and deleting the task finds every file it stored.
 */

export type AssetKind = 'audio' | 'cover';
export type AssetOutcome = { fileId: string } | { issue: { messageKey: string; values?: Record<string, string | number> } };

const URL_TIMEOUT_MS = 5 * 60_000;
const URL_MAX_REDIRECTS = 5;
/** The store preview the task cuts when the source names none: 30 s, from 30 s in when the track is long enough. */
const DEFAULT_CLIP_MS = 30_000;

const fetchReasons: Record<FetchFailure, string> = {
  url_invalid: 'upload_dump_url_invalid',
  address_refused: 'upload_dump_address_refused',
  too_many_redirects: 'upload_dump_too_many_redirects',
  timeout: 'upload_dump_timeout',
  status: 'upload_dump_source_failed',
  network: 'upload_dump_source_failed',
};

const issue = (messageKey: string, values?: Record<string, string | number>): AssetOutcome => ({ issue: { messageKey, ...(values ? { values } : {}) } });

export class TaskAssets {
  private readonly pending = new Map<string, Promise<AssetOutcome>>();
  /** What earlier runs of this task's verification recorded, loaded once (a catalogue names thousands of files). */
  private recorded: Promise<Map<string, AssetOutcome>> | null = null;

  constructor(
    private readonly services: Services,
    private readonly taskId: number,
    private readonly actor: Actor,
    private readonly archive: Archive | null,
    private readonly archiveFileId: string | null,
  ) {}

  /** The stored file for a source, or the message of the rule it broke. */
  resolve(source: AssetSource, kind: AssetKind): Promise<AssetOutcome> {
    const key = this.keyOf(source, kind);
    let outcome = this.pending.get(key);
    if (!outcome) {
      outcome = this.remembered(key, () => this.store(source, kind));
      this.pending.set(key, outcome);
    }
    return outcome;
  }

  /** The store preview of a stored full audio: cut once per audio and start. */
  async clip(audioFileId: string, startMs?: number): Promise<AssetOutcome> {
    const [audio] = await this.services.db.select({ meta: uploadedFiles.meta }).from(uploadedFiles).where(eq(uploadedFiles.id, audioFileId));
    const durationMs = (audio?.meta as { durationMs?: number } | undefined)?.durationMs;
    if (!durationMs || durationMs < CLIP_MIN_MS) return issue('bulk_clip_audio_too_short');
    const length = Math.min(DEFAULT_CLIP_MS, CLIP_MAX_MS, durationMs);
    const wanted = startMs ?? (durationMs >= DEFAULT_CLIP_MS * 3 ? DEFAULT_CLIP_MS : 0);
    const start = Math.max(0, Math.min(Math.round(wanted), durationMs - length));
    const key = `clip:${audioFileId}:${start}`;
    let outcome = this.pending.get(key);
    if (!outcome) {
      outcome = this.remembered(key, async () => {
        try {
          return { fileId: (await cutClip(this.services, this.actor, { fileId: audioFileId, startMs: start, durationMs: length })).clipFileId };
        } catch (error) {
          if (error instanceof AppError && error.httpStatus < 500) return issue(error.messageKey, error.vars);
          throw error;
        }
      });
      this.pending.set(key, outcome);
    }
    return outcome;
  }

  private keyOf(source: AssetSource, kind: AssetKind): string {
    if (source.kind === 'archive') return `archive:${this.archiveFileId ?? ''}:${kind}:${normaliseEntryPath(source.path) ?? source.path}`;
    if (source.kind === 'url') return `url:${kind}:${source.url}`;
    return `file:${kind}:${source.fileId}`;
  }

  private loadRecorded(): Promise<Map<string, AssetOutcome>> {
    this.recorded ??= this.services.db
      .select()
      .from(batchTaskAssets)
      .where(eq(batchTaskAssets.taskId, this.taskId))
      .then((rows) => new Map(rows.map((row) => [row.source, row.fileId ? { fileId: row.fileId } : { issue: row.issue as { messageKey: string } }])));
    return this.recorded;
  }

  /**
   * The outcome recorded for this task and source, or the work's. Stored files are recorded (they must be found
   * again, and deleted with the task), and so are failed downloads (slow to try again); a name the zip lacks is not.
   */
  private async remembered(source: string, work: () => Promise<AssetOutcome>): Promise<AssetOutcome> {
    const { db } = this.services;
    const known = (await this.loadRecorded()).get(source);
    if (known) return known;
    const outcome = await work();
    if ('issue' in outcome && !source.startsWith('url:')) return outcome;
    await db
      .insert(batchTaskAssets)
      .values({ taskId: this.taskId, source, fileId: 'fileId' in outcome ? outcome.fileId : null, issue: 'issue' in outcome ? outcome.issue : null })
      .onConflictDoNothing();
    return outcome;
  }

  private async store(source: AssetSource, kind: AssetKind): Promise<AssetOutcome> {
    if (source.kind === 'file') return this.ownFile(source.fileId, kind);
    if (source.kind === 'archive') {
      const entry = this.archive?.find(source.path);
      if (!entry) return issue('bulk_archive_entry_missing', { name: source.path });
      const maxBytes = UPLOAD_RULES[kind].file.maxSize;
      if (entry.size > maxBytes) return issue(uploadMessageKey('size_too_large'), { max: formatBytes(maxBytes) });
      try {
        return await this.record(await this.archive!.open(entry.path, maxBytes), posix.basename(entry.path), '', kind);
      } catch (error) {
        if (error instanceof BulkReadError) return issue(error.code, error.values);
        throw error;
      }
    }
    return this.fetch(source.url, kind);
  }

  private async ownFile(fileId: string, kind: AssetKind): Promise<AssetOutcome> {
    const [row] = await this.services.db
      .select({ id: uploadedFiles.id })
      .from(uploadedFiles)
      .where(and(eq(uploadedFiles.id, fileId), eq(uploadedFiles.userId, this.actor.accountId), eq(uploadedFiles.kind, kind)));
    return row ? { fileId: row.id } : issue('rule_file_missing');
  }

  private async fetch(url: string, kind: AssetKind): Promise<AssetOutcome> {
    const allowAddress = this.services.config.dumpAllowPrivateAddresses ? () => true : isPublicAddress;
    let download: Awaited<ReturnType<typeof openSafeDownload>>;
    try {
      download = await openSafeDownload(url, { allowAddress, maxRedirects: URL_MAX_REDIRECTS, timeoutMs: URL_TIMEOUT_MS });
    } catch (error) {
      if (error instanceof FetchRefused) return issue(fetchReasons[error.reason], error.status ? { status: error.status } : undefined);
      throw error;
    }
    try {
      return await this.record(download.body, fileNameFromUrl(download.url, download.contentType), download.contentType, kind);
    } catch (error) {
      if (download.timedOut()) return issue('upload_dump_timeout');
      if (error instanceof BulkReadError) return issue(error.code, error.values);
      return issue('upload_dump_body_unreadable');
    } finally {
      download.close();
    }
  }

  /** A file this task already stored with the same bytes (the same cover in a corrected zip, or under two names). */
  private async storedWithHash(sha256: string, kind: AssetKind): Promise<string | null> {
    const [row] = await this.services.db
      .select({ id: uploadedFiles.id })
      .from(batchTaskAssets)
      .innerJoin(uploadedFiles, eq(uploadedFiles.id, batchTaskAssets.fileId))
      .where(and(eq(batchTaskAssets.taskId, this.taskId), eq(uploadedFiles.kind, kind), sql`${uploadedFiles.meta}->>'sha256' = ${sha256}`))
      .limit(1);
    return row?.id ?? null;
  }

  /** Streams the bytes into storage (never more than the kind allows), then runs the upload checks; a failure keeps nothing. */
  private async record(stream: Readable, fileName: string, mimeType: string, kind: AssetKind): Promise<AssetOutcome> {
    const { services, actor } = this;
    const maxBytes = UPLOAD_RULES[kind].file.maxSize;
    const key = uploadObjectKey(actor.accountId, fileName);
    let written: Awaited<ReturnType<typeof services.files.putStream>>;
    try {
      written = await services.files.putStream(key, stream, 'application/octet-stream', { maxBytes });
    } catch (error) {
      stream.destroy();
      if (error instanceof ObjectTooLarge) return issue(uploadMessageKey('size_too_large'), { max: formatBytes(maxBytes) });
      throw error;
    }
    const same = await this.storedWithHash(written.sha256, kind);
    if (same) {
      await services.files.delete(key);
      return { fileId: same };
    }
    try {
      const row = await recordCheckedFile(services, actor.accountId, { key, sha256: written.sha256 }, { kind, fileName, mimeType }, undefined, SongSource.IC);
      return { fileId: row.id };
    } catch (error) {
      if (error instanceof AppError && error.httpStatus === 400) return issue(error.messageKey, error.vars);
      await services.files.delete(key);
      throw error;
    }
  }
}

/** Deletes the files a task stored (not the account's own files it only pointed at), with their records. */
export async function removeTaskAssets(services: Services, taskId: number, accountId: number): Promise<void> {
  const stored = await services.db
    .select({ fileId: batchTaskAssets.fileId })
    .from(batchTaskAssets)
    .where(and(eq(batchTaskAssets.taskId, taskId), isNotNull(batchTaskAssets.fileId), notLike(batchTaskAssets.source, 'file:%')));
  const ids = stored.map((row) => row.fileId!);
  for (let start = 0; start < ids.length; start += 500) {
    const removed = await services.db
      .delete(uploadedFiles)
      .where(and(eq(uploadedFiles.userId, accountId), inArray(uploadedFiles.id, ids.slice(start, start + 500))))
      .returning({ objectKey: uploadedFiles.objectKey });
    for (const row of removed) await services.files.delete(row.objectKey);
  }
  await services.db.delete(batchTaskAssets).where(eq(batchTaskAssets.taskId, taskId));
}
