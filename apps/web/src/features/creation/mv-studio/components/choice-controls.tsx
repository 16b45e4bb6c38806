import { Button, FileButton, Group, Progress, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { MvAspect, MvStyle, MvTemplate } from '@portal/domain/mv-studio/concept';
import { useTranslation } from '../../../../lib/use-translation.ts';
import { useAudioUpload } from '../../components/use-audio-upload.ts';
import { mvErrorKey, songsQuery } from '../api.ts';
import { FormError } from '../../../../components/form-error.tsx';
import { type Look, mvLookOptions } from '../options.ts';

export interface LookChoice {
  template: MvTemplate;
  aspect: MvAspect;
  style: MvStyle;
}

/** The audio of a video: a song of the account's catalogue, or a WAV/FLAC uploaded here (the release upload and its checks). */
export type MvSource = { songId: number; fileId?: undefined } | { fileId: string; songId?: undefined };

export const sourceKey = (source: MvSource | null) => (source ? (source.songId ?? source.fileId) : null);

export function SourcePicker({ value, onChange, testId }: { value: MvSource | null; onChange: (source: MvSource) => void; testId: string }) {
  const { t, i18n } = useTranslation();
  const [mode, setMode] = useState<'song' | 'upload'>(value?.fileId ? 'upload' : 'song');
  const songs = useQuery(songsQuery());
  const options = (songs.data?.songs ?? []).filter((song) => song.audioUrl !== null).map((song) => ({ value: String(song.songId), label: `${song.title} — ${song.artists}` }));
  const { progress, error: uploadError, uploaded, upload } = useAudioUpload((fileId) => onChange({ fileId }));
  return (
    <Stack gap="sm">
      <SegmentedControl
        value={mode}
        onChange={(next) => setMode(next as 'song' | 'upload')}
        data={[
          { value: 'song', label: t('mv_source_song') },
          { value: 'upload', label: t('mv_source_upload') },
        ]}
        fullWidth
        maw={480}
        styles={{ label: { whiteSpace: 'normal' } }}
        data-testid={`${testId}-mode`}
      />
      {mode === 'song' ? (
        <Select
          label={t('mv_song')}
          placeholder={t(songs.isLoading ? 'mv_loading' : options.length ? 'mv_song_placeholder' : 'mv_no_songs')}
          data={options}
          value={value?.songId ? String(value.songId) : null}
          onChange={(next) => next && onChange({ songId: Number(next) })}
          searchable
          nothingFoundMessage={t('mv_no_songs')}
          data-testid={testId}
          maw={480}
        />
      ) : (
        <Group gap="sm">
          <FileButton onChange={(file) => void upload(file)} accept="audio/wav,audio/x-wav,audio/flac,.wav,.flac">
            {(props) => (
              <Button variant="default" {...props} loading={progress !== null} data-testid={`${testId}-upload`}>
                {t('mv_source_upload_button')}
              </Button>
            )}
          </FileButton>
          {progress !== null && <Progress value={progress * 100} w={160} />}
          {uploaded && value?.fileId && <Text size="sm">{uploaded}</Text>}
        </Group>
      )}
      {uploadError !== null && <FormError messageKey={mvErrorKey(uploadError, (key) => i18n.exists(key))} />}
    </Stack>
  );
}

function Choice<T extends string>({ label, value, onChange, name }: { label: string; value: T; onChange: (v: T) => void; name: Look }) {
  const { t } = useTranslation();
  const id = `mv-${name}-label`;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={id}>
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={id}
        value={value}
        onChange={(next) => onChange(next as T)}
        data={mvLookOptions(t, name)}
        data-testid={`mv-${name}`}
        style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
      />
    </Stack>
  );
}

/** Template, aspect ratio and style: step 1 of the studio and the template editor. */
export function LookControls({ value, onChange }: { value: LookChoice; onChange: (next: LookChoice) => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Choice label={t('mv_template')} name="template" value={value.template} onChange={(template) => onChange({ ...value, template })} />
      <Choice label={t('mv_aspect')} name="aspect" value={value.aspect} onChange={(aspect) => onChange({ ...value, aspect })} />
      <Choice label={t('mv_style')} name="style" value={value.style} onChange={(style) => onChange({ ...value, style })} />
    </Stack>
  );
}
