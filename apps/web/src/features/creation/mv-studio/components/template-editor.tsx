import { Button, Group, NumberInput, Stack, Switch, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation.ts';
import { aigcBasicQuery } from '../../api.ts';
import { createTemplateVideo, MV_KEY, mvErrorKey, songDetailQuery } from '../api.ts';
import { LookControls, SourcePicker, type LookChoice, type MvSource } from './choice-controls.tsx';
import { VideoTaskPanel } from './video-task-panel.tsx';
import { FormError } from '../../../../components/form-error.tsx';

/** The template video editor: a short clip (3–60 s) of a song in a template, on the studio's renderer. */
export function TemplateEditor() {
  const { t, i18n } = useTranslation();
  const known = (key: string) => i18n.exists(key);
  const queryClient = useQueryClient();
  const [source, setSource] = useState<MvSource | null>(null);
  const [look, setLook] = useState<LookChoice>({ template: 'visualiser', aspect: '9:16', style: 'neon' });
  const [startSec, setStartSec] = useState(0);
  const [lengthSec, setLengthSec] = useState(15);
  const [lyrics, setLyrics] = useState(true);
  const [taskId, setTaskId] = useState<number | null>(null);
  const detail = useQuery({ ...songDetailQuery(source ?? { songId: 0 }), enabled: source !== null });
  const credits = useQuery(aigcBasicQuery());
  useEffect(() => {
    if (detail.data) setStartSec(Math.round(detail.data.suggestedStartMs / 100) / 10);
  }, [detail.data]);
  const create = useMutation({
    mutationFn: () => createTemplateVideo({ ...source!, ...look, startMs: Math.round(startSec * 1000), durationMs: Math.round(lengthSec * 1000), images: [], lyrics }),
    onSuccess: (created) => {
      setTaskId(created.taskId);
      void queryClient.invalidateQueries({ queryKey: MV_KEY });
      void queryClient.invalidateQueries({ queryKey: aigcBasicQuery().queryKey });
    },
  });
  const maxStart = detail.data ? Math.max(0, (detail.data.durationMs - 3000) / 1000) : 0;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('mv_editor_hint')}
      </Text>
      <SourcePicker value={source} onChange={setSource} testId="mv-editor-song" />
      {detail.isError && <FormError messageKey={mvErrorKey(detail.error, known)} />}
      <LookControls value={look} onChange={setLook} />
      <Group gap="md" align="flex-end">
        <NumberInput
          label={t('mv_clip_start')}
          value={startSec}
          onChange={(v) => setStartSec(Number(v) || 0)}
          min={0}
          max={maxStart}
          step={0.5}
          decimalScale={1}
          suffix=" s"
          w={140}
          data-testid="mv-clip-start"
        />
        <NumberInput label={t('mv_clip_length')} value={lengthSec} onChange={(v) => setLengthSec(Number(v) || 3)} min={3} max={60} step={1} suffix=" s" w={140} data-testid="mv-clip-length" />
        <Switch label={t('mv_clip_lyrics')} checked={lyrics} onChange={(e) => setLyrics(e.currentTarget.checked)} disabled={look.template === 'slideshow'} />
      </Group>
      {detail.data && (
        <Text size="sm" c="dimmed">
          {t('mv_clip_suggested', { start: (detail.data.suggestedStartMs / 1000).toFixed(1), lines: detail.data.timedLyricLines })}
        </Text>
      )}
      <Group gap="sm">
        <Button onClick={() => create.mutate()} disabled={source === null} loading={create.isPending} data-testid="mv-clip-render">
          {t('mv_clip_render')}
        </Button>
        {credits.data && (
          <Text size="sm" c="dimmed">
            {t('mv_cost', { cost: credits.data.costs.video_edit, left: credits.data.creditsLeft })}
          </Text>
        )}
      </Group>
      {create.isError && <FormError messageKey={mvErrorKey(create.error, known)} />}
      {taskId !== null && <VideoTaskPanel key={taskId} taskId={taskId} />}
    </Stack>
  );
}
