import { Card, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatCompact, formatNumber, safeLocale } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Change } from './change.tsx';

export type StatFormat = 'compact' | 'percent' | 'hours';

export function formatStat(value: number, format: StatFormat, language: string): string {
  if (format === 'percent') return new Intl.NumberFormat(safeLocale(language), { style: 'percent', maximumFractionDigits: 2 }).format(value);
  if (format === 'hours') return formatCompact(Math.round(value / 3600), language);
  return formatCompact(value, language);
}

/** One number of the range with its change from the comparison period (▲ 12 % / ▼ 3 %, or — when there was none). */
export function StatCard({ label, value, before, format = 'compact', testId }: { label: string; value: number; before?: number; format?: StatFormat; testId: string }) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return (
    <Card withBorder padding="sm" data-testid={testId} data-value={value}>
      <Text size="xs" c="dimmed" lineClamp={1}>
        {label}
      </Text>
      <Text fw={700} size="xl" title={format === 'compact' ? formatNumber(value, language) : undefined}>
        {formatStat(value, format, language)}
      </Text>
      {before !== undefined && (
        <Text size="xs">
          <Change value={value} before={before} />
        </Text>
      )}
    </Card>
  );
}

export function StatGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="md">
      {children}
    </SimpleGrid>
  );
}
