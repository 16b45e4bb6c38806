import { Alert, Anchor, Card, Center, Loader, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { formatMoney, longMonthLabel } from '../money.ts';
import { statementPdfUrl, statementsQuery } from '../report-api.ts';

/** Monthly account statements: each month the balance moved, what came in and went out, the balance at its end, and the PDF (Royalty Download). */
export function StatementsCard({ canDownload }: { canDownload: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { data, error, isPending } = useQuery(statementsQuery);
  return (
    <Card withBorder padding="md" data-testid="rep-statements">
      <Stack gap="sm">
        <Text fw={600}>{t('rep_statements_title')}</Text>
        <Text size="xs" c="dimmed">
          {t('rep_statements_hint')}
        </Text>
        {error ? (
          <Alert color="red" variant="light">
            {t(errorMessageKey(error, (key) => i18n.exists(key)))}
          </Alert>
        ) : isPending ? (
          <Center py={32}>
            <Loader size="sm" />
          </Center>
        ) : data.months.length === 0 ? (
          <Text c="dimmed" size="sm" ta="center" py="lg" data-testid="rep-statements-empty">
            {t('rep_statements_empty')}
          </Text>
        ) : (
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
                {data.months.map((row) => (
                  <Table.Tr key={row.month} data-testid="rep-statement-row" data-month={row.month}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{longMonthLabel(row.month, language)}</Table.Td>
                    <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(row.credited, data.currency, language)}
                    </Table.Td>
                    <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(row.debited, data.currency, language)}
                    </Table.Td>
                    <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }} data-testid="rep-statement-closing">
                      {formatMoney(row.closing, data.currency, language)}
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
      </Stack>
    </Card>
  );
}
