import { Alert, Anchor, Badge, Button, Group, Progress, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation.ts';
import { mvErrorKey, platformAuthorizeUrl, postVideoToTikTok, postVideoToYouTube, useVideoTask, type VideoPlatform } from '../api.ts';
import { FormError } from '../../../../components/form-error.tsx';

const stateColour = { Init: 'gray', Processing: 'blue', Success: 'green', Fail: 'red' } as const;

export function TaskStateBadge({ state }: { state: keyof typeof stateColour }) {
  const { t } = useTranslation();
  return (
    <Badge color={stateColour[state]} variant="light" data-testid="mv-task-state">
      {t(`mv_task_state_${state.toLowerCase()}`)}
    </Badge>
  );
}

/** A render's progress, then the player, the download and posting to the linked platforms. */
export function VideoTaskPanel({ taskId }: { taskId: number }) {
  const { t, i18n } = useTranslation();
  const known = (key: string) => i18n.exists(key);
  const task = useVideoTask(taskId);
  const [caption, setCaption] = useState('');
  const post = useMutation({
    mutationFn: (platform: VideoPlatform) =>
      platform === 'tiktok' ? postVideoToTikTok({ taskId, caption }) : postVideoToYouTube({ taskId, title: caption || (task.data?.output?.songTitle ?? 'Video'), description: '' }),
  });
  const authorize = useMutation({
    mutationFn: async (platform: VideoPlatform) => {
      const { authorizeUrl } = await platformAuthorizeUrl(platform, { nextPath: '/creation/mv-studio' });
      window.location.assign(authorizeUrl);
    },
  });
  const data = task.data;
  if (!data) return <Progress value={5} animated aria-label={t('mv_rendering', { progress: 0 })} />;
  return (
    <Stack gap="sm" data-testid="mv-task-panel">
      <Group gap="sm">
        <TaskStateBadge state={data.state} />
        {data.state !== 'Success' && data.state !== 'Fail' && <Text size="sm">{t('mv_rendering', { progress: data.progress })}</Text>}
      </Group>
      {(data.state === 'Init' || data.state === 'Processing') && <Progress value={Math.max(5, data.progress)} animated data-testid="mv-progress" />}
      {data.state === 'Fail' && <FormError messageKey={data.errorKey && known(data.errorKey) ? data.errorKey : 'aigc_result_processing_error'} />}
      {data.state === 'Success' && data.output && (
        <Stack gap="sm">
          <video
            controls
            src={`${data.output.url}#t=0.5`}
            preload="metadata"
            data-testid="mv-player"
            style={{ width: '100%', maxWidth: data.output.height > data.output.width ? 360 : 640, maxHeight: 640, background: '#000', borderRadius: 8 }}
          />
          <Group gap="md">
            <Anchor href={data.output.url} download={`${data.output.songTitle || 'video'}.mp4`} data-testid="mv-download">
              {t('mv_download', { size: (data.output.sizeBytes / 1_048_576).toFixed(1) })}
            </Anchor>
            <Text size="sm" c="dimmed">
              {t('mv_video_facts', { width: data.output.width, height: data.output.height, seconds: data.output.durationSec.toFixed(1) })}
            </Text>
          </Group>
          <TextInput label={t('mv_post_caption')} value={caption} onChange={(e) => setCaption(e.currentTarget.value)} maxLength={150} />
          <Group gap="sm">
            <Button variant="light" onClick={() => post.mutate('tiktok')} loading={post.isPending && post.variables === 'tiktok'} data-testid="mv-post-tt">
              {t('mv_post_tt')}
            </Button>
            <Button variant="light" onClick={() => post.mutate('youtube')} loading={post.isPending && post.variables === 'youtube'} data-testid="mv-post-ytb">
              {t('mv_post_ytb')}
            </Button>
          </Group>
          {post.isSuccess && <Alert color="green">{t('mv_posted')}</Alert>}
          {post.isError && (
            <Alert color="orange" role="alert">
              <Stack gap={6}>
                <Text size="sm">{t(mvErrorKey(post.error, known))}</Text>
                {['mv_post_not_linked', 'mv_post_not_authorised'].includes(mvErrorKey(post.error, known)) && post.variables && (
                  <Button size="xs" variant="default" style={{ alignSelf: 'flex-start' }} onClick={() => authorize.mutate(post.variables!)} loading={authorize.isPending}>
                    {t('mv_post_authorize')}
                  </Button>
                )}
                {authorize.isError && <Text size="sm">{t(mvErrorKey(authorize.error, known))}</Text>}
              </Stack>
            </Alert>
          )}
        </Stack>
      )}
    </Stack>
  );
}
