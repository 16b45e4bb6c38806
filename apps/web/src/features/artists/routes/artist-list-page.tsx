import { useEffect, useState } from 'react';
import { Anchor, Avatar, Button, Card, Checkbox, Container, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { PermissionGuard } from '../../../components/permission-guard.tsx';
import { useAbilities } from '../../../lib/abilities.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { ARTIST_PAGE_SIZE, ARTISTS_KEY, artistListQuery, createArtist, deleteArtists, extraArtistsQuery, type ArtistRow } from '../api.ts';
import { ArtistFormModal } from '../components/artist-form-modal.tsx';
import { StoreIds } from '../components/store-ids.tsx';
import { UsageBadge } from '../components/usage-badge.tsx';
import { refusalVars } from '../refusal.ts';

const SEARCH_DELAY_MS = 300;

/** Artist management (/artists): the account's artists by name, whether releases use them, and the way to each one. */
export function ArtistListPage() {
  return (
    <PermissionGuard resource="Release" action="View">
      <ArtistList />
    </PermissionGuard>
  );
}

function ArtistList() {
  const { t } = useTranslation();
  const { can, user } = useAbilities();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const { data, error, isPlaceholderData } = useQuery(artistListQuery(search, page));
  const editable = can('Release', 'Edit');

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const toggle = (artistId: number) => setSelected((current) => (current.includes(artistId) ? current.filter((id) => id !== artistId) : [...current, artistId]));
  const removeSelected = async () => {
    setDeleting(true);
    setFailure(null);
    try {
      await deleteArtists(selected);
      setSelected([]);
      await client.invalidateQueries({ queryKey: ARTISTS_KEY });
    } catch (problem) {
      setFailure(problem);
    } finally {
      setDeleting(false);
    }
  };

  const columns: DataColumn<ArtistRow>[] = [
    ...(editable
      ? [
          {
            key: 'select',
            header: '',
            width: 40,
            hideInCard: true,
            cell: (artist: ArtistRow) => (
              <Checkbox
                aria-label={t('artist_mgmt_select', { name: artist.artistName })}
                checked={selected.includes(artist.artistId)}
                disabled={artist.releaseCount > 0}
                title={artist.releaseCount > 0 ? t('artist_mgmt_in_use_hint') : undefined}
                onClick={(event) => event.stopPropagation()}
                onChange={() => toggle(artist.artistId)}
                data-testid={`artist-select-${artist.artistId}`}
              />
            ),
          },
        ]
      : []),
    {
      key: 'name',
      header: t('artist_mgmt_name'),
      sortValue: (artist) => artist.artistName.toLowerCase(),
      cell: (artist) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={artist.avatarUrl} alt="" size={32} radius="xl">
            {artist.artistName.slice(0, 1)}
          </Avatar>
          <Anchor component={Link} to={`/artists/${artist.artistId}`} fw={600} size="sm" onClick={(event) => event.stopPropagation()} data-testid="artist-name">
            <bdi>{artist.artistName}</bdi>
          </Anchor>
        </Group>
      ),
    },
    { key: 'stores', header: t('artist_mgmt_store_ids'), cell: (artist) => <StoreIds artist={artist} /> },
    {
      key: 'usage',
      header: t('artist_mgmt_usage'),
      sortValue: (artist) => artist.releaseCount,
      cell: (artist) => (
        <Stack gap={2} align="flex-start">
          <UsageBadge releaseCount={artist.releaseCount} />
          <Text size="xs" c="dimmed">
            {t('artist_mgmt_counts', { releases: artist.releaseCount, tracks: artist.trackCount })}
          </Text>
        </Stack>
      ),
    },
  ];

  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 320px' }}>
          <Title order={1} size="h2">
            {t('artist_mgmt_title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('artist_mgmt_subtitle')}
          </Text>
        </Stack>
        <Group gap="sm">
          {user?.type === 0 && user.team === null && (
            <Button component={Link} to="/artists/claims" variant="default" data-testid="artist-claims-link">
              {t('artist_mgmt_claims_title')}
            </Button>
          )}
          {editable && (
            <Button onClick={() => setAdding(true)} data-testid="artist-add">
              {t('artist_mgmt_add_title')}
            </Button>
          )}
        </Group>
      </Group>

      <Card withBorder padding="sm">
        <Stack gap="sm">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              style={{ flex: '1 1 240px' }}
              type="search"
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              placeholder={t('artist_mgmt_search')}
              aria-label={t('artist_mgmt_search')}
              maxLength={200}
              rightSection={isPlaceholderData ? <Loader size={14} /> : null}
              data-testid="artist-search"
            />
            {editable && selected.length > 0 && (
              <Button color="red" variant="light" loading={deleting} onClick={() => void removeSelected()} data-testid="artist-delete-selected">
                {t('artist_mgmt_delete_selected', { count: selected.length })}
              </Button>
            )}
          </Group>
          <FormError error={failure} vars={refusalVars(failure)} data-testid="artist-list-error" />
          {error ? (
            <FormError error={error} />
          ) : (
            <DataTable
              columns={columns}
              rows={data?.artists}
              rowKey={(artist) => artist.artistId}
              empty={search ? t('artist_mgmt_none_found') : t('artist_mgmt_empty')}
              rowProps={(artist) => ({ 'data-testid': `artist-row-${artist.artistId}` })}
              onRowClick={(artist) => navigate(`/artists/${artist.artistId}`)}
              paging={{ page, total: data?.total ?? 0, pageSize: ARTIST_PAGE_SIZE, onPage: setPage }}
              testId="artist-table"
              verticalSpacing="sm"
            />
          )}
        </Stack>
      </Card>
      {editable && <ExtraArtists />}
      {adding && <ArtistFormModal onClose={() => setAdding(false)} />}
    </Container>
  );
}

/** Names credited on the account's releases that its list lacks: one click adds each to the list. */
function ExtraArtists() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { data } = useQuery(extraArtistsQuery);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState<string | null>(null);
  if (!data?.artists.length) return null;
  const add = async (artistName: string) => {
    setBusy(artistName);
    setFailure(null);
    try {
      await createArtist({ artistName });
      await client.invalidateQueries({ queryKey: ARTISTS_KEY });
    } catch (problem) {
      setFailure(problem);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card withBorder padding="md" mt="lg" data-testid="artist-extra">
      <Title order={2} size="h4">
        {t('artist_mgmt_extra_title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('artist_mgmt_extra_hint')}
      </Text>
      <FormError error={failure} mb="sm" />
      <Stack gap="xs">
        {data.artists.map((extra) => (
          <Group key={extra.artistName} justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} truncate>
                <bdi>{extra.artistName}</bdi>
              </Text>
              <Text size="xs" c="dimmed">
                {t('artist_mgmt_extra_releases', { releases: extra.releaseCount })}
              </Text>
            </Stack>
            <Button size="xs" variant="light" loading={busy === extra.artistName} onClick={() => void add(extra.artistName)} data-testid="artist-extra-add">
              {t('artist_mgmt_extra_add')}
            </Button>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
