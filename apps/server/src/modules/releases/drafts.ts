import { and, count, desc, eq, ilike, isNull } from 'drizzle-orm';
import { releases } from '@portal/db/schema';
import { BusinessCode } from '@portal/domain/errors';
import { AppError } from '../../platform/errors.ts';
import type { Actor } from '../../platform/actor.ts';
import { containsPattern } from '../../platform/like-pattern.ts';
import type { Services } from '../../platform/services.ts';
import { findRelease, releaseView, type DraftForm, type ReleaseKind, type ReleaseRow } from './release-records.ts';
import { releaseSummaries } from './release-list.ts';

export interface DraftInput extends DraftForm {
  kind: ReleaseKind;
}

export const notADraft = () => new AppError(BusinessCode.COMMON_BUSINESS, 409, undefined, 'release_not_a_draft');
export const changedMeanwhile = () => new AppError(BusinessCode.COMMON_BUSINESS, 409, undefined, 'release_changed_meanwhile');

const draftColumns = (input: DraftInput) => ({
  kind: input.kind,
  title: input.album.title?.trim() ?? '',
  draft: { album: input.album, tracks: input.tracks },
  releaseTime: input.album.releaseTime != null ? new Date(input.album.releaseTime) : null,
});

export async function createDraft(services: Services, actor: Actor, input: DraftInput) {
  const [row] = await services.db
    .insert(releases)
    .values({ ownerUserId: actor.accountId, createdByUserId: actor.person.id, ...draftColumns(input) })
    .returning({ id: releases.id, revision: releases.revision });
  return { albumId: row!.id, revision: row!.revision };
}

/** Writes only when the stored revision is the one the caller read, so two tabs cannot overwrite each other. */
export async function saveOverRevision(services: Services, row: ReleaseRow, revision: number, values: Partial<typeof releases.$inferInsert>) {
  const [saved] = await services.db
    .update(releases)
    .set({ ...values, revision: row.revision + 1, updatedAt: new Date() })
    .where(and(eq(releases.id, row.id), eq(releases.revision, revision)))
    .returning();
  if (!saved) throw changedMeanwhile();
  return saved;
}

export async function updateDraft(services: Services, actor: Actor, input: DraftInput & { albumId: number; revision: number }) {
  const row = await findRelease(services, actor.accountId, input.albumId);
  if (!row.isDraft) throw notADraft();
  const saved = await saveOverRevision(services, row, input.revision, draftColumns(input));
  return { albumId: saved.id, revision: saved.revision };
}

export async function getDraft(services: Services, actor: Actor, albumId: number) {
  const row = await findRelease(services, actor.accountId, albumId);
  if (!row.isDraft) throw notADraft();
  return releaseView(services, row);
}

export async function deleteDraft(services: Services, actor: Actor, albumId: number) {
  const row = await findRelease(services, actor.accountId, albumId);
  if (!row.isDraft) throw notADraft();
  await services.db.update(releases).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(releases.id, row.id));
  return { ok: true as const };
}

export async function searchDrafts(services: Services, actor: Actor, query: { value: string; offset: number; count: number }) {
  const where = and(
    eq(releases.ownerUserId, actor.accountId),
    eq(releases.isDraft, true),
    isNull(releases.deletedAt),
    query.value.trim() ? ilike(releases.title, containsPattern(query.value)) : undefined,
  );
  const [totals, rows] = await Promise.all([
    services.db.select({ total: count() }).from(releases).where(where),
    services.db.select().from(releases).where(where).orderBy(desc(releases.updatedAt), desc(releases.id)).offset(query.offset).limit(query.count),
  ]);
  return { total: Number(totals[0]?.total ?? 0), drafts: await releaseSummaries(services, rows, false) };
}
