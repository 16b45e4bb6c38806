// The export engine's input: a report as typed columns and rows read page by page. Money and analytics exports are
// sources; platform/export/writers.ts writes any source as CSV or Excel.

/** Rows are read from the database this many at a time, never all at once. */
export const PAGE_ROWS = 5_000;

export type ColumnType = 'text' | 'int' | 'money';
export interface Column {
  name: string;
  type: ColumnType;
  /** Excel column width in characters. */
  width: number;
}
/** text and int cells are strings and numbers; money cells are micro-units. */
export type Cell = string | number | bigint;

export interface ReportSource {
  columns: Column[];
  /** How many rows the report will have, for progress. */
  count(): Promise<number>;
  /** The rows in pages of at most PAGE_ROWS, in a stable order (keyset pagination over the grouping key). */
  pages(): AsyncIterable<Cell[][]>;
}
