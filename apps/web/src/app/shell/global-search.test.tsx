import * as songRoutes from '@portal/contract/heads/songs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useLocation } from 'react-router';
import en from '../../../../../packages/i18n/locales/en.json';
import { ok, refused, serveApi, type ApiCall } from '../../test/fake-api.ts';
import { renderInApp } from '../../test/render.tsx';
import { GlobalSearch } from './global-search.tsx';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

const song = {
  songId: 7,
  albumId: 3,
  albumTitle: 'Night Lights',
  title: 'Midnight Drive',
  version: '',
  isrc: 'QZ1',
  artists: 'Luna Vega',
  coverUrl: null,
  audioUrl: null,
  durationMs: 1000,
  status: 50,
  releaseTime: null,
};

function answer(call: ApiCall) {
  const { type } = call.body as { type: string };
  if (type === 'song') return ok(songRoutes.searchEntity, { type: 'song', total: 12, songs: [song, { ...song, songId: 8, title: 'Midnight Walk' }] });
  if (type === 'user') return ok(songRoutes.searchEntity, { type: 'user', total: 1, users: [{ userId: 4, name: 'Rosa Manager', email: 'rosa@example.com', relation: 'team_member' }] });
  if (type === 'user_split_song') return refused('error_system_common', 500);
  return ok(songRoutes.searchEntity, { type: 'artist', total: 0, artists: [] } as never);
}

describe('the header search', () => {
  it('asks for all six kinds and shows the hits in groups with their totals', async () => {
    const user = userEvent.setup();
    const { calls } = serveApi(answer);
    renderInApp(<GlobalSearch />);
    await user.click(screen.getByTestId('global-search-open'));
    await user.type(screen.getByTestId('global-search-input'), 'midnight');
    await screen.findByTestId('global-search-group-song');
    expect(calls.map((call) => (call.body as { type: string }).type).sort()).toEqual(['album', 'artist', 'promotion_application', 'song', 'user', 'user_split_song']);
    expect(calls.every((call) => (call.body as { value: string }).value === 'midnight')).toBe(true);
    expect(screen.getByTestId('global-search-group-song').textContent).toContain(`${en.search_group_song} · 12`);
    expect(within(screen.getByTestId('global-search-group-user')).getByText('Team member · rosa@example.com')).toBeTruthy();
    // A kind that failed says so; the others still show.
    expect(within(screen.getByTestId('global-search-group-user_split_song')).getByText(en.search_group_failed)).toBeTruthy();
  });

  it('moves through the hits with the arrow keys and opens one with Enter', async () => {
    const user = userEvent.setup();
    serveApi(answer);
    renderInApp(
      <>
        <GlobalSearch />
        <Where />
      </>,
    );
    fireEvent.keyDown(document.documentElement, { key: 'k', ctrlKey: true });
    const input = await screen.findByTestId('global-search-input');
    await user.type(input, 'mid');
    await screen.findAllByTestId('global-search-hit');
    const hits = () => screen.getAllByTestId('global-search-hit');
    expect(hits()[0]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(hits()[2]!.id);
    await user.keyboard('{ArrowUp}');
    expect(hits()[1]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/library/8'));
    await waitFor(() => expect(screen.queryByTestId('global-search-input')).toBeNull());
  });

  it('says when nothing is found', async () => {
    const user = userEvent.setup();
    serveApi((call) => {
      const { type } = call.body as { type: string };
      return ok(songRoutes.searchEntity, { type, total: 0, songs: [], albums: [], artists: [], users: [], splitSongs: [], applications: [] } as never);
    });
    renderInApp(<GlobalSearch />);
    await user.click(screen.getByTestId('global-search-open'));
    await user.type(screen.getByTestId('global-search-input'), 'zzz');
    expect((await screen.findByTestId('global-search-empty')).textContent).toBe(en.search_no_results.replace('{{value}}', 'zzz'));
  });
});
