import { useState } from 'react';
import { Badge, Button, Card, Group, NumberInput, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { listActivities } from '@portal/contract/activities';
import type { ResponseOf } from '@portal/contract/route';
import type { ActivityType } from '@portal/domain/activities';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
import { describeError } from '../../../lib/error-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { formatMoney } from '../../../lib/money.ts';
import { ACTIVITIES_KEY, adminActivitiesQuery, closeActivity, createActivity } from '../activities-api.ts';
import { FormError } from '../../../components/form-error.tsx';

type Activity = ResponseOf<typeof listActivities>['activities'][number];

const FIELDS = ['title', 'description', 'startAt', 'endAt', 'rewardAmount', 'maxTracks'] as const;

/** A datetime-local value ("2026-03-01T10:00") as an instant in the operator's time zone. */
const toIso = (local: string) => (local ? new Date(local).toISOString() : '');

/** Operators create activities (a referral programme with its reward, or a volume-up campaign) and close them (decision 032). */
export function ActivitiesPanel() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const list = useQuery(adminActivitiesQuery);
  const [type, setType] = useState<ActivityType>('referral');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [startAt, setStartAt] = useState('');
  const [endAt, setEndAt] = useState('');
  const [reward, setReward] = useState('');
  const [maxTracks, setMaxTracks] = useState<number | string>(3);
  const known = (key: string) => i18n.exists(key);
  const create = useMutation({
    mutationFn: () =>
      createActivity({
        activityType: type,
        title: title.trim(),
        description: description.trim(),
        startAt: toIso(startAt),
        endAt: toIso(endAt),
        ...(type === 'referral' ? { rewardAmount: reward.trim().replace(',', '.') || '0' } : { maxTracks: Number(maxTracks) || 0 }),
      }),
    onSuccess: () => {
      setTitle('');
      setDescription('');
      return client.invalidateQueries({ queryKey: ACTIVITIES_KEY });
    },
  });
  const close = useMutation({ mutationFn: closeActivity, onSuccess: () => client.invalidateQueries({ queryKey: ACTIVITIES_KEY }) });
  const problem = create.error ? describeError(create.error, FIELDS, known) : { messageKey: null, fields: {} as Record<string, string> };
  const fieldError = (field: (typeof FIELDS)[number]) => (problem.fields[field] ? t(problem.fields[field]!) : undefined);
  const ready = title.trim() && startAt && endAt;

  const columns: DataColumn<Activity>[] = [
    {
      key: 'title',
      header: t('admin_activity_title'),
      sortValue: (activity) => activity.title,
      cell: (activity) => (
        <>
          <Text size="sm" fw={600}>
            {activity.title}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`activity_type_${activity.activityType}`)}
          </Text>
        </>
      ),
    },
    {
      key: 'when',
      header: t('admin_activity_when'),
      sortValue: (activity) => activity.startAt,
      cell: (activity) => (
        <>
          <Badge variant="light" color={activity.status === 'ONGOING' ? 'teal' : 'gray'}>
            {t(`activity_status_${activity.status}`)}
          </Badge>
          <Text size="xs" c="dimmed">
            {formatDateTime(activity.startAt)} – {formatDateTime(activity.endAt)}
          </Text>
        </>
      ),
    },
    { key: 'participants', header: t('admin_activity_participants'), align: 'end', nowrap: true, sortValue: (activity) => activity.participants, cell: (activity) => activity.participants },
    {
      key: 'referrals',
      header: t('admin_activity_referrals'),
      sortValue: (activity) => activity.referrals ?? -1,
      cell: (activity) =>
        activity.activityType === 'referral'
          ? t('admin_activity_referral_figures', { referrals: activity.referrals ?? 0, paid: formatMoney(activity.rewardsPaid ?? '0', activity.currency, i18n.language) })
          : '—',
    },
    {
      key: 'close',
      header: '',
      cell: (activity) =>
        activity.status !== 'CLOSED' && (
          <Button size="xs" variant="light" color="red" onClick={() => close.mutate(activity.activityId)} loading={close.isPending && close.variables === activity.activityId}>
            {t('admin_activity_close')}
          </Button>
        ),
    },
  ];

  return (
    <Stack gap="md" data-testid="admin-activities">
      <Card withBorder padding="md">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (ready) create.mutate();
          }}
        >
          <Stack gap="sm">
            <SegmentedControl
              value={type}
              onChange={(value) => setType(value as ActivityType)}
              data={[
                { value: 'referral', label: t('activity_type_referral') },
                { value: 'volume_up', label: t('activity_type_volume_up') },
              ]}
              style={{ alignSelf: 'flex-start' }}
            />
            <TextInput
              label={t('admin_activity_title')}
              value={title}
              onChange={(e) => setTitle(e.currentTarget.value)}
              maxLength={120}
              error={fieldError('title')}
              data-testid="admin-activity-title"
            />
            <Textarea
              label={t('admin_activity_description')}
              value={description}
              onChange={(e) => setDescription(e.currentTarget.value)}
              maxLength={2000}
              autosize
              minRows={2}
              error={fieldError('description')}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <TextInput
                type="datetime-local"
                label={t('admin_activity_start')}
                value={startAt}
                onChange={(e) => setStartAt(e.currentTarget.value)}
                error={fieldError('startAt')}
                data-testid="admin-activity-start"
              />
              <TextInput
                type="datetime-local"
                label={t('admin_activity_end')}
                value={endAt}
                onChange={(e) => setEndAt(e.currentTarget.value)}
                error={fieldError('endAt')}
                data-testid="admin-activity-end"
              />
              {type === 'referral' ? (
                <TextInput
                  label={t('admin_activity_reward')}
                  value={reward}
                  onChange={(e) => setReward(e.currentTarget.value)}
                  inputMode="decimal"
                  placeholder="5.00"
                  maxLength={20}
                  error={fieldError('rewardAmount')}
                  data-testid="admin-activity-reward"
                />
              ) : (
                <NumberInput label={t('admin_activity_max_tracks')} value={maxTracks} onChange={setMaxTracks} min={1} max={10} allowDecimal={false} error={fieldError('maxTracks')} />
              )}
            </SimpleGrid>
            <FormError messageKey={problem.messageKey} />
            <Group justify="flex-end">
              <Button type="submit" disabled={!ready} loading={create.isPending} data-testid="admin-activity-create">
                {t('admin_activity_create')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
      {list.data && list.data.activities.length > 0 && (
        <DataTable
          columns={columns}
          rows={list.data.activities}
          rowKey={(activity) => activity.activityId}
          rowProps={(activity) => ({ 'data-testid': `admin-activity-${activity.activityId}` })}
          striped
          minWidth={720}
          verticalSpacing="sm"
        />
      )}
    </Stack>
  );
}
