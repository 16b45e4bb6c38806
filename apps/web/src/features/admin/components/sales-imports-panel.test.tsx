import * as routes from '@portal/contract/heads/sales-imports';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../../../../packages/i18n/locales/en.json';
import type { AnswerOf } from '../../../lib/api-client.ts';
import { isCallTo, ok, refused, serveApi } from '../../../test/fake-api.ts';
import { activateLanguage } from '../../../lib/translator.ts';
import { renderInApp, setViewport } from '../../../test/render.tsx';
import type { RateResult, SalesImport, SuspenseLine } from '../sales-imports-api.ts';
import { SalesImportsPanel } from './sales-imports-panel.tsx';

const salesImport = (fields: Partial<SalesImport> & Pick<SalesImport, 'id' | 'fileName'>): SalesImport => ({
  format: 'generic',
  status: 'done',
  source: 'console',
  sizeBytes: 2000,
  bytesRead: 2000,
  linesRead: 1200,
  linesMatched: 1180,
  linesUnmatched: 15,
  linesInvalid: 5,
  gross: '1234.500000',
  rates: { EUR: '1.083215' },
  error: null,
  createdAt: '2025-04-01T10:00:00.000Z',
  finishedAt: '2025-04-01T10:02:00.000Z',
  ...fields,
});

const done = salesImport({ id: 1, fileName: 'spotify-2025-03.csv' });
const running = salesImport({ id: 2, fileName: 'apple-2025-03.txt', format: 'apple', status: 'running', source: 'folder', bytesRead: 500, linesRead: 300, gross: '0.000000' });
const failed = salesImport({
  id: 3,
  fileName: 'mystery.tsv',
  format: null,
  status: 'failed',
  linesRead: 0,
  linesMatched: 0,
  linesUnmatched: 0,
  linesInvalid: 0,
  gross: '0',
  error: 'No column holds an ISRC or a UPC.',
});
const list = (imports: SalesImport[]): AnswerOf<typeof routes.listSalesImports> => ({ imports, suspense: { openLines: 20, openGross: '87.250000', waitingForRate: 3 } });

const line = (fields: Partial<SuspenseLine> & Pick<SuspenseLine, 'id' | 'lineNumber'>): SuspenseLine => ({
  reason: 'no_match',
  store: 'Spotify',
  isrc: 'QZABC2500001',
  upc: null,
  storeItemId: 'sp:77',
  saleType: 'stream',
  country: 'BR',
  periodStart: '2025-03-01',
  units: 1000,
  currency: 'EUR',
  revenue: '3.100000',
  gross: '3.357967',
  raw: null,
  issue: null,
  resolvedAt: null,
  resolvedTo: null,
  ...fields,
});

const suspense: AnswerOf<typeof routes.salesSuspense> = {
  total: 3,
  missingRates: ['EUR', 'GBP'],
  lines: [
    line({ id: 41, lineNumber: 4 }),
    line({ id: 42, lineNumber: 9, reason: 'invalid', store: null, isrc: null, storeItemId: null, country: null, revenue: null, raw: 'Spotify;;BR;abc', issue: null }),
    line({ id: 43, lineNumber: 12, resolvedAt: '2025-04-02T09:00:00.000Z', resolvedTo: { releaseId: 5, trackId: 8, title: 'Maré Alta' } }),
  ],
};

afterEach(() => {
  setViewport('desktop');
  activateLanguage('en');
});

const uploadInput = () => screen.getByTestId('admin-sales-upload').querySelector('input[type="file"]') as HTMLInputElement;
const report = () => new File(['isrc,units,revenue\n'], 'apple-2025-03.txt', { type: 'text/plain' });

describe('the sales imports panel', () => {
  it('lists each import with its status, progress, line counts and gross in the reader’s format, and the lines still in suspense', async () => {
    serveApi((call) => (isCallTo(call, routes.listSalesImports) ? ok(routes.listSalesImports, list([done, running, failed])) : refused('error_not_found', 404)));
    renderInApp(<SalesImportsPanel />);

    const first = await screen.findByTestId('admin-sales-row-1');
    expect(within(first).getByText('spotify-2025-03.csv')).toBeTruthy();
    expect(screen.getByTestId('admin-sales-status-1').textContent).toBe(en.admin_money_sales_status_done);
    expect(screen.getByTestId('admin-sales-counts-1').textContent).toBe('1,200 read · 1,180 matched · 15 unmatched · 5 invalid');
    expect(screen.getByTestId('admin-sales-gross-1').textContent).toBe('$1,234.50');

    const second = screen.getByTestId('admin-sales-row-2');
    expect(screen.getByTestId('admin-sales-status-2').textContent).toBe(en.admin_money_sales_status_running);
    expect(within(second).getByText('25%')).toBeTruthy();
    expect(within(second).getByText(new RegExp(en.admin_money_sales_source_folder))).toBeTruthy();
    // A running import cannot be opened yet.
    expect((screen.getByTestId('admin-sales-detail-2') as HTMLButtonElement).disabled).toBe(true);

    expect(screen.getByTestId('admin-sales-status-3').textContent).toBe(en.admin_money_sales_status_failed);
    expect(screen.getByTestId('admin-sales-error-3').textContent).toBe('No column holds an ISRC or a UPC.');
    expect(screen.getByTestId('admin-sales-suspense-open').textContent).toBe('Lines in suspense: 20 ($87.25) · waiting for an exchange rate: 3');
  });

  it('says so when nothing was imported yet, and shows the translated message when the list cannot be read', async () => {
    serveApi(() => ok(routes.listSalesImports, { imports: [], suspense: { openLines: 0, openGross: '0', waitingForRate: 0 } }));
    const first = renderInApp(<SalesImportsPanel />);
    expect(await screen.findByText(en.admin_money_sales_none)).toBeTruthy();
    first.unmount();

    serveApi(() => refused('error_forbidden', 403));
    renderInApp(<SalesImportsPanel />);
    const card = screen.getByTestId('admin-sales-imports');
    expect((await within(card).findByRole('alert')).textContent).toBe(en.error_forbidden);
    expect(within(card).queryByRole('table')).toBeNull();
  });

  it('imports a report with its exchange rates, says it is queued and refreshes the list', async () => {
    const user = userEvent.setup();
    const queued = salesImport({ id: 7, fileName: 'apple-2025-03.txt', status: 'queued', bytesRead: 0 });
    const api = serveApi((call) => {
      if (isCallTo(call, routes.createSalesImport)) return ok(routes.createSalesImport, { salesImport: queued, duplicate: false });
      return ok(routes.listSalesImports, list(api.callsTo(routes.createSalesImport).length > 0 ? [queued, done] : [done]));
    });
    renderInApp(<SalesImportsPanel />);
    await screen.findByTestId('admin-sales-row-1');

    await user.upload(uploadInput(), report());
    await user.click(screen.getByTestId('admin-sales-rate-add'));
    await user.type(screen.getByTestId('admin-sales-rate-currency-0'), 'eur');
    await user.type(screen.getByTestId('admin-sales-rate-value-0'), '1.083215');
    await user.click(screen.getByTestId('admin-sales-import'));

    await waitFor(() => expect(api.callsTo(routes.createSalesImport)).toHaveLength(1));
    expect(api.callsTo(routes.createSalesImport)[0]!.body).toEqual({ fileName: 'apple-2025-03.txt', rates: '{"EUR":"1.083215"}', file: 'apple-2025-03.txt' });
    expect((await screen.findByTestId('admin-sales-notice')).textContent).toBe('Import #7 of apple-2025-03.txt is queued.');
    expect(await screen.findByTestId('admin-sales-row-7')).toBeTruthy();
  });

  it('refuses a malformed rate before sending, and shows the duplicate answer and a refusal from the server', async () => {
    const user = userEvent.setup();
    let refuse = false;
    const { callsTo } = serveApi((call) => {
      if (isCallTo(call, routes.createSalesImport)) return refuse ? refused('money_rates_invalid') : ok(routes.createSalesImport, { salesImport: done, duplicate: true });
      return ok(routes.listSalesImports, list([done]));
    });
    renderInApp(<SalesImportsPanel />);
    await screen.findByTestId('admin-sales-row-1');
    await user.upload(uploadInput(), report());
    const importButton = screen.getByTestId('admin-sales-import') as HTMLButtonElement;

    await user.click(screen.getByTestId('admin-sales-rate-add'));
    await user.type(screen.getByTestId('admin-sales-rate-currency-0'), 'E1');
    expect(screen.getByText(en.admin_money_sales_currency_invalid)).toBeTruthy();
    expect(importButton.disabled).toBe(true);
    await user.clear(screen.getByTestId('admin-sales-rate-currency-0'));
    await user.type(screen.getByTestId('admin-sales-rate-currency-0'), 'EUR');
    await user.type(screen.getByTestId('admin-sales-rate-value-0'), '-1');
    expect(screen.getByText(en.admin_money_sales_rate_invalid)).toBeTruthy();
    expect(importButton.disabled).toBe(true);

    // Without the rate the report can go: the same file again answers with its first import.
    await user.click(screen.getByTestId('admin-sales-rate-remove-0'));
    await user.click(importButton);
    const notice = await screen.findByTestId('admin-sales-notice');
    expect(notice.textContent).toBe('This file was already imported (import #1, spotify-2025-03.csv).');
    expect(notice.getAttribute('data-duplicate')).toBe('true');
    expect(callsTo(routes.createSalesImport)[0]!.body).toEqual({ fileName: 'apple-2025-03.txt', file: 'apple-2025-03.txt' });

    refuse = true;
    await user.click(importButton);
    expect((await screen.findByTestId('admin-sales-error')).textContent).toBe(en.money_rates_invalid);
    expect(screen.queryByTestId('admin-sales-notice')).toBeNull();
  });

  it('opens an import on its lines in suspense and credits the chosen ones to a track by its ISRC', async () => {
    const user = userEvent.setup();
    const { callsTo } = serveApi((call) => {
      if (isCallTo(call, routes.salesSuspense)) return ok(routes.salesSuspense, suspense);
      if (isCallTo(call, routes.assignSuspense)) return ok(routes.assignSuspense, { assigned: 1, gross: '3.357967', target: { releaseId: 5, trackId: 8, title: 'Maré Alta' } });
      return ok(routes.listSalesImports, list([done]));
    });
    renderInApp(<SalesImportsPanel />);
    await user.click(await screen.findByTestId('admin-sales-detail-1'));

    const modal = await screen.findByRole('dialog', { name: 'Import #1: spotify-2025-03.csv' });
    await within(modal).findByTestId('admin-sales-suspense');
    expect(callsTo(routes.salesSuspense)[0]!.query).toEqual({ importId: '1', state: 'all', count: '100', offset: '0' });
    expect(within(modal).getByTestId('admin-sales-import-outcome').textContent).toBe('1,200 read · 1,180 matched · 15 unmatched · 5 invalid · rates to USD: EUR 1.083215');
    // An unreadable line shows the report's own text; a line assigned before says to what, and neither can be chosen.
    expect(within(modal).getByTestId('admin-sales-suspense-raw-9').textContent).toBe('Spotify;;BR;abc');
    expect(within(modal).getByTestId('admin-sales-suspense-resolved-12').textContent).toBe('Assigned to Maré Alta');
    expect(within(modal).queryByTestId('admin-sales-suspense-select-9')).toBeNull();
    expect(within(modal).queryByTestId('admin-sales-suspense-select-12')).toBeNull();

    await user.click(within(modal).getByTestId('admin-sales-suspense-select-4'));
    await user.type(within(modal).getByTestId('admin-sales-suspense-code'), 'QZABC2500099');
    await user.click(within(modal).getByRole('button', { name: 'Assign the selection (1)' }));

    await waitFor(() => expect(callsTo(routes.assignSuspense)).toHaveLength(1));
    expect(callsTo(routes.assignSuspense)[0]!.body).toEqual({ importId: 1, lineIds: [41], isrc: 'QZABC2500099' });
    expect((await within(modal).findByTestId('admin-sales-suspense-assigned')).textContent).toBe('Credited to “Maré Alta”: 1 of the lines, $3.36.');
    // The lines are read again, now with the assignment.
    await waitFor(() => expect(callsTo(routes.salesSuspense).length).toBeGreaterThan(1));
  });

  it('records a missing exchange rate for the chosen currency and says what it did; a refusal is shown', async () => {
    const user = userEvent.setup();
    const result: RateResult = { credited: 3, waiting: 2, gross: '45.600000' };
    let refuse = true;
    const { callsTo } = serveApi((call) => {
      if (isCallTo(call, routes.salesSuspense)) return ok(routes.salesSuspense, suspense);
      if (isCallTo(call, routes.recordSalesRate)) return refuse ? refused('money_rate_no_lines') : ok(routes.recordSalesRate, result);
      return ok(routes.listSalesImports, list([done]));
    });
    renderInApp(<SalesImportsPanel />);
    await user.click(await screen.findByTestId('admin-sales-detail-1'));
    const form = await screen.findByTestId('admin-sales-late-rate');

    await user.click(within(form).getByRole('radio', { name: 'GBP' }));
    await user.type(within(form).getByRole('textbox', { name: en.admin_money_sales_rate }), '1.27');
    await user.click(within(form).getByTestId('admin-sales-late-rate-submit'));
    expect((await within(form).findByTestId('admin-sales-late-rate-error')).textContent).toBe(en.money_rate_no_lines);

    refuse = false;
    await user.click(within(form).getByTestId('admin-sales-late-rate-submit'));
    expect((await screen.findByTestId('admin-sales-late-rate-done')).textContent).toBe('Valued at $45.60. Credited: 3; waiting for a track: 2.');
    expect(callsTo(routes.recordSalesRate).map((call) => call.body)).toEqual([
      { importId: 1, currency: 'GBP', rate: '1.27' },
      { importId: 1, currency: 'GBP', rate: '1.27' },
    ]);
  });

  it('on a phone shows each import as a card, still findable with its status and gross', async () => {
    setViewport('phone');
    serveApi(() => ok(routes.listSalesImports, list([done, failed])));
    renderInApp(<SalesImportsPanel />);
    const card = await screen.findByTestId('admin-sales-row-1');
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(card).getByText(en.admin_money_sales_col_gross)).toBeTruthy();
    expect(within(card).getByTestId('admin-sales-gross-1').textContent).toBe('$1,234.50');
    expect(within(screen.getByTestId('admin-sales-row-3')).getByTestId('admin-sales-status-3').textContent).toBe(en.admin_money_sales_status_failed);
  });
});
