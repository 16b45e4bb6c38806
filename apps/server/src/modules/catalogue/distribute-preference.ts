import type { AlbumInput, TrackInput } from '@portal/domain/release/model';
import { limitedEditable } from '@portal/domain/release/status';
import type { Actor } from '../../platform/actor.ts';
import type { Services } from '../../platform/services.ts';
import { saveOverRevision } from '../releases/drafts.ts';
import { findRelease, releaseView, tracksOf, type DraftForm, type ReleaseKind } from '../releases/release-records.ts';
import { notInThatState } from '../releases/release-status.ts';
import { updateRelease } from '../releases/update-release.ts';

interface StoreChoice {
  albumId: number;
  stores: Record<string, boolean>;
  territories?: string[];
}

const withChoice = (album: AlbumInput, choice: StoreChoice): AlbumInput => ({ ...album, stores: choice.stores, territories: choice.territories ?? album.territories });

/**
 * PUT /distribute-preference, the "edit store" mode. A draft simply takes the new choice (its rules run on submit).
 * A release the stores already have goes through the limited update of PUT /release with its stored form and the
 * new stores and territories, so the same locks, rules and delivery scheduling apply. Under review, rejected (the
 * whole form is then edited and resubmitted) or taken down, there is nothing to edit here.
 */
export async function changeDistribution(services: Services, actor: Actor, choice: StoreChoice) {
  const row = await findRelease(services, actor.accountId, choice.albumId);
  if (row.isDraft) {
    const draft = row.draft as DraftForm;
    const saved = await saveOverRevision(services, row, row.revision, { draft: { ...draft, album: withChoice(draft.album, choice) } });
    return releaseView(services, saved);
  }
  if (!limitedEditable(row.status)) throw notInThatState();
  const stored = await tracksOf(services, row.id);
  return updateRelease(services, actor, {
    albumId: row.id,
    revision: row.revision,
    kind: row.kind as ReleaseKind,
    album: withChoice(row.album as AlbumInput, choice),
    tracks: stored.map((track) => track.data as TrackInput),
  });
}
