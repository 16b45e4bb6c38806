import { head } from '../head.ts';

const edit = { tag: 'aigc', access: 'user', permission: { resource: 'Release', action: 'Edit' } } as const;
// Cover art (issue 9 section 5, document 1 section 7 POST /aigc/cover-art and GET /aigc/mget-imagex-urls; decision
// 036). Generation runs as a creation task (decision 034: credits, states, result codes); the images are read through
// signed, expiring URLs. Team members generate and use covers with Release Edit.

const view = { tag: 'aigc', access: 'user', permission: { resource: 'Release', action: 'View' } } as const;

export const generateCoverArt = head({
  method: 'POST',
  path: '/aigc/cover-art',
  ...edit,
});

export const coverArtResult = head({
  method: 'GET',
  path: '/aigc/cover-art',
  ...view,
});

export const coverArtOptions = head({
  method: 'GET',
  path: '/aigc/cover-art/options',
  ...view,
});

export const uploadCoverArtPhoto = head({
  method: 'POST',
  path: '/aigc/cover-art/photo',
  ...edit,
  multipart: true,
});

export const imagexUrls = head({
  method: 'GET',
  path: '/aigc/mget-imagex-urls',
  ...view,
});

export const imagexFile = head({
  method: 'GET',
  path: '/aigc/imagex',
  tag: 'aigc',
  access: 'public',
  download: true,
});

export const useCoverArt = head({
  method: 'POST',
  path: '/aigc/cover-art/use',
  ...edit,
});
