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

const LINE_BREAK = /\r\n|\n|\r/;

/**
 * The text lines of a UTF-8 file, without line endings (\n, \r\n or \r) and without a leading byte order mark, a
 * batch of lines per chunk read: parsers loop over a batch without a promise per line.
 */
export async function* readLineBatches(stream: NodeJS.ReadableStream | AsyncIterable<Uint8Array>): AsyncIterable<string[]> {
  const input = isNodeStream(stream) ? stream : Readable.from(stream, { objectMode: false });
  const decoder = new TextDecoder('utf-8');
  let rest = '';
  let atStart = true;
  for await (const chunk of input) {
    let text = rest + decoder.decode(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Uint8Array), { stream: true });
    if (atStart && text !== '') {
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      atStart = false;
    }
    // A chunk ending in \r may end in the first half of \r\n: that \r waits for the next chunk.
    const heldBack = text.endsWith('\r') ? 1 : 0;
    const lines = text.slice(0, text.length - heldBack).split(LINE_BREAK);
    rest = lines.pop()! + (heldBack ? '\r' : '');
    if (lines.length > 0) yield lines;
  }
  const last = (rest + decoder.decode()).split(LINE_BREAK);
  if (last[last.length - 1] === '') last.pop();
  if (atStart && last.length > 0 && last[0]!.charCodeAt(0) === 0xfeff) last[0] = last[0]!.slice(1);
  if (last.length > 0) yield last;
}

/** The text lines of a UTF-8 file one at a time (see readLineBatches). */
export async function* readLines(stream: NodeJS.ReadableStream | AsyncIterable<Uint8Array>): AsyncIterable<string> {
  for await (const batch of readLineBatches(stream)) yield* batch;
}

/**
 * Detects the format from the first non-empty line and parses the whole file with it (header included, so line
 * numbers stay those of the file); null when no format reads the file.
 */
export async function openSalesReport(batches: AsyncIterable<string[]>): Promise<{ format: SalesFormat; batches: AsyncIterable<ParsedItem[]> } | null> {
  const iterator = batches[Symbol.asyncIterator]();
  const readAhead: string[][] = [];
  let firstLine: string | undefined;
  while (firstLine === undefined) {
    const next = await iterator.next();
    if (next.done) break;
    readAhead.push(next.value);
    firstLine = next.value.find((line) => line.trim() !== '');
  }
  const format = firstLine === undefined ? null : detectFormat(firstLine);
  if (!format) {
    await iterator.return?.();
    return null;
  }
  async function* allBatches(): AsyncIterable<string[]> {
    try {
      yield* readAhead;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    } finally {
      await iterator.return?.();
    }
  }
  return { format, batches: format.parse(allBatches()) };
}
