import { CwrMessage, CwrWriteError } from './errors.ts';
import { LAYOUTS, type KnownRecordType } from './layouts.ts';
import type { CwrBatch, CwrRecording, CwrSender, CwrWork, CwrWriter } from './model.ts';
import { TITLE_TYPES, WRITER_ROLES } from './model.ts';
import { DEFAULT_SHARE_OF_WRITERS, FULL_SHARE, MAX_PUBLISHER_PERFORMANCE_SHARE, registeredShares, type RightShares } from './shares.ts';
import { isCwrText, toCwrText } from './text.ts';

export interface CwrFileOutput {
  fileName: string;
  content: string;
}

/** Territory 2136: the World (CISAC TIS code). */
export const WORLD = '2136';
const CRLF = '\r\n';
const TITLE_WIDTH = 60;

type FieldValue = string | number | undefined;
type Values = Record<string, FieldValue>;

const pad2 = (n: number) => String(n).padStart(2, '0');

/** HHMMSS from seconds. */
const hhmmss = (seconds: number) => `${pad2(Math.floor(seconds / 3600))}${pad2(Math.floor((seconds % 3600) / 60))}${pad2(seconds % 60)}`;

/** One fixed-width record; every value has been checked or cleaned before, so a value too wide is a bug here. */
export function formatRecord(type: KnownRecordType, values: Values): string {
  return LAYOUTS[type].fields
    .map(({ name, width, kind }) => {
      const value = name === 'recordType' ? type : values[name];
      let text: string;
      if (kind === 'N') text = value === undefined ? ' '.repeat(width) : String(value).padStart(width, '0');
      else if (kind === 'D') text = value === undefined ? '0'.repeat(width) : String(value).replaceAll('-', '');
      else if (kind === 'T') text = value === undefined ? '0'.repeat(width) : hhmmss(Number(value));
      else text = String(value ?? '').padEnd(width, ' ');
      if (text.length !== width) throw new Error(`CWR ${type} ${name}: "${text}" does not fit ${width} characters`);
      return text;
    })
    .join('');
}

interface Checked {
  where: string;
}

function bad(where: string, field: string, value: unknown): never {
  throw new CwrWriteError(CwrMessage.badValue, { where, field, value: String(value) }, `${where}: ${field} "${String(value)}" cannot go into a CWR file`);
}

const ISWC_DIGITS = /^T(\d{10})$/;

/** T1234567894 from T-123.456.789-4; the check digit must be right. */
export function normaliseIswc(value: string, { where }: Checked): string {
  const iswc = value.replace(/[\s.-]/g, '').toUpperCase();
  const digits = ISWC_DIGITS.exec(iswc)?.[1];
  if (!digits) bad(where, 'ISWC', value);
  const sum = [...digits.slice(0, 9)].reduce((total, digit, i) => total + (i + 1) * Number(digit), 1);
  if ((10 - (sum % 10)) % 10 !== Number(digits[9])) bad(where, 'ISWC', value);
  return iswc;
}

function normaliseIsrc(value: string, { where }: Checked): string {
  const isrc = value.replace(/[\s-]/g, '').toUpperCase();
  if (!/^[A-Z]{2}[A-Z0-9]{3}\d{7}$/.test(isrc)) bad(where, 'ISRC', value);
  return isrc;
}

function ipiName(value: string | undefined, { where }: Checked): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const digits = value.trim();
  if (!/^\d{1,11}$/.test(digits)) bad(where, 'IPI name number', value);
  return digits.padStart(11, '0');
}

function ipiBase(value: string | undefined, { where }: Checked): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  if (!/^I-\d{9}-\d$/.test(value.trim())) bad(where, 'IPI base number', value);
  return value.trim();
}

function society(value: string | undefined, { where }: Checked): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  if (!/^\d{1,3}$/.test(value.trim())) bad(where, 'society code', value);
  return value.trim().padStart(3, '0');
}

function identifier(value: string, width: number, field: string, { where }: Checked): string {
  if (!value || value.length > width || !isCwrText(value, 'title')) bad(where, field, value);
  return value;
}

function seconds(value: number | undefined, field: string, { where }: Checked): number | undefined {
  if (value === undefined) return undefined;
  if (!Number.isInteger(value) || value < 0 || value >= 100 * 3600) bad(where, field, value);
  return value;
}

function calendarDate(value: string | undefined, { where }: Checked): string | undefined {
  if (value === undefined || value === '') return undefined;
  const at = new Date(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(at.getTime()) || !at.toISOString().startsWith(value)) bad(where, 'release date', value);
  return value;
}

function ean(value: string | undefined, { where }: Checked): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const digits = value.trim();
  if (!/^\d{12,13}$/.test(digits)) bad(where, 'EAN', value);
  return digits.padStart(13, '0');
}

/** Free text of a title field: cleaned, never refused (a value with nothing left is left out). */
const titleText = (value: string | undefined, width = TITLE_WIDTH) => toCwrText(value ?? '', 'title', width).text;

interface WorkTitles {
  title: string;
  alternates: { title: string; type: string }[];
}

/**
 * The work title and its ALT records. A title that is not fully representable in CWR's character set (it has letters
 * of another script) gives its place to the first alternate title that is: that Latin-script title becomes the work
 * title and the original is not sent (it would need the national-character records). Alternates that lose letters
 * are left out; an alternate equal to the title, or to another alternate, too.
 */
function workTitles(work: CwrWork, where: string): WorkTitles {
  const main = toCwrText(work.title, 'title', TITLE_WIDTH);
  const alternates = (work.alternateTitles ?? []).map((alt) => {
    const type = alt.type ?? 'AT';
    if (!(type in TITLE_TYPES)) bad(where, 'title type', type);
    return { ...toCwrText(alt.title, 'title', TITLE_WIDTH), type };
  });
  const usable = alternates.filter((alt) => alt.text && !alt.lossy);
  let title = main.text;
  if (main.lossy || !main.text) {
    const promoted = usable.shift();
    if (promoted) title = promoted.text;
    else if (!main.text) throw new CwrWriteError(CwrMessage.titleUnrepresentable, { work: where }, `${where}: the title has no Latin-script form`);
  }
  const seen = new Set([title]);
  const result: WorkTitles = { title, alternates: [] };
  for (const alt of usable) {
    if (seen.has(alt.text)) continue;
    seen.add(alt.text);
    result.alternates.push({ title: alt.text, type: alt.type });
  }
  return result;
}

function personName(value: string | undefined, width: number) {
  return toCwrText(value ?? '', 'name', width);
}

interface PreparedWriter {
  source: CwrWriter;
  partyNumber: string;
  lastName: string;
  firstName: string;
  ipiNameNumber?: string;
  ipiBaseNumber?: string;
  society?: string;
}

interface PreparedSender {
  name: string;
  partyNumber: string;
  ipiNameNumber: string;
  ipiBaseNumber?: string;
  submitterCode: string;
  societies: { pr?: string; mr?: string; sr?: string };
  shareOfWriters: NonNullable<CwrSender['shareOfWriters']>;
}

function prepareSender(sender: CwrSender): PreparedSender {
  const where = sender.name || 'sender';
  const name = personName(sender.name, 45).text;
  if (!name) bad(where, 'publisher name', sender.name);
  const submitterCode = sender.submitterCode;
  if (!/^[A-Z0-9]{2,3}$/.test(submitterCode)) bad(where, 'submitter code', submitterCode);
  const ipiNameNumber = ipiName(sender.ipiNameNumber, { where });
  if (!ipiNameNumber) bad(where, 'IPI name number', sender.ipiNameNumber);
  const shareOfWriters = sender.shareOfWriters ?? DEFAULT_SHARE_OF_WRITERS;
  const limits = { performance: MAX_PUBLISHER_PERFORMANCE_SHARE, mechanical: FULL_SHARE, synchronisation: FULL_SHARE } as const;
  for (const [right, max] of Object.entries(limits)) {
    const value = shareOfWriters[right as keyof typeof limits];
    if (!Number.isInteger(value) || value < 0 || value > max) {
      throw new CwrWriteError(CwrMessage.publisherShare, { right, max: max / 100 }, `The publisher's part of the writers' ${right} share must be 0 to ${max / 100} %`);
    }
  }
  return {
    name,
    partyNumber: identifier(sender.partyNumber ?? submitterCode, 9, 'interested party number', { where }),
    ipiNameNumber,
    ipiBaseNumber: ipiBase(sender.ipiBaseNumber, { where }),
    submitterCode,
    societies: {
      pr: society(sender.societies?.performance, { where }),
      mr: society(sender.societies?.mechanical, { where }),
      sr: society(sender.societies?.synchronisation, { where }),
    },
    shareOfWriters,
  };
}

/** Party numbers for writers without one: W00001… in batch order, the same writer (by IPI or name) keeping its number. */
function writerNumbering() {
  const numbers = new Map<string, string>();
  return (writer: CwrWriter) => {
    if (writer.partyNumber) return writer.partyNumber;
    const key = writer.ipiNameNumber?.trim().replace(/^0+/, '') || `${writer.lastName}\u0000${writer.firstName ?? ''}`.toUpperCase();
    if (!numbers.has(key)) numbers.set(key, `W${String(numbers.size + 1).padStart(5, '0')}`);
    return numbers.get(key)!;
  };
}

function prepareWriter(writer: CwrWriter, partyNumber: string, where: string): PreparedWriter {
  if (!(writer.role in WRITER_ROLES)) bad(where, 'writer role', writer.role);
  if (!Number.isInteger(writer.share) || writer.share < 0 || writer.share > FULL_SHARE) bad(where, 'writer share', writer.share);
  const lastName = personName(writer.lastName, 45);
  if (!lastName.text) {
    throw new CwrWriteError(CwrMessage.nameUnrepresentable, { work: where, name: writer.lastName }, `${where}: the name "${writer.lastName}" has no Latin-script form`);
  }
  return {
    source: writer,
    partyNumber: identifier(partyNumber, 9, 'interested party number', { where }),
    lastName: lastName.text,
    firstName: personName(writer.firstName, 30).text,
    ipiNameNumber: ipiName(writer.ipiNameNumber, { where }),
    ipiBaseNumber: ipiBase(writer.ipiBaseNumber, { where }),
    society: society(writer.society, { where }),
  };
}

type WorkRecord = [type: KnownRecordType, values: Values];

function workRecords(work: CwrWork, sender: PreparedSender, numberOf: (writer: CwrWriter) => string, transactionType: 'NWR' | 'REV'): WorkRecord[] {
  const where = work.submitterWorkNumber;
  const submitterWorkNumber = identifier(work.submitterWorkNumber, 14, 'submitter work number', { where });
  const writers = work.writers.map((writer) => prepareWriter(writer, numberOf(writer), where));
  const total = work.writers.reduce((sum, writer) => sum + writer.share, 0);
  if (total !== FULL_SHARE) throw new CwrWriteError(CwrMessage.sharesTotal, { work: where, total: total / 100 }, `${where}: the writers' shares add up to ${total / 100} %`);
  if (!work.writers.some((writer) => writer.controlled)) throw new CwrWriteError(CwrMessage.noControlledWriter, { work: where }, `${where}: no writer is published by us`);
  const numbers = writers.map((writer) => writer.partyNumber);
  const repeated = numbers.find((number, i) => numbers.indexOf(number) !== i);
  if (repeated) bad(where, 'interested party number', repeated);

  const titles = workTitles(work, where);
  const language = work.language?.trim();
  if (language && !/^[a-z]{2}$/i.test(language)) bad(where, 'language', language);
  const recordings = (work.recordings ?? []).map((recording) => prepareRecording(recording, where));
  const duration = seconds(work.durationSeconds, 'duration', { where }) ?? recordings.find((r) => r.duration !== undefined)?.duration;
  const shares = registeredShares(work.writers, sender.shareOfWriters);

  const records: WorkRecord[] = [
    [
      transactionType,
      {
        workTitle: titles.title,
        languageCode: language?.toUpperCase(),
        submitterWorkNumber,
        iswc: work.iswc ? normaliseIswc(work.iswc, { where }) : undefined,
        musicalWorkDistributionCategory: 'UNC',
        duration,
        recordedIndicator: recordings.length ? 'Y' : 'U',
        versionType: 'ORI',
        grandRightsIndicator: 'N',
        compositeComponentCount: 0,
        exceptionalClause: ' ',
        priorityFlag: 'N',
      },
    ],
    [
      'SPU',
      {
        publisherSequence: 1,
        interestedPartyNumber: sender.partyNumber,
        publisherName: sender.name,
        publisherType: 'E',
        publisherIpiNameNumber: sender.ipiNameNumber,
        prSociety: sender.societies.pr,
        prShare: shares.publisher.pr,
        mrSociety: sender.societies.mr,
        mrShare: shares.publisher.mr,
        srSociety: sender.societies.sr,
        srShare: shares.publisher.sr,
        firstRecordingRefusal: 'N',
        publisherIpiBaseNumber: sender.ipiBaseNumber,
      },
    ],
    ['SPT', territory(sender.partyNumber, shares.publisher)],
  ];
  writers.forEach((writer, i) => {
    if (!writer.source.controlled) return;
    records.push(['SWR', writerValues(writer, shares.writers[i]!)]);
    records.push(['SWT', territory(writer.partyNumber, shares.writers[i]!)]);
    records.push(['PWR', { publisherIpNumber: sender.partyNumber, publisherName: sender.name, writerIpNumber: writer.partyNumber }]);
  });
  writers.forEach((writer, i) => {
    if (!writer.source.controlled) records.push(['OWR', writerValues(writer, shares.writers[i]!)]);
  });
  for (const alt of titles.alternates) records.push(['ALT', { alternateTitle: alt.title, titleType: alt.type }]);
  for (const performer of work.performers ?? []) {
    const name = personName(performer, 45).text;
    if (name) records.push(['PER', { performingArtistLastName: name }]);
  }
  for (const recording of recordings) records.push(['REC', recording.values]);
  return records;
}

/** Collection shares in the World: each party collects what it owns (SPT after SPU, SWT after SWR). */
const territory = (partyNumber: string, shares: RightShares): Values => ({
  interestedPartyNumber: partyNumber,
  prCollectionShare: shares.pr,
  mrCollectionShare: shares.mr,
  srCollectionShare: shares.sr,
  inclusionExclusionIndicator: 'I',
  tisNumericCode: WORLD,
  sharesChange: 'N',
  sequence: 1,
});

const writerValues = (writer: PreparedWriter, shares: RightShares): Values => ({
  interestedPartyNumber: writer.partyNumber,
  writerLastName: writer.lastName,
  writerFirstName: writer.firstName,
  writerDesignationCode: writer.source.role,
  writerIpiNameNumber: writer.ipiNameNumber,
  prSociety: writer.society,
  prShare: shares.pr,
  mrShare: shares.mr,
  srShare: shares.sr,
  firstRecordingRefusal: writer.source.controlled ? 'N' : ' ',
  writerIpiBaseNumber: writer.ipiBaseNumber,
});

function prepareRecording(recording: CwrRecording, where: string): { duration?: number; values: Values } {
  const duration = seconds(recording.durationSeconds, 'recording duration', { where });
  return {
    duration,
    values: {
      firstReleaseDate: calendarDate(recording.releaseDate, { where }),
      firstReleaseDuration: duration,
      firstAlbumTitle: titleText(recording.releaseTitle),
      firstAlbumLabel: titleText(recording.label),
      firstReleaseCatalogNumber: titleText(recording.catalogNumber, 18),
      ean: ean(recording.ean, { where }),
      isrc: recording.isrc ? normaliseIsrc(recording.isrc, { where }) : undefined,
      recordingFormat: 'A',
      recordingTechnique: 'U',
    },
  };
}

/** HDR: revision 8 of CWR 2.1 puts an 11-digit IPI name number over the sender type and id when it needs 11 digits. */
function header(sender: PreparedSender, createdAt: Date): Values {
  const iso = createdAt.toISOString();
  const date = iso.slice(0, 10);
  const wide = !sender.ipiNameNumber.startsWith('00');
  return {
    senderType: wide ? sender.ipiNameNumber.slice(0, 2) : 'PB',
    senderId: sender.ipiNameNumber.slice(2),
    senderName: sender.name,
    ediVersion: '01.10',
    creationDate: date,
    creationTime: Number(iso.slice(11, 13)) * 3600 + Number(iso.slice(14, 16)) * 60 + Number(iso.slice(17, 19)),
    transmissionDate: date,
  };
}

/** The file name CWR asks for: CW + year (2 digits) + number in the year (4) + sender code + _ + receiver + .V21. */
export function cwrFileName(createdAt: Date, sequence: number, submitterCode: string, receiver = '000'): string {
  return `CW${String(createdAt.getUTCFullYear() % 100).padStart(2, '0')}${String(sequence).padStart(4, '0')}${submitterCode}_${receiver}.V21`;
}

/**
 * A CWR 2.1 registration file: HDR, one group of NWR (or REV) transactions, one per work, then GRT and TRL. Dates
 * and times are UTC. Lines end with CR LF.
 */
export function writeCwr(batch: CwrBatch, { createdAt }: { createdAt: Date }): CwrFileOutput {
  const sender = prepareSender(batch.sender);
  const where = sender.name;
  if (!Number.isInteger(batch.sequence) || batch.sequence < 1 || batch.sequence > 9999) bad(where, 'file sequence number', batch.sequence);
  const receiver = batch.receiver ?? '000';
  if (!/^\d{3}$/.test(receiver)) bad(where, 'receiver', receiver);
  const transactionType = batch.transactionType ?? 'NWR';
  if (transactionType !== 'NWR' && transactionType !== 'REV') bad(where, 'transaction type', transactionType);
  const seen = new Set<string>();
  for (const work of batch.works) {
    if (seen.has(work.submitterWorkNumber)) {
      throw new CwrWriteError(CwrMessage.duplicateWork, { work: work.submitterWorkNumber }, `Work number ${work.submitterWorkNumber} appears twice`);
    }
    seen.add(work.submitterWorkNumber);
  }

  const numberOf = writerNumbering();
  const lines = [formatRecord('HDR', header(sender, createdAt)), formatRecord('GRH', { transactionType, groupId: 1, versionNumber: '02.10', batchRequest: 0 })];
  batch.works.forEach((work, transaction) => {
    workRecords(work, sender, numberOf, transactionType).forEach(([type, values], record) => {
      lines.push(formatRecord(type, { ...values, transactionSequence: transaction, recordSequence: record }));
    });
  });
  const groupRecords = lines.length - 1 + 1; // all but the HDR, plus the GRT itself
  lines.push(formatRecord('GRT', { groupId: 1, transactionCount: batch.works.length, recordCount: groupRecords, totalMonetaryValue: 0 }));
  lines.push(formatRecord('TRL', { groupCount: 1, transactionCount: batch.works.length, recordCount: lines.length + 1 }));
  return { fileName: cwrFileName(createdAt, batch.sequence, sender.submitterCode, receiver), content: lines.map((line) => line + CRLF).join('') };
}
