import { Alert, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../lib/format.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { maintenanceWindowQuery } from './shell-api.ts';

/** The maintenance window operators announce (/open/mawf, decision 032), before and after login. */
export function MaintenanceNotice() {
  const { t } = useTranslation();
  const { data } = useQuery(maintenanceWindowQuery);
  if (!data?.announced || !data.startAt || !data.endAt) return null;
  const when = { start: formatDateTime(data.startAt), end: formatDateTime(data.endAt) };
  return (
    <Alert color={data.active ? 'red' : 'yellow'} variant="light" radius={0} py="xs" data-testid="maintenance-notice">
      <Text size="sm" fw={600}>
        {data.active ? t('mawf_active', when) : t('mawf_announced', when)}
      </Text>
      {data.message && <Text size="sm">{data.message}</Text>}
    </Alert>
  );
}
