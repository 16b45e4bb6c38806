import { and, eq } from 'drizzle-orm';
import { releases } from '@portal/db/schema';
import { BusinessCode } from '@portal/domain/errors';
import type { AlbumInput, TrackInput } from '@portal/domain/release/model';
import { limitedEditable } from '@portal/domain/release/status';
import { validateRelease } from '@portal/domain/release/validate';
import type { Actor } from '../../platform/actor.ts';
import { AppError } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { changedMeanwhile } from './drafts.ts';
import { scheduleStoreChanges, selectedStores } from './delivery-jobs.ts';
import { releaseView, tracksOf, type ReleaseKind, type ReleaseRow } from './release-records.ts';
import { notInThatState } from './release-status.ts';
import { ruleContextFor } from './rule-context.ts';
import { releaseInvalid } from './submit-release.ts';
import { keepsTerritories, locked } from './update-release.ts';

export interface StoreChoice {
  stores: Record<string, boolean>;
  /** Left out: the territories stay as they are. */
  territories?: string[];
}

const sameList = (a: string[] | undefined, b: string[] | undefined) => JSON.stringify(a ?? []) === JSON.stringify(b ?? []);

/**
 * Document 3's "edit store" for a release the stores already have: stores added get the release, stores removed a
 * takedown of it while the others keep selling it; territories may be added (the stores that keep the release get
 * an update). The store and territory rules of the form apply to the new choice; nothing else changes.
 */
export async function editReleaseStores(services: Services, actor: Actor, row: ReleaseRow, choice: StoreChoice) {
  if (!limitedEditable(row.status)) throw notInThatState();
  const before = row.album as AlbumInput;
  const album: AlbumInput = { ...before, stores: choice.stores, territories: choice.territories ?? before.territories };
  if (!keepsTerritories(before.territories, album.territories)) {
    throw new AppError(BusinessCode.REQUEST_COMMON, 400, [locked('album.territories')], 'release_limited_update_locked');
  }
  const tracks = (await tracksOf(services, row.id)).map((track) => track.data as TrackInput);
  const report = validateRelease(album, tracks, await ruleContextFor(services, actor.account, row.kind as ReleaseKind));
  const { stores, territories } = report.album;
  if (stores || territories) throw releaseInvalid({ album: { ...(stores && { stores }), ...(territories && { territories }) }, tracks: tracks.map(() => ({})) });

  const wasChosen = new Set(selectedStores(before));
  const nowChosen = new Set(selectedStores(album));
  const change = {
    added: [...nowChosen].filter((id) => !wasChosen.has(id)),
    removed: [...wasChosen].filter((id) => !nowChosen.has(id)),
    updateOthers: !sameList(before.territories, album.territories),
  };
  const saved = await services.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(releases)
      .set({ album, revision: row.revision + 1, updatedAt: new Date() })
      .where(and(eq(releases.id, row.id), eq(releases.revision, row.revision)))
      .returning();
    if (!updated) throw changedMeanwhile();
    await scheduleStoreChanges({ ...services, db: tx }, updated, change);
    return updated;
  });
  return releaseView(services, saved, { history: true, deliveries: true, language: actor.person.language ?? 'en' });
}
