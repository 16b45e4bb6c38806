import { describe, expect, it } from 'vitest';
import { dateFromCell, readCatalogueCsv } from './catalogue-csv.ts';
import { parseCsv } from '../../../platform/csv.ts';

describe('CSV parsing', () => {
  it('quoted fields with delimiters, doubled quotes and line breaks, a BOM, CRLF, blank lines', () => {
    const rows = parseCsv('\uFEFFa,b,c\r\n"x, y","say ""hi""","two\r\nlines"\r\n\r\n1,,3\r\n');
    expect(rows).toEqual([
      { line: 1, cells: ['a', 'b', 'c'] },
      { line: 2, cells: ['x, y', 'say "hi"', 'two\r\nlines'] },
      { line: 5, cells: ['1', '', '3'] },
    ]);
  });

  it('semicolons and tabs as delimiters, whichever the header uses', () => {
    expect(parseCsv('a;b\n"1;2";3').map((row) => row.cells)).toEqual([
      ['a', 'b'],
      ['1;2', '3'],
    ]);
    expect(parseCsv('a\tb, c\n1\t2').map((row) => row.cells)).toEqual([
      ['a', 'b, c'],
      ['1', '2'],
    ]);
  });

  it('dates as exports write them', () => {
    expect(dateFromCell('2021-03-05')).toBe('2021-03-05');
    expect(dateFromCell('2021/3/5')).toBe('2021-03-05');
    expect(dateFromCell('03/05/2021')).toBe('2021-03-05');
    expect(dateFromCell('25/12/2020')).toBe('2020-12-25');
    expect(dateFromCell('05.03.2021')).toBe('2021-03-05');
    expect(dateFromCell('1994')).toBe('1994-01-01');
    expect(dateFromCell('31.02.2020')).toBeUndefined();
    expect(dateFromCell('soon')).toBeUndefined();
  });
});

describe('catalogue export layouts', () => {
  it('the generic layout: one row per track, release columns repeated, tracks in their numbers’ order', () => {
    const csv = [
      '\uFEFFUPC,Release Title,Release Artist,Label,Genre,Subgenre,Language,Release Date,Original Release Date,Artwork File,Track Number,Track Title,Track Artist,Featured Artist,ISRC,Explicit,Audio File',
      '196922000010,"Salt, Sea & Sky",Mara Quinn,Harbor Lights,Pop,Indie Pop,English,2021-03-05,2019-11-01,salt-cover.jpg,2,"Tide ""Deep"" Line",Mara Quinn,Kai Ro; Ana Torres,US-HL1-21-00002,yes,02 tide.wav',
      '196922000010,"Salt, Sea & Sky",Mara Quinn,Harbor Lights,Pop,Indie Pop,English,2021-03-05,2019-11-01,salt-cover.jpg,1,"Low',
      'Water",,,USHL12100001,no,https://files.example.com/low-water.wav',
    ].join('\n');
    const result = readCatalogueCsv(csv, 'export.csv');
    expect(result.layout).toBe('generic');
    expect(result.fileIssues).toEqual([]);
    expect(result.releases).toHaveLength(1);
    const { release, place, issues } = result.releases[0]!;
    expect(issues).toEqual([]);
    expect(place).toEqual({ file: 'export.csv', row: 2, reference: '196922000010' });
    expect(release).toMatchObject({
      source: 'generic',
      upc: '196922000010',
      title: 'Salt, Sea & Sky',
      artists: [{ name: 'Mara Quinn', role: 'primary' }],
      label: 'Harbor Lights',
      genre: 'Pop',
      subgenre: 'Indie Pop',
      language: 'English',
      releaseDate: '2021-03-05',
      originalReleaseDate: '2019-11-01',
      artwork: { kind: 'archive', path: 'salt-cover.jpg' },
    });
    expect(release.tracks).toEqual([
      { sequenceNumber: 1, title: 'Low\nWater', isrc: 'USHL12100001', artists: [], explicit: false, audio: { kind: 'url', url: 'https://files.example.com/low-water.wav' } },
      {
        sequenceNumber: 2,
        title: 'Tide "Deep" Line',
        isrc: 'USHL12100002',
        artists: [
          { name: 'Mara Quinn', role: 'primary' },
          { name: 'Kai Ro', role: 'featured' },
          { name: 'Ana Torres', role: 'featured' },
        ],
        explicit: true,
        audio: { kind: 'archive', path: '02 tide.wav' },
      },
    ]);
  });

  it("DistroKid's bank export (tab-separated sales): one track per ISRC, the release named by its album rows, a single by its track", () => {
    const header = 'Reporting Date\tSale Month\tStore\tArtist\tTitle\tISRC\tUPC\tQuantity\tTeam Percentage\tSong/Album\tCountry of Sale\tSongwriter Royalties Withheld\tEarnings (USD)';
    const csv = [
      header,
      '2024-03-10\t2024-01\tSpotify\tLuna Vale\tMaré Alta\tQZDA42400001\t196922000027\t1200\t100\tSong\tBR\t0\t3.21',
      '2024-03-10\t2024-01\tApple Music\tLuna Vale\tMaré Alta\tQZDA42400001\t196922000027\t300\t100\tSong\tUS\t0\t2.10',
      '2024-03-10\t2024-01\tSpotify\tLuna Vale\tPrimeira Luz\tQZDA42400002\t196922000034\t900\t100\tSong\tBR\t0\t2.00',
      '2024-03-10\t2024-01\tiTunes\tLuna Vale\tNoites de Verão\t\t196922000034\t2\t100\tAlbum\tUS\t0\t14.00',
      '2024-03-10\t2024-01\tSpotify\tLuna Vale\tSegunda Luz\tQZDA42400003\t196922000034\t800\t100\tSong\tBR\t0\t2.00',
    ].join('\r\n');
    const result = readCatalogueCsv(csv, 'distrokid.tsv');
    expect(result.layout).toBe('distrokid');
    expect(result.fileIssues).toEqual([]);
    expect(result.releases.map(({ release }) => ({ upc: release.upc, title: release.title, artists: release.artists, tracks: release.tracks.map((t) => [t.title, t.isrc]) }))).toEqual([
      { upc: '196922000027', title: 'Maré Alta', artists: [{ name: 'Luna Vale', role: 'primary' }], tracks: [['Maré Alta', 'QZDA42400001']] },
      {
        upc: '196922000034',
        title: 'Noites de Verão',
        artists: [{ name: 'Luna Vale', role: 'primary' }],
        tracks: [
          ['Primeira Luz', 'QZDA42400002'],
          ['Segunda Luz', 'QZDA42400003'],
        ],
      },
    ]);
    expect(result.releases.every(({ issues }) => issues.length === 0)).toBe(true);
  });

  it("TuneCore's sales report: release title, song title, label, the artist's own UPC before TuneCore's", () => {
    const csv = [
      'Sales Period,Posted Date,Store Name,Country Of Sale,Artist,Release Type,Release Title,Song Title,Label,UPC,Optional UPC,TC Song ID,Optional ISRC,Sales Type,# Units Sold,Per Unit Price,Net Sales,Net Sales Currency,Exchange Rate,Total Earned,Currency',
      '2024-01-01,2024-02-15,Spotify,US,The Tide Lines,Song,Harbor Nights,Lantern,Harbor Lights Records,859700000018,196922000041,5551,USTL12400011,Streaming,100,0.004,0.4,USD,1,0.4,USD',
      '2024-01-01,2024-02-15,Deezer,FR,The Tide Lines,Song,Harbor Nights,Breakwater,Harbor Lights Records,859700000018,196922000041,5552,USTL12400012,Streaming,40,0.004,0.16,USD,1,0.16,USD',
      '2024-01-01,2024-02-15,Deezer,DE,The Tide Lines,Song,Harbor Nights,Lantern,Harbor Lights Records,859700000018,196922000041,5551,USTL12400011,Streaming,12,0.004,0.05,USD,1,0.05,USD',
    ].join('\n');
    const result = readCatalogueCsv(csv, 'tunecore.csv');
    expect(result.layout).toBe('tunecore');
    expect(result.releases).toHaveLength(1);
    expect(result.releases[0]!.release).toMatchObject({
      upc: '196922000041',
      title: 'Harbor Nights',
      label: 'Harbor Lights Records',
      artists: [{ name: 'The Tide Lines', role: 'primary' }],
      tracks: [
        { title: 'Lantern', isrc: 'USTL12400011' },
        { title: 'Breakwater', isrc: 'USTL12400012' },
      ],
    });
  });

  it('bad rows become read issues of their release, a row of no release a file issue', () => {
    const csv = [
      'UPC;Release Title;Release Artist;Release Date;Track Number;Track Title;ISRC;Explicit;Artwork File',
      '196922000058;Bad Day;Ana Torres;31.02.2020;1;One;NOTANISRC;maybe;http://insecure.example.com/a.jpg',
      '196922000058;Bad Dayz;Ana Torres;;x;Two;USAT12000002;no;',
      '12345;Broken Code;Ana Torres;2020-01-01;1;Three;USAT12000003;no;',
      ';;;;;Orphan;;;',
    ].join('\n');
    const result = readCatalogueCsv(csv, 'bad.csv');
    expect(result.fileIssues).toEqual([{ place: { file: 'bad.csv', row: 5 }, code: 'bulk_migration_row_unplaced' }]);
    const [bad, broken] = result.releases;
    expect(bad!.issues).toEqual([
      { track: null, field: 'originalReleaseTime', code: 'bulk_csv_value_invalid', values: { row: 2, column: 'releaseDate', value: '31.02.2020' } },
      { track: null, field: 'cover', code: 'bulk_url_not_https', values: { row: 2, value: 'http://insecure.example.com/a.jpg' } },
      { track: 0, field: 'isrc', code: 'bulk_csv_value_invalid', values: { row: 2, column: 'ISRC', value: 'NOTANISRC' } },
      { track: 0, field: 'explicitness', code: 'bulk_csv_value_invalid', values: { row: 2, column: 'explicit', value: 'maybe' } },
      { track: null, field: 'title', code: 'bulk_csv_value_conflict', values: { row: 3, first: 2 } },
      { track: 1, field: 'sequenceNumber', code: 'bulk_csv_value_invalid', values: { row: 3, column: 'trackNumber', value: 'x' } },
    ]);
    expect(bad!.release.title).toBe('Bad Day');
    expect(bad!.release.tracks.map((track) => track.title)).toEqual(['One', 'Two']);
    expect(broken!.issues).toEqual([{ track: null, field: 'upc', code: 'bulk_csv_value_invalid', values: { row: 4, column: 'UPC', value: '12345' } }]);
  });

  it('a CSV that is no catalogue, and an empty one', () => {
    expect(readCatalogueCsv('Name,Email\nAna,ana@example.com', 'contacts.csv').fileIssues).toEqual([{ place: { file: 'contacts.csv', row: 1 }, code: 'bulk_migration_csv_layout_unknown' }]);
    expect(readCatalogueCsv('', 'empty.csv').fileIssues).toEqual([{ place: { file: 'empty.csv' }, code: 'bulk_migration_csv_empty' }]);
    expect(readCatalogueCsv('UPC,Title\n', 'header-only.csv').fileIssues).toEqual([{ place: { file: 'header-only.csv' }, code: 'bulk_migration_csv_empty' }]);
  });
});
