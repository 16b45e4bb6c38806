import * as promoRoutes from '@portal/contract/heads/promo-pages';
import * as songRoutes from '@portal/contract/heads/songs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import en from '../../../../../packages/i18n/locales/en.json';
import { isCallTo, ok, refused, serveApi } from '../../test/fake-api.ts';
import { renderInApp } from '../../test/render.tsx';
import { LibraryRoutes } from './routes/library-routes.tsx';

const song = {
  songId: 7,
  albumId: 3,
  albumTitle: 'Night Lights',
  title: 'Midnight Drive',
  version: 'Live',
  isrc: 'QZ1',
  artists: 'Luna Vega',
  coverUrl: null,
  audioUrl: '/api/files/a',
  durationMs: 185_000,
  status: 50,
  releaseTime: null,
};

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

const library = (route: string) =>
  renderInApp(
    <>
      <Routes>
        <Route path="/library/*" element={<LibraryRoutes />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </>,
    { route },
  );

describe('the library', () => {
  it('lists the songs with their release, state and length, filtered by status and by the artist in the address', async () => {
    const user = userEvent.setup();
    const { callsTo } = serveApi((call) => (isCallTo(call, songRoutes.dirtySongs) ? ok(songRoutes.dirtySongs, { total: 0, songs: [] }) : ok(songRoutes.songList, { total: 1, songs: [song] })));
    library('/library?artist=Luna%20Vega');
    const row = await screen.findByTestId('library-song-7');
    expect(within(row).getByText('Midnight Drive (Live)')).toBeTruthy();
    expect(within(row).getByText('Night Lights')).toBeTruthy();
    expect(within(row).getByText(en.release_status_Live)).toBeTruthy();
    expect(within(row).getByText('3:05')).toBeTruthy();
    expect(callsTo(songRoutes.songList)[0]!.body).toEqual({ offset: 0, count: 20, search: '', status: 'all', artist: 'Luna Vega' });
    expect(screen.getByTestId('library-artist-filter').textContent).toContain(en.library_artist_filter.replace('{{artist}}', 'Luna Vega'));

    await user.click(screen.getByTestId('library-status'));
    await user.click(await screen.findByRole('option', { name: en.release_status_Delivered, hidden: true }));
    await waitFor(() => expect(callsTo(songRoutes.songList).at(-1)!.body).toMatchObject({ status: 'Delivered', artist: 'Luna Vega' }));
    expect(screen.getByTestId('where').textContent).toBe('/library?artist=Luna+Vega&status=Delivered');

    await user.click(within(screen.getByTestId('library-song-7')).getByText('Night Lights'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/library/7'));
  });

  it('says how to fill an empty library', async () => {
    serveApi((call) => (isCallTo(call, songRoutes.dirtySongs) ? ok(songRoutes.dirtySongs, { total: 0, songs: [] }) : ok(songRoutes.songList, { total: 0, songs: [] })));
    library('/library');
    expect((await screen.findByTestId('library-empty')).textContent).toContain(en.library_empty);
    expect(screen.queryByTestId('library-dirty')).toBeNull();
  });

  it('lists the songs whose lyrics are explicit but not marked so', async () => {
    serveApi((call) =>
      isCallTo(call, songRoutes.dirtySongs) ? ok(songRoutes.dirtySongs, { total: 1, songs: [{ ...song, songId: 9, title: 'Rough Night' }] }) : ok(songRoutes.songList, { total: 1, songs: [song] }),
    );
    library('/library');
    const dirty = await screen.findByTestId('library-dirty');
    expect(dirty.textContent).toContain(en.library_dirty_title.replace('{{count}}', '1'));
    expect(within(dirty).getByText('Rough Night').closest('a')!.getAttribute('href')).toBe('/library/9');
  });

  it('shows a song with where it is used', async () => {
    serveApi((call) =>
      isCallTo(call, songRoutes.songUsage)
        ? ok(songRoutes.songUsage, {
            songId: 7,
            releases: [
              { albumId: 9, songId: 12, title: 'Best of', status: 10, isDraft: false },
              { albumId: 3, songId: 7, title: 'Night Lights', status: 50, isDraft: false },
            ],
            split: { splitId: 2, status: 'ACTIVE', collaborators: 2, effectiveFrom: '2026-09' },
            publishing: { status: 'REGISTERED', iswc: 'T-123.456.789-0', societyWorkId: null },
            promotions: [{ applicationId: 5, campaignTitle: 'Summer playlists', status: 'PROMOTING' }],
            discoveryMode: true,
          })
        : ok(songRoutes.songDetail, { ...song, clipUrl: null, source: 'Zima', track: {} as never, release: {} as never }),
    );
    library('/library/7');
    expect((await screen.findByTestId('song-summary')).textContent).toContain('QZ1');
    expect(screen.getByTestId('song-summary').textContent).toContain(en.library_source_Zima);
    const releases = await screen.findByTestId('song-usage-releases');
    expect(within(releases).getByText('Best of').closest('a')!.getAttribute('href')).toBe('/release-management/9');
    expect(screen.getByTestId('song-usage-split').textContent).toContain(`${en.split_ui_status_ACTIVE} · collaborators: 2 · from 2026-09`);
    expect(screen.getByTestId('song-usage-publishing').textContent).toContain(`${en.admin_pub_work_REGISTERED} · ISWC T-123.456.789-0`);
    expect(screen.getByTestId('song-usage-promotion').textContent).toContain(`Summer playlists · ${en.promo_status_PROMOTING}`);
    expect(screen.getByTestId('song-usage-promotion').textContent).toContain(en.library_usage_discovery_on);
  });

  it('says when the song is not the account’s', async () => {
    serveApi(() => refused('song_not_found', 404));
    library('/library/99');
    expect((await screen.findByRole('alert')).textContent).toBe(en.song_not_found);
  });

  it('offers each published artist page’s link to copy on the publish page', async () => {
    serveApi((call) =>
      isCallTo(call, promoRoutes.artistPageAccess)
        ? ok(promoRoutes.artistPageAccess, {
            canView: true,
            canEdit: true,
            canPublish: true,
            reason: null,
            artists: [
              { artistId: 1, artistName: 'Luna Vega', pageId: 4, path: 'luna-vega', published: true },
              { artistId: 2, artistName: 'Draft Artist', pageId: 5, path: 'draft', published: false },
            ],
          })
        : ok(songRoutes.songList, { total: 1, songs: [song] }),
    );
    library('/library/publish');
    const banners = await screen.findAllByTestId('copy-link-banner');
    expect(banners).toHaveLength(1);
    expect(within(banners[0]!).getByTestId('copy-link-value').textContent).toBe(`${window.location.origin}/artist/luna-vega`);
    expect(within(banners[0]!).getByText(en.library_publish_copy)).toBeTruthy();
    expect(await screen.findByText('Midnight Drive')).toBeTruthy();
  });
});
