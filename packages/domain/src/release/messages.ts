/**
 * Message keys of the release rules. English texts live in packages/i18n/locales/en.json; those marked "spec" are
 * document 3 section 5 word for word ({word} written as {{word}}), the others fill gaps the spec leaves.
 */
export const RuleMessage = {
  required: 'rule_required', // spec
  emoji: 'rule_emoji', // spec
  specialCharacters: 'rule_special_characters', // spec
  titleTooLong: 'rule_title_too_long', // spec
  titleContains: 'rule_title_contains', // spec, {{word}}
  duplicateTrackTitle: 'rule_duplicate_track_title', // spec
  remasteredYear: 'rule_remastered_year', // spec
  versionKeyword: 'rule_version_keyword', // spec, {{word}}
  invalidLanguage: 'rule_invalid_language', // spec, {{value}}
  publisherCharacters: 'rule_publisher_characters', // spec
  invalidFormat: 'rule_invalid_format', // spec
  primaryArtistsMax: 'rule_primary_artists_max', // spec
  albumArtistsOnTracks: 'rule_album_artists_on_tracks',
  originalReleaseNotEmpty: 'rule_original_release_not_empty', // spec
  originalReleaseRange: 'rule_original_release_range',
  unknownValue: 'rule_unknown_value',
  subgenreMismatch: 'rule_subgenre_mismatch',
  releaseTooLate: 'rule_release_too_late', // spec
  releaseTooEarly: 'rule_release_too_early', // spec
  preReleaseTooLate: 'rule_pre_release_too_late', // spec
  preReleaseNotEmpty: 'rule_pre_release_not_empty', // spec
  storesNone: 'rule_stores_none',
  storeNotSupported: 'rule_store_not_supported', // spec, {{id}} {{name}}
  storeNotAllowed: 'rule_store_not_allowed', // spec
  storeRequired: 'rule_store_required', // spec
  tracksNone: 'rule_tracks_none',
  tracksTooMany: 'rule_tracks_too_many', // {{max}}
  singleOneTrack: 'rule_single_one_track',
  sequencePositive: 'rule_sequence_positive',
  sequenceUnique: 'rule_sequence_unique', // spec
  audioRequired: 'rule_audio_required', // spec
  englishTitleTooLong: 'rule_english_title_too_long',
  instrumentalExplicit: 'rule_instrumental_explicit', // spec
  instrumentalEmpty: 'rule_instrumental_empty',
  explicitCleanMix: 'rule_explicit_clean_mix', // spec
  lyricsExplicit: 'rule_lyrics_explicit', // spec
  lyricsTooLong: 'rule_lyrics_too_long',
  originalTitleNotEmpty: 'rule_original_title_not_empty',
  remixNeedsRemixer: 'rule_remix_needs_remixer', // spec
  nonRemixRemixer: 'rule_non_remix_remixer', // spec
  featuredArtistsMax: 'rule_featured_artists_max',
  primaryAndFeatured: 'rule_primary_and_featured', // spec
  contributorsMax: 'rule_contributors_max',
  contributorRole: 'rule_contributor_role',
  percentageRange: 'rule_percentage_range',
  isrcDuplicate: 'rule_isrc_duplicate',
  artistNameBlocked: 'rule_artist_name_blocked', // {{word}}
  unqualified: 'rule_unqualified', // spec
  fileMissing: 'rule_file_missing',
  upcTaken: 'rule_upc_taken',
} as const;

export type RuleMessageKey = (typeof RuleMessage)[keyof typeof RuleMessage];

export interface RuleIssue {
  key: RuleMessageKey;
  params?: Record<string, string | number>;
}
