import * as routes from '@portal/contract/heads/artists';
import type { User } from '@portal/contract/user';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import en from '../../../../../../packages/i18n/locales/en.json';
import { userQuery } from '../../../lib/queries.ts';
import { isCallTo, ok, type Reply, refused, serveApi } from '../../../test/fake-api.ts';
import { aUser } from '../../../test/fixtures.ts';
import { renderInApp, setViewport } from '../../../test/render.tsx';
import type { ArtistRow } from '../api.ts';
import { ArtistListPage } from './artist-list-page.tsx';

const owner = aUser({ permissions: { Release: ['View', 'Edit'] } });
const signedIn = (user: User) => (client: QueryClient) => client.setQueryData(userQuery.queryKey, user);

const artist = (artistId: number, artistName: string, releaseCount: number, spotifyId: string | null = null): ArtistRow => ({
  artistId,
  artistName,
  spotifyId,
  spotifyUrl: spotifyId && `https://open.spotify.com/artist/${spotifyId}`,
  appleId: null,
  appleUrl: null,
  avatarUrl: null,
  createdAt: '2025-03-01T10:00:00Z',
  updatedAt: '2025-03-01T10:00:00Z',
  releaseCount,
  trackCount: releaseCount * 2,
});
const roster = [artist(1, 'Luna Vale', 2, 'LunaValeDemoArtist0001'), artist(2, 'Caio Mendes', 0), artist(3, 'Ode Blue', 0)];

let deleteReply: Reply;
let server: ReturnType<typeof serveApi>;
beforeEach(() => {
  deleteReply = { data: { artistIds: [2] } };
  server = serveApi((call) => {
    if (isCallTo(call, routes.artistList)) {
      const shown = roster.filter((row) => row.artistName.toLowerCase().includes((call.query.value ?? '').toLowerCase()));
      return ok(routes.artistList, { total: shown.length, artists: shown });
    }
    if (isCallTo(call, routes.extraArtists)) return ok(routes.extraArtists, { total: 1, artists: [{ artistName: 'Kai Moreno', roles: ['featured'], releaseCount: 1 }] });
    if (isCallTo(call, routes.deleteArtists)) return deleteReply;
    if (isCallTo(call, routes.createArtist)) return ok(routes.createArtist, { ...artist(4, 'Kai Moreno', 0) });
    return { status: 404 };
  });
});
afterEach(() => setViewport('desktop'));

const rowOf = (artistId: number) => screen.getByTestId(`artist-row-${artistId}`);

describe('artist management list', () => {
  it('shows each artist with its store profile and whether releases use it; an artist in use cannot be selected for deletion', async () => {
    renderInApp(<ArtistListPage />, { seed: signedIn(owner), route: '/artists' });
    await screen.findByTestId('artist-row-1');
    expect(within(rowOf(1)).getByTestId('artist-usage').textContent).toBe(en.artist_mgmt_in_use);
    expect(within(rowOf(1)).getByText('Releases: 2 · Tracks: 4')).toBeTruthy();
    expect(within(rowOf(1)).getByTestId('artist-store-spotify').getAttribute('href')).toBe('https://open.spotify.com/artist/LunaValeDemoArtist0001');
    expect(within(rowOf(2)).getByTestId('artist-usage').textContent).toBe(en.artist_mgmt_not_in_use);
    expect((screen.getByTestId('artist-select-1') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByTestId('artist-select-2') as HTMLInputElement).disabled).toBe(false);
    expect(within(rowOf(1)).getByTestId('artist-name').getAttribute('href')).toBe('/artists/1');
  });

  it('searches by name once typing pauses', async () => {
    const user = userEvent.setup();
    renderInApp(<ArtistListPage />, { seed: signedIn(owner), route: '/artists' });
    await screen.findByTestId('artist-row-1');
    await user.type(screen.getByRole('searchbox', { name: en.artist_mgmt_search }), 'caio');
    await waitFor(() => expect(screen.queryByTestId('artist-row-1')).toBeNull(), { timeout: 3000 });
    expect(screen.getByTestId('artist-row-2')).toBeTruthy();
    expect(server.callsTo(routes.artistList).at(-1)!.query).toEqual({ value: 'caio', offset: '0', count: '10' });
  });

  it('deletes the unused artists selected, and shows the refusal naming the artist and the release when the server refuses', async () => {
    const user = userEvent.setup();
    renderInApp(<ArtistListPage />, { seed: signedIn(owner), route: '/artists' });
    await screen.findByTestId('artist-row-2');
    await user.click(screen.getByTestId('artist-select-2'));
    await user.click(screen.getByTestId('artist-select-3'));
    deleteReply = refused('artist_on_release', 409, [{ field: 'body.artistIds.1', messageKey: 'artist_on_release', message: '', vars: { name: 'Ode Blue', title: 'Golden Hour' } }]);
    await user.click(screen.getByTestId('artist-delete-selected'));
    expect((await screen.findByTestId('artist-list-error')).textContent).toBe("Ode Blue is on the submitted release 'Golden Hour' and cannot be deleted.");
    expect(server.callsTo(routes.deleteArtists).map((call) => call.body)).toEqual([{ artistIds: [2, 3] }]);

    deleteReply = { data: { artistIds: [2] } };
    await user.click(screen.getByTestId('artist-select-3'));
    await user.click(screen.getByTestId('artist-delete-selected'));
    await waitFor(() => expect(screen.queryByTestId('artist-list-error')).toBeNull());
    expect(server.callsTo(routes.deleteArtists).at(-1)!.body).toEqual({ artistIds: [2] });
  });

  it('offers the names on releases that the list lacks, and adds one with a click', async () => {
    const user = userEvent.setup();
    renderInApp(<ArtistListPage />, { seed: signedIn(owner), route: '/artists' });
    const extra = await screen.findByTestId('artist-extra');
    expect(within(extra).getByText('Kai Moreno')).toBeTruthy();
    await user.click(within(extra).getByTestId('artist-extra-add'));
    await waitFor(() => expect(server.callsTo(routes.createArtist).map((call) => call.body)).toEqual([{ artistName: 'Kai Moreno' }]));
  });

  it('on a phone shows a card per artist, found by the same row ids, without the selection boxes', async () => {
    setViewport('phone');
    renderInApp(<ArtistListPage />, { seed: signedIn(owner), route: '/artists' });
    await screen.findByTestId('artist-row-1');
    expect(screen.getByTestId('artist-table').getAttribute('data-layout')).toBe('cards');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByTestId('artist-select-2')).toBeNull();
  });
});
