// Verification of an Excel bulk import (issue 10 section 3): a filled template of 1,000 releases and 10,000 tracks
// read and checked by the batch task's verification job (runVerification: the Excel reader, one task row per release,
// the files, validateRelease with the account's rules, UPCs and ISRCs against the task and the catalogue) on
// PostgreSQL. Goal: under 30 s, peak memory under 1 GB.
//
//   node --expose-gc --import tsx bench/bulk-import.ts
//   BENCH_RELEASES=200 node --import tsx bench/bulk-import.ts   a smaller run (10 tracks each)
//   BENCH_DATABASE_URL   server to create a throw-away database on (default postgres://postgres@127.0.0.1:5432/postgres)
//
// Baseline in the same run: exceljs' streaming reader going over every row and cell of the same workbook (the least
// any reader of it does), measured before and after the verification; the ratio is verification / baseline. Also
// printed, as diagnostics: the Excel reader alone, and the reader plus validateRelease of every release in memory.
//
// Audio and artwork are named by file name as the template asks, and no zip is uploaded: every track's audio and
// every cover is looked up, found missing and reported (one finding per track and per release). So every row is read
// and verified and every file reference resolved, without timing the storage of 10,000 WAV files, which is the
// upload's cost, not verification's (bench/upload.mjs measures that).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { createDatabase } from '../packages/db/src/client.ts';
import { batchTaskRows, batchTasks, uploadedFiles, users } from '../packages/db/src/schema.ts';
import type { RowFinding } from '../packages/domain/src/bulk-import/model.ts';
import { availablePlatforms, defaultPlatformRules } from '../packages/domain/src/catalog/platforms.ts';
import { makeIsrc, makeUpc } from '../packages/domain/src/release/identifiers.ts';
import { PublishingContractType, type ReleaseRuleContext } from '../packages/domain/src/release/model.ts';
import { validateRelease } from '../packages/domain/src/release/validate.ts';
import { UserType } from '../packages/domain/src/enums.ts';
import { createTranslator } from '../packages/i18n/src/translate.ts';
import { loadCatalog } from '../packages/i18n/src/node-catalogs.ts';
import { readConfig } from '../apps/server/src/config.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { createTask, taskActor } from '../apps/server/src/modules/batch-import/tasks.ts';
import { runVerification } from '../apps/server/src/modules/batch-import/verify.ts';
import { fillTemplate, type FilledRow } from '../apps/server/src/modules/batch-import/excel/fill-template.ts';
import { headerIndex } from '../apps/server/src/modules/batch-import/excel/headers.ts';
import { readWorkbook } from '../apps/server/src/modules/batch-import/excel/read-excel.ts';
import { buildExcelTemplate } from '../apps/server/src/modules/batch-import/excel/template.ts';
import { throwawayDatabase } from './throwaway-database.ts';

const GOAL_S = 30;
const MEMORY_GOAL_MB = 1024;
const releaseCount = Number(process.env.BENCH_RELEASES ?? 1_000);
const TRACKS_EACH = 10;
const dir = mkdtempSync(join(tmpdir(), 'soundport-bench-bulk-'));
const watchdog = setTimeout(() => {
  console.error('bulk-import bench: over 15 minutes, stopping');
  process.exit(1);
}, 15 * 60_000);

const translate = createTranslator(loadCatalog);
const genres = [
  ['Pop', 'Dance Pop'],
  ['Alternative', 'Indie Rock'],
  ['Electronic', 'Synthwave'],
  ['Hip-Hop/Rap', 'Trap'],
  ['Jazz', ''],
];
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const verse = 'Driving through the city lights, a long way home tonight\n'.repeat(12);

/** A label's catalogue as it would fill the template: every release an album of ten tracks, most columns used. */
function catalogue(): { releases: FilledRow[]; tracks: FilledRow[] } {
  const releases: FilledRow[] = [];
  const tracks: FilledRow[] = [];
  for (let index = 0; index < releaseCount; index++) {
    const [genre, subgenre] = genres[index % genres.length]!;
    const artist = `Artist ${index % 97}`;
    releases.push({
      releaseNo: `R${index + 1}`,
      kind: 'Album',
      title: `Catalogue Album ${index + 1}`,
      primaryArtists: artist,
      language: 'English (en)',
      mainGenre: genre!,
      ...(subgenre ? { subGenre: subgenre } : {}),
      recordLabel: 'Bench Records',
      publishers: 'Bench Publishing',
      upc: makeUpc('0614141', index),
      previouslyReleased: 'No',
      releaseDate: day(30 + (index % 200)),
      releaseClock: '00:00',
      timezone: 'America/New_York',
      releaseTimeType: 'Local',
      optInPrerelease: 'No',
      territories: 'Worldwide',
      cover: `covers/r${index + 1}.jpg`,
    });
    for (let number = 1; number <= TRACKS_EACH; number++) {
      tracks.push({
        releaseNo: `R${index + 1}`,
        sequenceNumber: number,
        audio: `audio/r${index + 1}-t${number}.wav`,
        title: `Song ${number} of Album ${index + 1}`,
        primaryArtists: artist,
        ...(number === 3 ? { featuredArtists: `Guest ${index % 31}` } : {}),
        isInstrumental: 'No',
        explicitness: 'Not explicit',
        lyricsLanguage: 'English (en)',
        lyrics: verse,
        lyricists: 'Ada Brook',
        songwriters: 'Ada Brook; Sam Reed',
        isrc: makeIsrc('US', 'BNH', 26, index * TRACKS_EACH + number),
        publishingPercentage: 100,
        existPublisher: 'Yes',
        optInPromote: 'Yes',
        contributor1Role: 'Vocalist',
        contributor1Names: artist,
        production1Role: 'Producer',
        production1Names: 'Kai Moreno',
      });
    }
  }
  return { releases, tracks };
}

/** The baseline: exceljs' streaming reader over every row and cell, doing nothing with them. */
async function exceljsPass(bytes: Buffer) {
  const started = performance.now();
  let cells = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(bytes), { worksheets: 'emit', sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', entries: 'ignore' });
  for await (const sheet of reader) for await (const row of sheet) row.eachCell(() => cells++);
  return { seconds: (performance.now() - started) / 1000, cells };
}

const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));

const throwaway = await throwawayDatabase('bench_bulk');
try {
  const generatedAt = performance.now();
  const rows = catalogue();
  const workbook = await fillTemplate(await buildExcelTemplate((key, values) => translate('en', key, values)), rows);
  console.log(
    `workbook: ${releaseCount.toLocaleString('en')} releases, ${rows.tracks.length.toLocaleString('en')} tracks, ${(workbook.length / 1e6).toFixed(1)} MB, made in ${((performance.now() - generatedAt) / 1000).toFixed(1)} s`,
  );

  const db = await createDatabase({ url: throwaway.url });
  await db.migrate();
  const config = readConfig({ ...process.env, LOG_LEVEL: 'silent', DATA_DIR: dir, DATABASE_URL: throwaway.url, SEED_DEMO: '0' });
  const { services } = await buildApp(config, db);
  const [label] = await services.db
    .insert(users)
    .values({ email: 'bench-bulk@example.com', nickname: 'Bench Label', type: UserType.LABEL, region: 'US', language: 'en', inviteCode: 'BENCHBLK' })
    .returning();
  const objectKey = `batch/${label!.id}/catalogue.xlsx`;
  await services.files.put(objectKey, workbook, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  await services.db.insert(uploadedFiles).values({
    id: 'bench-catalogue',
    userId: label!.id,
    kind: 'batch',
    objectKey,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    size: workbook.length,
    meta: { format: 'XLSX', fileName: 'catalogue.xlsx' },
  });
  const actor = await taskActor(services, { userId: label!.id, createdByUserId: label!.id });
  const task = await createTask(services, actor, { method: 'EXCEL', fileId: 'bench-catalogue', target: 'DRAFT' });

  const before = await exceljsPass(workbook);

  global.gc?.();
  // RSS keeps what generating the workbook took (the allocator does not hand it back), so the JS heap is shown too.
  const heapOf = () => {
    const usage = process.memoryUsage();
    return usage.heapUsed + usage.external;
  };
  const rssBefore = process.memoryUsage().rss;
  const heapBefore = heapOf();
  let rssPeak = rssBefore;
  let heapPeak = heapBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    heapPeak = Math.max(heapPeak, heapOf());
  }, 50);
  const verifyStarted = performance.now();
  const cpuBefore = process.cpuUsage();
  await runVerification(services, task.taskId);
  const verifySeconds = (performance.now() - verifyStarted) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  clearInterval(sampler);
  rssPeak = Math.max(rssPeak, process.memoryUsage().rss);

  const after = await exceljsPass(workbook);
  const baseline = (before.seconds + after.seconds) / 2;

  // Diagnostics: the reader alone, then the reader and the release rules without the database.
  const readStarted = performance.now();
  const read = await readWorkbook(workbook, {
    file: 'catalogue.xlsx',
    headers: headerIndex(translate),
    offeredStores: availablePlatforms(defaultPlatformRules, { region: 'US', source: 0, flags: {} }),
  });
  const readSeconds = (performance.now() - readStarted) / 1000;
  const context = (kind: 'ALBUM' | 'SINGLE'): ReleaseRuleContext => ({
    now: Date.now(),
    kind,
    trackLimit: 100,
    availableStores: availablePlatforms(defaultPlatformRules, { region: 'US', source: 0, flags: {} }),
    user: {
      isLabel: true,
      allowLicense: false,
      enforceCoverRestriction: true,
      enforceRemixRestriction: true,
      enableOptInFullTrack: false,
      publishingContractType: PublishingContractType.PUBLISHING_AND_RECORDING,
    },
  });
  const rulesStarted = performance.now();
  for (const release of read.releases)
    validateRelease(
      release.album,
      release.tracks.map((track) => track.input),
      context(release.kind),
    );
  const rulesSeconds = (performance.now() - rulesStarted) / 1000;
  if (read.fileIssues.length || read.releases.some((release) => release.readIssues.length)) throw new Error(`the reader found problems: ${JSON.stringify(read.fileIssues.slice(0, 3))}`);

  const [done] = await services.db.select().from(batchTasks).where(eq(batchTasks.id, task.taskId));
  const findingRows = await services.db.select({ findings: batchTaskRows.findings, trackCount: batchTaskRows.trackCount }).from(batchTaskRows).where(eq(batchTaskRows.taskId, task.taskId));
  const byKey = new Map<string, number>();
  for (const row of findingRows)
    for (const finding of row.findings as RowFinding[]) byKey.set(`${finding.field}: ${finding.messageKey}`, (byKey.get(`${finding.field}: ${finding.messageKey}`) ?? 0) + 1);
  const trackRows = findingRows.reduce((sum, row) => sum + row.trackCount, 0);
  if (findingRows.length !== releaseCount || trackRows !== rows.tracks.length) throw new Error(`verified ${findingRows.length} releases, ${trackRows} tracks`);

  console.log(`task: ${done!.status}, ${findingRows.length.toLocaleString('en')} releases and ${trackRows.toLocaleString('en')} tracks verified; findings:`);
  for (const [key, count] of [...byKey].sort((a, b) => b[1] - a[1])) console.log(`  ${count.toLocaleString('en').padStart(7)}  ${key}`);
  console.log(`baseline, exceljs streaming over every cell (${before.cells.toLocaleString('en')} cells): ${before.seconds.toFixed(2)} s before, ${after.seconds.toFixed(2)} s after`);
  console.log(`diagnostics: Excel reader alone ${readSeconds.toFixed(2)} s; validateRelease of every release in memory ${rulesSeconds.toFixed(2)} s`);
  console.log(`verification (runVerification): ${verifySeconds.toFixed(1)} s, ${(verifySeconds / baseline).toFixed(1)}× the baseline (goal < ${GOAL_S} s) ${verifySeconds < GOAL_S ? 'OK' : 'MISS'}`);
  console.log(`  of which this process's CPU: ${cpuSeconds.toFixed(1)} s (the rest: waiting on PostgreSQL, or on other work on the machine — load average ${loadavg()[0]!.toFixed(1)})`);
  console.log(`memory: RSS ${mb(rssBefore)} MB before, peak ${mb(rssPeak)} MB during verification (goal < ${MEMORY_GOAL_MB} MB) ${mb(rssPeak) < MEMORY_GOAL_MB ? 'OK' : 'MISS'}`);
  console.log(`  JS heap + external: ${mb(heapBefore)} MB before, peak ${mb(heapPeak)} MB during verification`);
  await db.close();
} finally {
  clearTimeout(watchdog);
  await throwaway.drop();
  rmSync(dir, { recursive: true, force: true });
}
