import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DataTable } from '../../../components/data-table.tsx';
import { formatCompact } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { dataQuery, routes } from '../api.ts';
import { rangeQuery, type AnalyticsFilters } from '../ranges.ts';
import { Change } from './change.tsx';
import { PAGE_SIZE, pagesOf, SongCell } from './paged-table.tsx';
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
          // On a phone the table scrolls sideways rather than turning into cards: the phone's browser test opens a song from its rows.
          <div data-total={data.total}>
            <DataTable
              testId="an-song-table"
              phone="scroll"
              minWidth={560}
              verticalSpacing={6}
              rows={data.list}
              rowKey={(song) => song.songId}
              rowProps={(song) => ({ 'data-testid': `an-song-${song.songId}` })}
              paging={pagesOf(data.total, page, setPage)}
              columns={[
                { key: 'song', header: t('an_col_song'), cell: (song) => <SongCell song={song} search={search} detail={song.isrc} /> },
                { key: 'streams', header: t('an_streams'), align: 'end', nowrap: true, cell: (song) => formatCompact(song.streams, language) },
                { key: 'change', header: t('an_col_change'), align: 'end', nowrap: true, cell: (song) => <Change value={song.streams} before={song.compareStreams} /> },
                { key: 'creations', header: t('an_creations'), align: 'end', nowrap: true, cell: (song) => formatCompact(song.creations, language) },
                { key: 'videoViews', header: t('an_video_views'), align: 'end', nowrap: true, cell: (song) => formatCompact(song.videoViews, language) },
              ]}
            />
          </div>
        )}
      </Loaded>
    </>
  );
}
