import * as routes from '@portal/contract/heads/oauth';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isCallTo, ok, serveApi } from '../../../test/fake-api.ts';
import { renderInApp } from '../../../test/render.tsx';
import { GoogleLinkPage } from './google-link-page.tsx';

afterEach(() => vi.restoreAllMocks());

describe('the link-Google-account middle page', () => {
  it('binds the token of the hash with app id 2243, then shows which Google account is linked', async () => {
    vi.spyOn(window, 'close').mockImplementation(() => {});
    const server = serveApi((call) => {
      if (isCallTo(call, routes.thirdPartyBind)) return ok(routes.thirdPartyBind, { bound: true, platform: 'google', username: 'luna@gmail.com' });
      if (isCallTo(call, routes.googleLink))
        return ok(routes.googleLink, { linked: true, externalId: '1077', username: 'luna@gmail.com', displayName: 'Luna', scopes: ['openid'], linkedAt: '2026-12-03T09:00:00Z' });
      return { status: 404 };
    });
    renderInApp(<GoogleLinkPage />, { route: '/oauth/google/link#access_token=ya29.token&state=s1' });
    expect((await screen.findByTestId('google-link-account')).textContent).toBe('Linked Google account: luna@gmail.com');
    expect(server.callsTo(routes.thirdPartyBind).map((call) => call.body)).toEqual([{ platformAppId: 2243, openid: '', access_token: 'ya29.token' }]);
    await waitFor(() => expect(server.callsTo(routes.googleLink)).toHaveLength(1));
  });
});
