import { Stack, Text } from '@mantine/core';
import { useAbilities } from '../../../lib/abilities.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { AnalyticsFrame } from '../components/analytics-frame.tsx';
import { ExportListCard } from '../components/export-list-card.tsx';
import { ExportRequestCard } from '../components/export-request-card.tsx';
import { useAnalyticsFilters } from '../use-filters.ts';

/**
 * Exports (route /analytics/exports, AnalyticsData Download; decision 062): ask for the analytics of a range of days as
 * a file, follow it while it is built, download it when ready. The range starts as the one the other tabs showed.
 */
export function ExportsPage() {
  const { t } = useTranslation();
  const { can } = useAbilities();
  const { filters } = useAnalyticsFilters();
  return (
    <AnalyticsFrame title={t('analytics_export_title')} subtitle={t('analytics_export_subtitle')} rangeControl={false}>
      {can('AnalyticsData', 'Download') ? (
        <Stack gap="lg">
          <ExportRequestCard defaultFrom={filters.start} defaultTo={filters.end} />
          <ExportListCard />
        </Stack>
      ) : (
        <Text c="dimmed" size="sm" data-testid="analytics-export-no-permission">
          {t('analytics_export_no_permission')}
        </Text>
      )}
    </AnalyticsFrame>
  );
}
