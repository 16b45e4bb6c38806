import { Explicitness, LicensedContentType, ReleaseTimeType } from '../release/model.ts';

/**
 * The Excel import template (issue 10, decision 041) as data: which sheets it has, which columns, what each column
 * fills in the release form and how its values are written. The server builds the template and reads workbooks from
 * this; the web journey fills the template from it.
 *
 * - Sheet names are fixed English names (a reader finds its sheets by name whatever language the template was made in).
 * - Row 1 of Releases and Tracks holds the column headers, translated (`header` message keys); data starts on row 2.
 *   The reader finds a column by its header in any UI language or by its `key`, so columns may be moved; columns it
 *   does not know (e.g. the report's Status column) are ignored.
 * - No example row: examples are on the Instructions sheet, so every row of Releases and Tracks is data.
 * - Tracks link to their release by the `releaseNo` column (any text, unique in the Releases sheet).
 * - Values in lists (genres, roles, yes/no…) are the English catalogue names, the same in every language; the reader
 *   also takes the ids (genre id, role number, language code). Case and surrounding spaces do not matter.
 */

export const EXCEL_SHEETS = {
  instructions: 'Instructions',
  releases: 'Releases',
  tracks: 'Tracks',
  /** Hidden: the values of the drop-down lists. */
  lists: 'Lists',
} as const;

/** Row of the headers; data rows follow. */
export const EXCEL_HEADER_ROW = 1;
export const EXCEL_FIRST_DATA_ROW = 2;
/** Separator of several values in one cell (artists, publishers, songwriters, stores, territories). */
export const EXCEL_LIST_SEPARATOR = ';';

/**
 * How a cell is written:
 * - text: any text. names: names separated by ';'.
 * - releaseKey: the `releaseNo` linking tracks to releases.
 * - integer: a whole number. percent: 0 to 100 (decimals allowed; stored as basis points).
 * - date: YYYY-MM-DD (an Excel date cell works too). time: HH:MM, 24 hours (default 00:00).
 * - yesNo: Yes / No (also true/false, 1/0, y/n). Empty: not answered.
 * - language: a metadata language code (`en`, `zh-Hans`), its English name, or "English (en)" as the list shows.
 * - genre / subgenre: English name or id (`hip-hop-rap`, `pop.k-pop`); the subgenre is looked up within the genre.
 * - explicitness, releaseKind, releaseTimeType, licensedContentType: one of the words of EXCEL_VALUES.
 * - timezone: an IANA zone (`Europe/Berlin`, `UTC`).
 * - stores: store names or ids separated by ';'; empty: every store offered to the account.
 * - territories: ISO country codes separated by ';'; empty or `Worldwide`: worldwide.
 * - asset: a file name (path inside the zip uploaded with the workbook) or an https URL.
 * - role: a contributor role name (English) or its number; the names column beside it holds the people.
 */
export type ExcelValueFormat =
  | 'text'
  | 'names'
  | 'releaseKey'
  | 'integer'
  | 'percent'
  | 'date'
  | 'time'
  | 'yesNo'
  | 'language'
  | 'genre'
  | 'subgenre'
  | 'explicitness'
  | 'releaseKind'
  | 'releaseTimeType'
  | 'licensedContentType'
  | 'timezone'
  | 'stores'
  | 'territories'
  | 'asset'
  | 'role';

/** The drop-down lists of the hidden Lists sheet, one column each, in this order. */
export const EXCEL_LISTS = [
  'yesNo',
  'releaseKind',
  'releaseTimeType',
  'explicitness',
  'licensedContentType',
  'languages',
  'genres',
  'subgenres',
  'contributorRoles',
  'productionRoles',
  'timezones',
] as const;
export type ExcelListName = (typeof EXCEL_LISTS)[number];

/** The words of the fixed-value columns (English, as in the lists) and what they mean in the form. */
export const EXCEL_VALUES = {
  yesNo: { Yes: true, No: false },
  releaseKind: { Album: 'ALBUM', Single: 'SINGLE' },
  releaseTimeType: { Global: ReleaseTimeType.GLOBAL, Local: ReleaseTimeType.LOCAL },
  explicitness: { 'Not explicit': Explicitness.NO, Explicit: Explicitness.YES, Clean: Explicitness.CLEAN },
  licensedContentType: {
    Sample: LicensedContentType.SAMPLE,
    'Licensed beat or instrumental': LicensedContentType.LICENSED_BEAT_INSTRUMENT,
    'Remixed content': LicensedContentType.REMIXED_CONTENT,
    'Stock sound or loop': LicensedContentType.STOCK_SOUND_LOOP,
    Other: LicensedContentType.OTHER,
  },
} as const;

export interface ExcelColumn {
  /** Stable name of the column (also accepted as its header). */
  key: string;
  /** Message key of the header text. */
  header: string;
  /**
   * The form field it fills: an AlbumInput / TrackInput key, `cover` / `fullAudio` for files (an AssetSource), `kind`
   * for the release type, `releaseNo` for the link. Several columns can fill one field (date + time + timezone ->
   * releaseTime; role + names slots -> uniContributorObjects).
   */
  field: string;
  format: ExcelValueFormat;
  /** The drop-down list the template puts on the column. */
  list?: ExcelListName;
  /** Which contributor slot (1-based) a role/names column pair belongs to. */
  slot?: number;
  /** Column width in characters. */
  width: number;
  /** A value as a user would type it, shown on the Instructions sheet (never imported). */
  example: string;
}

const col = (key: string, header: string, field: string, format: ExcelValueFormat, width: number, example: string, extra: Partial<ExcelColumn> = {}): ExcelColumn => ({
  key,
  header,
  field,
  format,
  width,
  example,
  ...extra,
});

export const RELEASE_COLUMNS: readonly ExcelColumn[] = [
  col('releaseNo', 'bulk_col_release_no', 'releaseNo', 'releaseKey', 12, 'R1'),
  col('kind', 'bulk_col_kind', 'kind', 'releaseKind', 10, 'Album', { list: 'releaseKind' }),
  col('title', 'rf_release_title', 'title', 'text', 30, 'Night Drive'),
  col('version', 'rf_version', 'version', 'text', 14, 'Remastered 2024'),
  col('primaryArtists', 'rf_primary_artists', 'uniMainArtistObjects', 'names', 26, 'Luna Park; DJ Nova'),
  col('language', 'rf_release_language', 'language', 'language', 18, 'English (en)', { list: 'languages' }),
  col('mainGenre', 'rf_genre', 'mainGenre', 'genre', 18, 'Dance', { list: 'genres' }),
  col('subGenre', 'rf_subgenre', 'subGenre', 'subgenre', 18, 'House', { list: 'subgenres' }),
  col('recordLabel', 'rf_record_label', 'recordLabel', 'text', 20, 'Moonlight Records'),
  col('publishers', 'rf_publishers', 'publishers', 'names', 22, 'Moonlight Publishing'),
  col('upc', 'rf_upc', 'upc', 'text', 16, '0123456789012'),
  col('previouslyReleased', 'bulk_col_previously_released', 'isPreviouslyReleased', 'yesNo', 14, 'No', { list: 'yesNo' }),
  col('originalReleaseDate', 'rf_original_release_date', 'originalReleaseTime', 'date', 16, '2019-05-17'),
  col('releaseDate', 'bulk_col_release_date', 'releaseTime', 'date', 14, '2027-03-05'),
  col('releaseClock', 'bulk_col_release_clock', 'releaseTime', 'time', 10, '00:00'),
  col('timezone', 'rf_timezone', 'timezone', 'timezone', 18, 'Europe/Berlin', { list: 'timezones' }),
  col('releaseTimeType', 'rf_release_time_type', 'releaseTimeType', 'releaseTimeType', 12, 'Local', { list: 'releaseTimeType' }),
  col('optInPrerelease', 'bulk_col_prerelease', 'optInPrerelease', 'yesNo', 12, 'Yes', { list: 'yesNo' }),
  col('preReleaseDate', 'rf_prerelease_date', 'preReleaseTime', 'date', 14, '2027-02-19'),
  col('stores', 'bulk_col_stores', 'stores', 'stores', 24, 'Spotify; Apple Music'),
  col('territories', 'rf_territories', 'territories', 'territories', 18, 'Worldwide'),
  col('cover', 'rf_cover', 'cover', 'asset', 24, 'covers/night-drive.jpg'),
];

const CONTRIBUTOR_SLOTS = 5;
const PRODUCTION_SLOTS = 3;

const slotColumns = (kind: 'contributor' | 'production', count: number): ExcelColumn[] =>
  Array.from({ length: count }, (_, index) => {
    const slot = index + 1;
    const field = kind === 'contributor' ? 'uniContributorObjects' : 'uniProductionAndEngineeringObjects';
    const list: ExcelListName = kind === 'contributor' ? 'contributorRoles' : 'productionRoles';
    const examples = kind === 'contributor' ? ['Vocalist', 'Luna Park'] : ['Producer', 'Max Weber'];
    return [
      col(`${kind}${slot}Role`, `bulk_col_${kind}_role`, field, 'role', 16, slot === 1 ? examples[0]! : '', { list, slot }),
      col(`${kind}${slot}Names`, `bulk_col_${kind}_names`, field, 'names', 20, slot === 1 ? examples[1]! : '', { slot }),
    ];
  }).flat();

export const TRACK_COLUMNS: readonly ExcelColumn[] = [
  col('releaseNo', 'bulk_col_release_no', 'releaseNo', 'releaseKey', 12, 'R1'),
  col('sequenceNumber', 'bulk_col_track_no', 'sequenceNumber', 'integer', 8, '1'),
  col('audio', 'rf_audio', 'fullAudio', 'asset', 24, 'audio/night-drive.wav'),
  col('title', 'rf_track_title', 'title', 'text', 28, 'Night Drive'),
  col('englishTitle', 'rf_english_title', 'englishTitle', 'text', 20, ''),
  col('version', 'rf_version', 'version', 'text', 14, 'Live'),
  col('language', 'rf_track_language', 'language', 'language', 18, 'English (en)', { list: 'languages' }),
  col('primaryArtists', 'rf_primary_artists', 'uniMainArtistObjects', 'names', 24, 'Luna Park; DJ Nova'),
  col('featuredArtists', 'rf_featured_artists', 'uniFeaturedArtistObjects', 'names', 20, 'Kai'),
  col('mainGenre', 'rf_genre', 'mainGenre', 'genre', 18, 'Electronic', { list: 'genres' }),
  col('subGenre', 'rf_subgenre', 'subGenre', 'subgenre', 18, 'Synthwave', { list: 'subgenres' }),
  col('isInstrumental', 'bulk_col_instrumental', 'isInstrumental', 'yesNo', 12, 'No', { list: 'yesNo' }),
  col('explicitness', 'rf_explicitness', 'explicitness', 'explicitness', 14, 'Not explicit', { list: 'explicitness' }),
  col('lyricsLanguage', 'rf_lyrics_language', 'lyricsLanguage', 'language', 18, 'English (en)', { list: 'languages' }),
  col('lyrics', 'rf_lyrics', 'lyrics', 'text', 30, 'City lights are calling…'),
  col('lyricists', 'rf_lyricists', 'lyricistsName', 'names', 20, 'Anna Berg'),
  col('songwriters', 'rf_songwriters', 'songwritersName', 'names', 20, 'Anna Berg; Tom Lee'),
  col('originalTitle', 'rf_original_title', 'originalTitle', 'text', 20, ''),
  col('originalSongwriters', 'rf_original_songwriters', 'originalSongwritersName', 'names', 20, ''),
  col('isrc', 'rf_isrc', 'isrc', 'text', 16, 'DEA123456789'),
  col('iswc', 'rf_iswc', 'iswc', 'text', 16, 'T-123.456.789-0'),
  col('previouslyReleased', 'bulk_col_track_previously_released', 'isPreviouslyReleased', 'yesNo', 14, 'No', { list: 'yesNo' }),
  col('publishingPercentage', 'bulk_col_publishing_percentage', 'publishingPercentage', 'percent', 12, '100'),
  col('existPublisher', 'bulk_col_exist_publisher', 'existPublisher', 'yesNo', 12, 'Yes', { list: 'yesNo' }),
  col('existLocalSociety', 'bulk_col_exist_local_society', 'existLocalSociety', 'yesNo', 12, 'No', { list: 'yesNo' }),
  col('licensedContent', 'bulk_col_licensed_content', 'licensedContent', 'yesNo', 12, 'No', { list: 'yesNo' }),
  col('licensedContentType', 'rf_licensed_content_type', 'licensedContentType', 'licensedContentType', 18, '', { list: 'licensedContentType' }),
  col('territories', 'rf_territories', 'territories', 'territories', 16, ''),
  col('optInPromote', 'bulk_col_opt_in_promote', 'optInPromote', 'yesNo', 12, 'Yes', { list: 'yesNo' }),
  col('optInCML', 'bulk_col_opt_in_cml', 'optInCML', 'yesNo', 12, 'No', { list: 'yesNo' }),
  col('optInCapCut', 'bulk_col_opt_in_capcut', 'optInCapCut', 'yesNo', 12, 'No', { list: 'yesNo' }),
  col('optInYouTubeContentID', 'bulk_col_opt_in_content_id', 'optInYouTubeContentID', 'yesNo', 12, 'No', { list: 'yesNo' }),
  col('mccFullSongIntention', 'bulk_col_opt_in_full_song', 'mccFullSongIntention', 'yesNo', 12, 'No', { list: 'yesNo' }),
  ...slotColumns('contributor', CONTRIBUTOR_SLOTS),
  ...slotColumns('production', PRODUCTION_SLOTS),
];

/** The columns of a data sheet, by its name. */
export const EXCEL_COLUMNS = {
  [EXCEL_SHEETS.releases]: RELEASE_COLUMNS,
  [EXCEL_SHEETS.tracks]: TRACK_COLUMNS,
} as const;

/**
 * Headers of the slot columns repeat (every "Contributor role" column reads the same), so the template numbers them:
 * the header shown is the translated text followed by " " and the slot number ("Contributor role 2").
 */
export const slotHeaderSuffix = (column: ExcelColumn) => (column.slot ? ` ${column.slot}` : '');

/** The report appends this column after the template's columns; the reader ignores it. */
export const EXCEL_STATUS_COLUMN_HEADER = 'bulk_report_status';
