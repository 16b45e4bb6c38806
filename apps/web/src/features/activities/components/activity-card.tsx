import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { Activity } from '../api.ts';
import { formatReward } from './activity-money.ts';
import { ActivityStatusBadge } from './activity-status-badge.tsx';

export function ActivityCard({ activity }: { activity: Activity }) {
  const { t, i18n } = useTranslation();
  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      component={Link}
      to={`/activity/${activity.activityId}`}
      data-testid={`activity-card-${activity.activityId}`}
      style={{ textDecoration: 'none', color: 'inherit' }}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text size="xs" tt="uppercase" fw={700} c="dimmed">
            {t(`activity_type_${activity.activityType}`)}
          </Text>
          <ActivityStatusBadge status={activity.status} />
        </Group>
        <Title order={3} size="h4">
          {activity.title}
        </Title>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {activity.description}
        </Text>
        <Text size="sm">
          {activity.activityType === 'referral'
            ? t('activity_reward_per_friend', { amount: formatReward(activity.rewardAmount, activity.currency, i18n.language) })
            : t('activity_tracks_limit', { number: activity.maxTracks })}
        </Text>
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {t('activity_dates', { start: formatDateTime(activity.startAt), end: formatDateTime(activity.endAt) })}
          </Text>
          {activity.joined && (
            <Text size="xs" c="teal" fw={600}>
              {t('activity_joined')}
            </Text>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
