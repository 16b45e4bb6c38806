import { Button, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { cutClip, fileViewUrl, findChorus } from '../upload-api.ts';

/** Document 3: loading audio gives up after 60 s; a clip (the store preview) is 15 to 60 s. */
const LOAD_TIMEOUT_MS = 60_000;
const CLIP_MIN_S = 15;
const CLIP_MAX_S = 60;
const BARS = 240;
const WIDTH = 720;
const HEIGHT = 96;

interface Props {
  fileId: string | null;
  onCancel: () => void;
  onClip: (clipFileId: string) => void;
}

async function loadAudio(fileId: string): Promise<AudioBuffer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), LOAD_TIMEOUT_MS);
  try {
    const response = await fetch(fileViewUrl(fileId), { signal: controller.signal, credentials: 'same-origin' });
    if (!response.ok) throw new Error('read');
    const context = new AudioContext();
    try {
      return await context.decodeAudioData(await response.arrayBuffer());
    } finally {
      void context.close();
    }
  } finally {
    clearTimeout(timer);
  }
}

/** The loudest sample of each slice of the track, for drawing its shape. */
function peaksOf(buffer: AudioBuffer): number[] {
  const data = buffer.getChannelData(0);
  const step = Math.max(1, Math.floor(data.length / BARS));
  return Array.from({ length: BARS }, (_, bar) => {
    let peak = 0;
    for (let i = bar * step; i < Math.min(data.length, (bar + 1) * step); i += 16) peak = Math.max(peak, Math.abs(data[i]!));
    return peak;
  });
}

/** Online trim: the track's waveform, a window to place on it, a preview, and the clip cut on the server. */
export function OnlineTrim({ fileId, onCancel, onClip }: Props) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [audio, setAudio] = useState<AudioBuffer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [start, setStart] = useState(0);
  const [length, setLength] = useState(30);
  const [saving, setSaving] = useState(false);
  const [suggestion, setSuggestion] = useState<string | null>(null);
  const [suggesting, setSuggesting] = useState(false);
  const player = useRef<{ context: AudioContext; source: AudioBufferSourceNode } | null>(null);

  useEffect(() => {
    if (!fileId) return;
    setAudio(null);
    setProblem(null);
    loadAudio(fileId)
      .then(setAudio)
      .catch((error: unknown) => setProblem(t(error instanceof DOMException && error.name === 'AbortError' ? 'trim_load_timeout' : 'trim_read_error')));
  }, [fileId, t]);

  const duration = audio?.duration ?? 0;
  const clipLength = Math.min(length, duration);
  const clipStart = Math.min(start, Math.max(0, duration - clipLength));

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context || !audio) return;
    const peaks = peaksOf(audio);
    context.clearRect(0, 0, WIDTH, HEIGHT);
    const from = (clipStart / duration) * WIDTH;
    const to = ((clipStart + clipLength) / duration) * WIDTH;
    context.fillStyle = 'rgba(109, 40, 217, 0.12)';
    context.fillRect(from, 0, to - from, HEIGHT);
    peaks.forEach((peak, bar) => {
      const x = (bar / BARS) * WIDTH;
      context.fillStyle = x >= from && x <= to ? '#6d28d9' : '#adb5bd';
      const height = Math.max(2, peak * HEIGHT);
      context.fillRect(x, (HEIGHT - height) / 2, WIDTH / BARS - 1, height);
    });
  }, [audio, clipStart, clipLength, duration]);

  const stop = () => {
    player.current?.source.stop();
    void player.current?.context.close();
    player.current = null;
  };
  useEffect(() => stop, []);

  const preview = () => {
    if (!audio) return;
    stop();
    const context = new AudioContext();
    const source = context.createBufferSource();
    source.buffer = audio;
    source.connect(context.destination);
    source.start(0, clipStart, clipLength);
    player.current = { context, source };
  };

  // The chorus finder (decision 035) only moves the window: the clip is cut when the user applies it.
  const suggest = async () => {
    if (!fileId) return;
    setSuggesting(true);
    try {
      const chorus = await findChorus(fileId, Math.round(Math.max(CLIP_MIN_S, Math.min(CLIP_MAX_S, length)) * 1000));
      setStart(chorus.clip.startMs / 1000);
      setSuggestion(t('trim_suggested', { from: minutes(chorus.clip.startMs / 1000) }));
    } catch {
      setSuggestion(t('trim_suggest_failed'));
    } finally {
      setSuggesting(false);
    }
  };

  const save = async () => {
    if (!fileId) return;
    stop();
    setSaving(true);
    try {
      const cut = await cutClip(fileId, Math.round(clipStart * 1000), Math.round(clipLength * 1000));
      onClip(cut.clipFileId);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t('trim_read_error'));
    } finally {
      setSaving(false);
    }
  };

  const minutes = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;
  return (
    <Modal
      opened={fileId !== null}
      onClose={() => {
        stop();
        onCancel();
      }}
      title={t('trim_title')}
      size="xl"
      transitionProps={{ duration: 500 }}
    >
      <Stack gap="sm" data-testid="online-trim">
        {problem && (
          <Text c="red" role="alert">
            {problem}
          </Text>
        )}
        {!audio && !problem && <Text c="dimmed">{t('trim_loading')}</Text>}
        {audio && (
          <>
            <canvas
              ref={canvas}
              width={WIDTH}
              height={HEIGHT}
              style={{ width: '100%', cursor: 'pointer' }}
              aria-label={t('trim_waveform')}
              onClick={(event) => {
                const box = event.currentTarget.getBoundingClientRect();
                setStart(((event.clientX - box.left) / box.width) * duration - clipLength / 2);
              }}
            />
            <Text size="sm">{t('trim_window', { from: minutes(clipStart), to: minutes(clipStart + clipLength) })}</Text>
            <Text size="sm" fw={500}>
              {t('trim_start')}
            </Text>
            <Slider min={0} max={Math.max(0, duration - clipLength)} step={0.1} value={clipStart} onChange={setStart} label={minutes} aria-label={t('trim_start')} />
            <Text size="sm" fw={500}>
              {t('trim_length')}
            </Text>
            <Slider
              min={CLIP_MIN_S}
              max={Math.max(CLIP_MIN_S, Math.min(CLIP_MAX_S, Math.floor(duration)))}
              step={1}
              value={clipLength}
              onChange={setLength}
              label={(value) => `${value} s`}
              aria-label={t('trim_length')}
            />
            {suggestion && (
              <Text size="sm" data-testid="trim-suggestion">
                {suggestion}
              </Text>
            )}
            <Group justify="space-between">
              <Group gap="xs">
                <Button variant="default" onClick={preview}>
                  {t('trim_preview')}
                </Button>
                <Button variant="light" onClick={() => void suggest()} loading={suggesting} disabled={duration < CLIP_MIN_S} data-testid="trim-suggest">
                  {t('trim_suggest')}
                </Button>
              </Group>
              <Button onClick={() => void save()} loading={saving} disabled={duration < CLIP_MIN_S} data-testid="trim-apply">
                {t('trim_apply')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
