import { and, asc, eq, inArray, isNotNull, isNull, notInArray } from 'drizzle-orm';
import { batchTaskRows, batchTasks, releases, tracks } from '@portal/db/schema';
import { BULK_IMPORT_LIMITS, BatchTaskStatus, type BatchMethod, type ImportedRelease, type ReadResult, type RowFinding, type SourcePlace } from '@portal/domain/bulk-import/model';
import { withFormDefaults } from '@portal/domain/bulk-import/form-defaults';
import { withGoLiveDate } from '@portal/domain/bulk-import/go-live';
import { normaliseIsrc, normaliseUpc } from '@portal/domain/release/identifiers';
import { RuleMessage } from '@portal/domain/release/messages';
import type { ReleaseRuleContext, TrackInput } from '@portal/domain/release/model';
import { validateRelease } from '@portal/domain/release/validate';
import type { JobDefinition } from '../../platform/jobs.ts';
import type { Services } from '../../platform/services.ts';
import { checkReleaseFiles } from '../releases/release-files.ts';
import { ruleContextFor } from '../releases/rule-context.ts';
import { TaskAssets, type AssetOutcome } from './assets.ts';
import { readers } from './reader-registry.ts';
import { BulkReadError } from './readers.ts';
import { openSource, sourceFileName, type OpenedSource } from './source.ts';
import { VERIFY_JOB, cleanUpDeleted, refreshCounts, taskActor, type FileIssue, type TaskRow } from './tasks.ts';

/**
 * The verification job: reads the source with the method's reader, writes one row per release, then checks each
 * row as the release form would (the reader's issues, the files stored with the upload checks, validateRelease with
 * the account's rule context, the files and UPCs only the server knows) plus what only a batch has: the same UPC or
 * ISRC twice in the task, or already in the account's catalogue. Rows are written and checked in small batches so
 * memory holds one batch (and the reader's result until its rows are written), whatever the catalogue's size.
 */

const WRITE_BATCH = 200;
const CHECK_BATCH = 25;
const QUERY_CHUNK = 1000;

interface KeptRow {
  albumId: number;
  upc: string | null;
  place: SourcePlace;
  release: ImportedRelease;
}

/** A release of the new source is the imported row it matches: by UPC, or by its place in the source (not the file's name, which a corrected copy may change). */
const matchKeys = (upc: string | null, place: SourcePlace) =>
  [upc ? `upc:${upc}` : null, `place:${place.sheet ?? ''}|${place.row ?? ''}|${place.reference ?? ''}`].filter((key): key is string => key !== null);

const upcOf = (release: ImportedRelease) => (release.album.upc?.trim() ? (normaliseUpc(release.album.upc) ?? release.album.upc.trim()) : null);
const isrcsOf = (release: ImportedRelease) =>
  new Set(release.tracks.map((track) => (track.input.isrc?.trim() ? (normaliseIsrc(track.input.isrc) ?? track.input.isrc.trim()) : null)).filter((isrc): isrc is string => isrc !== null));

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

async function setTask(services: Services, taskId: number, values: Partial<typeof batchTasks.$inferInsert>) {
  await services.db
    .update(batchTasks)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(batchTasks.id, taskId));
}

async function stillWanted(services: Services, taskId: number) {
  const [task] = await services.db.select({ status: batchTasks.status }).from(batchTasks).where(eq(batchTasks.id, taskId));
  return task?.status === BatchTaskStatus.VERIFYING;
}

/** What the batch knows about identifiers: how many releases of the task carry each, and which the catalogue has. */
class Identifiers {
  readonly upcs = new Map<string, number>();
  readonly isrcs = new Map<string, number>();
  readonly takenUpcs = new Set<string>();
  readonly takenIsrcs = new Set<string>();

  count(release: ImportedRelease) {
    const upc = upcOf(release);
    if (upc) this.upcs.set(upc, (this.upcs.get(upc) ?? 0) + 1);
    for (const isrc of isrcsOf(release)) this.isrcs.set(isrc, (this.isrcs.get(isrc) ?? 0) + 1);
  }

  /** UPCs any release uses (as the form checks), ISRCs the account's releases use; the task's own imports left out. */
  async loadTaken(services: Services, accountId: number, keptAlbums: number[]) {
    const notKept = keptAlbums.length ? notInArray(releases.id, keptAlbums) : undefined;
    for (const part of chunks([...this.upcs.keys()], QUERY_CHUNK)) {
      const rows = await services.db
        .select({ upc: releases.upc })
        .from(releases)
        .where(and(inArray(releases.upc, part), isNull(releases.deletedAt), notKept));
      for (const row of rows) if (row.upc) this.takenUpcs.add(row.upc);
    }
    for (const part of chunks([...this.isrcs.keys()], QUERY_CHUNK)) {
      const rows = await services.db
        .select({ isrc: tracks.isrc })
        .from(tracks)
        .innerJoin(releases, eq(releases.id, tracks.releaseId))
        .where(and(eq(tracks.ownerUserId, accountId), inArray(tracks.isrc, part), isNull(releases.deletedAt), notKept));
      for (const row of rows) this.takenIsrcs.add(row.isrc);
    }
  }
}

/** Findings of one row, one per field: the first reason found wins (the reader's, then the files', then the rules'). */
class Findings {
  readonly list: RowFinding[] = [];
  add(track: number | null, field: string, messageKey: string, values?: Record<string, string | number>) {
    if (this.list.some((finding) => finding.track === track && finding.field === field)) return;
    this.list.push({ track, field, messageKey, ...(values && Object.keys(values).length ? { values } : {}) });
  }
}

export interface VerifyContext {
  services: Services;
  accountId: number;
  assets: TaskAssets;
  contexts: Record<'ALBUM' | 'SINGLE', ReleaseRuleContext>;
  identifiers: Identifiers;
  /** The task's go-live date for releases without a usable one. */
  releaseDate: string | null;
}

/** Checks one release; returns it with its stored files' ids, and its findings. */
export async function verifyRelease(context: VerifyContext, release: ImportedRelease) {
  const findings = new Findings();
  for (const issue of release.readIssues) findings.add(issue.track, issue.field, issue.code, issue.values);
  const onFile = (track: number | null, field: string, outcome: AssetOutcome) => {
    if ('fileId' in outcome) return outcome.fileId;
    findings.add(track, field, outcome.issue.messageKey, outcome.issue.values);
    return undefined;
  };

  const rules = context.contexts[release.kind];
  const filled = withFormDefaults(
    withGoLiveDate(release.album, context.releaseDate, rules.now),
    release.tracks.map((track) => track.input),
    rules.availableStores,
  );
  const album = { ...filled.album };
  if (release.cover) album.cover = onFile(null, 'cover', await context.assets.resolve(release.cover, 'cover')) ?? album.cover;
  const inputs: TrackInput[] = [];
  for (const [index, track] of release.tracks.entries()) {
    const input = { ...filled.tracks[index]! };
    if (track.audio) {
      const audio = onFile(index, 'fullAudio', await context.assets.resolve(track.audio, 'audio'));
      if (audio) {
        input.fullAudio = audio;
        if (!input.clipAudios?.some((clip) => clip.trim())) {
          const clip = onFile(index, 'clipAudios', await context.assets.clip(audio, track.clipStartMs));
          if (clip) input.clipAudios = [clip];
        }
      }
    }
    inputs.push(input);
  }

  const report = validateRelease(album, inputs, rules);
  await checkReleaseFiles(context.services, context.accountId, album, inputs, report);
  for (const [field, issue] of Object.entries(report.album)) findings.add(null, field, issue.key, issue.params);
  report.tracks.forEach((fields, index) => {
    for (const [field, issue] of Object.entries(fields)) findings.add(index, field, issue.key, issue.params);
  });

  const { identifiers } = context;
  const upc = upcOf(release);
  if (upc && (identifiers.upcs.get(upc) ?? 0) > 1) findings.add(null, 'upc', 'bulk_upc_twice_in_task', { upc });
  if (upc && identifiers.takenUpcs.has(upc)) findings.add(null, 'upc', RuleMessage.upcTaken);
  inputs.forEach((input, index) => {
    const isrc = input.isrc?.trim() ? (normaliseIsrc(input.isrc) ?? input.isrc.trim()) : null;
    if (!isrc) return;
    if ((identifiers.isrcs.get(isrc) ?? 0) > 1) findings.add(index, 'isrc', 'bulk_isrc_twice_in_task', { isrc });
    if (identifiers.takenIsrcs.has(isrc)) findings.add(index, 'isrc', 'bulk_isrc_in_catalogue', { isrc });
  });

  const resolved: ImportedRelease = { ...release, album, tracks: release.tracks.map((track, index) => ({ ...track, input: inputs[index]! })) };
  return { release: resolved, findings: findings.list };
}

const sourceName = (opened: OpenedSource | null, task: TaskRow) => opened?.source.document?.name ?? opened?.source.archive?.name ?? task.sourceFileId ?? '';

/** The source read by the method's reader, or the problems that stopped it. */
async function readSource(services: Services, task: TaskRow, language: string): Promise<{ result: ReadResult | null; fileIssues: FileIssue[]; opened: OpenedSource | null }> {
  let opened: OpenedSource | null = null;
  try {
    opened = await openSource(services, task);
    const result = await readers[task.method as BatchMethod](opened.source, { services, accountId: task.userId, language });
    const fileIssues = result.fileIssues.map((issue) => ({ place: issue.place, messageKey: issue.code, ...(issue.values ? { values: issue.values } : {}) }));
    const trackTotal = result.releases.reduce((sum, release) => sum + release.tracks.length, 0);
    const place = { file: sourceName(opened, task) };
    if (result.releases.length > BULK_IMPORT_LIMITS.releasesMax)
      return { result: null, opened, fileIssues: [...fileIssues, { place, messageKey: 'bulk_too_many_releases', values: { max: BULK_IMPORT_LIMITS.releasesMax } }] };
    if (trackTotal > BULK_IMPORT_LIMITS.tracksMax)
      return { result: null, opened, fileIssues: [...fileIssues, { place, messageKey: 'bulk_too_many_tracks', values: { max: BULK_IMPORT_LIMITS.tracksMax } }] };
    if (result.releases.length === 0 && fileIssues.length === 0) fileIssues.push({ place, messageKey: 'bulk_no_releases' });
    return { result, opened, fileIssues };
  } catch (error) {
    if (!(error instanceof BulkReadError)) {
      opened?.close();
      throw error;
    }
    const file = opened ? sourceName(opened, task) : await sourceFileName(services, task.sourceFileId);
    return { result: null, opened, fileIssues: [{ place: { file }, messageKey: error.code, ...(error.values ? { values: error.values } : {}) }] };
  }
}

/** Replaces the rows not imported yet with the releases read (those matching an imported row are that row). */
async function writeRows(services: Services, task: TaskRow, read: ImportedRelease[], kept: KeptRow[]) {
  await services.db.delete(batchTaskRows).where(and(eq(batchTaskRows.taskId, task.id), isNull(batchTaskRows.albumId)));
  const keptKeys = new Set(kept.flatMap((row) => matchKeys(row.upc, row.place)));
  const fresh = read.filter((release) => !matchKeys(upcOf(release), release.place).some((key) => keptKeys.has(key)));
  const firstPosition = kept.length ? Math.max(...(await positionsOf(services, task.id))) + 1 : 0;
  for (const [batchIndex, batch] of chunks(fresh, WRITE_BATCH).entries()) {
    await services.db.insert(batchTaskRows).values(
      batch.map((release, index) => ({
        taskId: task.id,
        position: firstPosition + batchIndex * WRITE_BATCH + index,
        place: release.place,
        status: 'PENDING',
        kind: release.kind,
        title: (release.album.title ?? '').trim().slice(0, 500),
        upc: upcOf(release),
        trackCount: release.tracks.length,
        release,
      })),
    );
  }
  return fresh;
}

async function positionsOf(services: Services, taskId: number) {
  const rows = await services.db.select({ position: batchTaskRows.position }).from(batchTaskRows).where(eq(batchTaskRows.taskId, taskId));
  return rows.map((row) => row.position);
}

/**
 * Reads the source and writes its rows; returns what the checks need besides the rows, so that the reader's result
 * (the whole catalogue) is let go before the checks run.
 */
async function prepareRows(services: Services, task: TaskRow, language: string) {
  const { result, fileIssues, opened } = await readSource(services, task, language);
  try {
    const keptRecords = await services.db
      .select()
      .from(batchTaskRows)
      .where(and(eq(batchTaskRows.taskId, task.id), isNotNull(batchTaskRows.albumId)));
    const kept: KeptRow[] = keptRecords.map((row) => ({ albumId: row.albumId!, upc: row.upc, place: row.place as SourcePlace, release: row.release as ImportedRelease }));
    const fresh = await writeRows(services, task, result?.releases ?? [], kept);
    await setTask(services, task.id, { fileIssues, progressTotal: fresh.length });
    const identifiers = new Identifiers();
    for (const release of [...kept.map((row) => row.release), ...fresh]) identifiers.count(release);
    await identifiers.loadTaken(
      services,
      task.userId,
      kept.map((row) => row.albumId),
    );
    return { fileIssues, opened, identifiers };
  } catch (error) {
    opened?.close();
    throw error;
  }
}

export async function runVerification(services: Services, taskId: number): Promise<void> {
  const [task] = await services.db
    .update(batchTasks)
    .set({ status: BatchTaskStatus.VERIFYING, progressDone: 0, progressTotal: 0, fileIssues: [], updatedAt: new Date() })
    .where(and(eq(batchTasks.id, taskId), inArray(batchTasks.status, [BatchTaskStatus.INIT, BatchTaskStatus.VERIFYING])))
    .returning();
  if (!task) return;
  const actor = await taskActor(services, task);
  const { fileIssues, opened, identifiers } = await prepareRows(services, task, actor.person.language);
  try {
    const [albumContext, singleContext] = await Promise.all([ruleContextFor(services, actor.account, 'ALBUM'), ruleContextFor(services, actor.account, 'SINGLE')]);
    const context: VerifyContext = {
      services,
      accountId: task.userId,
      assets: new TaskAssets(services, task.id, actor, opened?.source.archive ?? null, opened?.archiveFileId ?? null),
      contexts: { ALBUM: albumContext, SINGLE: singleContext },
      releaseDate: task.releaseDate,
      identifiers,
    };
    let done = 0;
    for (;;) {
      if (!(await stillWanted(services, task.id))) break;
      const batch = await services.db
        .select()
        .from(batchTaskRows)
        .where(and(eq(batchTaskRows.taskId, task.id), eq(batchTaskRows.status, 'PENDING')))
        .orderBy(asc(batchTaskRows.position))
        .limit(CHECK_BATCH);
      if (batch.length === 0) break;
      const checked: { id: number; release: ImportedRelease; findings: RowFinding[] }[] = [];
      for (const row of batch) checked.push({ id: row.id, ...(await verifyRelease(context, row.release as ImportedRelease)) });
      // One commit per batch rather than per row.
      await services.db.transaction(async (tx) => {
        for (const { id, release, findings } of checked) {
          await tx
            .update(batchTaskRows)
            .set({ release, findings, status: findings.length ? 'REJECT' : 'PASS', updatedAt: new Date() })
            .where(eq(batchTaskRows.id, id));
        }
      });
      done += batch.length;
      await setTask(services, task.id, { progressDone: done });
    }
  } finally {
    opened?.close();
  }
  await finishVerification(services, task.id, fileIssues);
}

async function finishVerification(services: Services, taskId: number, fileIssues: FileIssue[]) {
  const [now] = await services.db.select().from(batchTasks).where(eq(batchTasks.id, taskId));
  if (!now || now.status === BatchTaskStatus.DELETED) {
    if (now) await cleanUpDeleted(services, now);
    return;
  }
  const counts = await refreshCounts(services.db, taskId);
  const passes = fileIssues.length === 0 && counts.rejected === 0 && counts.releases > 0;
  await services.db
    .update(batchTasks)
    .set({ status: passes ? BatchTaskStatus.VERIFICATION_PASS : BatchTaskStatus.VERIFICATION_REJECT, updatedAt: new Date() })
    .where(and(eq(batchTasks.id, taskId), eq(batchTasks.status, BatchTaskStatus.VERIFYING)));
}

export const batchVerifyJob: JobDefinition = {
  kind: VERIFY_JOB,
  run: (services, payload) => runVerification(services, (payload as { taskId: number }).taskId),
  // A verification that failed every time (storage or database away) ends rejected, so the task can be verified again.
  onGaveUp: async (services, payload) => {
    const taskId = (payload as { taskId: number }).taskId;
    await services.db
      .update(batchTasks)
      .set({ status: BatchTaskStatus.VERIFICATION_REJECT, fileIssues: [{ place: { file: '' }, messageKey: 'bulk_task_failed' }], updatedAt: new Date() })
      .where(and(eq(batchTasks.id, taskId), inArray(batchTasks.status, [BatchTaskStatus.INIT, BatchTaskStatus.VERIFYING])));
  },
};
