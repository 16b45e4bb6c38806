import { Badge, Checkbox, Group, Image, ScrollArea, Stack, Table, Text } from '@mantine/core';
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
  return (
    <ScrollArea>
      <Table verticalSpacing="sm" data-testid="monetization-tracks">
        <Table.Thead>
          <Table.Tr>
            {selected && <Table.Th w={40} />}
            <Table.Th>{t('monetization_col_track')}</Table.Th>
            <Table.Th visibleFrom="sm">{t('monetization_col_state')}</Table.Th>
            <Table.Th visibleFrom="sm">{t('monetization_col_qualification')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tracks.map((track) => {
            const canSelect = selectable(track);
            return (
              <Table.Tr key={track.songId} data-testid={`monetization-track-${track.songId}`}>
                {selected && (
                  <Table.Td>
                    <Checkbox
                      aria-label={track.title}
                      checked={selected.has(track.songId)}
                      disabled={!canSelect}
                      onChange={() => onToggle?.(track.songId)}
                      data-testid={`monetization-select-${track.songId}`}
                    />
                  </Table.Td>
                )}
                <Table.Td>
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
                      {/* On a phone the state and the qualification sit under the title instead of in columns. */}
                      <Stack gap={4} mt={4} hiddenFrom="sm">
                        <StateBadges track={track} showTier={showTier} />
                        <Qualification track={track} />
                      </Stack>
                    </Stack>
                  </Group>
                </Table.Td>
                <Table.Td visibleFrom="sm">
                  <StateBadges track={track} showTier={showTier} />
                </Table.Td>
                <Table.Td visibleFrom="sm">
                  <Qualification track={track} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea>
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
