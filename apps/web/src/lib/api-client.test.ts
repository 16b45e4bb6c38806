import * as openRoutes from '@portal/contract/heads/open';
import * as passportRoutes from '@portal/contract/heads/passport';
import * as userRoutes from '@portal/contract/heads/user';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, configureApiClient, resetApiClient, retryPolicy } from './api-client.ts';

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers } });
}

const ok = (data: unknown) => jsonResponse(200, { baseResponse: { errorCode: 0, message: 'success' }, data });
const failure = (status: number, errorCode: number, messageKey: string, details?: unknown[]) =>
  jsonResponse(status, { baseResponse: { errorCode, message: 'translated', messageKey, ...(details ? { details } : {}) } });

describe('api client', () => {
  let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit & { headers: Record<string, string> }) => Promise<Response>>>;
  let redirect: ReturnType<typeof vi.fn<(url: string) => void>>;
  let clear: ReturnType<typeof vi.fn<() => void>>;
  let onStatus432: ReturnType<typeof vi.fn<() => void>>;
  let report: ReturnType<typeof vi.fn<(error: ApiError) => void>>;
  let location = { pathname: '/overview', search: '?tab=1' };

  beforeEach(() => {
    fetchMock = vi.fn();
    redirect = vi.fn();
    clear = vi.fn();
    onStatus432 = vi.fn();
    report = vi.fn();
    location = { pathname: '/overview', search: '?tab=1' };
    configureApiClient({
      fetch: fetchMock as unknown as typeof fetch,
      redirect,
      location: () => location,
      sessionCache: { clear },
      onStatus432,
      report,
      readCsrfToken: () => 'token-123',
    });
  });

  afterEach(() => {
    resetApiClient();
    vi.unstubAllGlobals();
  });

  it('returns data of a successful call and sends no CSRF header on GET', async () => {
    fetchMock.mockResolvedValue(ok({ pong: true, time: 'now' }));
    await expect(api(openRoutes.ping)).resolves.toEqual({ pong: true, time: 'now' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/open/ping');
    expect(init.method).toBe('GET');
    expect(init.headers['x-csrf-token']).toBeUndefined();
    expect(init.body).toBeUndefined();
  });

  it('puts the query in the query string, skipping empty values', async () => {
    fetchMock.mockResolvedValue(ok({ user: {} }));
    await api(userRoutes.getUser, { query: { withPhone: true } });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/user?withPhone=true');
  });

  it('sends JSON with the CSRF header from the csrf_token cookie on non-GET calls', async () => {
    fetchMock.mockResolvedValue(ok({ userId: 7, needsProfile: false }));
    await api(passportRoutes.loginPassword, { body: { email: 'a@b.co', password: 'pw12345678' } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/passport/login/password');
    expect(init.method).toBe('POST');
    expect(init.headers['x-csrf-token']).toBe('token-123');
    expect(init.headers['content-type']).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'a@b.co', password: 'pw12345678' });
  });

  it('asks for keepalive only when the call must outlive the page', async () => {
    fetchMock.mockImplementation(async () => ok({ userId: 7, needsProfile: false }));
    await api(passportRoutes.loginPassword, { body: { email: 'a@b.co', password: 'pw12345678' }, keepalive: true });
    await api(passportRoutes.loginPassword, { body: { email: 'a@b.co', password: 'pw12345678' } });
    expect(fetchMock.mock.calls.map(([, init]) => init.keepalive)).toEqual([true, undefined]);
  });

  it('reads the CSRF token from document.cookie by default', async () => {
    resetApiClient();
    configureApiClient({ fetch: fetchMock as unknown as typeof fetch, redirect, location: () => location });
    vi.stubGlobal('document', { cookie: 'sid=x; csrf_token=from-cookie; lang=en' });
    fetchMock.mockResolvedValue(ok({ loggedOut: true }));
    await api(passportRoutes.logout);
    expect(fetchMock.mock.calls[0]![1].headers['x-csrf-token']).toBe('from-cookie');
  });

  it('throws ApiError with status, errorCode, messageKey and details for status 300 and above', async () => {
    fetchMock.mockResolvedValue(failure(400, 1031, 'enter_valid_email_tips', [{ field: 'email', messageKey: 'enter_valid_email_tips', message: 'x' }]));
    const error = await api(passportRoutes.loginPassword, { body: { email: 'bad', password: 'x' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, errorCode: 1031, messageKey: 'enter_valid_email_tips' });
    expect((error as ApiError).details).toEqual([{ field: 'email', messageKey: 'enter_valid_email_tips', message: 'x' }]);
    expect(report).toHaveBeenCalledOnce();
    expect(redirect).not.toHaveBeenCalled();
    expect(clear).not.toHaveBeenCalled();
  });

  it('treats a redirect status as an error too', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 302, statusText: 'Found' }));
    const error = (await api(openRoutes.ping).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(302);
    expect(error.errorCode).toBe(0);
    expect(error.message).toBe('Found');
  });

  it('does not parse bodies that are not JSON', async () => {
    fetchMock.mockResolvedValue(new Response('<html>bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    const error = (await api(openRoutes.ping).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.messageKey).toBeNull();
  });

  it('throws when a 200 answer carries a non-zero errorCode', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { baseResponse: { errorCode: 60000, message: 'no', messageKey: 'error_common_business' } }));
    await expect(api(openRoutes.ping)).rejects.toMatchObject({ status: 200, errorCode: 60000 });
  });

  it('on 401 outside public paths clears the session and goes to /login with next', async () => {
    fetchMock.mockResolvedValue(failure(401, 70000, 'error_not_logged_in'));
    const error = (await api(userRoutes.getUser).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('User not logged-in');
    expect(clear).toHaveBeenCalledOnce();
    expect(redirect).toHaveBeenCalledWith('/login?next=%2Foverview%3Ftab%3D1');
    expect(report).not.toHaveBeenCalled();
    expect(onStatus432).not.toHaveBeenCalled();
  });

  it('on 401 on a public path clears the session but stays', async () => {
    location = { pathname: '/login', search: '?next=%2Foverview' };
    fetchMock.mockResolvedValue(failure(401, 70000, 'error_not_logged_in'));
    await expect(api(userRoutes.getUser)).rejects.toBeInstanceOf(ApiError);
    expect(clear).toHaveBeenCalledOnce();
    expect(redirect).not.toHaveBeenCalled();
  });

  it('on 432 also runs the extra handler', async () => {
    fetchMock.mockResolvedValue(failure(432, 70000, 'error_not_logged_in'));
    await expect(api(userRoutes.getUser)).rejects.toMatchObject({ status: 432 });
    expect(clear).toHaveBeenCalledOnce();
    expect(onStatus432).toHaveBeenCalledOnce();
    expect(redirect).toHaveBeenCalledWith('/login?next=%2Foverview%3Ftab%3D1');
  });
});

describe('retry policy', () => {
  const error = (status: number) => new ApiError({ status });

  it('retries a GET twice when the status is above 500', () => {
    expect(retryPolicy(0, error(502))).toBe(true);
    expect(retryPolicy(1, error(503))).toBe(true);
    expect(retryPolicy(2, error(503))).toBe(false);
  });

  it('does not retry 500, client errors or network failures', () => {
    expect(retryPolicy(0, error(500))).toBe(false);
    expect(retryPolicy(0, error(404))).toBe(false);
    expect(retryPolicy(0, error(401))).toBe(false);
    expect(retryPolicy(0, new TypeError('Failed to fetch'))).toBe(false);
  });
});
