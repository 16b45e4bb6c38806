import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { NoPermission } from '../../../components/permission-guard.tsx';
import { useAbilities } from '../../../lib/abilities.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { SurveyBanner } from '../../../components/survey-banner.tsx';
import { BalanceCard } from '../components/balance-card.tsx';
import { BreakdownCard } from '../components/breakdown-card.tsx';
import { EarningsCard } from '../components/earnings-card.tsx';
import { RevenueLinks } from '../components/revenue-links.tsx';
import { TrendCard } from '../components/trend-card.tsx';
import { RecoupCard } from '../components/recoup-card.tsx';
import { BalanceHistoryCard } from '../components/balance-history-card.tsx';

/**
 * Revenue (route /revenue): the balance (EWallet View), earnings, the last twelve months and a breakdown (Royalty View);
 * every movement of the balance (Royalty View); links to royalty splits (anyone: songs shared with them) and to reports
 * and statements (Royalty View).
 */
export function RevenuePage() {
  const { t } = useTranslation();
  const { user, can } = useAbilities();
  if (!user) return null;
  const wallet = can('EWallet', 'View');
  const royalty = can('Royalty', 'View');
  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <SurveyBanner page="royalty" />
      <Stack gap={4} mb="lg">
        <Title order={1} size="h2">
          {t('rev_title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('rev_subtitle')}
        </Text>
      </Stack>
      <RevenueLinks reports={royalty} />
      {!wallet && !royalty ? (
        <NoPermission />
      ) : (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, sm: wallet && royalty ? 2 : 1 }} spacing="lg">
            {wallet && <BalanceCard />}
            {royalty && <EarningsCard />}
          </SimpleGrid>
          {royalty && <TrendCard />}
          {royalty && <BreakdownCard />}
          {wallet && <RecoupCard />}
          {royalty && <BalanceHistoryCard />}
        </Stack>
      )}
    </Container>
  );
}
