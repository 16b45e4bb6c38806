import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation.ts';
import { afterReleaseChange, deleteDraft, removeRelease } from '../api.ts';
import { FormError } from '../../../components/form-error.tsx';

interface Removal {
  albumId: number;
  title: string;
  kind: 'delete' | 'takedown';
  isDraft?: boolean;
  onDone: (deleted: boolean) => void;
}

/**
 * "Take down" for a release stores were promised, "Delete" for one they were not; both ask first. A draft is deleted
 * as a draft. `onDone` learns whether the release is gone (deleted) or on its way out of the stores.
 */
export function RemoveReleaseButton(props: Removal) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const takedown = props.kind === 'takedown';
  return (
    <>
      <Button color="red" variant="light" onClick={() => setOpen(true)} data-testid={takedown ? 'release-takedown' : 'release-delete'}>
        {t(takedown ? 'release_takedown_action' : 'release_delete_action')}
      </Button>
      <RemoveReleaseDialog {...props} opened={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** The question the button asks, for a menu that offers the same removal (the release list's row menu). */
export function RemoveReleaseDialog({ albumId, title, kind, isDraft = false, onDone, opened, onClose }: Removal & { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const takedown = kind === 'takedown';

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const deleted = isDraft ? (await deleteDraft(albumId)).ok : (await removeRelease(albumId)).deleted;
      onClose();
      await afterReleaseChange(client);
      onDone(deleted);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={() => !busy && onClose()} title={t(takedown ? 'release_takedown_title' : 'release_delete_title')} centered>
      <Stack>
        <Text size="sm">{t(takedown ? 'release_takedown_confirm' : 'release_delete_confirm', { title })}</Text>
        <FormError error={failure} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('action_cancel')}
          </Button>
          <Button color="red" loading={busy} onClick={() => void confirm()} data-testid="release-remove-confirm">
            {t(takedown ? 'release_takedown_action' : 'release_delete_action')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
