import { useState } from 'react';
import { Box, Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { errorMessageKey, describeError } from '../../../lib/error-message.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { imageUrl, uploadIdPhoto } from '../api.ts';

/** One photo of the document: pick a file, it uploads at once and shows as a thumbnail. */
export function PhotoSlot(props: { slot: string; label: string; value?: string; error?: string; onChange: (uri: string) => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const upload = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    setProblem(null);
    try {
      const stored = await uploadIdPhoto(file);
      props.onChange(stored.uri);
    } catch (error) {
      const described = describeError(error, ['file']);
      setProblem(described.fields.file ?? described.messageKey ?? errorMessageKey(error));
    } finally {
      setBusy(false);
    }
  };

  const message = problem ?? props.error;
  return (
    <Stack gap={6} data-testid={`photo-slot-${props.slot}`}>
      <Text size="sm" fw={500}>
        {props.label}
      </Text>
      <Box
        style={{
          border: `1px dashed var(--mantine-color-${message ? 'red-6' : 'gray-4'})`,
          borderRadius: 8,
          aspectRatio: '16 / 10',
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
          background: 'var(--mantine-color-gray-0)',
        }}
      >
        {props.value ? (
          <Image src={imageUrl(props.value)} alt={props.label} fit="contain" h="100%" w="100%" data-testid={`photo-preview-${props.slot}`} />
        ) : (
          <Text size="xs" c="dimmed" px="sm" ta="center">
            {t('identity_photo_hint')}
          </Text>
        )}
      </Box>
      <Group justify="space-between" gap="xs">
        <FileButton onChange={(file) => void upload(file)} accept="image/jpeg,image/png,image/webp">
          {(buttonProps) => (
            <Button {...buttonProps} size="xs" variant="light" loading={busy} data-testid={`photo-upload-${props.slot}`}>
              {props.value ? t('identity_photo_replace') : t('identity_photo_upload')}
            </Button>
          )}
        </FileButton>
      </Group>
      {message && (
        <Text size="xs" c="red" data-testid={`photo-error-${props.slot}`}>
          {t(message)}
        </Text>
      )}
    </Stack>
  );
}
