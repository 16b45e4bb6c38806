import { Badge, Button, Card, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PermissionGuard } from '../../../components/permission-guard.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { ToolHeader } from '../components/tool-header.tsx';
import { aigcBasicQuery } from '../api.ts';
import { clock, generateConcept, MV_KEY, mvErrorKey, projectQuery, renderFinalVideo, type MvProject } from './api.ts';
import { LookControls, SourcePicker, type LookChoice, type MvSource } from './components/choice-controls.tsx';
import { PhotosCard } from './components/photos-card.tsx';
import { ShotsStep } from './components/shots-step.tsx';
import { TaskList } from './components/task-list.tsx';
import { TemplateEditor } from './components/template-editor.tsx';
import { VideoTaskPanel } from './components/video-task-panel.tsx';
import { FormError } from '../../../components/form-error.tsx';

/** /creation/mv-studio: the music-video studio (steps 1–3), the template video editor and the account's videos (decision 038). */
export function MvStudioPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? 'studio';
  return (
    <Container size="lg" py={{ base: 'lg', sm: 32 }}>
      <Stack gap="lg">
        <ToolHeader title={t('mv_title')} subtitle={t('mv_subtitle')} />
        <PermissionGuard resource="Release" action="Edit">
          <Tabs value={tab} onChange={(value) => setParams((p) => (p.set('tab', value ?? 'studio'), p))} keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="studio" data-testid="mv-tab-studio">
                {t('mv_tab_studio')}
              </Tabs.Tab>
              <Tabs.Tab value="editor" data-testid="mv-tab-editor">
                {t('mv_tab_editor')}
              </Tabs.Tab>
              <Tabs.Tab value="videos" data-testid="mv-tab-videos">
                {t('mv_tab_videos')}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="studio" pt="lg">
              <Studio />
            </Tabs.Panel>
            <Tabs.Panel value="editor" pt="lg">
              <Card withBorder padding="lg">
                <TemplateEditor />
              </Card>
            </Tabs.Panel>
            <Tabs.Panel value="videos" pt="lg">
              <TaskList />
            </Tabs.Panel>
          </Tabs>
        </PermissionGuard>
      </Stack>
    </Container>
  );
}

function Step({ number, title, children, testId }: { number: number; title: string; children: React.ReactNode; testId: string }) {
  return (
    <Card withBorder padding="lg" data-testid={testId}>
      <Stack gap="md">
        <Group gap="sm">
          <Badge circle size="lg">
            {number}
          </Badge>
          <Title order={2} size="h4">
            {title}
          </Title>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

function Studio() {
  const { t, i18n } = useTranslation();
  const known = (key: string) => i18n.exists(key);
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const projectId = Number(params.get('project')) || null;
  const project = useQuery({ ...projectQuery(projectId ?? 0), enabled: projectId !== null });
  const [source, setSource] = useState<MvSource | null>(null);
  const [look, setLook] = useState<LookChoice>({ template: 'lyric', aspect: '9:16', style: 'neon' });
  const credits = useQuery(aigcBasicQuery());
  const current = project.data ?? null;
  const fromProject: MvSource | null = current ? (current.songId ? { songId: current.songId } : { fileId: current.fileId! }) : null;
  const chosen = source ?? fromProject;
  const sameAsProject = !!current && !!chosen && (chosen.songId ?? null) === current.songId && (chosen.fileId ?? null) === (current.songId ? null : current.fileId);

  const concept = useMutation({
    mutationFn: () => generateConcept({ ...chosen!, ...(sameAsProject ? { projectId: current!.projectId } : {}), ...look }),
    onSuccess: (next: MvProject) => {
      queryClient.setQueryData(projectQuery(next.projectId).queryKey, next);
      setParams((p) => (p.set('project', String(next.projectId)), p));
      void queryClient.invalidateQueries({ queryKey: aigcBasicQuery().queryKey });
    },
  });
  const render = useMutation({
    mutationFn: () => renderFinalVideo({ projectId: current!.projectId }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: MV_KEY });
      void queryClient.invalidateQueries({ queryKey: aigcBasicQuery().queryKey });
    },
  });

  return (
    <Stack gap="lg">
      <Step number={1} title={t('mv_step_concept')} testId="mv-step-concept">
        <SourcePicker value={chosen} onChange={setSource} testId="mv-song" />
        <LookControls value={look} onChange={setLook} />
        <Group gap="sm">
          <Button onClick={() => concept.mutate()} disabled={chosen === null} loading={concept.isPending} data-testid="mv-concept">
            {t(sameAsProject ? 'mv_concept_regenerate' : 'mv_concept_create')}
          </Button>
          {credits.data && (
            <Text size="sm" c="dimmed">
              {t('mv_cost', { cost: credits.data.costs.mv_concept, left: credits.data.creditsLeft })}
            </Text>
          )}
        </Group>
        {concept.isError && <FormError messageKey={mvErrorKey(concept.error, known)} />}
        {current && (
          <Text size="sm" data-testid="mv-concept-summary">
            {t('mv_concept_summary', {
              song: current.songTitle,
              template: t(`mv_template_${current.template}`),
              aspect: t(`mv_aspect_${current.aspect.replace(':', '_')}`),
              style: t(`mv_style_${current.style}`),
              visualiser: t(`mv_visualiser_${current.visualiser}`),
              transition: t(`mv_transition_${current.transition}`),
              from: clock(current.segmentStartMs),
              to: clock(current.segmentStartMs + current.durationMs),
            })}
          </Text>
        )}
        {current && <PhotosCard key={current.projectId} project={current} />}
      </Step>
      {current && (
        <Step number={2} title={t('mv_step_shots')} testId="mv-step-shots">
          <ShotsStep project={current} />
        </Step>
      )}
      {current && (
        <Step number={3} title={t('mv_step_render')} testId="mv-step-render">
          <Group gap="sm">
            <Button onClick={() => render.mutate()} disabled={!current.shotsConfirmed} loading={render.isPending} data-testid="mv-render">
              {t('mv_render')}
            </Button>
            {credits.data && (
              <Text size="sm" c="dimmed">
                {t('mv_cost', { cost: credits.data.costs.mv_video, left: credits.data.creditsLeft })}
              </Text>
            )}
          </Group>
          {!current.shotsConfirmed && (
            <Text size="sm" c="dimmed">
              {t('mv_render_needs_confirm')}
            </Text>
          )}
          {render.isError && <FormError messageKey={mvErrorKey(render.error, known)} />}
          {(render.data?.taskId ?? current.videoTaskId) !== null && <VideoTaskPanel key={render.data?.taskId ?? current.videoTaskId!} taskId={(render.data?.taskId ?? current.videoTaskId)!} />}
        </Step>
      )}
    </Stack>
  );
}
