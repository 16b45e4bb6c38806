import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { linkedAccounts, oauthStates } from '@portal/db/schema';
import { BusinessCode, LoginCode, OAuthStateError } from '@portal/domain/errors';
import { AppError } from '../../platform/errors.ts';
import { sha256 } from '../../platform/tokens.ts';
import type { Services } from '../../platform/services.ts';
import { OAuthFailure } from './provider-client.ts';
import type { Platform, ProviderSettings } from './providers.ts';
import { publicOriginOf } from '../../config.ts';

const STATE_MINUTES = 15;

export function settingsFor(services: Services, platform: Platform): ProviderSettings {
  const settings = services.config.oauth[platform];
  if (!settings) throw new AppError(BusinessCode.REQUEST_COMMON, 400, undefined, 'oauth_platform_unavailable');
  return settings;
}

export const origin = (services: Services) => publicOriginOf(services.config);

/** Where each platform sends the user back: web pages for the implicit and short-video flows, the API otherwise. */
export function redirectUriFor(services: Services, platform: Platform): string {
  const base = origin(services);
  switch (platform) {
    case 'tiktok':
      return `${base}/oauth/tiktok/callback`;
    case 'google':
      return `${base}/oauth/google/link`;
    case 'youtube':
      return `${base}/oauth/youtube/result`;
    default:
      return `${base}/api/oauth/callback/${platform}`;
  }
}

/**
 * Starts linking: a state bound to the user (one use, 15 minutes) and the provider's authorisation address.
 * The short-video state also carries the next path and the redirect address, as its callback page expects.
 */
/** `extraScopes`: what a feature asks for beyond linking, such as the creation tools' posting (decision 038). */
export async function startAuthorization(services: Services, userId: number, platform: Platform, nextPath = '/overview', language = 'en', extraScopes: string[] = []) {
  const settings = settingsFor(services, platform);
  const redirectUri = redirectUriFor(services, platform);
  const nonce = randomBytes(16).toString('base64url');
  const state = platform === 'tiktok' ? Buffer.from(JSON.stringify({ nonce, nextPath, redirectURI: redirectUri })).toString('base64url') : nonce;
  const codeVerifier = settings.responseType === 'code' && platform !== 'tiktok' ? randomBytes(32).toString('base64url') : null;
  await services.db.insert(oauthStates).values({
    stateHash: sha256(state),
    userId,
    platform,
    nextPath,
    redirectUri,
    codeVerifier,
    expiresAt: new Date(Date.now() + STATE_MINUTES * 60_000),
  });
  const url = new URL(settings.authorizeUrl);
  const params: Record<string, string> = {
    response_type: settings.responseType,
    redirect_uri: redirectUri,
    state,
    scope: [...settings.scopes, ...extraScopes].join(platform === 'tiktok' ? ',' : ' '),
  };
  if (platform === 'tiktok') Object.assign(params, { client_key: settings.clientId, lang: language });
  else params.client_id = settings.clientId;
  if (codeVerifier) {
    params.code_challenge = createHash('sha256').update(codeVerifier).digest('base64url');
    params.code_challenge_method = 'S256';
  }
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return { authorizeUrl: url.toString(), state };
}

/** Uses a state up; an unknown, expired, used or other-platform state is error 20 (state mismatch). */
export async function consumeState(services: Services, state: string, platforms: Platform[]) {
  const [row] = await services.db
    .update(oauthStates)
    .set({ usedAt: new Date() })
    .where(and(eq(oauthStates.stateHash, sha256(state)), isNull(oauthStates.usedAt), gt(oauthStates.expiresAt, new Date())))
    .returning();
  if (!row || !platforms.includes(row.platform as Platform)) throw new OAuthFailure(OAuthStateError.STATE_MISMATCH, 'state mismatch');
  return row;
}

/** Links (or re-links) a platform account; an account already linked to someone else is refused (1041). */
export async function saveLink(
  services: Services,
  userId: number,
  platform: Platform,
  link: { externalId: string; username: string | null; displayName: string | null; accessToken: string; refreshToken?: string | null; scopes: string[]; expiresIn?: number | null },
) {
  const [taken] = await services.db
    .select({ userId: linkedAccounts.userId })
    .from(linkedAccounts)
    .where(and(eq(linkedAccounts.platform, platform), eq(linkedAccounts.externalId, link.externalId)));
  if (taken && taken.userId !== userId) throw new AppError(LoginCode.TT_BIND_ALREADY_EXISTS, 409);
  const values = {
    externalId: link.externalId,
    username: link.username,
    displayName: link.displayName,
    accessToken: link.accessToken,
    refreshToken: link.refreshToken ?? null,
    scopes: link.scopes,
    expiresAt: link.expiresIn ? new Date(Date.now() + link.expiresIn * 1000) : null,
    linkedAt: new Date(),
  };
  await services.db
    .insert(linkedAccounts)
    .values({ userId, platform, ...values })
    .onConflictDoUpdate({ target: [linkedAccounts.userId, linkedAccounts.platform], set: values });
}

export async function linkOf(services: Services, userId: number, platform: Platform) {
  const [row] = await services.db
    .select()
    .from(linkedAccounts)
    .where(and(eq(linkedAccounts.userId, userId), eq(linkedAccounts.platform, platform)));
  return row ?? null;
}

export function linkInfo(row: Awaited<ReturnType<typeof linkOf>>) {
  return {
    linked: row !== null,
    externalId: row?.externalId ?? null,
    username: row?.username ?? null,
    displayName: row?.displayName ?? null,
    scopes: (row?.scopes as string[] | undefined) ?? [],
    linkedAt: row?.linkedAt.toISOString() ?? null,
  };
}

export async function unlink(services: Services, userId: number, platform: Platform) {
  await services.db.delete(linkedAccounts).where(and(eq(linkedAccounts.userId, userId), eq(linkedAccounts.platform, platform)));
  return { ok: true as const };
}
