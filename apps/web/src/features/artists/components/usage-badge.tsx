import { Badge } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';

/** Whether submitted releases credit the artist: an artist in use cannot be deleted. */
export function UsageBadge({ releaseCount }: { releaseCount: number }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={releaseCount > 0 ? 'blue' : 'gray'} tt="none" data-testid="artist-usage">
      {releaseCount > 0 ? t('artist_mgmt_in_use') : t('artist_mgmt_not_in_use')}
    </Badge>
  );
}
