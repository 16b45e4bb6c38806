import { CwrMessage, CwrParseError, type CwrIssue } from './errors.ts';
import { isKnownRecordType, LAYOUTS, type KnownRecordType, type RecordFields } from './layouts.ts';

/** A record of a type this module knows, with its fields read by the CWR 2.1 layout. */
export type KnownRecord = {
  [T in KnownRecordType]: { known: true; type: T; line: number; raw: string; fields: RecordFields[T] };
}[KnownRecordType];

/** A record of another type (EWT, INS, COM, NAT…), kept as its line. */
export interface RawRecord {
  known: false;
  type: string;
  line: number;
  raw: string;
}

export type CwrRecord = KnownRecord | RawRecord;

export type RecordOf<T extends KnownRecordType> = Extract<KnownRecord, { type: T }>;

/** A transaction: its header record (NWR, REV, ACK…) and the records after it. */
export interface CwrTransaction {
  header: CwrRecord;
  records: CwrRecord[];
}

export interface CwrGroup {
  header: RecordOf<'GRH'>;
  transactions: CwrTransaction[];
  trailer: RecordOf<'GRT'>;
}

export interface CwrFile {
  header: RecordOf<'HDR'>;
  groups: CwrGroup[];
  trailer: RecordOf<'TRL'>;
  /** Every record in file order. */
  records: CwrRecord[];
  /** Problems that do not stop reading: GRT and TRL counts that do not match the file. */
  issues: CwrIssue[];
}

const FLAGS = new Set(['', 'Y', 'N', 'U']);
const BOOLEANS = new Set(['', 'Y', 'N']);

function fieldError(line: number, record: string, field: string, value: string): CwrParseError {
  return new CwrParseError(line, CwrMessage.badField, { line, record, field, value }, `${field} of the ${record} record is not valid: "${value}"`);
}

function realDate(text: string): boolean {
  const iso = `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
  const at = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(iso);
}

/** One line by its layout. A line shorter than the layout is read as if padded with spaces (societies trim them). */
function readRecord(type: KnownRecordType, text: string, line: number): KnownRecord {
  const layout = LAYOUTS[type];
  if (text.length > layout.length && text.slice(layout.length).trim() !== '') {
    throw new CwrParseError(line, CwrMessage.recordTooLong, { line, record: type, length: layout.length }, `the ${type} record is longer than ${layout.length} characters`);
  }
  const padded = text.padEnd(layout.length, ' ');
  const fields: Record<string, string | number | null> = {};
  for (const { name, offset, width, kind } of layout.fields) {
    const value = padded.slice(offset, offset + width);
    const trimmed = value.trim();
    const fail = () => fieldError(line, type, name, value);
    switch (kind) {
      case 'N':
        if (trimmed !== '' && !/^\d+$/.test(value)) throw fail();
        fields[name] = trimmed === '' ? null : Number(value);
        break;
      case 'D':
        if (trimmed === '' || /^0{8}$/.test(value)) fields[name] = null;
        else if (/^\d{8}$/.test(value) && realDate(value)) fields[name] = `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`;
        else throw fail();
        break;
      case 'T':
        if (trimmed === '') fields[name] = null;
        else if (/^\d{2}[0-5]\d[0-5]\d$/.test(value)) fields[name] = Number(value.slice(0, 2)) * 3600 + Number(value.slice(2, 4)) * 60 + Number(value.slice(4, 6));
        else throw fail();
        break;
      case 'F':
      case 'B':
        if (!(kind === 'F' ? FLAGS : BOOLEANS).has(trimmed)) throw fail();
        fields[name] = trimmed;
        break;
      default:
        fields[name] = trimmed;
    }
  }
  // Inside a group every record carries its transaction and record sequence numbers.
  if ('transactionSequence' in fields && (fields.transactionSequence === null || fields.recordSequence === null)) {
    throw fieldError(line, type, fields.transactionSequence === null ? 'transactionSequence' : 'recordSequence', padded.slice(3, 19));
  }
  return { known: true, type, line, raw: text, fields } as KnownRecord;
}

function decode(content: string | Uint8Array): string {
  if (typeof content === 'string') return content;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    // CWR 2.1 is ASCII; older society files use Latin-1 for the odd national character.
    return new TextDecoder('latin1').decode(content);
  }
}

/** The lines of a file: CR LF, LF or CR line ends; a byte-order mark and a final line end are ignored. */
function linesOf(text: string): string[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  while (lines.length && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

function outOfPlace(record: CwrRecord): CwrParseError {
  return new CwrParseError(record.line, CwrMessage.outOfPlace, { line: record.line, record: record.type }, `a ${record.type} record cannot come here`);
}

function checkCount(issues: CwrIssue[], record: KnownRecord, field: string, stated: number | null, actual: number) {
  if (stated === actual) return;
  issues.push({ line: record.line, messageKey: CwrMessage.badCount, values: { line: record.line, record: record.type, field, stated: stated ?? '', actual } });
}

/**
 * Reads a CWR 2.1 file: HDR, groups (GRH, transactions, GRT), TRL. Throws `CwrParseError` naming the line for a line
 * that is not a CWR record, a field that does not fit its type, or a record out of place; counts in GRT and TRL that
 * do not match the file are reported in `issues`.
 */
export function parseCwr(content: string | Uint8Array): CwrFile {
  const lines = linesOf(decode(content));
  if (lines.length === 0) throw new CwrParseError(1, CwrMessage.empty, { line: 1 }, 'the file holds no CWR records');

  const records: CwrRecord[] = lines.map((text, index) => {
    const line = index + 1;
    const type = text.slice(0, 3);
    if (!/^[A-Z]{3}$/.test(type)) throw new CwrParseError(line, CwrMessage.notARecord, { line }, 'not a CWR record');
    return isKnownRecordType(type) ? readRecord(type, text, line) : { known: false, type, line, raw: text };
  });

  const [first] = records;
  if (first?.type !== 'HDR' || !first.known) throw outOfPlace(first!);
  const issues: CwrIssue[] = [];
  const groups: CwrGroup[] = [];
  let group: { header: RecordOf<'GRH'>; transactions: CwrTransaction[]; records: number } | null = null;
  let trailer: RecordOf<'TRL'> | null = null;

  for (const record of records.slice(1)) {
    if (trailer) throw outOfPlace(record);
    if (record.known && record.type === 'GRH') {
      if (group) throw outOfPlace(record);
      group = { header: record, transactions: [], records: 1 };
    } else if (record.known && record.type === 'GRT') {
      if (!group) throw outOfPlace(record);
      const count = group.records + 1;
      checkCount(issues, record, 'transactionCount', record.fields.transactionCount, group.transactions.length);
      checkCount(issues, record, 'recordCount', record.fields.recordCount, count);
      groups.push({ header: group.header, transactions: group.transactions, trailer: record });
      group = null;
    } else if (record.known && record.type === 'TRL') {
      if (group) throw outOfPlace(record);
      trailer = record;
      checkCount(issues, record, 'groupCount', record.fields.groupCount, groups.length);
      checkCount(
        issues,
        record,
        'transactionCount',
        record.fields.transactionCount,
        groups.reduce((sum, g) => sum + g.transactions.length, 0),
      );
      checkCount(issues, record, 'recordCount', record.fields.recordCount, records.length);
    } else {
      if (!group || record.type === 'HDR') throw outOfPlace(record);
      group.records++;
      // A group holds one kind of transaction: the records of its type open one, everything else belongs to the open one.
      if (record.type === group.header.fields.transactionType) group.transactions.push({ header: record, records: [] });
      else if (group.transactions.length) group.transactions[group.transactions.length - 1]!.records.push(record);
      else throw outOfPlace(record);
    }
  }
  if (!trailer) {
    const line = lines.length;
    throw new CwrParseError(line, CwrMessage.missingRecord, { line, record: group ? 'GRT' : 'TRL' }, `the file ends without its ${group ? 'GRT' : 'TRL'} record`);
  }
  return { header: first, groups, trailer, records, issues };
}

/** The records of one type in a list, typed. */
export const recordsOfType = <T extends KnownRecordType>(records: CwrRecord[], type: T) => records.filter((record): record is RecordOf<T> => record.known && record.type === type);

/**
 * Who sent a file. Revision 8 of CWR 2.1 lets an 11-digit IPI name number run over the sender type (positions 4-14);
 * the type is then not stated.
 */
export function senderOf(header: RecordOf<'HDR'>): { type: string | null; id: string; name: string } {
  const { senderType, senderId, senderName } = header.fields;
  return /^\d{2}$/.test(senderType) ? { type: null, id: senderType + senderId, name: senderName } : { type: senderType, id: senderId, name: senderName };
}
