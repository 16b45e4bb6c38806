import { Alert, Button, Group, Modal, NumberInput, Slider, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDuration } from '@portal/domain/format-duration';
import { useEffect, useRef, useState } from 'react';
import { FormError } from '../../../components/form-error.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { afterReleaseChange, songClipQuery, updateSongClip } from '../api.ts';

/** Stores take previews of 15 to 60 seconds (document 3's clip rule). */
const MIN_S = 15;
const MAX_S = 60;
const DEFAULT_S = 30;

interface ClipEditorProps {
  songId: number;
  title: string;
  /** The full audio, to hear a clip before choosing it. */
  audioUrl: string | null;
  durationMs: number | null;
}

/** "Change preview": choose where a released track's preview clip starts and how long it is (POST /song/update/clip). */
export function ClipEditorButton(props: ClipEditorProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button size="compact-xs" variant="subtle" onClick={() => setOpened(true)} disabled={!props.durationMs} data-testid="clip-edit">
        {t('clip_edit_action')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('clip_edit_title', { title: props.title })}>
        {opened && <ClipEditor {...props} onDone={() => setOpened(false)} />}
      </Modal>
    </>
  );
}

function ClipEditor({ songId, audioUrl, durationMs, onDone }: ClipEditorProps & { onDone: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const clip = useQuery(songClipQuery(songId));
  const totalS = Math.floor((durationMs ?? 0) / 1000);
  const [start, setStart] = useState<number | null>(null);
  const [typedLength, setLength] = useState<number>(DEFAULT_S);
  const audio = useRef<HTMLAudioElement | null>(null);
  const stopAt = useRef<number>(0);

  useEffect(() => {
    if (!clip.data || start !== null) return;
    setStart(Math.round((clip.data.startMs ?? 0) / 1000));
    if (clip.data.durationMs) setLength(Math.min(MAX_S, Math.max(MIN_S, Math.round(clip.data.durationMs / 1000))));
  }, [clip.data, start]);
  useEffect(() => () => audio.current?.pause(), []);

  const save = useMutation({
    mutationFn: (chosen: { startS: number; lengthS: number }) => updateSongClip(songId, chosen.startS * 1000, chosen.lengthS * 1000),
    onSuccess: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: songClipQuery(songId).queryKey }), afterReleaseChange(client)]);
    },
  });

  if (clip.error) return <FormError error={clip.error} />;
  if (start === null) return null;
  const length = Math.min(MAX_S, totalS, Math.max(MIN_S, typedLength));
  const latestStart = Math.max(0, totalS - length);
  const clampedStart = Math.min(start, latestStart);
  const tooShort = totalS < MIN_S;

  const listen = () => {
    if (!audioUrl) return;
    audio.current ??= new Audio(audioUrl);
    const player = audio.current;
    player.currentTime = clampedStart;
    window.clearTimeout(stopAt.current);
    void player.play();
    stopAt.current = window.setTimeout(() => player.pause(), length * 1000);
  };

  if (save.isSuccess) {
    return (
      <Stack gap="sm">
        <Alert color="teal" data-testid="clip-saved">
          {t('clip_edit_saved')}
        </Alert>
        <Button onClick={onDone} style={{ alignSelf: 'flex-end' }}>
          {t('clip_edit_close')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('clip_edit_hint')}
      </Text>
      {tooShort ? (
        <Alert color="yellow">{t('clip_edit_too_short', { min: MIN_S })}</Alert>
      ) : (
        <>
          <NumberInput
            label={t('clip_edit_length')}
            value={typedLength}
            min={MIN_S}
            max={Math.min(MAX_S, totalS)}
            suffix=" s"
            onChange={(value) => setLength(typeof value === 'number' ? value : DEFAULT_S)}
            data-testid="clip-length"
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('clip_edit_start', { from: formatDuration(clampedStart * 1000), to: formatDuration((clampedStart + length) * 1000) })}
            </Text>
            <Slider
              min={0}
              max={latestStart}
              value={clampedStart}
              onChange={setStart}
              label={(value) => formatDuration(value * 1000)}
              thumbLabel={t('clip_edit_start_label')}
              data-testid="clip-start"
            />
          </Stack>
        </>
      )}
      <FormError error={save.error} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={listen} disabled={!audioUrl || tooShort} data-testid="clip-listen">
          {t('clip_edit_listen')}
        </Button>
        <Button onClick={() => save.mutate({ startS: clampedStart, lengthS: length })} loading={save.isPending} disabled={tooShort} data-testid="clip-save">
          {t('clip_edit_save')}
        </Button>
      </Group>
    </Stack>
  );
}
