import { Card, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { PermissionGuard } from '../../../components/permission-guard.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { ToolHeader } from '../components/tool-header.tsx';
import { aigcBasicQuery } from '../api.ts';
import { generateCoverArt, optionsQuery, useCoverArtTask, type SignedImage } from './api.ts';
import { CoverForm, initialValues, requestOf, type CoverFormValues } from './components/cover-form.tsx';
import { UseCoverPanel } from './components/use-cover-panel.tsx';
import { Variations } from './components/variations.tsx';

/** /creation/cover-art: square artwork from title, artist, genre and mood in four variations (decision 036). */
export function CoverArtPage() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py={{ base: 'lg', sm: 32 }}>
      <Stack gap="lg">
        <ToolHeader title={t('cover_art_title')} subtitle={t('cover_art_subtitle')} />
        <PermissionGuard resource="Release" action="Edit">
          <CoverArtWorkspace />
        </PermissionGuard>
      </Stack>
    </Container>
  );
}

function CoverArtWorkspace() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const options = useQuery(optionsQuery());
  const [values, setValues] = useState<CoverFormValues>(initialValues);
  const [taskId, setTaskId] = useState<number | null>(null);
  const [selected, setSelected] = useState<SignedImage | null>(null);
  const task = useCoverArtTask(taskId);
  const generate = useMutation({
    mutationFn: (request: CoverFormValues) => generateCoverArt(requestOf(request)),
    onMutate: () => setSelected(null),
    onSuccess: (created) => {
      setTaskId(created.taskId);
      void queryClient.invalidateQueries({ queryKey: aigcBasicQuery().queryKey });
    },
  });
  // A failed set gives its credits back: the balance shown follows.
  const finished = task.data && ['Success', 'Fail'].includes(task.data.state);
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: aigcBasicQuery().queryKey });
  }, [finished, queryClient]);

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Card withBorder padding="lg">
          <CoverForm
            values={values}
            onChange={(next) => {
              setValues(next);
              generate.reset();
            }}
            styles={options.data?.styles ?? ['typographic', 'gradient', 'geometric', 'photo-crop']}
            cost={options.data?.cost ?? null}
            onGenerate={() => generate.mutate(values)}
            generating={generate.isPending || (taskId !== null && !finished)}
            error={generate.error}
          />
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Card withBorder padding="lg">
          <Stack gap="md">
            <Group justify="space-between">
              <Title order={2} size="h4">
                {t('cover_art_results_title')}
              </Title>
              {task.data?.state === 'Success' && !selected && (
                <Text fz="sm" c="dimmed">
                  {t('cover_art_pick_hint')}
                </Text>
              )}
            </Group>
            <Variations task={task.data} selected={selected?.imageId ?? null} onSelect={setSelected} onNewSet={() => generate.mutate({ ...values, seed: null })} />
            {selected && <UseCoverPanel key={selected.imageId} image={selected} />}
          </Stack>
        </Card>
      </Grid.Col>
    </Grid>
  );
}
