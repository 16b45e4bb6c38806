import { Loader, Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue, useHotkeys } from '@mantine/hooks';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from '../../components/icons/search-icon.tsx';
import { useIsMobile } from '../../hooks/use-is-mobile.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { entitySearchQuery } from './shell-api.ts';
import { SEARCH_TYPES, searchHits, type SearchHit } from './search-hits.ts';

/** The header's search button; "/" or Ctrl/⌘+K opens it too. */
export function GlobalSearch() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const isMobile = useIsMobile();
  useHotkeys([
    ['mod+K', () => setOpened(true)],
    ['/', () => setOpened(true)],
  ]);
  return (
    <>
      <button type="button" className="sp-icon-button" aria-label={t('search_open')} title={t('search_open')} onClick={() => setOpened(true)} data-testid="global-search-open">
        <SearchIcon size={20} />
      </button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('search_title')} size="lg" fullScreen={isMobile} data-testid="global-search">
        {opened && <SearchPanel onDone={() => setOpened(false)} />}
      </Modal>
    </>
  );
}

function SearchPanel({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listId = useId();
  const [typed, setTyped] = useState('');
  const [value] = useDebouncedValue(typed.trim(), 250);
  const [active, setActive] = useState(0);
  const results = useQueries({
    queries: SEARCH_TYPES.map((type) => ({ ...entitySearchQuery(type, value), enabled: value.length > 0 })),
  });
  const groups = SEARCH_TYPES.map((type, index) => {
    const data = results[index]?.data;
    return { type, total: data?.total ?? 0, hits: data ? searchHits(data) : [], failed: results[index]?.isError ?? false };
  }).filter((group) => group.hits.length > 0 || group.failed);
  const hits = groups.flatMap((group) => group.hits);
  const loading = value.length > 0 && results.some((result) => result.isFetching);
  useEffect(() => setActive(0), [value]);

  const open = (hit: SearchHit) => {
    onDone();
    navigate(hit.to);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (hits.length === 0) return;
    const moves: Record<string, number> = { ArrowDown: (active + 1) % hits.length, ArrowUp: (active - 1 + hits.length) % hits.length, Home: 0, End: hits.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key]!);
    } else if (event.key === 'Enter' && hits[active]) {
      event.preventDefault();
      open(hits[active]);
    }
  };
  const optionId = (index: number) => `${listId}-${index}`;
  let index = -1;

  return (
    <Stack gap="sm">
      <TextInput
        data-autofocus
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        placeholder={t('search_placeholder')}
        aria-label={t('search_placeholder')}
        leftSection={<SearchIcon size={16} />}
        rightSection={loading ? <Loader size="xs" /> : null}
        role="combobox"
        aria-expanded={hits.length > 0}
        aria-controls={listId}
        aria-activedescendant={hits.length > 0 ? optionId(active) : undefined}
        maxLength={200}
        data-testid="global-search-input"
      />
      {value.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('search_hint')}
        </Text>
      ) : !loading && hits.length === 0 && groups.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="global-search-empty">
          {t('search_no_results', { value })}
        </Text>
      ) : null}
      <div id={listId} role="listbox" aria-label={t('search_title')} className="sp-search-results">
        {groups.map((group) => (
          // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox (the ARIA listbox pattern), which a fieldset is not
          <div key={group.type} role="group" aria-label={t(`search_group_${group.type}`)} data-testid={`global-search-group-${group.type}`}>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" mt="xs" mb={4}>
              {t(`search_group_${group.type}`)} · {group.total}
            </Text>
            {group.failed && (
              <Text size="sm" c="red">
                {t('search_group_failed')}
              </Text>
            )}
            {group.hits.map((hit) => {
              index += 1;
              const position = index;
              return (
                <UnstyledButton
                  key={hit.key}
                  id={optionId(position)}
                  role="option"
                  aria-selected={position === active}
                  className="sp-search-hit"
                  onMouseEnter={() => setActive(position)}
                  onClick={() => open(hit)}
                  data-testid="global-search-hit"
                >
                  <Text size="sm" fw={600} truncate>
                    {hit.title}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {typeof hit.detail === 'string' ? hit.detail : t(hit.detail.key, hit.detail.vars)}
                  </Text>
                </UnstyledButton>
              );
            })}
          </div>
        ))}
      </div>
    </Stack>
  );
}
