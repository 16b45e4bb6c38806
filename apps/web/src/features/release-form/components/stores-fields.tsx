import { Avatar, Button, Checkbox, Group, MultiSelect, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { CONTENT_ID_PSEUDO_STORE_ID, YOUTUBE_MUSIC_ID } from '@portal/domain/catalog/platforms';
import { continents, territoriesByContinent, WORLDWIDE } from '@portal/domain/catalog/territories';
import type { AlbumInput } from '@portal/domain/release/model';
import { regionName } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';

export interface PlatformChoice {
  id: number;
  name: string;
  type: 'in-house' | 'streaming' | 'social';
  required: boolean;
}

interface Props {
  album: AlbumInput;
  platforms: PlatformChoice[];
  onChange: (patch: Partial<AlbumInput>) => void;
  message?: string;
  territoriesMessage?: string;
  /** After delivery a store or territory can be added, not removed. */
  kept: { stores: Set<string>; territories: string[] | null };
}

const initials = (name: string) => name.split(/\s+/).map((word) => word[0]).join('').slice(0, 2).toUpperCase();

/** The stores to deliver to, grouped by kind, and the territories (worldwide or chosen countries by continent). */
export function StoresFields({ album, platforms, onChange, message, territoriesMessage, kept }: Props) {
  const { t, i18n } = useTranslation();
  const [showAll, setShowAll] = useState(false);
  const stores = album.stores ?? {};
  const chosen = platforms.filter((platform) => stores[platform.id] === true).length;
  const toggle = (id: number, on: boolean) => onChange({ stores: { ...stores, [id]: on } });
  const contentIdBlocked = stores[YOUTUBE_MUSIC_ID] === true;
  const everywhere = !album.territories?.length || album.territories.includes(WORLDWIDE);
  const groups = territoriesByContinent();
  const territoryData = continents.map((continent) => ({
    group: t(`continent_${continent.toLowerCase()}`),
    items: groups[continent].map((territory) => ({ value: territory.code, label: regionName(territory.code, i18n.language) })),
  }));

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('rf_stores_section')}
      </Title>
      <Group justify="space-between">
        <Text size="sm" data-testid="stores-chosen">
          {t('rf_stores_chosen', { chosen, available: platforms.length })}
        </Text>
        <Button variant="subtle" size="xs" onClick={() => setShowAll((open) => !open)} data-testid="stores-toggle">
          {t(showAll ? 'rf_stores_hide' : 'rf_stores_show')}
        </Button>
      </Group>
      {(['in-house', 'streaming', 'social'] as const).filter((type) => showAll || type === 'in-house').map((type) => {
        const ofType = platforms.filter((platform) => platform.type === type);
        if (!ofType.length) return null;
        return (
          <Stack key={type} gap="xs">
            <Text fw={600} size="sm">
              {t(`rf_store_type_${type.replace('-', '_')}`)}
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
              {ofType.map((platform) => {
                const disabled = platform.required || kept.stores.has(String(platform.id)) || (platform.id === CONTENT_ID_PSEUDO_STORE_ID && contentIdBlocked);
                return (
                  <Checkbox
                    key={platform.id}
                    checked={stores[platform.id] === true}
                    disabled={disabled}
                    onChange={(e) => toggle(platform.id, e.currentTarget.checked)}
                    label={
                      <Group gap={6} wrap="nowrap">
                        <Avatar size={20} radius="sm" color="gray">
                          {initials(platform.name)}
                        </Avatar>
                        <span>{platform.name}</span>
                      </Group>
                    }
                    data-testid={`store-${platform.id}`}
                  />
                );
              })}
            </SimpleGrid>
          </Stack>
        );
      })}
      {message && (
        <Text size="sm" c="red" role="alert" data-testid="stores-message">
          {message}
        </Text>
      )}
      <Radio.Group
        label={t('rf_territories')}
        value={everywhere ? 'worldwide' : 'selected'}
        onChange={(value) => onChange({ territories: value === 'worldwide' ? [] : (kept.territories ?? []) })}
      >
        <Group mt={4}>
          <Radio value="worldwide" label={t('rf_territories_worldwide')} />
          <Radio value="selected" label={t('rf_territories_selected')} disabled={kept.territories === null} />
        </Group>
      </Radio.Group>
      {!everywhere && (
        <MultiSelect
          aria-label={t('rf_territories_selected')}
          data={territoryData}
          value={album.territories ?? []}
          onChange={(value) => onChange({ territories: [...new Set([...(kept.territories ?? []), ...value])] })}
          searchable
          clearable
          error={territoriesMessage}
          maxDropdownHeight={320}
        />
      )}
    </Stack>
  );
}
