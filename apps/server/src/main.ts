import { mkdirSync } from 'node:fs';
import { createDatabase } from '@portal/db/client';
import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { startJobRunner } from './platform/jobs.ts';
import { watchSalesInbox } from './modules/money/sales-inbox.ts';
import { watchAnalyticsInbox } from './modules/analytics/analytics-inbox.ts';
import { demoAccounts, seedDefaultGates, seedDemo } from './demo/seed-demo.ts';

const startedAt = Date.now();
const config = readConfig();
if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
const database = await createDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
await database.migrate();
const { app, services } = await buildApp(config, database);

await seedDefaultGates(services);
if (config.seedDemo && (await seedDemo(services))) {
  app.log.info('demo data created');
}

const stopJobs = config.jobPollMs > 0 ? startJobRunner(services, config.jobPollMs) : async () => {};
const inboxes = config.jobPollMs > 0 ? [watchSalesInbox, watchAnalyticsInbox].map((watch) => watch(services, Math.max(config.jobPollMs, 5_000))) : [];

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
console.log(`\nSoundPort is running on http://localhost:${config.port} using ${where} (ready in ${Date.now() - startedAt} ms)`);
if (config.seedDemo) {
  console.log('Demo accounts (role, email, password):');
  for (const account of demoAccounts) console.log(`  ${account.role.padEnd(16)} ${account.email.padEnd(32)} ${account.password}`);
}
