import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, eq } from 'drizzle-orm';
import { releases, tracks, uploadedFiles } from '@portal/db/schema';
import { AigcResultCode } from '@portal/domain/aigc/tasks';
import { AppError } from '../../platform/errors.ts';
import { BusinessCode } from '@portal/domain/errors';
import type { Services } from '../../platform/services.ts';

/** Where a remix or chorus request takes its audio from: a song of the account's catalogue or an audio upload. */
export interface AudioSource {
  songId?: number | undefined;
  fileId?: string | undefined;
}

const notFound = (messageKey: string) => new AppError(BusinessCode.REQUEST_COMMON, 404, undefined, messageKey);

/** The upload row of the source, checked against the account; a song without audio or another account's is not found. */
export async function sourceFile(services: Services, accountId: number, source: AudioSource) {
  let fileId = source.fileId ?? null;
  if (source.songId !== undefined) {
    const [song] = await services.db
      .select({ fileId: tracks.fullAudioFileId, deletedAt: releases.deletedAt })
      .from(tracks)
      .innerJoin(releases, eq(releases.id, tracks.releaseId))
      .where(and(eq(tracks.id, source.songId), eq(tracks.ownerUserId, accountId)));
    if (!song || song.deletedAt) throw notFound('song_not_found');
    fileId = song.fileId;
  }
  const [file] = fileId
    ? await services.db
        .select()
        .from(uploadedFiles)
        .where(and(eq(uploadedFiles.id, fileId), eq(uploadedFiles.userId, accountId), eq(uploadedFiles.kind, 'audio')))
    : [];
  if (!file) throw notFound('rule_file_missing');
  return file;
}

/**
 * Runs `work` with the source copied to a temporary file (storage may be remote; ffmpeg reads a path), removed after.
 * A missing object answers the download-failure result code.
 */
export async function withSourceFile<T>(services: Services, file: { objectKey: string }, work: (path: string) => Promise<T>): Promise<T> {
  const object = await services.files.getStream(file.objectKey);
  if (!object) throw new AppError(AigcResultCode.DOWNLOAD_FAILURE, 400, undefined, 'aigc_result_download_failure');
  const folder = await mkdtemp(join(tmpdir(), 'audio-src-'));
  try {
    const path = join(folder, 'source');
    await pipeline(object.stream, createWriteStream(path));
    return await work(path);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
