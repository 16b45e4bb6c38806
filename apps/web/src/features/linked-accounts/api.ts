import * as oauthRoutes from '@portal/contract/heads/oauth';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { SESSION_KEY } from '../../lib/queries.ts';
import type { Platform } from './oauth-helpers.ts';

const KEY = [...SESSION_KEY, 'oauth'] as const;
/** Every linked-account answer: a link or an unlink changes them all. */
export const OAUTH_KEY = KEY;

export const linkedAccountsQuery = queryOptions({
  queryKey: [...KEY, 'linked'],
  queryFn: ({ signal }) => api(oauthRoutes.linkedAccounts, { signal }),
  staleTime: 0,
});

export const musicTabInfoQuery = queryOptions({
  queryKey: [...KEY, 'music-tab'],
  queryFn: ({ signal }) => api(oauthRoutes.musicTabInfo, { signal }),
  staleTime: 0,
  retry: false,
});

/** What each platform says about the linked account (the rows of the linked-accounts section). */
export const googleLinkQuery = queryOptions({ queryKey: [...KEY, 'google'], queryFn: ({ signal }) => api(oauthRoutes.googleLink, { signal }), staleTime: 0 });
export const ttAuthInfoQuery = queryOptions({ queryKey: [...KEY, 'tiktok'], queryFn: ({ signal }) => api(oauthRoutes.ttAuthInfo, { signal }), staleTime: 0 });
export const instagramUserQuery = queryOptions({ queryKey: [...KEY, 'instagram'], queryFn: ({ signal }) => api(oauthRoutes.instagramUser, { signal }), staleTime: 0 });
export const youtubeChannelQuery = queryOptions({ queryKey: [...KEY, 'youtube'], queryFn: ({ signal }) => api(oauthRoutes.youtubeChannelInfo, { signal }), staleTime: 0, retry: false });

/** The public portal settings, read here for the support e-mail. */
export { openConfigQuery as publicConfigQuery } from '../../lib/open-config-query.ts';

/** Platform app ids of the bind call (apps/server/src/modules/oauth/flows.ts). */
export const PlatformAppId = { tiktok: 1233, google: 2243, youtube: 2244 } as const;

/** Scopes the short-video authorisation asks for (document 1 section 7). */
export const TIKTOK_SCOPES = ['user.info.basic', 'user.info.username', 'music.profile.manage'];

/** The BroadcastChannel the short-video callback (and the bind page after a bind) speaks on. */
export const TT_OAUTH_CHANNEL = 'tt-oauth';

export const SUPPORT_EMAIL_FALLBACK = 'support@soundport.example';

/**
 * The provider address that starts linking a platform: Google and Spotify have their own register calls,
 * the others the generic authorize call.
 */
export async function authorizeAddress(platform: Platform, next?: string): Promise<string> {
  const query = next ? { next } : {};
  if (platform === 'google') return (await api(oauthRoutes.googleRegister, { query })).authorizeUrl;
  if (platform === 'spotify') return (await api(oauthRoutes.spotifyRegister, { query })).authorizeUrl;
  return (await api(oauthRoutes.oauthAuthorize, { query: { platform, ...query } })).authorizeUrl;
}

export function unlinkPlatform(platform: Platform) {
  return platform === 'google' ? api(oauthRoutes.googleUnlink) : api(oauthRoutes.unlinkAccount, { body: { platform } });
}

/** Posts one message on the short-video channel; browsers without BroadcastChannel just skip it. */
export function broadcastTtOAuth(message: Record<string, unknown>): void {
  if (typeof BroadcastChannel === 'undefined') return;
  try {
    const channel = new BroadcastChannel(TT_OAUTH_CHANNEL);
    channel.postMessage(message);
    channel.close();
  } catch {
    // A closed or unsupported channel only costs the other tabs a refresh.
  }
}

/**
 * Closes a popup; when the browser keeps the window open (it was not opened by a script), `fallback` runs
 * a moment later. Returns a cancel function for effects.
 */
export function closeWindowOr(fallback: () => void, delayMs = 300): () => void {
  try {
    window.close();
  } catch {
    // ignore
  }
  const timer = window.setTimeout(() => {
    if (!window.closed) fallback();
  }, delayMs);
  return () => window.clearTimeout(timer);
}

/** Binds the Google account whose access token the link page got from the URL hash (platform app id 2243). */
export const bindGoogle = (accessToken: string) => api(oauthRoutes.thirdPartyBind, { body: { platformAppId: PlatformAppId.google, openid: '', access_token: accessToken } });

/** Saves the video-sharing token and state of the OAuth result page; the answer's errorCode says whether it took. */
export const verifyYoutube = (state: string, accessToken: string) => api(oauthRoutes.googleVerify, { body: { state, accessToken } });

/** Turns the music tab on for the account (the confirm view of the music-tab page). */
export const confirmMusicTab = () => api(oauthRoutes.musicTabConfirm);

/**
 * The bind page's chain: the code is swapped for the open id and access token, the account is bound
 * (platform app id 1233) and the granted scopes are recorded.
 */
export async function bindShortVideo(input: { code: string; state: string | null; redirectURI: string }) {
  const token = await api(oauthRoutes.ttToken, { query: { code: input.code, redirectURI: input.redirectURI, state: input.state || undefined } });
  const bound = await api(oauthRoutes.thirdPartyBind, { body: { platformAppId: PlatformAppId.tiktok, openid: token.openId, access_token: token.accessToken } });
  await api(oauthRoutes.ttAuthUpdate, { body: { scopes: TIKTOK_SCOPES } });
  return bound;
}
