import * as routes from '@portal/contract/heads/monitoring';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../../../../packages/i18n/locales/en.json';
import type { AnswerOf } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { ok, refused, serveApi } from '../../../test/fake-api.ts';
import { renderInApp, setViewport } from '../../../test/render.tsx';
import { ClientErrorsPanel } from './client-errors-panel.tsx';

type Answer = AnswerOf<typeof routes.listClientErrors>;
const seen = { firstSeenAt: '2026-12-01T08:00:00.000Z', lastSeenAt: '2026-12-03T09:30:00.000Z', language: 'pt-BR' };
const reports: Answer['reports'] = [
  {
    id: 7,
    kind: 'error',
    message: 'TypeError: Cannot read properties of undefined (reading "tracks")',
    frame: 'at StoreList (https://portal.example/assets/Bx7f9K2a.js:1:20431)',
    route: '/release-management/:id/stores',
    release: 'web-4f2a9c1d7e',
    count: 1284,
    ...seen,
  },
  { id: 3, kind: 'api', message: '500 GET /release/detail', frame: null, route: '/release/edit/:id', release: 'web-4f2a9c1d7e', count: 17, ...seen },
  { id: 9, kind: 'missing_i18n', message: 'missing i18n key: rev_status_on_hold', frame: null, route: '/revenue', release: 'web-0b1c2d3e4f', count: 2, ...seen, language: 'ja' },
  { id: 4, kind: 'render', message: 'TypeError: Failed to fetch dynamically imported module', frame: null, route: '/analytics', release: 'web-0b1c2d3e4f', count: 1, ...seen },
];
const answer: Answer = { total: 4, reports, releases: ['web-4f2a9c1d7e', 'web-0b1c2d3e4f'] };
const rows = () => screen.getAllByTestId('admin-errors-row');

afterEach(() => setViewport('desktop'));

describe('the top errors panel', () => {
  it('lists the reports with their count, kind, message, frame, page, version and language', async () => {
    const { calls } = serveApi(() => ok(routes.listClientErrors, answer));
    renderInApp(<ClientErrorsPanel />);
    await screen.findAllByTestId('admin-errors-row');
    expect(calls[0]!.query).toEqual({ sort: 'count', offset: '0', count: '20' });

    const [error, api, missing, render] = rows();
    expect(within(error!).getByTestId('admin-errors-count').textContent).toBe('1,284');
    expect(within(error!).getByText(en.admin_errors_kind_error)).toBeTruthy();
    expect(within(error!).getByText('at StoreList (https://portal.example/assets/Bx7f9K2a.js:1:20431)')).toBeTruthy();
    expect(within(error!).getByText('/release-management/:id/stores')).toBeTruthy();
    expect(within(error!).getByText('web-4f2a9c1d7e')).toBeTruthy();
    expect(within(error!).getByText('pt-BR')).toBeTruthy();
    expect(within(api!).getByText(en.admin_errors_kind_api)).toBeTruthy();
    expect(within(missing!).getByText(en.admin_errors_kind_missing_i18n)).toBeTruthy();
    expect(within(missing!).getByTestId('admin-errors-message').textContent).toBe('missing i18n key: rev_status_on_hold');
    expect(within(missing!).getByText('ja')).toBeTruthy();
    expect(within(render!).getByText(en.admin_errors_kind_render)).toBeTruthy();
    expect(within(error!).getByText(formatDateTime(seen.lastSeenAt))).toBeTruthy();
    expect(within(error!).getByText(en.admin_errors_first_seen.replace('{{time}}', formatDateTime(seen.firstSeenAt)))).toBeTruthy();
  });

  it('asks again by kind, version and order, from the first page', async () => {
    const user = userEvent.setup();
    const { calls } = serveApi(() => ok(routes.listClientErrors, { ...answer, total: 45 }));
    renderInApp(<ClientErrorsPanel />);
    await screen.findAllByTestId('admin-errors-row');

    await user.click(within(screen.getByTestId('admin-errors')).getByRole('button', { name: '2' }));
    await waitFor(() => expect(calls.at(-1)!.query).toMatchObject({ offset: '20' }));

    await user.selectOptions(screen.getByTestId('admin-errors-kind'), en.admin_errors_kind_missing_i18n);
    await waitFor(() => expect(calls.at(-1)!.query).toEqual({ kind: 'missing_i18n', sort: 'count', offset: '0', count: '20' }));
    await user.selectOptions(screen.getByTestId('admin-errors-release'), 'web-0b1c2d3e4f');
    await user.selectOptions(screen.getByTestId('admin-errors-sort'), en.admin_errors_sort_last_seen);
    await waitFor(() => expect(calls.at(-1)!.query).toEqual({ kind: 'missing_i18n', release: 'web-0b1c2d3e4f', sort: 'lastSeen', offset: '0', count: '20' }));

    await user.selectOptions(screen.getByTestId('admin-errors-kind'), en.admin_errors_kind_all);
    await waitFor(() => expect(calls.at(-1)!.query).toEqual({ release: 'web-0b1c2d3e4f', sort: 'lastSeen', offset: '0', count: '20' }));
  });

  it('says when nothing was reported, and shows why the reports could not be read', async () => {
    serveApi(() => ok(routes.listClientErrors, { total: 0, reports: [], releases: [] }));
    const first = renderInApp(<ClientErrorsPanel />);
    expect(await within(screen.getByTestId('admin-errors')).findByText(en.admin_errors_empty)).toBeTruthy();
    first.unmount();

    serveApi(() => refused('error_admin_only', 403));
    renderInApp(<ClientErrorsPanel />);
    expect((await within(screen.getByTestId('admin-errors')).findByRole('alert')).textContent).toBe(en.error_admin_only);
  });

  it('on a phone shows each report as a card', async () => {
    setViewport('phone');
    serveApi(() => ok(routes.listClientErrors, answer));
    renderInApp(<ClientErrorsPanel />);
    const [error] = await screen.findAllByTestId('admin-errors-row');
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(error!).getByText(en.admin_errors_route)).toBeTruthy();
    expect(within(error!).getByTestId('admin-errors-message').textContent).toBe(reports[0]!.message);
    expect(rows()).toHaveLength(4);
  });
});
