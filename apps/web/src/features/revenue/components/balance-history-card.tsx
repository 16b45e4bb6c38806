import { useState } from 'react';
import { Anchor, Center, Group, Pagination, ScrollArea, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { safeLocale } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { formatMoney, longMonthLabel } from '../../../lib/money.ts';
import { BALANCE_PAGE_SIZE, balanceHistoryQuery, type BalanceMovement } from '../report-api.ts';
import { ListCard } from './list-card.tsx';

type Translate = ReturnType<typeof useTranslation>['t'];

/** The page a movement's source is followed on: the statements, the withdrawals, the splits; none for an advance. */
function sourcePage(kind: string): string | null {
  if (kind === 'sales_import' || kind === 'sales_rate' || kind === 'suspense_assign') return '/revenue/reports';
  if (kind === 'withdrawal' || kind === 'withdrawal_reversal') return '/revenue/withdraw';
  if (kind === 'split_release' || kind === 'split_declined') return '/revenue/splits?tab=shared';
  return null;
}

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
  const { data, error } = useQuery(balanceHistoryQuery(page));
  const day = new Intl.DateTimeFormat(safeLocale(language), { dateStyle: 'medium' });
  return (
    <ListCard
      testId="balance-history"
      title={t('bal_history_title')}
      hint={t('bal_history_hint')}
      error={error}
      data={data}
      isEmpty={(history) => history.movements.length === 0}
      emptyText={t('bal_history_empty')}
    >
      {(history) => (
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
                {history.movements.map((movement) => (
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
                        const page = sourcePage(movement.kind);
                        return (
                          <Group key={line.kind} justify="space-between" gap="xs" wrap="nowrap" data-testid="balance-line" data-line={line.kind}>
                            <Text size="sm">
                              {t(`balance_line_${line.kind}`)}
                              {from && (
                                <Text span size="xs" c="dimmed">
                                  {' · '}
                                  {page ? (
                                    <Anchor component={Link} to={page} size="xs" data-testid="balance-line-source">
                                      {from}
                                    </Anchor>
                                  ) : (
                                    from
                                  )}
                                </Text>
                              )}
                            </Text>
                            {movement.lines.length > 1 && (
                              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                                {formatMoney(line.amount, history.currency, language)}
                              </Text>
                            )}
                          </Group>
                        );
                      })}
                    </Table.Td>
                    <Table.Td ta="end" style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }} data-testid="balance-movement-amount">
                      {formatMoney(movement.amount, history.currency, language)}
                    </Table.Td>
                    <Table.Td ta="end" style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }} data-testid="balance-movement-after">
                      {formatMoney(movement.balanceAfter, history.currency, language)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          {history.total > BALANCE_PAGE_SIZE && (
            <Center>
              <Pagination total={Math.ceil(history.total / BALANCE_PAGE_SIZE)} value={page} onChange={setPage} size="sm" data-testid="balance-history-pages" />
            </Center>
          )}
        </>
      )}
    </ListCard>
  );
}
