/**
 * Record layouts of CWR 2.1 (CISAC Common Works Registration, functional specification 2.1 revision 7, with the
 * revision 8 header). Each record is a fixed-width line; a field is given by its width, fields follow each other, so
 * the start positions in the comments are derived (1-based, as the specification prints them).
 *
 * Field kinds, as the specification names them:
 *   A  alphanumeric, left-aligned, padded with spaces
 *   L  a code from a lookup table, left-aligned, padded with spaces
 *   N  numeric, right-aligned, padded with zeros (blank when absent)
 *   D  date YYYYMMDD (zeros when absent)
 *   T  time or duration HHMMSS (zeros when absent)
 *   F  flag Y / N / U, B  boolean Y / N
 */
export type FieldKind = 'A' | 'L' | 'N' | 'D' | 'T' | 'F' | 'B';

export interface FieldLayout {
  name: string;
  /** 0-based offset in the line. */
  offset: number;
  width: number;
  kind: FieldKind;
}

export interface RecordLayout {
  type: string;
  length: number;
  fields: FieldLayout[];
}

type FieldSpec = readonly [name: string, width: number, kind: FieldKind];

/** Record type (3), transaction sequence (8), record sequence (8): positions 1-19 of every record inside a group. */
const PREFIX = [
  ['recordType', 3, 'A'],
  ['transactionSequence', 8, 'N'],
  ['recordSequence', 8, 'N'],
] as const;

const hdr = [
  ['recordType', 3, 'A'],
  ['senderType', 2, 'L'], // 4; revision 8: the first two digits of an 11-digit IPI name number
  ['senderId', 9, 'L'], // 6, numeric; read as text, it is an id
  ['senderName', 45, 'A'], // 15
  ['ediVersion', 5, 'A'], // 60, "01.10"
  ['creationDate', 8, 'D'], // 65
  ['creationTime', 6, 'T'], // 73
  ['transmissionDate', 8, 'D'], // 79
  ['characterSet', 15, 'L'], // 87 -> 101
] as const;

const grh = [
  ['recordType', 3, 'A'],
  ['transactionType', 3, 'L'], // 4
  ['groupId', 5, 'N'], // 7
  ['versionNumber', 5, 'A'], // 12, "02.10"
  ['batchRequest', 10, 'N'], // 17
  ['submissionDistributionType', 2, 'L'], // 27 -> 28
] as const;

const grt = [
  ['recordType', 3, 'A'],
  ['groupId', 5, 'N'], // 4
  ['transactionCount', 8, 'N'], // 9
  ['recordCount', 8, 'N'], // 17
  ['currencyIndicator', 3, 'L'], // 25
  ['totalMonetaryValue', 10, 'N'], // 28 -> 37
] as const;

const trl = [
  ['recordType', 3, 'A'],
  ['groupCount', 5, 'N'], // 4
  ['transactionCount', 8, 'N'], // 9
  ['recordCount', 8, 'N'], // 17 -> 24
] as const;

/** NWR (new work), REV (revised work), ISW and EXC share one layout. */
const workFields = [
  ...PREFIX,
  ['workTitle', 60, 'A'], // 20
  ['languageCode', 2, 'L'], // 80
  ['submitterWorkNumber', 14, 'A'], // 82
  ['iswc', 11, 'A'], // 96
  ['copyrightDate', 8, 'D'], // 107
  ['copyrightNumber', 12, 'A'], // 115
  ['musicalWorkDistributionCategory', 3, 'L'], // 127
  ['duration', 6, 'T'], // 130
  ['recordedIndicator', 1, 'F'], // 136
  ['textMusicRelationship', 3, 'L'], // 137
  ['compositeType', 3, 'L'], // 140
  ['versionType', 3, 'L'], // 143
  ['excerptType', 3, 'L'], // 146
  ['musicArrangement', 3, 'L'], // 149
  ['lyricAdaptation', 3, 'L'], // 152
  ['contactName', 30, 'A'], // 155
  ['contactId', 10, 'A'], // 185
  ['cwrWorkType', 2, 'L'], // 195
  ['grandRightsIndicator', 1, 'B'], // 197
  ['compositeComponentCount', 3, 'N'], // 198
  ['printedEditionPublicationDate', 8, 'D'], // 201
  ['exceptionalClause', 1, 'F'], // 209
  ['opusNumber', 25, 'A'], // 210
  ['catalogueNumber', 25, 'A'], // 235
  ['priorityFlag', 1, 'F'], // 260 -> 260
] as const;

/** SPU (our publisher) and OPU (a publisher we do not control). */
const publisherFields = [
  ...PREFIX,
  ['publisherSequence', 2, 'N'], // 20
  ['interestedPartyNumber', 9, 'A'], // 22
  ['publisherName', 45, 'A'], // 31
  ['publisherUnknownIndicator', 1, 'F'], // 76
  ['publisherType', 2, 'L'], // 77
  ['taxId', 9, 'A'], // 79
  ['publisherIpiNameNumber', 11, 'L'], // 88
  ['submitterAgreementNumber', 14, 'A'], // 99
  ['prSociety', 3, 'L'], // 113
  ['prShare', 5, 'N'], // 116
  ['mrSociety', 3, 'L'], // 121
  ['mrShare', 5, 'N'], // 124
  ['srSociety', 3, 'L'], // 129
  ['srShare', 5, 'N'], // 132
  ['specialAgreementsIndicator', 1, 'L'], // 137
  ['firstRecordingRefusal', 1, 'F'], // 138
  ['filler', 1, 'A'], // 139
  ['publisherIpiBaseNumber', 13, 'L'], // 140
  ['internationalStandardAgreementCode', 14, 'A'], // 153
  ['societyAssignedAgreementNumber', 14, 'A'], // 167
  ['agreementType', 2, 'L'], // 181
  ['usaLicenseIndicator', 1, 'L'], // 183 -> 183
] as const;

const publisherTerritoryFields = [
  ...PREFIX,
  ['interestedPartyNumber', 9, 'A'], // 20
  ['constant', 6, 'A'], // 29
  ['prCollectionShare', 5, 'N'], // 35
  ['mrCollectionShare', 5, 'N'], // 40
  ['srCollectionShare', 5, 'N'], // 45
  ['inclusionExclusionIndicator', 1, 'L'], // 50
  ['tisNumericCode', 4, 'L'], // 51
  ['sharesChange', 1, 'B'], // 55
  ['sequence', 3, 'N'], // 56 -> 58
] as const;

/** SWR (writer we control) and OWR (other writer). */
const writerFields = [
  ...PREFIX,
  ['interestedPartyNumber', 9, 'A'], // 20
  ['writerLastName', 45, 'A'], // 29
  ['writerFirstName', 30, 'A'], // 74
  ['writerUnknownIndicator', 1, 'F'], // 104
  ['writerDesignationCode', 2, 'L'], // 105
  ['taxId', 9, 'A'], // 107
  ['writerIpiNameNumber', 11, 'L'], // 116
  ['prSociety', 3, 'L'], // 127
  ['prShare', 5, 'N'], // 130
  ['mrSociety', 3, 'L'], // 135
  ['mrShare', 5, 'N'], // 138
  ['srSociety', 3, 'L'], // 143
  ['srShare', 5, 'N'], // 146
  ['reversionaryIndicator', 1, 'F'], // 151
  ['firstRecordingRefusal', 1, 'B'], // 152
  ['workForHire', 1, 'B'], // 153
  ['filler', 1, 'A'], // 154
  ['writerIpiBaseNumber', 13, 'L'], // 155
  ['personalNumber', 12, 'N'], // 168
  ['usaLicenseIndicator', 1, 'L'], // 180 -> 180
] as const;

const writerTerritoryFields = [
  ...PREFIX,
  ['interestedPartyNumber', 9, 'A'], // 20
  ['prCollectionShare', 5, 'N'], // 29
  ['mrCollectionShare', 5, 'N'], // 34
  ['srCollectionShare', 5, 'N'], // 39
  ['inclusionExclusionIndicator', 1, 'L'], // 44
  ['tisNumericCode', 4, 'L'], // 45
  ['sharesChange', 1, 'B'], // 49
  ['sequence', 3, 'N'], // 50 -> 52
] as const;

const pwr = [
  ...PREFIX,
  ['publisherIpNumber', 9, 'A'], // 20
  ['publisherName', 45, 'A'], // 29
  ['submitterAgreementNumber', 14, 'A'], // 74
  ['societyAssignedAgreementNumber', 14, 'A'], // 88
  ['writerIpNumber', 9, 'A'], // 102 -> 110
] as const;

const alt = [
  ...PREFIX,
  ['alternateTitle', 60, 'A'], // 20
  ['titleType', 2, 'L'], // 80
  ['languageCode', 2, 'L'], // 82 -> 83
] as const;

const per = [
  ...PREFIX,
  ['performingArtistLastName', 45, 'A'], // 20
  ['performingArtistFirstName', 30, 'A'], // 65
  ['performingArtistIpiNameNumber', 11, 'L'], // 95
  ['performingArtistIpiBaseNumber', 13, 'L'], // 106 -> 118
] as const;

const rec = [
  ...PREFIX,
  ['firstReleaseDate', 8, 'D'], // 20
  ['constant1', 60, 'A'], // 28
  ['firstReleaseDuration', 6, 'T'], // 88
  ['constant2', 5, 'A'], // 94
  ['firstAlbumTitle', 60, 'A'], // 99
  ['firstAlbumLabel', 60, 'A'], // 159
  ['firstReleaseCatalogNumber', 18, 'A'], // 219
  ['ean', 13, 'A'], // 237
  ['isrc', 12, 'A'], // 250
  ['recordingFormat', 1, 'L'], // 262
  ['recordingTechnique', 1, 'L'], // 263
  ['mediaType', 3, 'L'], // 264 -> 266
] as const;

const orn = [
  ...PREFIX,
  ['intendedPurpose', 3, 'L'], // 20
  ['productionTitle', 60, 'A'], // 23
  ['cdIdentifier', 15, 'A'], // 83
  ['cutNumber', 4, 'N'], // 98
  ['library', 60, 'A'], // 102
  ['bltvr', 1, 'L'], // 162
  ['visanVersion', 8, 'N'], // 163
  ['visanIsan', 12, 'N'], // 171
  ['visanEpisode', 4, 'N'], // 183
  ['visanCheckDigit', 1, 'N'], // 187
  ['productionNumber', 12, 'A'], // 188
  ['episodeTitle', 60, 'A'], // 200
  ['episodeNumber', 20, 'A'], // 260
  ['yearOfProduction', 4, 'N'], // 280
  ['aviSocietyCode', 3, 'N'], // 284
  ['audioVisualNumber', 15, 'A'], // 287 -> 301
] as const;

const ver = [
  ...PREFIX,
  ['originalWorkTitle', 60, 'A'], // 20
  ['iswc', 11, 'A'], // 80
  ['languageCode', 2, 'L'], // 91
  ['writer1LastName', 45, 'A'], // 93
  ['writer1FirstName', 30, 'A'], // 138
  ['source', 60, 'A'], // 168
  ['writer1IpiNameNumber', 11, 'L'], // 228
  ['writer1IpiBaseNumber', 13, 'L'], // 239
  ['writer2LastName', 45, 'A'], // 252
  ['writer2FirstName', 30, 'A'], // 297
  ['writer2IpiNameNumber', 11, 'L'], // 327
  ['writer2IpiBaseNumber', 13, 'L'], // 338
  ['submitterWorkNumber', 14, 'A'], // 351 -> 364
] as const;

const ack = [
  ...PREFIX,
  ['creationDate', 8, 'D'], // 20, of the file acknowledged
  ['creationTime', 6, 'T'], // 28
  ['originalGroupId', 5, 'N'], // 34
  ['originalTransactionSequence', 8, 'N'], // 39
  ['originalTransactionType', 3, 'L'], // 47
  ['creationTitle', 60, 'A'], // 50
  ['submitterCreationNumber', 20, 'A'], // 110
  ['recipientCreationNumber', 20, 'A'], // 130
  ['processingDate', 8, 'D'], // 150
  ['transactionStatus', 2, 'L'], // 158 -> 159
] as const;

const msg = [
  ...PREFIX,
  ['messageType', 1, 'L'], // 20
  ['originalRecordSequence', 8, 'N'], // 21
  ['subjectRecordType', 3, 'L'], // 29, the record the message is about
  ['messageLevel', 1, 'L'], // 32
  ['validationNumber', 3, 'A'], // 33
  ['messageText', 150, 'A'], // 36 -> 185
] as const;

/** The fields of each record type the module reads and writes. */
export const RECORD_FIELDS = {
  HDR: hdr,
  GRH: grh,
  GRT: grt,
  TRL: trl,
  NWR: workFields,
  REV: workFields,
  ISW: workFields,
  EXC: workFields,
  SPU: publisherFields,
  OPU: publisherFields,
  SPT: publisherTerritoryFields,
  SWR: writerFields,
  OWR: writerFields,
  SWT: writerTerritoryFields,
  PWR: pwr,
  ALT: alt,
  PER: per,
  REC: rec,
  ORN: orn,
  VER: ver,
  ACK: ack,
  MSG: msg,
} as const satisfies Record<string, readonly FieldSpec[]>;

export type KnownRecordType = keyof typeof RECORD_FIELDS;

/** What a field reads as: numbers for N, seconds for T, YYYY-MM-DD for D (null when blank or zeros), text otherwise. */
type ValueOf<K extends FieldKind> = K extends 'N' | 'T' ? number | null : K extends 'D' ? string | null : string;

export type FieldsOf<S extends readonly FieldSpec[]> = { [F in S[number] as F[0]]: ValueOf<F[2]> };

/** The typed fields of each known record type. */
export type RecordFields = { [T in KnownRecordType]: FieldsOf<(typeof RECORD_FIELDS)[T]> };

function layout(type: string, specs: readonly FieldSpec[]): RecordLayout {
  let offset = 0;
  const fields = specs.map(([name, width, kind]) => {
    const field = { name, offset, width, kind };
    offset += width;
    return field;
  });
  return { type, length: offset, fields };
}

export const LAYOUTS = Object.fromEntries(Object.entries(RECORD_FIELDS).map(([type, specs]) => [type, layout(type, specs)])) as Record<KnownRecordType, RecordLayout>;

export const isKnownRecordType = (type: string): type is KnownRecordType => Object.hasOwn(RECORD_FIELDS, type);
