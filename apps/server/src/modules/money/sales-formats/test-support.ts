import type { ParsedItem, ParseIssue, SalesLine } from './types.ts';

/** The lines of an inline fixture as a parser gets them from readLineBatches: a few lines per batch. */
export async function* linesOf(text: string): AsyncIterable<string[]> {
  const lines = text.split('\n');
  for (let start = 0; start < lines.length; start += 3) yield lines.slice(start, start + 3);
}

export async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const collected: T[] = [];
  for await (const item of items) collected.push(item);
  return collected;
}

export async function parsed(batches: AsyncIterable<ParsedItem[]>): Promise<{ lines: SalesLine[]; issues: ParseIssue[] }> {
  const all = (await collect(batches)).flat();
  return {
    lines: all.flatMap((item) => ('line' in item ? [item.line] : [])),
    issues: all.flatMap((item) => ('issue' in item ? [item.issue] : [])),
  };
}

/** A tab-separated fixture from rows of cells. */
export const tsv = (rows: string[][]) => rows.map((cells) => cells.join('\t')).join('\n');
