/*
 * DDEX DSR (Digital Sales Report) flat files: tab separated, one record per row, the first cell names the record type.
 * Rows starting with '#' are column headings ('#SU03.01 BlockId ...'); they set the cell order of that record type,
 * otherwise the order of dsr-layouts.ts applies (BasicAudioProfile-1.2.xsd, and YouTube's UGC Profile headings).
 *
 * HEAD  gives the store (SenderName, e.g. 'YouTube') and the usage period (UsageStartDate/UsageEndDate, YYYY[-MM[-DD]]).
 * SYxx  summary records, before the blocks, keyed by SummaryRecordId: Territory, currency, CommercialModel and, in
 *       SY02/SY05, the AllocatedRevenue (amount payable to the report's recipient) and AllocatedUsages. When several
 *       summary rows share an id (one per rights controller), the first one is used.
 * Blocks: all records of a block share BlockId (second cell); a block ends where another BlockId or FOOT starts.
 *
 * UGC Profile (SU03.01): a block is AS01 (ISRC, DspResourceId) then MW01/RU01/SU03.01/LI01.01 rows. Each SU03.01 is one
 * sales line: units = Usages, period = ValidityPeriodStart/End (YYYYMMDD; the HEAD period when empty), revenue = sum of
 * AllocatedAmount of the LI01.01 rows after it up to the next SU03 or block end, currency (CurrencyOfReporting or
 * Currency) and country (Territory) from its summary record, saleType 'ugc', storeItemId = the AS01 DspResourceId.
 * An SU03.01 without LI01.01 rows has no revenue and is an issue.
 *
 * Basic Audio Profile (SU01 downloads, SU02 streams): AS01.01/AS02.02 give ISRC and DspResourceId per
 * ResourceReference, RE01 the head release (ICPN = UPC, DspReleaseId), RE02 sub-releases. SU01 units = Usages - Returns,
 * SU02 units = NumberOfStreams. The XSD gives these records no amount of their own (only the consumer price): revenue is
 * the summary record's AllocatedRevenue shared by units over its AllocatedUsages (or Usages), rounded half away from
 * zero to 10 places, so lines of one summary may differ from its total by rounding. A summary record with no
 * AllocatedRevenue (SY01.01, SY04.01, SY06.02 only carry the store's NetRevenue, not what it pays us) makes its lines
 * issues: the royalty owed cannot be read from the file. Period = the HEAD period. saleType 'stream' for
 * SubscriptionModel / AdvertisementSupportedModel summaries, else 'download'.
 * A line for a resource has its ISRC and the block's head release UPC; a line for the head release its UPC; a line for
 * a sub-release its single track's ISRC if it has exactly one.
 *
 * Amounts may be written like '409.05' or '1.0E-4'; they are read exactly (no floats). Records of other types (MW01,
 * RU01, FOOT ...) are read for nothing; other sales records (SR01/SR02 single-record variant, unknown SUxx) are issues.
 */
import { formatDecimal, parseDecimal, shareOf } from './decimal.ts';
import { isoDateBound, parseCompactDate, parseIsoDate } from './dates.ts';
import { isEmptyRow, readDelimitedRows } from './delimited.ts';
import { baseRecordType, DsrLayouts } from './dsr-layouts.ts';
import { LineError, issueAt, issueOf, optionalText, readCountry, readCurrency, readDate, readIsrc, readSalesLine, readUnits, readUpc, requireText } from './fields.ts';
import type { ParsedItem, SalesFormat, SalesLine } from './types.ts';

type Cell = (name: string, allValues?: boolean) => string;

interface Head {
  store: string;
  periodStart: string;
  periodEnd: string;
}

interface Summary {
  country: string;
  currency: string;
  commercialModel: string;
  allocatedRevenue: bigint | null;
  /** What AllocatedRevenue is shared over: AllocatedUsages, else Usages / TotalUsages. */
  allocationUsages: bigint | null;
}

interface Resource {
  isrc: string | null;
  dspResourceId: string | null;
}

interface Release {
  upc: string | null;
  storeItemId: string | null;
  usedResources: string[];
  isHead: boolean;
}

interface Block {
  id: string;
  resources: Map<string, Resource>;
  firstResource: Resource | null;
  releases: Map<string, Release>;
  headRelease: Release | null;
}

/** An SU03.01 line waiting for its LI01.01 amounts. */
interface PendingUgcLine {
  line: Omit<SalesLine, 'revenue'>;
  raw: string;
  revenue: bigint;
  allocations: number;
  error: string | null;
}

const STREAMING_MODELS = new Set(['subscriptionmodel', 'advertisementsupportedmodel']);
const BLOCK_RECORDS = new Set(['AS01', 'AS02', 'MW01', 'RU01', 'RE01', 'RE02', 'RE03', 'SU01', 'SU02', 'SU03', 'LI01']);

const newBlock = (id: string): Block => ({ id, resources: new Map(), firstResource: null, releases: new Map(), headRelease: null });

function readHead(cell: Cell): Head {
  const periodStart = readDate(cell('UsageStartDate'), (text) => isoDateBound(text, 'start'), 'UsageStartDate');
  const periodEnd = readDate(cell('UsageEndDate'), (text) => isoDateBound(text, 'end'), 'UsageEndDate');
  if (periodStart > periodEnd) throw new LineError('UsageStartDate is after UsageEndDate');
  return { store: requireText(cell('SenderName'), 'SenderName'), periodStart, periodEnd };
}

function readOptionalAmount(text: string, what: string): bigint | null {
  if (text === '') return null;
  const amount = parseDecimal(text);
  if (amount === null) throw new LineError(`invalid ${what} '${text}'`);
  return amount;
}

function readOptionalCount(text: string, what: string): bigint | null {
  if (text === '') return null;
  return BigInt(readUnits(text, what));
}

function readSummary(cell: Cell): Summary {
  requireText(cell('SummaryRecordId'), 'SummaryRecordId');
  return {
    country: readCountry(requireText(cell('Territory'), 'Territory')),
    currency: readCurrency(cell('CurrencyOfReporting') || cell('Currency')),
    commercialModel: cell('CommercialModel'),
    allocatedRevenue: readOptionalAmount(cell('AllocatedRevenue'), 'AllocatedRevenue'),
    allocationUsages: readOptionalCount(cell('AllocatedUsages'), 'AllocatedUsages') ?? readOptionalCount(cell('Usages') || cell('TotalUsages'), 'Usages'),
  };
}

const splitValues = (text: string) =>
  text
    .split('|')
    .map((value) => value.trim())
    .filter((value) => value !== '');

/** The validity period of an SU03.01 row, or the report's period when the row has none. */
function ugcPeriod(cell: Cell, head: Head) {
  const start = cell('ValidityPeriodStart');
  const end = cell('ValidityPeriodEnd');
  if (start === '' && end === '') return { periodStart: head.periodStart, periodEnd: head.periodEnd };
  const parse = (text: string) => parseCompactDate(text) ?? parseIsoDate(text);
  const periodStart = readDate(start, parse, 'ValidityPeriodStart');
  const periodEnd = readDate(end, parse, 'ValidityPeriodEnd');
  if (periodStart > periodEnd) throw new LineError('ValidityPeriodStart is after ValidityPeriodEnd');
  return { periodStart, periodEnd };
}

/** Everything of a Basic Audio SU01/SU02 line that depends on the block: which resource or release it sold. */
function transactedItem(cell: Cell, block: Block): Pick<SalesLine, 'isrc' | 'upc' | 'storeItemId'> {
  const resourceReference = cell('TransactedResource');
  if (resourceReference !== '') {
    const resource = block.resources.get(resourceReference);
    if (!resource) throw new LineError(`TransactedResource '${resourceReference}' is not in block ${block.id}`);
    return { isrc: resource.isrc, upc: block.headRelease?.upc ?? null, storeItemId: resource.dspResourceId };
  }
  const releaseReference = requireText(cell('TransactedRelease'), 'TransactedRelease or TransactedResource');
  const release = block.releases.get(releaseReference);
  if (!release) throw new LineError(`TransactedRelease '${releaseReference}' is not in block ${block.id}`);
  const onlyTrack = release.usedResources.length === 1 ? block.resources.get(release.usedResources[0]) : undefined;
  return { isrc: release.isHead ? null : (onlyTrack?.isrc ?? null), upc: release.upc, storeItemId: release.storeItemId };
}

class DsrReader {
  private readonly layouts = new DsrLayouts();
  private head: Head | string = 'no HEAD record before the sales records';
  private readonly summaries = new Map<string, Summary | string>();
  private block: Block = newBlock('');
  private pending: PendingUgcLine | null = null;

  /** The items a row completes or produces, in file order. */
  *read(lineNumber: number, cells: string[], raw: string): Iterable<ParsedItem> {
    const recordType = cells[0].trim();
    if (recordType.startsWith('#')) {
      this.layouts.addHeading(cells);
      return;
    }
    const baseType = baseRecordType(recordType);
    const cell = this.layouts.reader(cells);
    if (BLOCK_RECORDS.has(baseType) && cell('BlockId') !== this.block.id) {
      yield* this.flushPending();
      this.block = newBlock(cell('BlockId'));
    }
    switch (baseType) {
      case 'HEAD':
        yield* this.readHeadRecord(lineNumber, cell, raw);
        return;
      case 'SY01':
      case 'SY02':
      case 'SY04':
      case 'SY05':
      case 'SY06':
        yield* this.readSummaryRecord(lineNumber, cell, raw);
        return;
      case 'AS01':
      case 'AS02':
        yield* this.readResourceRecord(lineNumber, cell, raw);
        return;
      case 'RE01':
      case 'RE02':
        yield* this.readReleaseRecord(lineNumber, baseType, cell, raw);
        return;
      case 'SU01':
      case 'SU02':
        yield readSalesLine(lineNumber, raw, () => this.basicAudioLine(lineNumber, baseType, cell));
        return;
      case 'SU03':
        yield* this.flushPending();
        yield* this.startUgcLine(lineNumber, cell, raw);
        return;
      case 'LI01':
        this.addAllocation(lineNumber, cell);
        return;
      case 'FOOT':
        yield* this.flushPending();
        return;
      default:
        if (baseType.startsWith('SU') || baseType.startsWith('SR')) yield issueAt(lineNumber, `unsupported sales record type '${recordType}'`, raw);
    }
  }

  *finish(): Iterable<ParsedItem> {
    yield* this.flushPending();
  }

  private *readHeadRecord(lineNumber: number, cell: Cell, raw: string): Iterable<ParsedItem> {
    const failed = issueOf(lineNumber, raw, () => (this.head = readHead(cell)));
    if (!failed) return;
    this.head = `HEAD record on line ${lineNumber} is unreadable: ${failed.issue.issue}`;
    yield failed;
  }

  private *readSummaryRecord(lineNumber: number, cell: Cell, raw: string): Iterable<ParsedItem> {
    const id = cell('SummaryRecordId');
    if (this.summaries.has(id)) return;
    const failed = issueOf(lineNumber, raw, () => this.summaries.set(id, readSummary(cell)));
    if (!failed) return;
    this.summaries.set(id, `summary record '${id}' on line ${lineNumber} is unreadable: ${failed.issue.issue}`);
    yield failed;
  }

  /** A resource with an unreadable ISRC is an issue and is kept without ISRC, so its lines still carry the store's id. */
  private *readResourceRecord(lineNumber: number, cell: Cell, raw: string): Iterable<ParsedItem> {
    const resource: Resource = { isrc: null, dspResourceId: optionalText(cell('DspResourceId')) };
    const failed = issueOf(lineNumber, raw, () => (resource.isrc = readIsrc(cell('ISRC'))));
    if (failed) yield failed;
    this.block.resources.set(cell('ResourceReference'), resource);
    this.block.firstResource ??= resource;
  }

  private *readReleaseRecord(lineNumber: number, baseType: 'RE01' | 'RE02', cell: Cell, raw: string): Iterable<ParsedItem> {
    const isHead = baseType === 'RE01';
    const release: Release = {
      upc: null,
      storeItemId: optionalText(isHead ? cell('DspReleaseId') : cell('DspSubReleaseId')),
      usedResources: isHead ? [] : splitValues(cell('UsedResources', true)),
      isHead,
    };
    const failed = isHead ? issueOf(lineNumber, raw, () => (release.upc = readUpc(cell('ICPN')))) : null;
    if (failed) yield failed;
    this.block.releases.set(cell('ReleaseReference'), release);
    if (isHead) this.block.headRelease = release;
  }

  private requireHead(): Head {
    if (typeof this.head === 'string') throw new LineError(this.head);
    return this.head;
  }

  private requireSummary(id: string): Summary {
    const summary = this.summaries.get(id);
    if (summary === undefined) throw new LineError(`no summary record '${id}'`);
    if (typeof summary === 'string') throw new LineError(summary);
    return summary;
  }

  private basicAudioLine(lineNumber: number, baseType: 'SU01' | 'SU02', cell: Cell): SalesLine {
    const head = this.requireHead();
    const summaryId = cell('SummaryRecordId');
    const summary = this.requireSummary(summaryId);
    const units =
      baseType === 'SU01' ? readUnits(cell('Usages'), 'Usages') - (cell('Returns') === '' ? 0 : readUnits(cell('Returns'), 'Returns')) : readUnits(cell('NumberOfStreams'), 'NumberOfStreams');
    if (summary.allocatedRevenue === null) throw new LineError(`summary record '${summaryId}' has no AllocatedRevenue (amount payable)`);
    if (!summary.allocationUsages) throw new LineError(`summary record '${summaryId}' has no usages to share its AllocatedRevenue over`);
    return {
      lineNumber,
      store: head.store,
      periodStart: head.periodStart,
      periodEnd: head.periodEnd,
      country: summary.country,
      ...transactedItem(cell, this.block),
      units,
      currency: summary.currency,
      revenue: formatDecimal(shareOf(summary.allocatedRevenue, BigInt(units), summary.allocationUsages)),
      saleType: STREAMING_MODELS.has(summary.commercialModel.toLowerCase()) ? 'stream' : 'download',
    };
  }

  private *startUgcLine(lineNumber: number, cell: Cell, raw: string): Iterable<ParsedItem> {
    const failed = issueOf(lineNumber, raw, () => {
      const head = this.requireHead();
      const summary = this.requireSummary(cell('SummaryRecordId'));
      const resource = this.block.firstResource;
      const line: Omit<SalesLine, 'revenue'> = {
        lineNumber,
        store: head.store,
        ...ugcPeriod(cell, head),
        country: summary.country,
        isrc: resource?.isrc ?? null,
        upc: null,
        storeItemId: resource?.dspResourceId ?? optionalText(cell('DspReleaseId')),
        units: readUnits(cell('Usages'), 'Usages'),
        currency: summary.currency,
        saleType: 'ugc',
      };
      this.pending = { line, raw, revenue: 0n, allocations: 0, error: null };
    });
    if (failed) yield failed;
  }

  private addAllocation(lineNumber: number, cell: Cell) {
    const pending = this.pending;
    if (!pending || pending.error) return;
    const amount = parseDecimal(cell('AllocatedAmount'));
    if (amount === null) {
      pending.error = `invalid AllocatedAmount '${cell('AllocatedAmount')}' on line ${lineNumber}`;
      return;
    }
    pending.revenue += amount;
    pending.allocations++;
  }

  private *flushPending(): Iterable<ParsedItem> {
    const pending = this.pending;
    if (!pending) return;
    this.pending = null;
    if (pending.error) yield issueAt(pending.line.lineNumber, pending.error, pending.raw);
    else if (pending.allocations === 0) yield issueAt(pending.line.lineNumber, 'no LI01.01 row allocates an amount to this SU03.01', pending.raw);
    else yield { line: { ...pending.line, revenue: formatDecimal(pending.revenue) } };
  }
}

async function* parse(lines: AsyncIterable<string[]>): AsyncIterable<ParsedItem[]> {
  const reader = new DsrReader();
  for await (const items of readDelimitedRows(lines, '\t')) {
    const out: ParsedItem[] = [];
    for (const item of items) {
      if ('issue' in item) {
        out.push(item);
        continue;
      }
      const { row } = item;
      if (isEmptyRow(row.cells)) continue;
      for (const read of reader.read(row.lineNumber, row.cells, row.raw)) out.push(read);
    }
    if (out.length) yield out;
  }
  const last = [...reader.finish()];
  if (last.length) yield last;
}

function detect(firstLine: string): boolean {
  const recordType = firstLine.split('\t')[0].trim();
  return recordType === 'HEAD' || recordType === '#HEAD';
}

export const dsrFormat: SalesFormat = { id: 'dsr', detect, parse };
