import * as r from '@portal/contract/heads/revenue-reports';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import ar from '../../../../../../packages/i18n/locales/ar.json';
import en from '../../../../../../packages/i18n/locales/en.json';
import { activateLanguage } from '../../../lib/translator.ts';
import { ok, type Reply, refused, serveApi } from '../../../test/fake-api.ts';
import { renderInApp } from '../../../test/render.tsx';
import { ExportRequestCard } from './export-request-card.tsx';

afterEach(() => activateLanguage('en'));

/** Answers the export request with `reply`, and the list with nothing. */
function server(reply: Reply = ok(r.createDataTask, { taskId: 41 })) {
  return serveApi((call) => (call.path === r.createDataTask.path ? reply : ok(r.listDataTasks, { total: 0, tasks: [] })));
}

const field = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const submit = () => screen.getByTestId('analytics-export-submit') as HTMLButtonElement;

describe('asking for an analytics export', () => {
  it('sends the chosen data, format and days, starting from the range the pages showed, and says it is being prepared', async () => {
    const api = server();
    const user = userEvent.setup();
    renderInApp(<ExportRequestCard defaultFrom="2026-09-01" defaultTo="2026-09-30" />);
    expect(field('analytics-export-from').value).toBe('2026-09-01');
    expect(field('analytics-export-to').value).toBe('2026-09-30');
    expect(screen.getByTestId('analytics-export-hint').textContent).toBe(en.analytics_export_hint_analytics_songs);

    await user.selectOptions(screen.getByTestId('analytics-export-kind'), 'analytics_daily');
    await user.selectOptions(screen.getByTestId('analytics-export-format'), 'csv');
    fireEvent.change(field('analytics-export-from'), { target: { value: '2026-09-15' } });
    expect(screen.getByTestId('analytics-export-hint').textContent).toBe(en.analytics_export_hint_analytics_daily);
    await user.click(submit());

    expect((await screen.findByTestId('analytics-export-queued')).textContent).toContain(en.analytics_export_queued);
    const sent = api.callsTo(r.createDataTask);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ kind: 'analytics_daily', format: 'csv', from: '2026-09-15', to: '2026-09-30' });
    expect(sent[0]!.csrf).toBe('csrf-token');
  });

  it('says on the field what is wrong with the days and asks nothing until they are right', async () => {
    const api = server();
    renderInApp(<ExportRequestCard defaultFrom="2026-09-01" defaultTo="2026-09-30" />);
    fireEvent.change(field('analytics-export-to'), { target: { value: '2026-08-31' } });
    expect(await screen.findByText(en.analytics_range_invalid)).toBeTruthy();
    expect(submit().disabled).toBe(true);

    fireEvent.change(field('analytics-export-to'), { target: { value: '2026-09-30' } });
    fireEvent.change(field('analytics-export-from'), { target: { value: '2020-01-01' } });
    expect(await screen.findByText(en.analytics_range_too_long)).toBeTruthy();
    expect(submit().disabled).toBe(true);

    fireEvent.change(field('analytics-export-from'), { target: { value: '' } });
    expect(await screen.findByText(en.analytics_date_invalid)).toBeTruthy();
    fireEvent.submit(submit().closest('form')!);
    expect(api.callsTo(r.createDataTask)).toEqual([]);
  });

  it('shows the server’s refusals translated: on the field it names, too many exports at once, no permission', async () => {
    const user = userEvent.setup();
    server(refused('analytics_date_invalid', 400, [{ field: 'body.to', messageKey: 'analytics_date_invalid', message: '' }]));
    const { unmount } = renderInApp(<ExportRequestCard defaultFrom="2026-09-01" defaultTo="2026-09-30" />);
    await user.click(submit());
    expect(await screen.findByText(en.analytics_date_invalid)).toBeTruthy();
    expect(screen.queryByTestId('analytics-export-queued')).toBeNull();
    unmount();

    server(refused('money_report_too_many', 429));
    const second = renderInApp(<ExportRequestCard defaultFrom="2026-09-01" defaultTo="2026-09-30" />);
    await user.click(submit());
    expect((await screen.findByTestId('analytics-export-error')).textContent).toBe(en.analytics_export_too_many);
    second.unmount();

    server(refused('error_no_permission', 403));
    renderInApp(<ExportRequestCard defaultFrom="2026-09-01" defaultTo="2026-09-30" />);
    await user.click(submit());
    await waitFor(() => expect(screen.getByTestId('analytics-export-error').textContent).toBe(en.error_no_permission));
  });

  it('speaks Arabic to an Arabic reader', () => {
    activateLanguage('ar');
    server();
    renderInApp(<ExportRequestCard defaultFrom="2026-09-01" defaultTo="2026-09-30" />);
    expect(screen.getByText(ar.analytics_export_request_title)).toBeTruthy();
    expect(screen.getByLabelText(ar.analytics_export_from)).toBeTruthy();
    expect(submit().textContent).toBe(ar.analytics_export_submit);
    expect(screen.getByRole('option', { name: ar.rep_kind_analytics_daily })).toBeTruthy();
  });
});
