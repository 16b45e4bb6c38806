import { describe, expect, it } from 'vitest';
import { CLIENT_REPORT_LIMITS, routePattern, scrubFrame, scrubText } from './client-reports.ts';

describe('scrubText', () => {
  it.each([
    ['an e-mail address', 'no account for luna.star+demo@example.co.uk', 'no account for <email>'],
    ['an encoded e-mail address', 'GET /api/users?x lookup luna%40example.com failed', 'GET /api/users?x lookup <email> failed'],
    ['a query string', 'fetch https://portal.example/reset?token=abc&next=/overview failed', 'fetch https://portal.example/reset failed'],
    ['a fragment with values', 'opened /callback#access_token=xyz&state=1', 'opened /callback'],
    ['a bearer token', 'Authorization: Bearer abc.def-ghi', 'Authorization: Bearer <secret>'],
    ['a named secret', 'login with password="hunter2" and code: 4821', 'login with password <secret> and code <secret>'],
    ['a long mixed token', 'session 9f8e7d6c5b4a39281706f5e4d3 expired', 'session <token> expired'],
    ['a phone number with separators', 'call +55 (11) 98765-4321 now', 'call <number> now'],
    ['a long digit run', 'account 5511987654321 and code 482913', 'account <number> and code <number>'],
    ['several lines', 'Error: one\n   two\tthree', 'Error: one two three'],
    ['control characters', 'Error:\u0000 nul\u0007 bell', 'Error: nul bell'],
  ])('takes out %s', (_what, text, expected) => {
    expect(scrubText(text)).toBe(expected);
  });

  it.each([
    ['a question', 'What? Really?'],
    ['a business code and a year', 'errorCode 70000 in 2026'],
    ['a status and a route', '404 GET /release/detail'],
    ['a message key', 'missing i18n key: settlement_status_IDENTITY_SUBMITTED'],
    ['a short number', 'expected 3 tracks, got 12'],
  ])('keeps %s', (_what, text) => {
    expect(scrubText(text)).toBe(text);
  });

  it('cuts a long message short', () => {
    const long = scrubText('x '.repeat(400));
    expect(long).toHaveLength(CLIENT_REPORT_LIMITS.messageKept);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('scrubFrame', () => {
  it('keeps line and column, drops a query string and what is personal', () => {
    expect(scrubFrame('at render (https://portal.example/assets/Bx7f9K2a.js:1:123456)')).toBe('at render (https://portal.example/assets/Bx7f9K2a.js:1:123456)');
    expect(scrubFrame('at load (https://portal.example/assets/a.js?v=luna@example.com:3:19)')).toBe('at load (https://portal.example/assets/a.js:3:19)');
    expect(scrubFrame('render@https://portal.example/u/luna@example.com/app.js:2:7')).toBe('render@https://portal.example/u/<email>/app.js:2:7');
  });
});

describe('routePattern', () => {
  it.each([
    ['/release-management/4821/stores', '/release-management/:id/stores'],
    ['https://portal.example/release/edit/77?tab=tracks#top', '/release/edit/:id'],
    ['/team/invite/AB12CD', '/team/invite/:id'],
    ['/reset-password/9f8e7d6c5b4a39281706f5e4d3', '/reset-password/:id'],
    ['/users/luna@example.com/profile', '/users/:id/profile'],
    ['/help/how-to-release', '/help/how-to-release'],
    ['/e2e', '/e2e'],
    ['', '/'],
    ['/a b/<script>', '/a_b/_script_'],
  ])('%s is %s', (path, pattern) => {
    expect(routePattern(path)).toBe(pattern);
  });
});
