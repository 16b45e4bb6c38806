import { useState } from 'react';
import { Button, Card, Checkbox, Group, List, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAbilities } from '../../../lib/abilities.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { ACTIVITIES_KEY, approvedSongsQuery, joinVolumeUp, type ActivityDetail } from '../api.ts';
import { FormError } from '../../../components/form-error.tsx';

/** A volume-up campaign: the tracks the account entered, and picking more (songs that passed review) up to the limit. */
export function VolumeUpPanel({ detail }: { detail: ActivityDetail }) {
  const { t } = useTranslation();
  const { can } = useAbilities();
  const { activity, entries } = detail;
  const canEnter = activity.status === 'ONGOING' && can('Release', 'Edit') && entries.length < activity.maxTracks;
  return (
    <Stack gap="lg">
      <Card withBorder padding="lg" radius="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('activity_volume_up_how_title')}
          </Title>
          <Text size="sm">{t('activity_volume_up_how', { number: activity.maxTracks })}</Text>
          {entries.length > 0 && (
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {t('activity_entries_title')}
              </Text>
              <List size="sm" data-testid="activity-entries">
                {entries.map((entry) => (
                  <List.Item key={entry.songId}>{t('activity_entry', { title: entry.title, release: entry.releaseTitle })}</List.Item>
                ))}
              </List>
            </Stack>
          )}
          {canEnter && <EnterTracks activityId={activity.activityId} room={activity.maxTracks - entries.length} entered={entries.map((entry) => entry.songId)} />}
          {activity.status !== 'ONGOING' && (
            <Text size="sm" c="dimmed">
              {t('activity_not_running')}
            </Text>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}

function EnterTracks({ activityId, room, entered }: { activityId: number; room: number; entered: number[] }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const songs = useQuery(approvedSongsQuery);
  const [chosen, setChosen] = useState<string[]>([]);
  const join = useMutation({
    mutationFn: () => joinVolumeUp(activityId, chosen.map(Number)),
    onSuccess: () => {
      setChosen([]);
      return client.invalidateQueries({ queryKey: ACTIVITIES_KEY });
    },
  });
  const available = (songs.data ?? []).filter((song) => !entered.includes(song.songId));
  if (songs.isPending) return null;
  if (available.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="activity-no-songs">
        {t('activity_no_approved_songs')}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Checkbox.Group label={t('activity_pick_tracks', { number: room })} value={chosen} onChange={(value) => setChosen(value.slice(0, room))}>
        <Stack gap={6} mt={6}>
          {available.map((song) => (
            <Checkbox
              key={song.songId}
              value={String(song.songId)}
              label={`${song.title}${song.version ? ` (${song.version})` : ''} — ${song.artists}`}
              disabled={!chosen.includes(String(song.songId)) && chosen.length >= room}
              data-testid={`activity-song-${song.songId}`}
            />
          ))}
        </Stack>
      </Checkbox.Group>
      <FormError error={join.error} />
      <Group>
        <Button onClick={() => join.mutate()} disabled={chosen.length === 0} loading={join.isPending} data-testid="activity-join">
          {t('activity_join')}
        </Button>
      </Group>
    </Stack>
  );
}
