import { head } from '../head.ts';

// The music-video studio (document 1 section 7 "AI", issue 9 section 7, decision 038): step 1 concept, step 2 shots,
// step 3 the render as a creation task; the template video editor (short clips on the same renderer); the user's own
// photos checked before use; posting a finished video to the linked short-video and video-sharing accounts.
// Team members create with Release Edit and read with Release View.

const view = { tag: 'mv-studio', access: 'user', permission: { resource: 'Release', action: 'View' } } as const;
const edit = { tag: 'mv-studio', access: 'user', permission: { resource: 'Release', action: 'Edit' } } as const;

export const getSongDetail = head({
  method: 'GET',
  path: '/aigc/get-song-detail',
  ...view,
});

export const getProject = head({
  method: 'GET',
  path: '/aigc/mv-get-project',
  ...view,
});

export const regenerateConcept = head({
  method: 'POST',
  path: '/aigc/mv-regenerate-concept',
  ...edit,
});

export const generateShots = head({
  method: 'POST',
  path: '/aigc/mv-generate-shots',
  ...edit,
});

export const updateShots = head({
  method: 'POST',
  path: '/aigc/mv-update-shots',
  ...edit,
});

export const confirmAllShots = head({
  method: 'POST',
  path: '/aigc/mv-confirm-all-shots',
  ...edit,
});

export const genFinalVideo = head({
  method: 'POST',
  path: '/aigc/mv-gen-final-video',
  ...edit,
});

export const createVideoTask = head({
  method: 'POST',
  path: '/aigc/create-video-task',
  ...edit,
});

export const getVideoTask = head({
  method: 'GET',
  path: '/aigc/get-video-task',
  ...view,
});

export const getMineVideoTasks = head({
  method: 'GET',
  path: '/aigc/get-mine-video-tasks',
  ...view,
});

export const verifyActInMvImage = head({
  method: 'POST',
  path: '/aigc/verify-act-in-mv-image',
  ...edit,
  multipart: true,
});

export const mvImage = head({
  method: 'GET',
  path: '/aigc/mv-image',
  ...view,
  download: true,
});

export const updateActInMvUri = head({
  method: 'PUT',
  path: '/aigc/update-act-in-mv-uri',
  ...edit,
});

export const ttAuthAuthorize = head({
  method: 'GET',
  path: '/aigc/ttauth-authorize',
  ...edit,
});

export const ttAuthCallback = head({
  method: 'GET',
  path: '/aigc/ttauth-callback',
  ...edit,
});

export const ytbAuthAuthorize = head({
  method: 'GET',
  path: '/aigc/ytb-auth-authorize',
  ...edit,
});

export const ytbAuthCallback = head({
  method: 'GET',
  path: '/aigc/ytb-auth-callback',
  ...edit,
});

export const postVideoToTt = head({
  method: 'POST',
  path: '/aigc/post-video-to-tt',
  ...edit,
});

export const postVideoToYtb = head({
  method: 'POST',
  path: '/aigc/post-video-to-ytb',
  ...edit,
});
