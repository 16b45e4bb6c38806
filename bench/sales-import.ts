// Import of a generated sales report (matching, commission, splits, statement entries, the ledger posting) on
// PostgreSQL, next to a COPY of the same file into a bare table in the same run (issue 6 section 7).
//
//   npx tsx bench/sales-import.ts                      10,000,000 lines
//   BENCH_LINES=1000000 npx tsx bench/sales-import.ts  a smaller run
//   BENCH_DATABASE_URL   server to create a throw-away database on (default postgres://postgres@127.0.0.1:5432/postgres)
//
// Reported: COPY seconds / import seconds (goal ≥ 0.5) and the process's peak RSS during the import next to its
// RSS before (memory stays flat: the file is streamed and lines are added up per account, track, store, country, month).
import { execFileSync } from 'node:child_process';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { createDatabase } from '../packages/db/src/client.ts';
import { throwawayDatabase } from './throwaway-database.ts';
import { releases, salesImports, tracks, users } from '../packages/db/src/schema.ts';
import { readConfig } from '../apps/server/src/config.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { queueSalesImport, runSalesImport } from '../apps/server/src/modules/money/sales-import.ts';
import { openSalesReport, readLineBatches } from '../apps/server/src/modules/money/sales-formats/index.ts';

const lines = Number(process.env.BENCH_LINES ?? 10_000_000);
const trackCount = 10_000;
const dir = mkdtempSync(join(tmpdir(), 'soundport-bench-sales-'));
const watchdog = setTimeout(() => {
  console.error('sales-import bench: over 40 minutes, stopping');
  process.exit(1);
}, 40 * 60_000);

const isrcOf = (index: number) => `QZBEN26${String(index).padStart(5, '0')}`;

/** A generic-layout report: 1 % of lines name an ISRC we do not distribute; the rest spread over the catalogue. */
async function writeReport(path: string) {
  const out = createWriteStream(path);
  const stores = ['Spotify', 'Apple Music', 'YouTube Music', 'Deezer', 'Amazon Music'];
  const countries = ['US', 'BR', 'GB', 'DE', 'FR', 'JP', 'MX', 'ID', 'CA', 'AU', 'IN', 'ES', 'IT', 'NL', 'SE', 'KR', 'TR', 'PL', 'AR', 'ZA'];
  let seed = 42;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  let chunk = 'reporting_period,sale_period,store,country,isrc,upc,units,currency,revenue\n';
  for (let line = 0; line < lines; line++) {
    const month = 1 + Math.floor(random() * 12);
    const isrc = random() < 0.01 ? `QZNOT26${String(line % 99_999).padStart(5, '0')}` : isrcOf(Math.floor(random() * trackCount));
    const units = 1 + Math.floor(random() * 500);
    const revenue = (units * 0.003 + random() * 0.01).toFixed(6);
    chunk += `2026-12,2025-${String(month).padStart(2, '0')},${stores[line % 5]},${countries[Math.floor(random() * 20)]},${isrc},,${units},USD,${revenue}\n`;
    if (chunk.length > 1 << 20) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.end(chunk);
  await once(out, 'finish');
}

const throwaway = await throwawayDatabase('bench_sales');
const url = throwaway.url;
try {
  const db = await createDatabase({ url });
  await db.migrate();
  const config = readConfig({ ...process.env, LOG_LEVEL: 'silent', DATA_DIR: dir, DATABASE_URL: url, SEED_DEMO: '0' });
  const { services } = await buildApp(config, db);

  const [owner] = await services.db
    .insert(users)
    .values({ email: 'bench-label@example.com', nickname: 'Bench Label', type: 1, region: 'US', language: 'en', inviteCode: 'BENCH001' })
    .returning({ id: users.id });
  const [release] = await services.db
    .insert(releases)
    .values({ ownerUserId: owner!.id, createdByUserId: owner!.id, kind: 'ALBUM', status: 5, isDraft: false, title: 'Bench Catalogue' })
    .returning({ id: releases.id });
  for (let start = 0; start < trackCount; start += 1_000) {
    await services.db.insert(tracks).values(
      Array.from({ length: 1_000 }, (_, offset) => ({
        releaseId: release!.id,
        ownerUserId: owner!.id,
        sequenceNumber: start + offset + 1,
        title: `Track ${start + offset}`,
        isrc: isrcOf(start + offset),
        data: {},
      })),
    );
  }

  const report = join(dir, 'report.csv');
  const generatedAt = Date.now();
  await writeReport(report);
  const size = statSync(report).size;
  console.log(`report: ${lines.toLocaleString('en')} lines, ${(size / 1e6).toFixed(0)} MB, written in ${((Date.now() - generatedAt) / 1000).toFixed(1)} s`);

  await services.db.execute(`create table bench_copy (reporting_period text, sale_period text, store text, country text, isrc text, upc text, units text, currency text, revenue text)` as never);
  const copyStart = Date.now();
  execFileSync('psql', [url, '-q', '-c', `\\copy bench_copy from '${report}' with (format csv, header true)`], { stdio: 'inherit' });
  const copySeconds = (Date.now() - copyStart) / 1000;

  // The floor of any import done in Node: only reading the file and checking its lines, no matching, no database.
  const parseStart = Date.now();
  const parsed = await openSalesReport(readLineBatches(createReadStream(report)));
  let parsedLines = 0;
  for await (const items of parsed!.batches) parsedLines += items.length;
  const parseSeconds = (Date.now() - parseStart) / 1000;
  if (parsedLines !== lines) throw new Error(`parsed ${parsedLines} of ${lines} lines`);

  const { salesImport } = await queueSalesImport(services, { fileName: 'report.csv', source: 'console', rates: {}, content: createReadStream(report) });
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 250);
  const importStart = Date.now();
  await runSalesImport(services, salesImport.id);
  const importSeconds = (Date.now() - importStart) / 1000;
  clearInterval(sampler);
  const [done] = await services.db.select().from(salesImports);
  if (done?.status !== 'done' || done.linesRead !== lines) throw new Error(`import ended ${done?.status} after ${done?.linesRead} lines: ${done?.error}`);

  const ratio = copySeconds / importSeconds;
  console.log(`COPY into a bare table: ${copySeconds.toFixed(1)} s (${Math.round(lines / copySeconds).toLocaleString('en')} lines/s)`);
  console.log(`reading and checking the lines alone, in Node: ${parseSeconds.toFixed(1)} s (copy/parse ratio ${(copySeconds / parseSeconds).toFixed(2)})`);
  console.log(`import: ${importSeconds.toFixed(1)} s (${Math.round(lines / importSeconds).toLocaleString('en')} lines/s), matched ${done.linesMatched}, suspense ${done.linesUnmatched}`);
  console.log(`memory: RSS ${(rssBefore / 1e6).toFixed(0)} MB before, peak ${(rssPeak / 1e6).toFixed(0)} MB during the import`);
  console.log(`copy/import ratio: ${ratio.toFixed(2)} (goal ≥ 0.5) ${ratio >= 0.5 ? 'OK' : 'MISS'}`);
  await db.close();
} finally {
  clearTimeout(watchdog);
  await throwaway.drop();
  rmSync(dir, { recursive: true, force: true });
}
