import { mkdirSync } from 'node:fs';
import { createDatabase } from '@portal/db/client';
import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { startJobRunner } from './platform/jobs.ts';
import { problemLines } from './platform/health.ts';
import { watchSalesInbox } from './modules/money/sales-inbox.ts';
import { watchAnalyticsInbox } from './modules/analytics/analytics-inbox.ts';
import { watchAcknowledgements } from './modules/releases/acknowledgements.ts';
import { demoAccounts, seedDefaultGates, seedDemo } from './demo/seed-demo.ts';

const startedAt = Date.now();
const config = readConfig();
if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
const database = await createDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
await database.migrate();
const { app, services } = await buildApp(config, database);
// What the server lacks is said at start, one line each, before anything fails for it later.
const health = await services.health.refresh();
for (const line of problemLines(health, services.translate)) console.error(line);

await seedDefaultGates(services);
if (config.seedDemo && (await seedDemo(services))) {
  app.log.info('demo data created');
}

const stopJobs = config.jobPollMs > 0 ? startJobRunner(services, config.jobPollMs) : async () => {};
const inboxes =
  config.jobPollMs > 0
    ? [
        ...[watchSalesInbox, watchAnalyticsInbox].map((watch) => watch(services, Math.max(config.jobPollMs, 5_000))),
        // Stores' acknowledgements may sit on remote servers: asked twice a minute, not at every poll.
        watchAcknowledgements(services, Math.max(config.jobPollMs, 30_000)),
      ]
    : [];

const shutdown = async () => {
  for (const stop of inboxes) stop();
  await stopJobs();
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
if (health.problems.length) console.log(`\n${health.problems.length} setup problem(s), listed above and in the operator console's system health panel (/admin).`);
console.log(`\nSoundPort is running on http://localhost:${config.port} using ${where} (ready in ${Date.now() - startedAt} ms)`);
if (config.seedDemo) {
  console.log('Demo accounts (role, email, password):');
  for (const account of demoAccounts) console.log(`  ${account.role.padEnd(16)} ${account.email.padEnd(32)} ${account.password}`);
}
