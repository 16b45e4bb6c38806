import * as artistRoutes from '@portal/contract/heads/artists';
import * as oauthRoutes from '@portal/contract/heads/oauth';
import * as profileRoutes from '@portal/contract/heads/profiles';
import type { User } from '@portal/contract/user';
import type { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import ar from '../../../../../../packages/i18n/locales/ar.json';
import en from '../../../../../../packages/i18n/locales/en.json';
import { userQuery } from '../../../lib/queries.ts';
import { activateLanguage } from '../../../lib/translator.ts';
import { isCallTo, ok, serveApi } from '../../../test/fake-api.ts';
import { aUser } from '../../../test/fixtures.ts';
import { renderInApp, setViewport } from '../../../test/render.tsx';
import { InstantAccessPage } from './instant-access-page.tsx';

const SPOTIFY_ID = '1vCWHaC5f2uS3yhpwWbIA6';
const signedIn = (user: User) => ({ seed: (client: QueryClient) => client.setQueryData(userQuery.queryKey, user) });

function serve(spotifyLinked: boolean) {
  return serveApi((call) => {
    if (isCallTo(call, oauthRoutes.spotifyInstantAccess))
      return ok(oauthRoutes.spotifyInstantAccess, { linked: spotifyLinked, eligible: spotifyLinked, accessUrl: spotifyLinked ? 'https://artists.spotify.com/claim' : null });
    if (isCallTo(call, profileRoutes.artistExtra))
      return ok(profileRoutes.artistExtra, {
        artistId: 1,
        artistName: 'Luna',
        bio: '',
        links: {},
        storeAccounts: { spotify: { url: `https://open.spotify.com/artist/${SPOTIFY_ID}`, artistId: SPOTIFY_ID } },
        claims: [{ id: 5, platform: 'spotify', externalId: SPOTIFY_ID, url: '', status: 'accepted', refusalReason: null, decidedAt: null, createdAt: '2026-11-01T00:00:00Z' }],
      });
    if (isCallTo(call, artistRoutes.artistList))
      return ok(artistRoutes.artistList, {
        total: 2,
        artists: [
          { artistId: 20, artistName: 'Nova', spotifyId: null, spotifyUrl: null, appleId: '1445830123', appleUrl: null, avatarUrl: null, createdAt: '', updatedAt: '', releaseCount: 1, trackCount: 2 },
          { artistId: 21, artistName: 'Orbit', spotifyId: null, spotifyUrl: null, appleId: null, appleUrl: null, avatarUrl: null, createdAt: '', updatedAt: '', releaseCount: 0, trackCount: 0 },
        ],
      });
    return { status: 404 };
  });
}

afterEach(() => {
  setViewport('desktop');
  activateLanguage('en');
});

describe('streaming-store instant access', () => {
  it('opens Spotify for Artists for the artist’s verified profile in one click, and asks for the missing Apple profile', async () => {
    const server = serve(true);
    renderInApp(<InstantAccessPage />, signedIn(aUser()));
    const row = await screen.findByTestId(`instant-access-profile-spotify-${SPOTIFY_ID}`);
    expect(within(row).getByTestId('instant-access-open').getAttribute('href')).toBe(`https://artists.spotify.com/c/artist/${SPOTIFY_ID}`);
    expect(within(row).getByText(en.instant_access_verified)).toBeTruthy();
    expect((await screen.findByTestId('instant-access-spotify-login')).getAttribute('data-linked')).toBe('1');
    expect(screen.getByTestId('instant-access-spotify-claim').getAttribute('href')).toBe('https://artists.spotify.com/claim');
    expect(screen.getByTestId('instant-access-apple-add').getAttribute('href')).toBe('/settings#artist');
    expect(server.callsTo(profileRoutes.artistExtra).map((call) => call.query)).toEqual([{ artistId: '1' }]);
    expect(server.callsTo(artistRoutes.artistList)).toHaveLength(0);
  });

  it('lists a label’s artists by their store ids, and points to linking Spotify first', async () => {
    serve(false);
    renderInApp(<InstantAccessPage />, signedIn(aUser({ type: 1, isLabel: true })));
    const apple = await screen.findByTestId('instant-access-profile-apple-1445830123');
    expect(within(apple).getByTestId('instant-access-open').getAttribute('href')).toBe('https://artists.apple.com/');
    expect(within(apple).getByText('Nova')).toBeTruthy();
    expect(screen.getByTestId('instant-access-spotify-add').getAttribute('href')).toBe('/artists');
    expect((await screen.findByTestId('instant-access-spotify-connect')).getAttribute('href')).toBe('/settings#linked-accounts');
  });

  it('is for a computer: a phone is told so and nothing is asked of the server, in Arabic too', () => {
    setViewport('phone');
    activateLanguage('ar');
    const server = serve(true);
    renderInApp(<InstantAccessPage />, signedIn(aUser()));
    expect(screen.getByTestId('instant-access-desktop-only').textContent).toContain(ar.instant_access_desktop_only);
    expect(server.calls).toHaveLength(0);
  });

  it('is the owner’s: a team member is told so', () => {
    const server = serve(true);
    renderInApp(<InstantAccessPage />, signedIn(aUser({ team: { teamId: 3, teamName: 'Luna Team', isOwner: false, memberUserId: 2, memberNickname: 'Sam' } })));
    expect(screen.getByTestId('instant-access-owner-only').textContent).toBe(en.instant_access_owner_only);
    expect(server.calls).toHaveLength(0);
  });
});
