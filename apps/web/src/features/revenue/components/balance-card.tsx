import { Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useAbilities } from '../../../lib/abilities.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { balanceQuery } from '../api.ts';
import { formatMoney, hasFractionOfCent, isZeroAmount, payableAmount } from '../../../lib/money.ts';
import { FormError } from '../../../components/form-error.tsx';

/** The balance (EWallet View): what can be withdrawn, what is being paid out, an advance still to recoup. */
export function BalanceCard({ withWithdrawLink = true }: { withWithdrawLink?: boolean }) {
  const { t, i18n } = useTranslation();
  const { can } = useAbilities();
  const { data, error } = useQuery(balanceQuery);
  const money = (amount: string) => formatMoney(amount, data?.currency ?? 'USD', i18n.language);
  return (
    <Card withBorder padding="md" data-testid="rev-balance">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('rev_available')}
        </Text>
        {error ? (
          <FormError error={error} />
        ) : !data ? (
          <Skeleton height={34} width={160} />
        ) : (
          <>
            {/* What can be paid: whole cents, rounded down; a fraction of a cent waits in the balance. */}
            <Text fz={30} fw={700} lh={1.2} data-testid="rev-available">
              {money(payableAmount(data.available))}
            </Text>
            {hasFractionOfCent(data.available) && (
              <Text size="xs" c="dimmed" data-testid="rev-available-exact">
                {t('rev_available_exact', { amount: formatMoney(data.available, data.currency, i18n.language, 6) })}
              </Text>
            )}
            <Group justify="space-between" gap={4}>
              <Text size="sm" c="dimmed">
                {t('rev_pending_withdrawals')}
              </Text>
              <Text size="sm" fw={600} data-testid="rev-pending">
                {money(data.pendingWithdrawals)}
              </Text>
            </Group>
            {!isZeroAmount(data.advanceOutstanding) && (
              <Group justify="space-between" gap={4}>
                <Text size="sm" c="dimmed">
                  {t('rev_advance_outstanding')}
                </Text>
                <Text size="sm" fw={600} data-testid="rev-advance">
                  {money(data.advanceOutstanding)}
                </Text>
              </Group>
            )}
            <Text size="xs" c="dimmed" data-testid="rev-minimum">
              {t('rev_minimum_hint', { amount: money(data.minimumWithdrawal) })}
            </Text>
          </>
        )}
        {withWithdrawLink && can('EWallet', 'Withdraw') && (
          <Button component={Link} to="/revenue/withdraw" mt="xs" data-testid="rev-withdraw-open">
            {t('rev_withdraw')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
