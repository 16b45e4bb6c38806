import { useState } from 'react';
import { Anchor, Group, Pagination, ScrollArea, Table, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatCompact } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { dataQuery, routes } from '../api.ts';
import { rangeQuery, type AnalyticsFilters } from '../ranges.ts';
import { Change } from './change.tsx';
import { Loaded } from './section.tsx';

const PAGE = 10;

/** The account's (or one artist's) songs with their streams in the range, searchable by title or ISRC, ten a page. */
export function SongTable({ filters, search, artistId }: { filters: AnalyticsFilters; search: string; artistId?: number }) {
  const { t, i18n } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const query = useQuery(dataQuery(routes.songList, { ...rangeQuery(filters, true), artistId, keyword: keyword.trim() || undefined, count: PAGE, offset: (page - 1) * PAGE }));
  const language = i18n.language;
  return (
    <>
      <TextInput
        size="xs"
        mb="sm"
        maw={320}
        placeholder={t('an_song_search')}
        aria-label={t('an_song_search')}
        value={keyword}
        onChange={(event) => {
          setKeyword(event.currentTarget.value);
          setPage(1);
        }}
        data-testid="an-song-search"
      />
      <Loaded query={query} isEmpty={(data) => data.list.length === 0}>
        {(data) => (
          <>
            <ScrollArea type="auto">
              <Table verticalSpacing={6} miw={560} data-testid="an-song-table" data-total={data.total}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('an_col_song')}</Table.Th>
                    <Table.Th ta="end">{t('an_streams')}</Table.Th>
                    <Table.Th ta="end">{t('an_col_change')}</Table.Th>
                    <Table.Th ta="end">{t('an_creations')}</Table.Th>
                    <Table.Th ta="end">{t('an_video_views')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.list.map((song) => (
                    <Table.Tr key={song.songId} data-testid={`an-song-${song.songId}`}>
                      <Table.Td>
                        <Anchor component={Link} to={`/analytics/track/${song.songId}${search}`} size="sm" fw={500} lineClamp={1}>
                          {song.title}
                          {song.version ? ` (${song.version})` : ''}
                        </Anchor>
                        <Text size="xs" c="dimmed" lineClamp={1}>
                          {song.artists.join(', ')} · {song.isrc}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="end">{formatCompact(song.streams, language)}</Table.Td>
                      <Table.Td ta="end">
                        <Change value={song.streams} before={song.compareStreams} />
                      </Table.Td>
                      <Table.Td ta="end">{formatCompact(song.creations, language)}</Table.Td>
                      <Table.Td ta="end">{formatCompact(song.videoViews, language)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea>
            {data.total > PAGE && (
              <Group justify="flex-end" mt="sm">
                <Pagination size="sm" total={Math.ceil(data.total / PAGE)} value={page} onChange={setPage} data-testid="an-song-pages" />
              </Group>
            )}
          </>
        )}
      </Loaded>
    </>
  );
}
