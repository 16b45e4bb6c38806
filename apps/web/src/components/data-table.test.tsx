import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ar from '../../../../packages/i18n/locales/ar.json';
import { activateLanguage } from '../lib/translator.ts';
import { renderInApp, setViewport } from '../test/render.tsx';
import { DataTable, type DataColumn } from './data-table.tsx';

interface Song {
  id: number;
  title: string;
  streams: number;
}

const songs: Song[] = [
  { id: 1, title: 'Maré Alta', streams: 300 },
  { id: 2, title: 'Ana', streams: 1200 },
  { id: 3, title: 'Zebra', streams: 50 },
];

const columns: DataColumn<Song>[] = [
  { key: 'title', header: 'Title', cell: (song) => song.title, sortValue: (song) => song.title, testId: 'song-title' },
  { key: 'streams', header: 'Streams', cell: (song) => song.streams.toLocaleString('en'), align: 'end', sortValue: (song) => song.streams },
];

const titles = () => screen.getAllByTestId('song-title').map((cell) => cell.textContent);

afterEach(() => {
  setViewport('desktop');
  activateLanguage('en');
});

describe('the data table', () => {
  it('shows a row per item with its attributes, and sorts by a column up, down and back', async () => {
    const user = userEvent.setup();
    renderInApp(<DataTable columns={columns} rows={songs} rowKey={(song) => song.id} rowProps={(song) => ({ 'data-testid': `song-${song.id}` })} testId="songs" />);
    expect(screen.getByTestId('songs').getAttribute('data-layout')).toBe('table');
    expect(screen.getByTestId('song-2').textContent).toContain('1,200');
    expect(titles()).toEqual(['Maré Alta', 'Ana', 'Zebra']);

    await user.click(screen.getByTestId('sort-streams'));
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.getAttribute('data-testid')),
    ).toEqual(['song-3', 'song-1', 'song-2']);
    expect(screen.getByRole('columnheader', { name: /Streams/ }).getAttribute('aria-sort')).toBe('ascending');
    await user.click(screen.getByTestId('sort-streams'));
    expect(titles()).toEqual(['Ana', 'Maré Alta', 'Zebra']);
    expect(screen.getByRole('columnheader', { name: /Streams/ }).getAttribute('aria-sort')).toBe('descending');
    await user.click(screen.getByTestId('sort-streams'));
    expect(titles()).toEqual(['Maré Alta', 'Ana', 'Zebra']);

    await user.click(screen.getByTestId('sort-title'));
    expect(titles()).toEqual(['Ana', 'Maré Alta', 'Zebra']);
  });

  it('says it is loading, and says so in words when there are no rows', () => {
    const { rerender } = renderInApp(<DataTable columns={columns} rows={undefined} rowKey={(song) => song.id} testId="songs" />);
    expect(screen.getByTestId('songs-loading')).toBeTruthy();
    expect(screen.getByLabelText('Loading…')).toBeTruthy();
    rerender(<DataTable columns={columns} rows={[]} rowKey={(song) => song.id} testId="songs" empty="No songs yet." />);
    expect(screen.getByTestId('songs-empty').textContent).toBe('No songs yet.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('pages on the server: shows the pager only with more than one page, and asks for the page clicked', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    const { rerender } = renderInApp(<DataTable columns={columns} rows={songs} rowKey={(song) => song.id} testId="songs" paging={{ page: 1, total: 3, pageSize: 10, onPage }} />);
    expect(screen.queryByTestId('songs-pager')).toBeNull();
    rerender(<DataTable columns={columns} rows={songs} rowKey={(song) => song.id} testId="songs" paging={{ page: 1, total: 25, pageSize: 10, onPage }} />);
    await user.click(within(screen.getByTestId('songs-pager')).getByRole('button', { name: '3' }));
    expect(onPage).toHaveBeenCalledWith(3);
  });

  it('opens a row when clicked, and shows the totals under the rows', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    renderInApp(
      <DataTable
        columns={columns}
        rows={songs}
        rowKey={(song) => song.id}
        rowProps={(song) => ({ 'data-testid': `song-${song.id}` })}
        onRowClick={onOpen}
        footer={{ title: 'Total', streams: '1,550' }}
        testId="songs"
      />,
    );
    await user.click(screen.getByTestId('song-3'));
    expect(onOpen).toHaveBeenCalledWith(songs[2]);
    expect(screen.getByTestId('songs-footer').textContent).toBe('Total1,550');
  });

  it('on a phone shows a card per row with each column named, the row attributes and the totals kept', () => {
    setViewport('phone');
    renderInApp(<DataTable columns={columns} rows={songs} rowKey={(song) => song.id} rowProps={(song) => ({ 'data-testid': `song-${song.id}` })} footer={{ streams: '1,550' }} testId="songs" />);
    expect(screen.getByTestId('songs').getAttribute('data-layout')).toBe('cards');
    expect(screen.queryByRole('table')).toBeNull();
    const card = screen.getByTestId('song-2');
    expect(within(card).getByText('Streams')).toBeTruthy();
    expect(within(card).getByText('1,200')).toBeTruthy();
    expect(titles()).toEqual(['Maré Alta', 'Ana', 'Zebra']);
    expect(screen.getByTestId('songs-footer').textContent).toBe('Streams1,550');
  });

  it('keeps the phone table when asked to scroll it sideways instead', () => {
    setViewport('phone');
    renderInApp(<DataTable columns={columns} rows={songs} rowKey={(song) => song.id} phone="scroll" testId="songs" />);
    expect(screen.getByTestId('songs').getAttribute('data-layout')).toBe('table');
  });

  it('speaks the reader’s language: the sort control and the empty text are translated', () => {
    activateLanguage('ar');
    const { rerender } = renderInApp(<DataTable columns={columns} rows={songs} rowKey={(song) => song.id} testId="songs" />);
    expect(screen.getByTestId('sort-streams').getAttribute('aria-label')).toBe(ar.table_sort_by.replace('{{column}}', 'Streams'));
    rerender(<DataTable columns={columns} rows={[]} rowKey={(song) => song.id} testId="songs" />);
    expect(screen.getByTestId('songs-empty').textContent).toBe(ar.nothing_found);
  });

  it('shows no header row when no column has a name', () => {
    renderInApp(<DataTable columns={[{ key: 'title', header: '', cell: (song: Song) => song.title }]} rows={songs} rowKey={(song) => song.id} testId="songs" />);
    expect(screen.queryAllByRole('columnheader')).toEqual([]);
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });
});
