import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { and, eq, inArray } from 'drizzle-orm';
import { batchTaskRows, releases, tracks, uploadedFiles } from '@portal/db/schema';
import type { ImportedRelease, ReadResult } from '@portal/domain/bulk-import/model';
import { ReleaseStatus } from '@portal/domain/enums';
import { createTestContext, signUpArtist, type TestClient, type TestContext } from '../../test/harness.ts';
import { releaseAlbum, releaseTrack, signedArtist, toneWav, validSingle } from '../../test/releases.ts';
import { ownerWithMember, setMemberPermissions } from '../../test/teams.ts';
import { runDueJobs } from '../../platform/jobs.ts';
import { encodeFlac, squareImage, uploadWhole } from '../uploads/test-files.ts';
import { encodeWav } from '../../platform/media/ffmpeg.ts';
import { noise } from '@portal/domain/audio/test-signals';
import { readers } from './reader-registry.ts';
import { BulkReadError, type SourceReader } from './readers.ts';
import { openStoredArchive } from './archive.ts';
import { fillTemplate } from './excel/fill-template.ts';
import { zipOf } from './test-zip.ts';

const ERN_SAMPLES = fileURLToPath(new URL('../../../../../standards/ddex-ern43/samples', import.meta.url));

let ctx: TestContext;

/**
 * A stand-in reader for the batch core (the ERN and Excel readers have their own tests): the releases as JSON, in
 * the uploaded document or in `releases.json` of the uploaded zip.
 */
const jsonReader: SourceReader = async (source) => {
  const bytes = source.document ? await source.document.read() : await source.archive!.read('releases.json');
  try {
    return { releases: JSON.parse(bytes.toString('utf8')) as ImportedRelease[], fileIssues: [] } satisfies ReadResult;
  } catch {
    throw new BulkReadError('bulk_document_unreadable', { name: source.document?.name ?? 'releases.json' });
  }
};

const realDdexReader = readers.DDEX;
beforeAll(async () => {
  ctx = await createTestContext();
  readers.DDEX = jsonReader;
});
afterAll(async () => {
  readers.DDEX = realDdexReader;
  await ctx.close();
});

const ok = <T>(answer: { status: number; body: { data: T } }) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
};
const refusal = (answer: { status: number; body: { baseResponse: { messageKey?: string } } }) => ({ status: answer.status, key: answer.body.baseResponse.messageKey });

const audio = toneWav(16);
let coverPng: Buffer;
beforeAll(async () => {
  coverPng = await squareImage(1400);
});

/** A release the JSON reader hands over: the form's fields, its files named by path in the zip. */
function single(title: string, audioPath: string, extra: { upc?: string; isrc?: string; coverPath?: string; row?: number } = {}): ImportedRelease {
  const { clipAudios: _clips, fullAudio: _audio, ...track } = releaseTrack({ audio: '', clip: '' }, { title, ...(extra.isrc ? { isrc: extra.isrc } : {}) });
  const { cover: _cover, ...album } = releaseAlbum('', { title, ...(extra.upc ? { upc: extra.upc } : {}) });
  return {
    kind: 'SINGLE',
    album,
    cover: { kind: 'archive', path: extra.coverPath ?? 'art/cover.png' },
    tracks: [{ input: track, audio: { kind: 'archive', path: audioPath } }],
    place: { file: 'releases.json', row: extra.row ?? 1, reference: title },
    readIssues: [],
  };
}

async function uploadSource(client: TestClient, bytes: Buffer, fileName = 'catalogue.zip', mimeType = 'application/zip'): Promise<string> {
  return ok<{ fileId: string }>(await uploadWhole(client, bytes, { kind: 'batch' as 'audio', fileName, mimeType })).fileId;
}

async function verifiedTask(client: TestClient, fileId: string, extra: Record<string, unknown> = {}) {
  const created = ok<{ taskId: number; status: string }>(await client.post('/api/batch-task/create', { method: 'DDEX', fileId, ...extra }));
  expect(created.status).toBe('INIT');
  await runDueJobs(ctx.services);
  return detail(client, created.taskId);
}

async function detail(client: TestClient, taskId: number) {
  return ok<{ task: any; total: number; rows: any[] }>(await client.get('/api/batch-task/detail', { taskId: String(taskId) }));
}

async function accountFiles(accountId: number, kinds = ['audio', 'cover', 'clip']) {
  return ctx.services.db
    .select()
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.userId, accountId), inArray(uploadedFiles.kind, kinds)));
}

async function storedObjects(accountId: number): Promise<string[]> {
  const dir = join(ctx.services.config.storageDir, 'uploads', String(accountId));
  return (await readdir(dir, { recursive: true }).catch(() => [] as string[])).filter((name) => !name.endsWith('.type'));
}

/** Every cell text of the task's report workbook. */
async function reportTexts(client: TestClient, taskId: number, language: string): Promise<string[]> {
  const cookie = [...client.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const report = await ctx.app.inject({ method: 'GET', url: `/api/batch-task/report?taskId=${taskId}&language=${language}`, headers: { cookie } });
  expect(report.statusCode).toBe(200);
  expect(report.headers['content-type']).toContain('spreadsheetml');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(report.rawPayload as never);
  return workbook.worksheets.flatMap((sheet) => sheet.getSheetValues().flat().map(String));
}

describe('a batch task from source to releases', () => {
  it('verifies every release with the form rules, imports those that pass as drafts, never twice', async () => {
    const artist = await signUpArtist(ctx);
    const good = single('Night Lights', 'audio/one.wav', { upc: '' });
    const broken = { ...single('', 'audio/missing.wav', { row: 2 }), readIssues: [{ track: 0, field: 'language', code: 'bulk_value_unknown', values: { value: 'Klingon' } }] };
    const album: ImportedRelease = {
      ...single('Second Album', 'audio/one.wav', { row: 3 }),
      kind: 'ALBUM',
      tracks: [0, 1].map((index) => ({
        input: { ...single(`Song ${index + 1}`, 'x').tracks[0]!.input, sequenceNumber: index + 1 },
        audio: { kind: 'archive' as const, path: `audio/${index ? 'two' : 'one'}.wav` },
      })),
    };
    const zip = await zipOf({ 'releases.json': JSON.stringify([good, broken, album]), 'audio/one.wav': audio, 'audio/two.wav': toneWav(17), 'art/cover.png': coverPng });
    const { task, rows } = await verifiedTask(artist.client, await uploadSource(artist.client, zip));

    expect(task).toMatchObject({ status: 'VERIFICATION_REJECT', method: 'DDEX', target: 'DRAFT', progress: { done: 3, total: 3 }, fileIssues: [] });
    expect(task.counts).toEqual({ releases: 3, tracks: 4, passed: 2, rejected: 1, imported: 0, failed: 0 });
    expect(rows.map((row) => [row.title, row.status, row.trackCount])).toEqual([
      ['Night Lights', 'PASS', 1],
      ['', 'REJECT', 1],
      ['Second Album', 'PASS', 2],
    ]);
    // The reader's problem, the missing file and the form's own rule, one message per field.
    expect(rows[1].findings).toEqual(
      expect.arrayContaining([
        { track: 0, field: 'language', messageKey: 'bulk_value_unknown', values: { value: 'Klingon' } },
        { track: 0, field: 'fullAudio', messageKey: 'bulk_archive_entry_missing', values: { name: 'audio/missing.wav' } },
        { track: null, field: 'title', messageKey: 'rule_required' },
      ]),
    );
    expect(rows[1].findings.filter((finding: { field: string }) => finding.field === 'fullAudio')).toHaveLength(1);
    expect(rows[0].findings).toEqual([]);
    // The cover three releases name and the audio two name are stored once each, checked as uploads are.
    const files = await accountFiles(artist.userId);
    expect(files.filter((file) => file.kind === 'cover')).toHaveLength(1);
    expect(files.filter((file) => file.kind === 'audio')).toHaveLength(2);
    expect(files.find((file) => file.kind === 'audio')!.meta).toMatchObject({ format: 'WAV', sampleRate: 44_100, channels: 2 });

    const importing = ok<{ status: string; progress: unknown }>(await artist.client.post('/api/batch-task/import', { taskId: task.taskId }));
    expect(importing).toMatchObject({ status: 'IMPORTING', progress: { done: 0, total: 2 } });
    await runDueJobs(ctx.services);
    const imported = await detail(artist.client, task.taskId);
    expect(imported.task).toMatchObject({ status: 'IMPORT_SUCCESS', progress: { done: 2, total: 2 }, counts: { imported: 2, rejected: 1 } });
    const albumIds = imported.rows.filter((row) => row.status === 'IMPORTED').map((row) => row.albumId);
    expect(albumIds).toHaveLength(2);

    const drafts = await ctx.services.db.select().from(releases).where(eq(releases.ownerUserId, artist.userId));
    expect(drafts.map((row) => [row.title, row.isDraft, row.kind]).sort()).toEqual([
      ['Night Lights', true, 'SINGLE'],
      ['Second Album', true, 'ALBUM'],
    ]);
    // The draft opens in the form with the stored files, like one the user saved.
    const draft = ok<{ album: { title: string; cover: string }; tracks: { fullAudio: string; clipAudios: string[] }[] }>(
      await artist.client.get('/api/draft-release', { albumId: String(albumIds[0]) }),
    );
    expect(draft.album.title).toBe('Night Lights');
    expect(files.map((file) => file.id)).toContain(draft.album.cover);
    expect(draft.tracks[0]!.clipAudios).toHaveLength(1);

    // Nothing is left to import, and running the job again creates nothing.
    expect(refusal(await artist.client.post('/api/batch-task/import', { taskId: task.taskId }))).toEqual({ status: 409, key: 'bulk_nothing_to_import' });
    const { runImport } = await import('./import.ts');
    await runImport(ctx.services, task.taskId);
    expect(await ctx.services.db.select().from(releases).where(eq(releases.ownerUserId, artist.userId))).toHaveLength(2);
    expect(refusal(await artist.client.post('/api/batch-task/delete', { taskId: task.taskId }))).toEqual({ status: 409, key: 'bulk_task_import_started' });
  });

  it('refuses audio that is digital silence with the release upload’s reason (decision 070)', async () => {
    const artist = await signUpArtist(ctx);
    // Noise far below a 16-bit file's smallest step, as a 24-bit export of an empty session holds (all zeros would be a zip bomb).
    const silent = encodeWav(noise({ seconds: 16, sampleRate: 44_100, rmsDb: -110 }), 44_100);
    const zip = await zipOf({ 'releases.json': JSON.stringify([single('Quiet Room', 'audio/silent.wav')]), 'audio/silent.wav': silent, 'art/cover.png': coverPng });
    const { rows } = await verifiedTask(artist.client, await uploadSource(artist.client, zip));
    expect(rows[0].status).toBe('REJECT');
    expect(rows[0].findings).toContainEqual(expect.objectContaining({ track: 0, field: 'fullAudio', messageKey: 'upload_silent_audio', values: { level: -90 } }));
  });

  it('re-verifies a corrected source: imported rows stay, the fixed one passes and is submitted for review', async () => {
    const artist = await signedArtist(ctx);
    const first = [single('Kept', 'a.wav', { row: 1 }), single('', 'a.wav', { row: 2 })];
    const files = { 'a.wav': audio, 'art/cover.png': coverPng };
    const { task } = await verifiedTask(artist.client, await uploadSource(artist.client, await zipOf({ 'releases.json': JSON.stringify(first), ...files })));
    expect(task.status).toBe('VERIFICATION_REJECT');
    ok(await artist.client.post('/api/batch-task/import', { taskId: task.taskId }));
    await runDueJobs(ctx.services);
    const before = await detail(artist.client, task.taskId);
    const keptAlbum = before.rows[0].albumId;
    expect(before.task.status).toBe('IMPORT_SUCCESS');

    const fixed = [single('Kept', 'a.wav', { row: 1 }), single('Fixed', 'a.wav', { row: 2 })];
    const corrected = await uploadSource(artist.client, await zipOf({ 'releases.json': JSON.stringify(fixed), ...files }), 'corrected.zip');
    expect(ok<{ status: string }>(await artist.client.post('/api/batch-task/reverify', { taskId: task.taskId, fileId: corrected })).status).toBe('INIT');
    await runDueJobs(ctx.services);
    const after = await detail(artist.client, task.taskId);
    expect(after.task.status).toBe('VERIFICATION_PASS');
    expect(after.rows.map((row) => [row.title, row.status, row.albumId])).toEqual([
      ['Kept', 'IMPORTED', keptAlbum],
      ['Fixed', 'PASS', null],
    ]);
    // The same audio and cover are not stored again.
    expect((await accountFiles(artist.userId, ['audio', 'cover'])).length).toBe(2);

    ok(await artist.client.post('/api/batch-task/import', { taskId: task.taskId, target: 'SUBMITTED' }));
    await runDueJobs(ctx.services);
    const done = await detail(artist.client, task.taskId);
    expect(done.task).toMatchObject({ status: 'IMPORT_SUCCESS', target: 'SUBMITTED', counts: { imported: 2 } });
    const [submitted] = await ctx.services.db.select().from(releases).where(eq(releases.id, done.rows[1].albumId));
    expect(submitted).toMatchObject({ title: 'Fixed', isDraft: false, status: ReleaseStatus.UnderReview });
    expect(submitted!.upc).toMatch(/^\d{12,13}$/);
    // Its songs came with an imported catalogue (document 1 "Song sources": IC).
    expect((await ctx.services.db.select({ source: tracks.source }).from(tracks).where(eq(tracks.releaseId, submitted!.id))).map((track) => track.source)).toEqual(['IC']);
  });

  it('refuses a second release with the same UPC or ISRC, and identifiers the catalogue already has', async () => {
    const artist = await signedArtist(ctx);
    const existing = ok<{ upc: string; tracks: { isrc: string }[] }>(await artist.client.post('/api/release', await validSingle(ctx, artist.userId)));
    const source = [
      single('One', 'a.wav', { upc: '036000291452', row: 1 }),
      single('Two', 'a.wav', { upc: '036000291452', isrc: 'BRXYZ2600001', row: 2 }),
      single('Three', 'a.wav', { upc: existing.upc, isrc: 'BRXYZ2600001', row: 3 }),
      single('Four', 'a.wav', { isrc: existing.tracks[0]!.isrc, row: 4 }),
    ];
    const { rows } = await verifiedTask(artist.client, await uploadSource(artist.client, await zipOf({ 'releases.json': JSON.stringify(source), 'a.wav': audio, 'art/cover.png': coverPng })));
    const keys = rows.map((row) => row.findings.map((finding: { field: string; messageKey: string }) => `${finding.field}:${finding.messageKey}`));
    expect(keys[0]).toEqual(['upc:bulk_upc_twice_in_task']);
    expect(keys[1]).toEqual(['upc:bulk_upc_twice_in_task', 'isrc:bulk_isrc_twice_in_task']);
    expect(keys[2]).toEqual(['upc:rule_upc_taken', 'isrc:bulk_isrc_twice_in_task']);
    expect(keys[3]).toEqual(['isrc:bulk_isrc_in_catalogue']);
  });

  it('ends IMPORT_FAIL when a release is refused at import, and says why on its row', async () => {
    const artist = await signedArtist(ctx);
    const source = [single('Raced', 'a.wav', { upc: '036000291452', row: 1 }), single('Fine', 'a.wav', { row: 2 })];
    const { task } = await verifiedTask(artist.client, await uploadSource(artist.client, await zipOf({ 'releases.json': JSON.stringify(source), 'a.wav': audio, 'art/cover.png': coverPng })));
    expect(task.status).toBe('VERIFICATION_PASS');
    // Between the check and the import, the form submits a release with the same UPC.
    ok(await artist.client.post('/api/release', await validSingle(ctx, artist.userId, { upc: '036000291452' })));
    ok(await artist.client.post('/api/batch-task/import', { taskId: task.taskId, target: 'SUBMITTED' }));
    await runDueJobs(ctx.services);
    const { task: after, rows } = await detail(artist.client, task.taskId);
    expect(after).toMatchObject({ status: 'IMPORT_FAIL', counts: { imported: 1, failed: 1 } });
    expect(rows[0]).toMatchObject({ status: 'IMPORT_FAILED', albumId: null, findings: [{ track: null, field: 'upc', messageKey: 'rule_upc_taken' }] });
    expect(rows[1]).toMatchObject({ status: 'IMPORTED', albumId: expect.any(Number) });
    const titles = (await ctx.services.db.select().from(releases).where(eq(releases.ownerUserId, artist.userId))).map((row) => row.title).sort();
    expect(titles).toEqual(['Fine', 'Night Lights']);
  });

  it('deletes a task before its import with every file it stored; lists and reports in the user language', async () => {
    const artist = await signUpArtist(ctx);
    const fileId = await uploadSource(artist.client, await zipOf({ 'releases.json': JSON.stringify([single('', 'a.wav')]), 'a.wav': audio, 'art/cover.png': coverPng }));
    const { task } = await verifiedTask(artist.client, fileId, { name: 'Back catalogue' });
    expect(task).toMatchObject({ name: 'Back catalogue', status: 'VERIFICATION_REJECT' });
    expect((await accountFiles(artist.userId)).length).toBe(3);

    expect(await reportTexts(artist.client, task.taskId, 'de')).toContain(ctx.services.translate('de', 'rule_required'));

    const listed = ok<{ total: number; tasks: { taskId: number }[] }>(await artist.client.get('/api/batch-task/list'));
    expect(listed.tasks.map((entry) => entry.taskId)).toEqual([task.taskId]);

    expect(ok(await artist.client.post('/api/batch-task/delete', { taskId: task.taskId }))).toEqual({ ok: true });
    expect(await accountFiles(artist.userId, ['audio', 'cover', 'clip', 'batch'])).toEqual([]);
    expect(await storedObjects(artist.userId)).toEqual([]);
    expect(ok<{ total: number }>(await artist.client.get('/api/batch-task/list')).total).toBe(0);
    expect(ok<{ total: number }>(await artist.client.get('/api/batch-task/list', { status: 'DELETED' })).total).toBe(1);
    expect(refusal(await artist.client.get('/api/batch-task/detail', { taskId: String(task.taskId) }))).toEqual({ status: 404, key: 'bulk_task_not_found' });
    const stranger = await signUpArtist(ctx);
    expect(refusal(await stranger.client.post('/api/batch-task/delete', { taskId: task.taskId })).status).toBe(404);
  });

  it('asks team members for Release Edit', async () => {
    const { member, teamId } = await ownerWithMember(ctx, { 1: [1, 2] });
    expect((await member.client.get('/api/batch-task/list')).status).toBe(200);
    await setMemberPermissions(ctx, teamId, member.userId, { 1: [1] });
    expect(refusal(await member.client.get('/api/batch-task/list'))).toEqual({ status: 403, key: 'error_no_permission' });
    expect(refusal(await member.client.post('/api/batch-task/create', { method: 'DDEX', fileId: 'uf_x' }))).toEqual({ status: 403, key: 'error_no_permission' });
  });

  it('checks the input of a task before it starts', async () => {
    const artist = await signUpArtist(ctx);
    const other = await signUpArtist(ctx);
    const theirs = await uploadSource(other.client, await zipOf({ 'releases.json': '[]' }));
    expect(refusal(await artist.client.post('/api/batch-task/create', { method: 'DDEX', fileId: theirs }))).toEqual({ status: 404, key: 'bulk_source_not_found' });
    const csv = await uploadSource(artist.client, Buffer.from('upc,isrc\n036000291452,\n'), 'catalogue.csv', 'text/csv');
    expect(refusal(await artist.client.post('/api/batch-task/create', { method: 'DDEX', fileId: csv }))).toEqual({ status: 400, key: 'bulk_source_type_not_accepted' });
    expect(refusal(await artist.client.post('/api/batch-task/create', { method: 'EXCEL' }))).toEqual({ status: 400, key: 'bulk_source_required' });
    expect(refusal(await artist.client.post('/api/batch-task/create', { method: 'DDEX', fileId: csv, target: 'SUBMITTED' }))).toMatchObject({ status: 400 });
    const zip = await uploadSource(artist.client, await zipOf({ 'releases.json': '[]' }));
    expect(refusal(await artist.client.post('/api/batch-task/create', { method: 'DDEX', fileId: zip, target: 'SUBMITTED' }))).toEqual({ status: 403, key: 'release_sign_agreement_first' });
    expect(refusal(await artist.client.post('/api/batch-task/create', { method: 'DDEX', fileId: zip, archiveFileId: zip }))).toEqual({ status: 400, key: 'bulk_two_archives' });
    // A source larger than a task may hold is refused before a byte is sent.
    const huge = await artist.client.post('/api/upload/partial/init', { mimeType: 'application/zip', fileName: 'all.zip', size: 21 * 1024 ** 3, kind: 'batch' });
    expect(refusal(huge)).toEqual({ status: 400, key: 'upload_size_too_large' });
    const exe = await artist.client.post('/api/upload/partial/init', { mimeType: 'application/octet-stream', fileName: 'setup.exe', size: 10_000, kind: 'batch' });
    expect(refusal(exe)).toEqual({ status: 400, key: 'upload_suffix_type_not_supported' });
    expect(refusal(await uploadWhole(artist.client, audio, { kind: 'batch' as 'audio', fileName: 'song.zip', mimeType: 'application/zip' }))).toEqual({
      status: 400,
      key: 'upload_relo_type_not_supported',
    });
  });

  it('answers the release upload limits of the account region', async () => {
    const artist = await signUpArtist(ctx, { region: 'AU' });
    const limits = ok<any>(await artist.client.get('/api/batch-task/limits'));
    expect(limits).toMatchObject({ region: 'AU', tracksPerRelease: 10, defaultTracksPerRelease: 500, task: { releasesMax: 5_000, tracksMax: 50_000 } });
    expect(limits.regions).toEqual(expect.arrayContaining([{ region: 'NZ', tracksPerRelease: 10 }]));
  });
});

describe('the real readers behind the task', () => {
  it('an Excel workbook filled from the template, with its files in a zip beside it', async () => {
    const artist = await signUpArtist(ctx);
    const cookie = [...artist.client.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const template = await ctx.app.inject({ method: 'GET', url: '/api/batch-task/template?language=en', headers: { cookie } });
    expect(template.statusCode).toBe(200);
    const release = { kind: 'Single', primaryArtists: 'Mira', language: 'English (en)', mainGenre: 'Pop', timezone: 'UTC', cover: 'art/cover.png' };
    const track = {
      audio: 'audio/solo.wav',
      songwriters: 'Mira',
      isInstrumental: 'Yes',
      explicitness: 'Not explicit',
      contributor1Role: 'Vocalist',
      contributor1Names: 'Mira',
      production1Role: 'Producer',
      production1Names: 'Max Weber',
    };
    const workbook = await fillTemplate(template.rawPayload, {
      releases: [
        { ...release, releaseNo: 'S1', title: 'Solo', releaseDate: '2027-01-15' },
        { ...release, releaseNo: 'S2', title: 'Later', releaseDate: 'next spring' },
      ],
      tracks: [
        { ...track, releaseNo: 'S1', title: 'Solo' },
        { ...track, releaseNo: 'S2', title: 'Later' },
      ],
    });
    const fileId = await uploadSource(artist.client, workbook, 'catalogue.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const archiveFileId = await uploadSource(artist.client, await zipOf({ 'audio/solo.wav': audio, 'art/cover.png': coverPng }), 'files.zip');
    const created = ok<{ taskId: number }>(await artist.client.post('/api/batch-task/create', { method: 'EXCEL', fileId, archiveFileId }));
    await runDueJobs(ctx.services);
    const { task, rows } = await detail(artist.client, created.taskId);
    expect(task).toMatchObject({ status: 'VERIFICATION_REJECT', name: 'catalogue.xlsx', fileIssues: [] });
    expect(
      rows.map((row) => [row.title, row.status, row.place]),
      JSON.stringify(rows[0].findings),
    ).toEqual([
      ['Solo', 'PASS', { file: 'catalogue.xlsx', sheet: 'Releases', row: 2 }],
      ['Later', 'REJECT', { file: 'catalogue.xlsx', sheet: 'Releases', row: 3 }],
    ]);
    const dateFinding = rows[1].findings.find((finding: { messageKey: string }) => finding.messageKey === 'bulk_excel_bad_date');
    expect(dateFinding).toMatchObject({ track: null, values: { value: 'next spring' } });
    // The report is the workbook itself with the cell explained.
    expect(await reportTexts(artist.client, task.taskId, 'en')).toContain(ctx.services.translate('en', 'bulk_excel_bad_date', { value: 'next spring' }));

    ok(await artist.client.post('/api/batch-task/import', { taskId: task.taskId, rowIds: [rows[0].rowId] }));
    await runDueJobs(ctx.services);
    const imported = await detail(artist.client, task.taskId);
    expect(imported.task.status).toBe('IMPORT_SUCCESS');
    expect(imported.rows[0]).toMatchObject({ status: 'IMPORTED', albumId: expect.any(Number) });
  });

  it('the ERN samples, read by the DDEX reader', async () => {
    readers.DDEX = realDdexReader;
    try {
      const artist = await signUpArtist(ctx);
      const sample = await readFile(join(ERN_SAMPLES, 'SimpleAudioSingle.xml'));
      // Alone, the message cannot carry the audio it names: the report says so on the track's audio.
      const alone = await verifiedTask(artist.client, await uploadSource(artist.client, sample, 'SimpleAudioSingle.xml', 'application/xml'));
      expect(alone.task.fileIssues).toEqual([]);
      expect(alone.rows).toHaveLength(1);
      expect(alone.rows[0]).toMatchObject({ kind: 'SINGLE', place: { file: 'SimpleAudioSingle.xml' } });
      expect(alone.rows[0].title).not.toBe('');
      expect(alone.rows[0].findings.map((finding: { field: string }) => finding.field)).toContain('fullAudio');

      // Zipped as a store receives it, with the FLAC the message names: the audio is stored and checked like an upload.
      const zip = await zipOf({ 'batch/SimpleAudioSingle.xml': sample, 'batch/resources/190295810726_00001_LL.flac': encodeFlac(audio) });
      const zipped = await verifiedTask(artist.client, await uploadSource(artist.client, zip));
      expect(zipped.task.fileIssues).toEqual([]);
      expect(zipped.rows[0].findings.map((finding: { field: string }) => finding.field)).not.toContain('fullAudio');
      expect((await accountFiles(artist.userId, ['audio'])).map((file) => file.meta)).toEqual([expect.objectContaining({ format: 'FLAC', durationMs: 16_000 })]);

      // The sample's deal began years ago: too early for the stores, until the task gives a go-live date. The old date
      // stays as the original release date.
      expect(zipped.rows[0].findings).toContainEqual(expect.objectContaining({ track: null, field: 'releaseTime', messageKey: 'rule_release_too_early' }));
      const goLive = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
      ok(await artist.client.post('/api/batch-task/reverify', { taskId: zipped.task.taskId, releaseDate: goLive }));
      await runDueJobs(ctx.services);
      const dated = await detail(artist.client, zipped.task.taskId);
      expect(dated.task.releaseDate).toBe(goLive);
      expect(dated.rows[0].findings.map((finding: { field: string }) => finding.field)).not.toContain('releaseTime');
      const [stored] = await ctx.services.db.select().from(batchTaskRows).where(eq(batchTaskRows.taskId, zipped.task.taskId));
      expect((stored!.release as ImportedRelease).album).toMatchObject({ releaseTime: Date.parse(`${goLive}T00:00:00Z`), isPreviouslyReleased: true, originalReleaseTime: expect.any(Number) });
      expect((stored!.release as ImportedRelease).album.originalReleaseTime!).toBeLessThan(Date.now());
    } finally {
      readers.DDEX = jsonReader;
    }
  });
});

/** Replaces every occurrence of `from` in a zip's bytes (names stand in the local header and the central directory). */
function patched(zip: Buffer, from: string, to: string): Buffer {
  expect(to.length).toBe(from.length);
  const out = Buffer.from(zip);
  for (let at = out.indexOf(from); at !== -1; at = out.indexOf(from, at + 1)) out.write(to, at, 'latin1');
  return out;
}

/** Sets the general-purpose flag bits of every entry (local header offset 6, central directory offset 8). */
function withFlags(zip: Buffer, bits: number): Buffer {
  const out = Buffer.from(zip);
  for (const [signature, offset] of [
    ['PK\x03\x04', 6],
    ['PK\x01\x02', 8],
  ] as const) {
    for (let at = out.indexOf(signature, 0, 'latin1'); at !== -1; at = out.indexOf(signature, at + 4, 'latin1')) out.writeUInt16LE(out.readUInt16LE(at + offset) | bits, at + offset);
  }
  return out;
}

describe('a source that is refused leaves nothing behind', () => {
  let lastClient: TestClient | undefined;
  let lastTaskId: number | undefined;
  const refused = async (zip: Buffer) => {
    const artist = await signUpArtist(ctx);
    const { task, rows } = await verifiedTask(artist.client, await uploadSource(artist.client, zip));
    lastClient = artist.client;
    lastTaskId = task.taskId;
    expect(task.status).toBe('VERIFICATION_REJECT');
    expect(rows).toEqual([]);
    expect(await accountFiles(artist.userId)).toEqual([]);
    expect((await storedObjects(artist.userId)).length).toBe(1);
    return task.fileIssues as { messageKey: string; values?: Record<string, unknown> }[];
  };
  const releasesJson = JSON.stringify([single('Night Lights', 'a.wav')]);

  it('a path that climbs out of the folder', async () => {
    const zip = patched(await zipOf({ 'releases.json': releasesJson, 'xx/evil.wav': audio, 'art/cover.png': coverPng }), 'xx/evil.wav', '../evil.wav');
    expect(await refused(zip)).toEqual([{ place: { file: 'catalogue.zip' }, messageKey: 'bulk_archive_unsafe_path', values: { name: '../evil.wav' } }]);
    const report = await reportTexts(lastClient!, lastTaskId!, 'en');
    expect(report).toContain(ctx.services.translate('en', 'bulk_archive_unsafe_path', { name: '../evil.wav' }));
    const absolute = patched(await zipOf({ 'releases.json': releasesJson, 'x/etc/passwd': 'root' }), 'x/etc/passwd', '/etc/passwdd');
    expect((await refused(absolute))[0]!.messageKey).toBe('bulk_archive_unsafe_path');
    const backslash = patched(await zipOf({ 'releases.json': releasesJson, 'a/b.wav': audio }), 'a/b.wav', 'a\\b.wav');
    expect((await refused(backslash))[0]!.messageKey).toBe('bulk_archive_unsafe_path');
  });

  it('a zip bomb', async () => {
    const zip = await zipOf({ 'releases.json': releasesJson, 'a.wav': Buffer.alloc(40 * 1024 * 1024) });
    expect((await refused(zip))[0]).toMatchObject({ messageKey: 'bulk_archive_bomb', values: { name: 'a.wav' } });
  });

  it('too many entries, or too much data uncompressed', async () => {
    // The task's limits are 100,000 entries and 40 GiB; the same checks with small limits keep the test quick.
    const entries: Record<string, string> = { 'releases.json': releasesJson };
    for (let index = 0; index < 11; index++) entries[`n/${index}.txt`] = 'x'.repeat(100);
    await ctx.services.files.put('test/many.zip', await zipOf(entries), 'application/zip');
    const limits = { entriesMax: 10, uncompressedBytesMax: 1024 * 1024, compressionRatioMax: 200 };
    const refusal = await openStoredArchive(ctx.services.files, 'test/many.zip', 'many.zip', limits).catch((error: BulkReadError) => error);
    expect(refusal).toMatchObject({ code: 'bulk_archive_too_many_entries', values: { name: 'many.zip', max: 10 } });
    const large = await openStoredArchive(ctx.services.files, 'test/many.zip', 'many.zip', { ...limits, entriesMax: 100, uncompressedBytesMax: 1000 }).catch((error: BulkReadError) => error);
    expect(large).toMatchObject({ code: 'bulk_archive_too_large' });
    const fine = await openStoredArchive(ctx.services.files, 'test/many.zip', 'many.zip', { ...limits, entriesMax: 100 });
    expect(fine.entries).toHaveLength(12);
    expect((await fine.read('./n/3.txt')).toString()).toBe('x'.repeat(100));
    await expect(fine.read('n/3.txt', 10)).rejects.toMatchObject({ code: 'bulk_document_too_large' });
    fine.close();
  });

  it('encrypted entries and a malformed zip', async () => {
    const encrypted = withFlags(await zipOf({ 'releases.json': releasesJson, 'a.wav': audio }), 0x1);
    expect((await refused(encrypted))[0]!.messageKey).toBe('bulk_archive_encrypted');
    const malformed = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(4000, 7)]);
    expect((await refused(malformed))[0]!.messageKey).toBe('bulk_archive_unreadable');
  });

  it('an entry whose header under-states its size is cut off and not stored', async () => {
    const artist = await signUpArtist(ctx);
    const zip = await zipOf({ 'releases.json': releasesJson, 'a.wav': audio, 'art/cover.png': coverPng });
    // Declare the audio 1 KiB smaller in the central directory than it is.
    const lying = Buffer.from(zip);
    const central = lying.lastIndexOf('PK\x01\x02', lying.indexOf('PK\x05\x06', 0, 'latin1'), 'latin1');
    let at = lying.indexOf('PK\x01\x02', 0, 'latin1');
    for (; at !== -1 && at <= central; at = lying.indexOf('PK\x01\x02', at + 4, 'latin1')) {
      const nameLength = lying.readUInt16LE(at + 28);
      if (lying.toString('latin1', at + 46, at + 46 + nameLength) === 'a.wav') {
        lying.writeUInt32LE(lying.readUInt32LE(at + 24) - 1024, at + 24);
        break;
      }
    }
    const { task, rows } = await verifiedTask(artist.client, await uploadSource(artist.client, lying));
    expect(task.status).toBe('VERIFICATION_REJECT');
    expect(rows[0].findings).toEqual(expect.arrayContaining([expect.objectContaining({ track: 0, field: 'fullAudio', messageKey: 'bulk_archive_entry_unreadable' })]));
    expect((await accountFiles(artist.userId)).map((file) => file.kind)).toEqual(['cover']);
  });
});
