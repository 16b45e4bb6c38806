import { Alert, Button, Checkbox, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation.ts';
import { checkPhotoForActs, mvErrorKey, projectQuery, saveProjectPhotos, type MvProject } from '../api.ts';
import { FormError } from '../../../../components/form-error.tsx';

/** The user's own photos for the video: each is checked (format, size, a visible subject) before it can be used. */
export function PhotosCard({ project }: { project: MvProject }) {
  const { t, i18n } = useTranslation();
  const known = (key: string) => i18n.exists(key);
  const queryClient = useQueryClient();
  const inProject = project.images.filter((image) => image.ref !== 'artwork');
  const [checked, setChecked] = useState<{ uri: string; url: string }[]>(inProject.map((image) => ({ uri: image.ref, url: image.url ?? '' })));
  const [chosen, setChosen] = useState<string[]>(inProject.map((image) => image.ref));
  const [problems, setProblems] = useState<string[]>([]);
  const verify = useMutation({
    mutationFn: (file: File) => checkPhotoForActs(file),
    onSuccess: (answer) => {
      setProblems(answer.problems);
      if (answer.ok && answer.uri && answer.url) {
        setChecked((list) => [...list, { uri: answer.uri!, url: answer.url! }]);
        setChosen((list) => [...list, answer.uri!].slice(0, 8));
      }
    },
  });
  const save = useMutation({
    mutationFn: () => saveProjectPhotos({ projectId: project.projectId, uris: chosen }),
    onSuccess: (next) => queryClient.setQueryData(projectQuery(project.projectId).queryKey, next),
  });
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('mv_photos_hint')}
      </Text>
      <Group gap="sm">
        <FileButton onChange={(file) => file && verify.mutate(file)} accept="image/jpeg,image/png,image/webp">
          {(props) => (
            <Button variant="default" {...props} loading={verify.isPending} data-testid="mv-photo-upload">
              {t('mv_photo_add')}
            </Button>
          )}
        </FileButton>
      </Group>
      {problems.length > 0 && (
        <Alert color="orange" role="alert" data-testid="mv-photo-problems">
          {problems.map((key) => (
            <Text key={key} size="sm">
              {t(key)}
            </Text>
          ))}
        </Alert>
      )}
      {verify.isError && <FormError messageKey={mvErrorKey(verify.error, known)} />}
      {checked.length > 0 && (
        <Group gap="md">
          {checked.map((photo) => (
            <Stack key={photo.uri} gap={4} align="center">
              <Image src={photo.url} w={72} h={72} fit="cover" radius="sm" alt={t('mv_photo_alt')} />
              <Checkbox
                aria-label={t('mv_photo_use')}
                checked={chosen.includes(photo.uri)}
                onChange={(e) => setChosen((list) => (e.currentTarget.checked ? [...list, photo.uri].slice(0, 8) : list.filter((u) => u !== photo.uri)))}
              />
            </Stack>
          ))}
        </Group>
      )}
      <Button variant="light" onClick={() => save.mutate()} loading={save.isPending} style={{ alignSelf: 'flex-start' }} data-testid="mv-photos-save">
        {t('mv_photos_save', { number: chosen.length })}
      </Button>
      {save.isError && <FormError messageKey={mvErrorKey(save.error, known)} />}
    </Stack>
  );
}
