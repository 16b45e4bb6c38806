import { describe, expect, it } from 'vitest';
import { bindContinuation, callbackTarget, cancelTarget, decodeShortVideoState, encodeShortVideoState, hashFailure, oauthStatusMessageKey, parseErrorCode, readHash } from './oauth-helpers.ts';

const serverState = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('short-video state', () => {
  it('decodes the server’s base64url JSON', () => {
    const state = serverState({ nonce: 'n-1', nextPath: '/third-party-bind', redirectURI: 'http://portal.test/oauth/tiktok/callback' });
    expect(decodeShortVideoState(state)).toEqual({ nonce: 'n-1', nextPath: '/third-party-bind', redirectURI: 'http://portal.test/oauth/tiktok/callback' });
  });

  it('round-trips non-ASCII text', () => {
    const value = { nonce: 'ä✓', nextPath: '/music-tab', redirectURI: 'http://x/oauth/tiktok/callback' };
    expect(decodeShortVideoState(encodeShortVideoState(value))).toEqual(value);
    expect(encodeShortVideoState(value)).toBe(serverState(value));
  });

  it.each(['', 'not json!', serverState([1, 2]), serverState('text'), Buffer.from('{oops').toString('base64url')])('refuses %j', (state) => {
    expect(decodeShortVideoState(state)).toBeNull();
  });
});

describe('callback target', () => {
  it('goes to the bind page with platform, code and state', () => {
    const state = serverState({ nextPath: '/third-party-bind' });
    const target = new URL(callbackTarget(decodeShortVideoState(state), 'c o/de', state), 'http://x');
    expect(target.pathname).toBe('/third-party-bind');
    expect(Object.fromEntries(target.searchParams)).toEqual({ platform: 'tiktok', code: 'c o/de', state });
  });

  it('keeps the bind page’s own query', () => {
    const state = serverState({ nextPath: '/third-party-bind?next=/music-tab' });
    const target = new URL(callbackTarget(decodeShortVideoState(state), 'abc', state), 'http://x');
    expect(target.searchParams.get('next')).toBe('/music-tab');
    expect(target.searchParams.get('code')).toBe('abc');
  });

  it('goes to any other next path as it is', () => {
    expect(callbackTarget({ nextPath: '/music-tab' }, 'abc', 's')).toBe('/music-tab');
  });

  it('refuses foreign next paths', () => {
    expect(callbackTarget({ nextPath: '//evil.example/x' }, 'abc', 's')).toBe('/overview');
    expect(callbackTarget(null, 'abc', 's')).toBe('/overview');
  });
});

describe('bind page addresses', () => {
  it.each([
    ['/overview', '/overview'],
    ['/music-tab', '/music-tab'],
    ['/mobile', '/mobile'],
    ['/music-tab?x=1', '/music-tab'],
    ['/settings', '/overview'],
    ['https://evil.example/music-tab', '/overview'],
    [null, '/overview'],
  ])('goes on from %s to %s', (next, target) => expect(bindContinuation(next)).toBe(target));

  it.each([
    ['1', '/overview'],
    [null, '/overview'],
    ['/music-tab', '/music-tab'],
    ['/settings?tab=1', '/settings?tab=1'],
    ['//evil.example', '/overview'],
    ['https://evil.example/x', '/overview'],
  ])('cancel %s goes to %s', (cancel, target) => expect(cancelTarget(cancel)).toBe(target));
});

describe('OAuth status codes', () => {
  it.each([
    ['0', 0],
    [' 30 ', 30],
    ['', null],
    [null, null],
    ['abc', null],
    ['1.5', null],
  ])('parses %j', (raw, code) => expect(parseErrorCode(raw)).toBe(code));

  it.each([
    [30, 'oauth_scope_invalid'],
    [20, 'oauth_state_mismatch'],
    [10, 'oauth_status_error_generic'],
    [40, 'oauth_status_error_generic'],
    [99, 'oauth_status_error_generic'],
    [null, 'oauth_status_error_generic'],
  ])('code %s shows %s', (code, key) => expect(oauthStatusMessageKey(code)).toBe(key));
});

describe('video-sharing result hash', () => {
  it('reads a complete answer', () => {
    const result = readHash('#access_token=tok&state=st&token_type=Bearer');
    expect(result).toEqual({ hasHash: true, error: null, accessToken: 'tok', state: 'st' });
    expect(hashFailure(result)).toBeNull();
  });

  it.each([
    ['', 'no hash'],
    ['#', 'no hash'],
    ['#error=access_denied', 'access_denied'],
    ['#access_token=tok', 'incomplete params'],
    ['#state=st', 'incomplete params'],
  ])('%j fails with %s', (hash, reason) => expect(hashFailure(readHash(hash))).toBe(reason));
});
