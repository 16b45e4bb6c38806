import { Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { royaltyTotalQuery } from '../api.ts';
import { formatMoney, longMonthLabel } from '../../../lib/money.ts';
import { FormError } from '../../../components/form-error.tsx';

/** What stores have paid the account in all, and in the latest month reported (Royalty View). */
export function EarningsCard() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { data, error } = useQuery(royaltyTotalQuery);
  return (
    <Card withBorder padding="md" data-testid="rev-earnings">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('rev_total_earned')}
        </Text>
        {error ? (
          <FormError error={error} />
        ) : !data ? (
          <Skeleton height={34} width={160} />
        ) : (
          <>
            <Text fz={30} fw={700} lh={1.2} data-testid="rev-total">
              {formatMoney(data.total, data.currency, language)}
            </Text>
            <Text size="xs" c="dimmed" data-testid="rev-units">
              {t('rev_total_units', { units: formatNumber(data.units, language) })}
            </Text>
            {data.latestMonth ? (
              <Group justify="space-between" gap={4}>
                <Text size="sm" c="dimmed" data-testid="rev-latest-month">
                  {t('rev_latest_month', { month: longMonthLabel(data.latestMonth, language) })}
                </Text>
                <Text size="sm" fw={600} data-testid="rev-latest-total">
                  {formatMoney(data.latestMonthTotal, data.currency, language)}
                </Text>
              </Group>
            ) : (
              <Text size="sm" c="dimmed" data-testid="rev-no-earnings">
                {t('rev_no_earnings')}
              </Text>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
