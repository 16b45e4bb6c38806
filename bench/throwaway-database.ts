import pg from 'pg';

/**
 * A database created for one benchmark run on the server BENCH_DATABASE_URL names (default the local PostgreSQL's
 * `postgres` database); drop() removes it, whatever the run left.
 */
export async function throwawayDatabase(prefix: string) {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `${prefix}_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`).catch(() => {}) };
}
