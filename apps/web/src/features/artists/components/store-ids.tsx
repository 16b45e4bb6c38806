import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';

/** An artist's store profile ids, each a link to the store's page; a dash when the artist has none. */
export function StoreIds({ artist }: { artist: { spotifyId: string | null; spotifyUrl: string | null; appleId: string | null; appleUrl: string | null } }) {
  const { t } = useTranslation();
  const stores = [
    { kind: 'spotify', id: artist.spotifyId, url: artist.spotifyUrl, label: 'Spotify' },
    { kind: 'apple', id: artist.appleId, url: artist.appleUrl, label: 'Apple Music' },
  ].filter((store) => store.id);
  if (!stores.length) {
    return (
      <Text size="sm" c="dimmed">
        {t('artist_mgmt_no_store_ids')}
      </Text>
    );
  }
  return (
    <Group gap="xs" wrap="wrap">
      {stores.map((store) => (
        <Anchor key={store.kind} href={store.url ?? undefined} target="_blank" rel="noreferrer" size="sm" data-testid={`artist-store-${store.kind}`}>
          <bdi>{store.label}</bdi>
        </Anchor>
      ))}
    </Group>
  );
}
