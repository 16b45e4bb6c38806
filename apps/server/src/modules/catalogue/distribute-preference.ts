import type { AlbumInput } from '@portal/domain/release/model';
import type { Actor } from '../../platform/actor.ts';
import type { Services } from '../../platform/services.ts';
import { saveOverRevision } from '../releases/drafts.ts';
import { editReleaseStores, type StoreChoice } from '../releases/edit-stores.ts';
import { findRelease, releaseView, type DraftForm } from '../releases/release-records.ts';

/**
 * PUT /distribute-preference, the "edit store" mode. A draft simply takes the new choice (its rules run on submit).
 * An approved, delivered or live release adds and removes stores (decision 014); under review, rejected (the whole
 * form is then edited and resubmitted) or taken down, there is nothing to edit here.
 */
export async function changeDistribution(services: Services, actor: Actor, choice: StoreChoice & { albumId: number }) {
  const row = await findRelease(services, actor.accountId, choice.albumId);
  if (!row.isDraft) return editReleaseStores(services, actor, row, choice);
  const draft = row.draft as DraftForm;
  const album: AlbumInput = { ...draft.album, stores: choice.stores, territories: choice.territories ?? draft.album.territories };
  return releaseView(services, await saveOverRevision(services, row, row.revision, { draft: { ...draft, album } }));
}
