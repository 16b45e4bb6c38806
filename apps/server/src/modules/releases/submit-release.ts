import { and, eq, isNull, ne } from 'drizzle-orm';
import { releases, tracks, users } from '@portal/db/schema';
import type { Db } from '@portal/db/client';
import { BusinessCode } from '@portal/domain/errors';
import { ReleaseStatus } from '@portal/domain/enums';
import { hasSigned } from '@portal/domain/user-state';
import { settlement } from '@portal/domain/settlement';
import { normaliseIsrc, normaliseUpc } from '@portal/domain/release/identifiers';
import { RuleMessage } from '@portal/domain/release/messages';
import type { AlbumInput, TrackInput } from '@portal/domain/release/model';
import { reportIsClean, validateRelease, type ReleaseReport } from '@portal/domain/release/validate';
import type { FieldError } from '@portal/contract/route';
import { AppError } from '../../platform/errors.ts';
import { isUniqueViolation } from '@portal/db/errors';
import { requireProvenEmail, type Actor } from '../../platform/actor.ts';
import type { Services } from '../../platform/services.ts';
import { assignIsrc, assignUpc } from './assign-identifiers.ts';
import { changedMeanwhile, notADraft, type DraftInput } from './drafts.ts';
import { checkReleaseFiles, type FileRow } from './release-files.ts';
import { findRelease, releaseView, type ReleaseRow } from './release-records.ts';
import { moveRelease } from './release-status.ts';
import { ruleContextFor } from './rule-context.ts';
import { songSourceOf } from '@portal/domain/release/song-source';

/** The rule report as field errors: `album.title`, `tracks.2.isrc`, each with its message key and placeholders. */
export function reportToFieldErrors(report: ReleaseReport): FieldError[] {
  const errors: FieldError[] = [];
  for (const [field, issue] of Object.entries(report.album)) {
    errors.push({ field: `album.${field}`, messageKey: issue.key, message: '', vars: issue.params });
  }
  report.tracks.forEach((fields, index) => {
    for (const [field, issue] of Object.entries(fields)) errors.push({ field: `tracks.${index}.${field}`, messageKey: issue.key, message: '', vars: issue.params });
  });
  return errors;
}

export const releaseInvalid = (report: ReleaseReport) => new AppError(BusinessCode.REQUEST_COMMON, 400, reportToFieldErrors(report), 'release_invalid');

/** Runs the rules of document 3 as the browser does, then what only the server knows: files, UPCs in use. */
export async function reportRelease(services: Services, actor: Actor, form: DraftInput, exceptReleaseId?: number) {
  const report = validateRelease(form.album, form.tracks, await ruleContextFor(services, actor.account, form.kind));
  const files = await checkReleaseFiles(services, actor.accountId, form.album, form.tracks, report);
  const upc = form.album.upc?.trim() ? normaliseUpc(form.album.upc) : null;
  if (upc && !report.album.upc) {
    const [taken] = await services.db
      .select({ id: releases.id })
      .from(releases)
      .where(and(eq(releases.upc, upc), isNull(releases.deletedAt), exceptReleaseId ? ne(releases.id, exceptReleaseId) : undefined))
      .limit(1);
    if (taken) report.album.upc = { key: RuleMessage.upcTaken };
  }
  return { report, files };
}

export async function checkRelease(services: Services, actor: Actor, form: DraftInput, exceptReleaseId?: number) {
  const { report, files } = await reportRelease(services, actor, form, exceptReleaseId);
  if (!reportIsClean(report)) throw releaseInvalid(report);
  return files;
}

/**
 * Writes the album fields and one row per track, giving the portal's own UPC and ISRCs where the user has none;
 * a resubmitted release keeps the ones it was given (same release, same recording by its audio file).
 */
export async function materialise(db: Db, services: Services, row: ReleaseRow, form: DraftInput, files: Map<string, FileRow>) {
  const upc = form.album.upc?.trim() ? normaliseUpc(form.album.upc)! : (row.upc ?? (await assignUpc(db, services.config)));
  const album: AlbumInput = { ...form.album, upc };
  const earlier = await db.delete(tracks).where(eq(tracks.releaseId, row.id)).returning({ audio: tracks.fullAudioFileId, isrc: tracks.isrc });
  const isrcByAudio = new Map(earlier.map((track) => [track.audio, track.isrc]));
  for (const track of [...form.tracks].sort((a, b) => a.sequenceNumber! - b.sequenceNumber!)) {
    const isrc = track.isrc?.trim() ? normaliseIsrc(track.isrc)! : (isrcByAudio.get(track.fullAudio!.trim()) ?? (await assignIsrc(db, services.config)));
    const data: TrackInput = { ...track, isrc };
    const audio = files.get(track.fullAudio!.trim());
    await db.insert(tracks).values({
      releaseId: row.id,
      ownerUserId: row.ownerUserId,
      sequenceNumber: track.sequenceNumber!,
      title: track.title!.trim(),
      version: track.version?.trim() ?? '',
      isrc,
      fullAudioFileId: audio?.id ?? null,
      clipFileId: track.clipAudios?.[0]?.trim() || null,
      durationMs: ((audio?.meta as { durationMs?: number } | undefined)?.durationMs ?? null) as number | null,
      source: songSourceOf(audio?.meta),
      data,
    });
  }
  return { album, upc, title: form.album.title!.trim(), releaseTime: new Date(form.album.releaseTime!) };
}

async function noteFirstRelease(services: Services, accountId: number) {
  const [account] = await services.db.select({ status: users.status }).from(users).where(eq(users.id, accountId));
  const next = account ? settlement.firstReleaseSubmitted(account.status) : null;
  if (next === null) return;
  await services.db
    .update(users)
    .set({ status: next, updatedAt: new Date() })
    .where(and(eq(users.id, accountId), eq(users.status, account!.status)));
  await services.sessions.invalidateUser(accountId);
}

/** Two releases racing for one UPC: the unique index decides, and the loser hears it like any rule. */
export async function withUpcGuard<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw releaseInvalid({ album: { upc: { key: RuleMessage.upcTaken } }, tracks: [] });
    throw error;
  }
}

export const signAgreementFirst = () => new AppError(BusinessCode.COMMON_BUSINESS, 403, undefined, 'release_sign_agreement_first');

/** Submit for review (document 1: Init -> UnderReview): a saved draft by id, or a new release in one call. */
export async function submitRelease(services: Services, actor: Actor, input: DraftInput & { albumId?: number; revision?: number }) {
  if (!hasSigned(actor.account.signStatus)) throw signAgreementFirst();
  requireProvenEmail(actor);
  let row = input.albumId ? await findRelease(services, actor.accountId, input.albumId) : null;
  if (row && !row.isDraft) throw notADraft();
  if (row && input.revision !== undefined && input.revision !== row.revision) throw changedMeanwhile();
  const files = await checkRelease(services, actor, input, row?.id);

  const submitted = await withUpcGuard(() =>
    services.db.transaction(async (tx) => {
      row ??= (await tx.insert(releases).values({ ownerUserId: actor.accountId, createdByUserId: actor.person.id, kind: input.kind }).returning())[0]!;
      const written = await materialise(tx, services, row, input, files);
      return moveRelease(tx, row, ReleaseStatus.UnderReview, {
        actorUserId: actor.person.id,
        values: { ...written, kind: input.kind, isDraft: false, draft: null, submittedAt: new Date(), reviewReasons: [] },
      });
    }),
  );
  await noteFirstRelease(services, actor.accountId);
  return releaseView(services, submitted, { history: true });
}
