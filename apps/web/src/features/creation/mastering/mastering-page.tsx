import { useState } from 'react';
import { Button, Container, Group, Paper, Progress, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MasteringGenre, MasteringTarget } from '@portal/domain/audio/mastering-targets';
import { useTranslation } from '../../../lib/use-translation.ts';
import { ToolHeader } from '../components/tool-header.tsx';
import { aigcBasicQuery } from '../api.ts';
import { analyseAudio, masterAudio, useMasteringTask, type MasteringSource, type MasteringTask } from './api.ts';
import { AnalysisView } from './components/analysis-view.tsx';
import { ResultView } from './components/result-view.tsx';
import { SourceStep } from './components/source-step.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { masteringGenreOptions, masteringTargetOptions } from './options.ts';

/** A running or failed task: its progress, or its failure in words. */
function TaskState({ task, testId }: { task: MasteringTask | undefined; testId: string }) {
  const { t } = useTranslation();
  if (!task || task.state === 'Success') return null;
  if (task.state === 'Fail') {
    return <FormError messageKey={task.errorKey ?? 'aigc_result_processing_error'} data-testid={`${testId}-failed`} />;
  }
  return (
    <Stack gap={4} data-testid={`${testId}-progress`}>
      <Text fz="sm" c="dimmed">
        {t(task.state === 'Init' ? 'mastering_waiting' : 'mastering_working', { percent: task.progress })}
      </Text>
      <Progress value={task.state === 'Init' ? 5 : Math.max(5, task.progress)} animated />
    </Stack>
  );
}

/** /creation/mastering: pick audio, read the analysis, master to a target, compare and use the master. */
export function MasteringPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const basic = useQuery(aigcBasicQuery());
  const [source, setSource] = useState<MasteringSource | null>(null);
  const [analyseId, setAnalyseId] = useState<number | null>(null);
  const [processId, setProcessId] = useState<number | null>(null);
  const [target, setTarget] = useState<MasteringTarget>('streaming');
  const [genre, setGenre] = useState<MasteringGenre>('pop');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const analysis = useMasteringTask(analyseId);
  // Three targets with their levels do not fit side by side on a phone.
  const narrow = useMediaQuery('(max-width: 36em)');
  const processed = useMasteringTask(processId);

  const start = async (work: () => Promise<{ taskId: number }>, then: (id: number) => void) => {
    setBusy(true);
    setError(null);
    try {
      then((await work()).taskId);
      await queryClient.invalidateQueries({ queryKey: aigcBasicQuery().queryKey });
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };
  const analyse = () =>
    source &&
    start(
      () => analyseAudio({ fileId: source.fileId }),
      (id) => {
        setAnalyseId(id);
        setProcessId(null);
      },
    );
  const runMaster = () => analyseId !== null && start(() => masterAudio({ taskId: analyseId, target, genre }), setProcessId);

  const analyseOutput = analysis.data?.output?.type === 'analyse' ? analysis.data.output : null;
  const processOutput = processed.data?.output?.type === 'process' ? processed.data.output : null;
  const costs = basic.data?.costs;

  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <ToolHeader title={t('creation_tool_mastering')} subtitle={t('mastering_intro')} />

        <Paper withBorder p="lg" radius="md">
          <Stack gap="md">
            <Text fw={600}>{t('mastering_step_source')}</Text>
            <SourceStep
              onChange={(next) => {
                setSource(next);
                setAnalyseId(null);
                setProcessId(null);
              }}
            />
            <Group>
              <Button onClick={analyse} disabled={!source} loading={busy && processId === null && analysis.data?.state !== 'Processing'} data-testid="mastering-analyse">
                {t('mastering_analyse_button')}
              </Button>
              {costs && (
                <Text fz="sm" c="dimmed">
                  {t('creation_cost', { credits: costs.mastering_analyse })}
                </Text>
              )}
            </Group>
            <TaskState task={analysis.data} testId="mastering-analysis" />
          </Stack>
        </Paper>

        {analyseOutput && (
          <Paper withBorder p="lg" radius="md">
            <Stack gap="md">
              <Text fw={600}>{t('mastering_step_analysis', { name: source?.label ?? analyseOutput.source.fileName })}</Text>
              <AnalysisView output={analyseOutput} />
            </Stack>
          </Paper>
        )}

        {analyseOutput && (
          <Paper withBorder p="lg" radius="md">
            <Stack gap="md">
              <Text fw={600}>{t('mastering_step_target')}</Text>
              <SegmentedControl
                value={target}
                onChange={(value) => setTarget(value as MasteringTarget)}
                data={masteringTargetOptions(t)}
                fullWidth
                orientation={narrow ? 'vertical' : 'horizontal'}
                data-testid="mastering-target"
              />
              <Text fz="sm" c="dimmed">
                {t(`mastering_target_${target}_text`)}
              </Text>
              <Select
                label={t('mastering_genre')}
                data={masteringGenreOptions(t)}
                value={genre}
                onChange={(value) => value && setGenre(value as MasteringGenre)}
                allowDeselect={false}
                maw={280}
                data-testid="mastering-genre"
              />
              <Group>
                <Button onClick={runMaster} loading={busy && analyseId !== null} data-testid="mastering-process">
                  {t('mastering_process_button')}
                </Button>
                {costs && (
                  <Text fz="sm" c="dimmed">
                    {t('creation_cost', { credits: costs.mastering_process })}
                  </Text>
                )}
              </Group>
              <TaskState task={processed.data} testId="mastering-process" />
            </Stack>
          </Paper>
        )}

        {processOutput && processId !== null && source && (
          <Paper withBorder p="lg" radius="md">
            <ResultView taskId={processId} output={processOutput} source={source} />
          </Paper>
        )}
        <FormError error={error} />
      </Stack>
    </Container>
  );
}
