import { Button, Group, Image, Progress, Stack, Text } from '@mantine/core';
import { useRef, useState, type RefObject } from 'react';
import type { TrackInput } from '@portal/domain/release/model';
import { uploadDisplay } from '../../../lib/chunked-upload.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { CoverCropper } from '../../../components/cover-cropper.tsx';
import { OnlineTrim } from './online-trim.tsx';
import { fileViewUrl, imageSizeOf, uploadReleaseFile, type ReleaseFileKind } from '../upload-api.ts';
import { failedSlot, type SlotState } from '../slot-state.ts';
import { fileNameFrom, uploadFromLink } from '../dump-from-link.ts';
import { LinkUpload } from './link-upload.tsx';
import { CoverDuplicateWarning } from './cover-duplicate-warning.tsx';
import { TrackAudioWarnings } from './audio-warnings.tsx';

/**
 * One file of the form, picked or added from a link (dump mode): checked, uploaded in parts with progress, and the
 * item's state as document 3 shows it.
 */
function useFileSlot(kind: ReleaseFileKind, onUploaded: (fileId: string) => void) {
  const { t } = useTranslation();
  const [slot, setSlot] = useState<SlotState | null>(null);
  const run = async (fileName: string, upload: (onProgress: (percent: number) => void) => Promise<string>) => {
    setSlot({ status: 'validating', percent: 0, fileName, message: null, detail: null });
    try {
      const fileId = await upload((percent) => setSlot((before) => before && { ...before, status: 'uploading', percent }));
      setSlot({ status: 'success', percent: 100, fileName, message: null, detail: null });
      onUploaded(fileId);
    } catch (error) {
      setSlot(failedSlot(fileName, error, t));
    }
  };
  const start = (file: File) => run(file.name, (onProgress) => uploadReleaseFile(file, kind, onProgress));
  const startLink = (sourceUrl: string) => run(fileNameFrom(sourceUrl, ''), (onProgress) => uploadFromLink(sourceUrl, kind, onProgress));
  return { slot, start, startLink };
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
      {slot.detail && (
        <Text size="xs" c="red" data-testid="upload-detail">
          {slot.detail}
        </Text>
      )}
    </Stack>
  );
}

function PickButton({
  accept,
  label,
  onPick,
  disabled,
  testId,
  inputRef,
}: {
  accept: string;
  label: string;
  onPick: (file: File) => void;
  disabled?: boolean;
  testId: string;
  /** For opening the picker from elsewhere (the cover's "Choose another image"). */
  inputRef?: RefObject<HTMLInputElement | null>;
}) {
  const ownInput = useRef<HTMLInputElement>(null);
  const input = inputRef ?? ownInput;
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
  /** The name the release's cover was uploaded under, listed while no other cover is picked. */
  savedName?: string;
  onChange: (fileId: string) => void;
  error?: string;
  disabled?: boolean;
  /** The saved release, left out of the duplicate check. */
  albumId?: number;
}

/** The cropped cover keeps the user's file name, and a JPEG stays a JPEG, so the name matches what it holds. */
const croppedOutput = (file: File) => ({ name: file.name, type: file.type === 'image/jpeg' || /\.jpe?g$/i.test(file.name) ? ('image/jpeg' as const) : ('image/png' as const) });

export function CoverSlot({ fileId, savedName, onChange, error, disabled, albumId }: CoverProps) {
  const { t } = useTranslation();
  // Only a cover uploaded here is checked for duplicates; the one the release had was checked when it came.
  const [uploadedId, setUploadedId] = useState<string | null>(null);
  const { slot, start, startLink } = useFileSlot('cover', (id) => {
    setUploadedId(id);
    onChange(id);
  });
  // A picture that is not square is cropped only when the person says so, in the cropper that says why.
  const [cropping, setCropping] = useState<File | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const pick = async (file: File) => {
    const size = await imageSizeOf(file);
    if (size && size.width !== size.height) setCropping(file);
    else void start(file);
  };
  return (
    <Group align="flex-start" gap="md" data-testid="cover-slot">
      <CoverCropper
        file={cropping}
        output={cropping ? croppedOutput(cropping) : undefined}
        notice={
          <>
            <Text size="sm" fw={600} data-testid="cover-not-square">
              {t('upload_image_shape_not_square')}
            </Text>
            <Text size="sm">{t('rf_cover_crop_offer')}</Text>
          </>
        }
        onCancel={() => setCropping(null)}
        onChooseAnother={() => {
          setCropping(null);
          picker.current?.click();
        }}
        onCropped={(cropped) => {
          setCropping(null);
          void start(cropped);
        }}
      />
      {fileId ? (
        <Image src={fileViewUrl(fileId)} w={120} h={120} radius="sm" alt={t('rf_cover')} />
      ) : (
        <div style={{ width: 120, height: 120, borderRadius: 4, background: 'var(--mantine-color-gray-1)' }} />
      )}
      <Stack gap="xs" style={{ flex: 1 }}>
        <Text fw={500} size="sm">
          {t('rf_cover')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('rf_cover_hint')}
        </Text>
        <PickButton
          accept="image/jpeg,image/png"
          label={t(fileId ? 'rf_replace_file' : 'rf_choose_cover')}
          onPick={(file) => void pick(file)}
          disabled={disabled}
          testId="cover-input"
          inputRef={picker}
        />
        <LinkUpload onLink={(link) => void startLink(link)} disabled={disabled} testId="cover-link" />
        {slot ? (
          <SlotStatus slot={slot} />
        ) : (
          fileId &&
          savedName && (
            <Text size="sm" truncate maw={260} data-testid="cover-file-name">
              {savedName}
            </Text>
          )
        )}
        {uploadedId && uploadedId === fileId && <CoverDuplicateWarning fileId={uploadedId} albumId={albumId} />}
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
  // The audio's warnings are the file's it has: hidden while another file is on its way to replace it.
  const replacing = full.slot !== null && ['loading', 'waiting'].includes(uploadDisplay(full.slot.status, full.slot.percent));
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
        <PickButton
          accept="audio/wav,audio/x-wav,audio/flac,.wav,.flac"
          label={t(track.fullAudio ? 'rf_replace_file' : 'rf_choose_audio')}
          onPick={(file) => void full.start(file)}
          disabled={disabled}
          testId="audio-input"
        />
        {track.fullAudio && (
          <Button variant="subtle" onClick={() => setTrimming(true)} disabled={disabled} data-testid="trim-open">
            {t(ownClip ? 'trim_change' : 'trim_choose')}
          </Button>
        )}
      </Group>
      <LinkUpload onLink={(link) => void full.startLink(link)} disabled={disabled} testId="audio-link" />
      {track.fullAudio && (
        <Text size="xs" c="dimmed">
          {t(ownClip ? 'trim_has_clip' : 'trim_default_clip')}
        </Text>
      )}
      {full.slot && <SlotStatus slot={full.slot} />}
      {track.fullAudio && !replacing && <TrackAudioWarnings fileId={track.fullAudio} />}
      {error && !full.slot?.message && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
