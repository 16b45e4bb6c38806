import { ActionIcon, Button, Group, Select, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { contributorRoles } from '@portal/domain/catalog/contributor-roles';
import type { ArtistRef, ContributorRef } from '@portal/domain/release/model';
import { useTranslation } from '../../../lib/use-translation.ts';

interface ArtistsProps {
  label: string;
  value: ArtistRef[];
  onChange: (value: ArtistRef[]) => void;
  suggestions: string[];
  error?: string;
  disabled?: boolean;
  max?: number;
  testId?: string;
}

/** Artists by name; a name typed again keeps the id it had, so store profiles stay attached. */
export function ArtistsInput({ label, value, onChange, suggestions, error, disabled, max, testId }: ArtistsProps) {
  const { t } = useTranslation();
  const byName = new Map(value.map((artist) => [artist.name, artist]));
  return (
    <TagsInput
      label={label}
      description={t('rf_artists_hint')}
      value={value.map((artist) => artist.name)}
      onChange={(names) => onChange(names.map((name) => byName.get(name) ?? { name: name.trim() }).filter((artist) => artist.name))}
      data={suggestions}
      error={error}
      disabled={disabled}
      maxTags={max}
      clearable
      splitChars={[',', ';']}
      data-testid={testId}
    />
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
  return (
    <TagsInput label={label} description={description} value={value} onChange={onChange} error={error} disabled={disabled} clearable splitChars={[',', ';']} data-testid={testId} />
  );
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
  const roles = contributorRoles
    .filter((role) => role.kind === kind || (kind === 'contributor' && role.kind === 'production' && role.id === 3))
    .map((role) => ({ value: String(role.id), label: t(`contributor_role_${role.id}`) }));
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
            data={roles}
            value={String(entry.role)}
            onChange={(role) => role && set(index, { role: Number(role) })}
            searchable
            allowDeselect={false}
            disabled={disabled}
            w={190}
          />
          <TextInput aria-label={t('rf_contributor_name')} placeholder={t('rf_contributor_name')} value={entry.name} onChange={(event) => set(index, { name: event.currentTarget.value })} disabled={disabled} style={{ flex: 1 }} />
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('rf_remove')} onClick={() => onChange(value.filter((_, position) => position !== index))} disabled={disabled}>
            ×
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button variant="light" size="xs" onClick={() => onChange([...value, { name: '', role: Number(roles[0]?.value ?? 2) }])} disabled={disabled}>
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
