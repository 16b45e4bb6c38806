import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient, resetApiClient } from '../lib/api-client.ts';
import { queryClient } from '../lib/query-client.ts';
import { inviteLoader, protectedLoader, startLoader } from './guards.ts';

type Answer = { status?: number; data?: unknown; errorCode?: number };

function server(routes: Record<string, Answer>) {
  return vi.fn(async (url: string) => {
    const path = url.replace(/^\/api/, '').split('?')[0]!;
    const answer = routes[path] ?? { status: 404, errorCode: 70000 };
    const status = answer.status ?? 200;
    const body =
      status < 300
        ? { baseResponse: { errorCode: 0, message: 'success' }, data: answer.data }
        : { baseResponse: { errorCode: answer.errorCode ?? 70000, message: 'x', messageKey: 'error_not_logged_in' } };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
}

const region = (over: Partial<{ isLogin: boolean; regionBanned: boolean }> = {}) => ({
  region: 'BR',
  isLogin: true,
  regionBanned: false,
  showRestoreRegion: false,
  prefixRegionList: [],
  ...over,
});
const user = (over: Record<string, unknown> = {}) => ({ user: { userId: 1, needsProfile: false, isAdmin: false, ...over } });
const basic = (testMode: boolean) => ({ testMode, regions: [], languages: [] });

async function outcome(loader: (args: never) => unknown, url: string): Promise<string | null> {
  try {
    await loader({ request: new Request(`http://portal.test${url}`), params: {}, context: {} } as never);
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('location');
    throw thrown;
  }
}

describe('route guards', () => {
  beforeEach(() => queryClient.clear());
  afterEach(() => {
    resetApiClient();
    vi.unstubAllGlobals();
  });

  const use = (routes: Record<string, Answer>) => configureApiClient({ fetch: server(routes) as never, redirect: () => {}, location: () => ({ pathname: '/', search: '' }) });

  it('sends visitors to /login with the page and query as next', async () => {
    use({ '/open/region': { data: region({ isLogin: false }) } });
    expect(await outcome(protectedLoader(), '/overview?tab=2')).toBe('/login?next=%2Foverview%3Ftab%3D2');
  });

  it('sends visitors to /login when the session turns out to be gone (401)', async () => {
    use({ '/open/region': { data: region() }, '/user': { status: 401 } });
    expect(await outcome(protectedLoader(), '/overview')).toBe('/login?next=%2Foverview');
  });

  it('sends everyone home from a banned region', async () => {
    use({ '/open/region': { data: region({ regionBanned: true }) }, '/user': { data: user() } });
    expect(await outcome(protectedLoader(), '/overview')).toBe('/');
  });

  it('lets a signed-in user with a profile through', async () => {
    use({ '/open/region': { data: region() }, '/user': { data: user() } });
    expect(await outcome(protectedLoader(), '/overview')).toBeNull();
  });

  it('sends an account without a profile to /start', async () => {
    use({ '/open/region': { data: region() }, '/user': { data: user({ needsProfile: true }) } });
    expect(await outcome(protectedLoader(), '/overview')).toBe('/start?next=%2Foverview');
  });

  it('keeps operator pages for isAdmin', async () => {
    use({ '/open/region': { data: region() }, '/user': { data: user({ isAdmin: false }) } });
    expect(await outcome(protectedLoader({ admin: true }), '/admin')).toBe('/');
    queryClient.clear();
    use({ '/open/region': { data: region() }, '/user': { data: user({ isAdmin: true }) } });
    expect(await outcome(protectedLoader({ admin: true }), '/admin')).toBeNull();
  });

  it('keeps developer pages for test mode', async () => {
    use({ '/open/region': { data: region() }, '/user': { data: user() }, '/system/basic': { data: basic(false) } });
    expect(await outcome(protectedLoader({ testMode: true }), '/test-config')).toBe('/');
    queryClient.clear();
    use({ '/open/region': { data: region() }, '/user': { data: user() }, '/system/basic': { data: basic(true) } });
    expect(await outcome(protectedLoader({ testMode: true }), '/test-config')).toBeNull();
  });

  it('/start shows the profile form while it is missing, else goes on', async () => {
    use({ '/open/region': { data: region() }, '/user': { data: user({ needsProfile: true }) } });
    expect(await outcome(startLoader, '/start')).toBeNull();
    queryClient.clear();
    use({ '/open/region': { data: region() }, '/user': { data: user() } });
    expect(await outcome(startLoader, '/start')).toBe('/overview');
    expect(await outcome(startLoader, '/start?next=%2Fadmin')).toBe('/admin');
    expect(await outcome(startLoader, '/start?next=https%3A%2F%2Fevil.example')).toBe('/overview');
  });
});

describe('invite entry', () => {
  afterEach(() => vi.unstubAllGlobals());

  function fakeSessionStorage() {
    const items = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => items.set(k, v),
      removeItem: (k: string) => items.delete(k),
    });
    return items;
  }

  it('keeps the invite codes and opens sign-up for the region', () => {
    const items = fakeSessionStorage();
    const response = inviteLoader({ request: new Request('http://portal.test/invite?invite-code=ABC&region=mx&manager_invite_code=M1') } as never);
    expect(response.headers.get('location')).toBe('/sign-up?next=overview&region=MX');
    expect(items.get('invite-code')).toBe('ABC');
    expect(items.get('manager-invite-code')).toBe('M1');
  });

  it('defaults the region to BR', () => {
    fakeSessionStorage();
    const response = inviteLoader({ request: new Request('http://portal.test/invite') } as never);
    expect(response.headers.get('location')).toBe('/sign-up?next=overview&region=BR');
  });
});
