import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { StoreAccountKind } from '@portal/domain/artist-links';
import { normaliseArtistName } from '@portal/domain/release/artist-name';
import { isApiError } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { artistNameCheckQuery, createArtist, nameErrors, updateArtist, type ArtistRecord } from '../artists-api.ts';
import { storeIdProblem } from './artist-list-model.ts';

/** Who the editor opens for: the account's artist to change, or (record null) a name to create an artist with. */
export interface EditorTarget {
  name: string;
  record: ArtistRecord | null;
}

interface Props {
  target: EditorTarget | null;
  onClose: () => void;
  onSaved: (record: ArtistRecord) => void;
}

/**
 * The editor opens over the track drawer, and one Escape would close both: each listens on the window, skipping only
 * events whose target is marked like this. So every focusable part of the editor is marked and the editor closes
 * itself on Escape.
 */
const keepEscape = { 'data-mantine-stop-propagation': 'true' } as Record<string, string>;

/** Edits an artist of the account (name and store profiles), or creates one, through the artists API. */
export function ArtistEditorModal({ target, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const onEscape = (event: React.KeyboardEvent) => {
    if (event.key !== 'Escape' || event.nativeEvent.isComposing) return;
    event.stopPropagation();
    onClose();
  };
  return (
    <Modal.Root opened={target !== null} onClose={onClose} closeOnEscape={false} data-testid="artist-editor">
      <Modal.Overlay />
      <Modal.Content {...keepEscape} onKeyDownCapture={onEscape}>
        <Modal.Header>
          <Modal.Title>{t(target?.record ? 'rf_artist_editor_edit_title' : 'rf_artist_editor_create_title')}</Modal.Title>
          <Modal.CloseButton {...keepEscape} />
        </Modal.Header>
        <Modal.Body>{target && <EditorForm key={target.record?.artistId ?? `new:${target.name}`} target={target} onClose={onClose} onSaved={onSaved} />}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

type Field = 'artistName' | StoreAccountKind;
const storeKinds: StoreAccountKind[] = ['spotify', 'apple'];
const fieldOf = (path: string): Field | null => {
  const field = path.replace(/^body\./, '');
  return field === 'artistName' || field === 'spotify' || field === 'apple' ? field : null;
};

function EditorForm({ target, onClose, onSaved }: { target: EditorTarget; onClose: () => void; onSaved: (record: ArtistRecord) => void }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const { record } = target;
  const initial: Record<Field, string> = { artistName: record?.artistName ?? target.name, spotify: record?.spotifyUrl ?? '', apple: record?.appleUrl ?? '' };
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [typedName] = useDebouncedValue(values.artistName, 300);
  const check = useQuery(artistNameCheckQuery(typedName));
  const warnings = (check.data?.problems ?? []).filter((problem) => problem.level === 'warning');
  const liveError = nameErrors(check.data)[0];

  const set = (field: Field, value: string) => {
    setValues((before) => ({ ...before, [field]: value }));
    setErrors((before) => ({ ...before, [field]: undefined }));
  };

  /** Problems found before asking the server: store ids it would refuse, and a name the name check refuses. */
  const problemsBeforeSaving = async () => {
    const found: Partial<Record<Field, string>> = {};
    for (const kind of storeKinds) {
      const key = storeIdProblem(kind, values[kind]);
      if (key) found[kind] = t(key);
    }
    const name = normaliseArtistName(values.artistName);
    if (!record || name !== record.artistName) {
      const [refused] = nameErrors(await client.fetchQuery(artistNameCheckQuery(name)));
      if (refused) found.artistName = t(refused.key, refused.params ?? {});
      else if (!name) found.artistName = t('rule_required');
    }
    return found;
  };

  const save = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const found = await problemsBeforeSaving();
      if (Object.keys(found).length) return setErrors(found);
      const name = normaliseArtistName(values.artistName);
      const saved = record
        ? await updateArtist(client, record.artistId, {
            ...(name !== record.artistName && { artistName: name }),
            ...Object.fromEntries(storeKinds.filter((kind) => values[kind].trim() !== initial[kind]).map((kind) => [kind, values[kind].trim()])),
          })
        : await createArtist(client, { artistName: name, spotify: values.spotify, apple: values.apple });
      onSaved(saved);
    } catch (error) {
      const onFields: Partial<Record<Field, string>> = {};
      if (isApiError(error)) {
        for (const detail of error.details) {
          const field = fieldOf(detail.field);
          if (field && !onFields[field]) onFields[field] = t(detail.messageKey, detail.vars ?? {});
        }
      }
      if (Object.keys(onFields).length) setErrors(onFields);
      else setFailure(t(errorMessageKey(error, (key) => i18n.exists(key))));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        // The modal is rendered in a portal, but React still bubbles its submit to the release form around it.
        event.preventDefault();
        event.stopPropagation();
        void save();
      }}
    >
      <Stack gap="sm">
        {record && (
          <Text size="sm" c="dimmed">
            {t('rf_artist_editor_hint')}
          </Text>
        )}
        <TextInput
          label={t('rf_artist_name')}
          required
          value={values.artistName}
          onChange={(event) => set('artistName', event.currentTarget.value)}
          error={errors.artistName ?? (liveError && t(liveError.key, liveError.params ?? {}))}
          data-autofocus
          {...keepEscape}
          data-testid="artist-editor-name"
        />
        {warnings.length > 0 && (
          <Alert color="yellow" variant="light" p="xs" title={t('rf_artist_name_warnings')} data-testid="artist-editor-warnings">
            <Stack gap={2}>
              {warnings.map((warning) => (
                <Text key={warning.key + JSON.stringify(warning.params)} size="xs">
                  {t(warning.key, warning.params ?? {})}
                </Text>
              ))}
            </Stack>
          </Alert>
        )}
        {storeKinds.map((kind) => (
          <TextInput
            key={kind}
            label={t(`rf_artist_${kind}`)}
            description={t(`rf_artist_${kind}_hint`)}
            value={values[kind]}
            onChange={(event) => set(kind, event.currentTarget.value)}
            onBlur={() => {
              const key = storeIdProblem(kind, values[kind]);
              if (key) setErrors((before) => ({ ...before, [kind]: t(key) }));
            }}
            error={errors[kind]}
            {...keepEscape}
            data-testid={`artist-editor-${kind}`}
          />
        ))}
        {failure && (
          <Text size="sm" c="red" role="alert">
            {failure}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy} {...keepEscape}>
            {t('action_cancel')}
          </Button>
          <Button type="submit" loading={busy} {...keepEscape} data-testid="artist-editor-save">
            {t('action_save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
