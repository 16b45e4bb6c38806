import { Badge, Group, Stack, Text } from '@mantine/core';
import { platformById } from '@portal/domain/catalog/platforms';
import { StoreLogo } from '../../../components/store-logo.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { deliveryStateColor, deliveryStateKey } from '../release-labels.ts';
import type { StoreRow } from '../release-facts.ts';

/** Each store of the release with where the release stands there (document 1: the user sees each store's state). */
export function StoreDeliveries({ rows }: { rows: StoreRow[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <Text c="dimmed" size="sm">{t('release_detail_no_stores')}</Text>;
  return (
    <Stack gap={0} data-testid="release-stores">
      {rows.map((row, index) => {
        const dates = [
          row.deliveredAt && t('release_delivery_delivered_at', { date: formatDateTime(row.deliveredAt) }),
          row.liveAt && t('release_delivery_live_at', { date: formatDateTime(row.liveAt) }),
          row.takenDownAt && t('release_delivery_taken_down_at', { date: formatDateTime(row.takenDownAt) }),
        ].filter(Boolean);
        return (
          <Group
            key={row.platformId}
            justify="space-between"
            wrap="nowrap"
            gap="sm"
            py={10}
            style={{ borderTop: index === 0 ? undefined : '1px solid var(--mantine-color-default-border)' }}
            data-testid={`release-store-${row.platformId}`}
            data-state={row.state}
          >
            <Group gap={10} wrap="nowrap" style={{ minWidth: 0 }}>
              <StoreLogo name={row.name} logo={platformById(row.platformId)?.logo ?? { kind: 'monogram' }} size={24} />
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} truncate>
                  {row.name}
                </Text>
                {dates.length > 0 && (
                  <Text size="xs" c="dimmed">
                    {dates.join(' · ')}
                  </Text>
                )}
              </Stack>
            </Group>
            <Badge variant="light" tt="none" color={row.state === 'not_sent' ? 'gray' : deliveryStateColor(row.state)} style={{ flex: 'none' }}>
              {t(row.state === 'not_sent' ? 'release_delivery_not_sent' : deliveryStateKey(row.state))}
            </Badge>
          </Group>
        );
      })}
    </Stack>
  );
}
