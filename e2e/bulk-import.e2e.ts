import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import type { Browser, Download, Page } from 'playwright-core';
import sharp from 'sharp';
import { ReleaseStatus } from '@portal/domain/enums';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import yazl from 'yazl';
import { EXCEL_FIRST_DATA_ROW, EXCEL_HEADER_ROW, EXCEL_SHEETS, RELEASE_COLUMNS, TRACK_COLUMNS, slotHeaderSuffix, type ExcelColumn } from '../packages/domain/src/bulk-import/excel-layout.ts';
import { toneWav } from '../apps/server/src/test/releases.ts';
import { launchChromium, newPage, DEMO_PASSWORD } from './support/browser.ts';
import { ApiSession, DEMO, expectPath, expectText, regionName, text, visible, watchPageErrors } from './support/app.ts';

const screens = fileURLToPath(new URL('../.tmp/screens/', import.meta.url));

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const DAY = 86_400_000;
const isoDay = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString().slice(0, 10);
const stamp = Date.now().toString(36).slice(-5);
const BAD_ISRC = 'US-BAD-1';

/** The label's catalogue: three releases; the single "Low Tide" carries an ISRC that is not one. */
const RELEASES = [
  { no: 'R1', kind: 'Single', title: `Harbor Nights ${stamp}`, artist: 'Mara Quinn', colour: '#1d4e89', tracks: [{ title: 'Harbor Nights', isrc: '' }] },
  {
    no: 'R2',
    kind: 'Album',
    title: `Salt and Signal ${stamp}`,
    artist: 'The Tide Lines',
    colour: '#7a1f5c',
    tracks: [
      { title: 'Salt', isrc: '' },
      { title: 'Signal', isrc: '' },
    ],
  },
  { no: 'R3', kind: 'Single', title: `Low Tide ${stamp}`, artist: 'Ana Torres', colour: '#2f7a3b', tracks: [{ title: 'Low Tide', isrc: BAD_ISRC }] },
] as const;

const audioName = (release: string, index: number) => `audio/${release.toLowerCase()}-${index + 1}.wav`;
const coverName = (release: string) => `covers/${release.toLowerCase()}.png`;

async function bytesOf(download: Download): Promise<Buffer> {
  return readFile((await download.path())!);
}

/** Clicks something that downloads a file and returns the file's name and bytes. */
async function downloadBy(page: Page, testId: string): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).first().click()]);
  return { name: download.suggestedFilename(), bytes: await bytesOf(download) };
}

/** The column numbers of a data sheet, found by their English headers in row 1 (as the template writes them). */
function columnsOf(sheet: ExcelJS.Worksheet, columns: readonly ExcelColumn[], language = 'en'): Map<string, number> {
  const byHeader = new Map<string, number>();
  sheet.getRow(EXCEL_HEADER_ROW).eachCell((cell, number) => byHeader.set(String(cell.value).trim(), number));
  const found = new Map<string, number>();
  for (const column of columns) {
    const number = byHeader.get(`${text(column.header, language)}${slotHeaderSuffix(column)}`);
    if (number === undefined) throw new Error(`template has no column ${column.key}`);
    found.set(column.key, number);
  }
  return found;
}

function writeRow(sheet: ExcelJS.Worksheet, columns: Map<string, number>, row: number, values: Record<string, string | number>) {
  for (const [key, value] of Object.entries(values)) sheet.getRow(row).getCell(columns.get(key)!).value = value;
}

/** Fills the downloaded template as a label would: one row per release, one per track. */
async function fillTemplate(template: Buffer, language = 'en'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template as unknown as ArrayBuffer);
  const releases = workbook.getWorksheet(EXCEL_SHEETS.releases)!;
  const tracks = workbook.getWorksheet(EXCEL_SHEETS.tracks)!;
  const releaseColumns = columnsOf(releases, RELEASE_COLUMNS, language);
  const trackColumns = columnsOf(tracks, TRACK_COLUMNS, language);
  let trackRow = EXCEL_FIRST_DATA_ROW;
  RELEASES.forEach((release, index) => {
    writeRow(releases, releaseColumns, EXCEL_FIRST_DATA_ROW + index, {
      releaseNo: release.no,
      kind: release.kind,
      title: release.title,
      primaryArtists: release.artist,
      language: 'English (en)',
      mainGenre: 'Pop',
      recordLabel: 'Harbor Lights Records',
      publishers: 'Harbor Lights Publishing',
      previouslyReleased: 'No',
      releaseDate: isoDay(21 * DAY),
      releaseClock: '00:00',
      timezone: 'UTC',
      releaseTimeType: 'Global',
      optInPrerelease: 'No',
      cover: coverName(release.no),
    });
    release.tracks.forEach((track, trackIndex) => {
      writeRow(tracks, trackColumns, trackRow++, {
        releaseNo: release.no,
        sequenceNumber: trackIndex + 1,
        audio: audioName(release.no, trackIndex),
        title: track.title,
        primaryArtists: release.artist,
        isInstrumental: 'No',
        explicitness: 'Not explicit',
        lyricsLanguage: 'English (en)',
        lyricists: 'Maria Souza',
        songwriters: 'Maria Souza',
        isrc: track.isrc,
        publishingPercentage: 100,
        existPublisher: 'No',
        existLocalSociety: 'No',
        licensedContent: 'No',
        optInPromote: 'No',
        contributor1Role: 'Vocalist',
        contributor1Names: release.artist,
        production1Role: 'Producer',
        production1Names: 'Sam Reed',
      });
    });
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * The zip of audio and artwork the workbook names: a WAV per track, long enough for the stores' preview clip (15 s) and
 * of different lengths so no two are the same file, and a square PNG per release.
 */
async function mediaZip(): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  let seconds = 16;
  for (const release of RELEASES) {
    const cover = await sharp({ create: { width: 1400, height: 1400, channels: 3, background: release.colour } })
      .png()
      .toBuffer();
    zip.addBuffer(cover, coverName(release.no));
    release.tracks.forEach((_, index) => zip.addBuffer(toneWav(seconds++), audioName(release.no, index)));
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Chooses a file in one of the page's source slots and waits until it is uploaded (its name shows). */
async function chooseSource(page: Page, slot: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByTestId(slot).locator('input[type="file"]').setInputFiles(file);
  await expectText(page.getByTestId(`${slot}-name`), file.name, 60_000);
}

const statusOf = (page: Page) => page.getByTestId('bulk-task-status').first().getAttribute('data-status');
const countOf = async (page: Page, count: string) => Number((await page.getByTestId(`bulk-count-${count}`).locator('p').first().innerText()).replace(/\D/g, ''));
const rowFor = (page: Page, title: string) => page.getByTestId('bulk-row').filter({ has: page.getByTestId('bulk-row-title').getByText(title, { exact: true }) });

/** "Track 1 “Low Tide” — ISRC: …" in a language, as the page writes a finding. */
function isrcFinding(language: string): string {
  return text('bulk_ui_finding_track', language)
    .replace('{{number}}', '1')
    .replace('{{title}}', 'Low Tide')
    .replace('{{field}}', text('rf_isrc', language))
    .replace('{{message}}', text('rule_invalid_format', language));
}

/** Elements of the page's own content wider than a phone's screen (the shell's header is the chrome journey's). */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll('.sp-main *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 0.5 || box.left < -0.5);
      })
      .map((element) => `${element.tagName}.${String(element.className).slice(0, 40)}`);
  });

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('bulk import', () => {
  test('a label fills the Excel template with three releases, sees the bad one reported, imports the good ones, fixes the report and imports the last', async () => {
    const api = await new ApiSession().login(DEMO.label, DEMO_PASSWORD);
    const { context, page } = await newPage(browser, { complianceAcknowledged: true });
    const errors = watchPageErrors(page);
    try {
      await api.shareWith(context);
      await page.goto('/release-management');
      await page.getByTestId('release-bulk-import').click();
      await expectPath(page, '/release-management/import');
      await expectText(page.getByRole('heading', { level: 1 }), text('bulk_ui_title'));
      for (const method of ['EXCEL', 'DDEX', 'QUICK_MIGRATION']) await expectText(page.getByTestId(`bulk-method-${method}`).locator('p').first(), text(`bulk_ui_method_${method}`));

      // The template comes in the page's language; the label fills it in with exceljs.
      const template = await downloadBy(page, 'bulk-template');
      expect(template.name).toMatch(/\.xlsx$/);
      const workbook = await fillTemplate(template.bytes);
      await chooseSource(page, 'bulk-source-main', { name: 'harbor-lights-catalogue.xlsx', mimeType: XLSX, buffer: workbook });
      const media = await mediaZip();
      await chooseSource(page, 'bulk-source-archive', { name: 'harbor-lights-media.zip', mimeType: 'application/zip', buffer: media });
      await page.getByTestId('bulk-task-name').fill(`Harbor Lights catalogue ${stamp}`);
      await page.getByTestId('bulk-target-DRAFT').check();
      await page.getByTestId('bulk-create').click();

      // Verification runs in the background; the page follows it to its end.
      await page.waitForURL(/\/release-management\/import\/\d+$/);
      const taskId = Number(page.url().split('/').pop());
      await expect.poll(() => statusOf(page), { timeout: 90_000, interval: 500 }).toBe('VERIFICATION_REJECT');
      await expectText(page.getByTestId('bulk-task-status').first(), text('bulk_ui_status_VERIFICATION_REJECT'));
      expect(await countOf(page, 'releases')).toBe(3);
      expect(await countOf(page, 'tracks')).toBe(4);
      expect(await countOf(page, 'passed')).toBe(2);
      expect(await countOf(page, 'rejected')).toBe(1);
      const bad = rowFor(page, RELEASES[2].title);
      await expect.poll(() => bad.getAttribute('data-status')).toBe('REJECT');
      await expectText(bad.getByTestId('bulk-row-findings').locator('li').first(), isrcFinding('en'));
      for (const good of RELEASES.slice(0, 2)) await expect.poll(() => rowFor(page, good.title).getAttribute('data-status')).toBe('PASS');
      await page.screenshot({ path: `${screens}bulk-import-report-desktop-en.png`, fullPage: true });

      // The same report on a phone, in Portuguese.
      const phone = await newPage(browser, { complianceAcknowledged: true, mobile: true, locale: 'pt-BR' });
      try {
        await api.shareWith(phone.context);
        await phone.page.goto(`/release-management/import/${taskId}?lang=pt-BR`);
        await expectText(phone.page.getByTestId('bulk-task-status').first(), text('bulk_ui_status_VERIFICATION_REJECT', 'pt-BR'));
        await expectText(rowFor(phone.page, RELEASES[2].title).getByTestId('bulk-row-findings').locator('li').first(), isrcFinding('pt-BR'));
        expect(await overflowing(phone.page)).toEqual([]);
        await phone.page.screenshot({ path: `${screens}bulk-import-report-phone-pt-BR.png`, fullPage: true });
      } finally {
        await phone.context.close();
      }

      // The annotated report is the workbook itself, with the bad cell pointed out.
      const report = await downloadBy(page, 'bulk-report');
      expect(report.name).toMatch(/\.xlsx$/);
      const annotated = new ExcelJS.Workbook();
      await annotated.xlsx.load(report.bytes as unknown as ArrayBuffer);
      const reportTracks = annotated.getWorksheet(EXCEL_SHEETS.tracks)!;
      const isrcColumn = columnsOf(reportTracks, TRACK_COLUMNS).get('isrc')!;
      const badRow = EXCEL_FIRST_DATA_ROW + 3;
      const badCell = reportTracks.getRow(badRow).getCell(isrcColumn);
      expect(badCell.value).toBe(BAD_ISRC);
      const note = typeof badCell.note === 'string' ? badCell.note : (badCell.note?.texts ?? []).map((part) => part.text).join('');
      expect(note).toContain(text('rule_invalid_format'));

      // The two good releases go in now, while the third waits for its fix.
      await page.getByTestId('bulk-import').click();
      await expect.poll(() => countOf(page, 'imported'), { timeout: 90_000, interval: 500 }).toBe(2);
      await expect.poll(() => rowFor(page, RELEASES[0].title).getAttribute('data-status')).toBe('IMPORTED');
      await visible(rowFor(page, RELEASES[0].title).getByTestId('bulk-row-release'));
      expect(await page.getByTestId('bulk-delete').count()).toBe(0);

      // The label corrects the cell in the report and sends it back with the media.
      badCell.value = 'USHL12600003';
      const corrected = Buffer.from(await annotated.xlsx.writeBuffer());
      await chooseSource(page, 'bulk-corrected', { name: 'harbor-lights-catalogue-fixed.xlsx', mimeType: XLSX, buffer: corrected });
      await chooseSource(page, 'bulk-corrected-archive', { name: 'harbor-lights-media.zip', mimeType: 'application/zip', buffer: media });
      await page.getByTestId('bulk-reverify').click();
      await expect.poll(() => rowFor(page, RELEASES[2].title).getAttribute('data-status'), { timeout: 90_000, interval: 500 }).toBe('PASS');
      expect(await countOf(page, 'imported')).toBe(2);
      expect(await countOf(page, 'releases')).toBe(3);
      await expect(rowFor(page, RELEASES[2].title).getByTestId('bulk-row-findings').count()).resolves.toBe(0);

      await page.getByTestId('bulk-import').click();
      await expect.poll(() => statusOf(page), { timeout: 90_000, interval: 500 }).toBe('IMPORT_SUCCESS');
      await expect.poll(() => countOf(page, 'imported')).toBe(3);
      await expectText(page.getByTestId('bulk-task-status').first(), text('bulk_ui_status_IMPORT_SUCCESS'));
      await page.screenshot({ path: `${screens}bulk-import-done-desktop-en.png`, fullPage: true });

      // The task list shows it done; the releases are the label's drafts now.
      await page.getByRole('link', { name: text('bulk_ui_back_to_import') }).click();
      const listed = page.getByTestId(`bulk-task-${taskId}`);
      await expectText(listed.getByTestId('bulk-task-status'), text('bulk_ui_status_IMPORT_SUCCESS'));
      await page.goto('/release-management');
      await page.getByTestId('release-search').fill(stamp);
      const titles = page.getByTestId('release-table').getByTestId('release-title');
      await expect.poll(async () => (await titles.allInnerTexts()).sort(), { timeout: 15_000 }).toEqual(RELEASES.map((release) => release.title).sort());
      // Drafts, as chosen.
      await expect
        .poll(() =>
          page
            .getByTestId('release-table')
            .getByTestId('release-status')
            .evaluateAll((badges) => badges.map((badge) => badge.getAttribute('data-status'))),
        )
        .toEqual(RELEASES.map(() => String(ReleaseStatus.Init)));
      await page.screenshot({ path: `${screens}bulk-import-releases-desktop-en.png`, fullPage: true });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('in German, a workbook sent without its media is refused release by release, and the label deletes the task', async () => {
    const api = await new ApiSession().login(DEMO.label, DEMO_PASSWORD);
    const { context, page } = await newPage(browser, { complianceAcknowledged: true, locale: 'de' });
    const errors = watchPageErrors(page);
    try {
      await api.shareWith(context);
      await page.goto('/release-management/import?lang=de');
      await expectText(page.getByRole('heading', { level: 1 }), text('bulk_ui_title', 'de'));
      // The template speaks German (its headers); the label fills it the same way.
      const template = await downloadBy(page, 'bulk-template');
      await chooseSource(page, 'bulk-source-main', { name: 'katalog.xlsx', mimeType: XLSX, buffer: await fillTemplate(template.bytes, 'de') });
      await page.getByTestId('bulk-create').click();
      await page.waitForURL(/\/release-management\/import\/\d+$/);
      const taskId = Number(page.url().split('/').pop());
      await expect.poll(() => statusOf(page), { timeout: 90_000, interval: 500 }).toBe('VERIFICATION_REJECT');
      await expectText(page.getByTestId('bulk-task-status').first(), text('bulk_ui_status_VERIFICATION_REJECT', 'de'));
      expect(await countOf(page, 'rejected')).toBe(3);
      expect(await page.getByTestId('bulk-import').count()).toBe(0);
      // Every release misses its cover, named as the form names it.
      const coverLabel = `${text('rf_cover', 'de')}: `;
      for (const release of RELEASES) await visible(rowFor(page, release.title).getByTestId('bulk-row-findings').getByText(coverLabel, { exact: false }));

      await page.getByTestId('bulk-delete').click();
      await page.getByTestId('bulk-delete-confirm').click();
      await expectPath(page, '/release-management/import');
      await visible(page.getByTestId('bulk-task-list').or(page.getByTestId('bulk-tasks-empty')));
      expect(await page.getByTestId(`bulk-task-${taskId}`).count()).toBe(0);
      const deleted = await api.ok<{ tasks: { taskId: number }[] }>('GET', '/batch-task/list?status=DELETED');
      expect(deleted.tasks.map((task) => task.taskId)).toContain(taskId);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('on a phone in Arabic the label reads the release upload limits: its region, the regions table and sizes in its language', async () => {
    const api = await new ApiSession().login(DEMO.label, DEMO_PASSWORD);
    const limits = await api.ok<{ region: string | null; tracksPerRelease: number; regions: { region: string; tracksPerRelease: number }[] }>('GET', '/batch-task/limits');
    const { context, page } = await newPage(browser, { complianceAcknowledged: true, mobile: true, locale: 'ar' });
    const errors = watchPageErrors(page);
    try {
      await api.shareWith(context);
      await page.goto('/release-management/import?lang=ar');
      await expectText(page.getByRole('heading', { level: 1 }), text('bulk_ui_title', 'ar'));
      await expect(page.locator('html').getAttribute('dir')).resolves.toBe('rtl');
      await page.getByTestId('bulk-limits-link').click();
      await expectPath(page, '/release-management/import/limits');
      await expectText(page.getByRole('heading', { level: 1 }), text('bulk_ui_limits_title', 'ar'));
      await expectText(page.getByTestId('limits-tracks-per-release'), new Intl.NumberFormat('ar').format(limits.tracksPerRelease));
      if (limits.region) await visible(page.getByTestId('limits-yours').getByText(regionName(limits.region, 'ar'), { exact: false }));
      for (const row of limits.regions) await visible(page.getByTestId(`limits-region-${row.region}`));
      const size = new Intl.NumberFormat('ar', { style: 'unit', unit: 'gigabyte', unitDisplay: 'short', maximumFractionDigits: 1 }).format(20);
      await visible(page.getByTestId('limits-task').getByText(size, { exact: true }));
      expect(await overflowing(page)).toEqual([]);
      await page.screenshot({ path: `${screens}bulk-import-limits-phone-ar.png`, fullPage: true });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
