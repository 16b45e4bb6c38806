import { Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@portal/contract/route';
import type * as reports from '@portal/contract/revenue-reports';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { formatMoney, longMonthLabel, microsOf } from '../../../lib/money.ts';
import { statementPdfUrl, statementsQuery } from '../report-api.ts';
import { ListCard } from './list-card.tsx';

type StatementMonth = ResponseOf<typeof reports.statementList>['months'][number];

/** Monthly account statements: each month the balance moved, what came in and went out, the balance at its end, and the PDF (Royalty Download). */
export function StatementsCard({ canDownload }: { canDownload: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { data, error } = useQuery(statementsQuery);
  return (
    <ListCard
      testId="rep-statements"
      title={t('rep_statements_title')}
      hint={t('rep_statements_hint')}
      error={error}
      data={data}
      isEmpty={(statements) => statements.months.length === 0}
      emptyText={t('rep_statements_empty')}
    >
      {(statements) => {
        const money = (amount: string) => formatMoney(amount, statements.currency, language);
        const amount = (key: 'credited' | 'debited' | 'closing', header: string, testId?: string): DataColumn<StatementMonth> => ({
          key,
          header,
          align: 'end',
          nowrap: true,
          testId,
          sortValue: (row) => microsOf(row[key]) ?? 0n,
          cell: (row) => money(row[key]),
        });
        const columns: DataColumn<StatementMonth>[] = [
          { key: 'month', header: t('rev_col_month'), nowrap: true, sortValue: (row) => row.month, cell: (row) => longMonthLabel(row.month, language) },
          amount('credited', t('rep_col_credited')),
          amount('debited', t('rep_col_debited')),
          amount('closing', t('rep_col_closing'), 'rep-statement-closing'),
        ];
        if (canDownload) {
          columns.push({
            key: 'pdf',
            header: '',
            align: 'end',
            cell: (row) => (
              <Anchor href={statementPdfUrl(row.month)} size="sm" data-testid={`rep-statement-${row.month}`}>
                {t('rep_pdf')}
              </Anchor>
            ),
          });
        }
        return (
          <DataTable
            columns={columns}
            rows={statements.months}
            rowKey={(row) => row.month}
            rowProps={(row) => ({ 'data-testid': 'rep-statement-row', 'data-month': row.month })}
            empty={t('rep_statements_empty')}
            striped
            testId="rep-statements-table"
          />
        );
      }}
    </ListCard>
  );
}
