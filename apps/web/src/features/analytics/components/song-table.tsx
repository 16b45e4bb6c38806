import { useState } from 'react';
import { Table, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatCompact } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { dataQuery, routes } from '../api.ts';
import { rangeQuery, type AnalyticsFilters } from '../ranges.ts';
import { Change } from './change.tsx';
import { PAGE_SIZE, PagedTable, SongCell } from './paged-table.tsx';
import { Loaded } from './section.tsx';

/** The account's (or one artist's) songs with their streams in the range, searchable by title or ISRC, ten a page. */
export function SongTable({ filters, search, artistId }: { filters: AnalyticsFilters; search: string; artistId?: number }) {
  const { t, i18n } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const query = useQuery(dataQuery(routes.songList, { ...rangeQuery(filters, true), artistId, keyword: keyword.trim() || undefined, count: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }));
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
          <PagedTable
            testId="an-song-table"
            total={data.total}
            page={page}
            onPage={setPage}
            minWidth={560}
            head={
              <>
                <Table.Th>{t('an_col_song')}</Table.Th>
                <Table.Th ta="end">{t('an_streams')}</Table.Th>
                <Table.Th ta="end">{t('an_col_change')}</Table.Th>
                <Table.Th ta="end">{t('an_creations')}</Table.Th>
                <Table.Th ta="end">{t('an_video_views')}</Table.Th>
              </>
            }
          >
            {data.list.map((song) => (
              <Table.Tr key={song.songId} data-testid={`an-song-${song.songId}`}>
                <SongCell song={song} search={search} detail={song.isrc} />
                <Table.Td ta="end">{formatCompact(song.streams, language)}</Table.Td>
                <Table.Td ta="end">
                  <Change value={song.streams} before={song.compareStreams} />
                </Table.Td>
                <Table.Td ta="end">{formatCompact(song.creations, language)}</Table.Td>
                <Table.Td ta="end">{formatCompact(song.videoViews, language)}</Table.Td>
              </Table.Tr>
            ))}
          </PagedTable>
        )}
      </Loaded>
    </>
  );
}
