import type { BatchMethod, BatchRowStatus, BatchTaskStatus, SourcePlace } from '@portal/domain/bulk-import/model';

/** Message keys built at run time (listed in lib/i18n-keys.test.ts). */
export const taskStatusKey = (status: BatchTaskStatus) => `bulk_ui_status_${status}`;
export const methodKey = (method: BatchMethod) => `bulk_ui_method_${method}`;
export const methodHintKey = (method: BatchMethod) => `bulk_ui_method_${method}_hint`;
export const rowStatusKey = (status: BatchRowStatus) => `bulk_ui_row_${status}`;

export const TASK_STATUS_COLORS: Record<BatchTaskStatus, string> = {
  INIT: 'gray',
  VERIFYING: 'blue',
  VERIFICATION_PASS: 'teal',
  VERIFICATION_REJECT: 'orange',
  IMPORTING: 'blue',
  IMPORT_SUCCESS: 'green',
  IMPORT_FAIL: 'red',
  DELETED: 'gray',
};

export const ROW_STATUS_COLORS: Record<BatchRowStatus, string> = { PENDING: 'gray', PASS: 'teal', REJECT: 'orange', IMPORTED: 'green', IMPORT_FAILED: 'red' };

/** The release form's own labels for its fields, so a finding names the field as the form does. */
const RELEASE_FIELDS: Record<string, string> = {
  title: 'rf_release_title',
  version: 'rf_version',
  language: 'rf_release_language',
  cover: 'rf_cover',
  publishers: 'rf_publishers',
  recordLabel: 'rf_record_label',
  upc: 'rf_upc',
  uniMainArtistObjects: 'rf_primary_artists',
  isPreviouslyReleased: 'bulk_ui_field_previously_released',
  mainGenre: 'rf_genre',
  subGenre: 'rf_subgenre',
  releaseTimeType: 'rf_release_time_type',
  timezone: 'rf_timezone',
  releaseTime: 'rf_release_date',
  preReleaseTime: 'rf_prerelease_date',
  originalReleaseTime: 'rf_original_release_date',
  optInPrerelease: 'rf_opt_in_prerelease',
  stores: 'bulk_ui_field_stores',
  territories: 'rf_territories',
  tracks: 'rf_tracks_section',
};

const TRACK_FIELDS: Record<string, string> = {
  sequenceNumber: 'bulk_ui_field_sequence',
  fullAudio: 'rf_audio',
  clipAudios: 'bulk_ui_field_clip',
  title: 'rf_track_title',
  englishTitle: 'rf_english_title',
  version: 'rf_version',
  language: 'rf_track_language',
  isInstrumental: 'rf_instrumental',
  lyricsLanguage: 'rf_lyrics_language',
  lyrics: 'rf_lyrics',
  explicitness: 'rf_explicitness',
  mainGenre: 'rf_genre',
  subGenre: 'rf_subgenre',
  lyricistsName: 'rf_lyricists',
  songwritersName: 'rf_songwriters',
  originalTitle: 'rf_original_title',
  originalSongwritersName: 'rf_original_songwriters',
  isrc: 'rf_isrc',
  iswc: 'rf_iswc',
  uniMainArtistObjects: 'rf_primary_artists',
  uniFeaturedArtistObjects: 'rf_featured_artists',
  uniContributorObjects: 'rf_contributors',
  uniProductionAndEngineeringObjects: 'rf_production',
  existLocalSociety: 'rf_exist_local_society',
  existPublisher: 'rf_exist_publisher',
  publishingPercentage: 'rf_publishing_percentage',
  territories: 'rf_territories',
  licensedContent: 'rf_licensed_content',
  licensedContentType: 'rf_licensed_content_type',
  licensedProofFile: 'bulk_ui_field_proof',
  optInCML: 'rf_opt_in_cml',
  optInPromote: 'rf_opt_in_promote',
  optInYouTubeContentID: 'rf_opt_in_content_id',
  optInCapCut: 'rf_opt_in_capcut',
  mccFullSongIntention: 'rf_opt_in_full_song',
  isPreviouslyReleased: 'bulk_ui_field_previously_released',
};

export const FIELD_LABEL_KEYS = [...new Set([...Object.values(RELEASE_FIELDS), ...Object.values(TRACK_FIELDS)])];

/** The label key of a release field (track null) or a track field; null for a field the form does not have. */
export function fieldLabelKey(field: string, track: number | null): string | null {
  return (track === null ? RELEASE_FIELDS : TRACK_FIELDS)[field] ?? null;
}

type Translate = (key: string, vars?: Record<string, unknown>) => string;

export interface FindingLike {
  track: number | null;
  trackTitle?: string;
  field: string;
  messageKey: string;
  values?: Record<string, string | number>;
}

/**
 * One finding in the page's language: "Track 2 “Title” — ISRC: message" for a track, "Release title: message" for
 * the release. `track` is the index in the release's tracks; people count from 1.
 */
export function findingText(t: Translate, exists: (key: string) => boolean, finding: FindingLike): string {
  const labelKey = fieldLabelKey(finding.field, finding.track);
  const field = labelKey ? t(labelKey) : finding.field;
  const message = exists(finding.messageKey) ? t(finding.messageKey, finding.values ?? {}) : t('bulk_ui_finding_unknown');
  if (finding.track === null) return field ? t('bulk_ui_finding_release', { field, message }) : message;
  const number = finding.track + 1;
  const title = finding.trackTitle?.trim();
  return title ? t('bulk_ui_finding_track', { number, title, field, message }) : t('bulk_ui_finding_track_untitled', { number, field, message });
}

/** Where in the source a row or a file issue is: "Releases, row 4", "message.xml · R0", or the file's name. */
export function placeText(t: Translate, place: SourcePlace): string {
  if (place.sheet && place.row !== undefined) return t('bulk_ui_place_sheet_row', { sheet: place.sheet, row: place.row });
  if (place.row !== undefined) return t('bulk_ui_place_row', { file: place.file, row: place.row });
  return [place.file, place.reference].filter(Boolean).join(' · ');
}

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** A size in the page's language ("20 GB", "64 Mo"); steps of 1024, as the limits are set. */
export function formatSize(bytes: number, language: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  try {
    return new Intl.NumberFormat(language, { style: 'unit', unit: UNITS[unit], unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
  } catch {
    return `${bytes} B`;
  }
}
