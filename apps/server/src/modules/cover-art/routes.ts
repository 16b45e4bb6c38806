import type { FastifyInstance } from 'fastify';
import * as contract from '@portal/contract/cover-art';
import { AIGC_COSTS } from '@portal/domain/aigc/tasks';
import { register } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { aigcTaskDto, readAigcTask } from '../aigc/tasks.ts';
// Registers the cover-art task's handler with the task runner.
import { availableStyles, startCoverArt } from './generate-covers.ts';
import type { CoverArtOutput } from './generated-images.ts';
import { storePhoto } from './photos.ts';
import { imageBySignedUrl, signedImageUrls } from './signed-urls.ts';
import { useCoverArt } from './use-cover.ts';

export function coverArtRoutes(app: FastifyInstance, services: Services): void {
  register(app, services, contract.generateCoverArt, ({ actor, body }) => startCoverArt(services, actor(), body));
  register(app, services, contract.coverArtResult, async ({ actor, query }) => aigcTaskDto<CoverArtOutput>(await readAigcTask(services, actor(), query.taskId, 'cover_art')));
  register(app, services, contract.coverArtOptions, async () => ({ styles: availableStyles(services), cost: AIGC_COSTS.cover_art }));
  register(app, services, contract.imagexUrls, ({ actor, query }) => signedImageUrls(services, actor(), query.imageIds));
  register(app, services, contract.imagexFile, ({ query }) => imageBySignedUrl(services, query.token));
  register(app, services, contract.useCoverArt, ({ actor, body }) => useCoverArt(services, actor(), body));
}

/** The picture upload is multipart: registered in the app's multipart scope. */
export function coverArtUploadRoutes(app: FastifyInstance, services: Services): void {
  register(app, services, contract.uploadCoverArtPhoto, ({ actor, body }) => storePhoto(services, actor(), body.file));
}
