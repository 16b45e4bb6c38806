import { Anchor, ScrollArea, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation.ts';
import { formatMoney, longMonthLabel } from '../../../lib/money.ts';
import { statementPdfUrl, statementsQuery } from '../report-api.ts';
import { ListCard } from './list-card.tsx';

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
      {(statements) => (
        <ScrollArea type="auto">
          <Table verticalSpacing="xs" horizontalSpacing="xs" striped data-testid="rep-statements-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('rev_col_month')}</Table.Th>
                <Table.Th ta="end">{t('rep_col_credited')}</Table.Th>
                <Table.Th ta="end">{t('rep_col_debited')}</Table.Th>
                <Table.Th ta="end">{t('rep_col_closing')}</Table.Th>
                {canDownload && <Table.Th />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {statements.months.map((row) => (
                <Table.Tr key={row.month} data-testid="rep-statement-row" data-month={row.month}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{longMonthLabel(row.month, language)}</Table.Td>
                  <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(row.credited, statements.currency, language)}
                  </Table.Td>
                  <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                    {formatMoney(row.debited, statements.currency, language)}
                  </Table.Td>
                  <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }} data-testid="rep-statement-closing">
                    {formatMoney(row.closing, statements.currency, language)}
                  </Table.Td>
                  {canDownload && (
                    <Table.Td ta="end">
                      <Anchor href={statementPdfUrl(row.month)} size="sm" data-testid={`rep-statement-${row.month}`}>
                        {t('rep_pdf')}
                      </Anchor>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </ListCard>
  );
}
