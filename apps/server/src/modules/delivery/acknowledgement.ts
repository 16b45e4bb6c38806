import { normaliseUpc } from '@portal/domain/release/identifiers';
import { childrenNamed, localNameOf, parseXml, textOf, XmlSyntaxError } from './xml-reader.ts';
import type { XmlElement } from './xml-writer.ts';
import { parseCsv } from '../../platform/csv.ts';

/**
 * What a store reports back about a delivered message. Stores answer in their own ways; an operator (or a
 * store-specific converter) puts the answer into one of two simple formats, modelled on DDEX acknowledgements:
 *
 *   XML  <DeliveryAcknowledgement>
 *          <Acknowledgement>
 *            <MessageId>…</MessageId> <ICPN>…</ICPN> <Status>Acknowledged|Live|Rejected|TakenDown</Status>
 *            <Date>2025-04-05 or 2025-04-05T00:00:00Z</Date>
 *            <Reason>optional</Reason> <StoreReleaseId>optional</StoreReleaseId>
 *          </Acknowledgement> …
 *        </DeliveryAcknowledgement>
 *   CSV  header `message_id,upc,status,date` (+ optional `reason`, `store_release_id`), one row per message,
 *        comma-separated, RFC 4180 quotes.
 */
/** Acknowledged: the store took the message in and is processing it; Live: it is on sale; Rejected; TakenDown. */
export type AcknowledgementStatus = 'Acknowledged' | 'Live' | 'Rejected' | 'TakenDown';

export interface AcknowledgementRecord {
  messageId: string;
  /** Normalised UPC (12 digits, or 13 for an EAN that is not a UPC). */
  upc: string;
  status: AcknowledgementStatus;
  /** A date alone means midnight UTC of that day. */
  at: Date;
  reason?: string;
  storeReleaseId?: string;
  /** Line of the record in the file. */
  line: number;
}

/** A problem with the file or one of its records; `messageKey` is an i18n key, `values` its placeholders. */
export interface AcknowledgementIssue {
  line: number;
  messageKey: string;
  values?: Record<string, string>;
}

export interface AcknowledgementFile {
  /** The records that are well formed; records with issues are left out. */
  records: AcknowledgementRecord[];
  issues: AcknowledgementIssue[];
}

const STATUSES: AcknowledgementStatus[] = ['Acknowledged', 'Live', 'Rejected', 'TakenDown'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

// A calendar day that exists: Date would roll 2025-02-30 over into March.
const realDay = (day: string) => {
  const at = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(day);
};

/** YYYY-MM-DD (midnight UTC) or an ISO 8601 date-time with its offset; null otherwise. */
function parseDate(value: string): Date | null {
  if (!(DATE.test(value) || DATE_TIME.test(value)) || !realDay(value.slice(0, 10))) return null;
  const at = new Date(DATE.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(at.getTime()) ? null : at;
}

interface RawRecord {
  line: number;
  messageId?: string;
  upc?: string;
  status?: string;
  date?: string;
  reason?: string;
  storeReleaseId?: string;
}

function checkRecord(raw: RawRecord, issues: AcknowledgementIssue[]): AcknowledgementRecord | null {
  const issue = (messageKey: string, values?: Record<string, string>) => (issues.push({ line: raw.line, messageKey, values }), null);
  const required = { message_id: raw.messageId, upc: raw.upc, status: raw.status, date: raw.date };
  const missing = Object.entries(required).find(([, value]) => !value?.trim());
  if (missing) return issue('delivery_ack_missing_field', { field: missing[0] });
  const upc = normaliseUpc(raw.upc!);
  if (!upc) return issue('delivery_ack_bad_upc', { value: raw.upc!.trim() });
  const status = STATUSES.find((s) => s.toLowerCase() === raw.status!.trim().toLowerCase());
  if (!status) return issue('delivery_ack_bad_status', { value: raw.status!.trim() });
  const at = parseDate(raw.date!.trim());
  if (!at) return issue('delivery_ack_bad_date', { value: raw.date!.trim() });
  const reason = raw.reason?.trim() || undefined;
  const storeReleaseId = raw.storeReleaseId?.trim() || undefined;
  return { messageId: raw.messageId!.trim(), upc, status, at, reason, storeReleaseId, line: raw.line };
}

function xmlRecords(text: string): RawRecord[] {
  const root = parseXml(text);
  if (localNameOf(root.name) !== 'DeliveryAcknowledgement') throw new XmlSyntaxError('not a DeliveryAcknowledgement', root.line ?? 1);
  const field = (node: XmlElement, name: string) => {
    const found = childrenNamed(node, name)[0];
    return found ? textOf(found) : undefined;
  };
  return childrenNamed(root, 'Acknowledgement').map((node) => ({
    line: node.line ?? 1,
    messageId: field(node, 'MessageId'),
    upc: field(node, 'ICPN'),
    status: field(node, 'Status'),
    date: field(node, 'Date'),
    reason: field(node, 'Reason'),
    storeReleaseId: field(node, 'StoreReleaseId'),
  }));
}

const CSV_COLUMNS = { message_id: 'messageId', upc: 'upc', status: 'status', date: 'date', reason: 'reason', store_release_id: 'storeReleaseId' } as const;

function csvRecords(text: string, issues: AcknowledgementIssue[]): RawRecord[] {
  const [header, ...rows] = parseCsv(text, ',');
  const names = header ? header.cells.map((cell) => cell.trim().toLowerCase()) : [];
  if (!['message_id', 'upc', 'status', 'date'].every((column) => names.includes(column))) {
    issues.push({ line: header?.line ?? 1, messageKey: 'delivery_ack_missing_columns' });
    return [];
  }
  return rows.map(({ line, cells }) => {
    const record: RawRecord = { line };
    names.forEach((name, index) => {
      const key = CSV_COLUMNS[name as keyof typeof CSV_COLUMNS];
      if (key) record[key] = cells[index];
    });
    return record;
  });
}

/** Reads an acknowledgement file in either format (told apart by its first character). */
export function parseAcknowledgementFile(content: string | Buffer): AcknowledgementFile {
  const text = (typeof content === 'string' ? content : content.toString('utf8')).replace(/^\uFEFF/, '');
  const issues: AcknowledgementIssue[] = [];
  let raw: RawRecord[];
  if (text.trimStart().startsWith('<')) {
    try {
      raw = xmlRecords(text);
    } catch (error) {
      if (!(error instanceof XmlSyntaxError)) throw error;
      return { records: [], issues: [{ line: error.line, messageKey: 'delivery_ack_bad_xml' }] };
    }
  } else {
    raw = csvRecords(text, issues);
    if (issues.length) return { records: [], issues };
  }
  const records = raw.map((record) => checkRecord(record, issues)).filter((record): record is AcknowledgementRecord => record !== null);
  if (raw.length === 0) issues.push({ line: 1, messageKey: 'delivery_ack_empty' });
  return { records, issues };
}
