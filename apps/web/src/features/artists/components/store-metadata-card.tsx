import { type ReactNode, useState } from 'react';
import { Badge, Card, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { metaAlbumQuery, metaTrackQuery, storeMetadataQuery, type MetaAlbum, type MetaTrack } from '../api.ts';

type Opened = { kind: 'track'; id: number } | { kind: 'album'; id: number } | null;

/**
 * What the stores hold under the artist's name (/artist/meta/search): the delivered or live tracks and albums that
 * credit it. A row opens what the store holds of it (/artist/meta/get_track, /artist/meta/get_album).
 */
export function StoreMetadataCard({ artistName }: { artistName: string }) {
  const { t } = useTranslation();
  const { data, error } = useQuery(storeMetadataQuery(artistName));
  const [opened, setOpened] = useState<Opened>(null);
  const trackColumns: DataColumn<MetaTrack>[] = [
    { key: 'title', header: t('artist_mgmt_track'), cell: (track) => <bdi>{track.title}</bdi> },
    { key: 'album', header: t('artist_mgmt_album'), cell: (track) => <bdi>{track.albumTitle}</bdi> },
    { key: 'isrc', header: 'ISRC', nowrap: true, cell: (track) => track.isrc },
  ];
  const albumColumns: DataColumn<MetaAlbum>[] = [
    { key: 'title', header: t('artist_mgmt_album'), cell: (album) => <bdi>{album.title}</bdi> },
    { key: 'upc', header: 'UPC', nowrap: true, cell: (album) => album.upc ?? '—' },
    { key: 'tracks', header: t('artist_mgmt_tracks'), align: 'end', cell: (album) => album.trackCount },
  ];
  return (
    <Card withBorder padding="md" data-testid="artist-store-metadata">
      <Title order={2} size="h4">
        {t('artist_mgmt_meta_title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('artist_mgmt_meta_hint')}
      </Text>
      {error ? (
        <FormError error={error} />
      ) : (
        <Stack gap="md">
          <DataTable
            columns={albumColumns}
            rows={data?.albums}
            rowKey={(album) => album.albumId}
            empty={t('artist_mgmt_meta_no_albums')}
            onRowClick={(album) => setOpened({ kind: 'album', id: album.albumId })}
            rowProps={(album) => ({ 'data-testid': `meta-album-${album.albumId}` })}
            testId="meta-albums"
          />
          <DataTable
            columns={trackColumns}
            rows={data?.tracks}
            rowKey={(track) => track.songId}
            empty={t('artist_mgmt_meta_no_tracks')}
            onRowClick={(track) => setOpened({ kind: 'track', id: track.songId })}
            rowProps={(track) => ({ 'data-testid': `meta-track-${track.songId}` })}
            testId="meta-tracks"
          />
        </Stack>
      )}
      <Drawer opened={opened !== null} onClose={() => setOpened(null)} position="right" title={t('artist_mgmt_meta_title')} data-testid="meta-drawer">
        {opened?.kind === 'track' && <TrackHeld songId={opened.id} />}
        {opened?.kind === 'album' && <AlbumHeld albumId={opened.id} />}
      </Drawer>
    </Card>
  );
}

type Held = { platformId: number; platformName: string; state: string; deliveredAt: string | null; liveAt: string | null };

function StoresHolding({ stores }: { stores: Held[] }) {
  const { t } = useTranslation();
  if (!stores.length)
    return (
      <Text size="sm" c="dimmed">
        {t('artist_mgmt_meta_no_stores')}
      </Text>
    );
  return (
    <Stack gap={6} data-testid="meta-stores">
      {stores.map((store) => (
        <Group key={store.platformId} justify="space-between" wrap="nowrap">
          <Text size="sm">
            <bdi>{store.platformName}</bdi>
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(store.liveAt ?? store.deliveredAt ?? '')}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** What the stores hold of one track or album, in the drawer: its title and artists, what is its own, and the stores. */
function HeldDetail<Data extends { title: string; artistLine: string; stores: Held[] }>({
  data,
  error,
  testId,
  children,
}: {
  data: Data | undefined;
  error: unknown;
  testId: string;
  children: (data: Data) => ReactNode;
}) {
  if (error) return <FormError error={error} />;
  if (!data) return <PageLoader />;
  return (
    <Stack gap="sm" data-testid={testId}>
      <Title order={3} size="h4">
        <bdi>{data.title}</bdi>
      </Title>
      <Text size="sm">
        <bdi>{data.artistLine}</bdi>
      </Text>
      {children(data)}
      <StoresHolding stores={data.stores} />
    </Stack>
  );
}

function TrackHeld({ songId }: { songId: number }) {
  const { t } = useTranslation();
  const { data, error } = useQuery(metaTrackQuery(songId));
  return (
    <HeldDetail data={data} error={error} testId="meta-track-detail">
      {(track) => (
        <>
          <Group gap="xs">
            <Badge variant="light" tt="none">
              ISRC {track.isrc}
            </Badge>
            {track.upc && (
              <Badge variant="light" tt="none">
                UPC {track.upc}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {t('artist_mgmt_meta_on_album', { album: track.albumTitle })}
          </Text>
        </>
      )}
    </HeldDetail>
  );
}

function AlbumHeld({ albumId }: { albumId: number }) {
  const { t } = useTranslation();
  const { data, error } = useQuery(metaAlbumQuery(albumId));
  return (
    <HeldDetail data={data} error={error} testId="meta-album-detail">
      {(album) => (
        <>
          <Stack gap={2}>
            {album.tracks.map((track) => (
              <Text key={track.songId} size="sm">
                {track.sequenceNumber}. <bdi>{track.title}</bdi>
              </Text>
            ))}
          </Stack>
          <Title order={4} size="h6">
            {t('artist_mgmt_meta_stores')}
          </Title>
        </>
      )}
    </HeldDetail>
  );
}
