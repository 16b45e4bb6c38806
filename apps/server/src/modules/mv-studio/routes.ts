import type { FastifyInstance } from 'fastify';
import * as contract from '@portal/contract/mv-studio';
import { register } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { serveActImage, verifyActImage } from './act-image.ts';
import { authorizePosting, postVideoToShortVideo, postVideoToVideoSharing, shortVideoCallback, videoSharingCallback } from './posting.ts';
import { confirmAllShots, genFinalVideo, generateShots, getProject, regenerateConcept, updateActUris, updateShots } from './projects.ts';
import { createClipTask } from './create-clip-task.ts';
import { songDetail } from './song-detail.ts';
import { listVideoTasks, readVideoTask } from './video-tasks.ts';

/** The music-video studio (decision 038); the photo check is multipart and is registered in the multipart scope. */
export function mvStudioRoutes(app: FastifyInstance, services: Services): void {
  register(app, services, contract.getSongDetail, ({ actor, query }) => songDetail(services, actor(), query));
  register(app, services, contract.getProject, ({ actor, query }) => getProject(services, actor(), query.projectId));
  register(app, services, contract.regenerateConcept, ({ actor, body }) => regenerateConcept(services, actor(), body));
  register(app, services, contract.generateShots, ({ actor, body }) => generateShots(services, actor(), body.projectId));
  register(app, services, contract.updateShots, ({ actor, body }) => updateShots(services, actor(), body.projectId, body.shots));
  register(app, services, contract.confirmAllShots, ({ actor, body }) => confirmAllShots(services, actor(), body.projectId));
  register(app, services, contract.genFinalVideo, ({ actor, body }) => genFinalVideo(services, actor(), body.projectId));
  register(app, services, contract.createVideoTask, ({ actor, body }) => createClipTask(services, actor(), body));
  register(app, services, contract.getVideoTask, ({ actor, query }) => readVideoTask(services, actor(), query.taskId));
  register(app, services, contract.getMineVideoTasks, ({ actor, query }) => listVideoTasks(services, actor(), query.page, query.size));
  register(app, services, contract.mvImage, ({ actor, query }) => serveActImage(services, actor(), query.uri));
  register(app, services, contract.updateActInMvUri, ({ actor, body }) => updateActUris(services, actor(), body.projectId, body.uris));
  register(app, services, contract.ttAuthAuthorize, ({ actor, query, language }) => authorizePosting(services, actor(), 'tiktok', query.nextPath, language));
  register(app, services, contract.ytbAuthAuthorize, ({ actor, query, language }) => authorizePosting(services, actor(), 'youtube', query.nextPath, language));
  register(app, services, contract.ttAuthCallback, ({ query }) => shortVideoCallback(services, query));
  register(app, services, contract.ytbAuthCallback, ({ query }) => videoSharingCallback(services, query));
  register(app, services, contract.postVideoToTt, ({ actor, body }) => postVideoToShortVideo(services, actor(), body));
  register(app, services, contract.postVideoToYtb, ({ actor, body }) => postVideoToVideoSharing(services, actor(), body));
}

export function mvStudioMultipartRoutes(scope: FastifyInstance, services: Services): void {
  register(scope, services, contract.verifyActInMvImage, ({ actor, body }) => verifyActImage(services, actor(), body.file));
}
