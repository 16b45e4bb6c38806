import { and, eq } from 'drizzle-orm';
import { mvProjects } from '@portal/db/schema';
import { AIGC_COSTS, AigcResultCode, type AigcKind } from '@portal/domain/aigc/tasks';
import { conceptFrom, type MvAspect, type MvStyle, type MvTemplate } from '@portal/domain/mv-studio/concept';
import { planShots, shotListFault, withStarts, type MvShot } from '@portal/domain/mv-studio/shots';
import type { Actor } from '../../platform/actor.ts';
import type { Services } from '../../platform/services.ts';
import { aigcRefusal, takeCredits } from '../aigc/tasks.ts';
import { fileUrl } from '../uploads/record-file.ts';
import { actImageUrl } from './act-image.ts';
import { analyseSongForRequest, loadSong, sourceOf, type StudioSource } from './song.ts';
import { checkImageRefs, queueVideoTask } from './video-tasks.ts';

type ProjectRow = typeof mvProjects.$inferSelect;

/** Step 1 picks the segment: a 9:16 video is a 30 s short from the chorus, a 16:9 one up to 3 minutes from the start. */
const SHORT_MS = 30_000;
const LONG_MS = 180_000;

const newSeed = () => Math.floor(Math.random() * 2 ** 31);
const notFound = () => aigcRefusal(AigcResultCode.INVALID_REQUEST, 404, 'mv_project_not_found');

async function spend(services: Services, actor: Actor, kind: AigcKind) {
  await services.db.transaction((tx) => takeCredits(tx, actor.accountId, AIGC_COSTS[kind]));
}

async function projectOf(services: Services, actor: Actor, projectId: number): Promise<ProjectRow> {
  const [row] = await services.db
    .select()
    .from(mvProjects)
    .where(and(eq(mvProjects.id, projectId), eq(mvProjects.userId, actor.accountId)));
  if (!row) throw notFound();
  return row;
}

async function save(services: Services, id: number, values: Partial<typeof mvProjects.$inferInsert>) {
  const [row] = await services.db
    .update(mvProjects)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(mvProjects.id, id))
    .returning();
  return row!;
}

/** The images a project may show: the artwork (a backdrop when the audio has none), then the chosen photos. */
const imageRefsOf = (row: Pick<ProjectRow, 'images'>) => ['artwork', ...(row.images as string[])];
const sourceOfRow = (row: ProjectRow): StudioSource => ({ songId: row.trackId, fileId: row.audioFileId });

export async function projectDto(services: Services, row: ProjectRow) {
  const song = await loadSong(services, row.userId, sourceOfRow(row));
  const concept = conceptFrom({ template: row.template as MvTemplate, aspect: row.aspect as MvAspect, style: row.style as MvStyle, seed: row.seed });
  return {
    projectId: row.id,
    songId: row.trackId,
    fileId: row.audioFileId,
    songTitle: song.title,
    template: concept.template,
    aspect: concept.aspect,
    style: concept.style,
    visualiser: concept.visualiser,
    transition: concept.transition,
    segmentStartMs: row.segmentStartMs,
    durationMs: row.durationMs,
    images: imageRefsOf(row).map((ref) => ({ ref, url: ref === 'artwork' ? (song.artwork ? fileUrl(song.artwork.fileId) : null) : actImageUrl(ref) })),
    shots: row.shots as MvShot[],
    shotsConfirmed: row.shotsConfirmedAt !== null,
    videoTaskId: row.videoTaskId ?? null,
  };
}

/** A fresh shot plan for the project's segment from the song's sections and the project's images. */
async function plan(services: Services, row: ProjectRow, seed: number) {
  const song = await loadSong(services, row.userId, sourceOfRow(row));
  const analysis = await analyseSongForRequest(services, song);
  const starts = analysis.sectionStartsMs.map((ms) => ms - row.segmentStartMs);
  return planShots({ durationMs: row.durationMs, sectionStartsMs: starts, images: imageRefsOf(row), seed });
}

export async function getProject(services: Services, actor: Actor, projectId: number) {
  return projectDto(services, await projectOf(services, actor, projectId));
}

/** Step 1: a new project for the song, or the same project with the new choice and a fresh seed (shots planned again). */
export async function regenerateConcept(services: Services, actor: Actor, body: StudioSource & { projectId?: number | undefined; template: MvTemplate; aspect: MvAspect; style: MvStyle }) {
  const song = await loadSong(services, actor.accountId, body);
  const source = sourceOf(song);
  const existing = body.projectId ? await projectOf(services, actor, body.projectId) : null;
  if (existing && (existing.trackId !== source.songId || (existing.audioFileId ?? null) !== source.fileId)) throw notFound();
  const analysis = await analyseSongForRequest(services, song);
  const wanted = body.aspect === '9:16' ? SHORT_MS : LONG_MS;
  const startMs = body.aspect === '9:16' ? analysis.suggestedStartMs : 0;
  const segmentStartMs = Math.max(0, Math.min(startMs, analysis.durationMs - wanted));
  const durationMs = Math.min(wanted, analysis.durationMs - segmentStartMs);
  if (durationMs < 3000) throw aigcRefusal(AigcResultCode.INVALID_AUDIO, 400, 'mv_song_too_short');
  await spend(services, actor, 'mv_concept');
  const seed = newSeed();
  const values = { template: body.template, aspect: body.aspect, style: body.style, seed, segmentStartMs, durationMs, shotsConfirmedAt: null };
  const images = (existing?.images as string[] | undefined) ?? [];
  const shots = planShots({
    durationMs,
    sectionStartsMs: analysis.sectionStartsMs.map((ms) => ms - segmentStartMs),
    images: imageRefsOf({ images }),
    seed,
  });
  if (existing) return projectDto(services, await save(services, existing.id, { ...values, shots }));
  const [row] = await services.db
    .insert(mvProjects)
    .values({ userId: actor.accountId, createdByUserId: actor.person.id, trackId: source.songId, audioFileId: source.fileId, ...values, images: [], shots })
    .returning();
  return projectDto(services, row!);
}

/** Step 2: plans the shots again (another seed: other cuts' images and motions). */
export async function generateShots(services: Services, actor: Actor, projectId: number) {
  const row = await projectOf(services, actor, projectId);
  await spend(services, actor, 'mv_shots');
  const seed = newSeed();
  return projectDto(services, await save(services, row.id, { seed, shots: await plan(services, row, seed), shotsConfirmedAt: null }));
}

export async function updateShots(services: Services, actor: Actor, projectId: number, shots: Omit<MvShot, 'startMs'>[]) {
  const row = await projectOf(services, actor, projectId);
  const fault = shotListFault(shots, row.durationMs, imageRefsOf(row));
  if (fault) throw aigcRefusal(AigcResultCode.INVALID_REQUEST, 400, fault);
  return projectDto(services, await save(services, row.id, { shots: withStarts(shots, row.durationMs), shotsConfirmedAt: null }));
}

export async function confirmAllShots(services: Services, actor: Actor, projectId: number) {
  const row = await projectOf(services, actor, projectId);
  if ((row.shots as MvShot[]).length === 0) throw aigcRefusal(AigcResultCode.INVALID_REQUEST, 400, 'mv_shots_count_invalid');
  return projectDto(services, await save(services, row.id, { shotsConfirmedAt: new Date() }));
}

/** The photos in the video; shots are planned again with them (the seed is kept, so only the images change). */
export async function updateActUris(services: Services, actor: Actor, projectId: number, uris: string[]) {
  const row = await projectOf(services, actor, projectId);
  const unique = [...new Set(uris)].filter((uri) => uri !== 'artwork');
  await checkImageRefs(services, actor.accountId, unique);
  const next = { ...row, images: unique };
  return projectDto(services, await save(services, row.id, { images: unique, shots: await plan(services, next, row.seed), shotsConfirmedAt: null }));
}

/** Step 3: the confirmed project is rendered as an mv_video task. */
export async function genFinalVideo(services: Services, actor: Actor, projectId: number) {
  const row = await projectOf(services, actor, projectId);
  if (!row.shotsConfirmedAt) throw aigcRefusal(AigcResultCode.INVALID_REQUEST, 400, 'mv_shots_not_confirmed');
  const song = await loadSong(services, actor.accountId, sourceOfRow(row));
  const created = await queueVideoTask(services, actor, 'mv_video', {
    ...sourceOf(song),
    title: song.title,
    template: row.template as MvTemplate,
    aspect: row.aspect as MvAspect,
    style: row.style as MvStyle,
    seed: row.seed,
    segmentStartMs: row.segmentStartMs,
    durationMs: row.durationMs,
    images: row.images as string[],
    shots: row.shots as MvShot[],
    lyrics: true,
    projectId: row.id,
  });
  await save(services, row.id, { videoTaskId: created.taskId });
  return created;
}
