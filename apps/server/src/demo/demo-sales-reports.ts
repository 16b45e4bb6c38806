import { platforms } from '@portal/domain/catalog/platforms';
import { formatMicros } from '@portal/domain/money/micros';
import { APPLE_REPORT_COLUMNS } from '../modules/money/sales-formats/apple.ts';
import { DSR_LAYOUTS } from '../modules/money/sales-formats/dsr-layouts.ts';

/**
 * The demo's store sales reports (decision 066), written the way the stores write them: a DDEX DSR Basic Audio flat
 * file per store and month (quarter, for the small stores), and Apple Music's own monthly financial report. Their
 * streams are the demo analytics' streams.
 */

/** One track's streams in one country, at one store over a report's period. */
export interface DemoSale {
  isrc: string;
  upc: string;
  title: string;
  artist: string;
  releaseTitle: string;
  /** The account that delivered it (the report's label column). */
  labelName: string;
  country: string;
  streams: number;
}

export interface DemoStore {
  storeId: number;
  name: string;
  /** The DSR sender's DDEX party id; null for Apple, which sends its own layout. */
  partyId: string | null;
  currency: string;
  /** What the store pays us per stream in a top market, in micro-units of its currency. */
  microsPerStream: number;
  /** Months one report covers: the big stores report monthly, the small ones quarterly. */
  months: 1 | 3;
}

const store = (storeId: number, partyId: string | null, microsPerStream: number, months: 1 | 3, currency = 'USD'): DemoStore => ({
  storeId,
  name: platforms.find((platform) => platform.id === storeId)!.name,
  partyId,
  currency,
  microsPerStream,
  months,
});

/**
 * The stores of the demo analytics with what they pay per stream, near the figures artists publish (Spotify about
 * USD 0.004 in the United States, Apple Music 0.007, TIDAL 0.011, the ad-supported and emerging-market services a
 * tenth of a cent or less). Deezer reports in euros, so its imports carry a rate.
 */
export const DEMO_SALES_STORES: DemoStore[] = [
  store(1026, 'PADPIDA2011072101T', 4_000, 1),
  store(1036, null, 7_000, 1),
  store(1028, 'PADPIDA2013020802I', 2_500, 1),
  store(1013, 'PADPIDA2007040502I', 4_500, 1),
  store(1032, 'PADPIDA2008091001G', 3_300, 1, 'EUR'),
  store(2, 'PADPIDA2026010101F', 3_000, 3),
  store(1039, 'PADPIDA2014110501T', 11_000, 3),
  store(1209, 'PADPIDA2014122201S', 2_800, 3),
  store(1078, 'PADPIDA2012081401I', 1_500, 3),
  store(1501, 'PADPIDA2018030501A', 900, 3),
  store(1505, 'PADPIDA2015060101A', 1_200, 3),
  store(1500, 'PADPIDA2016090101B', 700, 3),
  store(1380, 'PADPIDA2016011501J', 1_400, 3),
  store(1305, 'PADPIDA2010120101K', 3_800, 3),
  store(1602, 'PADPIDA2019070101Z', 1_000, 3),
  store(1701, 'PADPIDA2013101601P', 1_300, 3),
];

/** USD per euro, recorded with the euro reports as an operator records it. */
export const DEMO_EUR_RATE = '1.08';

const TOP_MARKETS = new Set(['US', 'GB', 'CA', 'AU', 'NZ', 'IE', 'DE', 'FR', 'NL', 'SE', 'DK', 'NO', 'FI', 'CH', 'AT', 'BE', 'JP', 'KR', 'IT', 'ES']);
const MIDDLE_MARKETS = new Set(['BR', 'MX', 'AR', 'CL', 'CO', 'UY', 'PY', 'PL', 'PT', 'ZA']);

/** A stream pays less where subscriptions cost less: all of the rate in top markets, about half or a third elsewhere. */
export function microsPerStream(storeRate: number, country: string): number {
  const percent = TOP_MARKETS.has(country) ? 100 : MIDDLE_MARKETS.has(country) ? 55 : 30;
  return Math.floor((storeRate * percent) / 100);
}

const lastDay = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);
const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '');

const LAYOUTS: Record<string, string[]> = {
  ...DSR_LAYOUTS,
  FOOT: ['RecordType', 'NumberOfLinesInFile', 'NumberOfLinesInReport', 'NumberOfSummaryRecords', 'NumberOfBlocksInFile', 'NumberOfBlocksInReport'],
};
const layoutOf = (type: string) => LAYOUTS[type] ?? LAYOUTS[type.split('.')[0]!]!;

/** A DSR record with its cells in the order of the profile's layout. */
function record(type: string, values: Record<string, string | number>): string[] {
  return layoutOf(type).map((name, index) => (index === 0 ? type : String(values[name] ?? '')));
}
const heading = (type: string) => [`#${type}`, ...layoutOf(type).slice(1)];

/** The months a report covers, yyyy-MM, first and last. */
export interface ReportPeriod {
  from: string;
  to: string;
}

/**
 * A DSR Basic Audio Profile report of subscription streams for one period (a month, or a quarter for the small
 * stores): a summary record per territory with what it pays us (AllocatedRevenue over AllocatedUsages), then a block
 * per release with its head release, its resources and one SU02 line per resource and territory.
 */
export function dsrReport(storeRow: DemoStore, period: ReportPeriod, sales: readonly DemoSale[], createdAt: Date): string {
  const rows: string[][] = [];
  const types = ['HEAD', 'SY02.02', 'RE01', 'AS01.01', 'SU02', 'FOOT'];
  rows.push(
    record('HEAD', {
      MessageVersion: 'dsrf/30',
      Profile: 'BasicAudioProfile',
      ProfileVersion: '1.2',
      MessageId: `${slug(storeRow.name)}-${period.from}-${period.to}`,
      MessageCreatedDateTime: createdAt.toISOString().replace(/\.\d+Z$/, 'Z'),
      FileNumber: 1,
      NumberOfFiles: 1,
      UsageStartDate: `${period.from}-01`,
      UsageEndDate: lastDay(period.to),
      SenderPartyId: storeRow.partyId ?? '',
      SenderName: storeRow.name,
      ServiceDescription: 'Premium',
      RecipientPartyId: 'PADPIDA2026120301S',
      RecipientName: 'SoundPort',
      RepresentedRepertoire: 'SoundPort',
    }),
  );
  rows.push(...types.slice(1).map(heading));

  const territories = [...new Set(sales.map((sale) => sale.country))].sort();
  const summaryOf = new Map(territories.map((country, index) => [country, `S${index + 1}`]));
  for (const country of territories) {
    const usages = sales.filter((sale) => sale.country === country).reduce((sum, sale) => sum + sale.streams, 0);
    const revenue = BigInt(usages) * BigInt(microsPerStream(storeRow.microsPerStream, country));
    rows.push(
      record('SY02.02', {
        SummaryRecordId: summaryOf.get(country)!,
        CommercialModel: 'SubscriptionModel',
        UseType: 'OnDemandStream',
        Territory: country,
        ServiceDescription: 'Premium',
        Usages: usages,
        CurrencyOfReporting: storeRow.currency,
        NetRevenue: formatMicros(revenue),
        RightsController: 'SoundPort',
        AllocatedUsages: usages,
        AllocatedRevenue: formatMicros(revenue),
      }),
    );
  }

  const releases = [...new Set(sales.map((sale) => sale.upc))];
  let transaction = 0;
  for (const [index, upc] of releases.entries()) {
    const blockId = String(index + 1);
    const lines = sales.filter((sale) => sale.upc === upc);
    const tracks = [...new Map(lines.map((sale) => [sale.isrc, sale])).values()];
    rows.push(
      record('RE01', {
        BlockId: blockId,
        ReleaseReference: 'R0',
        DspReleaseId: `${slug(storeRow.name)}:album:${upc}`,
        ICPN: upc,
        DisplayArtistName: lines[0]!.artist,
        Title: lines[0]!.releaseTitle,
        ReleaseType: tracks.length > 1 ? 'Album' : 'Single',
        Label: lines[0]!.labelName,
      }),
    );
    const reference = new Map(tracks.map((track, position) => [track.isrc, `A${position + 1}`]));
    for (const track of tracks) {
      rows.push(
        record('AS01.01', {
          BlockId: blockId,
          ResourceReference: reference.get(track.isrc)!,
          DspResourceId: `${slug(storeRow.name)}:track:${track.isrc}`,
          ISRC: track.isrc,
          Title: track.title,
          DisplayArtistName: track.artist,
          Duration: 'PT2M30S',
          ResourceType: 'SoundRecording',
        }),
      );
    }
    for (const sale of lines) {
      rows.push(
        record('SU02', {
          BlockId: blockId,
          SummaryRecordId: summaryOf.get(sale.country)!,
          SalesTransactionId: `T${++transaction}`,
          TransactedResource: reference.get(sale.isrc)!,
          IsRoyaltyBearing: 'true',
          NumberOfStreams: sale.streams,
        }),
      );
    }
  }
  const lineCount = rows.length + 1;
  const blocks = releases.length;
  rows.push(
    record('FOOT', { NumberOfLinesInFile: lineCount, NumberOfLinesInReport: lineCount, NumberOfSummaryRecords: territories.length, NumberOfBlocksInFile: blocks, NumberOfBlocksInReport: blocks }),
  );
  return `${rows.map((cells) => cells.join('\t')).join('\n')}\n`;
}

/** MM/DD/YYYY, as Apple writes dates. */
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/**
 * Apple Music's monthly financial report (tab separated): one row per song and country of sale with the partner
 * share per stream and its extension, then Apple's total rows and, after a blank line, its per-country summary.
 */
export function appleReport(storeRow: DemoStore, month: string, sales: readonly DemoSale[]): string {
  const rows: string[][] = [APPLE_REPORT_COLUMNS];
  let units = 0;
  let amount = 0n;
  const byCountry = new Map<string, { units: number; amount: bigint }>();
  for (const sale of sales) {
    const share = microsPerStream(storeRow.microsPerStream, sale.country);
    const extended = BigInt(share) * BigInt(sale.streams);
    units += sale.streams;
    amount += extended;
    const country = byCountry.get(sale.country) ?? { units: 0, amount: 0n };
    byCountry.set(sale.country, { units: country.units + sale.streams, amount: country.amount + extended });
    rows.push([
      usDate(`${month}-01`),
      usDate(lastDay(month)),
      sale.upc,
      sale.isrc,
      `SP${sale.isrc}`,
      String(sale.streams),
      formatMicros(BigInt(share)),
      formatMicros(extended),
      storeRow.currency,
      'S',
      String(1_600_000_000 + Number.parseInt(sale.isrc.slice(-7), 10)),
      sale.artist,
      sale.title,
      sale.labelName,
      '',
      'S',
      '',
      sale.country,
      '',
      '',
      '0',
      storeRow.currency,
    ]);
  }
  rows.push(['Total_Rows', String(sales.length)], ['Total_Units', String(units)], ['Total_Amount', formatMicros(amount)], []);
  rows.push(['Country Of Sale', 'Partner Share Currency', 'Quantity', 'Extended Partner Share']);
  for (const [country, sums] of [...byCountry].sort(([a], [b]) => a.localeCompare(b))) rows.push([country, storeRow.currency, String(sums.units), formatMicros(sums.amount)]);
  return `${rows.map((cells) => cells.join('\t')).join('\n')}\n`;
}
