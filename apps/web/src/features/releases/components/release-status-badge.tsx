import { Badge } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import { releaseStatusColor, releaseStatusKey } from '../release-labels.ts';

export function ReleaseStatusBadge({ status, size = 'md' }: { status: number; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  return (
    <Badge color={releaseStatusColor(status)} variant="light" tt="none" size={size} style={{ flex: 'none' }} data-testid="release-status" data-status={status}>
      {t(releaseStatusKey(status))}
    </Badge>
  );
}
