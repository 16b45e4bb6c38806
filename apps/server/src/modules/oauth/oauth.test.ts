import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OAuth2Server } from 'oauth2-mock-server';
import { OAuthStateError as E } from '@portal/domain/errors';
import { createTestContext, signUpArtist, type TestContext } from '../../test/harness.ts';
import { platforms, type ProviderSettings } from './providers.ts';

// A real OAuth 2 server (authorize, token, userinfo) and a small data API, both on this machine.
let oauth: OAuth2Server;
let api: Server;
let ctx: TestContext;

beforeAll(async () => {
  oauth = new OAuth2Server();
  await oauth.issuer.keys.generate('RS256');
  await oauth.start(0, '127.0.0.1');
  api = createServer((req, res) => {
    const token = req.headers.authorization ?? '';
    res.setHeader('content-type', 'application/json');
    if (!token.startsWith('Bearer ')) return res.writeHead(401).end('{}');
    if (req.url?.startsWith('/channels')) return res.end(JSON.stringify({ items: [{ id: 'UC123', snippet: { title: 'Test Channel' }, statistics: { subscriberCount: '4200' } }] }));
    if (req.url?.startsWith('/me/albums')) return res.end(JSON.stringify({ items: [{ album: { id: 'alb1', name: 'First Light', release_date: '2025-05-01' } }] }));
    if (req.url?.startsWith('/me')) return res.end(JSON.stringify({ id: 'ig-77', username: 'lunavale', media_count: 12 }));
    res.writeHead(404).end('{}');
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const issuer = oauth.issuer.url!;
  const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  const settings = (scopes: string[], responseType: 'code' | 'token'): ProviderSettings => ({
    clientId: 'portal-client',
    clientSecret: 'portal-secret',
    authorizeUrl: `${issuer}/authorize`,
    tokenUrl: `${issuer}/token`,
    userInfoUrl: `${issuer}/userinfo`,
    apiUrl,
    scopes,
    responseType,
  });
  ctx = await createTestContext({
    publicOrigin: 'http://portal.test',
    oauth: {
      tiktok: settings(['user.info.basic', 'user.info.username', 'music.profile.manage'], 'code'),
      google: settings(['openid', 'email'], 'token'),
      youtube: settings(['openid', 'https://www.googleapis.com/auth/youtube.readonly'], 'token'),
      spotify: settings(['user-read-email'], 'code'),
      instagram: settings(['user_profile'], 'code'),
    },
  });
});
afterAll(async () => {
  await ctx?.close();
  await oauth?.stop();
  api?.close();
});

/** Follows the provider's authorize redirect like a browser whose user clicks "Allow". */
async function allow(authorizeUrl: string): Promise<URL> {
  const response = await fetch(authorizeUrl, { redirect: 'manual' });
  return new URL(response.headers.get('location')!);
}

const userInfo = (body: Record<string, unknown>) => oauth.service.once('beforeUserinfo', (response) => void (response.body = body));

describe('code flow with PKCE (Spotify, Instagram)', () => {
  it('links the account and reads from the platform, then refuses the same state twice', async () => {
    const user = await signUpArtist(ctx);
    const { authorizeUrl } = (await user.client.get('/api/oauth/spotify/register', { next: '/settings' })).body.data;
    const start = new URL(authorizeUrl);
    expect(start.searchParams.get('code_challenge_method')).toBe('S256');
    expect(start.searchParams.get('redirect_uri')).toBe('http://portal.test/api/oauth/callback/spotify');

    const back = await allow(authorizeUrl);
    userInfo({ id: 'spotify-42', display_name: 'DJ Test' });
    const callback = await ctx.client().get(`/api/oauth/callback/spotify${back.search}`);
    expect(callback.status).toBe(302);
    expect(callback.headers.location).toBe('/oauth/status?errorCode=0&platform=spotify');

    const linked = (await user.client.get('/api/oauth/linked')).body.data.platforms.find((p: { platform: string }) => p.platform === 'spotify');
    expect(linked).toMatchObject({ available: true, linked: true, externalId: 'spotify-42', displayName: 'DJ Test' });
    expect((await user.client.get('/api/spotify/release-info')).body.data).toEqual({ linked: true, releases: [{ id: 'alb1', name: 'First Light', releaseDate: '2025-05-01' }] });
    expect((await user.client.get('/api/oauth/spotify/instant-access')).body.data).toMatchObject({ linked: true, eligible: true });

    const replay = await ctx.client().get(`/api/oauth/callback/spotify${back.search}`);
    expect(replay.headers.location).toContain(`errorCode=${E.STATE_MISMATCH}`);
  });

  it('answers 10 when the user declines, 20 for a forged state and 40 for a refused code', async () => {
    const user = await signUpArtist(ctx);
    const denied = await ctx.client().get('/api/oauth/callback/instagram?error=access_denied&state=x');
    expect(denied.headers.location).toContain(`errorCode=${E.AUTH_FAIL}`);
    const forged = await ctx.client().get('/api/oauth/callback/instagram?code=abc&state=forged');
    expect(forged.headers.location).toContain(`errorCode=${E.STATE_MISMATCH}`);

    const { authorizeUrl } = (await user.client.get('/api/oauth/authorize', { platform: 'instagram' })).body.data;
    const back = await allow(authorizeUrl);
    oauth.service.once('beforeResponse', (response) => {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant' };
    });
    const refused = await ctx.client().get(`/api/oauth/callback/instagram${back.search}`);
    expect(refused.headers.location).toContain(`errorCode=${E.AUTH_CODE_INVALID}`);
    expect((await user.client.get('/api/oauth/instagram/user')).body.data.linked).toBe(false);
  });

  it('reads the linked Instagram profile and refuses one platform account for two portal accounts (1041)', async () => {
    const first = await signUpArtist(ctx);
    const second = await signUpArtist(ctx);
    for (const [user, expected] of [
      [first, `errorCode=0`],
      [second, `errorCode=1041`],
    ] as const) {
      const { authorizeUrl } = (await user.client.get('/api/oauth/authorize', { platform: 'instagram' })).body.data;
      const back = await allow(authorizeUrl);
      userInfo({ id: 'ig-77', username: 'lunavale' });
      expect((await ctx.client().get(`/api/oauth/callback/instagram${back.search}`)).headers.location).toContain(expected);
    }
    expect((await first.client.get('/api/oauth/instagram/user')).body.data).toEqual({ linked: true, id: 'ig-77', username: 'lunavale', mediaCount: 12 });
    expect((await second.client.get('/api/oauth/instagram/user')).body.data.linked).toBe(false);
  });
});

describe('short-video platform', () => {
  it('asks for the three scopes, swaps the callback code for a token, binds and records the grant', async () => {
    const user = await signUpArtist(ctx);
    const { authorizeUrl, state } = (await user.client.get('/api/oauth/authorize', { platform: 'tiktok', next: '/music-tab' })).body.data;
    const start = new URL(authorizeUrl);
    expect(start.searchParams.get('client_key')).toBe('portal-client');
    expect(start.searchParams.get('scope')).toBe('user.info.basic,user.info.username,music.profile.manage');
    expect(JSON.parse(Buffer.from(state, 'base64url').toString())).toMatchObject({ nextPath: '/music-tab', redirectURI: 'http://portal.test/oauth/tiktok/callback' });

    const back = await allow(authorizeUrl);
    expect(back.pathname).toBe('/oauth/tiktok/callback');
    oauth.service.once('beforeResponse', (response) => void ((response.body as Record<string, unknown>).scope = 'user.info.basic,user.info.username,music.profile.manage'));
    userInfo({ data: { user: { open_id: 'tt-open-1', display_name: 'Luna', username: 'luna.vale' } } });
    const token = await ctx.client().get('/api/open/tt/token', { code: back.searchParams.get('code')!, redirectURI: 'http://portal.test/oauth/tiktok/callback', state });
    expect(token.body.data).toMatchObject({ openId: 'tt-open-1', accessToken: expect.any(String) });

    userInfo({ data: { user: { open_id: 'tt-open-1', display_name: 'Luna', username: 'luna.vale' } } });
    const bound = await user.client.post('/api/user/third-party/bind', { platformAppId: 1233, openid: 'tt-open-1', access_token: token.body.data.accessToken });
    expect(bound.body.data).toEqual({ bound: true, platform: 'tiktok', username: 'luna.vale' });
    await user.client.post('/api/user/tt/auth/update', { scopes: ['user.info.basic', 'music.profile.manage'] });
    expect((await user.client.get('/api/user/tt/auth/info')).body.data).toMatchObject({ linked: true, externalId: 'tt-open-1', scopes: ['user.info.basic', 'music.profile.manage'] });
    expect((await user.client.get('/api/user/music-tab/info')).body.data).toMatchObject({ linked: true, confirmed: false, isLabel: false });
    await user.client.post('/api/user/music-tab/confirm');
    expect((await user.client.get('/api/user/music-tab/info')).body.data.confirmed).toBe(true);
  });

  it('answers 30 when a scope was not granted, 20 for a foreign state, and refuses a token for another open id', async () => {
    const user = await signUpArtist(ctx);
    const { authorizeUrl, state } = (await user.client.get('/api/oauth/authorize', { platform: 'tiktok' })).body.data;
    const back = await allow(authorizeUrl);
    oauth.service.once('beforeResponse', (response) => void ((response.body as Record<string, unknown>).scope = 'user.info.username'));
    const narrow = await ctx.client().get('/api/open/tt/token', { code: back.searchParams.get('code')!, redirectURI: 'http://portal.test/oauth/tiktok/callback' });
    expect(narrow.body.baseResponse).toMatchObject({ errorCode: E.SCOPE_INVALID, messageKey: 'oauth_scope_invalid' });
    const reused = await ctx.client().get('/api/open/tt/token', { code: 'x', redirectURI: 'http://portal.test/oauth/tiktok/callback', state: `${state}x` });
    expect(reused.body.baseResponse.errorCode).toBe(E.STATE_MISMATCH);

    userInfo({ data: { user: { open_id: 'someone-else' } } });
    const wrong = await user.client.post('/api/user/third-party/bind', { platformAppId: 1233, openid: 'tt-open-2', access_token: 'token' });
    expect(wrong.body.baseResponse.errorCode).toBe(E.AUTH_FAIL);
    expect((await user.client.get('/api/user/tt/auth/info')).body.data.linked).toBe(false);
  });
});

describe('Google and the video-sharing platform (token in the URL hash)', () => {
  it('verifies the token with its state, reads the channel, and unlinks', async () => {
    const user = await signUpArtist(ctx);
    const { state } = (await user.client.get('/api/oauth/authorize', { platform: 'youtube', next: '/overview' })).body.data;
    const accessToken = await oauth.issuer.buildToken();
    userInfo({ sub: 'g-1', name: 'Luna', scope: 'openid https://www.googleapis.com/auth/youtube.readonly' });
    expect((await ctx.client().post('/api/open/oauth/google/verify', { state, accessToken })).body.data).toEqual({ errorCode: 0, platform: 'youtube', nextPath: '/overview' });
    expect((await ctx.client().post('/api/open/oauth/google/verify', { state, accessToken })).body.data.errorCode).toBe(E.STATE_MISMATCH);
    expect((await user.client.get('/api/youtube/channel/info')).body.data).toEqual({ linked: true, channelId: 'UC123', title: 'Test Channel', subscriberCount: 4200 });

    const second = (await user.client.get('/api/oauth/authorize', { platform: 'youtube' })).body.data.state;
    userInfo({ sub: 'g-1', scope: 'openid' });
    expect((await ctx.client().post('/api/open/oauth/google/verify', { state: second, accessToken })).body.data.errorCode).toBe(E.SCOPE_INVALID);
  });

  it('links a Google account through the bind call with app id 2243, shows and unlinks it', async () => {
    const user = await signUpArtist(ctx);
    const { authorizeUrl } = (await user.client.get('/api/oauth/google/register')).body.data;
    expect(new URL(authorizeUrl).searchParams.get('response_type')).toBe('token');
    userInfo({ sub: 'g-2', email: 'luna@example.com' });
    const bound = await user.client.post('/api/user/third-party/bind', { platformAppId: 2243, openid: '', access_token: await oauth.issuer.buildToken() });
    expect(bound.body.data).toEqual({ bound: true, platform: 'google', username: 'luna@example.com' });
    expect((await user.client.get('/api/oauth/google/verify')).body.data).toMatchObject({ linked: true, externalId: 'g-2' });
    expect((await user.client.call('DELETE', '/api/oauth/google/verify')).status).toBe(200);
    expect((await user.client.get('/api/oauth/google/verify')).body.data.linked).toBe(false);
  });

  it('offers only configured platforms', async () => {
    const bare = await createTestContext();
    try {
      const user = await signUpArtist(bare);
      const list = (await user.client.get('/api/oauth/linked')).body.data.platforms;
      expect(list.map((p: { platform: string; available: boolean }) => p.available)).toEqual(platforms.map(() => false));
      expect((await user.client.get('/api/oauth/google/register')).body.baseResponse.messageKey).toBe('oauth_platform_unavailable');
    } finally {
      await bare.close();
    }
  });
});
