import type { ReactNode } from 'react';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatCompact, formatNumber, safeLocale } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';

export interface RankedItem {
  key: string;
  label: ReactNode;
  value: number;
  /** Part of the whole, 0 to 1; the bar is drawn against the biggest item when absent. */
  share?: number;
  href?: string;
}

/** A ranked list with a bar per item: stores, countries, sources, age bands, creator categories. */
export function RankedBars({ items, testId, limit }: { items: readonly RankedItem[]; testId?: string; limit?: number }) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const top = Math.max(1, ...items.map((item) => item.value));
  const percent = new Intl.NumberFormat(safeLocale(language), { style: 'percent', maximumFractionDigits: 1 });
  return (
    <Stack gap={8} data-testid={testId}>
      {items.slice(0, limit).map((item) => (
        <div key={item.key} data-testid={testId ? `${testId}-${item.key}` : undefined} data-value={item.value}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" lineClamp={1}>
              {item.href ? (
                <Anchor component={Link} to={item.href} inherit>
                  {item.label}
                </Anchor>
              ) : (
                item.label
              )}
            </Text>
            <Text size="sm" fw={600} title={formatNumber(item.value, language)} style={{ whiteSpace: 'nowrap' }}>
              {formatCompact(item.value, language)}
              {item.share !== undefined && (
                <Text span size="xs" c="dimmed" fw={400}>
                  {' '}
                  {percent.format(item.share)}
                </Text>
              )}
            </Text>
          </Group>
          <div style={{ height: 6, borderRadius: 3, background: 'var(--mantine-color-default-border)' }}>
            <div style={{ height: 6, borderRadius: 3, width: `${((item.share ?? item.value / top) * 100).toFixed(2)}%`, background: 'var(--mantine-color-blue-6)' }} />
          </div>
        </div>
      ))}
    </Stack>
  );
}
