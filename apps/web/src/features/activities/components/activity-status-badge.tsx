import { Badge } from '@mantine/core';
import type { ActivityStatus } from '@portal/domain/activities';
import { useTranslation } from '../../../lib/use-translation.ts';

const colors: Record<ActivityStatus, string> = { ONGOING: 'teal', WAITING_START: 'blue', CLOSED: 'gray' };

export function ActivityStatusBadge({ status }: { status: ActivityStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={colors[status]} variant="light" data-testid="activity-status">
      {t(`activity_status_${status}`)}
    </Badge>
  );
}
