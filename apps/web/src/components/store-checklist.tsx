import { Badge, Button, Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { CONTENT_ID_PSEUDO_STORE_ID, YOUTUBE_MUSIC_ID, type PlatformLogo } from '@portal/domain/catalog/platforms';
import { StoreLogo } from './store-logo.tsx';
import { useTranslation } from '../lib/use-translation.ts';

export interface PlatformChoice {
  id: number;
  name: string;
  type: 'in-house' | 'streaming' | 'social';
  logo: PlatformLogo;
  required: boolean;
}

/** What the store rules fix whatever the user wants: required stores, and Content ID while YouTube Music is chosen. */
export const lockedByRules = (platform: PlatformChoice, stores: Record<string, boolean>) => platform.required || (platform.id === CONTENT_ID_PSEUDO_STORE_ID && stores[YOUTUBE_MUSIC_ID] === true);

interface Props {
  platforms: PlatformChoice[];
  stores: Record<string, boolean>;
  onToggle: (platformId: number, on: boolean) => void;
  /** Stores that cannot be ticked or unticked here (required, kept, or blocked by another choice). */
  isLocked: (platform: PlatformChoice) => boolean;
  /** Shown beside a store's name, e.g. where its delivery stands. */
  note?: (platform: PlatformChoice) => ReactNode;
  /** Open with every kind of store shown instead of the in-house ones only. */
  expanded?: boolean;
}

/** The stores grouped by kind, with logos, ticked or not; the streaming and social ones fold behind a button. */
export function StoreChecklist({ platforms, stores, onToggle, isLocked, note, expanded = false }: Props) {
  const { t } = useTranslation();
  const [showAll, setShowAll] = useState(expanded);
  const chosen = platforms.filter((platform) => stores[platform.id] === true).length;
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" data-testid="stores-chosen">
          {t('rf_stores_chosen', { chosen, available: platforms.length })}
        </Text>
        <Button variant="subtle" size="xs" onClick={() => setShowAll((open) => !open)} data-testid="stores-toggle">
          {t(showAll ? 'rf_stores_hide' : 'rf_stores_show')}
        </Button>
      </Group>
      {(['in-house', 'streaming', 'social'] as const)
        .filter((type) => showAll || type === 'in-house')
        .map((type) => {
          const ofType = platforms.filter((platform) => platform.type === type);
          if (!ofType.length) return null;
          return (
            <Stack key={type} gap="xs">
              <Text fw={600} size="sm">
                {t(`rf_store_type_${type.replace('-', '_')}`)}
              </Text>
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
                {ofType.map((platform) => (
                  <Checkbox
                    key={platform.id}
                    checked={stores[platform.id] === true}
                    disabled={isLocked(platform)}
                    onChange={(event) => onToggle(platform.id, event.currentTarget.checked)}
                    label={
                      <Group gap={6} wrap="nowrap">
                        <StoreLogo name={platform.name} logo={platform.logo} />
                        <span>{platform.name}</span>
                        {note?.(platform)}
                      </Group>
                    }
                    data-testid={`store-${platform.id}`}
                  />
                ))}
              </SimpleGrid>
            </Stack>
          );
        })}
    </Stack>
  );
}

/** A small badge for a note beside a store's name. */
export function StoreNote({ color, children }: { color: string; children: ReactNode }) {
  return (
    <Badge size="xs" variant="light" color={color} tt="none">
      {children}
    </Badge>
  );
}
