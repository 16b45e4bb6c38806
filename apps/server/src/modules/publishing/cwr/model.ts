/**
 * What a CWR registration batch says, before it becomes fixed-width records (decision 018). Shares are in hundredths
 * of a percent (100 % = 10000), as CWR writes them. Society codes are CISAC's three-digit codes (010 ASCAP, 021 BMI,
 * 052 PRS…); the caller maps the portal's society ids to them.
 */

/** CWR writer designation codes. */
export const WRITER_ROLES = {
  CA: 'composer and author',
  C: 'composer',
  A: 'author (lyricist)',
  AR: 'arranger',
  AD: 'adaptor',
  TR: 'translator',
  SA: 'sub-arranger',
  SR: 'sub-author',
} as const;
export type CwrWriterRole = keyof typeof WRITER_ROLES;

/** CWR title types of an alternate title the portal sends. */
export const TITLE_TYPES = {
  AT: 'alternative title',
  TE: 'first line of text',
  FT: 'formal title',
  IT: 'incorrect title',
  OT: 'original title',
  TT: 'original title translated',
  PT: 'part title',
  ET: 'extra search title',
} as const;
export type CwrTitleType = keyof typeof TITLE_TYPES;

/** The share of each controlled writer's part that the publisher holds, per right, in hundredths of a percent. */
export interface PublisherShareOfWriters {
  /** At most 5000: writers keep at least half of the performance share. */
  performance: number;
  mechanical: number;
  synchronisation: number;
}

/** Our publishing company, from configuration. */
export interface CwrSender {
  /** Publisher name as the societies know it (HDR sender name and SPU publisher name). */
  name: string;
  /** IPI name number of the publisher, up to 11 digits. */
  ipiNameNumber: string;
  /** IPI base number, I-NNNNNNNNN-C, when known. */
  ipiBaseNumber?: string;
  /** The two- or three-character CWR sender code CISAC assigned (the SSS of the file name). */
  submitterCode: string;
  /** Our own interested-party number for the publisher in SPU, SPT and PWR; defaults to the submitter code. */
  partyNumber?: string;
  /** The publisher's society affiliations per right (CISAC codes). */
  societies?: { performance?: string; mechanical?: string; synchronisation?: string };
  /** Defaults to performance 5000, mechanical 10000, synchronisation 10000 (decision 018). */
  shareOfWriters?: PublisherShareOfWriters;
}

export interface CwrWriter {
  /**
   * Our interested-party number for the writer, up to 9 characters; the same writer should keep it in every file.
   * Without it the writer is numbered W00001… in the order of the batch.
   */
  partyNumber?: string;
  lastName: string;
  firstName?: string;
  /** Up to 11 digits. */
  ipiNameNumber?: string;
  ipiBaseNumber?: string;
  /** The writer's performing-rights society (CISAC code), e.g. '021' for BMI. */
  society?: string;
  role: CwrWriterRole;
  /** The writer signed with us, so we register their share as their publisher; otherwise an OWR record. */
  controlled: boolean;
  /** The writer's part of the composition (the song's splits), hundredths of a percent; all writers add up to 10000. */
  share: number;
}

export interface CwrRecording {
  isrc?: string;
  releaseTitle?: string;
  label?: string;
  /** YYYY-MM-DD */
  releaseDate?: string;
  durationSeconds?: number;
  catalogNumber?: string;
  /** EAN or UPC of the release. */
  ean?: string;
}

export interface CwrAlternateTitle {
  title: string;
  /** Defaults to AT. */
  type?: CwrTitleType;
}

export interface CwrWork {
  /** Our id of the work (e.g. the song id), up to 14 characters; acknowledgements quote it back. */
  submitterWorkNumber: string;
  title: string;
  /** E.g. the Latin-script English title of a title in another script (document 2, "English title"). */
  alternateTitles?: CwrAlternateTitle[];
  /** T-123.456.789-0 or T1234567890. */
  iswc?: string;
  /** ISO 639-1 code of the lyrics, e.g. 'en'. */
  language?: string;
  durationSeconds?: number;
  recordings?: CwrRecording[];
  /** Performing artists' display names (PER records). */
  performers?: string[];
  writers: CwrWriter[];
}

export interface CwrBatch {
  sender: CwrSender;
  works: CwrWork[];
  /** The file's number in its year, 1-9999 (nnnn of the file name). */
  sequence: number;
  /** The society the file goes to (CISAC code), or '000' for a file meant for any society. */
  receiver?: string;
  /** NWR for new registrations (default), REV for revisions of registered works. */
  transactionType?: 'NWR' | 'REV';
}
