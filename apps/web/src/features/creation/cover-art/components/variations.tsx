import { AspectRatio, Badge, Box, Button, Group, Image, Progress, SimpleGrid, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from '../../../../lib/use-translation.ts';
import { useSignedImages, type CoverArtTask, type SignedImage } from '../api.ts';
import { FormError } from '../../../../components/form-error.tsx';

interface Props {
  task: CoverArtTask | undefined;
  selected: string | null;
  onSelect: (image: SignedImage) => void;
  onNewSet: () => void;
}

/** The set being made (progress), or its four covers to pick from. */
export function Variations({ task, selected, onSelect, onNewSet }: Props) {
  const { t } = useTranslation();
  const images = task?.output?.images ?? [];
  const signed = useSignedImages(images.map((image) => image.imageId));

  if (!task) {
    return (
      <SimpleGrid cols={2} spacing="sm" data-testid="cover-empty">
        {[1, 2, 3, 4].map((slot) => (
          <AspectRatio key={slot} ratio={1}>
            <Box style={{ borderRadius: 8, border: '2px dashed var(--mantine-color-default-border)' }} />
          </AspectRatio>
        ))}
        <Text c="dimmed" fz="sm" style={{ gridColumn: '1 / -1' }}>
          {t('cover_art_results_empty')}
        </Text>
      </SimpleGrid>
    );
  }
  if (task.state === 'Fail') {
    return <FormError messageKey={task.errorKey ?? 'aigc_result_processing_error'} data-testid="cover-failed" />;
  }
  if (task.state !== 'Success') {
    return (
      <Stack gap="sm" data-testid="cover-working">
        <Text fz="sm">{t('cover_art_working', { progress: task.progress })}</Text>
        <Progress value={Math.max(task.progress, 4)} animated />
        <SimpleGrid cols={2} spacing="sm">
          {[1, 2, 3, 4].map((slot) => (
            <AspectRatio key={slot} ratio={1}>
              <Skeleton radius="md" />
            </AspectRatio>
          ))}
        </SimpleGrid>
      </Stack>
    );
  }
  const urls = new Map(signed.data?.images.map((image) => [image.imageId, image]));
  return (
    <Stack gap="sm">
      <SimpleGrid cols={2} spacing="sm">
        {images.map((image, index) => {
          const url = urls.get(image.imageId);
          const chosen = image.imageId === selected;
          return (
            <UnstyledButton
              key={image.imageId}
              onClick={() => url && onSelect(url)}
              aria-pressed={chosen}
              aria-label={t('cover_art_variation_alt', { number: index + 1 })}
              data-testid={`cover-variation-${index + 1}`}
              style={{ position: 'relative', borderRadius: 10, padding: 3, background: chosen ? 'var(--mantine-color-blue-6)' : 'transparent' }}
            >
              <AspectRatio ratio={1}>{url ? <Image src={url.previewUrl} radius={8} alt={t('cover_art_variation_alt', { number: index + 1 })} /> : <Skeleton radius="md" />}</AspectRatio>
              {chosen && (
                <Badge pos="absolute" top={8} right={8} size="md" radius="xl" aria-hidden>
                  ✓
                </Badge>
              )}
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
      <Group justify="space-between" align="center">
        <Text fz="xs" c="dimmed" data-testid="cover-set-seed">
          {t('cover_art_set_seed', { seed: task.output!.seed })}
        </Text>
        <Button variant="subtle" size="xs" onClick={onNewSet} data-testid="cover-new-set">
          {t('cover_art_new_set')}
        </Button>
      </Group>
    </Stack>
  );
}
