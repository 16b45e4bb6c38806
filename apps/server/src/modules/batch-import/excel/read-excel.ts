import { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { loadExcel } from '../../../platform/on-first-use.ts';
import { eq } from 'drizzle-orm';
import { users } from '@portal/db/schema';
import { EXCEL_FIRST_DATA_ROW, EXCEL_HEADER_ROW, EXCEL_SHEETS, TRACK_COLUMNS, type ExcelColumn } from '@portal/domain/bulk-import/excel-layout';
import { everyOfferedStore } from '@portal/domain/bulk-import/form-defaults';
import { BULK_IMPORT_LIMITS, type AssetSource, type ImportedRelease, type ImportedTrack, type ReadIssue, type ReadResult, type SourcePlace } from '@portal/domain/bulk-import/model';
import type { AvailablePlatform } from '@portal/domain/catalog/platforms';
import { isTimezone, zonedDateTimeToUtc } from '@portal/domain/catalog/timezones';
import { WORLDWIDE } from '@portal/domain/catalog/territories';
import { Explicitness, ReleaseTimeType, type AlbumInput, type ContributorRef, type TrackInput } from '@portal/domain/release/model';
import { storesFor } from '../../releases/rule-context.ts';
import type { Archive, BatchSource, ReaderContext, SourceReader } from '../readers.ts';
import { cellProblem, cellText, parseDate, parseInteger, parsePercent, parseTime, parseYesNo, plainCell, splitList, type CellProblem, type CellValue, type Parsed } from './cells.ts';
import { headerIndex, type DataSheet, type HeaderIndex, type Translate } from './headers.ts';
import { lookupGenre, lookupLanguage, lookupRole, lookupStore, lookupSubgenre, lookupTerritory, lookupWord } from './lists.ts';

export interface WorkbookReadOptions {
  /** The workbook's file name, for the places of the report. */
  file: string;
  headers: HeaderIndex;
  /** The stores offered to the account: an empty Stores cell selects all of them (the Content ID opt-in aside). */
  offeredStores: readonly AvailablePlatform[];
}

type Cells = Map<string, CellValue>;
type FieldIssue = { field: string } & CellProblem;

interface ReleaseRow {
  releaseNo: string;
  release: ImportedRelease;
  /** An empty Type cell: a single when the release has one track, else an album. */
  kindFromTracks: boolean;
}

interface TrackRow {
  releaseNo: string;
  track: ImportedTrack;
  issues: FieldIssue[];
}

interface Collected {
  releases: ReleaseRow[];
  tracks: TrackRow[];
  fileIssues: ReadResult['fileIssues'];
  seenSheets: Set<string>;
}

const XLSX_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const MEGABYTE = 1024 * 1024;

/** Reads a filled template into releases; cells that cannot be read become read issues on their field and row. */
export async function readWorkbook(bytes: Buffer, options: WorkbookReadOptions): Promise<ReadResult> {
  const filePlace = { file: options.file };
  if (bytes.length > BULK_IMPORT_LIMITS.documentBytesMax) {
    return { releases: [], fileIssues: [{ place: filePlace, code: 'bulk_excel_too_large', values: { max: BULK_IMPORT_LIMITS.documentBytesMax / MEGABYTE } }] };
  }
  if (bytes.length < XLSX_MAGIC.length || !bytes.subarray(0, XLSX_MAGIC.length).equals(XLSX_MAGIC)) {
    return { releases: [], fileIssues: [{ place: filePlace, code: 'bulk_excel_not_xlsx' }] };
  }

  const collected: Collected = { releases: [], tracks: [], fileIssues: [], seenSheets: new Set() };
  try {
    await collectRows(bytes, options, collected);
  } catch {
    return { releases: [], fileIssues: [{ place: filePlace, code: 'bulk_excel_not_xlsx' }] };
  }
  if (collected.seenSheets.size === 0) return { releases: [], fileIssues: [{ place: filePlace, code: 'bulk_excel_not_xlsx' }] };
  for (const sheet of [EXCEL_SHEETS.releases, EXCEL_SHEETS.tracks]) {
    if (!collected.seenSheets.has(sheet)) collected.fileIssues.push({ place: filePlace, code: 'bulk_excel_sheet_missing', values: { sheet } });
  }
  if (collected.fileIssues.length) return { releases: [], fileIssues: collected.fileIssues };
  return linkTracks(collected, options.file);
}

/** Streams the two data sheets (exceljs' reader keeps one row at a time, not the workbook's cell model). */
async function collectRows(bytes: Buffer, options: WorkbookReadOptions, collected: Collected) {
  const reader = new (await loadExcel()).stream.xlsx.WorkbookReader(Readable.from(bytes), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  for await (const worksheet of reader) {
    const name = (worksheet as unknown as { name: string }).name;
    const sheet = name === EXCEL_SHEETS.releases || name === EXCEL_SHEETS.tracks ? (name as DataSheet) : null;
    let columns: Map<number, ExcelColumn> | null = null;
    let refused = false;
    for await (const row of worksheet) {
      // Every sheet is drained: the zip is read in order, and a sheet left unread stalls the ones after it.
      if (!sheet || refused) continue;
      if (row.number === EXCEL_HEADER_ROW) {
        columns = columnsOf(row, sheet, options.headers);
        collected.seenSheets.add(sheet);
        if (![...columns.values()].some((column) => column.key === 'releaseNo')) {
          collected.fileIssues.push({ place: { file: options.file, sheet, row: EXCEL_HEADER_ROW }, code: 'bulk_excel_column_missing', values: { sheet, column: 'releaseNo' } });
          refused = true;
        }
        continue;
      }
      if (!columns || row.number < EXCEL_FIRST_DATA_ROW) continue;
      const cells = cellsOf(row, columns);
      if (!cells) continue;
      const place: SourcePlace = { file: options.file, sheet, row: row.number };
      if (sheet === EXCEL_SHEETS.releases) {
        if (collected.releases.length >= BULK_IMPORT_LIMITS.releasesMax) {
          collected.fileIssues.push({ place, code: 'bulk_excel_too_many_releases', values: { max: BULK_IMPORT_LIMITS.releasesMax } });
          refused = true;
          continue;
        }
        collected.releases.push(readRelease(cells, place, options));
      } else {
        if (collected.tracks.length >= BULK_IMPORT_LIMITS.tracksMax) {
          collected.fileIssues.push({ place, code: 'bulk_excel_too_many_tracks', values: { max: BULK_IMPORT_LIMITS.tracksMax } });
          refused = true;
          continue;
        }
        collected.tracks.push(readTrack(cells, place));
      }
    }
    if (sheet && !columns) {
      // The sheet is there but empty: no headers to read it by.
      collected.seenSheets.add(sheet);
      collected.fileIssues.push({ place: { file: options.file, sheet, row: EXCEL_HEADER_ROW }, code: 'bulk_excel_column_missing', values: { sheet, column: 'releaseNo' } });
    }
  }
}

function columnsOf(row: ExcelJS.Row, sheet: DataSheet, headers: HeaderIndex): Map<number, ExcelColumn> {
  const columns = new Map<number, ExcelColumn>();
  const taken = new Set<string>();
  row.eachCell((cell, number) => {
    const column = headers.column(sheet, cellText(plainCell(cell.value)));
    if (column && !taken.has(column.key)) {
      columns.set(number, column);
      taken.add(column.key);
    }
  });
  return columns;
}

/** The known cells of a row by column key, or null for a row with nothing in them. */
function cellsOf(row: ExcelJS.Row, columns: Map<number, ExcelColumn>): Cells | null {
  const cells: Cells = new Map();
  row.eachCell((cell, number) => {
    const column = columns.get(number);
    const value = column ? plainCell(cell.value) : undefined;
    if (column && value !== undefined) cells.set(column.key, value);
  });
  return cells.size ? cells : null;
}

/** Collects what a row's cells say: the parsed fields and the problems, each on its form field. */
class RowReader {
  readonly issues: FieldIssue[] = [];
  constructor(private readonly cells: Cells) {}

  has(key: string) {
    return this.cells.has(key);
  }
  raw(key: string) {
    return this.cells.get(key);
  }
  text(key: string) {
    const value = this.cells.get(key);
    if (value === undefined) return undefined;
    // Whole numbers stay whole numbers (a UPC typed into a number cell must not become 1.23e+12).
    return typeof value === 'number' && Number.isInteger(value) ? value.toFixed(0) : cellText(value);
  }
  /** The parsed value of a cell, undefined when empty or unreadable (the problem is kept). */
  parse<T>(key: string, field: string, parser: (value: CellValue) => Parsed<T>): T | undefined {
    const value = this.cells.get(key);
    if (value === undefined) return undefined;
    const parsed = parser(value);
    if ('problem' in parsed) {
      this.problem(field, parsed.problem);
      return undefined;
    }
    return parsed.value;
  }
  lookup<T>(key: string, field: string, code: string, find: (text: string) => T | undefined): T | undefined {
    return this.parse(key, field, (value) => {
      const found = find(cellText(value));
      return found === undefined ? cellProblem(code, value) : { value: found };
    });
  }
  problem(field: string, problem: CellProblem) {
    if (!this.issues.some((issue) => issue.field === field)) this.issues.push({ field, ...problem });
  }
}

const artists = (names: string[] | undefined) => names?.map((name) => ({ name }));
const names = (row: RowReader, key: string) => (row.has(key) ? splitList(row.raw(key)) : undefined);

/** An https URL, or a path inside the uploaded zip ("audio\track 1.wav" and "./audio/track 1.wav" both name audio/track 1.wav). */
function parseAsset(value: CellValue): Parsed<AssetSource> {
  const text = cellText(value);
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    try {
      const url = new URL(text);
      if (url.protocol === 'https:') return { value: { kind: 'url', url: url.href } };
    } catch {}
    return cellProblem('bulk_excel_bad_asset', value);
  }
  const path = text
    .replace(/\\/g, '/')
    .replace(/^(\.\/)+/, '')
    .replace(/^\/+/, '');
  return path ? { value: { kind: 'archive', path } } : cellProblem('bulk_excel_bad_asset', value);
}

function genreFields(row: RowReader): { mainGenre?: string; subGenre?: string } {
  const genre = row.lookup('mainGenre', 'mainGenre', 'bulk_excel_unknown_genre', lookupGenre);
  const subGenre = row.lookup('subGenre', 'subGenre', 'bulk_excel_unknown_subgenre', (text) => lookupSubgenre(text, genre));
  return { mainGenre: genre?.id, subGenre };
}

/** Date + time of day + zone -> the instant, as the form's date-time field computes it. */
function instant(date: string | undefined, clock: string, timezone: string | undefined) {
  if (!date) return undefined;
  return zonedDateTimeToUtc(`${date}T${clock}`, timezone && isTimezone(timezone) ? timezone : 'UTC');
}

function readRelease(cells: Cells, place: SourcePlace, options: WorkbookReadOptions): ReleaseRow {
  const row = new RowReader(cells);
  const releaseNo = row.text('releaseNo') ?? '';
  if (!releaseNo) row.problem('releaseNo', { code: 'bulk_excel_release_no_missing', values: {} });
  const kind = row.lookup('kind', 'kind', 'bulk_excel_unknown_value', (text) => lookupWord('releaseKind', text));
  const timezone = row.text('timezone');
  const clock = row.parse('releaseClock', 'releaseTime', parseTime) ?? '00:00';
  const optInPrerelease = row.parse('optInPrerelease', 'optInPrerelease', parseYesNo) ?? false;

  const album: AlbumInput = {
    title: row.text('title'),
    version: row.text('version'),
    uniMainArtistObjects: artists(names(row, 'primaryArtists')),
    language: row.lookup('language', 'language', 'bulk_excel_unknown_language', lookupLanguage),
    ...genreFields(row),
    recordLabel: row.text('recordLabel'),
    publishers: names(row, 'publishers'),
    upc: row.text('upc'),
    // Empty cells take the values the release form starts with.
    isPreviouslyReleased: row.parse('previouslyReleased', 'isPreviouslyReleased', parseYesNo) ?? false,
    originalReleaseTime: instant(row.parse('originalReleaseDate', 'originalReleaseTime', parseDate), '00:00', timezone) ?? null,
    releaseTime: instant(row.parse('releaseDate', 'releaseTime', parseDate), clock, timezone) ?? null,
    timezone,
    releaseTimeType: row.lookup('releaseTimeType', 'releaseTimeType', 'bulk_excel_unknown_value', (text) => lookupWord('releaseTimeType', text)) ?? ReleaseTimeType.GLOBAL,
    optInPrerelease,
    preReleaseTime: instant(row.parse('preReleaseDate', 'preReleaseTime', parseDate), clock, timezone) ?? null,
    stores: readStores(row, options.offeredStores),
    territories: readTerritories(row),
  };
  const cover = row.parse('cover', 'cover', parseAsset);
  const release: ImportedRelease = {
    kind: kind ?? 'ALBUM',
    album: withoutUndefined(album),
    ...(cover ? { cover } : {}),
    tracks: [],
    place,
    readIssues: row.issues.map(({ field, code, values }) => ({ track: null, field, code, values })),
  };
  return { releaseNo, release, kindFromTracks: !row.has('kind') };
}

function readStores(row: RowReader, offered: readonly AvailablePlatform[]): Record<string, boolean> {
  if (!row.has('stores')) return everyOfferedStore(offered);
  const stores: Record<string, boolean> = {};
  for (const name of splitList(row.raw('stores'))) {
    const platform = lookupStore(name);
    if (platform) stores[String(platform.id)] = true;
    else row.problem('stores', { code: 'bulk_excel_unknown_store', values: { value: name } });
  }
  return stores;
}

function readTerritories(row: RowReader): string[] | undefined {
  if (!row.has('territories')) return undefined;
  const codes: string[] = [];
  for (const text of splitList(row.raw('territories'))) {
    const code = lookupTerritory(text);
    if (!code) row.problem('territories', { code: 'bulk_excel_unknown_territory', values: { value: text } });
    else if (code !== WORLDWIDE) codes.push(code);
  }
  // Worldwide is the empty list, as in the form.
  return codes;
}

function readPeople(row: RowReader, kind: 'contributor' | 'production', field: string): ContributorRef[] {
  const people: ContributorRef[] = [];
  for (const column of TRACK_COLUMNS) {
    if (column.format !== 'role' || column.field !== field) continue;
    const namesKey = `${kind}${column.slot}Names`;
    const slotNames = names(row, namesKey) ?? [];
    if (!row.has(column.key)) {
      if (slotNames.length) row.problem(field, { code: 'bulk_excel_role_missing', values: { value: slotNames.join('; ') } });
      continue;
    }
    const role = row.lookup(column.key, field, 'bulk_excel_unknown_role', (text) => lookupRole(text, kind));
    if (role === undefined) continue;
    if (!slotNames.length) row.problem(field, { code: 'bulk_excel_names_missing', values: { value: role.name } });
    for (const name of slotNames) people.push({ name, role: role.id });
  }
  return people;
}

function readTrack(cells: Cells, place: SourcePlace): TrackRow {
  const row = new RowReader(cells);
  const explicitness = row.lookup('explicitness', 'explicitness', 'bulk_excel_unknown_value', (text) => lookupWord('explicitness', text));
  const input: TrackInput = {
    sequenceNumber: row.parse('sequenceNumber', 'sequenceNumber', parseInteger),
    title: row.text('title'),
    englishTitle: row.text('englishTitle'),
    version: row.text('version'),
    language: row.lookup('language', 'language', 'bulk_excel_unknown_language', lookupLanguage),
    uniMainArtistObjects: artists(names(row, 'primaryArtists')),
    uniFeaturedArtistObjects: artists(names(row, 'featuredArtists')) ?? [],
    ...genreFields(row),
    isInstrumental: row.parse('isInstrumental', 'isInstrumental', parseYesNo) ?? false,
    explicitness: row.has('explicitness') ? explicitness : Explicitness.NO,
    lyricsLanguage: row.lookup('lyricsLanguage', 'lyricsLanguage', 'bulk_excel_unknown_language', lookupLanguage),
    lyrics: row.text('lyrics'),
    lyricistsName: names(row, 'lyricists') ?? [],
    songwritersName: names(row, 'songwriters') ?? [],
    originalTitle: row.text('originalTitle'),
    originalSongwritersName: names(row, 'originalSongwriters'),
    isrc: row.text('isrc'),
    iswc: row.text('iswc'),
    isPreviouslyReleased: row.parse('previouslyReleased', 'isPreviouslyReleased', parseYesNo),
    publishingPercentage: row.parse('publishingPercentage', 'publishingPercentage', parsePercent),
    existPublisher: row.parse('existPublisher', 'existPublisher', parseYesNo) ?? false,
    existLocalSociety: row.parse('existLocalSociety', 'existLocalSociety', parseYesNo) ?? false,
    licensedContent: row.parse('licensedContent', 'licensedContent', parseYesNo),
    licensedContentType: row.lookup('licensedContentType', 'licensedContentType', 'bulk_excel_unknown_value', (text) => lookupWord('licensedContentType', text)),
    territories: readTerritories(row),
    optInPromote: row.parse('optInPromote', 'optInPromote', parseYesNo) ?? false,
    optInCML: row.parse('optInCML', 'optInCML', parseYesNo),
    optInCapCut: row.parse('optInCapCut', 'optInCapCut', parseYesNo),
    optInYouTubeContentID: row.parse('optInYouTubeContentID', 'optInYouTubeContentID', parseYesNo),
    mccFullSongIntention: row.parse('mccFullSongIntention', 'mccFullSongIntention', parseYesNo),
    uniContributorObjects: readPeople(row, 'contributor', 'uniContributorObjects'),
    uniProductionAndEngineeringObjects: readPeople(row, 'production', 'uniProductionAndEngineeringObjects'),
  };
  const audio = row.parse('audio', 'fullAudio', parseAsset);
  return { releaseNo: row.text('releaseNo') ?? '', track: { input: withoutUndefined(input), ...(audio ? { audio } : {}), place }, issues: row.issues };
}

/** Puts each track under its release (by Release no.) and fills what the form takes from the release. */
function linkTracks(collected: Collected, file: string): ReadResult {
  const fileIssues: ReadResult['fileIssues'] = [];
  const byNo = new Map<string, ImportedRelease>();
  for (const { releaseNo, release } of collected.releases) {
    if (!releaseNo) continue;
    if (byNo.has(releaseNo)) release.readIssues.push({ track: null, field: 'releaseNo', code: 'bulk_excel_release_no_duplicate', values: { value: releaseNo } });
    else byNo.set(releaseNo, release);
  }
  for (const { releaseNo, track, issues } of collected.tracks) {
    const release = releaseNo ? byNo.get(releaseNo) : undefined;
    if (!release) {
      fileIssues.push({ place: track.place ?? { file }, code: releaseNo ? 'bulk_excel_track_without_release' : 'bulk_excel_release_no_missing', values: { value: releaseNo } });
      continue;
    }
    const index = release.tracks.length;
    const input = track.input;
    input.sequenceNumber ??= issues.some((issue) => issue.field === 'sequenceNumber') ? undefined : index + 1;
    if (input.sequenceNumber === undefined) delete input.sequenceNumber;
    input.uniMainArtistObjects ??= [...(release.album.uniMainArtistObjects ?? [])];
    input.language ??= release.album.language;
    if (!input.isInstrumental) input.lyricsLanguage ??= release.album.language;
    release.tracks.push({ ...track, input: withoutUndefined(input) });
    release.readIssues.push(...issues.map(({ field, code, values }): ReadIssue => ({ track: index, field, code, values })));
  }
  const releases = collected.releases.map(({ release, kindFromTracks }) => {
    if (kindFromTracks) release.kind = release.tracks.length === 1 ? 'SINGLE' : 'ALBUM';
    return release;
  });
  return { releases, fileIssues };
}

/** Drops unset keys so a field left empty looks the same as one the form never touched. */
function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

/** The workbook of a source: the uploaded .xlsx, or the one .xlsx inside the uploaded zip. */
async function workbookOf(source: BatchSource): Promise<{ name: string; bytes: Buffer } | { issue: string }> {
  if (source.document) {
    if (source.document.size > BULK_IMPORT_LIMITS.documentBytesMax) return { issue: 'bulk_excel_too_large' };
    return { name: source.document.name, bytes: await source.document.read() };
  }
  const candidates = (source.archive?.entries ?? []).filter((entry) => /\.xlsx$/i.test(entry.path) && !/(^|\/)(~\$|__MACOSX\/|\._)/.test(entry.path));
  if (candidates.length !== 1) return { issue: candidates.length ? 'bulk_excel_several_workbooks' : 'bulk_excel_no_workbook' };
  const entry = candidates[0]!;
  if (entry.size > BULK_IMPORT_LIMITS.documentBytesMax) return { issue: 'bulk_excel_too_large' };
  return { name: entry.path, bytes: await source.archive!.read(entry.path) };
}

/**
 * A zip made by compressing a folder puts everything under that folder ("Catalogue/audio/1.wav") while the sheet says
 * "audio/1.wav": a name the zip lacks is taken as the one entry whose path ends with it, when exactly one does.
 */
export function matchArchivePaths(result: ReadResult, archive: Pick<Archive, 'entries' | 'find'>) {
  let bySuffix: Map<string, string | null> | null = null;
  const resolve = (source: AssetSource | undefined) => {
    if (source?.kind !== 'archive' || archive.find(source.path)) return;
    if (!bySuffix) {
      bySuffix = new Map();
      for (const entry of archive.entries) {
        for (let slash = entry.path.indexOf('/'); slash >= 0; slash = entry.path.indexOf('/', slash + 1)) {
          const suffix = entry.path.slice(slash + 1);
          bySuffix.set(suffix, bySuffix.has(suffix) ? null : entry.path);
        }
      }
    }
    const found = bySuffix.get(source.path);
    if (found) source.path = found;
  };
  for (const release of result.releases) {
    resolve(release.cover);
    for (const track of release.tracks) resolve(track.audio);
  }
  return result;
}

let sharedHeaders: { translate: Translate; index: HeaderIndex } | null = null;
/** Header texts of every language, built once per translator. */
export function headersFor(translate: Translate): HeaderIndex {
  if (sharedHeaders?.translate !== translate) sharedHeaders = { translate, index: headerIndex(translate) };
  return sharedHeaders.index;
}

/** The EXCEL method's reader (reader-registry.ts). */
export const readExcel: SourceReader = async (source: BatchSource, context: ReaderContext): Promise<ReadResult> => {
  const file = source.document?.name ?? source.archive?.name ?? '';
  const workbook = await workbookOf(source);
  if ('issue' in workbook) {
    const values = workbook.issue === 'bulk_excel_too_large' ? { max: BULK_IMPORT_LIMITS.documentBytesMax / MEGABYTE } : undefined;
    return { releases: [], fileIssues: [{ place: { file }, code: workbook.issue, ...(values ? { values } : {}) }] };
  }
  const [account] = await context.services.db.select().from(users).where(eq(users.id, context.accountId)).limit(1);
  const offeredStores = account ? await storesFor(context.services, account) : [];
  const result = await readWorkbook(workbook.bytes, { file: workbook.name, headers: headersFor(context.services.translate), offeredStores });
  // The missing column is named as the user's template shows it.
  for (const issue of result.fileIssues) {
    if (issue.code === 'bulk_excel_column_missing') issue.values = { ...issue.values, column: context.services.translate(context.language, 'bulk_col_release_no') };
  }
  return source.archive ? matchArchivePaths(result, source.archive) : result;
};
