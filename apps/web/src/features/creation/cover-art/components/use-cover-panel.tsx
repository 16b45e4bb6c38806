import { Alert, Anchor, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../../lib/use-translation.ts';
import { coverErrorKey, draftsQuery, putCoverIntoDraft, type SignedImage } from '../api.ts';
import { FormError } from '../../../../components/form-error.tsx';

const NEW = 'new';

/** The picked cover: into a draft release (one of the account's, or a new single), or downloaded. */
export function UseCoverPanel({ image }: { image: SignedImage }) {
  const { t, i18n } = useTranslation();
  const known = (key: string) => i18n.exists(key);
  const queryClient = useQueryClient();
  const drafts = useQuery(draftsQuery());
  const [target, setTarget] = useState<string>(NEW);
  const use = useMutation({
    mutationFn: () => putCoverIntoDraft({ imageId: image.imageId, ...(target !== NEW && { albumId: Number(target) }) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: draftsQuery().queryKey }),
  });
  const options = [
    { value: NEW, label: t('cover_art_draft_new') },
    ...(drafts.data?.drafts ?? []).map((draft) => ({ value: String(draft.albumId), label: draft.title || t('cover_art_draft_untitled', { id: draft.albumId }) })),
  ];
  const chosenTitle = options.find((option) => option.value === target)?.label ?? '';

  return (
    <Stack gap="sm" data-testid="cover-use-panel">
      <Text fz="sm" c="dimmed">
        {t('cover_art_checks_passed')}
      </Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('cover_art_draft_label')}
          data={options}
          value={target}
          onChange={(value) => {
            setTarget(value ?? NEW);
            use.reset();
          }}
          allowDeselect={false}
          style={{ flex: '1 1 220px' }}
          data-testid="cover-draft"
        />
        <Button onClick={() => use.mutate()} loading={use.isPending} data-testid="cover-use">
          {t('cover_art_use')}
        </Button>
        <Button component="a" href={image.url} download variant="default" data-testid="cover-download">
          {t('cover_art_download')}
        </Button>
      </Group>
      {use.isSuccess && (
        <Alert color="green" data-testid="cover-used">
          <Group justify="space-between" gap="xs">
            <Text fz="sm">{target === NEW ? t('cover_art_used_new') : t('cover_art_used', { title: chosenTitle })}</Text>
            <Anchor component={Link} to={`/release/edit/${use.data.albumId}`} fz="sm" fw={600} data-testid="cover-open-draft">
              {t('cover_art_open_draft')}
            </Anchor>
          </Group>
        </Alert>
      )}
      {use.isError && <FormError messageKey={coverErrorKey(use.error, known)} />}
    </Stack>
  );
}
