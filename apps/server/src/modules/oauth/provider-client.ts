import { OAuthStateError } from '@portal/domain/errors';
import type { ProviderSettings } from './providers.ts';
import { readIdentity } from './providers.ts';

/** A platform answered with an OAuth failure; `code` is one of document 1's OAuth state errors. */
export class OAuthFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

const TIMEOUT_MS = 10_000;

// biome-ignore lint/suspicious/noExplicitAny: a provider's answer is untyped JSON, read field by field with fallbacks
async function readJson(response: Response): Promise<Record<string, any>> {
  try {
    // biome-ignore lint/suspicious/noExplicitAny: a provider's answer is untyped JSON, read field by field with fallbacks
    return (await response.json()) as Record<string, any>;
  } catch {
    return {};
  }
}

/** Authorisation code -> tokens. A refused code is error 40; anything else going wrong is 10. */
export async function exchangeCode(settings: ProviderSettings, input: { code: string; redirectUri: string; codeVerifier?: string | null }) {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code: input.code,
    redirect_uri: input.redirectUri,
    client_id: settings.clientId,
    client_key: settings.clientId,
    client_secret: settings.clientSecret,
    ...(input.codeVerifier ? { code_verifier: input.codeVerifier } : {}),
  });
  let response: Response;
  try {
    response = await fetch(settings.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new OAuthFailure(OAuthStateError.AUTH_FAIL, 'token endpoint unreachable');
  }
  const body = await readJson(response);
  const data = body.data && typeof body.data === 'object' && body.data.access_token ? body.data : body;
  if (!response.ok || !data.access_token) {
    const refused = body.error === 'invalid_grant' || body.error === 'invalid_request' || response.status === 400;
    throw new OAuthFailure(refused ? OAuthStateError.AUTH_CODE_INVALID : OAuthStateError.AUTH_FAIL, String(body.error ?? response.status));
  }
  return {
    accessToken: String(data.access_token),
    refreshToken: data.refresh_token ? String(data.refresh_token) : null,
    expiresIn: Number(data.expires_in ?? 0) || null,
    scope: typeof data.scope === 'string' ? data.scope.split(/[ ,]+/).filter(Boolean) : null,
    openId: data.open_id ? String(data.open_id) : null,
  };
}

/** The platform account behind an access token; a refused token is error 10 (auth fail). */
export async function fetchIdentity(settings: ProviderSettings, accessToken: string) {
  let response: Response;
  try {
    response = await fetch(settings.userInfoUrl, { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    throw new OAuthFailure(OAuthStateError.AUTH_FAIL, 'userinfo unreachable');
  }
  const body = await readJson(response);
  const identity = response.ok ? readIdentity(body) : null;
  if (!identity) throw new OAuthFailure(OAuthStateError.AUTH_FAIL, 'userinfo refused the token');
  const scope = typeof body.scope === 'string' ? body.scope.split(/[ ,]+/).filter(Boolean) : null;
  return { ...identity, scope };
}

/** One GET of the platform's data API with the linked account's token. */
// biome-ignore lint/suspicious/noExplicitAny: a provider's answer is untyped JSON, read field by field with fallbacks
export async function callPlatformApi(settings: ProviderSettings, path: string, accessToken: string): Promise<Record<string, any> | null> {
  try {
    const response = await fetch(`${settings.apiUrl.replace(/\/$/, '')}${path}`, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    return response.ok ? await readJson(response) : null;
  } catch {
    return null;
  }
}
