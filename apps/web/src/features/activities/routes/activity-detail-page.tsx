import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { activityInfoQuery } from '../api.ts';
import { ActivityStatusBadge } from '../components/activity-status-badge.tsx';
import { ReferralPanel } from '../components/referral-panel.tsx';
import { VolumeUpPanel } from '../components/volume-up-panel.tsx';
import { FormError } from '../../../components/form-error.tsx';

/** One activity (/activity/{id}): what it is, when it runs, and what the account does in it. */
export function ActivityDetailPage() {
  const { t } = useTranslation();
  const activityId = Number(useParams()['*']);
  const { data, error, isPending } = useQuery(activityInfoQuery(activityId));
  return (
    <Container size="md" py={{ base: 'lg', sm: 40 }}>
      <Anchor component={Link} to="/activity" size="sm" mb="md" display="inline-block">
        {t('activity_back')}
      </Anchor>
      {isPending ? (
        <PageLoader />
      ) : error ? (
        <FormError error={error} data-testid="activity-error" />
      ) : (
        <Stack gap="lg">
          <Stack gap={6}>
            <Group gap="sm">
              <Text size="xs" tt="uppercase" fw={700} c="dimmed">
                {t(`activity_type_${data.activity.activityType}`)}
              </Text>
              <ActivityStatusBadge status={data.activity.status} />
            </Group>
            <Title order={1} size="h2" data-testid="activity-title">
              {data.activity.title}
            </Title>
            <Text size="sm" c="dimmed">
              {t('activity_dates', { start: formatDateTime(data.activity.startAt), end: formatDateTime(data.activity.endAt) })}
            </Text>
            {data.activity.description && <Text style={{ whiteSpace: 'pre-line' }}>{data.activity.description}</Text>}
          </Stack>
          {data.activity.activityType === 'referral' ? <ReferralPanel detail={data} /> : <VolumeUpPanel detail={data} />}
        </Stack>
      )}
    </Container>
  );
}
