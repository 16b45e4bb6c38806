import { useState } from 'react';
import { Alert, Badge, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ReleaseStatus } from '@portal/domain/enums';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { songsQuery, type PromoSong } from '../center-api.ts';
import { errorText, pageOf, statusColor } from '../promo-text.ts';

const PAGE = 20;

/** The account's songs with their promotion state (and the reason when one is flagged as a copyright risk). */
export function SongsTab() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const { data, error } = useQuery(songsQuery({ search: search.trim(), ...pageOf(page, PAGE) }));
  const columns: DataColumn<PromoSong>[] = [
    {
      key: 'song',
      header: t('promo_songs_col_song'),
      cell: (song) => (
        <>
          <Text size="sm" fw={500}>
            {song.version ? `${song.title} (${song.version})` : song.title}
          </Text>
          <Text size="xs" c="dimmed">
            {song.artists}
          </Text>
        </>
      ),
    },
    {
      key: 'release',
      header: t('promo_songs_col_release'),
      cell: (song) => (
        <>
          <Text size="sm">{song.albumTitle}</Text>
          <Text size="xs" c="dimmed">
            {t(`release_status_${statusName(song.releaseStatus)}`)}
          </Text>
        </>
      ),
    },
    {
      key: 'state',
      header: t('promo_songs_col_state'),
      cell: (song) => (
        <>
          <Badge color={statusColor[song.promotionState]} variant="light" data-testid="promo-song-state">
            {t(`promo_state_${song.promotionState}`)}
          </Badge>
          {song.riskReason && (
            <Text size="xs" c="red" mt={4}>
              {song.riskReason}
            </Text>
          )}
        </>
      ),
    },
  ];
  return (
    <Stack gap="sm" data-testid="promo-songs">
      <TextInput
        placeholder={t('promo_apply_search')}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        maw={360}
      />
      {error ? (
        <Alert color="red" variant="light">
          {errorText(error, t, (key) => i18n.exists(key))}
        </Alert>
      ) : (
        <DataTable
          columns={columns}
          rows={data?.songs}
          rowKey={(song) => song.songId}
          rowProps={(song) => ({ 'data-testid': 'promo-song', 'data-state': song.promotionState })}
          paging={data && { page, total: data.total, pageSize: PAGE, onPage: setPage }}
          empty={t('promo_songs_empty')}
          minWidth={520}
        />
      )}
    </Stack>
  );
}

const statusName = (status: number) => Object.entries(ReleaseStatus).find(([, value]) => value === status)?.[0] ?? 'Init';
