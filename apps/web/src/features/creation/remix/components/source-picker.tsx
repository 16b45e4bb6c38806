import { FileButton, Button, Group, Progress, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation.ts';
import { useAudioUpload } from '../../components/use-audio-upload.ts';
import { remixErrorKey, songsQuery, type AudioSource } from '../api.ts';
import { FormError } from '../../../../components/form-error.tsx';

interface Props {
  onChange: (source: AudioSource, label: string) => void;
}

/** A song of the account's catalogue, or a WAV/FLAC uploaded here (the release upload, with its checks). */
export function SourcePicker({ onChange }: Props) {
  const { t, i18n } = useTranslation();
  const [mode, setMode] = useState<'song' | 'upload'>('song');
  const songs = useQuery(songsQuery(''));
  const [songId, setSongId] = useState<string | null>(null);

  const { progress, error: uploadError, uploaded, upload } = useAudioUpload((fileId, name) => onChange({ fileId }, name));

  const options = (songs.data?.songs ?? []).filter((song) => song.audioUrl !== null).map((song) => ({ value: String(song.songId), label: `${song.title} — ${song.artists}` }));
  return (
    <Stack gap="sm">
      <SegmentedControl
        value={mode}
        onChange={(value) => setMode(value as 'song' | 'upload')}
        data={[
          { value: 'song', label: t('remix_source_song') },
          { value: 'upload', label: t('remix_source_upload') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      {mode === 'song' ? (
        <Select
          label={t('remix_choose_song')}
          placeholder={t(songs.isLoading ? 'remix_loading' : options.length ? 'remix_choose_song_placeholder' : 'remix_no_songs')}
          data={options}
          value={songId}
          searchable
          nothingFoundMessage={t('remix_no_songs')}
          onChange={(value) => {
            setSongId(value);
            const chosen = options.find((option) => option.value === value);
            if (value && chosen) onChange({ songId: Number(value) }, chosen.label);
          }}
          data-testid="remix-song"
        />
      ) : (
        <Stack gap={6}>
          <Text size="sm" c="dimmed">
            {t('remix_upload_help')}
          </Text>
          <Group>
            <FileButton onChange={(file) => void upload(file)} accept="audio/wav,audio/x-wav,audio/flac,.wav,.flac">
              {(props) => (
                <Button variant="light" {...props} loading={progress !== null} data-testid="remix-upload">
                  {t('remix_upload_choose')}
                </Button>
              )}
            </FileButton>
            {uploaded && <Text size="sm">{uploaded}</Text>}
          </Group>
          {progress !== null && <Progress value={progress} />}
          {uploadError !== null && <FormError messageKey={remixErrorKey(uploadError, (key) => i18n.exists(key))} />}
        </Stack>
      )}
    </Stack>
  );
}
