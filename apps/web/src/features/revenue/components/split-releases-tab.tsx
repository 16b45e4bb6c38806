import { useState } from 'react';
import { Accordion, Badge, Button, Center, Group, Loader, Pagination, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import { SPLIT_PAGE_SIZE, splitAlbumsQuery } from '../split-api.ts';
import { SplitAlbumSongs } from './split-album-songs.tsx';
import { FormError } from '../../../components/form-error.tsx';

/** "My releases": the account's releases that have splits, each opening its songs (RoyaltySplit View). */
export function SplitReleasesTab({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<string[]>([]);
  const { data, error, isPending, isPlaceholderData } = useQuery(splitAlbumsQuery(page));
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / SPLIT_PAGE_SIZE));

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" style={{ flex: '1 1 240px' }}>
          {t('split_ui_mine_hint')}
        </Text>
        {canEdit && (
          <Button component={Link} to="/revenue/splits/new" data-testid="split-new">
            {t('split_ui_new')}
          </Button>
        )}
      </Group>
      {error ? (
        <FormError error={error} />
      ) : isPending ? (
        <Center py={32}>
          <Loader size="sm" />
        </Center>
      ) : data.albums.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center" py="lg" data-testid="split-albums-empty">
          {t('split_ui_mine_empty')}
        </Text>
      ) : (
        <Accordion multiple variant="separated" value={opened} onChange={setOpened} style={{ opacity: isPlaceholderData ? 0.6 : 1 }} data-testid="split-albums">
          {data.albums.map((album) => {
            const value = String(album.albumId);
            return (
              <Accordion.Item key={album.albumId} value={value} data-testid={`split-album-${album.albumId}`}>
                <Accordion.Control data-testid={`split-album-open-${album.albumId}`}>
                  <Group gap="xs" justify="space-between" wrap="wrap" pr="xs">
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {album.title}
                    </Text>
                    <Group gap={6}>
                      <Badge variant="light" color="gray" tt="none" data-testid={`split-album-songs-${album.albumId}`}>
                        {t('split_ui_songs_split', { number: album.songsSplit })}
                      </Badge>
                      {album.openInvites > 0 && (
                        <Badge variant="light" color="blue" tt="none" data-testid={`split-album-open-invites-${album.albumId}`}>
                          {t('split_ui_open_invites', { number: album.openInvites })}
                        </Badge>
                      )}
                    </Group>
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>{opened.includes(value) && <SplitAlbumSongs albumId={album.albumId} openInvites={album.openInvites} canEdit={canEdit} />}</Accordion.Panel>
              </Accordion.Item>
            );
          })}
        </Accordion>
      )}
      {pages > 1 && (
        <Group justify="center">
          <Pagination total={pages} value={Math.min(page, pages)} onChange={setPage} size="sm" data-testid="split-albums-pagination" />
        </Group>
      )}
    </Stack>
  );
}
