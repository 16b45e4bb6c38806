import { useState } from 'react';
import { Alert, Badge, Pagination, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ReleaseStatus } from '@portal/domain/enums';
import { useTranslation } from '../../../lib/use-translation.ts';
import { songsQuery } from '../center-api.ts';
import { errorText, pageCount, pageOf, statusColor } from '../promo-text.ts';

const PAGE = 20;

/** The account's songs with their promotion state (and the reason when one is flagged as a copyright risk). */
export function SongsTab() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const { data, error } = useQuery(songsQuery({ search: search.trim(), ...pageOf(page, PAGE) }));
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
      ) : !data ? (
        <Skeleton height={160} />
      ) : data.songs.length === 0 ? (
        <Text c="dimmed">{t('promo_songs_empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('promo_songs_col_song')}</Table.Th>
                <Table.Th>{t('promo_songs_col_release')}</Table.Th>
                <Table.Th>{t('promo_songs_col_state')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.songs.map((song) => (
                <Table.Tr key={song.songId} data-testid="promo-song" data-state={song.promotionState}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {song.version ? `${song.title} (${song.version})` : song.title}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {song.artists}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{song.albumTitle}</Text>
                    <Text size="xs" c="dimmed">
                      {t(`release_status_${statusName(song.releaseStatus)}`)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={statusColor[song.promotionState]} variant="light" data-testid="promo-song-state">
                      {t(`promo_state_${song.promotionState}`)}
                    </Badge>
                    {song.riskReason && (
                      <Text size="xs" c="red" mt={4}>
                        {song.riskReason}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {data && data.total > PAGE && <Pagination total={pageCount(data.total, PAGE)} value={page} onChange={setPage} size="sm" style={{ alignSelf: 'center' }} />}
    </Stack>
  );
}

const statusName = (status: number) => Object.entries(ReleaseStatus).find(([, value]) => value === status)?.[0] ?? 'Init';
