/** Message keys of document 2 section 5 (English texts in packages/i18n/locales/en.json). */
export const PublishingMessage = {
  required: 'pub_required',
  lengthInvalid: 'pub_length_invalid',
  formatInvalid: 'pub_format_invalid',
  ipiInvalid: 'pub_ipi_invalid',
  emailInvalid: 'pub_email_invalid',
  proUnknown: 'pub_pro_unknown',
  regionUnsupported: 'pub_region_unsupported',
  percentageInvalid: 'pub_percentage_invalid',
  percentageTotal: 'pub_percentage_total',
  songwriterRequired: 'pub_songwriter_required',
  songwriterDuplicate: 'pub_songwriter_duplicate',
  songwritersMax: 'pub_songwriters_max',
  englishTitleChars: 'pub_english_title_chars',
} as const;

export interface PublishingIssue {
  key: (typeof PublishingMessage)[keyof typeof PublishingMessage];
  params?: Record<string, string | number>;
}
