import { head } from '../head.ts';

export const getUser = head({
  method: 'GET',
  path: '/user',
  tag: 'user',
  access: 'user',
  permission: 'personal',
});

export const updateUser = head({
  method: 'PUT',
  path: '/user',
  tag: 'user',
  access: 'user',
  permission: 'personal',
});

export const createProfile = head({
  method: 'POST',
  path: '/users',
  tag: 'user',
  access: 'user',
  permission: 'personal',
});

export const albumSongCount = head({
  method: 'GET',
  path: '/user/album_song_count',
  tag: 'user',
  access: 'user',
  permission: { resource: 'Release', action: 'View' },
});

export const setSource = head({
  method: 'POST',
  path: '/source',
  tag: 'user',
  access: 'user',
  permission: 'personal',
});
