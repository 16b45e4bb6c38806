import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock.ts';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';

/**
 * A database to query: the embedded or server database, or a transaction on either (a transaction is a PgDatabase
 * too), so code written for one runs inside the other without a cast.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** PostgreSQL LISTEN: every process connected to the database hears what any of them NOTIFYs. */
  listen(channel: string, handler: (payload: string) => void): Promise<void>;
  notify(channel: string, payload: string): Promise<void>;
  /** PGlite only: the whole data folder as a tarball, to start copies from (`{ memory: true, from }`). */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

/** `from`: an in-memory database starts as a copy of another's dump (`dumpDataDir`), already migrated. */
export type DatabaseOptions = { url: string } | { dataDir: string } | { memory: true; from?: Blob };

/** The migrations folder sits beside the bundled server in production and beside src/ in the repo. */
export function findMigrationsFolder(): string {
  const candidates = [new URL('./migrations', import.meta.url), new URL('../migrations', import.meta.url)];
  for (const candidate of candidates) {
    const path = fileURLToPath(candidate);
    if (existsSync(`${path}/meta/_journal.json`)) return path;
  }
  throw new Error('migrations folder not found');
}

const MIGRATION_LOCK_ID = 727_001;
const LISTEN_RETRY_MS = 500;

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  const migrationsFolder = findMigrationsFolder();
  if ('url' in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
    // An idle connection the server ends (restart, failover, a dropped test database) is already taken out of the
    // pool; without a listener the pool's 'error' event would crash the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const listeners: pg.Client[] = [];
    let closing = false;
    return {
      db,
      kind: 'postgres',
      async listen(channel, handler) {
        // A LISTEN lives on one connection: when the server ends it, listen again on a new one. Notifications sent
        // in between are lost, so listeners must tolerate a gap (the session cache's TTL bounds it).
        const retry = () => {
          if (!closing) setTimeout(() => connect().catch(retry), LISTEN_RETRY_MS).unref();
        };
        const connect = async () => {
          const client = new pg.Client({ connectionString: options.url });
          client.on('notification', (message) => message.channel === channel && handler(message.payload ?? ''));
          client.on('error', () => {
            if (!listeners.includes(client)) return;
            listeners.splice(listeners.indexOf(client), 1);
            client.end().catch(() => {});
            retry();
          });
          try {
            await client.connect();
            await client.query(`LISTEN "${channel.replace(/"/g, '')}"`);
          } catch (error) {
            await client.end().catch(() => {});
            throw error;
          }
          listeners.push(client);
        };
        await connect();
      },
      async notify(channel, payload) {
        await pool.query('select pg_notify($1, $2)', [channel, payload]);
      },
      async migrate() {
        // Several servers may start at once: one migrates while the others wait on the lock.
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
          await migratePg(drizzlePg(client), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
          client.release();
        }
      },
      async close() {
        closing = true;
        await Promise.all(listeners.map((client) => client.end().catch(() => {})));
        await pool.end();
      },
    };
  }
  const unlock = 'dataDir' in options ? lockDataDir(options.dataDir) : () => {};
  const client = 'dataDir' in options ? new PGlite(options.dataDir) : new PGlite(options.from ? { loadDataDir: options.from } : {});
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    async listen(channel, handler) {
      await client.listen(channel, handler);
    },
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    dump: () => client.dumpDataDir('none'),
    async close() {
      await client.close();
      unlock();
    },
  };
}
