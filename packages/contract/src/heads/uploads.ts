import { head } from '../head.ts';

const release = { resource: 'Release', action: 'Edit' } as const;

export const startUpload = head({
  method: 'POST',
  path: '/upload/partial/init',
  tag: 'uploads',
  access: 'user',
  permission: release,
});

export const uploadPart = head({
  method: 'POST',
  path: '/upload/partial/upload',
  tag: 'uploads',
  access: 'user',
  permission: release,
  multipart: true,
});

export const mergeUpload = head({
  method: 'POST',
  path: '/upload/partial/merge',
  tag: 'uploads',
  access: 'user',
  permission: release,
});

export const dumpUpload = head({
  method: 'POST',
  path: '/upload/dump',
  tag: 'uploads',
  access: 'user',
  permission: release,
});

export const storageToken = head({
  method: 'GET',
  path: '/upload/vcloud/ststoken',
  tag: 'uploads',
  access: 'user',
  permission: release,
});

export const directUpload = head({
  method: 'PUT',
  path: '/upload/vcloud/direct',
  tag: 'uploads',
  access: 'public',
});

export const commitDirectUpload = head({
  method: 'POST',
  path: '/upload/vcloud/commit',
  tag: 'uploads',
  access: 'user',
  permission: release,
});

export const viewFile = head({
  method: 'GET',
  path: '/files/:id',
  tag: 'uploads',
  access: 'user',
  permission: { resource: 'Release', action: 'View' },
  download: true,
});

export const audioCheck = head({
  method: 'GET',
  path: '/upload/audio-check',
  tag: 'uploads',
  access: 'user',
  permission: { resource: 'Release', action: 'View' },
});
