import { inArray, and, eq } from 'drizzle-orm';
import { aigcTasks } from '@portal/db/schema';
import { BusinessCode } from '@portal/domain/errors';
import type { z } from 'zod';
import type { coverArtOutput } from '@portal/contract/cover-art';
import { AppError } from '../../platform/errors.ts';
import type { Actor } from '../../platform/actor.ts';
import type { Services } from '../../platform/services.ts';
import { taskFileKey, type AigcTaskRow } from '../aigc/tasks.ts';

/**
 * A generated image is a file of a finished cover-art task: `cover-<n>.jpg` (3000 x 3000) and `preview-<n>.jpg`
 * beside it. Its id names the task and the variation, `ca_<task>_<n>`, so the task row (whose account owns it)
 * is all the bookkeeping there is.
 */

export type CoverArtOutput = z.infer<typeof coverArtOutput>;
export type ImageVariant = 'full' | 'preview';

export const imageIdOf = (taskId: number, index: number) => `ca_${taskId}_${index}`;

export function parseImageId(imageId: string): { taskId: number; index: number } | null {
  const match = /^ca_(\d{1,15})_(\d{1,2})$/.exec(imageId);
  return match ? { taskId: Number(match[1]), index: Number(match[2]) } : null;
}

export const imageFileName = (index: number, variant: ImageVariant) => `${variant === 'full' ? 'cover' : 'preview'}-${index}.jpg`;
export const imageKey = (taskId: number, index: number, variant: ImageVariant) => taskFileKey(taskId, imageFileName(index, variant));

export const imageNotFound = (field = 'body.imageId') => new AppError(BusinessCode.REQUEST_COMMON, 404, [{ field, messageKey: 'error_not_found', message: 'error_not_found' }], 'error_not_found');

/** The image's entry in its finished task's output, or null. */
function imageOfTask(task: AigcTaskRow | undefined, index: number) {
  if (task?.kind !== 'cover_art' || task.state !== 'Success') return null;
  return (task.output as CoverArtOutput).images.find((image) => image.imageId === imageIdOf(task.id, index)) ?? null;
}

/** Of the ids, those that name a finished image of the account, with their tasks (one query for all). */
export async function ownImages(services: Services, actor: Actor, imageIds: readonly string[]) {
  const parsed = imageIds.map((imageId) => ({ imageId, parts: parseImageId(imageId) }));
  const taskIds = [...new Set(parsed.flatMap(({ parts }) => (parts ? [parts.taskId] : [])))];
  const tasks = taskIds.length
    ? await services.db
        .select()
        .from(aigcTasks)
        .where(and(inArray(aigcTasks.id, taskIds), eq(aigcTasks.userId, actor.accountId)))
    : [];
  const byId = new Map(tasks.map((task) => [task.id, task]));
  return parsed.flatMap(({ imageId, parts }) => {
    const task = parts ? byId.get(parts.taskId) : undefined;
    const image = parts && imageOfTask(task, parts.index);
    return image && task && parts ? [{ imageId, task, index: parts.index, image }] : [];
  });
}

/** One image of the account; another account's, an unfinished or an unknown one is not found. */
export async function ownImage(services: Services, actor: Actor, imageId: string) {
  const [found] = await ownImages(services, actor, [imageId]);
  if (!found) throw imageNotFound();
  return found;
}

/** The task of an image id for a signed URL (the signature already proves the account's grant). */
export async function imageTask(services: Services, imageId: string) {
  const parts = parseImageId(imageId);
  if (!parts) return null;
  const [task] = await services.db.select().from(aigcTasks).where(eq(aigcTasks.id, parts.taskId));
  return imageOfTask(task, parts.index) ? { task: task!, index: parts.index } : null;
}
