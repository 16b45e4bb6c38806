import type * as mv from '@portal/contract/mv-studio';
import type * as songs from '@portal/contract/songs';
import { endpoint as e } from './api-client.ts';

// The music-video studio and the template video editor (decision 038), with the account's songs to choose from.
// Checked against the contracts by api-routes.test.ts.
export const mvStudioRoutes = {
  getSongDetail: e<typeof mv.getSongDetail>('GET', '/aigc/get-song-detail'),
  getProject: e<typeof mv.getProject>('GET', '/aigc/mv-get-project'),
  regenerateConcept: e<typeof mv.regenerateConcept>('POST', '/aigc/mv-regenerate-concept'),
  generateShots: e<typeof mv.generateShots>('POST', '/aigc/mv-generate-shots'),
  updateShots: e<typeof mv.updateShots>('POST', '/aigc/mv-update-shots'),
  confirmAllShots: e<typeof mv.confirmAllShots>('POST', '/aigc/mv-confirm-all-shots'),
  genFinalVideo: e<typeof mv.genFinalVideo>('POST', '/aigc/mv-gen-final-video'),
  createVideoTask: e<typeof mv.createVideoTask>('POST', '/aigc/create-video-task'),
  getVideoTask: e<typeof mv.getVideoTask>('GET', '/aigc/get-video-task'),
  getMineVideoTasks: e<typeof mv.getMineVideoTasks>('GET', '/aigc/get-mine-video-tasks'),
  verifyActInMvImage: e<typeof mv.verifyActInMvImage>('POST', '/aigc/verify-act-in-mv-image'),
  updateActInMvUri: e<typeof mv.updateActInMvUri>('PUT', '/aigc/update-act-in-mv-uri'),
  ttAuthAuthorize: e<typeof mv.ttAuthAuthorize>('GET', '/aigc/ttauth-authorize'),
  ytbAuthAuthorize: e<typeof mv.ytbAuthAuthorize>('GET', '/aigc/ytb-auth-authorize'),
  postVideoToTt: e<typeof mv.postVideoToTt>('POST', '/aigc/post-video-to-tt'),
  postVideoToYtb: e<typeof mv.postVideoToYtb>('POST', '/aigc/post-video-to-ytb'),
  songList: e<typeof songs.songList>('POST', '/song/list'),
};
