import type { AssetSource, ReadIssue, ReadResult, SourcePlace } from '@portal/domain/bulk-import/model';
import { normaliseIsrc, normaliseUpc } from '@portal/domain/release/identifiers';
import { upcFromText } from '../ern/catalogue-lookups.ts';
import { parseCsv, type CsvRow } from '../../../platform/csv.ts';
import type { StoreArtist, StoreRelease, StoreTrack } from './store-catalogue.ts';

/**
 * The previous distributor's catalogue as a CSV (decision 040): our generic layout, or the reports DistroKid and
 * TuneCore let an artist download, one row per track (or per sale), release columns repeated on every row. Rows are
 * grouped into releases by UPC (else by release title and artist) and into tracks by ISRC (else by title).
 */

type Field =
  | 'upc'
  | 'releaseTitle'
  | 'releaseVersion'
  | 'releaseArtist'
  | 'releaseType'
  | 'label'
  | 'genre'
  | 'subgenre'
  | 'language'
  | 'releaseDate'
  | 'originalReleaseDate'
  | 'artwork'
  | 'trackNumber'
  | 'trackTitle'
  | 'trackVersion'
  | 'trackArtist'
  | 'featuredArtist'
  | 'isrc'
  | 'explicit'
  | 'audio'
  /** Whether the row is about the release or one of its tracks (DistroKid "Song/Album"). */
  | 'rowKind';

export interface CatalogueLayout {
  id: 'generic' | 'distrokid' | 'tunecore';
  /** Header keys (lower case, letters and digits only) that tell this layout from the others. */
  signature: string[];
  /** For each field, the header keys that may hold it, in order of preference. */
  columns: Partial<Record<Field, string[]>>;
}

/** Header text as a key: "Song/Album" → "songalbum", "# Units Sold" → "unitssold". */
export const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

export const LAYOUTS: CatalogueLayout[] = [
  {
    // DistroKid, Bank → "Download a CSV" (tab-separated): Reporting Date, Sale Month, Store, Artist, Title, ISRC, UPC,
    // Quantity, Team Percentage, Song/Album, Country of Sale, Songwriter Royalties Withheld, Earnings (USD).
    id: 'distrokid',
    signature: ['reportingdate', 'salemonth', 'songalbum'],
    columns: { releaseArtist: ['artist'], trackTitle: ['title'], isrc: ['isrc'], upc: ['upc'], rowKind: ['songalbum'] },
  },
  {
    // TuneCore, Sales Report: Sales Period, Posted Date, Store Name, Country Of Sale, Artist, Release Type, Release
    // Title, Song Title, Label, UPC, Optional UPC, TC Song ID, Optional ISRC, Sales Type, # Units Sold, … Total Earned.
    id: 'tunecore',
    signature: ['releasetitle', 'songtitle', 'tcsongid'],
    columns: {
      releaseArtist: ['artist'],
      releaseTitle: ['releasetitle'],
      trackTitle: ['songtitle'],
      label: ['label'],
      // The artist's own UPC where they gave one; TuneCore's otherwise.
      upc: ['optionalupc', 'upc'],
      isrc: ['optionalisrc', 'isrc'],
      rowKind: ['releasetype'],
    },
  },
  {
    id: 'generic',
    signature: [],
    columns: {
      upc: ['upc', 'ean', 'upcean', 'barcode', 'releaseupc', 'albumupc', 'albumean'],
      releaseTitle: ['releasetitle', 'albumtitle', 'album', 'release'],
      releaseVersion: ['releaseversion', 'albumversion'],
      releaseArtist: ['releaseartist', 'albumartist', 'primaryartist', 'artist'],
      releaseType: ['releasetype', 'producttype', 'format'],
      label: ['label', 'labelname', 'recordlabel', 'albumlabel'],
      genre: ['genre', 'primarygenre', 'maingenre'],
      subgenre: ['subgenre', 'secondarygenre'],
      language: ['language', 'metadatalanguage', 'titlelanguage'],
      releaseDate: ['releasedate', 'digitalreleasedate', 'albumreleasedate', 'streetdate', 'salesstartdate'],
      originalReleaseDate: ['originalreleasedate', 'originaldate'],
      artwork: ['artworkfile', 'artworkfilename', 'artwork', 'coverfile', 'cover', 'coverart', 'albumartfilename'],
      trackNumber: ['tracknumber', 'trackno', 'track', 'position'],
      trackTitle: ['tracktitle', 'songtitle', 'title', 'song'],
      trackVersion: ['trackversion', 'mixversion', 'version'],
      trackArtist: ['trackartist', 'songartist'],
      featuredArtist: ['featuredartist', 'featuredartists', 'featuring'],
      isrc: ['isrc', 'trackisrc'],
      explicit: ['explicit', 'parentaladvisory', 'explicitlyrics', 'trackexplicitlyrics'],
      audio: ['audiofile', 'audiofilename', 'trackfilename', 'filename', 'file', 'audio'],
    },
  },
];

/** The layout whose signature the headers carry; the generic one when it finds a UPC or ISRC column and a title. */
export function detectLayout(headers: string[]): { layout: CatalogueLayout; index: Partial<Record<Field, number>> } | undefined {
  const keys = headers.map(headerKey);
  const layout = LAYOUTS.find((candidate) => candidate.signature.length && candidate.signature.every((key) => keys.includes(key))) ?? LAYOUTS.find((l) => l.id === 'generic')!;
  const index: Partial<Record<Field, number>> = {};
  const used = new Set<number>();
  for (const [field, aliases] of Object.entries(layout.columns) as [Field, string[]][]) {
    for (const alias of aliases) {
      const at = keys.indexOf(alias);
      if (at >= 0 && !used.has(at)) {
        index[field] = at;
        used.add(at);
        break;
      }
    }
  }
  const identified = index.upc !== undefined || index.isrc !== undefined;
  const titled = index.releaseTitle !== undefined || index.trackTitle !== undefined;
  return identified && titled ? { layout, index } : undefined;
}

/** Several names in one cell: `;` or `|` between them (commas and "&" belong to names such as "Earth, Wind & Fire"). */
const namesIn = (cell: string) =>
  cell
    .split(/[;|]/)
    .map((name) => name.trim())
    .filter(Boolean);

const EXPLICIT: Record<string, boolean> = { yes: true, y: true, true: true, '1': true, explicit: true, no: false, n: false, false: false, '0': false, clean: false, notexplicit: false };

/**
 * A date as exports write it: 2021-03-05, 2021/03/05, 03/05/2021 (month first, as US services write it, unless the
 * first number cannot be a month), 05.03.2021 (day first) or a year. Returned as YYYY-MM-DD, or undefined.
 */
export function dateFromCell(cell: string): string | undefined {
  const text = cell.trim();
  const pad = (n: number) => String(n).padStart(2, '0');
  const valid = (y: number, m: number, d: number) => {
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? `${y}-${pad(m)}-${pad(d)}` : undefined;
  };
  let parts = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ].*)?$/.exec(text);
  if (parts) return valid(Number(parts[1]), Number(parts[2]), Number(parts[3]));
  parts = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (parts) {
    const [a, b] = [Number(parts[1]), Number(parts[2])];
    return a > 12 ? valid(Number(parts[3]), b, a) : valid(Number(parts[3]), a, b);
  }
  parts = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  if (parts) return valid(Number(parts[3]), Number(parts[2]), Number(parts[1]));
  parts = /^(\d{4})$/.exec(text);
  return parts ? `${parts[1]}-01-01` : undefined;
}

/** A file the export names: an https URL, else a name to find in the uploaded zip; other addresses are refused. */
const assetFrom = (cell: string): AssetSource | undefined => (/^https:\/\//i.test(cell) ? { kind: 'url', url: cell } : /^[a-z][a-z0-9+.-]*:/i.test(cell) ? undefined : { kind: 'archive', path: cell });

export interface CatalogueRelease {
  release: StoreRelease;
  place: SourcePlace;
  issues: ReadIssue[];
}

export interface CatalogueReadResult {
  layout?: CatalogueLayout['id'];
  releases: CatalogueRelease[];
  fileIssues: ReadResult['fileIssues'];
}

interface Draft extends CatalogueRelease {
  tracksByKey: Map<string, StoreTrack>;
  /** The row each release field was first read from, to report a row that says otherwise. */
  firstRow: Map<string, number>;
}

/** Reads a catalogue export into releases, each with the problems of its rows. */
export function readCatalogueCsv(text: string, file: string): CatalogueReadResult {
  const rows = parseCsv(text);
  const header = rows[0];
  if (!header) return { releases: [], fileIssues: [{ place: { file }, code: 'bulk_migration_csv_empty' }] };
  const detected = detectLayout(header.cells);
  if (!detected) return { releases: [], fileIssues: [{ place: { file, row: header.line }, code: 'bulk_migration_csv_layout_unknown' }] };
  const { layout, index } = detected;
  const fileIssues: ReadResult['fileIssues'] = [];
  const drafts = new Map<string, Draft>();

  for (const row of rows.slice(1)) {
    const cell = (field: Field) => (index[field] === undefined ? '' : (row.cells[index[field]!] ?? '').trim());
    const rawUpc = cell('upc');
    const upc = rawUpc ? upcFromText(rawUpc) : undefined;
    const releaseTitle = cell('releaseTitle');
    const kind = cell('rowKind').toLowerCase();
    // DistroKid names the release only in the Title of its album rows (sales of the whole release).
    const albumRow = kind === 'album' && index.releaseTitle === undefined;
    const title = releaseTitle || (albumRow ? cell('trackTitle') : '');
    const artistCell = cell('releaseArtist');
    const key = upc ? `upc:${upc}` : title ? `title:${title.toLowerCase()}|${artistCell.toLowerCase()}` : undefined;
    if (!key) {
      fileIssues.push({ place: { file, row: row.line }, code: 'bulk_migration_row_unplaced' });
      continue;
    }
    let draft = drafts.get(key);
    if (!draft) {
      draft = {
        release: { source: layout.id, upc, title: '', artists: [], tracks: [] },
        place: { file, row: row.line, ...(upc && { reference: upc }) },
        issues: [],
        tracksByKey: new Map(),
        firstRow: new Map(),
      };
      drafts.set(key, draft);
    }
    readReleaseCells(draft, row, cell, { upc, rawUpc, title, albumRow });
    if (!albumRow) readTrackCells(draft, row, cell);
  }

  const releases = [...drafts.values()].map((draft) => {
    orderTracks(draft);
    const { release, place, issues } = draft;
    // A report without album rows names a single by its one track.
    if (!release.title && release.tracks.length === 1) release.title = release.tracks[0]!.title;
    if (!release.title) issues.push({ track: null, field: 'title', code: 'bulk_migration_release_title_missing' });
    return { release, place, issues };
  });
  if (!releases.length) fileIssues.push({ place: { file }, code: 'bulk_migration_csv_empty' });
  return { layout: layout.id, releases, fileIssues };
}

type CellOf = (field: Field) => string;

function readReleaseCells(draft: Draft, row: CsvRow, cell: CellOf, facts: { upc?: string; rawUpc: string; title: string; albumRow: boolean }) {
  const { release, issues } = draft;
  const invalid = (field: string, column: string, value: string, track: number | null = null) =>
    issues.push({ track, field, code: 'bulk_csv_value_invalid', values: { row: row.line, column, value } });
  // The first row to give a value sets it; a later row that gives another is reported.
  const set = <K extends 'title' | 'version' | 'label' | 'genre' | 'subgenre' | 'language' | 'releaseDate' | 'originalReleaseDate'>(name: K, field: string, value: string | undefined) => {
    if (!value) return;
    const current = release[name];
    if (!current) {
      release[name] = value as StoreRelease[K];
      draft.firstRow.set(name, row.line);
    } else if (current !== value) issues.push({ track: null, field, code: 'bulk_csv_value_conflict', values: { row: row.line, first: draft.firstRow.get(name) ?? 0 } });
  };

  if (facts.rawUpc && !normaliseUpc(facts.upc ?? '')) invalid('upc', 'UPC', facts.rawUpc);
  set('title', 'title', facts.title);
  set('version', 'version', cell('releaseVersion'));
  set('label', 'recordLabel', cell('label'));
  set('genre', 'mainGenre', cell('genre'));
  set('subgenre', 'subGenre', cell('subgenre'));
  set('language', 'language', cell('language'));
  for (const [name, field, column] of [
    ['releaseDate', 'originalReleaseTime', 'releaseDate'],
    ['originalReleaseDate', 'originalReleaseTime', 'originalReleaseDate'],
  ] as const) {
    const text = cell(column);
    if (!text) continue;
    const date = dateFromCell(text);
    if (date) set(name, field, date);
    else invalid(field, column, text);
  }
  if (!release.artists.length) release.artists = namesIn(cell('releaseArtist')).map((name): StoreArtist => ({ name, role: 'primary' }));
  const type = cell('releaseType').toLowerCase();
  if (type && !release.type) {
    if (type === 'single' || type === 'ep' || type === 'album' || type === 'compilation') release.type = type;
    else invalid('kind', 'releaseType', cell('releaseType'));
  }
  const artwork = cell('artwork');
  if (artwork && !release.artwork) {
    release.artwork = assetFrom(artwork);
    if (!release.artwork) issues.push({ track: null, field: 'cover', code: 'bulk_url_not_https', values: { row: row.line, value: artwork } });
  }
}

function readTrackCells(draft: Draft, row: CsvRow, cell: CellOf) {
  const { release, issues } = draft;
  const title = cell('trackTitle');
  const rawIsrc = cell('isrc');
  const isrc = rawIsrc ? (normaliseIsrc(rawIsrc) ?? rawIsrc) : undefined;
  if (!title && !isrc) return;
  const key = isrc ? `isrc:${isrc}` : `title:${title.toLowerCase()}`;
  // Sales reports repeat a track once per store, country and month.
  if (draft.tracksByKey.has(key)) return;
  const index = release.tracks.length;
  const invalid = (field: string, column: string, value: string) => issues.push({ track: index, field, code: 'bulk_csv_value_invalid', values: { row: row.line, column, value } });
  if (rawIsrc && !normaliseIsrc(rawIsrc)) invalid('isrc', 'ISRC', rawIsrc);
  if (!title) issues.push({ track: index, field: 'title', code: 'bulk_migration_track_title_missing', values: { row: row.line } });

  const main = namesIn(cell('trackArtist'));
  const track: StoreTrack = {
    title,
    ...(cell('trackVersion') && { version: cell('trackVersion') }),
    ...(isrc && { isrc }),
    artists: [...main.map((name): StoreArtist => ({ name, role: 'primary' })), ...namesIn(cell('featuredArtist')).map((name): StoreArtist => ({ name, role: 'featured' }))],
  };
  const number = cell('trackNumber');
  if (number) {
    if (/^\d+$/.test(number) && Number(number) > 0) track.sequenceNumber = Number(number);
    else invalid('sequenceNumber', 'trackNumber', number);
  }
  const explicit = cell('explicit');
  if (explicit) {
    const value = EXPLICIT[headerKey(explicit)];
    if (value === undefined) invalid('explicitness', 'explicit', explicit);
    else track.explicit = value;
  }
  const audio = cell('audio');
  if (audio) {
    track.audio = assetFrom(audio);
    if (!track.audio) issues.push({ track: index, field: 'fullAudio', code: 'bulk_url_not_https', values: { row: row.line, value: audio } });
  }
  draft.tracksByKey.set(key, track);
  release.tracks.push(track);
}

/** Tracks that all carry a number take their numbers' order (the issues follow their tracks); otherwise the rows' order stays. */
function orderTracks({ release, issues }: CatalogueRelease) {
  if (!release.tracks.length || release.tracks.some((track) => track.sequenceNumber === undefined)) return;
  const order = release.tracks.map((track, index) => ({ track, index })).sort((a, b) => a.track.sequenceNumber! - b.track.sequenceNumber! || a.index - b.index);
  const newIndex = new Map(order.map((entry, position) => [entry.index, position]));
  release.tracks = order.map((entry) => entry.track);
  for (const issue of issues) if (issue.track !== null) issue.track = newIndex.get(issue.track) ?? issue.track;
}
