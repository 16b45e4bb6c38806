import { BusinessCode } from '@portal/domain/errors';
import type { Actor } from '../../platform/actor.ts';
import { AppError, refusal } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { notADraft, saveOverRevision } from '../releases/drafts.ts';
import { findRelease, type DraftForm } from '../releases/release-records.ts';
import { fileUrl, recordCheckedFile, uploadObjectKey } from '../uploads/record-file.ts';
import { readAigcTask, taskFileKey } from '../aigc/tasks.ts';
import { SongSource } from '@portal/domain/release/song-source';

/**
 * Puts a finished master into a draft as a track's full audio. The master is copied into the account's uploads and
 * passes the same checks as any uploaded audio file, then the draft is saved over the revision the page read.
 */
export async function applyToDraft(services: Services, actor: Actor, body: { taskId: number; albumId: number; trackIndex: number; revision: number }) {
  const task = await readAigcTask(services, actor, body.taskId, 'mastering_process');
  if (task.state !== 'Success') throw new AppError(BusinessCode.COMMON_BUSINESS, 409, undefined, 'mastering_not_ready');
  const release = await findRelease(services, actor.accountId, body.albumId);
  if (!release.isDraft) throw notADraft();
  const draft = release.draft as DraftForm;
  if (body.trackIndex >= (draft.tracks?.length ?? 0)) throw refusal(400, 'mastering_track_not_found', 'body.trackIndex');
  if (release.revision !== body.revision) throw new AppError(BusinessCode.COMMON_BUSINESS, 409, undefined, 'release_changed_meanwhile');

  const output = task.output as { fileName: string };
  const master = await services.files.getStream(taskFileKey(task.id, 'master.wav'));
  if (!master) throw new AppError(BusinessCode.REQUEST_COMMON, 404, undefined, 'error_not_found');
  const key = uploadObjectKey(actor.accountId, output.fileName);
  const written = await services.files.putStream(key, master.stream, 'audio/wav');
  const file = await recordCheckedFile(services, actor.accountId, { key, sha256: written.sha256 }, { kind: 'audio', fileName: output.fileName, mimeType: 'audio/wav' }, 'body.taskId', SongSource.MCC);
  const tracks = draft.tracks.map((track, index) => (index === body.trackIndex ? { ...track, fullAudio: file.id } : track));
  const saved = await saveOverRevision(services, release, body.revision, { draft: { ...draft, tracks } });
  return { fileId: file.id, url: fileUrl(file.id), revision: saved.revision };
}
