import { useState } from 'react';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
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

/** A movement's lines: what each was and where it came from, each line's amount when there are several. */
function MovementLines({ movement, currency }: { movement: BalanceMovement; currency: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return movement.lines.map((line) => {
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
            {formatMoney(line.amount, currency, language)}
          </Text>
        )}
      </Group>
    );
  });
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
  const currency = data?.currency ?? '';
  const columns: DataColumn<BalanceMovement>[] = [
    { key: 'date', header: t('bal_col_date'), nowrap: true, cell: (movement) => day.format(new Date(movement.at)) },
    { key: 'item', header: t('bal_col_item'), cell: (movement) => <MovementLines movement={movement} currency={currency} /> },
    { key: 'amount', header: t('bal_col_amount'), align: 'end', nowrap: true, testId: 'balance-movement-amount', cell: (movement) => formatMoney(movement.amount, currency, language) },
    { key: 'after', header: t('bal_col_balance'), align: 'end', nowrap: true, testId: 'balance-movement-after', cell: (movement) => formatMoney(movement.balanceAfter, currency, language) },
  ];
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
        <DataTable
          columns={columns}
          rows={history.movements}
          rowKey={(movement) => movement.id}
          rowProps={(movement) => ({ 'data-testid': 'balance-movement', 'data-kind': movement.kind })}
          paging={{ page, total: history.total, pageSize: BALANCE_PAGE_SIZE, onPage: setPage }}
          empty={t('bal_history_empty')}
          striped
          testId="balance-history-table"
          renderCard={(movement) => (
            // On a phone the date sits above the description, the amount and the balance after it below.
            <Stack gap={4}>
              <Text size="xs" c="dimmed">
                {day.format(new Date(movement.at))}
              </Text>
              <MovementLines movement={movement} currency={currency} />
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="xs" c="dimmed">
                  {t('bal_col_amount')}
                </Text>
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }} data-testid="balance-movement-amount">
                  {formatMoney(movement.amount, currency, language)}
                </Text>
              </Group>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="xs" c="dimmed">
                  {t('bal_col_balance')}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }} data-testid="balance-movement-after">
                  {formatMoney(movement.balanceAfter, currency, language)}
                </Text>
              </Group>
            </Stack>
          )}
        />
      )}
    </ListCard>
  );
}
