import { eq } from 'drizzle-orm';
import { releases, tracks as trackTable } from '@portal/db/schema';
import { BusinessCode } from '@portal/domain/errors';
import { ReleaseStatus } from '@portal/domain/enums';
import { WORLDWIDE } from '@portal/domain/catalog/territories';
import type { AlbumInput, TrackInput } from '@portal/domain/release/model';
import { fullyEditable, limitedEditable, limitedUpdateAlbumFields, limitedUpdateTrackFields } from '@portal/domain/release/status';
import type { FieldError } from '@portal/contract/route';
import { AppError } from '../../platform/errors.ts';
import type { Actor } from '../../platform/actor.ts';
import type { Services } from '../../platform/services.ts';
import { changedMeanwhile, notADraft, type DraftInput } from './drafts.ts';
import { scheduleUpdate } from './delivery-jobs.ts';
import { findRelease, releaseView, tracksOf, type ReleaseRow, type TrackRow } from './release-records.ts';
import { moveRelease, notInThatState } from './release-status.ts';
import { checkRelease, materialise, releaseInvalid, reportRelease, withUpcGuard } from './submit-release.ts';
import { reportIsClean } from '@portal/domain/release/validate';

const pick = <T extends object>(issues: T, fields: readonly string[]): T => Object.fromEntries(Object.entries(issues).filter(([field]) => fields.includes(field))) as T;

type Update = DraftInput & { albumId: number; revision: number };

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
export const locked = (field: string): FieldError => ({ field, messageKey: 'release_field_locked', message: '' });

/** What a limited update may not do: change what the stores already hold, or remove stores and territories. */
function lockedChanges(row: ReleaseRow, stored: TrackRow[], input: Update): FieldError[] {
  const album = row.album as AlbumInput;
  const errors: FieldError[] = [];
  const albumFields = new Set([...Object.keys(album), ...Object.keys(input.album)]) as Set<keyof AlbumInput>;
  for (const field of albumFields) {
    if (!(limitedUpdateAlbumFields as readonly string[]).includes(field) && !same(album[field], input.album[field])) errors.push(locked(`album.${field}`));
  }
  const removedStore = Object.entries(album.stores ?? {}).some(([id, on]) => on && !input.album.stores?.[id]);
  if (removedStore) errors.push(locked('album.stores'));
  if (!keepsTerritories(album.territories, input.album.territories)) errors.push(locked('album.territories'));
  if (input.kind !== row.kind || input.tracks.length !== stored.length) errors.push(locked('tracks'));
  else {
    stored.forEach((track, index) => {
      const before = track.data as TrackInput;
      const after = input.tracks[index]!;
      for (const field of new Set([...Object.keys(before), ...Object.keys(after)]) as Set<keyof TrackInput>) {
        if (!(limitedUpdateTrackFields as readonly string[]).includes(field) && !same(before[field], after[field])) errors.push(locked(`tracks.${index}.${field}`));
      }
      if (!keepsTerritories(before.territories, after.territories)) errors.push(locked(`tracks.${index}.territories`));
    });
  }
  return errors;
}

/** Territories may be added, never removed; an empty list means everywhere. */
export function keepsTerritories(before: string[] | undefined, after: string[] | undefined) {
  const everywhere = (list: string[] | undefined) => !list?.length || list.includes(WORLDWIDE);
  if (everywhere(before)) return everywhere(after);
  return everywhere(after) || before!.every((code) => after!.includes(code));
}

/**
 * PUT /release: while the release is rejected it can change completely and goes back to review; once approved only
 * the limited update applies (document 3's "limited update"; decision 014 lists what stays locked).
 */
export async function updateRelease(services: Services, actor: Actor, input: Update) {
  const row = await findRelease(services, actor.accountId, input.albumId);
  if (row.isDraft) throw notADraft();
  if (row.revision !== input.revision) throw changedMeanwhile();

  if (fullyEditable(row.status)) {
    const files = await checkRelease(services, actor, input, row.id);
    const resubmitted = await withUpcGuard(() =>
      services.db.transaction(async (tx) => {
        const written = await materialise(tx, services, row, input, files);
        return moveRelease(tx, row, ReleaseStatus.UnderReview, {
          actorUserId: actor.person.id,
          values: { ...written, kind: input.kind, submittedAt: new Date(), reviewReasons: [] },
        });
      }),
    );
    return releaseView(services, resubmitted, { history: true });
  }
  if (!limitedEditable(row.status)) throw notInThatState();

  const stored = await tracksOf(services, row.id);
  const lockedFields = lockedChanges(row, stored, input);
  if (lockedFields.length) throw new AppError(BusinessCode.REQUEST_COMMON, 400, lockedFields, 'release_limited_update_locked');
  // Locked fields did not change and stores already hold them (a release date now in the past included): only the
  // rules of the fields a limited update may change still apply.
  const { report } = await reportRelease(services, actor, input, row.id);
  const onlyEditable = {
    album: pick(report.album, limitedUpdateAlbumFields),
    tracks: report.tracks.map((issues) => pick(issues, limitedUpdateTrackFields)),
  };
  if (!reportIsClean(onlyEditable)) throw releaseInvalid(onlyEditable);
  const saved = await services.db.transaction(async (tx) => {
    for (const [index, track] of stored.entries()) {
      await tx.update(trackTable).set({ data: input.tracks[index]!, updatedAt: new Date() }).where(eq(trackTable.id, track.id));
    }
    const [updated] = await tx
      .update(releases)
      .set({ album: input.album, revision: row.revision + 1, updatedAt: new Date() })
      .where(eq(releases.id, row.id))
      .returning();
    await scheduleUpdate({ ...services, db: tx }, updated!);
    return updated!;
  });
  return releaseView(services, saved, { history: true });
}
