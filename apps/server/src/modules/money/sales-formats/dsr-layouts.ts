/**
 * Cell order of the DDEX DSR flat-file records we read. Basic Audio Profile records follow BasicAudioProfile-1.2.xsd;
 * the UGC Profile records (SY02.01, SU03.01, LI01.01) follow the column headings of YouTube's UGC reports. A '#TYPE'
 * heading row in the file overrides the order for that record type.
 */
export const DSR_LAYOUTS: Record<string, string[]> = {
  HEAD: [
    'RecordType',
    'MessageVersion',
    'Profile',
    'ProfileVersion',
    'MessageId',
    'MessageCreatedDateTime',
    'FileNumber',
    'NumberOfFiles',
    'UsageStartDate',
    'UsageEndDate',
    'SenderPartyId',
    'SenderName',
    'ServiceDescription',
    'RecipientPartyId',
    'RecipientName',
    'RepresentedRepertoire',
  ],
  'SY01.01': [
    'RecordType',
    'SummaryRecordId',
    'DistributionChannel',
    'DistributionChannelDPID',
    'CommercialModel',
    'UseType',
    'Territory',
    'ServiceDescription',
    'Usages',
    'Subscribers',
    'CurrencyOfReporting',
    'NetRevenue',
    'IndirectNetRevenue',
    'CurrencyOfTransaction',
    'ExchangeRate',
  ],
  'SY02.01': [
    'RecordType',
    'SummaryRecordId',
    'DistributionChannel',
    'DistributionChannelDPID',
    'CommercialModel',
    'UseType',
    'Territory',
    'ServiceDescription',
    'Usages',
    'Users',
    'Currency',
    'NetRevenue',
    'RightsController',
    'RightsControllerPartyId',
    'AllocatedUsages',
    'AllocatedRevenue',
    'AllocatedNetRevenue',
    'RightsType',
  ],
  'SY02.02': [
    'RecordType',
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
    'AllocatedNetRevenue',
    'RightsType',
    'ContentCategory',
    'CurrencyOfTransaction',
    'ExchangeRate',
    'RightsTypePercentage',
  ],
  'SY04.01': [
    'RecordType',
    'SummaryRecordId',
    'DistributionChannel',
    'DistributionChannelDPID',
    'CommercialModel',
    'UseType',
    'Territory',
    'ServiceDescription',
    'SubscriberType',
    'Subscribers',
    'SubPeriodStartDate',
    'SubPeriodEndDate',
    'UsagesInSubPeriod',
    'UsagesInReportingPeriod',
    'CurrencyOfReporting',
    'CurrencyOfTransaction',
    'ExchangeRate',
    'ConsumerPaidUnitPrice',
    'NetRevenue',
    'MusicUsagePercentage',
  ],
  'SY05.02': [
    'RecordType',
    'SummaryRecordId',
    'DistributionChannel',
    'DistributionChannelDPID',
    'CommercialModel',
    'UseType',
    'Territory',
    'ServiceDescription',
    'RightsController',
    'RightsControllerPartyId',
    'RightsType',
    'TotalUsages',
    'AllocatedUsages',
    'MusicUsageRatio',
    'AllocatedNetRevenue',
    'AllocatedRevenue',
    'RightsControllerMarketShare',
    'CurrencyOfReporting',
    'CurrencyOfTransaction',
    'ExchangeRate',
    'SubscriberType',
    'SubPeriodStartDate',
    'SubPeriodEndDate',
    'ContentCategory',
    'RightsTypePercentage',
  ],
  'SY06.02': [
    'RecordType',
    'SummaryRecordId',
    'DistributionChannel',
    'DistributionChannelDPID',
    'CommercialModel',
    'UseType',
    'Territory',
    'ServiceDescription',
    'Usages',
    'Subscribers',
    'CurrencyOfReporting',
    'NumberOfReleases',
    'NetRevenue',
    'IndirectNetRevenue',
    'PreviewAvailable',
    'CurrencyOfTransaction',
    'ExchangeRate',
    'ViewingHours',
  ],
  // AS01.01 (Basic Audio) and AS01 (UGC) share the order; AS02.02 starts the same way.
  AS01: ['RecordType', 'BlockId', 'ResourceReference', 'DspResourceId', 'ISRC', 'Title', 'SubTitle', 'DisplayArtistName', 'DisplayArtistPartyId', 'Duration', 'ResourceType', 'IsMasterRecording'],
  AS02: ['RecordType', 'BlockId', 'ResourceReference', 'DspResourceId', 'ISRC', 'Title', 'SubTitle', 'DisplayArtistName'],
  RE01: [
    'RecordType',
    'BlockId',
    'ReleaseReference',
    'DspReleaseId',
    'ProprietaryReleaseId',
    'CatalogNumber',
    'ICPN',
    'DisplayArtistName',
    'DisplayArtistPartyId',
    'Title',
    'SubTitle',
    'ReleaseType',
    'Label',
    'PLine',
    'DataProvider',
  ],
  RE02: ['RecordType', 'BlockId', 'ReleaseReference', 'DspSubReleaseId', 'ProprietarySubReleaseId', 'UsedResources'],
  SU01: [
    'RecordType',
    'BlockId',
    'SummaryRecordId',
    'SalesTransactionId',
    'TransactedRelease',
    'TransactedResource',
    'IsRoyaltyBearing',
    'SalesUpgrade',
    'Usages',
    'Returns',
    'PriceConsumerPaidExcSalesTax',
    'PromotionalActivity',
  ],
  SU02: [
    'RecordType',
    'BlockId',
    'SummaryRecordId',
    'SalesTransactionId',
    'TransactedRelease',
    'TransactedResource',
    'IsRoyaltyBearing',
    'NumberOfStreams',
    'PriceConsumerPaidExcSalesTax',
    'PromotionalActivity',
  ],
  SU03: ['RecordType', 'BlockId', 'SalesTransactionId', 'SummaryRecordId', 'DspReleaseId', 'Usages', 'NetRevenue', 'ValidityPeriodStart', 'ValidityPeriodEnd'],
  LI01: [
    'RecordType',
    'BlockId',
    'SummaryRecordId',
    'RightsController',
    'RightsControllerProprietaryID',
    'RightsControllerWorkID',
    'RightShare%',
    'RightType',
    'AllocatedNetRevenue',
    'AllocatedAmount',
  ],
};

/** 'SU03.01' -> 'SU03' */
export const baseRecordType = (recordType: string) => recordType.split('.')[0];

/** Layouts of this file: the '#TYPE' headings seen so far win over the defaults above. */
export class DsrLayouts {
  private readonly headings = new Map<string, Map<string, number>>();
  private readonly defaults = new Map<string, Map<string, number>>();

  addHeading(cells: string[]) {
    this.headings.set(cells[0].slice(1).trim(), indexOf(['RecordType', ...cells.slice(1)]));
  }

  /**
   * Reads a record's cells by field name, trimmed; an absent field reads as ''. A multi-valued cell ('a|b') gives its
   * first value unless allValues is asked for.
   */
  reader(cells: string[]) {
    const recordType = cells[0].trim();
    const index = this.headings.get(recordType) ?? this.headings.get(baseRecordType(recordType)) ?? this.defaultIndex(recordType);
    return (name: string, allValues = false): string => {
      const column = index.get(name);
      const text = column === undefined ? '' : (cells[column] ?? '');
      return (allValues ? text : text.split('|')[0]).trim();
    };
  }

  private defaultIndex(recordType: string): Map<string, number> {
    let index = this.defaults.get(recordType);
    if (!index) {
      index = indexOf(DSR_LAYOUTS[recordType] ?? DSR_LAYOUTS[baseRecordType(recordType)] ?? []);
      this.defaults.set(recordType, index);
    }
    return index;
  }
}

function indexOf(names: string[]): Map<string, number> {
  const index = new Map<string, number>();
  names.forEach((name, column) => {
    const trimmed = name.trim();
    if (trimmed !== '' && !index.has(trimmed)) index.set(trimmed, column);
  });
  return index;
}
