import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { normaliseArtistName } from '@portal/domain/release/artist-name';
import type { ArtistRef } from '@portal/domain/release/model';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { artistSearchQuery, findOrCreateArtist, type ArtistRecord } from '../artists-api.ts';
import { personNameKey, exactMatch, sameArtist } from './artist-list-model.ts';

interface Props {
  id: string;
  chosen: ArtistRef[];
  /** The account's artist names, offered before anything is typed. */
  suggestions: string[];
  /** Set when the list holds as many artists as it may: the box says so and takes nothing more. */
  fullAt?: number;
  disabled?: boolean;
  invalid?: boolean;
  /** Adds the artist; answers why it was not added (already in the list, list full), or null. */
  onPick: (record: ArtistRecord) => string | null;
  /** Opens the editor to create an artist with this name (and store profiles). */
  onCreate: (name: string) => void;
  testId?: string;
}

const CREATE = '\u0000create';
const SUGGESTION = '\u0000name:';
const SHOWN = 10;

/**
 * Searches the account's artists as the user types and offers to create the name typed. Enter on the typed text adds
 * the artist of that name, creating it first when the account has none (after the name check lets it through).
 */
export function ArtistSearch({ id, chosen, suggestions, fullAt, disabled, invalid, onPick, onCreate, testId }: Props) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [typed] = useDebouncedValue(normaliseArtistName(text), 200);
  const search = useQuery(artistSearchQuery(typed));
  const name = normaliseArtistName(text);
  const full = fullAt !== undefined;

  const isChosen = (artist: ArtistRef) => chosen.some((other) => sameArtist(other, artist));
  const found = name && typed === name ? (search.data ?? []) : [];
  const results = found.filter((record) => !isChosen({ id: record.artistId, name: record.artistName }));
  const offered = name ? [] : suggestions.filter((suggestion) => !isChosen({ name: suggestion })).slice(0, SHOWN);
  const canCreate = name !== '' && typed === name && search.isSuccess && !exactMatch(found, name);

  const finish = (refusal: string | null) => {
    setMessage(refusal);
    if (refusal) return;
    setText('');
    combobox.closeDropdown();
  };

  /** Enter on typed text, or a suggested name: the account's artist of that name, created when there is none. */
  const addByName = async (value: string) => {
    if (!normaliseArtistName(value) || busy) return;
    setBusy(true);
    setMessage(null);
    try {
      const outcome = await findOrCreateArtist(client, value);
      if ('refused' in outcome) finish(outcome.refused.map((problem) => t(problem.key, problem.params ?? {})).join(' '));
      else finish(onPick(outcome.record));
    } catch (error) {
      setMessage(t(errorMessageKey(error, (key) => i18n.exists(key))));
    } finally {
      setBusy(false);
    }
  };

  const submitOption = (value: string) => {
    if (value === CREATE) {
      onCreate(name);
      setText('');
      combobox.closeDropdown();
    } else if (value.startsWith(SUGGESTION)) void addByName(value.slice(SUGGESTION.length));
    else {
      const record = found.find((artist) => String(artist.artistId) === value);
      if (record) finish(onPick(record));
    }
  };

  const options = [
    ...results.map((record) => (
      <Combobox.Option key={record.artistId} value={String(record.artistId)}>
        <Text size="sm" truncate>
          {record.artistName}
        </Text>
      </Combobox.Option>
    )),
    ...offered.map((suggestion) => (
      <Combobox.Option key={`name:${personNameKey(suggestion)}`} value={SUGGESTION + suggestion}>
        <Text size="sm" truncate>
          {suggestion}
        </Text>
      </Combobox.Option>
    )),
    ...(canCreate
      ? [
          <Combobox.Option key="create" value={CREATE} data-testid={testId && `${testId}-create`}>
            <Text size="sm" fw={500} c="blue">
              {t('rf_artist_create_option', { name })}
            </Text>
          </Combobox.Option>,
        ]
      : []),
  ];
  const searching = name !== '' && (typed !== name || search.isFetching);

  return (
    <Combobox store={combobox} onOptionSubmit={submitOption} withinPortal>
      <Combobox.Target>
        <TextInput
          id={id}
          value={text}
          placeholder={full ? t('rf_artist_max_reached', { max: fullAt }) : t('rf_artist_search_placeholder')}
          disabled={disabled || full}
          error={message ?? invalid}
          rightSection={busy || searching ? <Loader size={14} /> : null}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setMessage(null);
            combobox.resetSelectedOption();
            combobox.openDropdown();
          }}
          onFocus={() => combobox.openDropdown()}
          onClick={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(event) => {
            // With an option chosen by the arrow keys the combobox submits it; otherwise Enter adds what was typed.
            if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
            if (combobox.dropdownOpened && combobox.getSelectedOptionIndex() !== -1) return;
            event.preventDefault();
            void addByName(text);
          }}
          autoComplete="off"
          data-testid={testId}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={options.length === 0 && !searching}>
        <Combobox.Options>{options.length > 0 ? options : <Combobox.Empty>{t('rf_artist_searching')}</Combobox.Empty>}</Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
