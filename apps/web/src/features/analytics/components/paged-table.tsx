import type { ReactNode } from 'react';
import { Anchor, Group, Pagination, ScrollArea, Table, Text } from '@mantine/core';
import { Link } from 'react-router';

/** Rows a paged data-insight table asks for at a time. */
export const PAGE_SIZE = 10;

/** A table of one page of a paged call: it scrolls sideways on a phone, with the pages under it. */
export function PagedTable({
  head,
  total,
  page,
  onPage,
  minWidth,
  testId,
  children,
}: {
  head: ReactNode;
  total: number;
  page: number;
  onPage: (page: number) => void;
  minWidth: number;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <>
      <ScrollArea type="auto">
        <Table verticalSpacing={6} miw={minWidth} data-testid={testId} data-total={total}>
          <Table.Thead>
            <Table.Tr>{head}</Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </ScrollArea>
      {total > PAGE_SIZE && (
        <Group justify="flex-end" mt="sm">
          <Pagination size="sm" total={Math.ceil(total / PAGE_SIZE)} value={page} onChange={onPage} />
        </Group>
      )}
    </>
  );
}

/** A song's cell: its title (and version) linking to its page, the artists and what else is worth a glance under it. */
export function SongCell({ song, search, detail }: { song: { songId: number; title: string; version?: string; artists: string[] }; search: string; detail?: string }) {
  return (
    <Table.Td>
      <Anchor component={Link} to={`/analytics/track/${song.songId}${search}`} size="sm" fw={500} lineClamp={1}>
        {song.title}
        {song.version ? ` (${song.version})` : ''}
      </Anchor>
      <Text size="xs" c="dimmed" lineClamp={1}>
        {[song.artists.join(', '), detail].filter(Boolean).join(' · ')}
      </Text>
    </Table.Td>
  );
}
