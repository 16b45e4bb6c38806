import { Alert, Anchor, Button, Group, Progress, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { REMIX_LIMITS, type RemixFormat } from '@portal/domain/audio/remix/remix-plan';
import { useTranslation } from '../../../../lib/use-translation.ts';
import { aigcBasicQuery } from '../../api.ts';
import { clock, fetchPreview, remixErrorKey, renderRemix, useRemixTask, type RemixRequest } from '../api.ts';
import { FormError } from '../../../../components/form-error.tsx';
import { remixFormatOptions } from '../options.ts';

/** Listening to the first seconds, then rendering the whole remix as a task with its progress and download. */
export function RenderPanel({ request }: { request: Omit<RemixRequest, 'format'> }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [format, setFormat] = useState<RemixFormat>('mp3');
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [taskId, setTaskId] = useState<number | null>(null);
  const credits = useQuery(aigcBasicQuery());
  const task = useRemixTask(taskId);
  const known = (key: string) => i18n.exists(key);

  useEffect(() => () => void (previewUrl && URL.revokeObjectURL(previewUrl)), [previewUrl]);

  const preview = useMutation({ mutationFn: () => fetchPreview({ ...request, format: 'mp3' }), onSuccess: setPreviewUrl });
  const render = useMutation({
    mutationFn: () => renderRemix({ ...request, format }),
    onSuccess: (created) => {
      setTaskId(created.taskId);
      void queryClient.invalidateQueries({ queryKey: aigcBasicQuery().queryKey });
    },
  });
  const state = task.data?.state;
  const running = taskId !== null && state !== 'Success' && state !== 'Fail';
  const cost = credits.data?.costs.remix;

  return (
    <Stack gap="md">
      <Group align="center">
        <Button variant="default" onClick={() => preview.mutate()} loading={preview.isPending} data-testid="remix-preview">
          {t('remix_preview', { seconds: REMIX_LIMITS.previewMs / 1000 })}
        </Button>
        {previewUrl && <audio controls src={previewUrl} data-testid="remix-preview-player" style={{ maxWidth: '100%' }} />}
      </Group>
      {preview.isError && <FormError messageKey={remixErrorKey(preview.error, known)} />}
      <Group align="flex-end" gap="md" wrap="wrap">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="remix-format-label">
            {t('remix_format')}
          </Text>
          <SegmentedControl aria-labelledby="remix-format-label" value={format} onChange={(value) => setFormat(value as RemixFormat)} data={remixFormatOptions(t)} />
        </Stack>
        <Button onClick={() => render.mutate()} loading={render.isPending} disabled={running} data-testid="remix-render">
          {t('remix_render')}
        </Button>
        {cost !== undefined && credits.data && (
          <Text size="sm" c="dimmed">
            {t('remix_cost', { cost, left: credits.data.creditsLeft })}
          </Text>
        )}
      </Group>
      {render.isError && <FormError messageKey={remixErrorKey(render.error, known)} />}
      {running && (
        <Stack gap={4} data-testid="remix-progress">
          <Text size="sm">{t('remix_rendering', { progress: task.data?.progress ?? 0 })}</Text>
          <Progress value={Math.max(5, task.data?.progress ?? 0)} animated />
        </Stack>
      )}
      {state === 'Fail' && task.data && <FormError messageKey={task.data.errorKey && known(task.data.errorKey) ? task.data.errorKey : 'aigc_result_processing_error'} />}
      {state === 'Success' && task.data?.output && (
        <Alert color="green" data-testid="remix-done">
          <Group justify="space-between" wrap="wrap">
            <Text size="sm">{t('remix_done', { duration: clock(task.data.output.durationMs), size: (task.data.output.sizeBytes / 1_048_576).toFixed(1) })}</Text>
            <Anchor href={task.data.output.downloadPath} download={task.data.output.fileName} data-testid="remix-download">
              {t('remix_download')}
            </Anchor>
          </Group>
          <audio controls src={task.data.output.downloadPath} style={{ width: '100%', marginTop: 8 }} />
        </Alert>
      )}
    </Stack>
  );
}
