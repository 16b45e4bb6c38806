import { CwrMessage, CwrParseError, type CwrIssue } from './errors.ts';
import { parseCwr, recordsOfType, senderOf, type RecordOf } from './parse.ts';
import { readWork } from './read-works.ts';

/** CWR transaction status codes of an acknowledgement (ACK), and what each means for the registration. */
export const TRANSACTION_STATUSES = {
  AS: { text: 'Registration accepted', outcome: 'accepted' },
  AC: { text: 'Registration accepted with changes', outcome: 'accepted' },
  SR: { text: 'Registration accepted, ready for payment', outcome: 'accepted' },
  CR: { text: 'Registration accepted with changes, ready for payment', outcome: 'accepted' },
  RA: { text: 'Transaction accepted, registration to follow', outcome: 'pending' },
  CO: { text: 'Conflict with another claim', outcome: 'rejected' },
  DU: { text: 'Duplicate of a registered work', outcome: 'rejected' },
  RJ: { text: 'Rejected', outcome: 'rejected' },
  NP: { text: 'No participation of the society', outcome: 'rejected' },
  RC: { text: 'Claim rejected', outcome: 'rejected' },
  NA: { text: 'Rejected: no society agreement number', outcome: 'rejected' },
  WA: { text: 'Rejected: wrong society agreement number', outcome: 'rejected' },
} as const;
export type TransactionStatus = keyof typeof TRANSACTION_STATUSES;
export type AcknowledgementOutcome = (typeof TRANSACTION_STATUSES)[TransactionStatus]['outcome'];

const isStatus = (code: string): code is TransactionStatus => Object.hasOwn(TRANSACTION_STATUSES, code);

/** A society's message about the transaction (MSG record). */
export interface CwrAcknowledgementMessage {
  /** F field rejected, R record rejected, T transaction rejected, G group rejected, E entire file rejected. */
  type: string;
  /** The level the validation ran at: E, G, T, R or F. */
  level: string;
  /** The record the message is about, and its sequence number in the transaction that was sent. */
  recordType: string;
  recordSequence: number | null;
  validationNumber: string;
  text: string;
}

export interface CwrAcknowledgement {
  /** The line of the ACK record. */
  line: number;
  /** Our work number as we sent it (NWR submitter work number). */
  submitterWorkNumber: string;
  /** The society's id of the work, once it has one. */
  societyWorkId?: string;
  /** The ISWC the society's copy of the work carries, when it returns one. */
  iswc?: string;
  title: string;
  status: TransactionStatus;
  statusText: string;
  /** The registration stands (AS, AC, SR, CR). */
  accepted: boolean;
  outcome: AcknowledgementOutcome;
  /** The transaction acknowledged: its type (NWR, REV…), group and sequence in our file, our file's creation date. */
  originalTransactionType: string;
  originalGroupId: number | null;
  originalTransactionSequence: number | null;
  originalFileCreated: string | null;
  processingDate: string | null;
  messages: CwrAcknowledgementMessage[];
}

export interface CwrAcknowledgementFile {
  /** The society that answers: its CISAC code (from the HDR sender id) and name. */
  society: { code: string; name: string };
  created: string | null;
  acknowledgements: CwrAcknowledgement[];
  issues: CwrIssue[];
}

function messageOf({ fields: f }: RecordOf<'MSG'>): CwrAcknowledgementMessage {
  return {
    type: f.messageType,
    level: f.messageLevel,
    recordType: f.subjectRecordType,
    recordSequence: f.originalRecordSequence,
    validationNumber: f.validationNumber,
    text: f.messageText,
  };
}

const WORK_RECORDS = new Set(['NWR', 'REV', 'ISW', 'EXC']);

/**
 * Reads a society's acknowledgement file (CWR 2.1, groups of ACK transactions): per transaction its status, our work
 * number, the society's work id, the ISWC of the society's copy of the work and the MSG records explaining it.
 */
export function readAcknowledgements(content: string | Uint8Array): CwrAcknowledgementFile {
  const file = parseCwr(content);
  const ackGroups = file.groups.filter((group) => group.header.fields.transactionType === 'ACK');
  if (ackGroups.length === 0) {
    const line = file.groups[0]?.header.line ?? file.trailer.line;
    throw new CwrParseError(line, CwrMessage.notAcknowledgements, { line }, 'the file holds no acknowledgement group (GRH ACK)');
  }
  const acknowledgements = ackGroups.flatMap((group) =>
    group.transactions.map(({ header, records }): CwrAcknowledgement => {
      const ack = header as RecordOf<'ACK'>;
      const f = ack.fields;
      const status = f.transactionStatus;
      if (!isStatus(status)) {
        const values = { line: ack.line, record: 'ACK', field: 'transactionStatus', value: status };
        throw new CwrParseError(ack.line, CwrMessage.badField, values, `unknown transaction status "${status}"`);
      }
      const workIndex = records.findIndex((record) => record.known && WORK_RECORDS.has(record.type));
      const work = workIndex === -1 ? undefined : readWork(records[workIndex] as RecordOf<'NWR'>, records.slice(workIndex + 1));
      const { text, outcome } = TRANSACTION_STATUSES[status];
      return {
        line: ack.line,
        submitterWorkNumber: f.submitterCreationNumber,
        societyWorkId: f.recipientCreationNumber || undefined,
        iswc: work?.iswc,
        title: f.creationTitle,
        status,
        statusText: text,
        accepted: outcome === 'accepted',
        outcome,
        originalTransactionType: f.originalTransactionType,
        originalGroupId: f.originalGroupId,
        originalTransactionSequence: f.originalTransactionSequence,
        originalFileCreated: f.creationDate,
        processingDate: f.processingDate,
        messages: recordsOfType(records, 'MSG').map(messageOf),
      };
    }),
  );
  const sender = senderOf(file.header);
  return {
    society: { code: sender.id.slice(-3), name: sender.name },
    created: file.header.fields.creationDate,
    acknowledgements,
    issues: file.issues,
  };
}
