import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import { AigcResultCode } from '@portal/domain/aigc/tasks';
import { coverTextIssues, variationSeeds, type CoverArtInput, type CoverMood, type CoverStyle } from '@portal/domain/cover-art/cover-art';
import { BusinessCode } from '@portal/domain/errors';
import type { FieldError } from '@portal/contract/route';
import { AppError } from '../../platform/errors.ts';
import type { Actor } from '../../platform/actor.ts';
import type { Services } from '../../platform/services.ts';
import { AigcTaskError, aigcTool, createAigcTask, saveTaskFile, type AigcHandlerContext } from '../aigc/tasks.ts';
import { inspectStoredFile } from '../uploads/inspect-file.ts';
import { imageFileName, imageIdOf, type CoverArtOutput } from './generated-images.ts';
import { requestModelImage } from './image-model.ts';
import { photoBytes, photoOf } from './photos.ts';
import { MAX_PHOTO_PIXELS } from './render/photo-crop.ts';
import { encodeCover, renderCover } from './render/render-cover.ts';

export type RequestedStyle = CoverStyle | 'model';

export interface CoverArtRequest {
  title: string;
  artist: string;
  genre: string;
  mood: CoverMood;
  style: RequestedStyle;
  seed?: number;
  photoId?: string;
}

/** What the task keeps as its input: the request with its seed fixed. */
type TaskInput = Required<Omit<CoverArtRequest, 'photoId'>> & { photoId?: string };

const PREVIEW_SIDE = 640;

const invalid = (errors: FieldError[]) => new AppError(BusinessCode.REQUEST_COMMON, 400, errors, 'error_invalid_request');
const fieldError = (field: string, messageKey: string, vars?: Record<string, string | number>): FieldError => ({ field, messageKey, message: messageKey, ...(vars && { vars }) });

export const modelConfigured = (services: Services) => services.config.coverArtModel !== null;

/** The styles this server can make. */
export const availableStyles = (services: Services): RequestedStyle[] => ['typographic', 'gradient', 'geometric', 'photo-crop', ...(modelConfigured(services) ? (['model'] as const) : [])];

/** Checks the request (nothing is spent on one that cannot work) and queues the task of four variations. */
export async function startCoverArt(services: Services, actor: Actor, request: CoverArtRequest) {
  const title = request.title.trim();
  const artist = request.artist.trim();
  const issues = coverTextIssues({ title, artist });
  const errors = Object.entries(issues).map(([field, issue]) => fieldError(`body.${field}`, issue.key, issue.params));
  if (request.style === 'photo-crop' && !request.photoId) errors.push(fieldError('body.photoId', 'rule_required'));
  if (request.style === 'model' && !modelConfigured(services)) errors.push(fieldError('body.style', 'cover_art_model_off'));
  if (errors.length) throw invalid(errors);
  const photoId = request.style === 'photo-crop' ? request.photoId : undefined;
  if (photoId) await photoOf(services, actor.accountId, photoId);
  const seed = request.seed ?? randomInt(0, 0x1_0000_0000);
  const input: TaskInput = { title, artist, genre: request.genre, mood: request.mood, style: request.style, seed, ...(photoId && { photoId }) };
  const created = await createAigcTask(services, actor, { kind: 'cover_art', input });
  return { ...created, seed };
}

/** The model's picture for a variation, decoded (an answer that is no picture fails the variation). */
async function modelPicture(services: Services, input: TaskInput, seed: number) {
  const bytes = await requestModelImage(services.config.coverArtModel!, input, seed);
  try {
    const meta = await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PHOTO_PIXELS }).metadata();
    if (!meta.width || !meta.height) throw new Error('no size');
  } catch {
    throw new AigcTaskError(AigcResultCode.INVALID_FORMAT);
  }
  return bytes;
}

/**
 * Each image runs through the upload checks of a release cover (the same inspectStoredFile an uploaded cover
 * passes) before it is offered: a style that ever drew something a store would refuse fails here, not at delivery.
 */
async function checkedAsCover(services: Services, key: string, name: string) {
  const result = await inspectStoredFile(services.files, key, { kind: 'cover', fileName: name, mimeType: 'image/jpeg' });
  if ('issue' in result) throw new AigcTaskError(AigcResultCode.PROCESSING_ERROR, 'cover_art_check_failed');
  return result.file;
}

async function makeCovers({ services, task, input, progress }: AigcHandlerContext<TaskInput>): Promise<CoverArtOutput> {
  const seeds = variationSeeds(input.seed);
  const photo = input.photoId ? await photoBytes(services, task.userId, input.photoId) : undefined;
  const style: CoverStyle = input.style === 'model' ? 'photo-crop' : input.style;
  const drawn: CoverArtInput = { title: input.title, artist: input.artist, genre: input.genre, mood: input.mood, style };
  const images: CoverArtOutput['images'] = [];
  for (const [position, seed] of seeds.entries()) {
    const index = position + 1;
    const picture = input.style === 'model' ? await modelPicture(services, input, seed) : photo;
    const cover = await renderCover(drawn, seed, { photo: picture });
    const saved = await saveTaskFile(services, task, imageFileName(index, 'full'), cover, 'image/jpeg');
    const checked = await checkedAsCover(services, saved.key, imageFileName(index, 'full'));
    const preview = await encodeCover(sharp(cover).resize(PREVIEW_SIDE, PREVIEW_SIDE));
    await saveTaskFile(services, task, imageFileName(index, 'preview'), preview, 'image/jpeg');
    images.push({ imageId: imageIdOf(task.id, index), seed, width: checked.width!, height: checked.height!, size: checked.size, contentType: checked.contentType });
    await progress((index / seeds.length) * 100);
  }
  return { seed: input.seed, style: input.style, images };
}

export const coverArtTool = aigcTool<TaskInput, CoverArtOutput>(makeCovers);
