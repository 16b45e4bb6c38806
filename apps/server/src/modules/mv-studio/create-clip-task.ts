import type { MvAspect, MvStyle, MvTemplate } from '@portal/domain/mv-studio/concept';
import type { Actor } from '../../platform/actor.ts';
import type { Services } from '../../platform/services.ts';
import { loadSong, sourceOf, type StudioSource } from './song.ts';
import { checkImageRefs, checkSegment, queueVideoTask } from './video-tasks.ts';

/** POST /aigc/create-video-task: the template editor's clip (its shots are planned when it renders). */
export async function createClipTask(
  services: Services,
  actor: Actor,
  body: StudioSource & { template: MvTemplate; aspect: MvAspect; style: MvStyle; startMs: number; durationMs: number; images: string[]; lyrics: boolean },
) {
  const song = await loadSong(services, actor.accountId, body);
  checkSegment(song, body.startMs, body.durationMs);
  const images = [...new Set(body.images)].filter((ref) => ref !== 'artwork');
  await checkImageRefs(services, actor.accountId, images);
  return queueVideoTask(services, actor, 'video_edit', {
    ...sourceOf(song),
    title: song.title,
    template: body.template,
    aspect: body.aspect,
    style: body.style,
    seed: Math.floor(Math.random() * 2 ** 31),
    segmentStartMs: body.startMs,
    durationMs: body.durationMs,
    images,
    shots: null,
    lyrics: body.lyrics,
  });
}
