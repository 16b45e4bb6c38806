import { useState } from 'react';
import { Button, FileButton, Group, Progress, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../lib/use-translation.ts';
import { useAudioUpload } from '../../components/use-audio-upload.ts';
import { draftQuery, draftsQuery, type MasteringSource } from '../api.ts';
import { FormError } from '../../../../components/form-error.tsx';

/** Step 1: a track of a draft (its uploaded audio) or a WAV/FLAC uploaded here through the release upload and its checks. */
export function SourceStep({ onChange }: { onChange: (source: MasteringSource | null) => void }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'draft' | 'upload'>('draft');
  const drafts = useQuery(draftsQuery());
  const [albumId, setAlbumId] = useState<number | null>(null);
  const draft = useQuery(draftQuery(albumId));
  const [trackIndex, setTrackIndex] = useState<string | null>(null);

  const tracks = (draft.data?.tracks ?? []).map((track, index) => ({ track, index })).filter(({ track }) => !!track.fullAudio);
  const chooseTrack = (value: string | null) => {
    setTrackIndex(value);
    const chosen = tracks.find(({ index }) => String(index) === value);
    onChange(chosen && albumId !== null ? { fileId: chosen.track.fullAudio!, label: chosen.track.title || t('mastering_untitled_track'), draft: { albumId, trackIndex: chosen.index } } : null);
  };

  const {
    progress,
    error: uploadError,
    uploaded,
    upload,
  } = useAudioUpload(
    (fileId, name) => onChange({ fileId, label: name }),
    () => onChange(null),
  );

  return (
    <Stack gap="sm">
      <SegmentedControl
        value={mode}
        onChange={(value) => {
          setMode(value as 'draft' | 'upload');
          onChange(null);
        }}
        data={[
          { value: 'draft', label: t('mastering_source_draft') },
          { value: 'upload', label: t('mastering_source_upload') },
        ]}
        style={{ alignSelf: 'flex-start' }}
        data-testid="mastering-source-mode"
      />
      {mode === 'draft' ? (
        <Group grow align="flex-start" wrap="wrap">
          <Select
            label={t('mastering_choose_draft')}
            placeholder={t(drafts.data && drafts.data.drafts.length === 0 ? 'mastering_no_drafts' : 'mastering_choose_draft_placeholder')}
            data={(drafts.data?.drafts ?? []).map((d) => ({ value: String(d.albumId), label: d.title || t('mastering_untitled_draft') }))}
            value={albumId === null ? null : String(albumId)}
            onChange={(value) => {
              setAlbumId(value ? Number(value) : null);
              chooseTrack(null);
            }}
            searchable
            data-testid="mastering-draft"
            miw={220}
          />
          <Select
            label={t('mastering_choose_track')}
            placeholder={t(albumId !== null && draft.data && tracks.length === 0 ? 'mastering_no_tracks_with_audio' : 'mastering_choose_track_placeholder')}
            data={tracks.map(({ track, index }) => ({ value: String(index), label: `${index + 1}. ${track.title || t('mastering_untitled_track')}` }))}
            value={trackIndex}
            onChange={chooseTrack}
            disabled={albumId === null}
            data-testid="mastering-track"
            miw={220}
          />
        </Group>
      ) : (
        <Stack gap="xs">
          <Group>
            <FileButton onChange={upload} accept="audio/wav,audio/x-wav,audio/flac,.wav,.flac">
              {(props) => (
                <Button variant="light" loading={progress !== null} {...props} data-testid="mastering-upload">
                  {t('mastering_upload_button')}
                </Button>
              )}
            </FileButton>
            {uploaded && <Text fz="sm">{uploaded}</Text>}
          </Group>
          <Text c="dimmed" fz="sm">
            {t('mastering_upload_hint')}
          </Text>
          {progress !== null && <Progress value={progress} animated />}
          <FormError error={uploadError} />
        </Stack>
      )}
    </Stack>
  );
}
