import { Container, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { activityListQuery } from '../api.ts';
import { ActivityCard } from '../components/activity-card.tsx';
import { InviteFriendCard } from '../components/invite-friend-card.tsx';
import { FormError } from '../../../components/form-error.tsx';

type Scope = 'all' | 'mine';

/** The activity center (/activity): every activity, or the ones the account takes part in (?tab=mine). */
export function ActivityCenterPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const scope: Scope = params.get('tab') === 'mine' ? 'mine' : 'all';
  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <Stack gap={4} mb="lg">
        <Title order={1} size="h2">
          {t('activity_center_title')}
        </Title>
        <Text c="dimmed">{t('activity_center_subtitle')}</Text>
      </Stack>
      <InviteFriendCard />
      <Tabs value={scope} onChange={(value) => setParams(value === 'mine' ? { tab: 'mine' } : {}, { replace: true })} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="all" data-testid="activity-tab-all">
            {t('activity_tab_all')}
          </Tabs.Tab>
          <Tabs.Tab value="mine" data-testid="activity-tab-mine">
            {t('activity_tab_mine')}
          </Tabs.Tab>
        </Tabs.List>
        <ActivityList scope={scope} />
      </Tabs>
    </Container>
  );
}

function ActivityList({ scope }: { scope: Scope }) {
  const { t } = useTranslation();
  const { data, error, isPending } = useQuery(activityListQuery(scope));
  if (isPending) return <PageLoader />;
  if (error) return <FormError error={error} />;
  if (data.activities.length === 0) {
    return (
      <Text c="dimmed" py="xl" ta="center" data-testid="activity-empty">
        {t(scope === 'mine' ? 'activity_empty_mine' : 'activity_empty')}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="activity-list">
      {data.activities.map((activity) => (
        <ActivityCard key={activity.activityId} activity={activity} />
      ))}
    </SimpleGrid>
  );
}
