import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '@portal/i18n/translate';
import { loadCatalog } from '@portal/i18n/node-catalogs';
import { EXCEL_SHEETS, TRACK_COLUMNS } from '@portal/domain/bulk-import/excel-layout';
import { BULK_IMPORT_LIMITS, type ImportedRelease } from '@portal/domain/bulk-import/model';
import { availablePlatforms, defaultPlatformRules } from '@portal/domain/catalog/platforms';
import { zonedDateTimeToUtc } from '@portal/domain/catalog/timezones';
import { Explicitness, LicensedContentType, ReleaseTimeType } from '@portal/domain/release/model';
import { fillTemplate, type FilledRow } from './fill-template.ts';
import { headerIndex } from './headers.ts';
import { matchArchivePaths, readWorkbook } from './read-excel.ts';
import { buildExcelTemplate } from './template.ts';

const translate = createTranslator(loadCatalog);
const headers = headerIndex(translate);
const offeredStores = availablePlatforms(defaultPlatformRules, { region: 'DE', source: 0, flags: {} });
const t = (language: string) => (key: string, values?: Record<string, string | number>) => translate(language, key, values);

const read = (bytes: Buffer, file = 'catalogue.xlsx') => readWorkbook(bytes, { file, headers, offeredStores });
async function filled(releases: FilledRow[], tracks: FilledRow[], language = 'en') {
  return fillTemplate(await buildExcelTemplate(t(language)), { releases, tracks });
}

const at = (date: string, zone: string) => zonedDateTimeToUtc(date, zone);

// Two albums and a single with every column of the template filled somewhere.
const RELEASES: FilledRow[] = [
  {
    releaseNo: 'R1',
    kind: 'Album',
    title: 'Night Drive',
    version: 'Remastered 2024',
    primaryArtists: 'Luna Park; DJ Nova',
    language: 'English (en)',
    mainGenre: 'Dance',
    subGenre: 'House',
    recordLabel: 'Moonlight Records',
    publishers: 'Moonlight Publishing; Second Pub',
    upc: '0123456789012',
    previouslyReleased: 'Yes',
    originalReleaseDate: '2019-05-17',
    releaseDate: '2027-03-05',
    releaseClock: '09:30',
    timezone: 'Europe/Berlin',
    releaseTimeType: 'Local',
    optInPrerelease: 'Yes',
    preReleaseDate: '2027-02-19',
    stores: 'Spotify; Flick; 2',
    territories: 'DE; at; CH',
    cover: 'covers/night-drive.jpg',
  },
  {
    releaseNo: 'R2',
    kind: 'album',
    title: 'Daylight',
    primaryArtists: 'Kai',
    language: 'de',
    mainGenre: 'hip-hop-rap',
    subGenre: 'Trap',
    releaseDate: new Date(Date.UTC(2027, 5, 1)),
    timezone: 'UTC',
    territories: 'Worldwide',
    cover: 'https://cdn.example.com/daylight.png',
  },
  {
    releaseNo: 'S1',
    kind: 'Single',
    title: 'Solo',
    primaryArtists: 'Mira',
    language: 'Japanese',
    mainGenre: 'J-Pop',
    releaseDate: '2027-01-15',
    releaseTimeType: 'Global',
    timezone: 'Asia/Tokyo',
    optInPrerelease: 'No',
    previouslyReleased: 'No',
    cover: '.\\art\\solo.png',
  },
];

const TRACKS: FilledRow[] = [
  {
    releaseNo: 'R1',
    sequenceNumber: 2,
    audio: 'audio/night-drive.wav',
    title: 'Night Drive',
    englishTitle: 'Night Drive (EN)',
    version: 'Live',
    language: 'en',
    primaryArtists: 'Luna Park; DJ Nova',
    featuredArtists: 'Kai; Mira',
    mainGenre: 'Electronic',
    subGenre: 'electronic.synthwave',
    isInstrumental: 'No',
    explicitness: 'Explicit',
    lyricsLanguage: 'English (en)',
    lyrics: 'City lights are calling',
    lyricists: 'Anna Berg',
    songwriters: 'Anna Berg; Tom Lee',
    isrc: 'DEA123456789',
    iswc: 'T-123.456.789-0',
    previouslyReleased: 'Yes',
    publishingPercentage: 50,
    existPublisher: 'Yes',
    existLocalSociety: 'No',
    licensedContent: 'Yes',
    licensedContentType: 'Sample',
    territories: 'DE',
    optInPromote: 'Yes',
    optInCML: 'yes',
    optInCapCut: 'No',
    optInYouTubeContentID: 'TRUE',
    mccFullSongIntention: 'n',
    contributor1Role: 'Vocalist',
    contributor1Names: 'Luna Park; Kai',
    contributor2Role: 'Remixer',
    contributor2Names: 'DJ Nova',
    contributor5Role: '22',
    contributor5Names: 'Tom Lee',
    production1Role: 'Producer',
    production1Names: 'Max Weber',
    production3Role: 'Mastering Engineer',
    production3Names: 'Eva Stone; Ivo Kern',
  },
  {
    releaseNo: 'R1',
    sequenceNumber: 1,
    audio: 'audio/intro.flac',
    title: 'Intro',
    isInstrumental: 'Yes',
    songwriters: 'Tom Lee',
    originalTitle: 'Old Intro',
    originalSongwriters: 'Old Writer',
    publishingPercentage: '12.5%',
  },
  { releaseNo: 'R2', audio: 'https://cdn.example.com/a.wav', title: 'Morning', explicitness: 'Clean', lyricists: 'Kai', songwriters: 'Kai' },
  { releaseNo: 'R2', audio: 'b.wav', title: 'Noon', explicitness: 'Not explicit', lyricists: 'Kai', songwriters: 'Kai' },
  { releaseNo: 'S1', audio: 'solo.wav', title: 'Solo', lyricists: 'Mira', songwriters: 'Mira', language: 'ja' },
];

describe('readWorkbook: the template round trip', () => {
  it('reads back every field that was filled in, release by release and track by track', async () => {
    const result = await read(await filled(RELEASES, TRACKS));
    expect(result.fileIssues).toEqual([]);
    expect(result.releases.map((release) => release.readIssues)).toEqual([[], [], []]);
    const [r1, r2, s1] = result.releases as [ImportedRelease, ImportedRelease, ImportedRelease];

    expect(r1.kind).toBe('ALBUM');
    expect(r1.place).toEqual({ file: 'catalogue.xlsx', sheet: 'Releases', row: 2 });
    expect(r1.cover).toEqual({ kind: 'archive', path: 'covers/night-drive.jpg' });
    expect(r1.album).toEqual({
      title: 'Night Drive',
      version: 'Remastered 2024',
      uniMainArtistObjects: [{ name: 'Luna Park' }, { name: 'DJ Nova' }],
      language: 'en',
      mainGenre: 'dance',
      subGenre: 'dance.house',
      recordLabel: 'Moonlight Records',
      publishers: ['Moonlight Publishing', 'Second Pub'],
      upc: '0123456789012',
      isPreviouslyReleased: true,
      originalReleaseTime: at('2019-05-17T00:00', 'Europe/Berlin'),
      releaseTime: at('2027-03-05T09:30', 'Europe/Berlin'),
      timezone: 'Europe/Berlin',
      releaseTimeType: ReleaseTimeType.LOCAL,
      optInPrerelease: true,
      preReleaseTime: at('2027-02-19T09:30', 'Europe/Berlin'),
      stores: { '1026': true, '1': true, '2': true },
      territories: ['DE', 'AT', 'CH'],
    });
    expect(r1.tracks.map((track) => track.place)).toEqual([
      { file: 'catalogue.xlsx', sheet: 'Tracks', row: 2 },
      { file: 'catalogue.xlsx', sheet: 'Tracks', row: 3 },
    ]);
    expect(r1.tracks[0]!.audio).toEqual({ kind: 'archive', path: 'audio/night-drive.wav' });
    expect(r1.tracks[0]!.input).toEqual({
      sequenceNumber: 2,
      title: 'Night Drive',
      englishTitle: 'Night Drive (EN)',
      version: 'Live',
      language: 'en',
      uniMainArtistObjects: [{ name: 'Luna Park' }, { name: 'DJ Nova' }],
      uniFeaturedArtistObjects: [{ name: 'Kai' }, { name: 'Mira' }],
      mainGenre: 'electronic',
      subGenre: 'electronic.synthwave',
      isInstrumental: false,
      explicitness: Explicitness.YES,
      lyricsLanguage: 'en',
      lyrics: 'City lights are calling',
      lyricistsName: ['Anna Berg'],
      songwritersName: ['Anna Berg', 'Tom Lee'],
      isrc: 'DEA123456789',
      iswc: 'T-123.456.789-0',
      isPreviouslyReleased: true,
      publishingPercentage: 5_000,
      existPublisher: true,
      existLocalSociety: false,
      licensedContent: true,
      licensedContentType: LicensedContentType.SAMPLE,
      territories: ['DE'],
      optInPromote: true,
      optInCML: true,
      optInCapCut: false,
      optInYouTubeContentID: true,
      mccFullSongIntention: false,
      uniContributorObjects: [
        { name: 'Luna Park', role: 5 },
        { name: 'Kai', role: 5 },
        { name: 'DJ Nova', role: 3 },
        { name: 'Tom Lee', role: 22 },
      ],
      uniProductionAndEngineeringObjects: [
        { name: 'Max Weber', role: 2 },
        { name: 'Eva Stone', role: 15 },
        { name: 'Ivo Kern', role: 15 },
      ],
    });
    // Empty cells take the form's starting values: the release's artists and language, No, not explicit.
    expect(r1.tracks[1]!.input).toEqual({
      sequenceNumber: 1,
      title: 'Intro',
      language: 'en',
      uniMainArtistObjects: [{ name: 'Luna Park' }, { name: 'DJ Nova' }],
      uniFeaturedArtistObjects: [],
      isInstrumental: true,
      explicitness: Explicitness.NO,
      lyricistsName: [],
      songwritersName: ['Tom Lee'],
      originalTitle: 'Old Intro',
      originalSongwritersName: ['Old Writer'],
      publishingPercentage: 1_250,
      existPublisher: false,
      existLocalSociety: false,
      optInPromote: false,
      uniContributorObjects: [],
      uniProductionAndEngineeringObjects: [],
    });

    expect(r2.kind).toBe('ALBUM');
    expect(r2.cover).toEqual({ kind: 'url', url: 'https://cdn.example.com/daylight.png' });
    expect(r2.album).toMatchObject({
      language: 'de',
      mainGenre: 'hip-hop-rap',
      subGenre: 'hip-hop-rap.trap',
      releaseTime: Date.UTC(2027, 5, 1),
      releaseTimeType: ReleaseTimeType.GLOBAL,
      isPreviouslyReleased: false,
      optInPrerelease: false,
      preReleaseTime: null,
      originalReleaseTime: null,
      territories: [],
    });
    // An empty Stores cell: every store offered to the account, the Content ID opt-in aside.
    expect(Object.keys(r2.album.stores!).sort()).toEqual(
      offeredStores
        .filter((entry) => !entry.platform.pseudo)
        .map((entry) => String(entry.platform.id))
        .sort(),
    );
    expect(r2.tracks.map((track) => [track.input.sequenceNumber, track.input.title, track.input.explicitness, track.input.lyricsLanguage])).toEqual([
      [1, 'Morning', Explicitness.CLEAN, 'de'],
      [2, 'Noon', Explicitness.NO, 'de'],
    ]);
    expect(r2.tracks[0]!.audio).toEqual({ kind: 'url', url: 'https://cdn.example.com/a.wav' });

    expect(s1.kind).toBe('SINGLE');
    expect(s1.cover).toEqual({ kind: 'archive', path: 'art/solo.png' });
    expect(s1.album).toMatchObject({ language: 'ja', mainGenre: 'j-pop', releaseTime: at('2027-01-15T00:00', 'Asia/Tokyo'), releaseTimeType: ReleaseTimeType.GLOBAL });
    expect(s1.album.subGenre).toBeUndefined();
    expect(s1.tracks).toHaveLength(1);
    expect(s1.tracks[0]!.input).toMatchObject({ sequenceNumber: 1, title: 'Solo', language: 'ja', lyricsLanguage: 'ja', uniMainArtistObjects: [{ name: 'Mira' }] });
  });

  it('reads a template made in another language, with columns moved and a column of its own added', async () => {
    const template = await buildExcelTemplate(t('de'));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet(EXCEL_SHEETS.tracks)!;
    const header = sheet.getRow(1).values as string[];
    const titleAt = header.indexOf(translate('de', 'rf_track_title'));
    // Swap the Title column with the first one and add a column of notes at the end.
    sheet.getCell(1, titleAt).value = header[1]!;
    sheet.getCell(1, 1).value = header[titleAt]!;
    sheet.getCell(2, 1).value = 'Erster Song';
    sheet.getCell(2, titleAt).value = 'R1';
    sheet.getCell(1, TRACK_COLUMNS.length + 2).value = 'Meine Notizen';
    sheet.getCell(2, TRACK_COLUMNS.length + 2).value = 'nicht importieren';
    const releases = workbook.getWorksheet(EXCEL_SHEETS.releases)!;
    releases.getCell(2, 1).value = 'R1';
    releases.getCell(2, 3).value = 'Album eins';
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());

    const result = await read(bytes);
    expect(result.fileIssues).toEqual([]);
    expect(result.releases).toHaveLength(1);
    expect(result.releases[0]!.album.title).toBe('Album eins');
    expect(result.releases[0]!.tracks.map((track) => track.input.title)).toEqual(['Erster Song']);
  });
});

describe('readWorkbook: values it cannot read', () => {
  it('puts each problem on its field, release or track, with the value the user wrote', async () => {
    const result = await read(
      await filled(
        [
          {
            releaseNo: 'A',
            title: 'Bad dates',
            releaseDate: '05/03/2027',
            releaseClock: '25:00',
            mainGenre: 'Polka Fusion',
            language: 'Klingon',
            stores: 'Spotify; Tidal Deluxe',
            territories: 'DE; XX',
            previouslyReleased: 'maybe',
            cover: 'http://insecure.example.com/a.jpg',
          },
          { releaseNo: 'A', title: 'Same number' },
        ],
        [
          { releaseNo: 'A', title: 'Ok track', lyricists: 'X', songwriters: 'X' },
          {
            releaseNo: 'A',
            title: 'Broken',
            sequenceNumber: 'two',
            explicitness: 'Very',
            contributor1Role: 'Juggler',
            contributor1Names: 'Bo',
            production1Names: 'Nameless role',
            publishingPercentage: 'half',
            subGenre: 'Techno',
          },
          { releaseNo: 'Z', title: 'Orphan' },
        ],
      ),
    );
    expect(result.fileIssues).toEqual([{ place: { file: 'catalogue.xlsx', sheet: 'Tracks', row: 4 }, code: 'bulk_excel_track_without_release', values: { value: 'Z' } }]);
    const [first, duplicate] = result.releases as [ImportedRelease, ImportedRelease];
    expect(first.readIssues).toEqual([
      { track: null, field: 'releaseTime', code: 'bulk_excel_bad_time', values: { value: '25:00' } },
      { track: null, field: 'language', code: 'bulk_excel_unknown_language', values: { value: 'Klingon' } },
      { track: null, field: 'mainGenre', code: 'bulk_excel_unknown_genre', values: { value: 'Polka Fusion' } },
      { track: null, field: 'isPreviouslyReleased', code: 'bulk_excel_bad_yes_no', values: { value: 'maybe' } },
      { track: null, field: 'stores', code: 'bulk_excel_unknown_store', values: { value: 'Tidal Deluxe' } },
      { track: null, field: 'territories', code: 'bulk_excel_unknown_territory', values: { value: 'XX' } },
      { track: null, field: 'cover', code: 'bulk_excel_bad_asset', values: { value: 'http://insecure.example.com/a.jpg' } },
      { track: 1, field: 'explicitness', code: 'bulk_excel_unknown_value', values: { value: 'Very' } },
      { track: 1, field: 'sequenceNumber', code: 'bulk_excel_bad_number', values: { value: 'two' } },
      { track: 1, field: 'publishingPercentage', code: 'bulk_excel_bad_percent', values: { value: 'half' } },
      { track: 1, field: 'uniContributorObjects', code: 'bulk_excel_unknown_role', values: { value: 'Juggler' } },
      { track: 1, field: 'uniProductionAndEngineeringObjects', code: 'bulk_excel_role_missing', values: { value: 'Nameless role' } },
    ]);
    // The bad date is not in the list above because the time's problem came first on the same field.
    expect(first.album.releaseTime).toBeNull();
    expect(first.tracks[1]!.place).toEqual({ file: 'catalogue.xlsx', sheet: 'Tracks', row: 3 });
    expect(first.tracks[1]!.input.sequenceNumber).toBeUndefined();
    expect(duplicate.readIssues).toEqual([{ track: null, field: 'releaseNo', code: 'bulk_excel_release_no_duplicate', values: { value: 'A' } }]);
    expect(duplicate.tracks).toEqual([]);
  });

  it('reports a date that does not exist and a subgenre of another genre for the form rules to explain', async () => {
    const result = await read(await filled([{ releaseNo: '1', releaseDate: '2027-02-30', mainGenre: 'Pop', subGenre: 'Techno' }], [{ releaseNo: '1', title: 'x' }]));
    const [release] = result.releases;
    expect(release!.readIssues).toEqual([{ track: null, field: 'releaseTime', code: 'bulk_excel_bad_date', values: { value: '2027-02-30' } }]);
    // Techno is Dance's: the reader keeps its id so validateRelease says "this subgenre does not belong to the genre".
    expect(release!.album).toMatchObject({ mainGenre: 'pop', subGenre: 'dance.techno' });
  });
});

describe('readWorkbook: files it refuses', () => {
  it('refuses bytes that are not a workbook', async () => {
    expect(await read(Buffer.from('title,artist\nA,B\n'), 'catalogue.csv')).toEqual({ releases: [], fileIssues: [{ place: { file: 'catalogue.csv' }, code: 'bulk_excel_not_xlsx' }] });
    const zipOfText = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]);
    expect((await read(zipOfText)).fileIssues).toEqual([{ place: { file: 'catalogue.xlsx' }, code: 'bulk_excel_not_xlsx' }]);
  });

  it('refuses a workbook without the Tracks sheet', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet(EXCEL_SHEETS.releases).addRow(['releaseNo', 'title']);
    workbook.addWorksheet('Sheet2').addRow(['x']);
    const result = await read(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(result).toEqual({ releases: [], fileIssues: [{ place: { file: 'catalogue.xlsx' }, code: 'bulk_excel_sheet_missing', values: { sheet: 'Tracks' } }] });
  });

  it('refuses a sheet whose headers lost the release no. column', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet(EXCEL_SHEETS.releases).addRow(['Title']);
    workbook.addWorksheet(EXCEL_SHEETS.tracks).addRow(['releaseNo', 'title']);
    const result = await read(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(result.fileIssues).toEqual([{ place: { file: 'catalogue.xlsx', sheet: 'Releases', row: 1 }, code: 'bulk_excel_column_missing', values: { sheet: 'Releases', column: 'releaseNo' } }]);
  });

  it('refuses a data sheet left empty, without its headers', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet(EXCEL_SHEETS.releases).addRow(['releaseNo', 'title']);
    workbook.addWorksheet(EXCEL_SHEETS.tracks);
    const result = await read(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(result.fileIssues).toEqual([{ place: { file: 'catalogue.xlsx', sheet: 'Tracks', row: 1 }, code: 'bulk_excel_column_missing', values: { sheet: 'Tracks', column: 'releaseNo' } }]);
  });

  it('refuses a workbook larger than the document limit before opening it', async () => {
    const huge = Buffer.alloc(BULK_IMPORT_LIMITS.documentBytesMax + 1);
    expect((await read(huge)).fileIssues).toEqual([{ place: { file: 'catalogue.xlsx' }, code: 'bulk_excel_too_large', values: { max: 64 } }]);
  });

  it('refuses more releases than a task takes', async () => {
    const workbook = new ExcelJS.Workbook();
    const releases = workbook.addWorksheet(EXCEL_SHEETS.releases);
    releases.addRow(['releaseNo', 'title']);
    for (let index = 0; index <= BULK_IMPORT_LIMITS.releasesMax; index++) releases.addRow([`R${index}`, 'x']);
    workbook.addWorksheet(EXCEL_SHEETS.tracks).addRow(['releaseNo', 'title']);
    const result = await read(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(result).toEqual({
      releases: [],
      fileIssues: [
        { place: { file: 'catalogue.xlsx', sheet: 'Releases', row: BULK_IMPORT_LIMITS.releasesMax + 2 }, code: 'bulk_excel_too_many_releases', values: { max: BULK_IMPORT_LIMITS.releasesMax } },
      ],
    });
  });
});

describe('matchArchivePaths', () => {
  it('finds a file the sheet names inside the folder the zip was made from, when only one entry fits', () => {
    const paths = ['Catalogue/audio/1.wav', 'Catalogue/covers/a.jpg', 'x/same.wav', 'y/same.wav', 'audio/exact.wav'];
    const archive = { entries: paths.map((path) => ({ path, size: 1, compressedSize: 1 })), find: (path: string) => (paths.includes(path) ? { path, size: 1, compressedSize: 1 } : undefined) };
    const track = (path: string) => ({ input: {}, audio: { kind: 'archive' as const, path } });
    const result = matchArchivePaths(
      {
        releases: [
          {
            kind: 'ALBUM',
            album: {},
            cover: { kind: 'archive', path: 'covers/a.jpg' },
            tracks: [track('audio/1.wav'), track('same.wav'), track('audio/exact.wav'), track('missing.wav')],
            place: { file: 'c.xlsx' },
            readIssues: [],
          },
        ],
        fileIssues: [],
      },
      archive,
    );
    const [release] = result.releases;
    expect(release!.cover).toEqual({ kind: 'archive', path: 'Catalogue/covers/a.jpg' });
    expect(release!.tracks.map((entry) => entry.audio)).toEqual([
      { kind: 'archive', path: 'Catalogue/audio/1.wav' },
      { kind: 'archive', path: 'same.wav' },
      { kind: 'archive', path: 'audio/exact.wav' },
      { kind: 'archive', path: 'missing.wav' },
    ]);
  });
});
