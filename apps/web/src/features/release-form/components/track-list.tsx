import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { FormTrack } from '../form-model.ts';

interface Props {
  tracks: FormTrack[];
  issueCounts: number[];
  canAdd: boolean;
  canArrange: boolean;
  onAdd: () => void;
  onEdit: (index: number) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  message?: string;
}

const ROW_HEIGHT = 56;

/** The release's tracks in order; the list renders only the rows in view, so 500 tracks stay as quick as 5. */
export function TrackList({ tracks, issueCounts, canAdd, canArrange, onAdd, onEdit, onMove, onRemove, message }: Props) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({ count: tracks.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 8 });

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t('rf_tracks_section')} ({tracks.length})
        </Title>
        {canAdd && (
          <Button variant="light" onClick={onAdd} data-testid="add-track">
            {t('rf_add_track')}
          </Button>
        )}
      </Group>
      {message && (
        <Text size="sm" c="red" role="alert" data-testid="tracks-message">
          {message}
        </Text>
      )}
      <div ref={scroller} style={{ maxHeight: Math.min(tracks.length, 8) * ROW_HEIGHT + 8, overflowY: 'auto' }} data-testid="track-list">
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((row) => {
            const track = tracks[row.index]!;
            const issues = issueCounts[row.index] ?? 0;
            return (
              <Paper
                key={track.key}
                withBorder
                px="sm"
                style={{ position: 'absolute', top: 0, left: 0, right: 0, height: ROW_HEIGHT - 6, transform: `translateY(${row.start}px)`, display: 'flex', alignItems: 'center' }}
                data-testid={`track-row-${row.index}`}
              >
                <Group justify="space-between" wrap="nowrap" w="100%" gap="xs">
                  <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                    <Text c="dimmed" w={28} ta="right">
                      {row.index + 1}
                    </Text>
                    <Text fw={500} truncate>
                      {track.title?.trim() || t('rf_untitled_track')}
                    </Text>
                    {!track.fullAudio && (
                      <Badge color="gray" variant="light" tt="none">
                        {t('rf_no_audio')}
                      </Badge>
                    )}
                    {issues > 0 && (
                      <Badge color="red" variant="light" tt="none" data-testid={`track-issues-${row.index}`}>
                        {t('rf_track_issues', { issues })}
                      </Badge>
                    )}
                  </Group>
                  <Group gap={4} wrap="nowrap">
                    {canArrange && (
                      <>
                        <ActionIcon variant="subtle" color="gray" aria-label={t('rf_move_up')} disabled={row.index === 0} onClick={() => onMove(row.index, row.index - 1)}>
                          ↑
                        </ActionIcon>
                        <ActionIcon variant="subtle" color="gray" aria-label={t('rf_move_down')} disabled={row.index === tracks.length - 1} onClick={() => onMove(row.index, row.index + 1)}>
                          ↓
                        </ActionIcon>
                      </>
                    )}
                    <Button size="xs" variant="default" onClick={() => onEdit(row.index)} data-testid={`edit-track-${row.index}`}>
                      {t('rf_edit_track')}
                    </Button>
                    {canArrange && tracks.length > 1 && (
                      <ActionIcon variant="subtle" color="red" aria-label={t('rf_remove')} onClick={() => onRemove(row.index)}>
                        ×
                      </ActionIcon>
                    )}
                  </Group>
                </Group>
              </Paper>
            );
          })}
        </div>
      </div>
    </Stack>
  );
}
