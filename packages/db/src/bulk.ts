import { once } from 'node:events';
import type { Writable } from 'node:stream';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Db } from './client.ts';

export type BulkValue = string | number | bigint | null;

/**
 * Rows written into one table in bulk inside a transaction: COPY FROM STDIN on a PostgreSQL server, COPY from a blob
 * a batch at a time on PGlite (which has no streaming COPY). `streaming` tells that the transaction's connection is busy until end():
 * other queries meanwhile must go through another connection.
 */
export interface BulkWriter {
  readonly streaming: boolean;
  /** Resolves at once unless the database is behind; await it to keep memory flat. */
  write(values: readonly BulkValue[]): Promise<void> | void;
  /** A row already in COPY text form: the columns' copyText separated by tabs (for writers of millions of rows). */
  writeText(row: string): Promise<void> | void;
  end(): Promise<void>;
  /** Gives up the rows: a COPY is failed, so the transaction's connection can roll back. */
  abort(): Promise<void>;
}

const BLOB_ROWS = 20_000;
const COPY_BATCH_ROWS = 1_000;

/** The connection drizzle runs a transaction on (drizzle keeps it as the transaction session's client). */
function connectionOf(tx: Db): { query(text: string, params?: unknown[]): Promise<unknown> } & Partial<pg.PoolClient> {
  return (tx as unknown as { session: { client: never } }).session.client;
}

function rowText(values: readonly BulkValue[]): string {
  let line = copyText(values[0]!);
  for (let index = 1; index < values.length; index++) line += `\t${copyText(values[index]!)}`;
  return line;
}

const NEEDS_ESCAPE = /[\\\t\n\r]/;

// COPY text format: backslash, tab, newline and carriage return escaped; \N for null.
export function copyText(value: BulkValue): string {
  if (value === null) return '\\N';
  if (typeof value !== 'string') return `${value}`;
  return NEEDS_ESCAPE.test(value) ? value.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r') : value;
}

class CopyWriter implements BulkWriter {
  readonly streaming = true;
  private lines: string[] = [];
  private readonly done: Promise<unknown>;

  constructor(private readonly stream: Writable) {
    this.done = new Promise((resolve, reject) => {
      stream.on('finish', resolve);
      stream.on('error', reject);
    });
    // Keeps an early failure from being unhandled; end() reports it.
    this.done.catch(() => {});
  }

  write(values: readonly BulkValue[]) {
    return this.writeText(rowText(values));
  }

  writeText(row: string) {
    this.lines.push(row);
    if (this.lines.length < COPY_BATCH_ROWS) return;
    const flushed = this.stream.write(Buffer.from(`${this.lines.join('\n')}\n`));
    this.lines = [];
    if (!flushed) return Promise.race([once(this.stream, 'drain'), this.done]).then(() => undefined);
  }

  async end() {
    if (this.lines.length) this.stream.write(Buffer.from(`${this.lines.join('\n')}\n`));
    this.lines = [];
    this.stream.end();
    await this.done;
  }

  async abort() {
    this.lines = [];
    if (this.stream.writableFinished || this.stream.destroyed) return;
    this.stream.destroy(new Error('bulk write aborted'));
    await this.done.catch(() => {});
  }
}

/**
 * PGlite has no streaming COPY, but it copies from a blob it is handed (`/dev/blob`): rows are gathered as COPY text
 * and copied a batch at a time, many times faster than INSERTs through its parser.
 */
class BlobCopyWriter implements BulkWriter {
  readonly streaming = false;
  private lines: string[] = [];

  constructor(
    private readonly connection: ReturnType<typeof connectionOf>,
    private readonly table: string,
    private readonly columns: readonly string[],
  ) {}

  write(values: readonly BulkValue[]) {
    return this.writeText(rowText(values));
  }

  writeText(row: string) {
    this.lines.push(row);
    if (this.lines.length >= BLOB_ROWS) return this.flush();
  }

  private async flush() {
    if (this.lines.length === 0) return;
    const blob = new Blob([`${this.lines.join('\n')}\n`]);
    this.lines = [];
    await (this.connection.query as (text: string, params: unknown[], options: { blob: Blob }) => Promise<unknown>)(`copy ${this.table} (${this.columns.join(',')}) from '/dev/blob'`, [], { blob });
  }

  async end() {
    await this.flush();
  }

  async abort() {
    this.lines = [];
  }
}

/** Opens a bulk writer on the transaction `tx`; `table` and `columns` are SQL names written as given. */
export async function openBulkWriter(tx: Db, table: string, columns: readonly string[]): Promise<BulkWriter> {
  const connection = connectionOf(tx);
  if (connection instanceof pg.Client) {
    const stream = connection.query(copyFrom(`copy ${table} (${columns.join(',')}) from stdin`));
    return new CopyWriter(stream);
  }
  return new BlobCopyWriter(connection, table, columns);
}
