// Diagnostic (not part of `npm run bench`): the cost of the session lookup every /api call with a `sid` cookie makes
// (apps/server/src/platform/session.ts), split into drizzle's SQL building and PGlite's execution, next to PGlite's
// floor for a trivial query. In-process, single caller, no HTTP.
//
//   npx tsx bench/session-query.ts          PGlite on a temp data folder (as in production)
//   npx tsx bench/session-query.ts memory   in-memory PGlite
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, gt, isNull, sql as rawSql } from 'drizzle-orm';
import { createDatabase } from '../packages/db/src/client.ts';
import { sessions, users } from '../packages/db/src/schema.ts';
import { readConfig } from '../apps/server/src/config.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { seedDefaultGates, seedDemo } from '../apps/server/src/demo/seed-demo.ts';

const mode = process.argv[2] === 'memory' ? 'memory' : 'dir';
const dataDir = mode === 'dir' ? mkdtempSync(join(tmpdir(), 'soundport-bench-query-')) : null;
try {
  const database = await createDatabase(dataDir ? { dataDir } : { memory: true });
  await database.migrate();
  const { services } = await buildApp(readConfig({ ...process.env, LOG_LEVEL: 'silent' }), database);
  await seedDefaultGates(services);
  await seedDemo(services);
  const db = services.db;
  const client = (db as unknown as { $client: { query(sql: string, params?: unknown[]): Promise<unknown>; exec(sql: string): Promise<unknown> } }).$client;
  const [someone] = await db.select({ id: users.id }).from(users).limit(1);
  await db.insert(sessions).values({ tokenHash: 'bench-token-hash', userId: someone.id, expiresAt: new Date(Date.now() + 86_400_000) });

  // The query of session.ts lookup(), built the same way.
  const sessionQuery = () =>
    db
      .select({ user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, 'bench-token-hash'), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
      .limit(1);
  const built = sessionQuery().toSQL();
  const params = built.params.map((p) => (p instanceof Date ? p.toISOString() : p));
  const prepared = db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, rawSql.placeholder('hash')), isNull(sessions.revokedAt), gt(sessions.expiresAt, rawSql.placeholder('now'))))
    .limit(1)
    .prepare('session_lookup');

  async function time(name: string, fn: () => unknown, n = 3000) {
    for (let i = 0; i < 300; i++) await fn();
    const t = performance.now();
    for (let i = 0; i < n; i++) await fn();
    console.log(`  ${name.padEnd(52)} ${(((performance.now() - t) / n) * 1000).toFixed(0).padStart(6)} µs/op`);
  }
  console.log(`Session lookup cost, PGlite ${mode === 'dir' ? 'on disk' : 'in memory'}, node ${process.version}`);
  await time('drizzle: build the SQL only (toSQL)', () => sessionQuery().toSQL());
  await time('drizzle: session + user query (as session.ts)', () => sessionQuery());
  await time('drizzle: same query, .prepare()d once', () => prepared.execute({ hash: 'bench-token-hash', now: new Date() }));
  await time('PGlite client.query, same SQL and params', () => client.query(built.sql, params));
  await time('PGlite client.query("select 1")', () => client.query('select 1'));
  await time('PGlite client.exec("select 1") (simple protocol)', () => client.exec('select 1'));
  await database.close();
} finally {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
