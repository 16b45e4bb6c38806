/**
 * The total of a page read with `count(*) over ()` (the page and its count in one statement). The window count rides
 * on every row, so a page past the end has no row to carry it: only then are the rows counted on their own.
 */
export async function pageTotal(rows: readonly { total: number | string }[], offset: number, countAll: () => Promise<number | string>): Promise<number> {
  if (rows[0]) return Number(rows[0].total);
  return offset > 0 ? Number(await countAll()) : 0;
}
