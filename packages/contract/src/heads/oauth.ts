import { head } from '../head.ts';

const owner = { access: 'user', permission: 'owner' } as const;

export const oauthAuthorize = head({
  method: 'GET',
  path: '/oauth/authorize',
  tag: 'oauth',
  ...owner,
});

export const googleRegister = head({
  method: 'GET',
  path: '/oauth/google/register',
  tag: 'oauth',
  ...owner,
});

export const spotifyRegister = head({
  method: 'GET',
  path: '/oauth/spotify/register',
  tag: 'oauth',
  ...owner,
});

export const ttToken = head({
  method: 'GET',
  path: '/open/tt/token',
  tag: 'oauth',
  access: 'public',
});

export const thirdPartyBind = head({
  method: 'POST',
  path: '/user/third-party/bind',
  tag: 'oauth',
  ...owner,
});

export const ttAuthUpdate = head({
  method: 'POST',
  path: '/user/tt/auth/update',
  tag: 'oauth',
  ...owner,
});

export const ttAuthInfo = head({
  method: 'GET',
  path: '/user/tt/auth/info',
  tag: 'oauth',
  access: 'user',
  permission: 'personal',
});

export const googleVerify = head({
  method: 'POST',
  path: '/open/oauth/google/verify',
  tag: 'oauth',
  access: 'public',
});

export const googleLink = head({
  method: 'GET',
  path: '/oauth/google/verify',
  tag: 'oauth',
  access: 'user',
  permission: 'personal',
});

export const googleUnlink = head({
  method: 'DELETE',
  path: '/oauth/google/verify',
  tag: 'oauth',
  ...owner,
});

export const linkedAccounts = head({
  method: 'GET',
  path: '/oauth/linked',
  tag: 'oauth',
  access: 'user',
  permission: 'personal',
});

export const unlinkAccount = head({
  method: 'POST',
  path: '/oauth/unlink',
  tag: 'oauth',
  ...owner,
});

export const instagramUser = head({
  method: 'GET',
  path: '/oauth/instagram/user',
  tag: 'oauth',
  ...owner,
});

export const spotifyReleaseInfo = head({
  method: 'GET',
  path: '/spotify/release-info',
  tag: 'oauth',
  ...owner,
});

export const spotifyInstantAccess = head({
  method: 'GET',
  path: '/oauth/spotify/instant-access',
  tag: 'oauth',
  ...owner,
});

export const youtubeChannelInfo = head({
  method: 'GET',
  path: '/youtube/channel/info',
  tag: 'oauth',
  ...owner,
});

export const musicTabConfirm = head({
  method: 'POST',
  path: '/user/music-tab/confirm',
  tag: 'oauth',
  ...owner,
});

export const musicTabInfo = head({
  method: 'GET',
  path: '/user/music-tab/info',
  tag: 'oauth',
  access: 'user',
  permission: 'personal',
});
