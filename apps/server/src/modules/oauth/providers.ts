/** The third-party platforms a portal account can link (document 1 sections 2 and 7). */
export const platforms = ['tiktok', 'google', 'youtube', 'spotify', 'instagram'] as const;
export type Platform = (typeof platforms)[number];

export interface ProviderSettings {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  /** Base of the platform's data API (channels, releases, profiles). */
  apiUrl: string;
  scopes: string[];
  /** 'token': the implicit flow, the access token comes back in the URL hash (the Google link pages). */
  responseType: 'code' | 'token';
}

const defaults: Record<Platform, Omit<ProviderSettings, 'clientId' | 'clientSecret'>> = {
  tiktok: {
    authorizeUrl: 'https://www.tiktok.com/v2/auth/authorize/',
    tokenUrl: 'https://open.tiktokapis.com/v2/oauth/token/',
    userInfoUrl: 'https://open.tiktokapis.com/v2/user/info/?fields=open_id,display_name,username',
    apiUrl: 'https://open.tiktokapis.com/v2',
    scopes: ['user.info.basic', 'user.info.username', 'music.profile.manage'],
    responseType: 'code',
  },
  google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userInfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    apiUrl: 'https://www.googleapis.com',
    scopes: ['openid', 'email', 'profile'],
    responseType: 'token',
  },
  youtube: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userInfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    apiUrl: 'https://www.googleapis.com/youtube/v3',
    scopes: ['openid', 'https://www.googleapis.com/auth/youtube.readonly'],
    responseType: 'token',
  },
  spotify: {
    authorizeUrl: 'https://accounts.spotify.com/authorize',
    tokenUrl: 'https://accounts.spotify.com/api/token',
    userInfoUrl: 'https://api.spotify.com/v1/me',
    apiUrl: 'https://api.spotify.com/v1',
    scopes: ['user-read-email', 'user-library-read'],
    responseType: 'code',
  },
  instagram: {
    authorizeUrl: 'https://api.instagram.com/oauth/authorize',
    tokenUrl: 'https://api.instagram.com/oauth/access_token',
    userInfoUrl: 'https://graph.instagram.com/me?fields=id,username',
    apiUrl: 'https://graph.instagram.com',
    scopes: ['user_profile'],
    responseType: 'code',
  },
};

/**
 * Provider settings from the environment: OAUTH_<PLATFORM>_CLIENT_ID and _CLIENT_SECRET switch a platform on;
 * _AUTHORIZE_URL, _TOKEN_URL, _USERINFO_URL and _API_URL override the public endpoints (tests point them at a
 * local OAuth server). A platform without a client id is not offered.
 */
export function providersFromEnv(env: NodeJS.ProcessEnv): Partial<Record<Platform, ProviderSettings>> {
  const out: Partial<Record<Platform, ProviderSettings>> = {};
  for (const platform of platforms) {
    const prefix = `OAUTH_${platform.toUpperCase()}_`;
    const clientId = env[`${prefix}CLIENT_ID`];
    if (!clientId) continue;
    const base = defaults[platform];
    out[platform] = {
      ...base,
      clientId,
      clientSecret: env[`${prefix}CLIENT_SECRET`] ?? '',
      authorizeUrl: env[`${prefix}AUTHORIZE_URL`] ?? base.authorizeUrl,
      tokenUrl: env[`${prefix}TOKEN_URL`] ?? base.tokenUrl,
      userInfoUrl: env[`${prefix}USERINFO_URL`] ?? base.userInfoUrl,
      apiUrl: env[`${prefix}API_URL`] ?? base.apiUrl,
    };
  }
  return out;
}

/** The platform app id document 1 gives the Google link page. */
export const GOOGLE_PLATFORM_APP_ID = 2243;

/** The account behind a token, whatever shape the platform answers in. */
// biome-ignore lint/suspicious/noExplicitAny: a provider's answer is untyped JSON, read field by field with fallbacks
export function readIdentity(body: Record<string, any>): { externalId: string; username: string | null; displayName: string | null; email: string | null } | null {
  const user = body?.data?.user ?? body;
  const externalId = user.open_id ?? user.sub ?? user.id ?? user.user_id;
  if (externalId === undefined || externalId === null || externalId === '') return null;
  return {
    externalId: String(externalId),
    username: user.username ?? null,
    displayName: user.display_name ?? user.name ?? null,
    email: user.email ?? null,
  };
}
