import * as routes from '@portal/contract/heads/analytics';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../../../../packages/i18n/locales/en.json';
import type { AnswerOf } from '../../../lib/api-client.ts';
import { userQuery } from '../../../lib/queries.ts';
import { isCallTo, ok, refused, serveApi, type ApiCall } from '../../../test/fake-api.ts';
import { aUser } from '../../../test/fixtures.ts';
import { renderInApp, setViewport } from '../../../test/render.tsx';
import { ChartsPage } from './charts-page.tsx';

type Chart = AnswerOf<typeof routes.charts>;
const entry = (rank: number, previousRank: number | null, title: string, streams: number, previousStreams: number) => ({
  rank,
  previousRank,
  streams,
  previousStreams,
  id: rank * 10,
  albumId: rank * 100,
  songId: rank * 10,
  title,
  version: '',
  artists: ['Nova Reyes'],
  detail: `${title} (Single)`,
});
const songs: Chart = {
  kind: 'songs',
  range: { start: '2026-09-01', end: '2026-09-30' },
  compare: { start: '2026-08-02', end: '2026-08-31' },
  wholeMonths: false,
  charted: 4,
  entries: [entry(1, 3, 'Low Tide', 4500, 900), entry(2, 1, 'Golden Hour', 3000, 6000), entry(3, 3, 'Night Swim', 800, 700), entry(4, null, 'First Light', 100, 0)],
  countries: ['BR', 'US'],
};
const releases: Chart = { ...songs, kind: 'releases', charted: 1, entries: [{ ...entry(1, null, 'Low Tide (Single)', 4500, 0), songId: null, detail: '0123456789012' }] };

const analyst = (client: QueryClient) => client.setQueryData(userQuery.queryKey, aUser({ permissions: { AnalyticsData: ['View'] } }));

function serve(reply: (call: ApiCall) => ReturnType<typeof ok> | undefined = () => undefined) {
  return serveApi((call) => {
    if (isCallTo(call, routes.storeUpdates)) return ok(routes.storeUpdates, { stores: [{ storeId: 1026, lastDay: '2026-09-30', updatedAt: '2026-10-01T00:00:00Z' }] });
    return reply(call) ?? ok(routes.charts, call.query.kind === 'releases' ? releases : songs);
  });
}

afterEach(() => setViewport('desktop'));

describe('the charts page', () => {
  it('ranks the songs with their movement, last period and change, each linking to its track page', async () => {
    const api = serve();
    renderInApp(<ChartsPage />, { seed: analyst, route: '/analytics/charts?days=28' });
    const first = await screen.findByTestId('charts-row-1');
    expect(api.callsTo(routes.charts)[0]!.query).toMatchObject({ kind: 'songs' });
    expect(api.callsTo(routes.charts)[0]!.query.country).toBeUndefined();

    expect(within(first).getByTestId('charts-movement').textContent).toBe('▲ 2');
    expect(within(first).getByTestId('charts-movement').getAttribute('aria-label')).toBe(en.charts_up.replace('{{places}}', '2'));
    expect(within(first).getByRole('link', { name: 'Low Tide' }).getAttribute('href')).toBe('/analytics/track/10?days=28');
    expect(within(first).getByText(en.charts_previous_rank.replace('{{rank}}', '3'))).toBeTruthy();
    expect(within(screen.getByTestId('charts-row-2')).getByTestId('charts-movement').textContent).toBe('▼ 1');
    expect(within(screen.getByTestId('charts-row-3')).getByTestId('charts-movement').getAttribute('aria-label')).toBe(en.charts_same);
    const newcomer = screen.getByTestId('charts-row-4');
    expect(within(newcomer).getByTestId('charts-movement').textContent).toBe(en.charts_new);
    expect(within(newcomer).getAllByText('—')).toHaveLength(2);
    expect(screen.getByTestId('charts-period').textContent).toContain('Aug 2, 2026');
    // The store filter of the data-insight pages is there while no country is chosen.
    expect(screen.getByTestId('an-store-filter')).toBeTruthy();
  });

  it('switches to releases and to one country, dropping the stores, and keeps both in the address', async () => {
    const user = userEvent.setup();
    const api = serve();
    renderInApp(<ChartsPage />, { seed: analyst, route: '/analytics/charts?stores=1026' });
    await screen.findByTestId('charts-row-1');
    expect(api.callsTo(routes.charts)[0]!.query).toMatchObject({ storeIdList: '1026' });

    await user.click(screen.getByRole('radio', { name: en.charts_kind_releases }));
    await waitFor(() => expect(api.callsTo(routes.charts).at(-1)!.query).toMatchObject({ kind: 'releases', storeIdList: '1026' }));
    expect(await screen.findByText('Low Tide (Single)')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Low Tide (Single)' })).toBeNull();
    expect(screen.getByText(en.charts_top_releases)).toBeTruthy();

    await user.selectOptions(screen.getByTestId('charts-country'), 'BR');
    await waitFor(() => expect(api.callsTo(routes.charts).at(-1)!.query).toMatchObject({ kind: 'releases', country: 'BR' }));
    expect(api.callsTo(routes.charts).at(-1)!.query.storeIdList).toBeUndefined();
    expect(screen.queryByTestId('an-store-filter')).toBeNull();
  });

  it("says how many charted beyond the top, shows a country chart's whole months and the server's refusal", async () => {
    serve((call) => (call.query.country ? ok(routes.charts, { ...songs, wholeMonths: true, charted: 60 }) : undefined));
    const { unmount } = renderInApp(<ChartsPage />, { seed: analyst, route: '/analytics/charts?country=BR' });
    expect((await screen.findByTestId('charts-more')).textContent).toBe(en.charts_more.replace('{{shown}}', '4').replace('{{charted}}', '60'));
    expect(screen.getByTestId('charts-period').textContent).toContain('Sep 1, 2026');
    unmount();

    serveApi((call) => (isCallTo(call, routes.charts) ? refused('charts_country_with_stores') : ok(routes.storeUpdates, { stores: [] })));
    renderInApp(<ChartsPage />, { seed: analyst, route: '/analytics/charts' });
    expect((await screen.findByTestId('an-error')).textContent).toContain(en.charts_country_with_stores);
  });

  it('shows each entry as a card on a phone', async () => {
    setViewport('phone');
    serve();
    renderInApp(<ChartsPage />, { seed: analyst, route: '/analytics/charts' });
    const card = await screen.findByTestId('charts-row-1');
    expect(card.tagName).not.toBe('TR');
    expect(within(card).getByText(en.charts_col_rank)).toBeTruthy();
    expect(within(card).getByText('Low Tide')).toBeTruthy();
  });
});
