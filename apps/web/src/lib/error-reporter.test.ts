// @vitest-environment happy-dom
import * as releaseRoutes from '@portal/contract/heads/releases';
import { CLIENT_REPORT_LIMITS } from '@portal/domain/client-reports';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, ApiError, configureApiClient, resetApiClient } from './api-client.ts';
import { writeCookie } from './cookies.ts';
import { type ClientReport, createReporter, installErrorReporting, type Reporter, reportRenderFailure, WEB_RELEASE } from './error-reporter.ts';
import { activateLanguage, addCatalog, i18n } from './translator.ts';

/** The requests the installed reporter sent, as the server would read them. */
const sent: { url: string; init: RequestInit; reports: ClientReport[] }[] = [];
let reporter: Reporter;
const language = 'pt-BR';

beforeAll(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, init, reports: JSON.parse(String(init.body)).reports });
      return new Response('{}', { status: 200 });
    }),
  );
  writeCookie('csrf_token', 'csrf-123');
  window.history.replaceState(null, '', '/release-management/4821/stores?email=luna@example.com');
  reporter = installErrorReporting({ language: () => language });
});
afterAll(() => vi.unstubAllGlobals());
afterEach(() => {
  sent.length = 0;
  resetApiClient();
  vi.useRealTimers();
});

/** What the page sends now (it would after its short wait, or when it goes away). */
const flushed = () => {
  reporter.flush();
  return sent.flatMap((request) => request.reports);
};

describe('the error reporter in the page', () => {
  it('reports an uncaught error with its top frame, the route as a pattern, the release and the language, in a keepalive request with the CSRF header', () => {
    const error = new TypeError('Cannot read properties of undefined (reading "tracks")');
    error.stack = `TypeError: Cannot read properties of undefined (reading "tracks")\n    at StoreList (https://portal.example/assets/Bx7f9K2a.js:1:20431)\n    at render (https://portal.example/assets/app.js:2:10)`;
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
    expect(flushed()).toEqual([
      {
        kind: 'error',
        message: 'TypeError: Cannot read properties of undefined (reading "tracks")',
        frame: 'at StoreList (https://portal.example/assets/Bx7f9K2a.js:1:20431)',
        route: '/release-management/:id/stores',
        release: WEB_RELEASE,
        language: 'pt-BR',
      },
    ]);
    const [request] = sent;
    expect(request!.url).toBe('/api/monitoring/client-errors');
    expect(request!.init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'same-origin' });
    expect(request!.init.headers).toMatchObject({ 'content-type': 'application/json', 'x-csrf-token': 'csrf-123' });
  });

  it('scrubs personal data before it leaves the page', () => {
    window.dispatchEvent(new ErrorEvent('error', { message: 'Uncaught Error: no account for luna@example.com, phone +1 (415) 555-0133, session 9f8e7d6c5b4a39281706f5e4' }));
    const [report] = flushed();
    expect(report!.message).toBe('Uncaught Error: no account for <email>, phone <number>, session <token>');
    expect(JSON.stringify(sent)).not.toMatch(/luna|555-0133|9f8e7d6c/);
  });

  it('reports unhandled rejections, but not failed calls (the API client reports those) nor the browser’s own noise', () => {
    const rejection = (reason: unknown) => window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason, promise: Promise.resolve() }));
    rejection(new Error('upload worker died'));
    rejection(new ApiError({ status: 500, errorCode: 80000 }));
    rejection(Object.assign(new Error('aborted'), { name: 'AbortError' }));
    window.dispatchEvent(new ErrorEvent('error', { message: 'ResizeObserver loop completed with undelivered notifications.' }));
    expect(flushed().map((report) => [report.kind, report.message])).toEqual([['error', 'Error: upload worker died']]);
  });

  it('reports failed calls of 400 and above except 401, by status, route and message key', async () => {
    const answers = [
      new Response(JSON.stringify({ baseResponse: { errorCode: 70000, message: 'Champ invalide', messageKey: 'error_invalid_request' } }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      }),
      new Response('{}', { status: 401, headers: { 'content-type': 'application/json' } }),
    ];
    configureApiClient({ fetch: (async () => answers.shift()!) as typeof fetch, redirect: () => {}, readCsrfToken: () => 'csrf-123' });
    await expect(api(releaseRoutes.submitRelease, { body: {} as never })).rejects.toBeInstanceOf(ApiError);
    await expect(api(releaseRoutes.submitRelease, { body: {} as never })).rejects.toBeInstanceOf(ApiError);
    expect(flushed().map((report) => [report.kind, report.message])).toEqual([['api', `400 POST ${releaseRoutes.submitRelease.path} error_invalid_request (70000)`]]);
  });

  it('reports a missing text key or variable with the language it was missing in, and the error screen', () => {
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => {});
    addCatalog('en', { monitoring_test_greeting: 'Hello {{name}}' });
    activateLanguage('fr');
    i18n.t('monitoring_test_absent');
    i18n.t('monitoring_test_greeting');
    activateLanguage('en');
    expect(console).toHaveBeenCalledWith('[monitoring] missing i18n key: monitoring_test_absent (fr)');
    console.mockRestore();
    reportRenderFailure(new ApiError({ status: 503, errorCode: 80001, messageKey: 'error_system_overload', message: 'Le système est surchargé' }));
    expect(flushed().map((report) => [report.kind, report.message, report.language])).toEqual([
      ['missing_i18n', 'missing i18n key: monitoring_test_absent', 'fr'],
      ['missing_i18n', 'missing i18n variable: name in monitoring_test_greeting', 'fr'],
      ['render', 'ApiError 503 error_system_overload', 'pt-BR'],
    ]);
  });

  it('sends what waits when the page goes away', () => {
    window.dispatchEvent(new ErrorEvent('error', { message: 'Error: before leaving' }));
    expect(sent).toEqual([]);
    window.dispatchEvent(new Event('pagehide'));
    expect(sent.flatMap((request) => request.reports).map((report) => report.message)).toEqual(['Error: before leaving']);
  });
});

describe('the batcher', () => {
  const batcher = () => {
    const batches: ClientReport[][] = [];
    const reporter = createReporter({ send: (reports) => batches.push(reports), release: 'web-test', route: () => '/overview', language: () => 'xx', delayMs: 2_000 });
    return { batches, reporter };
  };

  it('waits a moment to share one request, sends each report once per page, and falls back to English for an unknown language', () => {
    vi.useFakeTimers();
    const { batches, reporter } = batcher();
    reporter.report('error', 'Error: one');
    reporter.report('error', 'Error: one');
    reporter.report('missing_i18n', 'missing i18n key: two');
    expect(batches).toEqual([]);
    vi.advanceTimersByTime(2_000);
    expect(batches).toEqual([
      [
        { kind: 'error', message: 'Error: one', route: '/overview', release: 'web-test', language: 'en' },
        { kind: 'missing_i18n', message: 'missing i18n key: two', route: '/overview', release: 'web-test', language: 'en' },
      ],
    ]);
    reporter.report('error', 'Error: one');
    vi.advanceTimersByTime(2_000);
    expect(batches).toHaveLength(1);
  });

  it('sends a full batch at once and stops after the page’s cap', () => {
    vi.useFakeTimers();
    const { batches, reporter } = batcher();
    for (let i = 0; i < CLIENT_REPORT_LIMITS.perPage + 5; i++) reporter.report('error', `Error: number ${i}`);
    vi.advanceTimersByTime(2_000);
    expect(batches.map((batch) => batch.length)).toEqual([CLIENT_REPORT_LIMITS.perBatch, CLIENT_REPORT_LIMITS.perBatch]);
    expect(batches.flat().at(-1)!.message).toBe(`Error: number ${CLIENT_REPORT_LIMITS.perPage - 1}`);
  });
});
