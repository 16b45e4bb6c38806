import { head } from '../head.ts';

export const listNotices = head({
  method: 'GET',
  path: '/notice/list',
  tag: 'notice',
  access: 'user',
  permission: 'personal',
});

export const readNotices = head({
  method: 'POST',
  path: '/notice/read',
  tag: 'notice',
  access: 'user',
  permission: 'personal',
});
