import { useEffect, useState } from 'react';
import { Alert, Button, Group, Progress, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { uiLanguages } from '@portal/domain/languages';
import { nativeLanguageName } from '../../../../lib/language-names.ts';
import { useTranslation } from '../../../../lib/use-translation.ts';
import { generateLyrics, lyricErrorKey, transcribeLyrics, useLyricTask, type LyricTask } from '../api.ts';

type Output = NonNullable<LyricTask['output']>;

interface Props {
  generation: boolean;
  transcription: boolean;
  /** The chosen track (transcription needs its audio). */
  source: string | null;
  hasAudio: boolean;
  onWords(output: Output): void;
}

/** A task's state under its button: progress while it runs, the reason when it failed. */
function TaskState({ taskId, onDone, testId }: { taskId: number | null; onDone(output: Output): void; testId: string }) {
  const { t, i18n } = useTranslation();
  const task = useLyricTask(taskId);
  const data = task.data;
  useEffect(() => {
    if (data?.state === 'Success' && data.output) onDone(data.output);
    // Only a task that has just ended hands its words over.
  }, [data?.taskId, data?.state]);
  if (!taskId || !data) return null;
  if (data.state === 'Fail')
    return (
      <Text size="sm" c="red" data-testid={`${testId}-failed`}>
        {t(data.errorKey && i18n.exists(data.errorKey) ? data.errorKey : 'aigc_result_processing_error')}
      </Text>
    );
  if (data.state === 'Success')
    return (
      <Text size="sm" c="teal" data-testid={`${testId}-done`}>
        {t('lyrics_task_done')}
      </Text>
    );
  return <Progress value={Math.max(5, data.progress)} animated data-testid={`${testId}-progress`} />;
}

/** Writing lyrics and hearing them in the track, through the configured models; each says plainly when it is off. */
export function AssistPanel(props: Props) {
  const { t, i18n } = useTranslation();
  const [theme, setTheme] = useState('');
  const [genre, setGenre] = useState('');
  const [mood, setMood] = useState('');
  const [language, setLanguage] = useState<string>(i18n.language);
  const [writeTask, setWriteTask] = useState<number | null>(null);
  const [hearTask, setHearTask] = useState<number | null>(null);
  const write = useMutation({
    mutationFn: () => generateLyrics({ theme, language, genre, mood }),
    onSuccess: (created) => setWriteTask(created.taskId),
  });
  const hear = useMutation({
    mutationFn: () => transcribeLyrics({ source: props.source! }),
    onSuccess: (created) => setHearTask(created.taskId),
  });
  const known = (key: string) => i18n.exists(key);

  return (
    <Stack gap="md">
      <Stack gap="xs" data-testid="lyrics-generate">
        <Text fw={600}>{t('lyrics_generate_title')}</Text>
        {props.generation ? (
          <>
            <TextInput label={t('lyrics_generate_theme')} value={theme} maxLength={500} onChange={(event) => setTheme(event.currentTarget.value)} data-testid="lyrics-generate-theme" />
            <Group grow gap="xs" align="flex-start">
              <Select
                label={t('lyrics_language')}
                data={uiLanguages.map((code) => ({ value: code, label: nativeLanguageName(code) }))}
                value={language}
                onChange={(value) => value && setLanguage(value)}
                allowDeselect={false}
              />
              <TextInput label={t('lyrics_generate_genre')} value={genre} maxLength={60} onChange={(event) => setGenre(event.currentTarget.value)} />
              <TextInput label={t('lyrics_generate_mood')} value={mood} maxLength={60} onChange={(event) => setMood(event.currentTarget.value)} />
            </Group>
            <Group>
              <Button variant="light" disabled={!theme.trim()} loading={write.isPending} onClick={() => write.mutate()} data-testid="lyrics-generate-start">
                {t('lyrics_generate_start')}
              </Button>
            </Group>
            {write.error && (
              <Text size="sm" c="red">
                {t(lyricErrorKey(write.error, known))}
              </Text>
            )}
            <TaskState taskId={writeTask} onDone={props.onWords} testId="lyrics-generate-task" />
          </>
        ) : (
          <Alert color="gray" variant="light" data-testid="lyrics-generate-off">
            {t('lyrics_generate_off')}
          </Alert>
        )}
      </Stack>
      <Stack gap="xs" data-testid="lyrics-transcribe">
        <Text fw={600}>{t('lyrics_transcribe_title')}</Text>
        {props.transcription ? (
          <>
            <Text size="sm" c="dimmed">
              {t(props.hasAudio ? 'lyrics_transcribe_hint' : 'lyrics_timing_pick_track')}
            </Text>
            <Group>
              <Button variant="light" disabled={!props.source || !props.hasAudio} loading={hear.isPending} onClick={() => hear.mutate()} data-testid="lyrics-transcribe-start">
                {t('lyrics_transcribe_start')}
              </Button>
            </Group>
            {hear.error && (
              <Text size="sm" c="red">
                {t(lyricErrorKey(hear.error, known))}
              </Text>
            )}
            <TaskState taskId={hearTask} onDone={props.onWords} testId="lyrics-transcribe-task" />
          </>
        ) : (
          <Alert color="gray" variant="light" data-testid="lyrics-transcribe-off">
            {t('lyrics_transcribe_off')}
          </Alert>
        )}
      </Stack>
    </Stack>
  );
}
