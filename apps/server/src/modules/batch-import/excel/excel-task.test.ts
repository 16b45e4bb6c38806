import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXCEL_COLUMNS, EXCEL_SHEETS } from '@portal/domain/bulk-import/excel-layout';
import { zonedDateTimeToUtc } from '@portal/domain/catalog/timezones';
import { Explicitness } from '@portal/domain/release/model';
import { createTestContext, type TestClient, type TestContext } from '../../../test/harness.ts';
import { signedArtist, toneWav } from '../../../test/releases.ts';
import { runDueJobs } from '../../../platform/jobs.ts';
import { squareImage, uploadWhole } from '../../uploads/test-files.ts';
import { fillTemplate, type FilledRow } from './fill-template.ts';
import { zipOf } from '../test-zip.ts';

// The Excel method through the API, as a label uses it: template, filled workbook and zip, verification, the
// annotated report, the corrected report verified again, the import.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DAY = 86_400_000;
const inTwoWeeks = new Date(Date.now() + 14 * DAY).toISOString().slice(0, 10);

const ok = <T>(answer: { status: number; body: { data: T } }) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
};

async function download(client: TestClient, url: string): Promise<Buffer> {
  const cookie = [...client.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const answer = await ctx.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.headers['content-type']).toContain('spreadsheetml');
  return answer.rawPayload;
}

const upload = async (client: TestClient, bytes: Buffer, fileName: string, mimeType: string) =>
  ok<{ fileId: string }>(await uploadWhole(client, bytes, { kind: 'batch' as 'audio', fileName, mimeType })).fileId;

async function detail(client: TestClient, taskId: number) {
  return ok<{
    task: { status: string; counts: Record<string, number> };
    rows: { rowId: number; title: string; status: string; albumId: number | null; findings: { track: number | null; field: string; messageKey: string }[] }[];
  }>(await client.get('/api/batch-task/detail', { taskId: String(taskId) }));
}

const column = (sheet: 'Releases' | 'Tracks', key: string) => EXCEL_COLUMNS[sheet].findIndex((entry) => entry.key === key) + 1;

const people = { lyricists: 'Luna Vega', songwriters: 'Luna Vega', contributor1Role: 'Vocalist', contributor1Names: 'Sam Reed', production1Role: 'Mastering Engineer', production1Names: 'Kai Moreno' };
const RELEASES: FilledRow[] = [
  {
    releaseNo: 'A1',
    kind: 'Album',
    title: 'Harbour Lights',
    primaryArtists: 'Luna Vega',
    language: 'English (en)',
    mainGenre: 'Pop',
    subGenre: 'Dance Pop',
    releaseDate: inTwoWeeks,
    releaseClock: '08:00',
    timezone: 'Europe/Lisbon',
    recordLabel: 'Tide Records',
    cover: 'art/cover.png',
  },
  { releaseNo: 'S1', title: 'Lone Signal', primaryArtists: 'Luna Vega', language: 'pt', mainGenre: 'Rock', releaseDate: inTwoWeeks, timezone: 'America/Sao_Paulo', cover: 'art/cover.png' },
  { releaseNo: 'S2', title: 'Too Soon', primaryArtists: 'Luna Vega', language: 'en', mainGenre: 'Jazz', releaseDate: '2020-01-01', timezone: 'UTC', cover: 'art/cover.png' },
];
const TRACKS: FilledRow[] = [
  { releaseNo: 'A1', audio: 'audio/one.wav', title: 'Harbour', explicitness: 'Explicit', lyrics: 'Lights along the harbour', ...people, isrc: 'PTA012600001' },
  {
    releaseNo: 'A1',
    audio: 'audio/two.wav',
    title: 'Lanterns',
    isInstrumental: 'Yes',
    lyricists: '',
    songwriters: 'Luna Vega',
    contributor1Role: 'Vocalist',
    contributor1Names: 'Sam Reed',
    production1Role: 'Mastering Engineer',
    production1Names: 'Kai Moreno',
  },
  { releaseNo: 'S1', audio: 'audio/one.wav', title: 'Lone Signal', language: 'pt', ...people },
  { releaseNo: 'S2', audio: 'audio/two.wav', title: 'Too Soon', explicitness: 'Sometimes', ...people },
].map((row) => Object.fromEntries(Object.entries(row).filter(([, value]) => value !== '')) as FilledRow);

describe('an Excel batch task', () => {
  it('verifies the filled template, explains the failing cells in the report, takes the corrected report and imports', async () => {
    const artist = await signedArtist(ctx);
    const template = await download(artist.client, '/api/batch-task/template?language=de');
    const workbook = await fillTemplate(template, { releases: RELEASES, tracks: TRACKS });
    const zip = await zipOf({ 'audio/one.wav': toneWav(16), 'audio/two.wav': toneWav(17), 'art/cover.png': await squareImage(1400) });
    const archiveFileId = await upload(artist.client, zip, 'files.zip', 'application/zip');
    const fileId = await upload(artist.client, workbook, 'katalog.xlsx', XLSX);

    const created = ok<{ taskId: number }>(await artist.client.post('/api/batch-task/create', { method: 'EXCEL', fileId, archiveFileId }));
    await runDueJobs(ctx.services);
    const verified = await detail(artist.client, created.taskId);
    expect(verified.task.status).toBe('VERIFICATION_REJECT');
    expect(verified.rows.map((row) => [row.title, row.status, row.findings.map((finding) => [finding.track, finding.field, finding.messageKey])])).toEqual([
      ['Harbour Lights', 'PASS', []],
      ['Lone Signal', 'PASS', []],
      [
        'Too Soon',
        'REJECT',
        [
          [0, 'explicitness', 'bulk_excel_unknown_value'],
          [null, 'releaseTime', 'rule_release_too_early'],
        ],
      ],
    ]);

    const report = new ExcelJS.Workbook();
    await report.xlsx.load((await download(artist.client, `/api/batch-task/report?taskId=${created.taskId}&language=de`)) as never);
    const releases = report.getWorksheet(EXCEL_SHEETS.releases)!;
    const tracks = report.getWorksheet(EXCEL_SHEETS.tracks)!;
    expect(releases.getCell(4, column('Releases', 'releaseDate')).note).toBe(ctx.services.translate('de', 'rule_release_too_early'));
    expect(tracks.getCell(5, column('Tracks', 'explicitness')).note).toBe(ctx.services.translate('de', 'bulk_excel_unknown_value', { value: 'Sometimes' }));

    releases.getCell(4, column('Releases', 'releaseDate')).value = inTwoWeeks;
    tracks.getCell(5, column('Tracks', 'explicitness')).value = 'Not explicit';
    const corrected = await upload(artist.client, Buffer.from(await report.xlsx.writeBuffer()), 'katalog-report.xlsx', XLSX);
    ok(await artist.client.post('/api/batch-task/reverify', { taskId: created.taskId, fileId: corrected, archiveFileId }));
    await runDueJobs(ctx.services);
    const passed = await detail(artist.client, created.taskId);
    expect(passed.task.status).toBe('VERIFICATION_PASS');
    expect(passed.rows.map((row) => [row.title, row.status])).toEqual([
      ['Harbour Lights', 'PASS'],
      ['Lone Signal', 'PASS'],
      ['Too Soon', 'PASS'],
    ]);

    ok(await artist.client.post('/api/batch-task/import', { taskId: created.taskId }));
    await runDueJobs(ctx.services);
    const imported = await detail(artist.client, created.taskId);
    expect(imported.task.status).toBe('IMPORT_SUCCESS');
    const albumId = imported.rows.find((row) => row.title === 'Harbour Lights')!.albumId!;
    const draft = ok<{ kind: string; album: Record<string, unknown>; tracks: Record<string, unknown>[] }>(await artist.client.get('/api/draft-release', { albumId: String(albumId) }));
    expect(draft.album).toMatchObject({
      title: 'Harbour Lights',
      language: 'en',
      mainGenre: 'pop',
      subGenre: 'pop.dance-pop',
      recordLabel: 'Tide Records',
      timezone: 'Europe/Lisbon',
      releaseTime: zonedDateTimeToUtc(`${inTwoWeeks}T08:00`, 'Europe/Lisbon'),
      uniMainArtistObjects: [expect.objectContaining({ name: 'Luna Vega' })],
    });
    expect(draft.tracks.map((track) => [track.sequenceNumber, track.title, track.explicitness, track.isInstrumental])).toEqual([
      [1, 'Harbour', Explicitness.YES, false],
      [2, 'Lanterns', Explicitness.NO, true],
    ]);
    expect(draft.tracks[0]).toMatchObject({
      isrc: 'PTA012600001',
      lyrics: 'Lights along the harbour',
      uniContributorObjects: [expect.objectContaining({ name: 'Sam Reed', role: 5 })],
      uniProductionAndEngineeringObjects: [expect.objectContaining({ name: 'Kai Moreno', role: 15 })],
    });
  });
});
