import { head } from '../head.ts';

export const listMembers = head({
  method: 'GET',
  path: '/team/member',
  tag: 'team',
  access: 'user',
  permission: 'owner',
});

export const updateMember = head({
  method: 'POST',
  path: '/team/member/update',
  tag: 'team',
  access: 'user',
  permission: 'owner',
});

export const removeMember = head({
  method: 'POST',
  path: '/team/member/remove',
  tag: 'team',
  access: 'user',
  permission: 'owner',
});

export const inviteMember = head({
  method: 'POST',
  path: '/team/member/invite',
  tag: 'team',
  access: 'user',
  permission: 'owner',
});

export const listInvites = head({
  method: 'GET',
  path: '/team/invite',
  tag: 'team',
  access: 'user',
  permission: 'owner',
});

export const recallInvite = head({
  method: 'POST',
  path: '/team/invite/remove',
  tag: 'team',
  access: 'user',
  permission: 'owner',
});

export const permissionCatalog = head({
  method: 'GET',
  path: '/team/permission/all',
  tag: 'team',
  access: 'user',
  permission: 'personal',
});

export const allTeams = head({
  method: 'GET',
  path: '/team/all',
  tag: 'team',
  access: 'user',
  permission: 'personal',
});

export const currentTeam = head({
  method: 'GET',
  path: '/team/current',
  tag: 'team',
  access: 'user',
  permission: 'personal',
});

export const switchTeam = head({
  method: 'POST',
  path: '/team/switch',
  tag: 'team',
  access: 'user',
  permission: 'personal',
});

export const validateInvite = head({
  method: 'GET',
  path: '/team/invite/validate',
  tag: 'team',
  access: 'public',
});

export const acceptInvite = head({
  method: 'POST',
  path: '/team/invite/accept',
  tag: 'team',
  access: 'user',
  permission: 'personal',
});

export const managerInviteInfo = head({
  method: 'GET',
  path: '/open/activity/manager-invite-info',
  tag: 'team',
  access: 'public',
});
