import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { FormError } from '../../../components/form-error.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { ARTISTS_KEY, deleteArtist } from '../api.ts';
import { refusalVars } from '../refusal.ts';

/**
 * Deletes an artist no submitted release credits. While one does, the button stays off and says why (the stores know
 * the release by its artists); a refusal the server still makes (a release submitted meanwhile) is shown as it says it.
 */
export function DeleteArtistButton({ artist, onDeleted }: { artist: { artistId: number; artistName: string; releaseCount: number }; onDeleted: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const inUse = artist.releaseCount > 0;

  const remove = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await deleteArtist(artist.artistId);
      await client.invalidateQueries({ queryKey: ARTISTS_KEY });
      onDeleted();
    } catch (problem) {
      setFailure(problem);
      setBusy(false);
    }
  };

  return (
    <Stack gap={4} align="flex-start">
      <Button color="red" variant="light" disabled={inUse} onClick={() => setConfirming(true)} data-testid="artist-delete">
        {t('artist_mgmt_delete')}
      </Button>
      {inUse && (
        <Text size="xs" c="dimmed" data-testid="artist-delete-refusal">
          {t('artist_mgmt_delete_in_use', { name: artist.artistName, releases: artist.releaseCount })}
        </Text>
      )}
      {confirming && (
        <Modal opened onClose={() => setConfirming(false)} title={t('artist_mgmt_delete_title')} data-testid="artist-delete-confirm">
          <Stack>
            <Text size="sm">{t('artist_mgmt_delete_body', { name: artist.artistName })}</Text>
            <FormError error={failure} vars={refusalVars(failure)} data-testid="artist-delete-error" />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(false)}>
                {t('action_cancel')}
              </Button>
              <Button color="red" loading={busy} onClick={() => void remove()} data-testid="artist-delete-confirm-button">
                {t('artist_mgmt_delete')}
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </Stack>
  );
}
