import * as userRoutes from '@portal/contract/heads/user';
import type { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../../../../../packages/i18n/locales/en.json';
import { userQuery } from '../../../lib/queries.ts';
import { isCallTo, ok, refused, serveApi } from '../../../test/fake-api.ts';
import { aUser } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { OverviewPage } from './overview-page.tsx';

// The session's user answer is older: it still counts one release and no songs.
const stale = { albumCount: 1, songStatusCount: {} };
const seeded = (permissions: Record<string, string[]>) => ({
  seed: (client: QueryClient) => client.setQueryData(userQuery.queryKey, aUser({ permissions, albumSongCounts: stale })),
});

describe('the overview’s catalogue card', () => {
  it('reads the counts fresh and shows the songs per release status', async () => {
    const { callsTo } = serveApi((call) =>
      isCallTo(call, userRoutes.albumSongCount)
        ? ok(userRoutes.albumSongCount, { albumCount: 3, songStatusCount: { Init: 0, UnderReview: 2, Live: 9, Takedown: 0 } })
        : refused('error_not_found', 404),
    );
    renderInApp(<OverviewPage />, seeded({ Release: ['View'] }));
    expect((await screen.findByTestId('overview-songs-Live')).textContent).toBe(`${en.release_status_Live}: 9`);
    expect(screen.getByTestId('overview-songs-UnderReview').textContent).toBe(`${en.release_status_UnderReview}: 2`);
    expect(screen.queryByTestId('overview-songs-Takedown')).toBeNull();
    expect(screen.getByTestId('overview-album-count').textContent).toBe('3');
    expect(screen.getByTestId('overview-song-count').textContent).toBe('11');
    expect(callsTo(userRoutes.albumSongCount)).toHaveLength(1);
  });

  it('does not ask for someone who may not see the releases, and keeps the user answer’s counts', async () => {
    const { calls } = serveApi(() => refused('error_forbidden', 403));
    renderInApp(<OverviewPage />, seeded({}));
    expect((await screen.findByTestId('overview-album-count')).textContent).toBe('1');
    expect(screen.queryByTestId('overview-song-statuses')).toBeNull();
    expect(calls.filter((call) => call.path === userRoutes.albumSongCount.path)).toEqual([]);
  });
});

describe('the overview’s greeting', () => {
  it('welcomes a new account without releases, and welcomes back an older one or one with releases', async () => {
    serveApi(() => refused('error_forbidden', 403));
    const fresh = aUser({ createdAt: new Date(Date.now() - 60_000).toISOString(), albumSongCounts: { albumCount: 0, songStatusCount: {} } });
    const { unmount } = renderInApp(<OverviewPage />, { seed: (client: QueryClient) => client.setQueryData(userQuery.queryKey, fresh) });
    expect((await screen.findByTestId('overview-welcome')).textContent).toBe(en.overview_welcome_new);
    unmount();
    const older = aUser({ createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(), albumSongCounts: { albumCount: 0, songStatusCount: {} } });
    const second = renderInApp(<OverviewPage />, { seed: (client: QueryClient) => client.setQueryData(userQuery.queryKey, older) });
    expect((await screen.findByTestId('overview-welcome')).textContent).toBe(en.overview_welcome);
    second.unmount();
    // Made today, but with a catalogue (the demo accounts): back.
    const busy = aUser({ createdAt: new Date().toISOString(), albumSongCounts: { albumCount: 2, songStatusCount: {} } });
    renderInApp(<OverviewPage />, { seed: (client: QueryClient) => client.setQueryData(userQuery.queryKey, busy) });
    expect((await screen.findByTestId('overview-welcome')).textContent).toBe(en.overview_welcome);
  });
});
