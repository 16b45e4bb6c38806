import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BULK_IMPORT_LIMITS, type ImportedRelease, type ReadResult } from '@portal/domain/bulk-import/model';
import { Explicitness, ReleaseTimeType, type ContributorRef } from '@portal/domain/release/model';
import { describe, expect, it } from 'vitest';
import { buildNewReleaseMessage } from '../../delivery/ern/new-release-message.ts';
import type { ReleaseSnapshot } from '../../delivery/release-snapshot.ts';
import { albumSnapshot } from '../../delivery/snapshot-fixtures.ts';
import { BulkReadError, type Archive, type BatchSource, type ReaderContext } from '../readers.ts';
import { readErnMessage, readErnMessages } from './read-ern.ts';
import { readErn } from './read-ern-source.ts';

const SAMPLES = fileURLToPath(new URL('../../../../../../standards/ddex-ern43/samples', import.meta.url));
const sample = (name: string) => readFileSync(`${SAMPLES}/${name}`, 'utf8');
/** A moment after both samples went on sale. */
const NOW = Date.UTC(2026, 0, 15);

function onlyRelease(result: ReadResult): ImportedRelease {
  expect(result.fileIssues).toEqual([]);
  expect(result.releases).toHaveLength(1);
  return result.releases[0]!;
}

const byNameAndRole = (list: ContributorRef[] | undefined) => [...(list ?? [])].sort((a, b) => a.name.localeCompare(b.name) || (a.role ?? 0) - (b.role ?? 0));

describe('ERN 4.3 samples', () => {
  it('reads the Audio album: 21 tracks in order with their ISRCs, the Latin names, the label, J-Pop, Japan from 2004-04-01', () => {
    const release = onlyRelease(readErnMessage(sample('Audio.xml'), 'catalogue/0094631432057/Audio.xml', { now: NOW }));
    expect(release.kind).toBe('ALBUM');
    expect(release.place).toEqual({ file: 'catalogue/0094631432057/Audio.xml', reference: 'R0' });
    expect(release.album).toMatchObject({
      title: 'Yume no Hajmari',
      // The message's GTIN-14 00094631432057 is the UPC-A 094631432057.
      upc: '094631432057',
      uniMainArtistObjects: [{ name: 'Saeko Shu' }],
      recordLabel: 'EMI MUSIC JAPAN INC.',
      mainGenre: 'j-pop',
      language: 'en',
      territories: ['JP'],
      releaseTime: Date.UTC(2004, 3, 1),
      releaseTimeType: ReleaseTimeType.LOCAL,
      timezone: 'UTC',
      optInPrerelease: false,
      isPreviouslyReleased: true,
      originalReleaseTime: Date.UTC(2004, 3, 1),
    });
    expect(release.album.subGenre).toBeUndefined();
    expect(release.cover).toEqual({ kind: 'archive', path: 'catalogue/0094631432057/0094631432057.jpg' });

    expect(release.tracks).toHaveLength(21);
    expect(release.tracks.map((track) => track.input.sequenceNumber)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
    const isrcs = release.tracks.map((track) => track.input.isrc);
    expect(isrcs.slice(0, 3)).toEqual(['JPTO09404900', 'JPTO09404910', 'JPTO09404920']);
    expect(isrcs.slice(-2)).toEqual(['JPTO09405080', 'JPTO09332830']);
    const first = release.tracks[0]!;
    expect(first.input).toMatchObject({
      title: 'Yume no Lullaby',
      uniMainArtistObjects: [{ name: 'Saeko Shu' }],
      uniFeaturedArtistObjects: [],
      explicitness: Explicitness.NO,
      isInstrumental: false,
      lyricsLanguage: 'ja',
    });
    expect(first.audio).toEqual({ kind: 'archive', path: 'catalogue/0094631432057/0094631432057_01_001.wav' });
    // The preview clip starts where the message says: 45 s into the first track, at the start of the third.
    expect(release.tracks.slice(0, 3).map((track) => track.clipStartMs)).toEqual([45_000, 45_000, 0]);
    expect(first.place).toEqual({ file: 'catalogue/0094631432057/Audio.xml', reference: 'A1' });
    // The SubTitle is the version; the ja-Jpan display title is not used.
    expect(release.tracks[8]!.input).toMatchObject({ title: 'Natsu no Omoide', version: 'Instrumental' });
    expect(release.tracks[20]!.input.title).toBe('Kitto Shiawase (NHK Minna no Uta)');
    // The track releases' genre is the release's, so the tracks carry none of their own.
    expect(release.tracks.every((track) => track.input.mainGenre === undefined)).toBe(true);
    expect(release.readIssues).toEqual([]);
  });

  it('reads the single: the default label of two, Classical Crossover, every territory of its deals, a cover without a file', () => {
    const xml = sample('SimpleAudioSingle.xml');
    const release = onlyRelease(readErnMessage(xml, 'W83814161.xml', { now: NOW }));
    const territoriesInFile = [...new Set([...xml.matchAll(/<TerritoryCode>([A-Z]{2})<\/TerritoryCode>/g)].map((match) => match[1]))].sort();
    expect(territoriesInFile.length).toBeGreaterThan(200);
    expect(release.kind).toBe('SINGLE');
    expect(release.album).toMatchObject({
      title: 'I Love You',
      uniMainArtistObjects: [{ name: 'RIOPY' }],
      recordLabel: 'Warner Classics',
      mainGenre: 'classical',
      subGenre: 'classical.classical-crossover',
      territories: territoriesInFile,
      releaseTime: Date.UTC(2017, 3, 25),
      isPreviouslyReleased: true,
    });
    // Its ReleaseId has a GRid and a proprietary id only; the ICPN in RelatedRelease is another product's.
    expect(release.album.upc).toBeUndefined();
    expect(release.tracks).toHaveLength(1);
    expect(release.tracks[0]!.input).toMatchObject({ sequenceNumber: 1, title: 'I Love You', isrc: 'GBAYC1700598', uniMainArtistObjects: [{ name: 'RIOPY' }], explicitness: Explicitness.NO });
    expect(release.tracks[0]!.audio).toEqual({ kind: 'archive', path: 'resources/190295810726_00001_LL.flac' });
    expect(release.cover).toBeUndefined();
    expect(release.readIssues).toEqual([{ track: null, field: 'cover', code: 'bulk_ern_file_missing', values: { reference: 'A2' } }]);
  });

  it('reads both samples as one batch', () => {
    const result = readErnMessages(
      [
        { file: 'a/Audio.xml', xml: sample('Audio.xml') },
        { file: 'b/SimpleAudioSingle.xml', xml: sample('SimpleAudioSingle.xml') },
      ],
      { now: NOW },
    );
    expect(result.fileIssues).toEqual([]);
    expect(result.releases.map((release) => [release.album.title, release.tracks.length])).toEqual([
      ['Yume no Hajmari', 21],
      ['I Love You', 1],
    ]);
  });
});

/** Every field the delivery writes, on an album whose tracks differ in artists, credits, genre, language and explicitness. */
function fullSnapshot(): ReleaseSnapshot {
  const base = albumSnapshot();
  const [one, two, three] = base.tracks;
  return {
    ...base,
    release: {
      ...base.release,
      type: 'Album',
      title: 'Night Roads',
      version: 'Deluxe',
      language: 'de',
      genre: 'Pop',
      subgenre: 'Indie Pop',
      labelName: 'Lane Records',
      releaseAt: new Date('2025-04-04T15:00:00Z'),
      preReleaseAt: new Date('2025-03-20T15:00:00Z'),
      originalReleaseAt: new Date('2019-06-01T00:00:00Z'),
      territories: ['US', 'JP', 'DE'],
    },
    tracks: [
      one!,
      { ...two!, genre: 'Rock', subgenre: 'Soft Rock', languageOfPerformance: 'es' },
      {
        ...three!,
        contributors: [
          { name: 'Ada Writer', roleId: 8 },
          { name: 'Ivy Keys', roleId: 6 },
          { name: 'Rae Mixes', roleId: 3 },
        ],
      },
    ],
  };
}

const FOLDER = 'delivery/123456789012';
const messageOf = (snapshot: ReleaseSnapshot) => buildNewReleaseMessage(snapshot, { kind: 'Insert' });

describe('round trip through our own delivery message', () => {
  it('reads back the release the message was built from, field by field', () => {
    const snapshot = fullSnapshot();
    const release = onlyRelease(readErnMessage(messageOf(snapshot), `${FOLDER}/123456789012.xml`, { now: snapshot.createdAt.getTime() }));
    expect(release.readIssues).toEqual([]);
    expect(release.kind).toBe('ALBUM');
    expect(release.album).toEqual({
      title: 'Night Roads',
      version: 'Deluxe',
      upc: '123456789012',
      language: 'de',
      uniMainArtistObjects: [{ name: 'Nova Lane' }],
      recordLabel: 'Lane Records',
      mainGenre: 'pop',
      subGenre: 'pop.indie-pop',
      territories: ['DE', 'JP', 'US'],
      releaseTime: Date.parse('2025-04-04T15:00:00Z'),
      releaseTimeType: ReleaseTimeType.GLOBAL,
      timezone: 'UTC',
      optInPrerelease: true,
      preReleaseTime: Date.parse('2025-03-20T15:00:00Z'),
      isPreviouslyReleased: true,
      originalReleaseTime: Date.UTC(2019, 5, 1),
    });
    expect(release.cover).toEqual({ kind: 'archive', path: `${FOLDER}/resources/123456789012.jpg` });

    const [one, two, three] = release.tracks.map((track) => track.input);
    // The fixture's preview clips start at 45 s; the third track has none.
    expect(release.tracks.map((track) => track.clipStartMs)).toEqual([45_000, 45_000, undefined]);
    expect(release.tracks.map((track) => track.audio)).toEqual([
      { kind: 'archive', path: `${FOLDER}/resources/123456789012_01_001.flac` },
      { kind: 'archive', path: `${FOLDER}/resources/123456789012_01_002.flac` },
      { kind: 'archive', path: `${FOLDER}/resources/123456789012_01_003.wav` },
    ]);
    expect(one).toMatchObject({
      sequenceNumber: 1,
      title: 'Open Road',
      isrc: 'USAB12500001',
      uniMainArtistObjects: [{ name: 'Nova Lane' }],
      uniFeaturedArtistObjects: [{ name: 'Kai Ro' }],
      explicitness: Explicitness.YES,
      isInstrumental: false,
      lyricsLanguage: 'en',
      lyricistsName: [],
      songwritersName: ['Ada Writer'],
    });
    expect(one!.version).toBeUndefined();
    expect(one!.mainGenre).toBeUndefined();
    expect(byNameAndRole(one!.uniContributorObjects)).toEqual([
      { name: 'Kai Ro', role: 48 },
      { name: 'Lee Strings', role: 22 },
      { name: 'Lee Strings', role: 24 },
    ]);
    expect(byNameAndRole(one!.uniProductionAndEngineeringObjects)).toEqual([
      { name: 'Max Beats', role: 2 },
      { name: 'Max Beats', role: 49 },
    ]);

    expect(two).toMatchObject({
      sequenceNumber: 2,
      title: 'Quiet Hours',
      version: 'Live',
      isrc: 'USAB12500002',
      uniMainArtistObjects: [{ name: 'Nova Lane' }],
      uniFeaturedArtistObjects: [],
      explicitness: Explicitness.NO,
      lyricsLanguage: 'es',
      lyricistsName: ['Ada Writer'],
      songwritersName: [],
      uniContributorObjects: [],
      uniProductionAndEngineeringObjects: [{ name: 'Sam Mix', role: 14 }],
      mainGenre: 'rock',
      subGenre: 'rock.soft-rock',
    });

    expect(three).toMatchObject({
      sequenceNumber: 3,
      title: 'Instrumental Dawn',
      isrc: 'USAB12500003',
      uniFeaturedArtistObjects: [{ name: 'Kai Ro' }],
      explicitness: Explicitness.NO,
      isInstrumental: true,
      songwritersName: ['Ada Writer', 'Ivy Keys'],
      // The form lists the remixer among the contributors.
      uniContributorObjects: [{ name: 'Rae Mixes', role: 3 }],
    });
    expect(three!.lyricsLanguage).toBeUndefined();
  });

  it('keeps a local release time as the wall clock and a release not yet out as new', () => {
    const snapshot = fullSnapshot();
    snapshot.release = { ...snapshot.release, releaseTimeType: ReleaseTimeType.LOCAL, timezone: 'UTC', originalReleaseAt: null, preReleaseAt: null, territories: ['Worldwide'] };
    const release = onlyRelease(readErnMessage(messageOf(snapshot), 'm.xml', { now: snapshot.createdAt.getTime() }));
    expect(release.album).toMatchObject({
      releaseTime: Date.parse('2025-04-04T15:00:00Z'),
      releaseTimeType: ReleaseTimeType.LOCAL,
      territories: ['Worldwide'],
      isPreviouslyReleased: false,
      optInPrerelease: false,
    });
    expect(release.album.originalReleaseTime).toBeUndefined();
    expect(release.album.preReleaseTime).toBeUndefined();
    // Read after it went on sale, the same message describes a release that came out that day.
    const later = onlyRelease(readErnMessage(messageOf(snapshot), 'm.xml', { now: Date.parse('2025-06-01T00:00:00Z') }));
    expect(later.album).toMatchObject({ isPreviouslyReleased: true, originalReleaseTime: Date.UTC(2025, 3, 4), releaseTime: Date.parse('2025-04-04T15:00:00Z') });
  });

  it('a single stays a single, and an ISWC in the work id is read', () => {
    const base = fullSnapshot();
    const snapshot = { ...base, release: { ...base.release, type: 'Single' as const }, tracks: [base.tracks[0]!] };
    const xml = messageOf(snapshot).replace('<DisplayTitleText>Open Road</DisplayTitleText>', '<WorkId><ISWC>T0345246801</ISWC></WorkId><DisplayTitleText>Open Road</DisplayTitleText>');
    const release = onlyRelease(readErnMessage(xml, 'm.xml', { now: NOW }));
    expect(release.kind).toBe('SINGLE');
    expect(release.tracks[0]!.input.iswc).toBe('T-034524680-1');
  });
});

describe('what cannot be mapped becomes a read issue', () => {
  const message = () => messageOf(fullSnapshot());

  it('unknown genre, role, party, parental warning and release type', () => {
    const xml = message()
      .replace('<GenreText>Pop</GenreText>', '<GenreText>Polka Fusion</GenreText>')
      .replace('<Role>StudioProducer</Role>', '<Role>Choreographer</Role>')
      .replace('<ParentalWarningType>NotExplicit</ParentalWarningType>', '<ParentalWarningType>Mild</ParentalWarningType>')
      .replace('<ReleaseType>Album</ReleaseType>', '<ReleaseType>RingtoneRelease</ReleaseType>')
      .replace(/(<DisplayArtist SequenceNumber="1">\s*<ArtistPartyReference>)P\d+/, '$1P404');
    const release = onlyRelease(readErnMessage(xml, 'm.xml', { now: NOW }));
    // The first DisplayArtist of the document is the first recording's.
    expect(release.readIssues).toEqual([
      { track: null, field: 'mainGenre', code: 'bulk_genre_unknown', values: { genre: 'Polka Fusion' } },
      { track: 0, field: 'uniMainArtistObjects', code: 'bulk_ern_party_unknown', values: { reference: 'P404' } },
      { track: 0, field: 'uniContributorObjects', code: 'bulk_ern_role_unknown', values: { role: 'Choreographer', name: 'Max Beats' } },
      { track: 1, field: 'explicitness', code: 'bulk_ern_parental_warning_unknown', values: { value: 'Mild' } },
      { track: null, field: 'kind', code: 'bulk_ern_release_type_unsupported', values: { type: 'RingtoneRelease' } },
    ]);
    expect(release.album.mainGenre).toBeUndefined();
    // Everything else is still read.
    expect(release.tracks).toHaveLength(3);
  });

  it('file URIs: https stays a URL; other schemes, absolute paths and climbing out of the zip are refused', () => {
    const xml = message()
      .replace('resources/123456789012_01_001.flac', 'https://cdn.example.com/a.flac')
      .replace('resources/123456789012_01_002.flac', '../../../etc/passwd')
      .replace('resources/123456789012_01_003.wav', 'ftp://files.example.com/c.wav')
      .replace('resources/123456789012.jpg', '/var/cover.jpg');
    const release = onlyRelease(readErnMessage(xml, `${FOLDER}/m.xml`, { now: NOW }));
    expect(release.tracks.map((track) => track.audio)).toEqual([{ kind: 'url', url: 'https://cdn.example.com/a.flac' }, undefined, undefined]);
    expect(release.cover).toBeUndefined();
    expect(release.readIssues).toEqual([
      { track: 1, field: 'fullAudio', code: 'bulk_ern_uri_outside', values: { uri: '../../../etc/passwd' } },
      { track: 2, field: 'fullAudio', code: 'bulk_ern_uri_unsupported', values: { uri: 'ftp://files.example.com/c.wav' } },
      { track: null, field: 'cover', code: 'bulk_ern_uri_unsupported', values: { uri: '/var/cover.jpg' } },
    ]);
  });

  it('a message with no deal says so and leaves the territories empty', () => {
    const xml = message().replace(/<DealList>[\s\S]*<\/DealList>/, '');
    const release = onlyRelease(readErnMessage(xml, 'm.xml', { now: NOW }));
    expect(release.album.territories).toBeUndefined();
    expect(release.readIssues).toContainEqual({ track: null, field: 'territories', code: 'bulk_ern_no_deal' });
    // The ReleaseDate still gives the release date.
    expect(release.album.releaseTime).toBe(Date.UTC(2025, 3, 5));
  });
});

describe('documents that are not a readable ERN message are file issues, never exceptions', () => {
  const issuesOf = (xml: string, file = 'bad.xml') => {
    const result = readErnMessage(xml, file, { now: NOW });
    expect(result.releases).toEqual([]);
    return result.fileIssues;
  };

  it('malformed XML, with the line', () => {
    expect(issuesOf('<ern:NewReleaseMessage xmlns:ern="http://ddex.net/xml/ern/43">\n<ReleaseList>\n</ern:NewReleaseMessage>')).toEqual([
      { place: { file: 'bad.xml' }, code: 'bulk_xml_malformed', values: { line: 3 } },
    ]);
    expect(issuesOf('PK\u0003\u0004 not xml at all')[0]!.code).toBe('bulk_xml_malformed');
    expect(issuesOf('')[0]!.code).toBe('bulk_xml_malformed');
  });

  it('a DOCTYPE (an entity bomb) is refused before any expansion', () => {
    const bomb = `<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>
<ern:NewReleaseMessage xmlns:ern="http://ddex.net/xml/ern/43">&lol3;</ern:NewReleaseMessage>`;
    expect(issuesOf(bomb)).toEqual([{ place: { file: 'bad.xml' }, code: 'bulk_xml_doctype' }]);
  });

  it('absurd nesting', () => {
    expect(issuesOf(`<ern:NewReleaseMessage xmlns:ern="http://ddex.net/xml/ern/43">${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}</ern:NewReleaseMessage>`)[0]!.code).toBe('bulk_xml_malformed');
  });

  it('the wrong root, a message without namespace, an ERN 3 message, a message without release', () => {
    expect(issuesOf('<ern:PurgeReleaseMessage xmlns:ern="http://ddex.net/xml/ern/43"/>')).toEqual([
      { place: { file: 'bad.xml' }, code: 'bulk_ern_not_new_release_message', values: { root: 'PurgeReleaseMessage' } },
    ]);
    expect(issuesOf('<NewReleaseMessage/>')[0]!.code).toBe('bulk_ern_not_new_release_message');
    expect(issuesOf('<ern:NewReleaseMessage xmlns:ern="http://ddex.net/xml/ern/382"/>')).toEqual([{ place: { file: 'bad.xml' }, code: 'bulk_ern_version_unsupported', values: { version: '382' } }]);
    expect(issuesOf('<NewReleaseMessage xmlns="http://ddex.net/xml/ern/43"><ReleaseList/></NewReleaseMessage>')[0]!.code).toBe('bulk_ern_no_release');
  });

  it('a document over the size limit is refused without parsing, counted in bytes', () => {
    const max = BULK_IMPORT_LIMITS.documentBytesMax;
    const tooLong = `<a>${' '.repeat(max)}</a>`;
    expect(issuesOf(tooLong)).toEqual([{ place: { file: 'bad.xml' }, code: 'bulk_xml_too_large', values: { maxMb: 64 } }]);
    // Under the limit in characters, over it in UTF-8 bytes.
    const wide = `<a>${'夢'.repeat(Math.ceil(max / 3))}</a>`;
    expect(wide.length).toBeLessThan(max);
    expect(issuesOf(wide)[0]!.code).toBe('bulk_xml_too_large');
  });
});

describe('the DDEX source reader', () => {
  const context = {} as ReaderContext;
  const archiveOf = (files: Record<string, string | Error>): Archive => ({
    name: 'batch.zip',
    entries: Object.keys(files).map((path) => ({ path, size: 1, compressedSize: 1 })),
    find: (path) => (path in files ? { path, size: 1, compressedSize: 1 } : undefined),
    read: async (path) => {
      const content = files[path];
      if (content instanceof Error) throw content;
      return Buffer.from(content ?? '', 'utf8');
    },
    open: async () => {
      throw new Error('not used');
    },
  });
  const source = (partial: Partial<BatchSource>): BatchSource => ({ method: 'DDEX', document: null, archive: null, identifiers: [], ...partial });

  it('reads every message of a zipped batch, leaving out the manifest and archiver litter, and reports the unreadable ones', async () => {
    const archive = archiveOf({
      'batch/123456789012/123456789012.xml': messageOf(fullSnapshot()),
      'batch/123456789012/resources/123456789012_01_001.flac': 'audio',
      'batch/BatchComplete_20250301.xml': '<ManifestMessage/>',
      '__MACOSX/batch/._123456789012.xml': '\u0000\u0005',
      'batch/old/broken.xml': '<ern:NewReleaseMessage',
      'batch/huge/huge.xml': new BulkReadError('bulk_document_too_large', { maxMb: 64 }),
    });
    const result = await readErn(source({ archive }), context);
    expect(result.releases.map((release) => [release.album.title, release.place.file])).toEqual([['Night Roads', 'batch/123456789012/123456789012.xml']]);
    expect(result.releases[0]!.tracks[0]!.audio).toEqual({ kind: 'archive', path: 'batch/123456789012/resources/123456789012_01_001.flac' });
    expect(result.fileIssues).toEqual([
      { place: { file: 'batch/huge/huge.xml' }, code: 'bulk_document_too_large', values: { maxMb: 64 } },
      { place: { file: 'batch/old/broken.xml' }, code: 'bulk_xml_malformed', values: { line: 1 } },
    ]);
  });

  it('a zip without messages, a document that is not XML, bytes that are not text', async () => {
    expect((await readErn(source({ archive: archiveOf({ 'a.wav': 'x' }) }), context)).fileIssues).toEqual([{ place: { file: 'batch.zip' }, code: 'bulk_ern_no_messages' }]);
    const document = (name: string, extension: string, bytes: Buffer) => ({ name, extension, size: bytes.length, read: async () => bytes });
    expect((await readErn(source({ document: document('c.xlsx', 'xlsx', Buffer.from('x')) }), context)).fileIssues).toEqual([{ place: { file: 'c.xlsx' }, code: 'bulk_ern_not_xml' }]);
    expect((await readErn(source({ document: document('m.xml', 'xml', Buffer.from([0x3c, 0xc3, 0x28, 0x3e])) }), context)).fileIssues).toEqual([
      { place: { file: 'm.xml' }, code: 'bulk_xml_encoding' },
    ]);
  });

  it('a single uploaded message with its files in a separate zip resolves them from the zip root', async () => {
    const bytes = Buffer.from(messageOf(fullSnapshot()), 'utf8');
    const result = await readErn(source({ document: { name: 'release.xml', extension: 'xml', size: bytes.length, read: async () => bytes }, archive: archiveOf({}) }), context);
    expect(result.fileIssues).toEqual([]);
    expect(result.releases[0]!.cover).toEqual({ kind: 'archive', path: 'resources/123456789012.jpg' });
  });
});
