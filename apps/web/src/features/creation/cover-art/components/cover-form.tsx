import { Alert, Button, Chip, FileButton, Group, Image, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { COVER_ART_MOODS, COVER_ARTIST_MAX, COVER_SEED_MAX, COVER_TITLE_MAX, type CoverMood } from '@portal/domain/cover-art/cover-art';
import { genreOptions } from '../../../../lib/genre-text.ts';
import { useTranslation } from '../../../../lib/use-translation.ts';
import { coverErrorKey, fieldProblems, uploadCoverArtPhoto, type CoverArtRequest, type CoverArtStyle } from '../api.ts';
import { StylePicker } from './style-picker.tsx';

export interface CoverFormValues {
  title: string;
  artist: string;
  genre: string;
  mood: CoverMood;
  style: CoverArtStyle;
  seed: number | null;
  photo: { photoId: string; previewUrl: string; width: number; height: number } | null;
}

export const initialValues: CoverFormValues = { title: '', artist: '', genre: 'pop', mood: 'dreamy', style: 'typographic', seed: null, photo: null };

/** The request a form makes; the seed only when the user set one. */
export const requestOf = (values: CoverFormValues): CoverArtRequest => ({
  title: values.title,
  artist: values.artist,
  genre: values.genre,
  mood: values.mood,
  style: values.style,
  ...(values.seed !== null && { seed: values.seed }),
  ...(values.style === 'photo-crop' && values.photo && { photoId: values.photo.photoId }),
});

interface Props {
  values: CoverFormValues;
  onChange: (values: CoverFormValues) => void;
  styles: CoverArtStyle[];
  cost: number | null;
  onGenerate: () => void;
  generating: boolean;
  /** The refused request's problems, by field. */
  error: unknown;
}

export function CoverForm({ values, onChange, styles, cost, onGenerate, generating, error }: Props) {
  const { t, i18n } = useTranslation();
  const known = (key: string) => i18n.exists(key);
  const set = <K extends keyof CoverFormValues>(key: K, value: CoverFormValues[K]) => onChange({ ...values, [key]: value });
  const problems = fieldProblems(error);
  const problem = (field: string) => (problems[field] ? t(problems[field]!.key, problems[field]!.vars) : undefined);
  const genreChoices = useMemo(() => genreOptions(t).sort((a, b) => a.label.localeCompare(b.label)), [t]);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => uploadCoverArtPhoto(file),
    onMutate: () => setPhotoError(null),
    onSuccess: (answer, file) => {
      if (values.photo) URL.revokeObjectURL(values.photo.previewUrl);
      onChange({ ...values, photo: { photoId: answer.photoId, previewUrl: URL.createObjectURL(file), width: answer.width, height: answer.height } });
    },
    onError: (failure) => {
      const detail = fieldProblems(failure).file;
      setPhotoError(detail ? t(detail.key, detail.vars) : t(coverErrorKey(failure, known)));
    },
  });
  const unhandled = error && Object.keys(problems).length === 0 ? t(coverErrorKey(error, known)) : null;

  return (
    <Stack gap="md">
      <TextInput
        label={t('cover_art_field_title')}
        value={values.title}
        onChange={(event) => set('title', event.currentTarget.value)}
        maxLength={COVER_TITLE_MAX}
        error={problem('title')}
        required
        data-testid="cover-title"
      />
      <TextInput
        label={t('cover_art_field_artist')}
        value={values.artist}
        onChange={(event) => set('artist', event.currentTarget.value)}
        maxLength={COVER_ARTIST_MAX}
        error={problem('artist')}
        data-testid="cover-artist"
      />
      <Select
        label={t('cover_art_field_genre')}
        data={genreChoices}
        value={values.genre}
        onChange={(genre) => genre && set('genre', genre)}
        searchable
        allowDeselect={false}
        data-testid="cover-genre"
      />
      <Stack gap={6}>
        <Text fw={500} fz="sm">
          {t('cover_art_field_mood')}
        </Text>
        <Chip.Group multiple={false} value={values.mood} onChange={(mood) => set('mood', mood as CoverMood)}>
          <Group gap={6}>
            {COVER_ART_MOODS.map((mood) => (
              <Chip key={mood} value={mood} size="sm" data-testid={`cover-mood-${mood}`}>
                {t(`pitch_mood_${mood}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Stack>
      <Stack gap={6}>
        <Text fw={500} fz="sm">
          {t('cover_art_field_style')}
        </Text>
        <StylePicker styles={styles} value={values.style} onChange={(style) => set('style', style)} />
        {problem('style') && (
          <Text c="red" fz="sm">
            {problem('style')}
          </Text>
        )}
      </Stack>
      {values.style === 'photo-crop' && (
        <Stack gap="xs">
          <Text fz="sm" c="dimmed">
            {t('cover_art_photo_hint')}
          </Text>
          <Group gap="sm" align="center">
            {values.photo && <Image src={values.photo.previewUrl} w={64} h={64} radius="sm" fit="cover" alt="" />}
            <FileButton onChange={(file) => file && upload.mutate(file)} accept="image/jpeg,image/png,image/webp">
              {(props) => (
                <Button variant="default" {...props} loading={upload.isPending} data-testid="cover-photo-upload">
                  {t(values.photo ? 'cover_art_photo_replace' : 'cover_art_photo_upload')}
                </Button>
              )}
            </FileButton>
            {values.photo && (
              <Text fz="sm" data-testid="cover-photo-ready">
                {t('cover_art_photo_ready', { width: values.photo.width, height: values.photo.height })}
              </Text>
            )}
          </Group>
          {(photoError ?? problem('photoId')) && (
            <Text c="red" fz="sm" role="alert">
              {photoError ?? problem('photoId')}
            </Text>
          )}
        </Stack>
      )}
      <NumberInput
        label={t('cover_art_field_seed')}
        description={t('cover_art_seed_hint')}
        value={values.seed ?? ''}
        onChange={(seed) => set('seed', typeof seed === 'number' ? seed : null)}
        min={0}
        max={COVER_SEED_MAX}
        allowDecimal={false}
        allowNegative={false}
        data-testid="cover-seed"
      />
      {unhandled && (
        <Alert color="red" role="alert">
          {unhandled}
        </Alert>
      )}
      <Group justify="space-between" align="center">
        {cost !== null && (
          <Text fz="sm" c="dimmed">
            {t('cover_art_cost', { credits: cost })}
          </Text>
        )}
        <Button onClick={onGenerate} loading={generating} disabled={!values.title.trim() || (values.style === 'photo-crop' && !values.photo)} data-testid="cover-generate">
          {t('cover_art_generate')}
        </Button>
      </Group>
    </Stack>
  );
}
