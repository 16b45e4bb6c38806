import { Anchor, Badge, Button, CloseButton, Container, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { formatDuration } from '@portal/domain/format-duration';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AudioPreview } from '../../../components/audio-preview.tsx';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { releaseStatusColor, releaseStatusKey, statusFilterOptions, statusFilters, type StatusFilter } from '../../../lib/release-status-labels.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { librarySongsQuery, type LibrarySong } from '../api.ts';
import { DirtySongsAlert } from '../components/dirty-songs-alert.tsx';

const PAGE_SIZE = 20;

const readStatus = (value: string | null): StatusFilter => (statusFilters.includes(value as StatusFilter) ? (value as StatusFilter) : 'all');

/** /library: every song of the account's submitted releases, searchable, by status and credited artist (decision 056). */
export function LibraryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const status = readStatus(params.get('status'));
  const artist = params.get('artist') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(params.get('q') ?? '');
  const [search] = useDebouncedValue(typed.trim(), 300);

  const change = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  // Only a new search text writes the address.
  useEffect(() => {
    if (search !== (params.get('q') ?? '')) change({ q: search });
  }, [search]);

  const songs = useQuery(librarySongsQuery({ offset: (page - 1) * PAGE_SIZE, count: PAGE_SIZE, search, status, artist }));

  const columns: DataColumn<LibrarySong>[] = [
    {
      key: 'play',
      header: '',
      width: 48,
      hideInCard: true,
      cell: (song) => (
        // The button plays; the row opens the song.
        // biome-ignore lint/a11y/noStaticElementInteractions: stops the row's click from also opening the song
        // biome-ignore lint/a11y/useKeyWithClickEvents: the button inside takes the keyboard
        <div onClick={(event) => event.stopPropagation()}>
          <AudioPreview src={song.audioUrl} durationMs={song.durationMs} title={song.title} size="sm" withTime={false} />
        </div>
      ),
    },
    {
      key: 'title',
      header: t('library_column_song'),
      sortValue: (song) => song.title.toLowerCase(),
      cell: (song) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {song.version ? `${song.title} (${song.version})` : song.title}
          </Text>
          <Text size="xs" c="dimmed">
            {song.artists}
          </Text>
        </Stack>
      ),
    },
    { key: 'release', header: t('library_column_release'), sortValue: (song) => song.albumTitle.toLowerCase(), cell: (song) => song.albumTitle },
    { key: 'isrc', header: 'ISRC', nowrap: true, cell: (song) => song.isrc || '—' },
    {
      key: 'status',
      header: t('library_column_status'),
      cell: (song) => (
        <Badge color={releaseStatusColor(song.status)} variant="light">
          {t(releaseStatusKey(song.status))}
        </Badge>
      ),
    },
    {
      key: 'duration',
      header: t('library_column_duration'),
      align: 'end',
      nowrap: true,
      sortValue: (song) => song.durationMs ?? 0,
      cell: (song) => (song.durationMs ? formatDuration(song.durationMs) : '—'),
    },
  ];

  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {t('library_title')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('library_subtitle')}
            </Text>
          </Stack>
          <Button component={Link} to="/library/publish" variant="light" data-testid="library-publish-link">
            {t('library_publish_action')}
          </Button>
        </Group>
        <DirtySongsAlert />
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            label={t('library_search_label')}
            placeholder={t('library_search_placeholder')}
            maxLength={200}
            style={{ flex: '1 1 240px' }}
            data-testid="library-search"
          />
          <Select
            label={t('library_status_label')}
            data={statusFilterOptions(t)}
            value={status}
            onChange={(value) => change({ status: value === 'all' ? '' : (value ?? '') })}
            allowDeselect={false}
            style={{ flex: '0 1 200px' }}
            data-testid="library-status"
          />
        </Group>
        {artist && (
          <Group gap={4} data-testid="library-artist-filter">
            <Text size="sm">{t('library_artist_filter', { artist })}</Text>
            <CloseButton size="sm" aria-label={t('library_artist_filter_clear')} onClick={() => change({ artist: '' })} />
          </Group>
        )}
        <FormError error={songs.error} />
        <DataTable
          testId="library-songs"
          columns={columns}
          rows={songs.data?.songs}
          rowKey={(song) => song.songId}
          loading={songs.isFetching}
          onRowClick={(song) => navigate(`/library/${song.songId}`)}
          rowProps={(song) => ({ 'data-testid': `library-song-${song.songId}` })}
          paging={{ page, total: songs.data?.total ?? 0, pageSize: PAGE_SIZE, onPage: (next) => change({ page: String(next) }) }}
          empty={
            <Stack align="center" gap="xs" py="lg" data-testid="library-empty">
              <Text c="dimmed">{search || status !== 'all' || artist ? t('library_empty_filtered') : t('library_empty')}</Text>
              {!search && status === 'all' && !artist && (
                <Anchor component={Link} to="/release/new">
                  {t('library_empty_action')}
                </Anchor>
              )}
            </Stack>
          }
        />
      </Stack>
    </Container>
  );
}
