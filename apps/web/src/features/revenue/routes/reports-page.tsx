import { Container, Stack } from '@mantine/core';
import { NoPermission } from '../../../components/permission-guard.tsx';
import { useAbilities } from '../../../lib/abilities.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { ReportGenerateCard } from '../components/report-generate-card.tsx';
import { ReportTasksCard } from '../components/report-tasks-card.tsx';
import { StatementsCard } from '../components/statements-card.tsx';
import { SubpageHeader } from '../components/subpage-header.tsx';

/** Reports (route /revenue/reports, Royalty View): monthly statements, reports to generate and the reports being built. */
export function ReportsPage() {
  const { t } = useTranslation();
  const { user, can } = useAbilities();
  if (!user) return null;
  const download = can('Royalty', 'Download');
  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <SubpageHeader title={t('rep_title')} subtitle={t('rep_subtitle')} />
      {!can('Royalty', 'View') ? (
        <NoPermission />
      ) : (
        <Stack gap="lg">
          <ReportGenerateCard />
          <ReportTasksCard canDownload={download} />
          <StatementsCard canDownload={download} />
        </Stack>
      )}
    </Container>
  );
}
