import { safeNextPath } from '../../lib/public-paths.ts';

/** The platforms an account can link (packages/contract/src/oauth.ts). */
export const PLATFORMS = ['tiktok', 'google', 'youtube', 'spotify', 'instagram'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const isPlatform = (value: string | null | undefined): value is Platform => PLATFORMS.includes(value as Platform);

/** Display-name message key of a platform (brand names, the same in every language). */
export const platformNameKey = (platform: Platform) => `platform_name_${platform}`;

export const BIND_PATH = '/third-party-bind';

/** The short-video state: base64url JSON with the nonce, the next path and the redirect address. */
export interface ShortVideoState {
  nonce?: string;
  nextPath?: string;
  redirectURI?: string;
}

/** Decodes the short-video state; anything that is not base64url JSON of an object gives null. */
export function decodeShortVideoState(state: string | null | undefined): ShortVideoState | null {
  if (!state || !/^[A-Za-z0-9_-]+={0,2}$/.test(state)) return null;
  try {
    const base64 = state.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const value = JSON.parse(new TextDecoder().decode(bytes)) as unknown;
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
    const record = value as Record<string, unknown>;
    const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : undefined);
    return { nonce: text('nonce'), nextPath: text('nextPath'), redirectURI: text('redirectURI') };
  } catch {
    return null;
  }
}

/** Encodes a short-video state the way the server does (tests and tools). */
export function encodeShortVideoState(value: ShortVideoState): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

const pathnameOf = (path: string) => path.split(/[?#]/)[0] ?? path;

/**
 * Where the short-video callback goes with a code: the bind page (with platform, code and state added to
 * its query) when the state's next path is the bind page, otherwise the next path itself.
 */
export function callbackTarget(decoded: ShortVideoState | null, code: string, state: string): string {
  const next = safeNextPath(decoded?.nextPath, '/overview');
  if (pathnameOf(next) !== BIND_PATH) return next;
  const [path, query = ''] = next.split('#')[0]!.split('?');
  const params = new URLSearchParams(query);
  params.set('platform', 'tiktok');
  params.set('code', code);
  params.set('state', state);
  return `${path}?${params.toString()}`;
}

/** After a bind the page goes on only to the overview, the music-tab middle page or the mobile overview. */
const CONTINUATIONS = new Set(['/overview', '/music-tab', '/mobile']);

export function bindContinuation(next: string | null | undefined): string {
  if (!next) return '/overview';
  const path = pathnameOf(safeNextPath(next, '/overview'));
  return CONTINUATIONS.has(path) ? path : '/overview';
}

/** The cancel address: the `cancel` query value when it is a same-origin path, else the overview. */
export function cancelTarget(cancel: string | null | undefined): string {
  if (!cancel?.trim().startsWith('/')) return '/overview';
  return safeNextPath(cancel, '/overview');
}

/** The callback's short-video redirect address when the state does not carry one. */
export const tiktokRedirectUri = (origin: string) => `${origin}/oauth/tiktok/callback`;

/** The OAuth status page's code: a whole number, or null when missing or not a number. */
export function parseErrorCode(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined || !/^-?\d+$/.test(raw.trim())) return null;
  return Number(raw.trim());
}

/** Message of a failed OAuth result: scope invalid (30) and state mismatch (20) have their own, the rest share one. */
export function oauthStatusMessageKey(code: number | null): string {
  if (code === 30) return 'oauth_scope_invalid';
  if (code === 20) return 'oauth_state_mismatch';
  return 'oauth_status_error_generic';
}

/** The implicit-flow answer in a URL hash (`#access_token=…&state=…` or `#error=…`). */
export interface HashResult {
  hasHash: boolean;
  error: string | null;
  accessToken: string | null;
  state: string | null;
}

export function readHash(hash: string): HashResult {
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  const params = new URLSearchParams(text);
  const value = (key: string) => params.get(key) || null;
  return { hasHash: text.length > 0, error: value('error'), accessToken: value('access_token'), state: value('state') };
}

/** Why a video-sharing result is a failure before any call, or null when the hash is complete. */
export function hashFailure(result: HashResult): string | null {
  if (!result.hasHash) return 'no hash';
  if (result.error) return result.error;
  if (!result.accessToken || !result.state) return 'incomplete params';
  return null;
}
