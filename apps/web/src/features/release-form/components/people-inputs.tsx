import { ActionIcon, Button, Group, Input, Select, Stack, TagsInput, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { createContext, useContext, useId, useState } from 'react';
import type { ArtistRef, ContributorRef } from '@portal/domain/release/model';
import { RELEASE_LIMITS } from '@portal/domain/release/validate';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { ArtistRecord } from '../artists-api.ts';
import { ArtistCardList } from './artist-cards.tsx';
import { ArtistEditorModal, type EditorTarget } from './artist-editor-modal.tsx';
import { isFull, movedArtist, replacedArtist, savedReference, withArtist, withoutArtist, type ArtistRole } from './artist-list-model.ts';
import { ArtistSearch } from './artist-search.tsx';
import { contributorRoleOptions } from '../options.ts';

/**
 * Given by the form page: an artist renamed in the editor is renamed wherever the release names it, not only on the
 * card it was edited from. Without it (a field on its own) only that card changes.
 */
export const ArtistRenamedContext = createContext<((before: string, after: ArtistRef) => void) | null>(null);

interface ArtistsProps {
  label: string;
  value: ArtistRef[];
  onChange: (value: ArtistRef[]) => void;
  /** The account's artist names, offered before anything is typed. */
  suggestions?: string[];
  error?: string;
  disabled?: boolean;
  /** At most this many artists; featured artists default to the rules' 50. */
  max?: number;
  /** The role text on the cards. */
  artistRole?: ArtistRole;
  testId?: string;
}

/**
 * Artists as cards (document 3 "Artist"): the account's artists found by search or created on the spot, each with its
 * store profiles and the stores' warnings, edited in place, removed, and put in order by drag or keyboard.
 */
export function ArtistsInput({ label, value, onChange, suggestions = [], error, disabled, max, artistRole = 'primary', testId }: ArtistsProps) {
  const { t } = useTranslation();
  const id = useId();
  const limit = max ?? (artistRole === 'featured' ? RELEASE_LIMITS.listMax : undefined);
  const [editing, setEditing] = useState<{ index: number | null; target: EditorTarget } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const renamedEverywhere = useContext(ArtistRenamedContext);

  const add = (record: ArtistRecord): string | null => {
    const result = withArtist(value, { id: record.artistId, name: record.artistName }, limit);
    if (!result.added) return result.reason === 'full' ? t('rf_artist_max_reached', { max: limit }) : t('rf_artist_already_added', { name: record.artistName });
    onChange(result.list);
    setAnnouncement(t('rf_artist_added', { name: record.artistName, position: result.list.length }));
    return null;
  };
  const move = (from: number, to: number) => {
    const next = movedArtist(value, from, to);
    if (next === value) return;
    onChange(next);
    setAnnouncement(t('rf_artist_moved', { name: value[from]!.name, position: to + 1, total: value.length }));
  };
  const remove = (index: number) => {
    onChange(withoutArtist(value, index));
    setAnnouncement(t('rf_artist_removed', { name: value[index]!.name }));
  };
  const saved = (record: ArtistRecord) => {
    if (editing?.index === null) add(record);
    else if (editing && value[editing.index]) {
      const before = value[editing.index]!;
      const after = savedReference(before, record);
      if (renamedEverywhere) renamedEverywhere(before.name, after);
      else onChange(replacedArtist(value, editing.index, after));
    }
    setEditing(null);
  };

  return (
    <Input.Wrapper id={id} label={label} description={t('rf_artist_cards_hint')} error={error}>
      <Stack gap={6} mt={4}>
        <ArtistCardList
          value={value}
          artistRole={artistRole}
          disabled={disabled}
          onMove={move}
          onRemove={remove}
          onEdit={(index, record) => setEditing({ index, target: { name: value[index]!.name, record } })}
          testId={testId}
        />
        <ArtistSearch
          id={id}
          chosen={value}
          suggestions={suggestions}
          fullAt={isFull(value, limit) ? limit : undefined}
          disabled={disabled}
          invalid={Boolean(error)}
          onPick={add}
          onCreate={(name) => setEditing({ index: null, target: { name, record: null } })}
          testId={testId}
        />
      </Stack>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      <ArtistEditorModal target={editing?.target ?? null} onClose={() => setEditing(null)} onSaved={saved} />
    </Input.Wrapper>
  );
}

interface NamesProps {
  label: string;
  description?: string;
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
  disabled?: boolean;
  testId?: string;
}

/** Several people's names (lyricists, songwriters, publishers). */
export function NamesInput({ label, description, value, onChange, error, disabled, testId }: NamesProps) {
  return <TagsInput label={label} description={description} value={value} onChange={onChange} error={error} disabled={disabled} clearable splitChars={[',', ';']} data-testid={testId} />;
}

interface ContributorsProps {
  label: string;
  kind: 'contributor' | 'production';
  value: ContributorRef[];
  onChange: (value: ContributorRef[]) => void;
  error?: string;
  disabled?: boolean;
  testId?: string;
}

/** People who made the recording, each with a role of document 1's 56 (performers and writers, or production). */
export function ContributorsInput({ label, kind, value, onChange, error, disabled, testId }: ContributorsProps) {
  const { t } = useTranslation();
  const roles = contributorRoleOptions(t, kind);
  const set = (index: number, patch: Partial<ContributorRef>) => onChange(value.map((entry, position) => (position === index ? { ...entry, ...patch } : entry)));
  return (
    <Stack gap={6} data-testid={testId}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {value.map((entry, index) => (
        <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
          <Select
            aria-label={t('rf_contributor_role')}
            placeholder={t('rf_choose_role')}
            data={roles}
            value={entry.role === undefined ? null : String(entry.role)}
            onChange={(role) => role && set(index, { role: Number(role) })}
            searchable
            allowDeselect={false}
            required
            error={Boolean(error) && entry.role === undefined}
            disabled={disabled}
            w={190}
            data-testid={testId && `${testId}-role-${index}`}
          />
          <TextInput
            aria-label={t('rf_contributor_name')}
            placeholder={t('rf_contributor_name')}
            value={entry.name}
            onChange={(event) => set(index, { name: event.currentTarget.value })}
            disabled={disabled}
            style={{ flex: 1 }}
          />
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('rf_remove')} onClick={() => onChange(value.filter((_, position) => position !== index))} disabled={disabled}>
            ×
          </ActionIcon>
        </Group>
      ))}
      <Group>
        {/* No role is chosen for the person: a guessed one (Unknown, Producer) would be sent to the stores unnoticed. */}
        <Button variant="light" size="xs" onClick={() => onChange([...value, { name: '' }])} disabled={disabled}>
          {t('rf_add_person')}
        </Button>
      </Group>
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
