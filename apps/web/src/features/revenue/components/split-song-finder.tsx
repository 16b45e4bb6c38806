import { useEffect, useState } from 'react';
import { Button, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ReleaseStatus } from '@portal/domain/enums';
import { FormError } from '../../../components/form-error.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { songSearchQuery } from '../split-api.ts';

const SEARCH_DELAY_MS = 300;
/** Splits are set up for songs of accepted releases only (approved, delivered or live). */
const ACCEPTED: readonly number[] = [ReleaseStatus.Approved, ReleaseStatus.Delivered, ReleaseStatus.Live];

/**
 * "Find a song": the account's songs by title, ISRC or artist (GET /song/search); picking one chooses its release
 * and ticks it in the split form, instead of looking for the release first.
 */
export function SplitSongFinder({ onPick }: { onPick: (song: { albumId: number; songId: number }) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [value, setValue] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setValue(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const search = useQuery({ ...songSearchQuery(value), enabled: value.length > 0 });
  const songs = (search.data?.songs ?? []).filter((song) => ACCEPTED.includes(song.status));

  return (
    <Stack gap={6}>
      <TextInput
        label={t('split_find_song')}
        description={t('split_find_song_hint')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        maxLength={200}
        rightSection={search.isFetching ? <Loader size="xs" /> : null}
        data-testid="split-find-song"
      />
      {value.length > 0 && search.error && <FormError error={search.error} />}
      {value.length > 0 && search.data && (
        <Stack gap={4} data-testid="split-find-results">
          {songs.length === 0 ? (
            <Text size="sm" c="dimmed" data-testid="split-find-none">
              {t('split_find_song_none')}
            </Text>
          ) : (
            songs.map((song) => (
              <Button
                key={song.songId}
                variant="subtle"
                justify="flex-start"
                h="auto"
                py={6}
                onClick={() => {
                  onPick({ albumId: song.albumId, songId: song.songId });
                  setText('');
                  setValue('');
                }}
                styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
                data-testid={`split-find-song-${song.songId}`}
              >
                <Stack gap={0} align="flex-start">
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {song.version ? `${song.title} (${song.version})` : song.title}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {[song.artists, song.albumTitle, song.isrc].filter(Boolean).join(' · ')}
                  </Text>
                </Stack>
              </Button>
            ))
          )}
        </Stack>
      )}
    </Stack>
  );
}
