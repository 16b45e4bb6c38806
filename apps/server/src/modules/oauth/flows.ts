import { OAuthStateError } from '@portal/domain/errors';
import { AppError } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { callPlatformApi, exchangeCode, fetchIdentity, OAuthFailure } from './provider-client.ts';
import { consumeState, linkOf, redirectUriFor, saveLink, settingsFor } from './links.ts';
import { GOOGLE_PLATFORM_APP_ID, type Platform } from './providers.ts';

/** Platform app ids of the bind call; document 1 gives Google's (2243), the others are ours. */
export const platformAppIds: Record<Platform, number> = { tiktok: 1233, google: GOOGLE_PLATFORM_APP_ID, youtube: 2244, spotify: 3101, instagram: 4101 };
const platformOfAppId = (id: number) => (Object.entries(platformAppIds).find(([, value]) => value === id)?.[0] ?? null) as Platform | null;

/** Scopes a link cannot work without; a grant that lacks one is error 30 (scope invalid). */
const requiredScopes: Partial<Record<Platform, string[]>> = {
  tiktok: ['user.info.basic'],
  youtube: ['https://www.googleapis.com/auth/youtube.readonly'],
};

function checkScopes(platform: Platform, granted: string[] | null) {
  const needed = requiredScopes[platform] ?? [];
  if (granted && needed.some((scope) => !granted.includes(scope))) throw new OAuthFailure(OAuthStateError.SCOPE_INVALID, 'scope invalid');
}

/** The short-video callback's code -> open id and access token (document 1: /open/tt/token). */
export async function shortVideoToken(services: Services, input: { code: string; redirectURI: string; state?: string }) {
  const settings = settingsFor(services, 'tiktok');
  try {
    if (input.redirectURI !== redirectUriFor(services, 'tiktok')) throw new OAuthFailure(OAuthStateError.STATE_MISMATCH, 'redirect mismatch');
    if (input.state) await consumeState(services, input.state, ['tiktok']);
    const token = await exchangeCode(settings, { code: input.code, redirectUri: input.redirectURI });
    checkScopes('tiktok', token.scope);
    const openId = token.openId ?? (await fetchIdentity(settings, token.accessToken)).externalId;
    return { openId, accessToken: token.accessToken };
  } catch (error) {
    throw asAppError(error);
  }
}

/** The bind call: the token is checked with the platform, and the open id it names must be the one given. */
export async function bindAccount(services: Services, userId: number, input: { platformAppId: number; openid: string; access_token: string }) {
  const platform = platformOfAppId(input.platformAppId);
  if (!platform) throw new AppError(OAuthStateError.AUTH_FAIL, 400, undefined, 'oauth_platform_unavailable');
  const settings = settingsFor(services, platform);
  try {
    const identity = await fetchIdentity(settings, input.access_token);
    if (input.openid !== identity.externalId && platform !== 'google') throw new OAuthFailure(OAuthStateError.AUTH_FAIL, 'open id differs');
    await saveLink(services, userId, platform, { ...identity, accessToken: input.access_token, scopes: identity.scope ?? settings.scopes });
    return { bound: true as const, platform, username: identity.username ?? identity.email ?? identity.displayName };
  } catch (error) {
    throw asAppError(error);
  }
}

/** The Google and video-sharing result pages: the state names the user, the token is checked, then linked. */
export async function verifyGoogleToken(services: Services, input: { state: string; accessToken: string }) {
  let platform: Platform = 'google';
  let nextPath = '/overview';
  try {
    const state = await consumeState(services, input.state, ['google', 'youtube']);
    platform = state.platform as Platform;
    nextPath = state.nextPath;
    const settings = settingsFor(services, platform);
    const identity = await fetchIdentity(settings, input.accessToken);
    checkScopes(platform, identity.scope);
    await saveLink(services, state.userId, platform, { ...identity, accessToken: input.accessToken, scopes: identity.scope ?? settings.scopes });
    return { errorCode: 0, platform, nextPath };
  } catch (error) {
    return { errorCode: errorCodeOf(error), platform, nextPath };
  }
}

/** The server-side callback of the code flows (Spotify, Instagram): the result goes to the generic status page. */
export async function finishCodeFlow(services: Services, platform: Platform, query: { code?: string; state?: string; error?: string }) {
  try {
    if (query.error) throw new OAuthFailure(OAuthStateError.AUTH_FAIL, query.error);
    if (!query.state) throw new OAuthFailure(OAuthStateError.STATE_MISMATCH, 'no state');
    const state = await consumeState(services, query.state, [platform]);
    if (!query.code) throw new OAuthFailure(OAuthStateError.AUTH_CODE_INVALID, 'no code');
    const settings = settingsFor(services, platform);
    const token = await exchangeCode(settings, { code: query.code, redirectUri: state.redirectUri, codeVerifier: state.codeVerifier });
    checkScopes(platform, token.scope);
    const identity = await fetchIdentity(settings, token.accessToken);
    await saveLink(services, state.userId, platform, { ...identity, ...token, scopes: token.scope ?? settings.scopes });
    return { errorCode: 0, errorMsg: '' };
  } catch (error) {
    return { errorCode: errorCodeOf(error), errorMsg: error instanceof Error ? error.message.slice(0, 100) : '' };
  }
}

const errorCodeOf = (error: unknown) => (error instanceof OAuthFailure ? error.code : error instanceof AppError ? error.code : OAuthStateError.AUTH_FAIL);

function asAppError(error: unknown): unknown {
  if (error instanceof OAuthFailure) {
    const key = { 10: 'oauth_auth_fail', 20: 'oauth_state_mismatch', 30: 'oauth_scope_invalid', 40: 'oauth_auth_code_invalid' }[error.code] ?? 'oauth_auth_fail';
    return new AppError(error.code, 400, undefined, key);
  }
  return error;
}

/** Reads the linked account's data from the platform (null fields when not linked or the platform refuses). */
export async function platformData(services: Services, userId: number, platform: Platform, path: string) {
  const link = await linkOf(services, userId, platform);
  if (!link) return { link: null, data: null };
  return { link, data: await callPlatformApi(settingsFor(services, platform), path, link.accessToken) };
}
