/** Message keys of the CWR module (English texts in packages/i18n/locales/en.json). */
export const CwrMessage = {
  badValue: 'publishing_cwr_bad_value',
  sharesTotal: 'publishing_cwr_shares_total',
  noControlledWriter: 'publishing_cwr_no_controlled_writer',
  titleUnrepresentable: 'publishing_cwr_title_unrepresentable',
  nameUnrepresentable: 'publishing_cwr_name_unrepresentable',
  duplicateWork: 'publishing_cwr_duplicate_work',
  publisherShare: 'publishing_cwr_publisher_share',
  notARecord: 'publishing_cwr_not_a_record',
  recordTooLong: 'publishing_cwr_record_too_long',
  badField: 'publishing_cwr_bad_field',
  outOfPlace: 'publishing_cwr_out_of_place',
  missingRecord: 'publishing_cwr_missing_record',
  badCount: 'publishing_cwr_bad_count',
  empty: 'publishing_cwr_empty',
  notAcknowledgements: 'publishing_cwr_not_acknowledgements',
} as const;
export type CwrMessageKey = (typeof CwrMessage)[keyof typeof CwrMessage];

export type CwrMessageValues = Record<string, string | number>;

/** A batch that cannot become a valid CWR file; `messageKey` and `values` give the translated text. */
export class CwrWriteError extends Error {
  constructor(
    readonly messageKey: CwrMessageKey,
    readonly values: CwrMessageValues,
    detail: string,
  ) {
    super(detail);
    this.name = 'CwrWriteError';
  }
}

/** A file that is not well-formed CWR 2.1; `line` is 1-based. */
export class CwrParseError extends Error {
  constructor(
    readonly line: number,
    readonly messageKey: CwrMessageKey,
    readonly values: CwrMessageValues,
    detail: string,
  ) {
    super(`Line ${line}: ${detail}`);
    this.name = 'CwrParseError';
  }
}

/** Something in a file that does not stop reading it (e.g. GRT / TRL counts that do not match). */
export interface CwrIssue {
  line: number;
  messageKey: CwrMessageKey;
  values: CwrMessageValues;
}
