import { Group, Text } from '@mantine/core';
import { formatPublishingFee } from '@portal/domain/publishing/fees';
import { useTranslation } from '../../../lib/use-translation.ts';

/** "Registration fee: Free ~~$50.00~~" with the region's price (document 1 section 9). */
export function FeeBlock({ region, size = 'md' }: { region: string; size?: 'sm' | 'md' | 'lg' }) {
  const { t, i18n } = useTranslation();
  return (
    <Group gap="xs" align="baseline" wrap="wrap" data-testid="publishing-fee">
      <Text size={size} c="dimmed">
        {t('pubw_fee_label')}
      </Text>
      <Text size={size === 'lg' ? 'xl' : size} fw={700} c="teal.7">
        {t('pubw_fee_free')}
      </Text>
      <Text size={size} c="dimmed" td="line-through" data-testid="publishing-fee-price">
        {formatPublishingFee(region, i18n.language)}
      </Text>
    </Group>
  );
}
