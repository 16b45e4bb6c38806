import { describe, expect, it } from 'vitest';
import { isPublicPath, loginPathFor, safeNextPath, showsContactButton } from './public-paths.ts';

describe('public paths', () => {
  it.each([
    '/',
    '/login',
    '/sign-up',
    '/reset-password',
    '/third-party-bind',
    '/third-party-bind/x',
    '/feedback',
    '/feedback/form',
    '/knowledge/faq',
    '/faq',
    '/invite',
    '/oauth/tiktok/callback',
    '/oauth/google/link',
    '/oauth/status',
    '/oauth/youtube/result',
    '/legal',
    '/legal/terms',
  ])('%s is public', (path) => expect(isPublicPath(path)).toBe(true));

  it.each(['/overview', '/start', '/admin', '/test-config', '/feature-preview', '/release', '/music-tab', '/oauth/linked', '/library', '/library/publish'])('%s needs a session', (path) =>
    expect(isPublicPath(path)).toBe(false),
  );

  it('hides the contact button on home, login paths and activity paths', () => {
    for (const path of ['/', '/login', '/sign-up', '/reset-password', '/activity', '/activity/42']) expect(showsContactButton(path)).toBe(false);
    for (const path of ['/overview', '/admin', '/feedback']) expect(showsContactButton(path)).toBe(true);
  });
});

describe('safeNextPath', () => {
  it('turns a route name into its path', () => {
    expect(safeNextPath('overview', '/start')).toBe('/overview');
  });

  it('keeps same-origin relative paths with their query', () => {
    expect(safeNextPath('/admin?tab=outbox', '/start')).toBe('/admin?tab=outbox');
  });

  it.each(['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', ''])('refuses %s', (next) => {
    expect(safeNextPath(next, '/start')).toBe('/start');
  });

  it('falls back when there is no next', () => {
    expect(safeNextPath(null, '/overview')).toBe('/overview');
  });

  it('builds the login path with next', () => {
    expect(loginPathFor('/overview?a=1')).toBe('/login?next=%2Foverview%3Fa%3D1');
  });
});
