import { and, eq, inArray } from 'drizzle-orm';
import { uploadedFiles } from '@portal/db/schema';
import type { AlbumInput, TrackInput } from '@portal/domain/release/model';
import { RuleMessage, type RuleIssue } from '@portal/domain/release/messages';
import type { ReleaseReport } from '@portal/domain/release/validate';
import type { Services } from '../../platform/services.ts';

export type FileRow = typeof uploadedFiles.$inferSelect;

/** Which upload kinds each file field of the form accepts. */
const accepted = {
  cover: ['cover'],
  fullAudio: ['audio'],
  clipAudios: ['clip', 'audio'],
  licensedProofFile: ['proof', 'cover'],
} as const;

const missing: RuleIssue = { key: RuleMessage.fileMissing };

/**
 * The form names files by the ids the uploads gave it; each must be this account's and of the right kind. Adds the
 * problems to the report and returns the files found, for durations and delivery.
 */
export async function checkReleaseFiles(services: Services, accountId: number, album: AlbumInput, tracks: readonly TrackInput[], report: ReleaseReport) {
  const ids = new Set<string>();
  const add = (id: string | undefined) => id?.trim() && ids.add(id.trim());
  add(album.cover);
  for (const track of tracks) {
    add(track.fullAudio);
    track.clipAudios?.forEach(add);
    track.licensedProofFile?.forEach(add);
  }
  const rows = ids.size
    ? await services.db
        .select()
        .from(uploadedFiles)
        .where(and(eq(uploadedFiles.userId, accountId), inArray(uploadedFiles.id, [...ids])))
    : [];
  const files = new Map(rows.map((row) => [row.id, row]));
  const usable = (id: string | undefined, kinds: readonly string[]) => !id?.trim() || kinds.includes(files.get(id.trim())?.kind ?? '');

  if (!usable(album.cover, accepted.cover)) report.album.cover ??= missing;
  tracks.forEach((track, index) => {
    const issues = report.tracks[index]!;
    if (!usable(track.fullAudio, accepted.fullAudio)) issues.fullAudio ??= missing;
    if (!(track.clipAudios ?? []).every((id) => usable(id, accepted.clipAudios))) issues.clipAudios ??= missing;
    if (!(track.licensedProofFile ?? []).every((id) => usable(id, accepted.licensedProofFile))) issues.licensedProofFile ??= missing;
  });
  return files;
}
