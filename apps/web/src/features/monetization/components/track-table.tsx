import { Badge, Checkbox, Group, Image, Stack, Text } from '@mantine/core';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { MonetizationTrack } from '../api.ts';
import { stateColor, stateKey, tierKey } from './labels.ts';

interface Props {
  tracks: MonetizationTrack[];
  /** With selection: a checkbox per track; `selectable` decides which tracks may be ticked. */
  selected?: ReadonlySet<number>;
  onToggle?: (songId: number) => void;
  selectable?: (track: MonetizationTrack) => boolean;
  showTier?: boolean;
  empty: string;
}

/** The account's tracks in one programme: state, tier, and why a track cannot join when it cannot. */
export function TrackTable({ tracks, selected, onToggle, selectable = () => true, showTier = false, empty }: Props) {
  const { t } = useTranslation();
  if (!tracks.length) {
    return (
      <Text c="dimmed" ta="center" py="lg" data-testid="monetization-empty">
        {empty}
      </Text>
    );
  }
  const columns: DataColumn<MonetizationTrack>[] = [
    ...(selected
      ? [{ key: 'select', header: '', width: 40, cell: (track: MonetizationTrack) => <SelectBox track={track} selected={selected} onToggle={onToggle} canSelect={selectable(track)} /> }]
      : []),
    { key: 'track', header: t('monetization_col_track'), cell: (track) => <TrackTitle track={track} />, sortValue: (track) => track.title },
    { key: 'state', header: t('monetization_col_state'), cell: (track) => <StateBadges track={track} showTier={showTier} />, sortValue: (track) => t(stateKey(track.state)) },
    { key: 'qualification', header: t('monetization_col_qualification'), cell: (track) => <Qualification track={track} /> },
  ];
  return (
    <DataTable
      columns={columns}
      rows={tracks}
      rowKey={(track) => track.songId}
      rowProps={(track) => ({ 'data-testid': `monetization-track-${track.songId}` })}
      empty={empty}
      verticalSpacing="sm"
      testId="monetization-tracks"
      renderCard={(track) => (
        // On a phone the state and the qualification sit under the title.
        <Group gap="sm" wrap="nowrap" align="flex-start">
          {selected && <SelectBox track={track} selected={selected} onToggle={onToggle} canSelect={selectable(track)} />}
          <Stack gap={4}>
            <TrackTitle track={track} />
            <StateBadges track={track} showTier={showTier} />
            <Qualification track={track} />
          </Stack>
        </Group>
      )}
    />
  );
}

function SelectBox({ track, selected, onToggle, canSelect }: { track: MonetizationTrack; selected: ReadonlySet<number>; onToggle?: (songId: number) => void; canSelect: boolean }) {
  return <Checkbox aria-label={track.title} checked={selected.has(track.songId)} disabled={!canSelect} onChange={() => onToggle?.(track.songId)} data-testid={`monetization-select-${track.songId}`} />;
}

function TrackTitle({ track }: { track: MonetizationTrack }) {
  return (
    <Group gap="sm" wrap="nowrap">
      {track.coverUrl && <Image src={track.coverUrl} w={40} h={40} radius="sm" alt="" />}
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {track.title}
          {track.version ? ` (${track.version})` : ''}
        </Text>
        <Text size="xs" c="dimmed">
          {track.artistName} · {track.releaseTitle}
        </Text>
      </Stack>
    </Group>
  );
}

function StateBadges({ track, showTier }: { track: MonetizationTrack; showTier: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap={6}>
      <Badge color={stateColor[track.state]} variant="light" tt="none" data-testid="monetization-state">
        {t(stateKey(track.state))}
      </Badge>
      {showTier && track.tier !== null && (
        <Badge variant="outline" tt="none">
          {t(tierKey(track.tier))}
        </Badge>
      )}
    </Group>
  );
}

function Qualification({ track }: { track: MonetizationTrack }) {
  const { t } = useTranslation();
  if (track.qualified) {
    return (
      <Text size="sm" c="teal">
        {t('monetization_qualified')}
      </Text>
    );
  }
  return (
    <Stack gap={0} data-testid="monetization-unqualified">
      <Text size="sm" c="red">
        {t(track.messageKey ?? 'rule_unqualified')}
      </Text>
      {track.reason && (
        <Text size="xs" c="dimmed">
          {t(track.reason)}
        </Text>
      )}
    </Stack>
  );
}
