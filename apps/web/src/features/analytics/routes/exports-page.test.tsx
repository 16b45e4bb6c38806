import * as r from '@portal/contract/heads/revenue-reports';
import type { User } from '@portal/contract/user';
import type { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../../../../../packages/i18n/locales/en.json';
import { userQuery } from '../../../lib/queries.ts';
import { ok, serveApi } from '../../../test/fake-api.ts';
import { aUser } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { ExportsPage } from './exports-page.tsx';

const asUser = (user: User, route = '/analytics/exports') => ({ route, seed: (client: QueryClient) => client.setQueryData(userQuery.queryKey, user) });
const downloader = aUser({ permissions: { AnalyticsData: ['View', 'Download'] } });

describe('the analytics exports page', () => {
  it('is a tab of the data-insight pages that keeps their filters, and asks for the days those pages showed', async () => {
    const api = serveApi(() => ok(r.listDataTasks, { total: 0, tasks: [] }));
    renderInApp(<ExportsPage />, asUser(downloader, '/analytics/exports?start=2026-08-01&end=2026-08-31'));
    const tab = screen.getByTestId('an-tab-exports');
    expect(tab.textContent).toBe(en.analytics_export_tab);
    expect(tab.getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('an-tab-streaming').getAttribute('href')).toBe('/analytics/streaming?start=2026-08-01&end=2026-08-31');
    // The form has days of its own: the pages' range control is left out.
    expect(screen.queryByTestId('an-range')).toBeNull();
    expect((screen.getByTestId('analytics-export-from') as HTMLInputElement).value).toBe('2026-08-01');
    expect((screen.getByTestId('analytics-export-to') as HTMLInputElement).value).toBe('2026-08-31');
    expect(await screen.findByTestId('analytics-exports-empty')).toBeTruthy();
    expect(api.callsTo(r.listDataTasks)).toHaveLength(1);
  });

  it('tells a member who may view but not download analytics why there is nothing to ask for, and hides the tab', () => {
    const api = serveApi(() => ok(r.listDataTasks, { total: 0, tasks: [] }));
    renderInApp(<ExportsPage />, asUser(aUser({ team: { teamId: 3, teamName: 'Label', isOwner: false, memberUserId: 1, memberNickname: 'Luna' }, permissions: { AnalyticsData: ['View'] } })));
    expect(screen.getByTestId('analytics-export-no-permission').textContent).toBe(en.analytics_export_no_permission);
    expect(screen.queryByTestId('an-tab-exports')).toBeNull();
    expect(screen.getByTestId('an-tab-streaming')).toBeTruthy();
    expect(screen.queryByTestId('analytics-export-request')).toBeNull();
    expect(api.calls).toEqual([]);
  });
});
