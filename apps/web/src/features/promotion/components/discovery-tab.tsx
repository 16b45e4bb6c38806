import { useState } from 'react';
import { Alert, Badge, Button, Card, Checkbox, Group, Pagination, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAbilities } from '../../../lib/abilities.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { dmStatusQuery, dmTracksQuery, KEY, setDiscoveryMode, setSongInDiscoveryMode } from '../center-api.ts';
import { dayText, errorText, pageCount, pageOf } from '../promo-text.ts';

const PAGE = 50;
const statusColors = { NOT_ELIGIBLE: 'gray', NOT_OPTED_IN: 'yellow', OPTED_IN: 'teal' } as const;

/** Discovery Mode: join at a lower royalty rate (the owner), then choose the live tracks that qualify. */
export function DiscoveryTab() {
  const { t, i18n } = useTranslation();
  const { isOwner } = useAbilities();
  const queryClient = useQueryClient();
  const { data: status, error } = useQuery(dmStatusQuery());
  const [accepted, setAccepted] = useState(false);
  const change = useMutation({
    mutationFn: (optIn: boolean) => setDiscoveryMode(optIn, optIn && accepted),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
  if (error)
    return (
      <Alert color="red" variant="light">
        {errorText(error, t, (key) => i18n.exists(key))}
      </Alert>
    );
  if (!status) return <Skeleton height={160} />;
  const joined = status.status === 'OPTED_IN';
  return (
    <Stack gap="md" data-testid="promo-discovery">
      <Card withBorder padding="lg" radius="md">
        <Stack gap="sm">
          <Group justify="space-between" gap="xs">
            <Title order={2} size="h4">
              {t('promo_tab_discovery')}
            </Title>
            <Badge color={statusColors[status.status]} variant="light" data-testid="promo-dm-status">
              {t(`promo_dm_status_${status.status}`)}
            </Badge>
          </Group>
          <Text size="sm">{t('promo_dm_intro', { rate: status.rateReduction })}</Text>
          {status.status === 'NOT_ELIGIBLE' && (
            <Text size="sm" c="dimmed">
              {t('promo_dm_not_eligible_hint')}
            </Text>
          )}
          {joined && status.optedInAt && (
            <Text size="sm" c="dimmed">
              {t('promo_dm_joined_since', { date: dayText(status.optedInAt, i18n.language), rate: status.rateReduction, tracks: status.trackCount })}
            </Text>
          )}
          {status.status !== 'NOT_ELIGIBLE' &&
            (!isOwner ? (
              <Text size="xs" c="dimmed">
                {t('promo_dm_owner_only')}
              </Text>
            ) : joined ? (
              <Group>
                <Button variant="default" size="xs" onClick={() => change.mutate(false)} loading={change.isPending} data-testid="promo-dm-leave">
                  {t('promo_dm_leave')}
                </Button>
              </Group>
            ) : (
              <Stack gap="xs">
                <Checkbox
                  label={t('promo_dm_accept', { rate: status.rateReduction })}
                  checked={accepted}
                  onChange={(event) => setAccepted(event.currentTarget.checked)}
                  data-testid="promo-dm-accept"
                />
                <Group>
                  <Button size="xs" disabled={!accepted} onClick={() => change.mutate(true)} loading={change.isPending} data-testid="promo-dm-join">
                    {t('promo_dm_join')}
                  </Button>
                </Group>
              </Stack>
            ))}
          {change.error && (
            <Alert color="red" variant="light">
              {errorText(change.error, t, (key) => i18n.exists(key))}
            </Alert>
          )}
        </Stack>
      </Card>
      <DiscoveryTracks joined={joined} minDaysOut={status.minDaysOut} />
    </Stack>
  );
}

function DiscoveryTracks({ joined, minDaysOut }: { joined: boolean; minDaysOut: number }) {
  const { t, i18n } = useTranslation();
  const { can } = useAbilities();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const { data } = useQuery(dmTracksQuery(pageOf(page, PAGE)));
  const toggle = useMutation({
    mutationFn: (input: { songId: number; enabled: boolean }) => setSongInDiscoveryMode(input.songId, input.enabled),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
  const editable = joined && can('Release', 'Edit');
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('promo_dm_tracks_title')}
      </Title>
      <Text size="xs" c="dimmed">
        {t('promo_dm_tracks_hint', { days: minDaysOut })} {!joined && t('promo_dm_join_first')}
      </Text>
      {toggle.error && (
        <Alert color="red" variant="light">
          {errorText(toggle.error, t, (key) => i18n.exists(key))}
        </Alert>
      )}
      {!data ? (
        <Skeleton height={120} />
      ) : data.tracks.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('promo_dm_tracks_empty')}
        </Text>
      ) : (
        <Card withBorder padding={0} radius="md">
          {data.tracks.map((track, index) => (
            <Group
              key={track.songId}
              justify="space-between"
              gap="sm"
              wrap="nowrap"
              p="sm"
              style={index > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
              data-testid="promo-dm-track"
            >
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} truncate>
                  {track.version ? `${track.title} (${track.version})` : track.title}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {track.artists} · {track.albumTitle}
                </Text>
                {track.block && !track.enabled && (
                  <Text size="xs" c="dimmed">
                    {t(`promo_block_${track.block}`)}
                  </Text>
                )}
              </Stack>
              <Switch
                aria-label={t('promo_dm_track_on')}
                checked={track.enabled}
                disabled={!editable || (!track.enabled && !track.eligible) || toggle.isPending}
                onChange={(event) => toggle.mutate({ songId: track.songId, enabled: event.currentTarget.checked })}
              />
            </Group>
          ))}
        </Card>
      )}
      {data && data.total > PAGE && <Pagination total={pageCount(data.total, PAGE)} value={page} onChange={setPage} size="sm" style={{ alignSelf: 'center' }} />}
    </Stack>
  );
}
