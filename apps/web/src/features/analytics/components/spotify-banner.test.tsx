import * as oauthRoutes from '@portal/contract/heads/oauth';
import type { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { userQuery } from '../../../lib/queries.ts';
import { isCallTo, ok, serveApi } from '../../../test/fake-api.ts';
import { aUser } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { SpotifyBanner } from './spotify-banner.tsx';

const signedIn = { seed: (client: QueryClient) => client.setQueryData(userQuery.queryKey, aUser()) };

beforeEach(() => localStorage.clear());

describe('the streaming quick-access banner', () => {
  it.each([
    [true, 'an-spotify-open'],
    [false, 'an-spotify-connect'],
  ])('leads to the instant-access page (Spotify linked: %s)', async (linked, action) => {
    serveApi((call) =>
      isCallTo(call, oauthRoutes.spotifyInstantAccess)
        ? ok(oauthRoutes.spotifyInstantAccess, { linked, eligible: linked, accessUrl: linked ? 'https://artists.spotify.com/claim' : null })
        : { status: 404 },
    );
    renderInApp(<SpotifyBanner />, signedIn);
    expect((await screen.findByTestId('an-instant-access')).getAttribute('href')).toBe('/instant-access');
    expect(screen.getByTestId(action)).toBeTruthy();
  });
});
