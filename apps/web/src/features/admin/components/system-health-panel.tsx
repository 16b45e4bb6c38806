import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertIcon } from '../../../components/icons/alert-icon.tsx';
import { CheckIcon } from '../../../components/icons/check-icon.tsx';
import { deliveryTime, healthFeatureKey } from '../../../lib/delivery-labels.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { checkHealthAgain, systemHealthQuery } from '../deliveries-api.ts';
import { FormError } from '../../../components/form-error.tsx';

/**
 * What the server relies on (issue 23): the DDEX schema and validator, the codecs, storage, the delivery targets and
 * the identities it issues. All well is one green line; each problem is an alert, red when a feature does not work,
 * yellow when it works with a caveat, with what it stops and how to mend it.
 */
export function SystemHealthPanel() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { data, error, isPending } = useQuery(systemHealthQuery);
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const checkAgain = async () => {
    setChecking(true);
    setFailure(null);
    try {
      await checkHealthAgain(client);
    } catch (problem) {
      setFailure(problem);
    } finally {
      setChecking(false);
    }
  };

  const problems = data?.problems ?? [];
  return (
    <Card withBorder padding="md" data-testid="system-health" data-healthy={data ? problems.length === 0 : undefined}>
      <Group justify="space-between" align="flex-start" gap="sm" mb={data || error ? 'sm' : 0}>
        <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={600}>{t('health_title')}</Text>
          {data && (
            <Text size="xs" c="dimmed" data-testid="system-health-checked-at">
              {t('health_checked_at', { date: deliveryTime(data.checkedAt) })}
            </Text>
          )}
        </Stack>
        <Button size="xs" variant="default" onClick={() => void checkAgain()} loading={checking} data-testid="system-health-refresh">
          {t('health_check_again')}
        </Button>
      </Group>
      {(error ?? failure) ? (
        <FormError error={error ?? failure} />
      ) : isPending ? (
        <Loader size="sm" />
      ) : problems.length === 0 ? (
        <Group gap={8} wrap="nowrap" c="teal.7" data-testid="system-health-ok">
          <CheckIcon size={18} style={{ flex: 'none' }} />
          <Text size="sm" fw={500}>
            {t('health_all_well')}
          </Text>
        </Group>
      ) : (
        <Stack gap="sm">
          {problems.map((problem) => (
            <Alert
              key={problem.code}
              color={problem.severity === 'unusable' ? 'red' : 'yellow'}
              variant="light"
              icon={<AlertIcon size={18} />}
              title={
                <Group gap={6} wrap="wrap">
                  <span>{t(healthFeatureKey(problem.feature))}</span>
                  <Badge size="sm" variant="filled" tt="none" autoContrast color={problem.severity === 'unusable' ? 'red' : 'yellow'}>
                    {t(problem.severity === 'unusable' ? 'health_severity_unusable' : 'health_severity_degraded')}
                  </Badge>
                </Group>
              }
              data-testid={`health-problem-${problem.code}`}
              data-severity={problem.severity}
            >
              <Stack gap={6}>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {problem.message}
                </Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  <Text span fw={600} inherit>
                    {t('health_fix_label')}
                  </Text>{' '}
                  {problem.fix}
                </Text>
              </Stack>
            </Alert>
          ))}
        </Stack>
      )}
    </Card>
  );
}
