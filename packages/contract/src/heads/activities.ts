import { head } from '../head.ts';

export const listActivities = head({
  method: 'GET',
  path: '/activity/list',
  tag: 'activities',
  access: 'user',
  permission: 'personal',
});

export const activityInfo = head({
  method: 'POST',
  path: '/open/activity/info',
  tag: 'activities',
  access: 'public',
});

export const joinVolumeUp = head({
  method: 'POST',
  path: '/activity/join/volumn-up',
  tag: 'activities',
  access: 'user',
  permission: { resource: 'Release', action: 'Edit' },
});

export const activityInvite = head({
  method: 'POST',
  path: '/activity/invite',
  tag: 'activities',
  access: 'user',
  permission: 'owner',
});

export const inviterInfo = head({
  method: 'GET',
  path: '/open/activity/inviter-info',
  tag: 'activities',
  access: 'public',
});

export const adminCreateActivity = head({
  method: 'POST',
  path: '/admin/activities',
  tag: 'admin',
  access: 'admin',
});

export const adminCloseActivity = head({
  method: 'POST',
  path: '/admin/activities/close',
  tag: 'admin',
  access: 'admin',
});
