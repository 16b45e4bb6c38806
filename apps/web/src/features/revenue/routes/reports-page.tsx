import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { NoPermission } from '../../../components/permission-guard.tsx';
import { useAbilities } from '../../../lib/abilities.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { ReportGenerateCard } from '../components/report-generate-card.tsx';
import { ReportTasksCard } from '../components/report-tasks-card.tsx';
import { StatementsCard } from '../components/statements-card.tsx';

/** Reports (route /revenue/reports, Royalty View): monthly statements, reports to generate and the reports being built. */
export function ReportsPage() {
  const { t } = useTranslation();
  const { user, can } = useAbilities();
  if (!user) return null;
  const download = can('Royalty', 'Download');
  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <Stack gap={4} mb="lg">
        <Anchor component={Link} to="/revenue" size="sm" data-testid="rev-back">
          ← {t('rev_title')}
        </Anchor>
        <Title order={1} size="h2">
          {t('rep_title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('rep_subtitle')}
        </Text>
      </Stack>
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
