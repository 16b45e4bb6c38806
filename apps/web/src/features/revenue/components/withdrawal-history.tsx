import { Alert, Badge, Button, Card, Center, Group, Loader, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { errorMessageKey } from '../../../lib/error-message.ts';
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
        {error ? (
          <Alert color="red" variant="light">
            {t(errorMessageKey(error, (key) => i18n.exists(key)))}
          </Alert>
        ) : isPending ? (
          <Center py={32}>
            <Loader size="sm" />
          </Center>
        ) : withdrawals.length === 0 ? (
          <Text c="dimmed" size="sm" ta="center" py="lg" data-testid="rev-history-empty">
            {t('rev_history_empty')}
          </Text>
        ) : (
          <ScrollArea type="auto">
            <Table miw={680} verticalSpacing="xs" data-testid="rev-history-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('rev_col_date')}</Table.Th>
                  <Table.Th ta="end">{t('rev_col_amount')}</Table.Th>
                  <Table.Th ta="end">{t('rev_fee')}</Table.Th>
                  <Table.Th>{t('rev_method')}</Table.Th>
                  <Table.Th>{t('rev_destination')}</Table.Th>
                  <Table.Th>{t('rev_col_status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {withdrawals.map((withdrawal) => (
                  <Table.Tr key={withdrawal.id} data-testid="rev-withdrawal-row" data-id={withdrawal.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(withdrawal.createdAt)}</Table.Td>
                    <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }} data-testid="rev-withdrawal-amount">
                      {formatMoney(withdrawal.amount, withdrawal.currency, language)}
                    </Table.Td>
                    <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(withdrawal.fee, withdrawal.currency, language)}
                    </Table.Td>
                    <Table.Td>{t(`rev_method_${withdrawal.method}`)}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{withdrawal.method === 'local' ? '—' : withdrawal.destination}</Table.Td>
                    <Table.Td>
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
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
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
