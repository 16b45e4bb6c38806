import { createReadStream, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatDecimal, parseDecimal } from './decimal.ts';
import { dsrFormat } from './dsr.ts';
import { readLineBatches } from './index.ts';
import { linesOf, parsed, tsv } from './test-support.ts';

const SAMPLE = fileURLToPath(new URL('../../../../../../standards/ddex-dsr/DSR_TEST_YouTube_AdSupport-music_2015-Q4_IS_1of1_20160121T150926.tsv', import.meta.url));

describe('DDEX DSR, UGC profile (YouTube sample)', () => {
  it('yields one line per SU03.01 with the LI01.01 amounts that follow it', async () => {
    const { lines, issues } = await parsed(dsrFormat.parse(readLineBatches(createReadStream(SAMPLE))));
    expect(issues).toEqual([]);
    expect(lines).toHaveLength(6);
    expect(lines[0]).toEqual({
      lineNumber: 17,
      store: 'YouTube',
      periodStart: '2015-10-01',
      periodEnd: '2015-12-31',
      country: 'IS',
      isrc: 'USSM19803037',
      upc: null,
      storeItemId: 'A935917475088049',
      units: 7810,
      currency: 'USD',
      revenue: '125.23',
      saleType: 'ugc',
    });
    expect(lines.map(({ isrc, units, revenue, periodStart, periodEnd }) => [isrc, units, revenue, periodStart, periodEnd])).toEqual([
      ['USSM19803037', 7810, '125.23', '2015-10-01', '2015-12-31'],
      ['USUV71101875', 2045, '0', '2015-10-01', '2015-12-31'],
      ['USRH10903879', 18, '30.32', '2015-10-01', '2015-10-02'],
      ['USRH10903879', 4, '20.98', '2015-10-03', '2015-10-03'],
      ['USRH10903879', 258, '10.86', '2015-10-04', '2015-12-03'],
      ['USRH10903879', 75, '11.49', '2015-12-04', '2015-12-30'],
    ]);
    expect(new Set(lines.map(({ store, country, currency, saleType }) => `${store} ${country} ${currency} ${saleType}`))).toEqual(new Set(['YouTube IS USD ugc']));

    // The sum of the lines is the sum of every LI01.01 AllocatedAmount of the file.
    const allocated = readFileSync(SAMPLE, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('LI01.01\t'))
      .reduce((sum, line) => sum + parseDecimal(line.split('\t')[9])!, 0n);
    expect(formatDecimal(lines.reduce((sum, line) => sum + parseDecimal(line.revenue)!, 0n))).toBe(formatDecimal(allocated));
    expect(formatDecimal(allocated)).toBe('198.88');
  });

  it('reports SU03.01 rows without a readable allocation at their own line', async () => {
    const report = tsv([
      ['HEAD', 'dsrf/30', 'UGCProfile', '1.0', 'M1', '2024-02-01T00:00:00Z', '1', '1', '2024-01-01', '2024-01-31', 'PADPIDA1', 'YouTube'],
      ['SY02.01', '1', '', '', 'AdvertisementSupportedModel', 'Stream', 'NO', 'AdSupport-music', '10', '', 'NOK', '1.0', 'Soundport'],
      ['AS01', '1', 'R1', 'yt-1', 'NOX001200001', 'Song', '', 'Artist', '', 'PT3M', 'SoundRecording'],
      ['SU03.01', '1', 'U1', '1', 'yt-1', '5', '0.0', '20240101', '20240131'],
      ['LI01.01', '1', '1', 'Soundport', '', '', '1.0000', 'PerformingRight', '0.0', '1.0E-4'],
      ['LI01.01', '1', '1', 'Soundport', '', '', '1.0000', 'MechanicalRight', '0.0', '2.5E-5'],
      ['SU03.01', '1', 'U2', '1', 'yt-1', '3', '0.0', '20240101', '20240131'],
      ['SU03.01', '1', 'U3', '1', 'yt-1', '2', '0.0', '20240101', '20240131'],
      ['LI01.01', '1', '1', 'Soundport', '', '', '1.0000', 'PerformingRight', '0.0', 'twelve'],
      ['SU03.01', '1', 'U4', '7', 'yt-1', '2', '0.0', '20240101', '20240131'],
      ['SU03.01', '1', 'U5', '1', 'yt-1', 'x', '0.0', '20240101', '20240131'],
      ['SU03.01', '1', 'U6', '1', 'yt-1', '4', '0.0', '', ''],
      ['LI01.01', '1', '1', 'Soundport', '', '', '1.0000', 'PerformingRight', '0.0', '-0.5'],
      ['FOOT', '13', '13', '1', '1', '1'],
    ]);
    const { lines, issues } = await parsed(dsrFormat.parse(linesOf(report)));
    expect(lines).toEqual([
      {
        lineNumber: 4,
        store: 'YouTube',
        periodStart: '2024-01-01',
        periodEnd: '2024-01-31',
        country: 'NO',
        isrc: 'NOX001200001',
        upc: null,
        storeItemId: 'yt-1',
        units: 5,
        currency: 'NOK',
        revenue: '0.000125',
        saleType: 'ugc',
      },
      {
        lineNumber: 12,
        store: 'YouTube',
        periodStart: '2024-01-01',
        periodEnd: '2024-01-31',
        country: 'NO',
        isrc: 'NOX001200001',
        upc: null,
        storeItemId: 'yt-1',
        units: 4,
        currency: 'NOK',
        revenue: '-0.5',
        saleType: 'ugc',
      },
    ]);
    expect(issues.map(({ lineNumber, issue }) => ({ lineNumber, issue }))).toEqual([
      { lineNumber: 7, issue: 'no LI01.01 row allocates an amount to this SU03.01' },
      { lineNumber: 8, issue: "invalid AllocatedAmount 'twelve' on line 9" },
      { lineNumber: 10, issue: "no summary record '7'" },
      { lineNumber: 11, issue: "invalid Usages 'x'" },
    ]);
  });
});

describe('DDEX DSR, Basic Audio profile', () => {
  const report = tsv([
    ['HEAD', 'dsrf/30', 'BasicAudioProfile', '1.2', 'MSG1', '2024-02-05T10:00:00Z', '1', '1', '2024-01', '2024-01', 'PADPIDA1', 'Spotify'],
    [
      '#SY02.02',
      'SummaryRecordId',
      'DistributionChannel',
      'DistributionChannelDPID',
      'CommercialModel',
      'UseType',
      'Territory',
      'ServiceDescription',
      'Usages',
      'Users',
      'CurrencyOfReporting',
      'NetRevenue',
      'RightsController',
      'RightsControllerPartyId',
      'AllocatedUsages',
      'AllocatedRevenue',
    ],
    ['SY02.02', 'S1', '', '', 'SubscriptionModel', 'OnDemandStream', 'SE', 'Premium', '1000', '400', 'SEK', '5000.00', 'Soundport', '', '300', '30.00'],
    ['SY02.02', 'S2', '', '', 'PayAsYouGoModel', 'PermanentDownload', 'NO', 'Store', '10', '', 'NOK', '100', 'Soundport', '', '3', '1.0E1'],
    ['SY01.01', 'S3', '', '', 'AdvertisementSupportedModel', 'OnDemandStream', 'Worldwide', 'Free', '50', '', 'EUR', '0.20'],
    ['RE01', '1', 'R0', 'spotify:album:1', '', 'CAT1', '0602445123456', 'Artist', '', 'Album'],
    ['AS01.01', '1', 'A1', 'spotify:track:1', 'USUM72400001', 'Track One', '', 'Artist', '', 'PT3M', 'SoundRecording'],
    ['AS01.01', '1', 'A2', 'spotify:track:2', 'USUM72400002', 'Track Two', '', 'Artist', '', 'PT3M', 'SoundRecording'],
    ['SU02', '1', 'S1', 'T1', '', 'A1', 'true', '200'],
    ['SU02', '1', 'S1', 'T2', '', 'A2', 'true', '100'],
    ['SU02', '1', 'S1', 'T3', '', 'A9', 'true', '5'],
    ['RE01', '2', 'R0', 'store:album:2', '', 'CAT2', '5012345678900', 'Artist', '', 'Album Two'],
    ['RE02', '2', 'R1', 'store:single:2', '', 'A1'],
    ['AS01.01', '2', 'A1', 'store:track:3', 'USUM72400003', 'Track Three', '', 'Artist', '', 'PT3M', 'SoundRecording'],
    ['SU01', '2', 'S2', 'T4', 'R0', '', 'true', 'false', '2', '0'],
    ['SU01', '2', 'S2', 'T5', 'R1', '', 'true', 'false', '2', '1'],
    ['SU02', '2', 'S3', 'T6', '', 'A1', 'true', '50'],
    ['SU02', '2', 'S9', 'T7', '', 'A1', 'true', '50'],
    ['SR02', 'S1', 'x'],
    ['FOOT', '20', '20', '3', '2', '2'],
  ]);
  const period = { store: 'Spotify', periodStart: '2024-01-01', periodEnd: '2024-01-31' };

  it('shares the summary AllocatedRevenue over the SU01/SU02 lines by units', async () => {
    const { lines, issues } = await parsed(dsrFormat.parse(linesOf(report)));
    const streams = { ...period, country: 'SE', upc: '0602445123456', currency: 'SEK', saleType: 'stream' as const };
    const downloads = { ...period, country: 'NO', currency: 'NOK', saleType: 'download' as const };
    expect(lines).toEqual([
      { ...streams, lineNumber: 9, isrc: 'USUM72400001', storeItemId: 'spotify:track:1', units: 200, revenue: '20' },
      { ...streams, lineNumber: 10, isrc: 'USUM72400002', storeItemId: 'spotify:track:2', units: 100, revenue: '10' },
      { ...downloads, lineNumber: 15, isrc: null, upc: '5012345678900', storeItemId: 'store:album:2', units: 2, revenue: '6.6666666667' },
      { ...downloads, lineNumber: 16, isrc: 'USUM72400003', upc: null, storeItemId: 'store:single:2', units: 1, revenue: '3.3333333333' },
    ]);
    expect(issues.map(({ lineNumber, issue }) => ({ lineNumber, issue }))).toEqual([
      { lineNumber: 11, issue: "TransactedResource 'A9' is not in block 1" },
      { lineNumber: 17, issue: "summary record 'S3' has no AllocatedRevenue (amount payable)" },
      { lineNumber: 18, issue: "no summary record 'S9'" },
      { lineNumber: 19, issue: "unsupported sales record type 'SR02'" },
    ]);
  });

  it('detects a HEAD record and nothing else', () => {
    expect(dsrFormat.detect(report.split('\n')[0])).toBe(true);
    expect(dsrFormat.detect('#HEAD\tMessageVersion\tProfile')).toBe(true);
    expect(dsrFormat.detect('HEADER,sale_period')).toBe(false);
    expect(dsrFormat.detect('SRHE\tdsrf/30')).toBe(false);
  });
});
