import { useState } from 'react';
import { Anchor, Avatar, Badge, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ReleaseStatus } from '@portal/domain/enums';
import { Link, useNavigate, useParams } from 'react-router';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { PermissionGuard } from '../../../components/permission-guard.tsx';
import { useAbilities } from '../../../lib/abilities.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { artistDetailQuery, artistQuery, type ArtistDetail } from '../api.ts';
import { ArtistFormModal } from '../components/artist-form-modal.tsx';
import { DeleteArtistButton } from '../components/delete-artist-button.tsx';
import { StoreMetadataCard } from '../components/store-metadata-card.tsx';
import { UsageBadge } from '../components/usage-badge.tsx';

const statusName = (status: number) => Object.entries(ReleaseStatus).find(([, value]) => value === status)?.[0] ?? 'Init';

/** One artist (/artists/{id}): its store profile ids, the releases and tracks that credit it, what the stores hold, edit and delete. */
export function ArtistDetailPage() {
  return (
    <PermissionGuard resource="Release" action="View">
      <ArtistDetailView />
    </PermissionGuard>
  );
}

function ArtistDetailView() {
  const { t } = useTranslation();
  const artistId = Number(useParams()['*']);
  const { data, error } = useQuery(artistDetailQuery(artistId));
  const back = { to: '/artists', label: t('artist_mgmt_back'), testId: 'artist-back' };
  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      {error ? (
        <Stack>
          <PageHeading back={back} title={t('artist_mgmt_title')} subtitle="" />
          <FormError error={error} data-testid="artist-detail-error" />
        </Stack>
      ) : !data ? (
        <PageLoader />
      ) : (
        <Detail detail={data} back={back} />
      )}
    </Container>
  );
}

function Detail({ detail, back }: { detail: ArtistDetail; back: { to: string; label: string; testId: string } }) {
  const { t } = useTranslation();
  const { can } = useAbilities();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const { artist } = detail;
  const releaseColumns: DataColumn<ArtistDetail['releases'][number]>[] = [
    {
      key: 'title',
      header: t('artist_mgmt_release'),
      cell: (release) => (
        <Anchor component={Link} to={`/release-management/${release.albumId}`} size="sm">
          <bdi>{release.title}</bdi>
        </Anchor>
      ),
    },
    {
      key: 'status',
      header: t('artist_mgmt_status'),
      cell: (release) => (
        <Badge variant="light" tt="none" color={release.isDraft ? 'gray' : 'blue'}>
          {t(`release_status_${release.isDraft ? 'Init' : statusName(release.status)}`)}
        </Badge>
      ),
    },
  ];
  const trackColumns: DataColumn<ArtistDetail['tracks'][number]>[] = [
    { key: 'title', header: t('artist_mgmt_track'), cell: (track) => <bdi>{track.title}</bdi> },
    { key: 'album', header: t('artist_mgmt_album'), cell: (track) => <bdi>{track.albumTitle}</bdi> },
    { key: 'role', header: t('artist_mgmt_role'), cell: (track) => t(track.role === 'main' ? 'artist_mgmt_role_main' : 'artist_mgmt_role_featured') },
    { key: 'isrc', header: 'ISRC', nowrap: true, cell: (track) => track.isrc },
  ];

  return (
    <Stack gap="lg">
      <PageHeading back={back} title={artist.artistName} subtitle={t('artist_mgmt_counts', { releases: artist.releaseCount, tracks: artist.trackCount })} />
      <Card withBorder padding="md" data-testid="artist-card">
        <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
          <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
            <Avatar src={artist.avatarUrl} alt="" size={64} radius="xl">
              {artist.artistName.slice(0, 1)}
            </Avatar>
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Title order={2} size="h3" data-testid="artist-detail-name">
                <bdi>{artist.artistName}</bdi>
              </Title>
              <UsageBadge releaseCount={artist.releaseCount} />
              {detail.draftCount > 0 && (
                <Text size="xs" c="dimmed">
                  {t('artist_mgmt_drafts', { drafts: detail.draftCount })}
                </Text>
              )}
            </Stack>
          </Group>
          {can('Release', 'Edit') && (
            <Group gap="sm" align="flex-start">
              <Button variant="default" onClick={() => setEditing(true)} data-testid="artist-edit">
                {t('artist_mgmt_edit')}
              </Button>
              <DeleteArtistButton artist={artist} onDeleted={() => navigate('/artists')} />
            </Group>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="md" data-testid="artist-store-ids">
          {(
            [
              ['spotify', 'Spotify', artist.spotifyId, artist.spotifyUrl],
              ['apple', 'Apple Music', artist.appleId, artist.appleUrl],
            ] as const
          ).map(([kind, store, id, url]) => (
            <Stack key={kind} gap={2}>
              <Text size="xs" c="dimmed">
                {t('artist_mgmt_store_profile', { store })}
              </Text>
              {id && url ? (
                <Anchor href={url} target="_blank" rel="noreferrer" size="sm" data-testid={`artist-id-${kind}`}>
                  {id}
                </Anchor>
              ) : (
                <Text size="sm" c="dimmed" data-testid={`artist-id-${kind}`}>
                  {t('artist_mgmt_no_store_id')}
                </Text>
              )}
            </Stack>
          ))}
        </SimpleGrid>
      </Card>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder padding="md">
          <Title order={2} size="h4" mb="sm">
            {t('artist_mgmt_releases')}
          </Title>
          <DataTable columns={releaseColumns} rows={detail.releases} rowKey={(release) => release.albumId} empty={t('artist_mgmt_no_releases')} testId="artist-releases" />
        </Card>
        <Card withBorder padding="md">
          <Title order={2} size="h4" mb="sm">
            {t('artist_mgmt_tracks')}
          </Title>
          <DataTable columns={trackColumns} rows={detail.tracks} rowKey={(track) => track.songId} empty={t('artist_mgmt_no_tracks')} testId="artist-tracks" />
        </Card>
      </SimpleGrid>

      <StoreMetadataCard artistName={artist.artistName} />
      {editing && <EditArtist artistId={artist.artistId} onClose={() => setEditing(false)} />}
    </Stack>
  );
}

/** The edit form starts from the artist as the server has it now. */
function EditArtist({ artistId, onClose }: { artistId: number; onClose: () => void }) {
  const { data, error } = useQuery(artistQuery(artistId));
  if (error) return <FormError error={error} />;
  if (!data) return null;
  return <ArtistFormModal artistId={artistId} initial={{ artistName: data.artistName, spotify: data.spotifyId ?? '', apple: data.appleId ?? '' }} onClose={onClose} />;
}
