export interface SalesLine {
  /** 1-based line number in the file, for messages and the suspense report. */
  lineNumber: number;
  /** The store as the report names it ("Apple Music", "YouTube", "Bandcamp", or the generic layout's store column). */
  store: string;
  /** First and last day of the sales period, yyyy-MM-dd. */
  periodStart: string;
  periodEnd: string;
  /** ISO 3166-1 alpha-2, uppercase; 'WW' when the report gives no country. */
  country: string;
  /** Uppercase, no hyphens, 12 characters; null when absent. */
  isrc: string | null;
  /** Digits only (UPC-A 12 or EAN-13 13 digits; keep as reported after stripping spaces/hyphens); null when absent. */
  upc: string | null;
  /** The store's own id of the track or release when the report has one. */
  storeItemId: string | null;
  /** Units (streams, downloads, sales); negative for returns. Integer. */
  units: number;
  /** ISO 4217 code of `revenue`, uppercase. */
  currency: string;
  /**
   * What the store pays for the line, an exact decimal string as reported, normalised: optional leading '-', digits,
   * optional '.' and up to 10 places (e.g. "0.003412", "-1.5"). Never a JS number.
   */
  revenue: string;
  /** stream | download | ugc | other */
  saleType: 'stream' | 'download' | 'ugc' | 'other';
}

/** The values a translated issue message names (a column, the value found, what was expected). */
export type IssueParams = Record<string, string | number>;

export interface ParseIssue {
  lineNumber: number;
  /** What was wrong, in English, for logs and tests. */
  issue: string;
  /** The message key people see it under (analytics imports show it in the console), with its values. */
  key?: string;
  params?: IssueParams;
  /** the raw line, cut to 500 chars */
  raw: string;
}

export type ParsedItem = { line: SalesLine } | { issue: ParseIssue };

export interface SalesFormat {
  id: 'generic' | 'apple' | 'bandcamp' | 'dsr';
  /** Decides from the first non-empty line of the file (its header row) whether this format reads the file. */
  detect(firstLine: string): boolean;
  /** Reads the file's lines, given in batches (see readLineBatches), into items a batch at a time. */
  parse(lines: AsyncIterable<string[]>): AsyncIterable<ParsedItem[]>;
}
