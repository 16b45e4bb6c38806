import { useState } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { FormError } from '../../../components/form-error.tsx';
import { describeError } from '../../../lib/error-message.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { ARTISTS_KEY, createArtist, updateArtist } from '../api.ts';

const FIELDS = ['artistName', 'spotify', 'apple'] as const;
type Field = (typeof FIELDS)[number];

export interface ArtistFormValues {
  artistName: string;
  spotify: string;
  apple: string;
}

/**
 * Adds an artist or changes one: the name and the store profile ids (a pasted Spotify or Apple Music address or id; an
 * emptied field removes the id). Each field shows its own refusal; nothing is saved until every field passes.
 */
export function ArtistFormModal({ artistId, initial, onClose, onSaved }: { artistId?: number; initial?: ArtistFormValues; onClose: () => void; onSaved?: (artistId: number) => void }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [values, setValues] = useState<ArtistFormValues>(initial ?? { artistName: '', spotify: '', apple: '' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setBusy(true);
    setFieldErrors({});
    setFailure(null);
    try {
      const saved = artistId ? await updateArtist({ artistId, ...values }) : await createArtist(values);
      await client.invalidateQueries({ queryKey: ARTISTS_KEY });
      onSaved?.(saved.artistId);
      onClose();
    } catch (error) {
      const described = describeError(error, FIELDS, (key) => i18n.exists(key));
      setFieldErrors(described.fields);
      setFailure(described.messageKey);
      setBusy(false);
    }
  };

  const field = (name: Field, label: string, placeholder?: string) => (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={values[name]}
      onChange={(event) => setValues({ ...values, [name]: event.currentTarget.value })}
      error={fieldErrors[name] && t(fieldErrors[name]!)}
      maxLength={name === 'artistName' ? 300 : 400}
      data-testid={`artist-form-${name}`}
    />
  );

  return (
    <Modal opened onClose={onClose} title={t(artistId ? 'artist_mgmt_edit_title' : 'artist_mgmt_add_title')} data-testid="artist-form">
      <Stack
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {field('artistName', t('artist_mgmt_name'))}
        {field('spotify', t('store_account_spotify'), 'https://open.spotify.com/artist/…')}
        {field('apple', t('store_account_apple'), 'https://music.apple.com/…/artist/…')}
        <FormError messageKey={failure} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('action_cancel')}
          </Button>
          <Button type="submit" loading={busy} data-testid="artist-form-save">
            {t('action_save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
