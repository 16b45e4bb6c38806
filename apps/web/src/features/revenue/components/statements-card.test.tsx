import type { ResponseOf } from '@portal/contract/route';
import type * as reports from '@portal/contract/revenue-reports';
import type { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import ar from '../../../../../../packages/i18n/locales/ar.json';
import en from '../../../../../../packages/i18n/locales/en.json';
import { activateLanguage } from '../../../lib/translator.ts';
import { serveApi } from '../../../test/fake-api.ts';
import { renderInApp, setViewport } from '../../../test/render.tsx';
import { statementsQuery } from '../report-api.ts';
import { StatementsCard } from './statements-card.tsx';

type Statements = ResponseOf<typeof reports.statementList>;

const statements: Statements = {
  currency: 'USD',
  months: [
    { month: '2025-03', credited: '1234.500000', debited: '200.000000', closing: '1530.250000' },
    { month: '2025-02', credited: '495.750000', debited: '0.000000', closing: '495.750000' },
  ],
};

const seeded = (data: Statements) => ({ seed: (client: QueryClient) => client.setQueryData(statementsQuery.queryKey, data) });
const row = (month: string) => screen.getAllByTestId('rep-statement-row').find((element) => element.getAttribute('data-month') === month)!;

afterEach(() => {
  setViewport('desktop');
  activateLanguage('en');
});

describe('the monthly statements card', () => {
  it('shows each month by name with what came in, what went out and the closing balance in dollars, and its PDF', () => {
    renderInApp(<StatementsCard canDownload />, seeded(statements));
    const march = row('2025-03');
    expect(within(march).getByText('March 2025')).toBeTruthy();
    expect(within(march).getByText('$1,234.50')).toBeTruthy();
    expect(within(march).getByText('$200.00')).toBeTruthy();
    expect(within(march).getByTestId('rep-statement-closing').textContent).toBe('$1,530.25');
    expect(within(row('2025-02')).getByTestId('rep-statement-closing').textContent).toBe('$495.75');
    const pdf = screen.getByTestId('rep-statement-2025-03');
    expect(pdf.textContent).toBe(en.rep_pdf);
    expect(pdf.getAttribute('href')).toMatch(/^\/api\/.+\?month=2025-03$/);
  });

  it('offers no PDF to someone who may not download statements', () => {
    renderInApp(<StatementsCard canDownload={false} />, seeded(statements));
    expect(screen.getAllByTestId('rep-statement-row')).toHaveLength(2);
    expect(screen.queryByTestId('rep-statement-2025-03')).toBeNull();
    expect(screen.queryByText(en.rep_pdf)).toBeNull();
  });

  it('says in words that there are no statements yet, and shows the translated message when they cannot be loaded', async () => {
    const { unmount } = renderInApp(<StatementsCard canDownload />, seeded({ currency: 'USD', months: [] }));
    expect(screen.getByTestId('rep-statements-empty').textContent).toBe(en.rep_statements_empty);
    unmount();
    // The server is down: a 503 without a code or a message key.
    serveApi(() => ({ status: 503, errorCode: 0 }));
    renderInApp(<StatementsCard canDownload />);
    expect((await screen.findByRole('alert')).textContent).toBe(en.error_system_common);
    expect(screen.queryByTestId('rep-statement-row')).toBeNull();
  });

  it('on a phone shows a card per month, still findable by its row and closing balance', () => {
    setViewport('phone');
    renderInApp(<StatementsCard canDownload />, seeded(statements));
    expect(screen.getByTestId('rep-statements-table').getAttribute('data-layout')).toBe('cards');
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(row('2025-03')).getByTestId('rep-statement-closing').textContent).toBe('$1,530.25');
    expect(within(row('2025-03')).getByText(en.rep_col_closing)).toBeTruthy();
  });

  it('speaks Arabic to an Arabic reader: the headings, the month’s name and the amounts in the Arabic format', () => {
    activateLanguage('ar');
    renderInApp(<StatementsCard canDownload />, seeded(statements));
    expect(screen.getByText(ar.rep_statements_title)).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: new RegExp(ar.rep_col_closing) })).toBeTruthy();
    const march = row('2025-03');
    expect(within(march).getByText('مارس 2025')).toBeTruthy();
    const closing = within(march).getByTestId('rep-statement-closing').textContent;
    expect(closing).toBe(new Intl.NumberFormat('ar', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(1530.25));
    expect(closing).toContain('US$');
  });
});
