import { createHash } from 'node:crypto';
import type { Actor } from '../../platform/actor.ts';
import type { Services } from '../../platform/services.ts';
import { createDraft, notADraft, saveOverRevision } from '../releases/drafts.ts';
import { findRelease, type DraftForm } from '../releases/release-records.ts';
import { describeFile, recordCheckedFile, uploadObjectKey } from '../uploads/record-file.ts';
import { imageKey, imageNotFound, ownImage } from './generated-images.ts';

/**
 * "Use this cover": the generated image becomes a release cover the way an uploaded one does — a copy under a fresh
 * upload key, recorded by recordCheckedFile with the cover checks — and the draft's album names that file, exactly
 * as when the form uploads a cover. Without a draft, a new single is started with the cover's title.
 */
export async function useCoverArt(services: Services, actor: Actor, request: { imageId: string; albumId?: number }) {
  const { task, index } = await ownImage(services, actor, request.imageId);
  // The draft is looked up first: a wrong album records no file.
  const release = request.albumId === undefined ? null : await findRelease(services, actor.accountId, request.albumId);
  if (release && !release.isDraft) throw notADraft();
  const stored = await services.files.get(imageKey(task.id, index, 'full'));
  if (!stored) throw imageNotFound();
  const fileName = `cover-art-${task.id}-${index}.jpg`;
  const key = uploadObjectKey(actor.accountId, fileName);
  await services.files.put(key, stored.bytes, 'image/jpeg');
  const sha256 = createHash('sha256').update(stored.bytes).digest('hex');
  const file = describeFile(await recordCheckedFile(services, actor.accountId, { key, sha256 }, { kind: 'cover', fileName, mimeType: 'image/jpeg' }, 'body.imageId'));

  let saved: { albumId: number; revision: number };
  if (release) {
    const draft = (release.draft ?? { album: {}, tracks: [] }) as DraftForm;
    const row = await saveOverRevision(services, release, release.revision, { draft: { ...draft, album: { ...draft.album, cover: file.fileId } } });
    saved = { albumId: row.id, revision: row.revision };
  } else {
    const title = (task.input as { title: string }).title;
    saved = await createDraft(services, actor, { kind: 'SINGLE', album: { title, cover: file.fileId }, tracks: [] });
  }
  services.catalogue.changed(actor.accountId);
  return { fileId: file.fileId, url: file.url, ...saved };
}
