import { Explicitness } from '@portal/domain/release/model';
import { describe, expect, it } from 'vitest';
import type { Archive, BatchSource, ReaderContext } from '../readers.ts';
import { migrationReader } from './read-migration.ts';
import type { StoreCatalogue, StoreRelease } from './store-catalogue.ts';

/** What the stores hold in these tests: Luna Vale's single (from her previous distributor) and a release the portal delivered. */
const single: StoreRelease = {
  source: 'spotify',
  upc: '196922000027',
  title: 'Maré Alta',
  type: 'single',
  artists: [{ name: 'Luna Vale', role: 'primary' }],
  label: 'Vale Music',
  genre: 'Brazilian',
  subgenre: 'MPB',
  releaseDate: '2024-01-05',
  artwork: { kind: 'url', url: 'https://i.scdn.example/mare.jpg' },
  tracks: [
    {
      sequenceNumber: 1,
      title: 'Maré Alta',
      isrc: 'QZDA42400001',
      artists: [
        { name: 'Luna Vale', role: 'primary' },
        { name: 'Caio Mendes', role: 'featured' },
      ],
      explicit: true,
    },
  ],
};
const delivered: StoreRelease = {
  source: 'portal',
  upc: '196922000065',
  title: 'Old Light',
  artists: [{ name: 'Luna Vale', role: 'primary' }],
  releaseDate: '2023-05-01',
  tracks: [{ title: 'Old Light', isrc: 'QZDA42300009', artists: [], audio: { kind: 'file', fileId: 'f-audio' } }],
};

const lookups: string[] = [];
const catalogue: StoreCatalogue = {
  byUpc: async (upc) => (lookups.push(`upc:${upc}`), [single, delivered].find((release) => release.upc === upc)),
  byIsrc: async (isrc) => (lookups.push(`isrc:${isrc}`), [single, delivered].find((release) => release.tracks.some((track) => track.isrc === isrc.toUpperCase()))),
};
const read = migrationReader(() => catalogue);
const context = {} as ReaderContext;

const archiveOf = (files: Record<string, string>): Archive => ({
  name: 'migration.zip',
  entries: Object.keys(files).map((path) => ({ path, size: files[path]!.length, compressedSize: 1 })),
  find: (path) => (path in files ? { path, size: 1, compressedSize: 1 } : undefined),
  read: async (path) => Buffer.from(files[path] ?? '', 'utf8'),
  open: async () => {
    throw new Error('not used');
  },
});
const documentOf = (name: string, text: string | Buffer) => {
  const bytes = Buffer.isBuffer(text) ? text : Buffer.from(text, 'utf8');
  return { name, extension: name.slice(name.lastIndexOf('.') + 1), size: bytes.length, read: async () => bytes };
};
const source = (partial: Partial<BatchSource>): BatchSource => ({ method: 'QUICK_MIGRATION', document: null, archive: null, identifiers: [], ...partial });

describe('quick migration by identifiers', () => {
  it('a UPC and an ISRC find the release; it keeps its identifiers and first release date, once however often it is named', async () => {
    const result = await read(source({ identifiers: ['196922000027', 'qzda42400001', 'XX-1', '196922000010'] }), context);
    expect(result.fileIssues).toEqual([
      { place: { file: '', reference: 'XX-1' }, code: 'bulk_migration_identifier_invalid', values: { identifier: 'XX-1' } },
      { place: { file: '', reference: '196922000010' }, code: 'bulk_migration_not_found', values: { identifier: '196922000010' } },
    ]);
    expect(result.releases).toHaveLength(1);
    const [release] = result.releases;
    expect(release!.kind).toBe('SINGLE');
    expect(release!.place).toEqual({ file: '', reference: '196922000027' });
    expect(release!.album).toEqual({
      title: 'Maré Alta',
      upc: '196922000027',
      uniMainArtistObjects: [{ name: 'Luna Vale' }],
      recordLabel: 'Vale Music',
      mainGenre: 'brazilian',
      subGenre: 'brazilian.mpb',
      isPreviouslyReleased: true,
      originalReleaseTime: Date.UTC(2024, 0, 5),
    });
    expect(release!.cover).toEqual({ kind: 'url', url: 'https://i.scdn.example/mare.jpg' });
    expect(release!.tracks.map((track) => track.input)).toEqual([
      {
        sequenceNumber: 1,
        title: 'Maré Alta',
        isrc: 'QZDA42400001',
        uniMainArtistObjects: [{ name: 'Luna Vale' }],
        uniFeaturedArtistObjects: [{ name: 'Caio Mendes' }],
        explicitness: Explicitness.YES,
        isPreviouslyReleased: true,
      },
    ]);
    expect(release!.readIssues).toEqual([]);
  });

  it('a release the portal itself delivered is found, and reported as already here', async () => {
    const result = await read(source({ identifiers: ['196922000065'] }), context);
    expect(result.releases[0]!.readIssues).toEqual([{ track: null, field: 'upc', code: 'bulk_migration_already_in_portal', values: { title: 'Old Light' } }]);
    expect(result.releases[0]!.tracks[0]!.audio).toEqual({ kind: 'file', fileId: 'f-audio' });
  });
});

describe('quick migration from a catalogue export', () => {
  const exportCsv = [
    'UPC,Release Title,Release Artist,Track Number,Track Title,ISRC,Audio File,Artwork File',
    '196922000027,Maré Alta (Ao Vivo),Luna Vale,1,Maré Alta,QZDA42400001,01 mare.wav,cover.jpg',
  ].join('\n');

  it('completes each release from the store catalogue and finds its files in the zip by name', async () => {
    lookups.length = 0;
    const archive = archiveOf({ 'export/catalogue.csv': exportCsv, 'audio/01 mare.wav': 'RIFF', 'art/cover.jpg': 'JPEG', '__MACOSX/export/._catalogue.csv': 'x' });
    const result = await read(source({ archive, identifiers: ['196922000027'] }), context);
    expect(result.fileIssues).toEqual([]);
    expect(result.releases).toHaveLength(1);
    const [release] = result.releases;
    // The export's title stays; the date, label and genre come from the store.
    expect(release!.album).toMatchObject({
      title: 'Maré Alta (Ao Vivo)',
      upc: '196922000027',
      recordLabel: 'Vale Music',
      mainGenre: 'brazilian',
      originalReleaseTime: Date.UTC(2024, 0, 5),
      isPreviouslyReleased: true,
    });
    expect(release!.place).toEqual({ file: 'export/catalogue.csv', row: 2, reference: '196922000027' });
    expect(release!.cover).toEqual({ kind: 'archive', path: 'art/cover.jpg' });
    expect(release!.tracks[0]!.audio).toEqual({ kind: 'archive', path: 'audio/01 mare.wav' });
    expect(release!.tracks[0]!.input).toMatchObject({ isrc: 'QZDA42400001', explicitness: Explicitness.YES, uniFeaturedArtistObjects: [{ name: 'Caio Mendes' }] });
    expect(release!.readIssues).toEqual([]);
    expect(lookups).toEqual(['upc:196922000027', 'upc:196922000027']);
  });

  it('a release the stores do not know keeps what the export says, and its gaps are read issues', async () => {
    const csv =
      'Reporting Date\tSale Month\tStore\tArtist\tTitle\tISRC\tUPC\tQuantity\tTeam Percentage\tSong/Album\n2024-03-10\t2024-01\tSpotify\tLuna Vale\tUnheard\tQZDA42400077\t196922000034\t5\t100\tSong';
    const result = await read(source({ document: documentOf('bank.tsv', csv) }), context);
    expect(result.fileIssues).toEqual([]);
    const [release] = result.releases;
    expect(release!.album).toMatchObject({ title: 'Unheard', upc: '196922000034', isPreviouslyReleased: true, originalReleaseTime: null });
    expect(release!.readIssues).toEqual([{ track: null, field: 'originalReleaseTime', code: 'bulk_migration_original_date_missing' }]);
  });

  it('files named without a zip, or missing from it, are read issues; a workbook is not a catalogue CSV', async () => {
    const alone = await read(source({ document: documentOf('catalogue.csv', exportCsv) }), context);
    expect(alone.releases[0]!.readIssues).toEqual([
      { track: null, field: 'cover', code: 'bulk_migration_archive_missing', values: { name: 'cover.jpg' } },
      { track: 0, field: 'fullAudio', code: 'bulk_migration_archive_missing', values: { name: '01 mare.wav' } },
    ]);
    const missing = await read(source({ document: documentOf('catalogue.csv', exportCsv), archive: archiveOf({ 'a/cover.jpg': 'x', 'b/cover.jpg': 'y' }) }), context);
    expect(missing.releases[0]!.readIssues).toEqual([
      { track: null, field: 'cover', code: 'bulk_migration_file_ambiguous', values: { name: 'cover.jpg' } },
      { track: 0, field: 'fullAudio', code: 'bulk_migration_file_not_in_archive', values: { name: '01 mare.wav' } },
    ]);
    expect((await read(source({ document: documentOf('catalogue.xlsx', 'PK') }), context)).fileIssues).toEqual([{ place: { file: 'catalogue.xlsx' }, code: 'bulk_migration_not_csv' }]);
  });

  it('reads an export saved by Excel on Windows (Windows-1252) and as Unicode text (UTF-16)', async () => {
    const latin = Buffer.from('UPC;Release Title;Track Title;ISRC\n196922000034;Verão;Canção;QZDA42400078\n', 'latin1');
    const fromLatin = await read(source({ document: documentOf('latin.csv', latin) }), context);
    expect(fromLatin.releases[0]!.album.title).toBe('Verão');
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('UPC\tRelease Title\tTrack Title\tISRC\n196922000034\tVerão\tCanção\tQZDA42400078\n', 'utf16le')]);
    const fromUtf16 = await read(source({ document: documentOf('unicode.txt', utf16) }), context);
    expect(fromUtf16.releases[0]!.tracks[0]!.input.title).toBe('Canção');
  });
});
