import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { appleFormat } from './apple.ts';
import { bandcampFormat } from './bandcamp.ts';
import { dsrFormat } from './dsr.ts';
import { genericFormat } from './generic.ts';
import type { ParsedItem, SalesFormat } from './types.ts';

export type { ParsedItem, ParseIssue, SalesFormat, SalesLine } from './types.ts';

/** In the order detection tries them: the store formats first, our generic layout last. */
export const salesFormats: SalesFormat[] = [dsrFormat, appleFormat, bandcampFormat, genericFormat];

export function detectFormat(firstLine: string): SalesFormat | null {
  const header = firstLine.replace(/^\uFEFF/, '');
  return salesFormats.find((format) => format.detect(header)) ?? null;
}

function isNodeStream(stream: NodeJS.ReadableStream | AsyncIterable<Uint8Array>): stream is NodeJS.ReadableStream {
  return typeof (stream as NodeJS.ReadableStream).on === 'function';
}

/** The text lines of a UTF-8 file, without line endings (\n or \r\n) and without a leading byte order mark, one at a time. */
export async function* readLines(stream: NodeJS.ReadableStream | AsyncIterable<Uint8Array>): AsyncIterable<string> {
  const input = isNodeStream(stream) ? stream : Readable.from(stream, { objectMode: false });
  const lines = createInterface({ input, crlfDelay: Infinity });
  let first = true;
  try {
    for await (const line of lines) {
      yield first && line.startsWith('\uFEFF') ? line.slice(1) : line;
      first = false;
    }
  } finally {
    lines.close();
  }
}

/**
 * Detects the format from the first non-empty line and parses the whole file with it (header included, so line
 * numbers stay those of the file); null when no format reads the file.
 */
export async function openSalesReport(lines: AsyncIterable<string>): Promise<{ format: SalesFormat; items: AsyncIterable<ParsedItem> } | null> {
  const iterator = lines[Symbol.asyncIterator]();
  const readAhead: string[] = [];
  let firstLine: string | null = null;
  while (firstLine === null) {
    const next = await iterator.next();
    if (next.done) break;
    readAhead.push(next.value);
    if (next.value.trim() !== '') firstLine = next.value;
  }
  const format = firstLine === null ? null : detectFormat(firstLine);
  if (!format) {
    await iterator.return?.();
    return null;
  }
  async function* allLines(): AsyncIterable<string> {
    try {
      yield* readAhead;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    } finally {
      await iterator.return?.();
    }
  }
  return { format, items: format.parse(allLines()) };
}
