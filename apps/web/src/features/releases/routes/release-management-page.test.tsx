import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { albumList } from '@portal/contract/heads/releases';
import type { BodyOf } from '@portal/contract/route';
import type { User } from '@portal/contract/user';
import { ReleaseStatus } from '@portal/domain/enums';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import en from '../../../../../../packages/i18n/locales/en.json';
import { userQuery } from '../../../lib/queries.ts';
import { isCallTo, ok, type Reply, serveApi } from '../../../test/fake-api.ts';
import { aUser } from '../../../test/fixtures.ts';
import { renderInApp, setViewport } from '../../../test/render.tsx';
import type { ReleaseSummary } from '../api.ts';
import { ReleaseManagementPage } from './release-management-page.tsx';

const member = aUser({ region: 'PT', isSettled: false, permissions: { Release: ['View', 'Edit'] } });
const signedIn = (user: User) => (client: QueryClient) => client.setQueryData(userQuery.queryKey, user);

const release = (albumId: number, title: string, status: number): ReleaseSummary => ({
  albumId,
  kind: 'SINGLE',
  status,
  isDraft: status === ReleaseStatus.Init,
  title,
  upc: null,
  coverUrl: null,
  artists: ['Luna'],
  releaseTime: null,
  songCount: 1,
  updatedAt: '2025-03-01T10:00:00Z',
});
const releases = [release(7, 'Maré Alta', ReleaseStatus.Live), release(8, 'Ana', ReleaseStatus.Live), release(9, 'Zebra', ReleaseStatus.Init)];
const counts = { all: 3, Live: 2, Init: 1 };
let catalogue = releases;

type ListBody = BodyOf<typeof albumList>;
let asked: () => ListBody[];
/** The server: the releases of the status and title asked for, or a refusal. */
let refusal: Reply | null = null;

beforeEach(() => {
  refusal = null;
  catalogue = releases;
  const { callsTo } = serveApi((call) => {
    if (!isCallTo(call, albumList)) return { status: 404 };
    if (refusal) return refusal;
    const { status = 'all', search = '' } = call.body as ListBody;
    const albums = catalogue.filter((item) => (status === 'all' || item.status === ReleaseStatus[status]) && item.title.includes(search));
    return ok(albumList, { total: albums.length, counts, albums });
  });
  asked = () => callsTo(albumList).map((call) => call.body as ListBody);
});
afterEach(() => setViewport('desktop'));

const rowIds = () => screen.getAllByTestId(/^release-row-/).map((row) => row.getAttribute('data-testid'));

describe('music management', () => {
  it('lists the releases with a count per status, and asks the server for the status chosen', async () => {
    const user = userEvent.setup();
    renderInApp(<ReleaseManagementPage />, { seed: signedIn(member), route: '/release-management' });
    await waitFor(() => expect(rowIds()).toEqual(['release-row-7', 'release-row-8', 'release-row-9']));
    expect(asked()[0]).toEqual({ status: 'all', search: '', offset: 0, count: 10, withSongCount: true });
    expect(screen.getByTestId('release-filter-all').textContent).toBe(`${en.releases_filter_all} (3)`);
    expect(screen.getByTestId('release-filter-Live').textContent).toBe(`${en.release_status_Live} (2)`);
    expect(screen.getByTestId('release-filter-Takedown').textContent).toBe(`${en.release_status_Takedown} (0)`);

    await user.click(screen.getByTestId('release-filter-Init'));
    await waitFor(() => expect(rowIds()).toEqual(['release-row-9']));
    expect(asked().at(-1)).toEqual({ status: 'Init', search: '', offset: 0, count: 10, withSongCount: true });
  });

  it('searches by title once typing pauses, and says so when nothing matches', async () => {
    const user = userEvent.setup();
    renderInApp(<ReleaseManagementPage />, { seed: signedIn(member), route: '/release-management?status=Live' });
    await waitFor(() => expect(rowIds()).toEqual(['release-row-7', 'release-row-8']));
    await user.type(screen.getByRole('searchbox', { name: en.releases_search_placeholder }), 'Maré');
    await waitFor(() => expect(rowIds()).toEqual(['release-row-7']), { timeout: 3000 });
    // One request for the whole word, not one per letter.
    expect(asked().slice(1)).toEqual([{ status: 'Live', search: 'Maré', offset: 0, count: 10, withSongCount: true }]);

    await user.type(screen.getByRole('searchbox', { name: en.releases_search_placeholder }), 'x');
    expect((await screen.findByTestId('release-empty', {}, { timeout: 3000 })).textContent).toBe(en.releases_empty);
  });

  it('offers to create the first release when there is none yet', async () => {
    catalogue = [];
    renderInApp(<ReleaseManagementPage />, { seed: signedIn(member), route: '/release-management' });
    const empty = await screen.findByTestId('release-empty');
    expect(within(empty).getByText(en.releases_empty)).toBeTruthy();
    expect(within(empty).getByRole('link', { name: en.releases_create }).getAttribute('href')).toBe('/release/new');
  });

  it('shows the server’s refusal in the reader’s words when the list cannot be loaded', async () => {
    refusal = { status: 503, errorCode: 1, messageKey: 'error_system_overload' };
    renderInApp(<ReleaseManagementPage />, { seed: signedIn(member), route: '/release-management' });
    expect((await screen.findByRole('alert')).textContent).toBe(en.error_system_overload);
    expect(screen.queryByTestId('release-table')).toBeNull();
  });

  it('on a phone picks the status from a list and shows a card per release, found by the same row ids', async () => {
    const user = userEvent.setup();
    setViewport('phone');
    renderInApp(<ReleaseManagementPage />, { seed: signedIn(member), route: '/release-management' });
    await waitFor(() => expect(rowIds()).toEqual(['release-row-7', 'release-row-8', 'release-row-9']));
    expect(screen.getByTestId('release-cards').getAttribute('data-layout')).toBe('cards');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByTestId('release-filter-all')).toBeNull();
    const filter = screen.getByRole('combobox', { name: en.releases_filter_label }) as HTMLInputElement;
    expect(filter.value).toBe(`${en.releases_filter_all} (3)`);
    await user.click(filter);
    await user.click(await screen.findByRole('option', { name: `${en.release_status_Init} (1)`, hidden: true }));
    await waitFor(() => expect(rowIds()).toEqual(['release-row-9']));
    expect(asked().at(-1)).toMatchObject({ status: 'Init' });
  });
});
