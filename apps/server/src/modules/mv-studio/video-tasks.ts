import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { aigcTasks, tracks, uploadedFiles } from '@portal/db/schema';
import { AigcResultCode, type AigcKind } from '@portal/domain/aigc/tasks';
import { conceptFrom, frameSizeOf, MV_STYLE_COLOURS, MV_TEMPLATE_LOOK, type MvAspect, type MvStyle, type MvTemplate } from '@portal/domain/mv-studio/concept';
import { planShots, type MvShot } from '@portal/domain/mv-studio/shots';
import type { Actor } from '../../platform/actor.ts';
import { MediaToolError } from '../../platform/media/ffmpeg.ts';
import { copyToLocal, withTempDir } from '../../platform/media/local-copy.ts';
import type { Services } from '../../platform/services.ts';
import { AigcTaskError, aigcRefusal, aigcTaskDto, aigcTool, createAigcTask, readAigcTask, taskFileDownloadPath, taskFileKey, type AigcHandlerContext } from '../aigc/tasks.ts';
import { writeBackdrop } from './render/backdrop.ts';
import { renderVideo } from './render/render-video.ts';
import { assDocument, cuesForSegment } from './render/subtitles.ts';
import { analyseSong, loadSong, type StudioSong } from './song.ts';

/** What a video task renders: the studio's confirmed project (mv_video) or an editor clip (video_edit, shots planned at render). */
export interface VideoTaskInput {
  songId: number | null;
  /** The audio upload when there is no song. */
  fileId: string | null;
  /** The song's title (or the upload's name) when the task was made, for the task list. */
  title: string;
  template: MvTemplate;
  aspect: MvAspect;
  style: MvStyle;
  seed: number;
  segmentStartMs: number;
  durationMs: number;
  images: string[];
  shots: MvShot[] | null;
  lyrics: boolean;
  projectId?: number;
}

export const VIDEO_KINDS = ['mv_video', 'video_edit'] as const satisfies readonly AigcKind[];
export const VIDEO_FILE = 'video.mp4';

/**
 * Frame size and rate of renders. Tests lower the height (the width follows the aspect) to keep their renders short;
 * the product renders 1080x1920 / 1920x1080 at 25 fps.
 */
export const renderSettings = { maxHeight: 1920, fps: 25 };

function frameSize(aspect: MvAspect) {
  const full = frameSizeOf(aspect);
  const scale = Math.min(1, renderSettings.maxHeight / Math.max(full.width, full.height));
  const even = (n: number) => 2 * Math.round((n * scale) / 2);
  return { width: even(full.width), height: even(full.height) };
}

/** The account's checked photos among `refs` (kind mv_image); 'artwork' stands for the release's cover. */
export async function photosOf(services: Services, accountId: number, refs: readonly string[]) {
  const ids = refs.filter((ref) => ref !== 'artwork');
  if (ids.length === 0) return [];
  return services.db
    .select()
    .from(uploadedFiles)
    .where(and(inArray(uploadedFiles.id, ids), eq(uploadedFiles.userId, accountId), eq(uploadedFiles.kind, 'mv_image')));
}

/** Refuses photos that are not the account's checked photos ('artwork' is the cover, or a backdrop without one). */
export async function checkImageRefs(services: Services, accountId: number, refs: readonly string[]) {
  const photos = await photosOf(services, accountId, refs);
  if (new Set(refs.filter((r) => r !== 'artwork')).size !== photos.length) throw aigcRefusal(AigcResultCode.INVALID_REQUEST, 404, 'mv_image_not_found');
}

/** A segment must lie inside the song. */
export function checkSegment(song: StudioSong, startMs: number, durationMs: number) {
  if (song.audio.durationMs > 0 && startMs + durationMs > song.audio.durationMs + 50) throw aigcRefusal(AigcResultCode.INVALID_REQUEST, 400, 'mv_segment_outside_song');
}

/** What a finished video task answers. */
export type VideoOutput = Awaited<ReturnType<typeof renderTask>>;

async function renderTask(ctx: AigcHandlerContext<VideoTaskInput>) {
  const { services, task, input } = ctx;
  const song = await loadSong(services, task.userId, input);
  const concept = conceptFrom({ template: input.template, aspect: input.aspect, style: input.style, seed: input.seed });
  const { width, height } = frameSize(input.aspect);
  const colours = MV_STYLE_COLOURS[input.style];
  return withTempDir(async (dir) => {
    const audioPath = await copyToLocal(services.files, song.audio.objectKey, dir, 'audio');
    if (!audioPath) throw new AigcTaskError(AigcResultCode.DOWNLOAD_FAILURE);
    let shots = input.shots;
    if (!shots) {
      const analysis = await analyseSong(services, song);
      const starts = analysis.sectionStartsMs.map((ms) => ms - input.segmentStartMs);
      const images = ['artwork', ...input.images];
      shots = planShots({ durationMs: input.durationMs, sectionStartsMs: starts, images, seed: input.seed });
    }
    await ctx.progress(5);
    const paths = new Map<string, string>();
    if (shots.some((s) => s.image === 'artwork')) {
      const path = song.artwork
        ? await copyToLocal(services.files, song.artwork.objectKey, dir, 'artwork')
        : await writeBackdrop(join(dir, 'backdrop.jpg'), { style: input.style, title: song.title, subtitle: song.artistName });
      if (path) paths.set('artwork', path);
    }
    for (const photo of await photosOf(
      services,
      task.userId,
      shots.map((s) => s.image),
    )) {
      const path = await copyToLocal(services.files, photo.objectKey, dir, `photo-${paths.size}`);
      if (path) paths.set(photo.id, path);
    }
    if (shots.some((s) => !paths.has(s.image))) throw new AigcTaskError(AigcResultCode.DOWNLOAD_FAILURE, 'mv_image_not_found');
    const cues = MV_TEMPLATE_LOOK[input.template].lyrics && input.lyrics ? cuesForSegment(song.lyrics, input.segmentStartMs, input.durationMs) : [];
    const outPath = join(dir, VIDEO_FILE);
    const info = await renderVideo(
      {
        width,
        height,
        fps: renderSettings.fps,
        audioPath,
        audioStartSec: input.segmentStartMs / 1000,
        durationSec: input.durationMs / 1000,
        shots: shots.map((s) => ({ imagePath: paths.get(s.image)!, durationSec: s.durationMs / 1000, motion: s.motion, fit: s.image === 'artwork' && song.artwork ? 'contain' : 'cover' })),
        transition: concept.transition,
        crossfadeSec: Math.min(concept.crossfadeSec, ...shots.map((s) => s.durationMs / 2000)),
        visualiser: concept.visualiser,
        accent: colours.accent,
      },
      outPath,
      { ...(cues.length && { subtitlesAss: assDocument(cues, { width, height, text: colours.text, outline: colours.outline }) }), onProgress: (f) => ctx.progress(5 + f * 90) },
    ).catch((error: unknown) => {
      if (error instanceof MediaToolError) throw new AigcTaskError(error.timedOut ? AigcResultCode.TIMEOUT : AigcResultCode.PROCESSING_ERROR);
      throw error;
    });
    const written = await services.files.putStream(taskFileKey(task.id, VIDEO_FILE), createReadStream(outPath), 'video/mp4');
    return {
      fileName: VIDEO_FILE,
      url: taskFileDownloadPath(task.id, VIDEO_FILE),
      sizeBytes: written.size,
      durationSec: info.durationSec,
      width,
      height,
      songId: song.songId,
      songTitle: song.title,
    };
  });
}

/** Renders a video, from a project's shots or from a template (both video kinds). */
export const videoTool = aigcTool<VideoTaskInput, unknown>(renderTask);

/** Queues a render (credits and the task row in one transaction, as every creation task). */
export const queueVideoTask = (services: Services, actor: Actor, kind: (typeof VIDEO_KINDS)[number], input: VideoTaskInput) => createAigcTask(services, actor, { kind, input });

export async function readVideoTask(services: Services, actor: Actor, taskId: number) {
  return aigcTaskDto<VideoOutput>(await readAigcTask(services, actor, taskId, VIDEO_KINDS));
}

/** The account's video tasks, newest first, with each song's title. */
export async function listVideoTasks(services: Services, actor: Actor, page: number, size: number) {
  const where = and(eq(aigcTasks.userId, actor.accountId), inArray(aigcTasks.kind, [...VIDEO_KINDS]));
  const rows = await services.db
    .select({ task: aigcTasks, songTitle: tracks.title })
    .from(aigcTasks)
    .leftJoin(tracks, eq(tracks.id, sql`(${aigcTasks.input}->>'songId')::bigint`))
    .where(where)
    .orderBy(desc(aigcTasks.id))
    .limit(size)
    .offset((page - 1) * size);
  const [count] = await services.db.select({ n: sql<number>`count(*)::int` }).from(aigcTasks).where(where);
  return { items: rows.map((r) => ({ ...aigcTaskDto<VideoOutput>(r.task), songTitle: r.songTitle ?? (r.task.input as Partial<VideoTaskInput>).title ?? '' })), total: count?.n ?? 0 };
}
