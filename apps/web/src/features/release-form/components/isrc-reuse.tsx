import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { normaliseIsrc } from '@portal/domain/release/identifiers';
import type { TrackInput } from '@portal/domain/release/model';
import { releaseStatusKey } from '../../../lib/release-status-labels.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { songsByIsrcQuery } from '../api.ts';

/**
 * Under the ISRC field: when the code is already on another of the account's releases, the same recording can be
 * reused here (its audio, credits and lyrics) instead of being uploaded and typed again.
 */
export function IsrcReuse({ isrc, albumId, disabled, onReuse }: { isrc: string | undefined; albumId: number | null; disabled: boolean; onReuse: (recording: TrackInput) => void }) {
  const { t } = useTranslation();
  const [typed] = useDebouncedValue(normaliseIsrc(isrc ?? '') ?? '', 400);
  const found = useQuery({ ...songsByIsrcQuery(typed), enabled: typed !== '' });
  const others = (found.data?.songs ?? []).filter((song) => song.albumId !== albumId);
  if (others.length === 0) return null;
  return (
    <Alert color="blue" variant="light" data-testid="isrc-reuse">
      <Stack gap={6}>
        <Text size="sm">{t('rf_isrc_reuse_found', { isrc: typed })}</Text>
        {others.slice(0, 3).map((song) => (
          <Group key={song.songId} justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" truncate>
              {t('rf_isrc_reuse_song', { title: song.title, release: song.albumTitle, status: t(releaseStatusKey(song.status)) })}
            </Text>
            <Button size="compact-xs" variant="light" disabled={disabled} onClick={() => onReuse(song.track)} data-testid="isrc-reuse-use">
              {t('rf_isrc_reuse_action')}
            </Button>
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}
