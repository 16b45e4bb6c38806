import { Alert, Badge, Button, Group, Image, NumberInput, Select, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { MV_MOTIONS, type MvMotion } from '@portal/domain/mv-studio/concept';
import { useTranslation } from '../../../../lib/use-translation.ts';
import { clock, confirmShots, mvErrorKey, projectQuery, replanShots, saveShots, type MvProject } from '../api.ts';

type EditedShot = { durationMs: number; image: string; motion: MvMotion };

/** Step 2: the shot list, editable (length, image, motion), planned again on request, then confirmed. */
export function ShotsStep({ project }: { project: MvProject }) {
  const { t, i18n } = useTranslation();
  const known = (key: string) => i18n.exists(key);
  const queryClient = useQueryClient();
  const [shots, setShots] = useState<EditedShot[]>([]);
  useEffect(() => setShots(project.shots.map(({ durationMs, image, motion }) => ({ durationMs, image, motion }))), [project.shots]);
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
  const dirty = JSON.stringify(shots) !== JSON.stringify(project.shots.map(({ durationMs, image, motion }) => ({ durationMs, image, motion })));
  const imageOptions = project.images.map((image, i) => ({ value: image.ref, label: image.ref === 'artwork' ? t('mv_image_artwork') : t('mv_image_photo', { number: i }) }));
  const urlOf = (ref: string) => project.images.find((image) => image.ref === ref)?.url ?? null;
  const change = (index: number, patch: Partial<EditedShot>) => setShots((list) => list.map((shot, i) => (i === index ? { ...shot, ...patch } : shot)));
  const error = regenerate.error ?? save.error ?? confirm.error;
  let start = 0;

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
      <Table.ScrollContainer minWidth={560}>
        <Table data-testid="mv-shot-list" verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>{t('mv_shot_start')}</Table.Th>
              <Table.Th>{t('mv_shot_length')}</Table.Th>
              <Table.Th>{t('mv_shot_image')}</Table.Th>
              <Table.Th>{t('mv_shot_motion')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shots.map((shot, index) => {
              const at = start;
              start += shot.durationMs;
              return (
                <Table.Tr key={index}>
                  <Table.Td>{index + 1}</Table.Td>
                  <Table.Td>{clock(at)}</Table.Td>
                  <Table.Td>
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
                  </Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      {urlOf(shot.image) && <Image src={urlOf(shot.image)} w={32} h={32} radius="xs" fit="cover" alt="" />}
                      <Select
                        aria-label={t('mv_shot_image')}
                        data={imageOptions}
                        value={shot.image}
                        onChange={(value) => value && change(index, { image: value })}
                        size="xs"
                        w={140}
                        allowDeselect={false}
                      />
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={t('mv_shot_motion')}
                      data={MV_MOTIONS.map((m) => ({ value: m, label: t(`mv_motion_${m}`) }))}
                      value={shot.motion}
                      onChange={(value) => value && change(index, { motion: value as MvMotion })}
                      size="xs"
                      w={150}
                      allowDeselect={false}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {error && (
        <Alert color="red" role="alert">
          {t(mvErrorKey(error, known))}
        </Alert>
      )}
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
