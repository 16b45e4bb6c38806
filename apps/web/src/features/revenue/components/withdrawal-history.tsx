import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { DataTable } from '../../../components/data-table.tsx';
import { ListState } from '../../../components/list-state.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { withdrawalsQuery, type Withdrawal } from '../api.ts';
import { formatMoney } from '../../../lib/money.ts';

export const STATUS_COLORS: Record<Withdrawal['status'], string> = {
  Notified: 'blue',
  Collected: 'indigo',
  BankFeedback: 'cyan',
  Success: 'teal',
  Failed: 'red',
};

/** The account's withdrawals, newest first (EWallet View). */
export function WithdrawalHistory() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { data, error, isPending, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteQuery(withdrawalsQuery);
  const withdrawals = data?.pages.flatMap((page) => page.withdrawals) ?? [];
  return (
    <Card withBorder padding="md" data-testid="rev-history">
      <Stack gap="sm">
        <Text fw={600}>{t('rev_history_title')}</Text>
        <ListState error={error} pending={isPending} isEmpty={withdrawals.length === 0} empty={t('rev_history_empty')} emptyTestId="rev-history-empty">
          <DataTable
            columns={[
              { key: 'date', header: t('rev_col_date'), nowrap: true, cell: (withdrawal) => formatDateTime(withdrawal.createdAt) },
              {
                key: 'amount',
                header: t('rev_col_amount'),
                align: 'end',
                nowrap: true,
                testId: 'rev-withdrawal-amount',
                cell: (withdrawal) => formatMoney(withdrawal.amount, withdrawal.currency, language),
              },
              { key: 'fee', header: t('rev_fee'), align: 'end', nowrap: true, cell: (withdrawal) => formatMoney(withdrawal.fee, withdrawal.currency, language) },
              { key: 'method', header: t('rev_method'), cell: (withdrawal) => t(`rev_method_${withdrawal.method}`) },
              {
                key: 'destination',
                header: t('rev_destination'),
                cell: (withdrawal) => <span style={{ overflowWrap: 'anywhere' }}>{withdrawal.method === 'local' ? '—' : withdrawal.destination}</span>,
              },
              {
                key: 'status',
                header: t('rev_col_status'),
                cell: (withdrawal) => (
                  <>
                    <Group gap={4}>
                      <Badge variant="light" color={STATUS_COLORS[withdrawal.status]} tt="none" data-testid="rev-withdrawal-status" data-status={withdrawal.status}>
                        {t(`rev_status_${withdrawal.status}`)}
                      </Badge>
                      {withdrawal.rfiOpen && (
                        <Badge variant="outline" color="orange" tt="none">
                          {t('rev_rfi_open')}
                        </Badge>
                      )}
                    </Group>
                    {withdrawal.status === 'Failed' && withdrawal.failureReason && (
                      <Text size="xs" c="red" mt={4} data-testid="rev-withdrawal-reason">
                        {withdrawal.failureReason}
                      </Text>
                    )}
                  </>
                ),
              },
            ]}
            rows={withdrawals}
            rowKey={(withdrawal) => withdrawal.id}
            rowProps={(withdrawal) => ({ 'data-testid': 'rev-withdrawal-row', 'data-id': withdrawal.id })}
            empty={t('rev_history_empty')}
            minWidth={680}
            testId="rev-history-table"
          />
        </ListState>
        {hasNextPage && (
          <Group justify="center">
            <Button variant="light" size="xs" loading={isFetchingNextPage} onClick={() => void fetchNextPage()} data-testid="rev-history-more">
              {t('rev_load_more')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
