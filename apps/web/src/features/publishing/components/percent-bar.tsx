import { Group, Progress, Text } from '@mantine/core';
import { fromBasisPoints } from '@portal/domain/publishing/limits';
import { useTranslation } from '../../../lib/use-translation.ts';

/** A publishing share (basis points) as a bar with its percentage, or N/A when the track has none. */
export function PercentBar({ basisPoints }: { basisPoints: number | null }) {
  const { t } = useTranslation();
  if (basisPoints === null) {
    return (
      <Text size="sm" c="dimmed">
        {t('pubw_not_available')}
      </Text>
    );
  }
  const percent = fromBasisPoints(basisPoints);
  return (
    <Group gap="xs" wrap="nowrap" data-testid="publishing-percent">
      <Progress value={percent} w={80} size="sm" aria-hidden />
      <Text size="sm">{t('pubw_percent', { value: percent.toFixed(2) })}</Text>
    </Group>
  );
}
