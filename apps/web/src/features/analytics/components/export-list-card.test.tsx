import * as r from '@portal/contract/heads/revenue-reports';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import ar from '../../../../../../packages/i18n/locales/ar.json';
import en from '../../../../../../packages/i18n/locales/en.json';
import { activateLanguage } from '../../../lib/translator.ts';
import { ok, refused, serveApi } from '../../../test/fake-api.ts';
import { renderInApp, setViewport } from '../../../test/render.tsx';
import type { ExportTask } from '../export-api.ts';
import { ExportListCard } from './export-list-card.tsx';

afterEach(() => {
  setViewport('desktop');
  activateLanguage('en');
});

const task = (id: number, overrides: Partial<ExportTask> = {}): ExportTask => ({
  id,
  kind: 'analytics_songs',
  format: 'excel',
  params: { from: '2026-09-01', to: '2026-09-30' },
  status: 'done',
  progress: 100,
  fileName: `analytics_songs-report-${id}.xlsx`,
  sizeBytes: 12_345,
  error: null,
  createdAt: '2026-10-02T08:15:00Z',
  finishedAt: '2026-10-02T08:16:00Z',
  ...overrides,
});

const ready = task(7);
const running = task(8, {
  kind: 'analytics_daily',
  format: 'csv',
  params: { from: '2026-09-29', to: '2026-09-29' },
  status: 'running',
  progress: 40,
  fileName: null,
  sizeBytes: null,
  finishedAt: null,
});
const failed = task(9, { status: 'failed', progress: 10, fileName: null, sizeBytes: null, error: 'money_report_failed' });

describe('the list of analytics exports', () => {
  it('shows each export with its data, days, state and size; a ready one downloads through the data-task link', async () => {
    serveApi(() => ok(r.listDataTasks, { total: 3, tasks: [failed, running, ready] }));
    renderInApp(<ExportListCard />);
    const done = await screen.findByTestId('analytics-export-7');
    expect(within(done).getByText(`${en.rep_kind_analytics_songs} · ${en.rep_format_excel}`)).toBeTruthy();
    expect(within(done).getByText('Sep 1, 2026 – Sep 30, 2026')).toBeTruthy();
    expect(within(done).getByText('12.3kB')).toBeTruthy();
    expect(screen.getByTestId('analytics-export-status-7').textContent).toBe(en.rep_status_done);
    const download = screen.getByTestId('analytics-export-download-7');
    expect(download.getAttribute('href')).toBe('/api/system/download-data-task?taskId=7');

    const busy = screen.getByTestId('analytics-export-8');
    expect(within(busy).getByText('Sep 29, 2026')).toBeTruthy();
    expect(screen.getByTestId('analytics-export-status-8').textContent).toBe(en.rep_status_running);
    expect(within(busy).getByText('40 %')).toBeTruthy();
    expect(screen.queryByTestId('analytics-export-download-8')).toBeNull();

    expect(screen.getByTestId('analytics-export-failed-9').textContent).toBe(en.analytics_export_failed);
    expect(screen.queryByTestId('analytics-export-download-9')).toBeNull();
  });

  it('asks for a failed export again with the same data, format and days, then shows the new one', async () => {
    let tasks = [failed];
    const api = serveApi((call) => {
      if (call.path === r.createDataTask.path) {
        tasks = [task(10, { status: 'queued', progress: 0, fileName: null, sizeBytes: null }), failed];
        return ok(r.createDataTask, { taskId: 10 });
      }
      return ok(r.listDataTasks, { total: tasks.length, tasks });
    });
    const user = userEvent.setup();
    renderInApp(<ExportListCard />);
    await user.click(await screen.findByTestId('analytics-export-again-9'));
    expect((await screen.findByTestId('analytics-export-status-10')).textContent).toBe(en.rep_status_queued);
    expect(api.callsTo(r.createDataTask).map((call) => call.body)).toEqual([{ kind: 'analytics_songs', format: 'excel', from: '2026-09-01', to: '2026-09-30' }]);
  });

  it('follows an export being prepared until it is ready to download', async () => {
    let answers = 0;
    const api = serveApi(() => {
      answers += 1;
      return ok(r.listDataTasks, { total: 1, tasks: [answers === 1 ? running : { ...running, status: 'done', progress: 100, fileName: 'daily.csv', sizeBytes: 900 }] });
    });
    renderInApp(<ExportListCard />);
    expect((await screen.findByTestId('analytics-export-status-8')).textContent).toBe(en.rep_status_running);
    await waitFor(() => expect(screen.getByTestId('analytics-export-download-8')).toBeTruthy(), { timeout: 4000 });
    expect(screen.getByTestId('analytics-export-status-8').textContent).toBe(en.rep_status_done);
    expect(api.callsTo(r.listDataTasks).length).toBeGreaterThanOrEqual(2);
  });

  it('says in words when there is nothing yet, and why the list cannot be shown', async () => {
    serveApi(() => ok(r.listDataTasks, { total: 0, tasks: [] }));
    const { unmount } = renderInApp(<ExportListCard />);
    expect((await screen.findByTestId('analytics-exports-empty')).textContent).toBe(en.analytics_export_empty);
    unmount();
    serveApi(() => refused('error_no_permission', 403));
    renderInApp(<ExportListCard />);
    expect((await screen.findByRole('alert')).textContent).toBe(en.error_no_permission);
    expect(screen.queryByTestId('analytics-exports-table')).toBeNull();
  });

  it('on a phone shows a card per export with its download, and speaks Arabic', async () => {
    setViewport('phone');
    activateLanguage('ar');
    serveApi(() => ok(r.listDataTasks, { total: 1, tasks: [ready] }));
    renderInApp(<ExportListCard />);
    expect((await screen.findByTestId('analytics-exports-table')).getAttribute('data-layout')).toBe('cards');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText(ar.analytics_export_list_title)).toBeTruthy();
    expect(screen.getByTestId('analytics-export-status-7').textContent).toBe(ar.rep_status_done);
    expect(screen.getByTestId('analytics-export-download-7').textContent).toBe(ar.rep_download);
  });
});
