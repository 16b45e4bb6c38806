import type { CwrRecording } from './model.ts';
import type { CwrFile, CwrRecord, RecordOf } from './parse.ts';
import type { RightShares } from './shares.ts';

export interface CwrTerritoryShares extends RightShares {
  /** TIS code, e.g. '2136' for the World. */
  territory: string;
  included: boolean;
}

export interface CwrRegisteredPublisher {
  partyNumber: string;
  name: string;
  ipiNameNumber?: string;
  /** SPU: a publisher the submitter controls; OPU: another one. */
  controlled: boolean;
  /** E original publisher, AM administrator, SE sub-publisher… */
  type: string;
  societies: { pr?: string; mr?: string; sr?: string };
  shares: RightShares;
  collection: CwrTerritoryShares[];
}

export interface CwrRegisteredWriter {
  partyNumber: string;
  lastName: string;
  firstName: string;
  ipiNameNumber?: string;
  ipiBaseNumber?: string;
  society?: string;
  role: string;
  /** SWR: the submitter publishes the writer; OWR: another writer. */
  controlled: boolean;
  shares: RightShares;
  collection: CwrTerritoryShares[];
  /** The publishers linked to the writer by PWR records. */
  publisherPartyNumbers: string[];
}

/** A work as a CWR transaction registers it (NWR or REV), read back into plain values. */
export interface CwrRegisteredWork {
  transactionType: string;
  submitterWorkNumber: string;
  title: string;
  iswc?: string;
  language?: string;
  durationSeconds?: number;
  alternateTitles: { title: string; type: string }[];
  publishers: CwrRegisteredPublisher[];
  writers: CwrRegisteredWriter[];
  performers: string[];
  recordings: CwrRecording[];
}

const WORK_TYPES = new Set(['NWR', 'REV', 'ISW', 'EXC']);
const orUndefined = <T>(value: T | null | '') => (value === null || value === '' ? undefined : value);
const share = (value: number | null) => value ?? 0;
/** An IPI name number of zeros is a placeholder for none. */
const ipi = (value: string) => (/^0*$/.test(value) ? undefined : value);

function territoryShares(record: RecordOf<'SPT'> | RecordOf<'SWT'>): CwrTerritoryShares {
  const { prCollectionShare, mrCollectionShare, srCollectionShare, tisNumericCode, inclusionExclusionIndicator } = record.fields;
  return {
    pr: share(prCollectionShare),
    mr: share(mrCollectionShare),
    sr: share(srCollectionShare),
    territory: tisNumericCode,
    included: inclusionExclusionIndicator === 'I',
  };
}

function publisherOf(record: RecordOf<'SPU'> | RecordOf<'OPU'>): CwrRegisteredPublisher {
  const f = record.fields;
  return {
    partyNumber: f.interestedPartyNumber,
    name: f.publisherName,
    ipiNameNumber: ipi(f.publisherIpiNameNumber),
    controlled: record.type === 'SPU',
    type: f.publisherType,
    societies: { pr: orUndefined(f.prSociety), mr: orUndefined(f.mrSociety), sr: orUndefined(f.srSociety) },
    shares: { pr: share(f.prShare), mr: share(f.mrShare), sr: share(f.srShare) },
    collection: [],
  };
}

function writerOf(record: RecordOf<'SWR'> | RecordOf<'OWR'>): CwrRegisteredWriter {
  const f = record.fields;
  return {
    partyNumber: f.interestedPartyNumber,
    lastName: f.writerLastName,
    firstName: f.writerFirstName,
    ipiNameNumber: ipi(f.writerIpiNameNumber),
    ipiBaseNumber: orUndefined(f.writerIpiBaseNumber),
    society: orUndefined(f.prSociety),
    role: f.writerDesignationCode,
    controlled: record.type === 'SWR',
    shares: { pr: share(f.prShare), mr: share(f.mrShare), sr: share(f.srShare) },
    collection: [],
    publisherPartyNumbers: [],
  };
}

function recordingOf({ fields: f }: RecordOf<'REC'>): CwrRecording {
  const recording: CwrRecording = {
    isrc: orUndefined(f.isrc),
    releaseTitle: orUndefined(f.firstAlbumTitle),
    label: orUndefined(f.firstAlbumLabel),
    releaseDate: orUndefined(f.firstReleaseDate),
    durationSeconds: orUndefined(f.firstReleaseDuration),
    catalogNumber: orUndefined(f.firstReleaseCatalogNumber),
    ean: orUndefined(f.ean),
  };
  return Object.fromEntries(Object.entries(recording).filter(([, value]) => value !== undefined));
}

/**
 * One work from a work record (NWR, REV…) and the records that follow it in its transaction, up to the next work
 * record. Territory records (SPT, SWT) and PWR links attach to the publisher or writer before them.
 */
export function readWork(work: RecordOf<'NWR'> | RecordOf<'REV'> | RecordOf<'ISW'> | RecordOf<'EXC'>, details: CwrRecord[]): CwrRegisteredWork {
  const f = work.fields;
  const result: CwrRegisteredWork = {
    transactionType: work.type,
    submitterWorkNumber: f.submitterWorkNumber,
    title: f.workTitle,
    iswc: orUndefined(f.iswc),
    language: orUndefined(f.languageCode),
    durationSeconds: f.duration || undefined,
    alternateTitles: [],
    publishers: [],
    writers: [],
    performers: [],
    recordings: [],
  };
  let publisher: CwrRegisteredPublisher | undefined;
  let writer: CwrRegisteredWriter | undefined;
  for (const record of details) {
    if (!record.known) continue;
    switch (record.type) {
      case 'SPU':
      case 'OPU':
        publisher = publisherOf(record);
        result.publishers.push(publisher);
        break;
      case 'SPT':
        publisher?.collection.push(territoryShares(record));
        break;
      case 'SWR':
      case 'OWR':
        writer = writerOf(record);
        result.writers.push(writer);
        break;
      case 'SWT':
        writer?.collection.push(territoryShares(record));
        break;
      case 'PWR':
        result.writers.find((w) => w.partyNumber === record.fields.writerIpNumber)?.publisherPartyNumbers.push(record.fields.publisherIpNumber);
        break;
      case 'ALT':
        result.alternateTitles.push({ title: record.fields.alternateTitle, type: record.fields.titleType });
        break;
      case 'PER':
        result.performers.push([record.fields.performingArtistFirstName, record.fields.performingArtistLastName].filter(Boolean).join(' '));
        break;
      case 'REC':
        result.recordings.push(recordingOf(record));
        break;
    }
  }
  return result;
}

/** The works a file registers: every NWR / REV / ISW / EXC record with the records after it in its transaction. */
export function readRegisteredWorks(file: CwrFile): CwrRegisteredWork[] {
  const works: CwrRegisteredWork[] = [];
  for (const transaction of file.groups.flatMap((group) => group.transactions)) {
    const all = [transaction.header, ...transaction.records];
    all.forEach((record, i) => {
      if (!record.known || !WORK_TYPES.has(record.type)) return;
      const next = all.findIndex((other, j) => j > i && other.known && WORK_TYPES.has(other.type));
      works.push(readWork(record as RecordOf<'NWR'>, all.slice(i + 1, next === -1 ? undefined : next)));
    });
  }
  return works;
}
