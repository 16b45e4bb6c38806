import * as routes from '@portal/contract/heads/artists';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import en from '../../../../../../packages/i18n/locales/en.json';
import type { AnswerOf } from '../../../lib/api-client.ts';
import { userQuery } from '../../../lib/queries.ts';
import { isCallTo, ok, serveApi } from '../../../test/fake-api.ts';
import { aUser } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { ArtistDetailPage } from './artist-detail-page.tsx';

const signedIn = (client: QueryClient) => client.setQueryData(userQuery.queryKey, aUser({ permissions: { Release: ['View', 'Edit'] } }));
const base = {
  spotifyId: 'LunaValeDemoArtist0001',
  spotifyUrl: 'https://open.spotify.com/artist/LunaValeDemoArtist0001',
  appleId: null,
  appleUrl: null,
  avatarUrl: null,
  createdAt: '2025-03-01T10:00:00Z',
  updatedAt: '2025-03-01T10:00:00Z',
};
const detail = (releaseCount: number): AnswerOf<typeof routes.artistDetail> => ({
  artist: { artistId: 7, artistName: 'Luna Vale', ...base, releaseCount, trackCount: releaseCount },
  draftCount: 1,
  releases: releaseCount ? [{ albumId: 40, title: 'Maré Alta', kind: 'SINGLE', status: 50, isDraft: false, coverUrl: null, releaseTime: null }] : [],
  tracks: releaseCount ? [{ songId: 400, albumId: 40, albumTitle: 'Maré Alta', title: 'Maré Alta', version: '', isrc: 'BRXYZ2500001', role: 'main' }] : [],
});
const metaTrack = {
  songId: 400,
  albumId: 40,
  albumTitle: 'Maré Alta',
  upc: '0860000000017',
  title: 'Maré Alta',
  version: '',
  isrc: 'BRXYZ2500001',
  durationMs: 187000,
  sequenceNumber: 1,
  mainArtists: ['Luna Vale'],
  featuredArtists: [],
  artistLine: 'Luna Vale',
};
const delivered = { platformId: 1, platformName: 'Spotify', state: 'live', deliveredAt: '2025-03-02T10:00:00Z', liveAt: '2025-03-03T10:00:00Z' };

let releaseCount = 1;
let server: ReturnType<typeof serveApi>;
beforeEach(() => {
  releaseCount = 1;
  server = serveApi((call) => {
    if (isCallTo(call, routes.artistDetail)) return ok(routes.artistDetail, detail(releaseCount));
    if (isCallTo(call, routes.artistMetaSearch)) return ok(routes.artistMetaSearch, { total: { artist: 1, track: 1, album: 0 }, artists: [], tracks: [metaTrack], albums: [] });
    if (isCallTo(call, routes.artistMetaTrack)) return ok(routes.artistMetaTrack, { ...metaTrack, stores: [delivered] });
    if (isCallTo(call, routes.getArtist)) return ok(routes.getArtist, { artistId: 7, artistName: 'Luna Vale', ...base });
    if (isCallTo(call, routes.updateArtist))
      return ok(routes.updateArtist, { artistId: 7, artistName: 'Luna Vale', ...base, appleId: '1445830123', appleUrl: 'https://music.apple.com/us/artist/1445830123' });
    if (isCallTo(call, routes.deleteArtist)) return ok(routes.deleteArtist, { artistIds: [7] });
    return { status: 404 };
  });
});

function Where() {
  return <span data-testid="where">{useLocation().pathname}</span>;
}
const renderDetail = () =>
  renderInApp(
    <Routes>
      <Route path="/artists/*" element={<ArtistDetailPage />} />
      <Route path="/artists" element={<Where />} />
    </Routes>,
    { seed: signedIn, route: '/artists/7' },
  );

describe('an artist’s page', () => {
  it('shows the store profile ids per store, the releases that credit it and what the stores hold, a track opening its stores', async () => {
    const user = userEvent.setup();
    renderDetail();
    expect((await screen.findByTestId('artist-detail-name')).textContent).toBe('Luna Vale');
    expect(screen.getByTestId('artist-id-spotify').getAttribute('href')).toBe('https://open.spotify.com/artist/LunaValeDemoArtist0001');
    expect(screen.getByTestId('artist-id-apple').textContent).toBe(en.artist_mgmt_no_store_id);
    expect(within(screen.getByTestId('artist-releases')).getByText(en.release_status_Live)).toBeTruthy();
    expect(server.callsTo(routes.artistMetaSearch)[0]!.query).toEqual({ value: 'Luna Vale', type: 'all', offset: '0', count: '20' });
    await user.click(await screen.findByTestId('meta-track-400'));
    const stores = await screen.findByTestId('meta-stores');
    expect(within(stores).getByText('Spotify')).toBeTruthy();
    expect(server.callsTo(routes.artistMetaTrack)[0]!.query).toEqual({ songId: '400' });
  });

  it('keeps delete off while releases use the artist, and says why', async () => {
    renderDetail();
    await screen.findByTestId('artist-detail-name');
    expect((screen.getByTestId('artist-delete') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('artist-delete-refusal').textContent).toBe('Luna Vale is on submitted releases (1), which the stores know by their artists, so it cannot be deleted.');
  });

  it('deletes an unused artist after confirming, and goes back to the list', async () => {
    releaseCount = 0;
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByTestId('artist-delete'));
    await user.click(await screen.findByTestId('artist-delete-confirm-button'));
    expect((await screen.findByTestId('where')).textContent).toBe('/artists');
    expect(server.callsTo(routes.deleteArtist).map((call) => call.query)).toEqual([{ artistId: '7' }]);
  });

  it('edits the store profile ids from the artist as the server has it', async () => {
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByTestId('artist-edit'));
    const apple = await screen.findByTestId('artist-form-apple');
    expect((screen.getByTestId('artist-form-spotify') as HTMLInputElement).value).toBe('LunaValeDemoArtist0001');
    await user.type(apple, 'https://music.apple.com/br/artist/luna-vale/1445830123');
    await user.click(screen.getByTestId('artist-form-save'));
    await waitFor(() =>
      expect(server.callsTo(routes.updateArtist).map((call) => call.body)).toEqual([
        { artistId: 7, artistName: 'Luna Vale', spotify: 'LunaValeDemoArtist0001', apple: 'https://music.apple.com/br/artist/luna-vale/1445830123' },
      ]),
    );
  });
});
