import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTranslator } from '@portal/i18n/translate';
import { loadCatalog } from '@portal/i18n/node-catalogs';
import { EXCEL_COLUMNS, EXCEL_SHEETS } from '@portal/domain/bulk-import/excel-layout';
import type { ImportedRelease, RowFinding } from '@portal/domain/bulk-import/model';
import { availablePlatforms, defaultPlatformRules } from '@portal/domain/catalog/platforms';
import { PublishingContractType, type ReleaseRuleContext } from '@portal/domain/release/model';
import { validateRelease } from '@portal/domain/release/validate';
import type { AnnotatedRow } from '../readers.ts';
import { fillTemplate, type FilledRow } from './fill-template.ts';
import { headerIndex } from './headers.ts';
import { readWorkbook } from './read-excel.ts';
import { annotateExcelReport, FINDINGS_SHEET } from './report.ts';
import { buildExcelTemplate } from './template.ts';

const translate = createTranslator(loadCatalog);
const t = (language: string) => (key: string, values?: Record<string, string | number>) => translate(language, key, values);
const offeredStores = availablePlatforms(defaultPlatformRules, { region: 'DE', source: 0, flags: {} });
const headers = headerIndex(translate);
const read = (bytes: Buffer) => readWorkbook(bytes, { file: 'catalogue.xlsx', headers, offeredStores });

const DAY = 86_400_000;
const inAMonth = new Date(Date.now() + 30 * DAY).toISOString().slice(0, 10);
const context = (kind: 'ALBUM' | 'SINGLE'): ReleaseRuleContext => ({
  now: Date.now(),
  kind,
  trackLimit: 100,
  availableStores: offeredStores,
  user: {
    isLabel: false,
    allowLicense: false,
    enforceCoverRestriction: true,
    enforceRemixRestriction: true,
    enableOptInFullTrack: false,
    publishingContractType: PublishingContractType.RECORDING_ONLY,
  },
});

/**
 * What the batch task does with a release (verify.ts): the reader's issues first, then the release form's rules, one
 * finding per field. The files count as stored (the task stores them before the rules run).
 */
function verify(release: ImportedRelease): RowFinding[] {
  const findings: RowFinding[] = release.readIssues.map((issue) => ({ track: issue.track, field: issue.field, messageKey: issue.code, values: issue.values }));
  const add = (track: number | null, field: string, messageKey: string, values?: Record<string, string | number>) => {
    if (!findings.some((finding) => finding.track === track && finding.field === field)) findings.push({ track, field, messageKey, ...(values ? { values } : {}) });
  };
  const album = { ...release.album, cover: release.cover ? 'file:cover' : undefined };
  const tracks = release.tracks.map((track, index) => ({ ...track.input, ...(track.audio ? { fullAudio: `file:${index}`, clipAudios: [`file:clip${index}`] } : {}) }));
  const report = validateRelease(album, tracks, context(release.kind));
  for (const [field, issue] of Object.entries(report.album)) add(null, field, issue.key, issue.params);
  report.tracks.forEach((fields, index) => {
    for (const [field, issue] of Object.entries(fields)) add(index, field, issue.key, issue.params);
  });
  return findings;
}

const annotatedRows = (releases: ImportedRelease[]): AnnotatedRow[] =>
  releases.map((release) => {
    const findings = verify(release);
    return { place: release.place, status: findings.length ? 'REJECT' : 'PASS', findings, trackPlaces: release.tracks.map((track) => track.place) };
  });

const column = (sheet: 'Releases' | 'Tracks', key: string) => EXCEL_COLUMNS[sheet].findIndex((entry) => entry.key === key) + 1;
const statusColumn = (sheet: 'Releases' | 'Tracks') => EXCEL_COLUMNS[sheet].length + 1;

const good = { primaryArtists: 'Luna Park', language: 'English (en)', releaseDate: inAMonth, timezone: 'Europe/Berlin' };
const goodTrack = { lyricists: 'Anna Berg', songwriters: 'Anna Berg', contributor1Role: 'Vocalist', contributor1Names: 'Luna Park', production1Role: 'Producer', production1Names: 'Max Weber' };
const RELEASES: FilledRow[] = [
  { releaseNo: 'R1', title: 'Broken Album', ...good, mainGenre: 'Polka', releaseDate: '2027-13-01', cover: 'r1.jpg' },
  { releaseNo: 'R2', title: 'Fine Single', ...good, mainGenre: 'Pop', cover: 'r2.jpg' },
];
const TRACKS: FilledRow[] = [
  { releaseNo: 'R1', title: 'One', audio: 'one.wav', ...goodTrack, explicitness: 'Very' },
  { releaseNo: 'R1', title: 'Two', audio: 'two.wav', ...goodTrack, songwriters: '' },
  { releaseNo: 'R2', title: 'Fine', audio: 'fine.wav', ...goodTrack },
];

async function open(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  return workbook;
}
const isMarked = (cell: ExcelJS.Cell) => (cell.fill as ExcelJS.FillPattern | undefined)?.fgColor?.argb === 'FFFFC7CE';

let source: Buffer;
let report: ExcelJS.Workbook;
let rows: AnnotatedRow[];
beforeAll(async () => {
  source = await fillTemplate(await buildExcelTemplate(t('en')), { releases: RELEASES, tracks: TRACKS.map((row) => Object.fromEntries(Object.entries(row).filter(([, value]) => value !== ''))) });
  rows = annotatedRows((await read(source)).releases);
  report = await open(await annotateExcelReport({ workbook: source, rows, language: 'de', translate: t('de') }));
});

describe('the annotated report workbook', () => {
  it('starts from findings of the reader and of the release rules', () => {
    expect(rows.map((row) => [row.status, row.findings.map((finding) => [finding.track, finding.field, finding.messageKey])])).toEqual([
      [
        'REJECT',
        [
          [null, 'mainGenre', 'bulk_excel_unknown_genre'],
          [null, 'releaseTime', 'bulk_excel_bad_date'],
          [0, 'explicitness', 'bulk_excel_unknown_value'],
          [1, 'songwritersName', 'rule_required'],
        ],
      ],
      ['PASS', []],
    ]);
  });

  it('fills each failing cell red with the message in the requested language as its note', () => {
    const releases = report.getWorksheet(EXCEL_SHEETS.releases)!;
    const tracks = report.getWorksheet(EXCEL_SHEETS.tracks)!;
    const date = releases.getCell(2, column('Releases', 'releaseDate'));
    expect(isMarked(date)).toBe(true);
    expect(date.note).toBe(translate('de', 'bulk_excel_bad_date', { value: '2027-13-01' }));
    expect(date.note).toContain('ist kein Datum');
    expect(releases.getCell(2, column('Releases', 'mainGenre')).note).toBe(translate('de', 'bulk_excel_unknown_genre', { value: 'Polka' }));
    expect(tracks.getCell(2, column('Tracks', 'explicitness')).note).toBe(translate('de', 'bulk_excel_unknown_value', { value: 'Very' }));
    expect(tracks.getCell(3, column('Tracks', 'songwriters')).note).toBe(translate('de', 'rule_required'));

    const marked: string[] = [];
    for (const sheet of [releases, tracks]) {
      sheet.eachRow((row, number) =>
        row.eachCell({ includeEmpty: true }, (cell, col) => isMarked(cell) && col !== statusColumn(sheet.name as 'Releases') && marked.push(`${sheet.name}!${number}:${col}`)),
      );
    }
    expect(marked.sort()).toEqual(
      [
        `Releases!2:${column('Releases', 'releaseDate')}`,
        `Releases!2:${column('Releases', 'mainGenre')}`,
        `Tracks!2:${column('Tracks', 'explicitness')}`,
        `Tracks!3:${column('Tracks', 'songwriters')}`,
      ].sort(),
    );
  });

  it('adds a Status column to every row, keeping the original columns', () => {
    const releases = report.getWorksheet(EXCEL_SHEETS.releases)!;
    const tracks = report.getWorksheet(EXCEL_SHEETS.tracks)!;
    expect(releases.getCell(1, statusColumn('Releases')).value).toBe('Status');
    expect([2, 3].map((row) => releases.getCell(row, statusColumn('Releases')).value)).toEqual(['Zu korrigieren', 'Bereit zum Import']);
    expect([2, 3, 4].map((row) => tracks.getCell(row, statusColumn('Tracks')).value)).toEqual(['Zu korrigieren', 'Zu korrigieren', 'Bereit zum Import']);
    expect(releases.getCell(2, column('Releases', 'title')).value).toBe('Broken Album');
    expect(releases.getCell(1, column('Releases', 'title')).value).toBe('Release title');
  });

  it('lists every finding on a Findings sheet', () => {
    const findings = report.getWorksheet(FINDINGS_SHEET)!;
    const lines = findings
      .getSheetValues()
      .slice(2)
      .map((row) => (row as unknown[]).slice(1));
    expect(lines).toEqual([
      ['catalogue.xlsx', 'Releases', 2, '', '', 'Genre', translate('de', 'bulk_excel_unknown_genre', { value: 'Polka' })],
      ['catalogue.xlsx', 'Releases', 2, '', '', 'Veröffentlichungsdatum', translate('de', 'bulk_excel_bad_date', { value: '2027-13-01' })],
      ['catalogue.xlsx', 'Tracks', 2, '', 1, 'Expliziter Inhalt', translate('de', 'bulk_excel_unknown_value', { value: 'Very' })],
      ['catalogue.xlsx', 'Tracks', 3, '', 2, translate('de', 'rf_songwriters'), translate('de', 'rule_required')],
    ]);
  });

  it('reads back clean once the marked cells are corrected in the report', async () => {
    const releases = report.getWorksheet(EXCEL_SHEETS.releases)!;
    const tracks = report.getWorksheet(EXCEL_SHEETS.tracks)!;
    releases.getCell(2, column('Releases', 'releaseDate')).value = inAMonth;
    releases.getCell(2, column('Releases', 'mainGenre')).value = 'Rock';
    tracks.getCell(2, column('Tracks', 'explicitness')).value = 'Not explicit';
    tracks.getCell(3, column('Tracks', 'songwriters')).value = 'Anna Berg';
    const fixed = Buffer.from(await report.xlsx.writeBuffer());

    const again = await read(fixed);
    expect(again.fileIssues).toEqual([]);
    expect(again.releases.map((release) => [release.album.title, release.album.mainGenre, release.tracks.length])).toEqual([
      ['Broken Album', 'rock', 2],
      ['Fine Single', 'pop', 1],
    ]);
    const fixedRows = annotatedRows(again.releases);
    expect(fixedRows.map((row) => row.findings)).toEqual([[], []]);

    // A report of the corrected copy carries no marks from the earlier one.
    const second = await open(await annotateExcelReport({ workbook: fixed, rows: fixedRows, language: 'en', translate: t('en') }));
    const marked: string[] = [];
    for (const name of [EXCEL_SHEETS.releases, EXCEL_SHEETS.tracks]) {
      const sheet = second.getWorksheet(name)!;
      sheet.eachRow((row, number) => row.eachCell({ includeEmpty: true }, (cell, col) => (isMarked(cell) || cell.note) && number > 1 && marked.push(`${name}!${number}:${col}`)));
      expect(sheet.getCell(1, statusColumn(name)).value).toBe('Status');
      expect(sheet.getCell(1, statusColumn(name) + 1).value).toBeNull();
    }
    expect(marked).toEqual([]);
    expect(second.getWorksheet(FINDINGS_SHEET)!.rowCount).toBe(1);
  });

  it('writes what the uploader typed as text a spreadsheet will not run (issue 24, finding 1)', async () => {
    const bytes = await annotateExcelReport({
      workbook: null,
      rows: [
        {
          place: { file: '=HYPERLINK("http://x","y").xml', reference: '@SUM(1)' },
          status: 'REJECT',
          findings: [{ track: null, field: 'title', messageKey: 'bulk_excel_unknown_genre', values: { value: '=1+1' } }],
          trackPlaces: [],
        },
      ],
      language: 'en',
      translate: t('en'),
    });
    const row = ((await open(bytes)).getWorksheet(FINDINGS_SHEET)!.getRow(2).values as unknown[]).slice(1);
    expect(row[0]).toBe(`'=HYPERLINK("http://x","y").xml`);
    expect(row[3]).toBe("'@SUM(1)");
    expect(row.every((cell) => typeof cell !== 'object')).toBe(true);
  });

  it('without a workbook (a DDEX task) gives the Findings sheet alone', async () => {
    const bytes = await annotateExcelReport({
      workbook: null,
      rows: [
        {
          place: { file: 'batch/message-1.xml', reference: 'R0' },
          status: 'REJECT',
          findings: [{ track: 0, field: 'isrc', messageKey: 'rule_invalid_format' }],
          trackPlaces: [{ file: 'batch/message-1.xml', reference: 'A1' }],
        },
      ],
      language: 'fr',
      translate: t('fr'),
    });
    const workbook = await open(bytes);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([FINDINGS_SHEET]);
    expect((workbook.getWorksheet(FINDINGS_SHEET)!.getRow(2).values as unknown[]).slice(1)).toEqual([
      'batch/message-1.xml',
      '',
      '',
      'A1',
      1,
      translate('fr', 'rf_isrc'),
      translate('fr', 'rule_invalid_format'),
    ]);
  });
});
