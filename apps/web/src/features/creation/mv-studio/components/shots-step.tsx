import { Badge, Button, Group, Image, NumberInput, Select, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { MvMotion } from '@portal/domain/mv-studio/concept';
import { DataTable } from '../../../../components/data-table.tsx';
import { useTranslation } from '../../../../lib/use-translation.ts';
import { clock, confirmShots, mvErrorKey, projectQuery, replanShots, saveShots, type MvProject } from '../api.ts';
import { FormError } from '../../../../components/form-error.tsx';
import { mvMotionOptions } from '../options.ts';

type EditedShot = { durationMs: number; image: string; motion: MvMotion };
const editable = (shots: MvProject['shots']): EditedShot[] => shots.map(({ durationMs, image, motion }) => ({ durationMs, image, motion }));

/** Step 2: the shot list, editable (length, image, motion), planned again on request, then confirmed. */
export function ShotsStep({ project }: { project: MvProject }) {
  const { t, i18n } = useTranslation();
  const known = (key: string) => i18n.exists(key);
  const queryClient = useQueryClient();
  const [shots, setShots] = useState(() => editable(project.shots));
  useEffect(() => setShots(editable(project.shots)), [project.shots]);
  const setProject = (next: MvProject) => queryClient.setQueryData(projectQuery(project.projectId).queryKey, next);
  const body = { projectId: project.projectId };
  const regenerate = useMutation({ mutationFn: () => replanShots(body), onSuccess: setProject });
  const save = useMutation({ mutationFn: () => saveShots({ ...body, shots }), onSuccess: setProject });
  const confirm = useMutation({
    mutationFn: async () => {
      if (dirty) setProject(await saveShots({ ...body, shots }));
      return confirmShots(body);
    },
    onSuccess: setProject,
  });
  const total = shots.reduce((sum, shot) => sum + shot.durationMs, 0);
  const dirty = JSON.stringify(shots) !== JSON.stringify(editable(project.shots));
  const imageOptions = project.images.map((image, i) => ({ value: image.ref, label: image.ref === 'artwork' ? t('mv_image_artwork') : t('mv_image_photo', { number: i }) }));
  const urlOf = (ref: string) => project.images.find((image) => image.ref === ref)?.url ?? null;
  const change = (index: number, patch: Partial<EditedShot>) => setShots((list) => list.map((shot, i) => (i === index ? { ...shot, ...patch } : shot)));
  const error = regenerate.error ?? save.error ?? confirm.error;
  // Each shot with where it starts: the lengths before it, added up. The order is the video's, so it is not sorted.
  let at = 0;
  const rows = shots.map((shot, index) => {
    const row = { shot, index, at };
    at += shot.durationMs;
    return row;
  });

  return (
    <Stack gap="md">
      <Group gap="sm">
        <Text size="sm">{t('mv_shots_total', { total: clock(total), wanted: clock(project.durationMs) })}</Text>
        {project.shotsConfirmed && !dirty ? (
          <Badge color="green" data-testid="mv-shots-confirmed">
            {t('mv_shots_confirmed')}
          </Badge>
        ) : (
          <Badge color="gray">{t('mv_shots_draft')}</Badge>
        )}
      </Group>
      <DataTable
        testId="mv-shot-list"
        minWidth={560}
        verticalSpacing={6}
        rows={rows}
        rowKey={(row) => row.index}
        columns={[
          { key: 'number', header: '#', cell: (row) => row.index + 1 },
          { key: 'start', header: t('mv_shot_start'), nowrap: true, cell: (row) => clock(row.at) },
          {
            key: 'length',
            header: t('mv_shot_length'),
            cell: ({ shot, index }) => (
              <NumberInput
                aria-label={t('mv_shot_length')}
                value={shot.durationMs / 1000}
                onChange={(value) => change(index, { durationMs: Math.round(Number(value) * 1000) || 0 })}
                min={1.5}
                max={30}
                step={0.5}
                decimalScale={1}
                suffix=" s"
                w={96}
                size="xs"
                data-testid={`mv-shot-length-${index}`}
              />
            ),
          },
          {
            key: 'image',
            header: t('mv_shot_image'),
            cell: ({ shot, index }) => (
              <Group gap={6} wrap="nowrap">
                {urlOf(shot.image) && <Image src={urlOf(shot.image)} w={32} h={32} radius="xs" fit="cover" alt="" />}
                <Select aria-label={t('mv_shot_image')} data={imageOptions} value={shot.image} onChange={(value) => value && change(index, { image: value })} size="xs" w={140} allowDeselect={false} />
              </Group>
            ),
          },
          {
            key: 'motion',
            header: t('mv_shot_motion'),
            cell: ({ shot, index }) => (
              <Select
                aria-label={t('mv_shot_motion')}
                data={mvMotionOptions(t)}
                value={shot.motion}
                onChange={(value) => value && change(index, { motion: value as MvMotion })}
                size="xs"
                w={150}
                allowDeselect={false}
              />
            ),
          },
        ]}
      />
      {error && <FormError messageKey={mvErrorKey(error, known)} />}
      <Group gap="sm">
        <Button variant="default" onClick={() => regenerate.mutate()} loading={regenerate.isPending} data-testid="mv-shots-regenerate">
          {t('mv_shots_regenerate')}
        </Button>
        <Button variant="default" onClick={() => save.mutate()} loading={save.isPending} disabled={!dirty} data-testid="mv-shots-save">
          {t('mv_shots_save')}
        </Button>
        <Button onClick={() => confirm.mutate()} loading={confirm.isPending} disabled={project.shotsConfirmed && !dirty} data-testid="mv-shots-confirm">
          {t('mv_shots_confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
