import { Checkbox, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { AlbumInput } from '@portal/domain/release/model';
import type { AlbumField } from '@portal/domain/release/validate';
import { useTranslation } from '../../../lib/use-translation.ts';
import { genreOptions } from '../../../lib/genre-text.ts';
import { languageOptions, subgenreOptions } from '../labels.ts';
import { ArtistsInput, NamesInput } from './people-inputs.tsx';
import { VersionInput } from './version-input.tsx';
import { DateTimeField } from './date-time-field.tsx';

interface Props {
  album: AlbumInput;
  onChange: (patch: Partial<AlbumInput>) => void;
  message: (field: AlbumField) => string | undefined;
  locked: (field: AlbumField) => boolean;
  isLabel: boolean;
  artistSuggestions: string[];
  cover: React.ReactNode;
}

/** The release's own facts: title, version, artists, language, genre, label, identifiers and artwork. */
export function AlbumFields({ album, onChange, message, locked, isLabel, artistSuggestions, cover }: Props) {
  const { t, i18n } = useTranslation();
  const field = (name: AlbumField) => ({ error: message(name), disabled: locked(name) });
  const timezone = album.timezone || 'UTC';
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('rf_release_section')}
      </Title>
      {cover}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('rf_release_title')} required value={album.title ?? ''} onChange={(e) => onChange({ title: e.currentTarget.value })} {...field('title')} data-testid="release-title" />
        <VersionInput value={album.version ?? ''} onChange={(value) => onChange({ version: value })} {...field('version')} testId="release-version" />
      </SimpleGrid>
      <ArtistsInput
        label={t('rf_primary_artists')}
        value={album.uniMainArtistObjects ?? []}
        onChange={(value) => onChange({ uniMainArtistObjects: value })}
        suggestions={artistSuggestions}
        max={5}
        {...field('uniMainArtistObjects')}
        testId="release-primary-artists"
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label={t('rf_release_language')}
          required
          searchable
          data={languageOptions(i18n.language)}
          value={album.language || null}
          onChange={(value) => onChange({ language: value ?? '' })}
          {...field('language')}
          data-testid="release-language"
        />
        <Select
          label={t('rf_genre')}
          required
          searchable
          data={genreOptions(t)}
          value={album.mainGenre || null}
          onChange={(value) => onChange({ mainGenre: value ?? '', subGenre: '' })}
          {...field('mainGenre')}
          data-testid="release-genre"
        />
        <Select
          label={t('rf_subgenre')}
          searchable
          clearable
          data={subgenreOptions(album.mainGenre)}
          value={album.subGenre || null}
          onChange={(value) => onChange({ subGenre: value ?? '' })}
          {...field('subGenre')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('rf_record_label')} value={album.recordLabel ?? ''} onChange={(e) => onChange({ recordLabel: e.currentTarget.value })} {...field('recordLabel')} />
        {isLabel && <NamesInput label={t('rf_publishers')} value={album.publishers ?? []} onChange={(value) => onChange({ publishers: value })} {...field('publishers')} />}
      </SimpleGrid>
      <Checkbox
        label={t('rf_previously_released')}
        checked={album.isPreviouslyReleased === true}
        onChange={(e) => onChange({ isPreviouslyReleased: e.currentTarget.checked, ...(e.currentTarget.checked ? {} : { originalReleaseTime: null }) })}
        disabled={locked('isPreviouslyReleased')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('rf_upc')} description={t('rf_upc_hint')} value={album.upc ?? ''} onChange={(e) => onChange({ upc: e.currentTarget.value })} {...field('upc')} data-testid="release-upc" />
        {album.isPreviouslyReleased && (
          <DateTimeField
            label={t('rf_original_release_date')}
            value={album.originalReleaseTime ?? null}
            timezone={timezone}
            dateOnly
            onChange={(value) => onChange({ originalReleaseTime: value })}
            {...field('originalReleaseTime')}
          />
        )}
      </SimpleGrid>
    </Stack>
  );
}
