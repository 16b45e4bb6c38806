import { Button, Group, Image, Progress, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import type { TrackInput } from '@portal/domain/release/model';
import { uploadDisplay, type UploadItemStatus } from '../../../lib/chunked-upload.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { CoverCropper } from '../../../components/cover-cropper.tsx';
import { OnlineTrim } from './online-trim.tsx';
import { fileViewUrl, uploadReleaseFile, type ReleaseFileKind, UploadRefused } from '../upload-api.ts';

interface SlotState {
  status: UploadItemStatus;
  percent: number;
  fileName: string;
  message: string | null;
}

/** One file of the form: pick, check, upload in parts with progress, and the item's state as document 3 shows it. */
function useFileSlot(kind: ReleaseFileKind, onUploaded: (fileId: string, file: File) => void) {
  const { t } = useTranslation();
  const [slot, setSlot] = useState<SlotState | null>(null);
  const start = async (file: File) => {
    setSlot({ status: 'validating', percent: 0, fileName: file.name, message: null });
    try {
      const fileId = await uploadReleaseFile(file, kind, (percent) => setSlot((before) => before && { ...before, status: 'uploading', percent }));
      setSlot({ status: 'success', percent: 100, fileName: file.name, message: null });
      onUploaded(fileId, file);
    } catch (error) {
      const refused = error instanceof UploadRefused;
      setSlot({ status: refused ? 'validateFail' : 'uploadFail', percent: 0, fileName: file.name, message: refused ? t(error.key, error.vars) : t('upload_failed_generic') });
    }
  };
  return { slot, start };
}

function SlotStatus({ slot }: { slot: SlotState }) {
  const { t } = useTranslation();
  const display = uploadDisplay(slot.status, slot.percent);
  const label = { success: t('upload_status_success'), fail: t('upload_status_fail'), loading: t('upload_status_uploading'), waiting: t('upload_status_waiting') }[display];
  return (
    <Stack gap={4} data-testid="upload-status" data-state={display}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" truncate maw={260}>
          {slot.fileName}
        </Text>
        <Text size="sm" c={display === 'fail' ? 'red' : display === 'success' ? 'teal' : 'dimmed'}>
          {label}
          {display === 'loading' ? ` ${slot.percent}%` : ''}
        </Text>
      </Group>
      {display === 'loading' && <Progress value={slot.percent} size="sm" aria-label={label} />}
      {slot.message && (
        <Text size="xs" c="red" role="alert" data-testid="upload-message">
          {slot.message}
        </Text>
      )}
    </Stack>
  );
}

function PickButton({ accept, label, onPick, disabled, testId }: { accept: string; label: string; onPick: (file: File) => void; disabled?: boolean; testId: string }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        data-testid={testId}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) onPick(file);
        }}
      />
      <Button variant="light" onClick={() => input.current?.click()} disabled={disabled}>
        {label}
      </Button>
    </>
  );
}

interface CoverProps {
  fileId: string;
  onChange: (fileId: string) => void;
  error?: string;
  disabled?: boolean;
}

export function CoverSlot({ fileId, onChange, error, disabled }: CoverProps) {
  const { t } = useTranslation();
  const { slot, start } = useFileSlot('cover', (id) => onChange(id));
  const [cropping, setCropping] = useState<File | null>(null);
  return (
    <Group align="flex-start" gap="md" data-testid="cover-slot">
      <CoverCropper
        file={cropping}
        onCancel={() => setCropping(null)}
        onCropped={(cropped) => {
          setCropping(null);
          void start(cropped);
        }}
      />
      {fileId ? <Image src={fileViewUrl(fileId)} w={120} h={120} radius="sm" alt={t('rf_cover')} /> : <div style={{ width: 120, height: 120, borderRadius: 4, background: 'var(--mantine-color-gray-1)' }} />}
      <Stack gap="xs" style={{ flex: 1 }}>
        <Text fw={500} size="sm">
          {t('rf_cover')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('rf_cover_hint')}
        </Text>
        <PickButton accept="image/jpeg,image/png" label={t(fileId ? 'rf_replace_file' : 'rf_choose_cover')} onPick={setCropping} disabled={disabled} testId="cover-input" />
        {slot && <SlotStatus slot={slot} />}
        {error && !slot?.message && (
          <Text size="xs" c="red" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

interface TrackAudioProps {
  track: TrackInput;
  onChange: (patch: Partial<TrackInput>) => void;
  error?: string;
  disabled?: boolean;
}

export function TrackAudioSlot({ track, onChange, error, disabled }: TrackAudioProps) {
  const { t } = useTranslation();
  const full = useFileSlot('audio', (id) => onChange({ fullAudio: id, ...(track.clipAudios?.length ? {} : { clipAudios: [id] }) }));
  const [trimming, setTrimming] = useState(false);
  const ownClip = Boolean(track.clipAudios?.[0] && track.clipAudios[0] !== track.fullAudio);
  return (
    <Stack gap="xs" data-testid="audio-slot">
      <OnlineTrim
        fileId={trimming ? (track.fullAudio ?? null) : null}
        onCancel={() => setTrimming(false)}
        onClip={(clipFileId) => {
          setTrimming(false);
          onChange({ clipAudios: [clipFileId] });
        }}
      />
      <Text fw={500} size="sm">
        {t('rf_audio')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('rf_audio_hint')}
      </Text>
      {track.fullAudio && !full.slot && (
        <audio controls preload="none" src={fileViewUrl(track.fullAudio)} style={{ width: '100%' }}>
          <track kind="captions" />
        </audio>
      )}
      <Group>
        <PickButton accept="audio/wav,audio/x-wav,audio/flac,.wav,.flac" label={t(track.fullAudio ? 'rf_replace_file' : 'rf_choose_audio')} onPick={(file) => void full.start(file)} disabled={disabled} testId="audio-input" />
        {track.fullAudio && (
          <Button variant="subtle" onClick={() => setTrimming(true)} disabled={disabled} data-testid="trim-open">
            {t(ownClip ? 'trim_change' : 'trim_choose')}
          </Button>
        )}
      </Group>
      {track.fullAudio && (
        <Text size="xs" c="dimmed">
          {t(ownClip ? 'trim_has_clip' : 'trim_default_clip')}
        </Text>
      )}
      {full.slot && <SlotStatus slot={full.slot} />}
      {error && !full.slot?.message && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
