import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { DataPaging } from '../../../components/data-table.tsx';

/** Rows a paged data-insight table asks for at a time. */
export const PAGE_SIZE = 10;

/** The server pages of a data-insight table: the call's total, ten rows a page. */
export const pagesOf = (total: number, page: number, onPage: (page: number) => void): DataPaging => ({ page, total, pageSize: PAGE_SIZE, onPage });

/** A song's cell: its title (and version) linking to its page, the artists and what else is worth a glance under it. */
export function SongCell({ song, search, detail }: { song: { songId: number; title: string; version?: string; artists: string[] }; search: string; detail?: string }) {
  return (
    <>
      <Anchor component={Link} to={`/analytics/track/${song.songId}${search}`} size="sm" fw={500} lineClamp={1}>
        {song.title}
        {song.version ? ` (${song.version})` : ''}
      </Anchor>
      <Text size="xs" c="dimmed" lineClamp={1}>
        {[song.artists.join(', '), detail].filter(Boolean).join(' · ')}
      </Text>
    </>
  );
}
