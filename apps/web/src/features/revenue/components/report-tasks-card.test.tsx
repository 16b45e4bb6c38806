import * as r from '@portal/contract/heads/revenue-reports';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import ar from '../../../../../../packages/i18n/locales/ar.json';
import en from '../../../../../../packages/i18n/locales/en.json';
import { activateLanguage } from '../../../lib/translator.ts';
import { isCallTo, ok, serveApi } from '../../../test/fake-api.ts';
import { renderInApp } from '../../../test/render.tsx';
import type { ReportTask } from '../report-api.ts';
import { ReportTasksCard } from './report-tasks-card.tsx';

afterEach(() => activateLanguage('en'));

const task = (id: number, kind: ReportTask['kind']): ReportTask => ({
  id,
  kind,
  format: 'csv',
  params: { from: '2026-01', to: '2026-03' },
  status: 'done',
  progress: 100,
  fileName: `${kind}.csv`,
  sizeBytes: 2048,
  error: null,
  createdAt: '2026-04-02T10:00:00Z',
  finishedAt: '2026-04-02T10:01:00Z',
});

const monthly = task(3, 'monthly');
const royalty = task(2, 'royalty');
const statement = task(1, 'statement');

describe('the list of report tasks', () => {
  it('shows all reports, or only the sales reports or the royalty reports, each list from its own call', async () => {
    const api = serveApi((call) => {
      if (isCallTo(call, r.listReports)) return ok(r.listReports, { total: 1, tasks: [monthly] });
      if (isCallTo(call, r.listRoyaltyReports)) return ok(r.listRoyaltyReports, { total: 1, tasks: [royalty] });
      return ok(r.listReportsV2, { total: 3, tasks: [monthly, royalty, statement] });
    });
    const user = userEvent.setup();
    renderInApp(<ReportTasksCard canDownload />);
    expect(await screen.findByTestId('rep-task-1')).toBeTruthy();
    expect(screen.getByTestId('rep-task-2')).toBeTruthy();
    expect(screen.getByTestId('rep-task-3')).toBeTruthy();

    await user.click(screen.getByText(en.rev_reports_list_royalty));
    await waitFor(() => expect(screen.queryByTestId('rep-task-3')).toBeNull());
    expect(screen.getByTestId('rep-task-2')).toBeTruthy();
    expect(screen.queryByTestId('rep-task-1')).toBeNull();
    expect(screen.getByTestId('rep-download-2').getAttribute('href')).toBe('/api/revenue/report/download?id=2');

    await user.click(screen.getByText(en.rev_reports_list_sales));
    await waitFor(() => expect(screen.queryByTestId('rep-task-2')).toBeNull());
    expect(screen.getByTestId('rep-task-3')).toBeTruthy();

    expect(api.callsTo(r.listReportsV2)).toHaveLength(1);
    expect(api.callsTo(r.listRoyaltyReports).map((call) => call.query)).toEqual([{ offset: '0', count: '20' }]);
    expect(api.callsTo(r.listReports).map((call) => call.query)).toEqual([{ offset: '0', count: '20' }]);
  });

  it('says which list is empty, in the reader’s language', async () => {
    activateLanguage('ar');
    serveApi((call) => (isCallTo(call, r.listRoyaltyReports) ? ok(r.listRoyaltyReports, { total: 0, tasks: [] }) : ok(r.listReportsV2, { total: 1, tasks: [monthly] })));
    const user = userEvent.setup();
    renderInApp(<ReportTasksCard canDownload />);
    expect(await screen.findByTestId('rep-task-3')).toBeTruthy();
    await user.click(screen.getByText(ar.rev_reports_list_royalty));
    expect((await screen.findByTestId('rep-tasks-empty')).textContent).toBe(ar.rev_reports_empty_royalty);
  });
});
