import { and, eq, inArray } from 'drizzle-orm';
import { tracks, uploadedFiles } from '@portal/db/schema';
import { AigcResultCode } from '@portal/domain/aigc/tasks';
import type { Actor } from '../../platform/actor.ts';
import { MediaToolError, decodePcm, probeMedia } from '../../platform/media/ffmpeg.ts';
import { copyToLocal } from '../../platform/media/local-copy.ts';
import type { Services } from '../../platform/services.ts';
import { AigcTaskError, aigcRefusal } from '../aigc/tasks.ts';
import { fileUrl } from '../uploads/record-file.ts';

/** The audio a mastering task reads: one of the account's uploaded audio files. */
export interface MasteringSource {
  fileId: string;
  fileName: string;
  url: string;
}

/** The longest audio mastered (memory: a few float arrays of the whole track). */
export const MAX_MASTERING_SECONDS = 10 * 60;
/** Audio is worked on at this rate or the file's own, whichever is lower (never below 44.1 kHz, the upload minimum). */
const WORK_RATE_MAX = 48_000;

/**
 * The account's audio file named by the request (a file id from the uploads, or a song's full audio); a file of another
 * account, another kind or a song without audio answers 400 with "invalid request" and creates nothing.
 */
export async function resolveSource(services: Services, actor: Actor, request: { fileId: string } | { songId: number }): Promise<MasteringSource> {
  let fileId: string | null;
  if ('songId' in request) {
    const [track] = await services.db
      .select({ fileId: tracks.fullAudioFileId })
      .from(tracks)
      .where(and(eq(tracks.id, request.songId), eq(tracks.ownerUserId, actor.accountId)));
    fileId = track?.fileId ?? null;
  } else fileId = request.fileId;
  const [file] = fileId
    ? await services.db
        .select()
        .from(uploadedFiles)
        .where(and(eq(uploadedFiles.id, fileId), eq(uploadedFiles.userId, actor.accountId), inArray(uploadedFiles.kind, ['audio', 'clip'])))
    : [];
  if (!file) throw aigcRefusal(AigcResultCode.INVALID_REQUEST, 404, 'mastering_source_not_found');
  const meta = file.meta as { fileName?: string };
  return { fileId: file.id, fileName: meta.fileName ?? `${file.id}.wav`, url: fileUrl(file.id) };
}

/** Decodes a source into `dir` as float PCM (stereo), mapping every way it can fail to its result code. */
export async function decodeSource(services: Services, source: MasteringSource, dir: string): Promise<{ channels: Float32Array[]; sampleRate: number }> {
  const [file] = await services.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, source.fileId));
  const path = file && (await copyToLocal(services.files, file.objectKey, dir, 'source'));
  if (!path) throw new AigcTaskError(AigcResultCode.DOWNLOAD_FAILURE);
  try {
    const info = await probeMedia(path);
    const stream = info.streams.find((s) => s.type === 'audio');
    if (!stream) throw new AigcTaskError(AigcResultCode.INVALID_AUDIO);
    if (info.durationSec > MAX_MASTERING_SECONDS) throw new AigcTaskError(AigcResultCode.AUDIO_TOO_LONG);
    const sampleRate = Math.max(44_100, Math.min(WORK_RATE_MAX, stream.sampleRate ?? 44_100));
    const channels = await decodePcm(path, { sampleRate, channels: 2, maxSeconds: MAX_MASTERING_SECONDS + 1 });
    if (channels[0]!.length < sampleRate / 2) throw new AigcTaskError(AigcResultCode.EMPTY_AUDIO);
    return { channels, sampleRate };
  } catch (error) {
    if (error instanceof MediaToolError) throw new AigcTaskError(error.timedOut ? AigcResultCode.TIMEOUT : AigcResultCode.INVALID_FORMAT);
    throw error;
  }
}
