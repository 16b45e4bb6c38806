import { useState } from 'react';
import { Alert, Card, Center, Group, Loader, Pagination, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { safeLocale } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { formatMoney, longMonthLabel } from '../money.ts';
import { BALANCE_PAGE_SIZE, balanceHistoryQuery, type BalanceMovement } from '../report-api.ts';

type Translate = ReturnType<typeof useTranslation>['t'];

/** Where a line's money came from or went, in words: the sales months, the payout method, the advance's note, the song. */
function sourceText(movement: BalanceMovement, kind: BalanceMovement['lines'][number]['kind'], t: Translate, language: string): string | null {
  const { source } = movement;
  if (source.salesFrom && source.salesTo && ['earnings', 'split_paid', 'split_received', 'recoupment'].includes(kind)) {
    const from = longMonthLabel(source.salesFrom, language);
    return t('balance_source_sales', { period: source.salesFrom === source.salesTo ? from : `${from} – ${longMonthLabel(source.salesTo, language)}` });
  }
  if (source.method && (kind === 'withdrawal' || kind === 'refund')) return [t(`rev_method_${source.method}`), source.reason].filter(Boolean).join(' · ');
  return source.note || source.songTitle || null;
}

/**
 * Every credit and debit of the balance, newest first (issue 25): date, what it was and where it came from, the amount,
 * and the balance after it, as a bank's transaction history shows them.
 */
export function BalanceHistoryCard() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [page, setPage] = useState(1);
  const { data, error, isPending } = useQuery(balanceHistoryQuery(page));
  const day = new Intl.DateTimeFormat(safeLocale(language), { dateStyle: 'medium' });
  return (
    <Card withBorder padding="md" data-testid="balance-history">
      <Stack gap="sm">
        <Text fw={600}>{t('bal_history_title')}</Text>
        <Text size="xs" c="dimmed">
          {t('bal_history_hint')}
        </Text>
        {error ? (
          <Alert color="red" variant="light">
            {t(errorMessageKey(error, (key) => i18n.exists(key)))}
          </Alert>
        ) : isPending ? (
          <Center py={32}>
            <Loader size="sm" />
          </Center>
        ) : data.movements.length === 0 ? (
          <Text c="dimmed" size="sm" ta="center" py="lg" data-testid="balance-history-empty">
            {t('bal_history_empty')}
          </Text>
        ) : (
          <>
            <ScrollArea type="auto">
              <Table verticalSpacing="xs" horizontalSpacing="xs" striped data-testid="balance-history-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th visibleFrom="sm">{t('bal_col_date')}</Table.Th>
                    <Table.Th>{t('bal_col_item')}</Table.Th>
                    <Table.Th ta="end">{t('bal_col_amount')}</Table.Th>
                    <Table.Th ta="end">{t('bal_col_balance')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.movements.map((movement) => (
                    <Table.Tr key={movement.id} data-testid="balance-movement" data-kind={movement.kind}>
                      <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                        {day.format(new Date(movement.at))}
                      </Table.Td>
                      {/* On a phone the date moves under the description, leaving the width to the words and amounts. */}
                      <Table.Td style={{ minWidth: 150 }}>
                        <Text size="xs" c="dimmed" hiddenFrom="sm">
                          {day.format(new Date(movement.at))}
                        </Text>
                        {movement.lines.map((line) => {
                          const from = sourceText(movement, line.kind, t, language);
                          return (
                            <Group key={line.kind} justify="space-between" gap="xs" wrap="nowrap" data-testid="balance-line" data-line={line.kind}>
                              <Text size="sm">
                                {t(`balance_line_${line.kind}`)}
                                {from && (
                                  <Text span size="xs" c="dimmed">
                                    {' · '}
                                    {from}
                                  </Text>
                                )}
                              </Text>
                              {movement.lines.length > 1 && (
                                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                                  {formatMoney(line.amount, data.currency, language)}
                                </Text>
                              )}
                            </Group>
                          );
                        })}
                      </Table.Td>
                      <Table.Td ta="end" style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }} data-testid="balance-movement-amount">
                        {formatMoney(movement.amount, data.currency, language)}
                      </Table.Td>
                      <Table.Td ta="end" style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }} data-testid="balance-movement-after">
                        {formatMoney(movement.balanceAfter, data.currency, language)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
            {data.total > BALANCE_PAGE_SIZE && (
              <Center>
                <Pagination total={Math.ceil(data.total / BALANCE_PAGE_SIZE)} value={page} onChange={setPage} size="sm" data-testid="balance-history-pages" />
              </Center>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
