import { useState, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { Card, Center, Group, Loader, Pagination, ScrollArea, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useIsMobile } from '../hooks/use-is-mobile.ts';
import { useTranslation } from '../lib/use-translation.ts';

export interface DataColumn<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Logical alignment: `end` is right in left-to-right pages and left in right-to-left ones. */
  align?: 'start' | 'end' | 'center';
  /** Keeps the cell on one line (amounts, dates). */
  nowrap?: boolean;
  width?: number | string;
  /** Makes the column sortable in the browser, by this value. */
  sortValue?: (row: Row) => string | number | bigint;
  /** Left out of a row's card on a phone (the card's own layout shows it, or it adds nothing there). */
  hideInCard?: boolean;
  /** The cell's data-testid. */
  testId?: string | ((row: Row) => string);
}

export interface DataPaging {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}

type RowAttributes = HTMLAttributes<HTMLElement> & { [data: `data-${string}`]: string | number | boolean | undefined };

export interface DataTableProps<Row> {
  columns: DataColumn<Row>[];
  /** Undefined while loading. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string | number;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  loading?: boolean;
  /** Server-side pages: the pager shows under the table when there is more than one. */
  paging?: DataPaging;
  /** Attributes of each row (its data-testid, data-state…), on the table row and on the phone's card alike. */
  rowProps?: (row: Row) => RowAttributes;
  /** Opens the row: the whole row (and card) is clickable. */
  onRowClick?: (row: Row) => void;
  /** A phone's card of a row, when the default (each column's header and value) is not the best one. */
  renderCard?: (row: Row) => ReactNode;
  /** A totals row under the body, by column key (a last card on a phone). */
  footer?: Partial<Record<string, ReactNode>>;
  /** `cards` on a phone by default; `scroll` keeps the table and scrolls it sideways. */
  phone?: 'cards' | 'scroll';
  minWidth?: number;
  testId?: string;
  striped?: boolean;
  verticalSpacing?: 'xs' | 'sm' | 'md' | number;
  layout?: 'auto' | 'fixed';
}

type SortState = { key: string; direction: 'ascending' | 'descending' } | null;

const compare = (a: string | number | bigint, b: string | number | bigint) => (typeof a === 'string' && typeof b === 'string' ? a.localeCompare(b) : a < b ? -1 : a > b ? 1 : 0);

function sorted<Row>(rows: readonly Row[], columns: DataColumn<Row>[], sort: SortState): readonly Row[] {
  const column = sort && columns.find((candidate) => candidate.key === sort.key);
  if (!sort || !column?.sortValue) return rows;
  const value = column.sortValue;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => sign * compare(value(a), value(b)));
}

const testIdOf = <Row,>(column: DataColumn<Row>, row: Row) => (typeof column.testId === 'function' ? column.testId(row) : column.testId);
const cellStyle = (column: DataColumn<unknown>): CSSProperties | undefined => (column.nowrap ? { whiteSpace: 'nowrap' } : undefined);

function SortHeader<Row>({ column, sort, onSort }: { column: DataColumn<Row>; sort: SortState; onSort: (key: string) => void }) {
  const { t } = useTranslation();
  const active = sort?.key === column.key ? sort.direction : null;
  return (
    <UnstyledButton
      onClick={() => onSort(column.key)}
      fw={700}
      fz="sm"
      data-testid={`sort-${column.key}`}
      aria-label={t('table_sort_by', { column: typeof column.header === 'string' ? column.header : column.key })}
    >
      <Group gap={4} wrap="nowrap" justify={column.align === 'end' ? 'flex-end' : 'flex-start'}>
        {column.header}
        <Text span size="xs" c={active ? undefined : 'dimmed'} aria-hidden>
          {active === 'descending' ? '▼' : active === 'ascending' ? '▲' : '↕'}
        </Text>
      </Group>
    </UnstyledButton>
  );
}

/** A row on a phone: each column's header and value, one under the other (the header on the reading side). */
function DefaultCard<Row>({ row, columns }: { row: Row; columns: DataColumn<Row>[] }) {
  return (
    <Stack gap={4}>
      {columns
        .filter((column) => !column.hideInCard)
        .map((column) => (
          <Group key={column.key} justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
            {column.header !== '' && column.header !== null && (
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                {column.header}
              </Text>
            )}
            <div style={{ minWidth: 0, textAlign: 'end', overflowWrap: 'anywhere' }} data-testid={testIdOf(column, row)}>
              {column.cell(row)}
            </div>
          </Group>
        ))}
    </Stack>
  );
}

/**
 * The one table of the app: sortable columns (in the browser, for columns that say how), server pages, empty and
 * loading states, and on a phone one card per row instead of a table too wide to read. Alignment is logical, so a
 * right-to-left page mirrors it.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { columns, rows, rowKey, empty, loading, paging, rowProps, onRowClick, renderCard, footer, phone = 'cards', minWidth, testId, striped, verticalSpacing = 'xs', layout } = props;
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const [sort, setSort] = useState<SortState>(null);
  const onSort = (key: string) => setSort((current) => (current?.key !== key ? { key, direction: 'ascending' } : current.direction === 'ascending' ? { key, direction: 'descending' } : null));

  if (rows === undefined || (loading && rows.length === 0)) {
    return (
      <Center py="lg" data-testid={testId ? `${testId}-loading` : undefined}>
        <Loader size="sm" aria-label={t('loading')} />
      </Center>
    );
  }
  const pager = paging && paging.total > paging.pageSize && (
    <Group justify="flex-end" mt="sm">
      <Pagination size="sm" total={Math.ceil(paging.total / paging.pageSize)} value={paging.page} onChange={paging.onPage} data-testid={testId ? `${testId}-pager` : undefined} />
    </Group>
  );
  if (rows.length === 0) {
    return (
      <>
        <Text size="sm" c="dimmed" py="sm" data-testid={testId ? `${testId}-empty` : undefined}>
          {empty ?? t('nothing_found')}
        </Text>
        {pager}
      </>
    );
  }
  const shown = sorted(rows, columns, sort);
  // A list whose columns need no names (a console queue of cards in rows) shows no empty header row.
  const hasHeaders = columns.some((column) => column.header !== '' && column.header !== null && column.header !== undefined);

  if (isMobile && phone === 'cards') {
    return (
      <>
        <Stack gap="xs" data-testid={testId} data-layout="cards">
          {shown.map((row) => {
            const content = renderCard ? renderCard(row) : <DefaultCard row={row} columns={columns} />;
            return (
              <Card
                key={rowKey(row)}
                withBorder
                padding="sm"
                radius="md"
                {...rowProps?.(row)}
                onClick={onRowClick ? () => onRowClick(row) : undefined}
                style={onRowClick ? { cursor: 'pointer' } : undefined}
              >
                {content}
              </Card>
            );
          })}
          {footer && (
            <Card withBorder padding="sm" radius="md" data-testid={testId ? `${testId}-footer` : undefined}>
              <DefaultCard
                row={footer}
                columns={columns
                  .filter((column) => column.key in footer)
                  .map((column) => ({ key: column.key, header: column.header, cell: (totals: Partial<Record<string, ReactNode>>) => <strong>{totals[column.key]}</strong> }))}
              />
            </Card>
          )}
        </Stack>
        {pager}
      </>
    );
  }

  const table = (
    <Table verticalSpacing={verticalSpacing} horizontalSpacing="xs" striped={striped} highlightOnHover={!!onRowClick} layout={layout} miw={minWidth} data-testid={testId} data-layout="table">
      <Table.Thead hidden={!hasHeaders}>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th
              key={column.key}
              ta={column.align}
              w={column.width}
              style={cellStyle(column as DataColumn<unknown>)}
              aria-sort={column.sortValue ? (sort?.key === column.key ? sort.direction : 'none') : undefined}
            >
              {column.sortValue ? <SortHeader column={column} sort={sort} onSort={onSort} /> : column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {shown.map((row) => (
          <Table.Tr key={rowKey(row)} {...rowProps?.(row)} onClick={onRowClick ? () => onRowClick(row) : undefined} style={onRowClick ? { cursor: 'pointer' } : undefined}>
            {columns.map((column) => (
              <Table.Td key={column.key} ta={column.align} style={cellStyle(column as DataColumn<unknown>)} data-testid={testIdOf(column, row)}>
                {column.cell(row)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
      {footer && (
        <Table.Tfoot data-testid={testId ? `${testId}-footer` : undefined}>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} ta={column.align} style={cellStyle(column as DataColumn<unknown>)}>
                {footer[column.key]}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Tfoot>
      )}
    </Table>
  );
  return (
    <>
      <ScrollArea type="auto">{table}</ScrollArea>
      {pager}
    </>
  );
}
