import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientErrorReports, rateLimitHits } from '@portal/db/schema';
import { CLIENT_REPORT_LIMITS } from '@portal/domain/client-reports';
import fr from '../../../../../packages/i18n/locales/fr.json';
import { Secret } from '../../platform/secret.ts';
import { createTestContext, signUpArtist, signUpOperator, type TestClient, type TestContext } from '../../test/harness.ts';
import { REPORT_BATCHES_PER_IP_PER_HOUR } from './record-client-errors.ts';

let ctx: TestContext;
let operator: TestClient;
beforeAll(async () => {
  ctx = await createTestContext({ metricsToken: new Secret('scrape-token-59') });
  operator = await signUpOperator(ctx);
});
afterAll(() => ctx.close());

const report = (overrides: Record<string, unknown> = {}) => ({
  kind: 'error',
  message: 'TypeError: Cannot read properties of undefined (reading "map")',
  frame: 'at TrackList (https://portal.example/assets/Bx7f9K2a.js:1:20431)',
  route: '/release-management/42',
  release: 'web-2026.12.03',
  language: 'en',
  ...overrides,
});
const send = (client: TestClient, reports: unknown[]) => client.post('/api/monitoring/client-errors', { reports });
const list = async (query: Record<string, string> = {}) => {
  const answer = await operator.get('/api/admin/client-errors', query);
  expect(answer.status).toBe(200);
  return answer.body.data as {
    total: number;
    releases: string[];
    reports: { kind: string; message: string; frame: string | null; route: string; release: string; language: string; count: number; firstSeenAt: string; lastSeenAt: string }[];
  };
};
const storedRows = () => ctx.services.db.select().from(clientErrorReports);
const clearReports = () => ctx.services.db.delete(clientErrorReports);

describe('POST /monitoring/client-errors', () => {
  it('counts a visitor’s reports per kind, message and release, with the route as a pattern and the last sighting', async () => {
    await clearReports();
    const visitor = ctx.client();
    const first = await send(visitor, [report(), report({ kind: 'missing_i18n', message: 'missing i18n key: rev_status_on_hold', frame: undefined, route: '/revenue/withdrawals' })]);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ counted: 2 });
    // The same error again, from another page and language, twice in one batch; and once in the next release.
    expect((await send(ctx.client(), [report({ route: '/release/edit/77', language: 'pt-BR' }), report({ route: '/release/edit/78', language: 'pt-BR' })])).status).toBe(200);
    expect((await send(visitor, [report({ release: 'web-2026.12.04' })])).status).toBe(200);

    const { reports, total, releases } = await list();
    expect(total).toBe(3);
    expect(releases.sort()).toEqual(['web-2026.12.03', 'web-2026.12.04']);
    expect(reports.map((row) => [row.kind, row.release, row.count])).toEqual([
      ['error', 'web-2026.12.03', 3],
      ['error', 'web-2026.12.04', 1],
      ['missing_i18n', 'web-2026.12.03', 1],
    ]);
    const [top, , missing] = reports;
    expect(top).toMatchObject({
      message: 'TypeError: Cannot read properties of undefined (reading "map")',
      frame: 'at TrackList (https://portal.example/assets/Bx7f9K2a.js:1:20431)',
      route: '/release/edit/:id',
      language: 'pt-BR',
    });
    expect(Date.parse(top!.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(top!.firstSeenAt));
    expect(missing).toMatchObject({ message: 'missing i18n key: rev_status_on_hold', frame: null, route: '/revenue/withdrawals', language: 'en' });
  });

  it('keeps nothing personal: addresses, phone numbers, codes, tokens and query strings are scrubbed, ids become :id', async () => {
    await clearReports();
    const secrets = ['luna.star@example.com', '+55 11 98765-4321', '482913', 'eyJhbGciOiJIUzI1NiJ9abcdef123456', 'hunter2', 'next=/overview'];
    const sent = await send(ctx.client(), [
      report({
        kind: 'api',
        message: `403 POST /passport/login/password for luna.star@example.com (phone +55 11 98765-4321, code 482913) password=hunter2 token eyJhbGciOiJIUzI1NiJ9abcdef123456`,
        frame: 'at login (https://portal.example/assets/a1.js?email=luna.star@example.com:3:19)',
        route: 'https://portal.example/reset-password/eyJhbGciOiJIUzI1NiJ9abcdef123456/luna.star@example.com?next=/overview#code=482913',
      }),
    ]);
    expect(sent.status).toBe(200);

    const [row] = await storedRows();
    const stored = JSON.stringify(row);
    for (const secret of secrets) expect(stored).not.toContain(secret);
    const [listed] = (await list()).reports;
    expect(listed).toMatchObject({
      message: '403 POST /passport/login/password for <email> (phone <number>, code <number>) password <secret> token <token>',
      frame: 'at login (https://portal.example/assets/a1.js:3:19)',
      route: '/reset-password/:id/:id',
    });
  });

  it('takes control characters (a NUL PostgreSQL would refuse) as spaces', async () => {
    await clearReports();
    expect((await send(ctx.client(), [report({ message: 'Error:\u0000 bad\u0007 byte', frame: 'at x\u0000 (app.js:1:2)', route: '/over\u0000view' })])).status).toBe(200);
    expect((await list()).reports[0]).toMatchObject({ message: 'Error: bad byte', frame: 'at x (app.js:1:2)', route: '/over_view' });
  });

  it('refuses a malformed batch with a 400 naming each field in the caller’s language, and counts none of it', async () => {
    await clearReports();
    const cases: [unknown[], string, string][] = [
      [[report({ kind: 'warning' })], 'body.reports.0.kind', 'validation_invalid_value'],
      [[report({ release: 'web 2026/12' })], 'body.reports.0.release', 'validation_invalid_format'],
      [[report({ language: 'xx' })], 'body.reports.0.language', 'validation_invalid_value'],
      [[report({ message: '   ' })], 'body.reports.0.message', 'validation_too_short'],
      [[report({ message: 'x'.repeat(CLIENT_REPORT_LIMITS.messageSent + 1) })], 'body.reports.0.message', 'validation_too_long'],
      [[report({ userEmail: 'luna@example.com' })], 'body.reports.0', 'validation_unknown_field'],
      [[report({ route: undefined })], 'body.reports.0.route', 'validation_required'],
      [[], 'body.reports', 'validation_too_short'],
      [Array.from({ length: CLIENT_REPORT_LIMITS.perBatch + 1 }, () => report()), 'body.reports', 'validation_too_long'],
    ];
    const visitor = ctx.client();
    visitor.jar.set('lang', 'fr');
    for (const [reports, field, messageKey] of cases) {
      const refused = await send(visitor, reports);
      expect(refused.status, field).toBe(400);
      expect(refused.body.baseResponse.messageKey).toBe('error_invalid_request');
      expect(refused.body.baseResponse.message).toBe(fr.error_invalid_request);
      expect(refused.body.baseResponse.details).toContainEqual(expect.objectContaining({ field, messageKey }));
      const detail = refused.body.baseResponse.details!.find((d) => d.field === field)!;
      expect(detail.message).toBe(fr[messageKey as keyof typeof fr]);
    }
    expect(await storedRows()).toEqual([]);
  });

  it('refuses a request over the size limit with 413 before reading it, and a sender over the hourly limit with 429', async () => {
    await clearReports();
    const visitor = ctx.client();
    const oversize = await send(visitor, [report({ message: 'x'.repeat(CLIENT_REPORT_LIMITS.bodyBytes) })]);
    expect(oversize.status).toBe(413);
    expect(oversize.body.baseResponse.messageKey).toBe('error_payload_too_large');

    const windowMs = 3_600_000;
    const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs);
    await ctx.services.db.insert(rateLimitHits).values({ bucket: `client-errors:ip:${visitor.ip}`, windowStart, hits: REPORT_BATCHES_PER_IP_PER_HOUR });
    const limited = await send(visitor, [report()]);
    expect(limited.status).toBe(429);
    expect(limited.body.baseResponse.errorCode).toBe(70004);
    // Another address is not held back by this one.
    expect((await send(ctx.client(), [report()])).status).toBe(200);
    expect((await storedRows()).map((row) => row.count)).toEqual([1]);
  });

  it('counts what it received on /metrics, by kind', async () => {
    const scrape = async () => (await ctx.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer scrape-token-59' } })).body;
    const value = (text: string, kind: string) =>
      Number(/^soundport_client_reports_total\{kind="(\w+)"\} (\d+)$/m.exec(text.split('\n').find((line) => line.includes(`kind="${kind}"`)) ?? '')?.[2] ?? 0);
    const before = await scrape();
    await send(ctx.client(), [report({ kind: 'render' }), report({ kind: 'render', message: 'Error: chunk failed' }), report({ kind: 'api', message: '500 GET /user' })]);
    const after = await scrape();
    expect(value(after, 'render') - value(before, 'render')).toBe(2);
    expect(value(after, 'api') - value(before, 'api')).toBe(1);
  });
});

describe('GET /admin/client-errors', () => {
  it('is for operators only', async () => {
    expect((await ctx.client().get('/api/admin/client-errors')).status).toBe(401);
    const artist = await signUpArtist(ctx);
    const refused = await artist.client.get('/api/admin/client-errors');
    expect(refused.status).toBe(403);
    expect(refused.body.baseResponse.messageKey).toBe('error_admin_only');
  });

  it('filters by kind and release, sorts by count or by last sighting, and pages', async () => {
    await clearReports();
    const visitor = ctx.client();
    await send(visitor, [report({ message: 'Error: often' }), report({ message: 'Error: often' }), report({ message: 'Error: often' })]);
    await send(visitor, [report({ kind: 'render', message: 'Error: rare', release: 'web-next' })]);
    await send(visitor, [report({ kind: 'missing_i18n', message: 'missing i18n key: newest', frame: undefined })]);

    // Equal counts: the one seen last first.
    expect((await list()).reports.map((row) => row.message)).toEqual(['Error: often', 'missing i18n key: newest', 'Error: rare']);
    expect((await list({ sort: 'lastSeen' })).reports.map((row) => row.message)).toEqual(['missing i18n key: newest', 'Error: rare', 'Error: often']);
    expect((await list({ kind: 'render' })).reports.map((row) => row.message)).toEqual(['Error: rare']);
    expect((await list({ release: 'web-2026.12.03' })).reports.map((row) => row.message)).toEqual(['Error: often', 'missing i18n key: newest']);
    const second = await list({ offset: '1', count: '1' });
    expect(second.total).toBe(3);
    expect(second.reports.map((row) => row.message)).toEqual(['missing i18n key: newest']);
    expect(second.releases[0]).toBe('web-2026.12.03');

    const bad = await operator.get('/api/admin/client-errors', { kind: 'panic' });
    expect(bad.status).toBe(400);
    expect(bad.body.baseResponse.details).toContainEqual(expect.objectContaining({ field: 'query.kind', messageKey: 'validation_invalid_value' }));
  });
});
