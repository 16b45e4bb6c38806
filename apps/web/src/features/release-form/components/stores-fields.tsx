import { useState } from 'react';
import { Group, MultiSelect, Radio, Stack, Text, Title } from '@mantine/core';
import { type Continent, territoriesByContinent, WORLDWIDE } from '@portal/domain/catalog/territories';
import type { AlbumInput } from '@portal/domain/release/model';
import { regionName } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { lockedByRules, StoreChecklist, type PlatformChoice } from '../../../components/store-checklist.tsx';
import { continentOptions } from '../options.ts';

export type { PlatformChoice };

interface Props {
  album: AlbumInput;
  platforms: PlatformChoice[];
  onChange: (patch: Partial<AlbumInput>) => void;
  message?: string;
  territoriesMessage?: string;
  /** After delivery a store or territory can be added, not removed. */
  kept: { stores: Set<string>; territories: string[] | null };
}

/** The stores to deliver to, grouped by kind, and the territories (worldwide or chosen countries by continent). */
export function StoresFields({ album, platforms, onChange, message, territoriesMessage, kept }: Props) {
  const { t, i18n } = useTranslation();
  const stores = album.stores ?? {};
  const toggle = (id: number, on: boolean) => onChange({ stores: { ...stores, [id]: on } });
  const everywhere = !album.territories?.length || album.territories.includes(WORLDWIDE);
  // Choosing countries starts with none chosen, which is still worldwide until the first one is picked.
  const [picking, setPicking] = useState(false);
  const choosing = picking || !everywhere;
  const groups = territoriesByContinent();
  const territoryData = continentOptions(t).map((continent) => ({
    group: continent.label,
    items: groups[continent.value as Continent].map((territory) => ({ value: territory.code, label: regionName(territory.code, i18n.language) })),
  }));

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('rf_stores_section')}
      </Title>
      <StoreChecklist platforms={platforms} stores={stores} onToggle={toggle} isLocked={(platform) => lockedByRules(platform, stores) || kept.stores.has(String(platform.id))} />
      {message && (
        <Text size="sm" c="red" role="alert" data-testid="stores-message">
          {message}
        </Text>
      )}
      <Radio.Group
        label={t('rf_territories')}
        value={choosing ? 'selected' : 'worldwide'}
        onChange={(value) => {
          setPicking(value === 'selected');
          onChange({ territories: value === 'worldwide' ? [] : (kept.territories ?? []) });
        }}
      >
        <Group mt={4}>
          <Radio value="worldwide" label={t('rf_territories_worldwide')} />
          <Radio value="selected" label={t('rf_territories_selected')} disabled={kept.territories === null} />
        </Group>
      </Radio.Group>
      {choosing && (
        <MultiSelect
          aria-label={t('rf_territories_selected')}
          description={everywhere ? t('rf_territories_pick_hint') : undefined}
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
