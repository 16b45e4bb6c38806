import { describe, expect, it } from 'vitest';
import { ReleaseStatus } from '../enums.ts';
import { LicensedContentType, PublishingContractType, type ReleaseUserFlags, type TrackInput } from '../release/model.ts';
import { monetizationRefusal, MonetizationReason as R, type MonetizationSubject } from './qualify.ts';
import { effectiveOptInState, monetizationTypes, oacMoveAllowed, oacSubmitAllowed, OacMergeStatus as S, programmesOfContract, type MonetizationType } from './programmes.ts';

const user = (overrides: Partial<ReleaseUserFlags> = {}): ReleaseUserFlags => ({
  isLabel: false,
  allowLicense: true,
  enforceCoverRestriction: true,
  enforceRemixRestriction: true,
  enableOptInFullTrack: false,
  publishingContractType: PublishingContractType.RECORDING_ONLY,
  ...overrides,
});

/** A live original single the artist fully controls: every programme takes it. */
const subject = (track: Partial<TrackInput> = {}, rest: Partial<Omit<MonetizationSubject, 'track'>> = {}): MonetizationSubject => ({
  track: { title: 'Midnight Drive', version: '', mainGenre: 'pop', existPublisher: false, existLocalSociety: false, publishingPercentage: 10_000, licensedContent: false, ...track },
  album: { mainGenre: 'pop', stores: { 1: true, 2: true, 1026: true } },
  releaseStatus: ReleaseStatus.Live,
  ...rest,
});

const cover = { version: 'Cover', originalTitle: 'Blue Moon', originalSongwritersName: ['Rodgers'] };
const beat = { licensedContent: true, licensedContentType: LicensedContentType.LICENSED_BEAT_INSTRUMENT, licensedProofFile: ['f'] };
const sample = { licensedContent: true, licensedContentType: LicensedContentType.SAMPLE, licensedProofFile: ['f'] };
const fullSongUser = user({ publishingContractType: PublishingContractType.NEW_RECORDING_PUBLISHING, enableOptInFullTrack: true });

type Row = [rule: string, type: MonetizationType, subject: MonetizationSubject, user: ReleaseUserFlags, expected: string | null, tier?: number];

// One row per rule: document 3 section 5's opt-in rules, then the programme rules of decision 031.
const table: Row[] = [
  ['a live original qualifies for breakthrough', 'BREAKTHROUGH', subject(), user(), null, 1],
  ['a delivered release qualifies', 'CML', subject({}, { releaseStatus: ReleaseStatus.Delivered }), user(), null],
  ['an approved release not yet delivered is refused', 'CML', subject({}, { releaseStatus: ReleaseStatus.Approved }), user(), R.notLive],
  ['a release in review is refused', 'YOUTUBE_CONTENT_ID', subject({}, { releaseStatus: ReleaseStatus.UnderReview }), user(), R.notLive],
  ['a taken-down release is refused', 'BREAKTHROUGH', subject({}, { releaseStatus: ReleaseStatus.Takedown }), user(), R.notLive, 1],
  ['breakthrough needs the short-video app among the stores', 'BREAKTHROUGH', subject({}, { album: { mainGenre: 'pop', stores: { 1026: true } } }), user(), R.shortVideoStore, 1],
  ['breakthrough needs the rights licensing needs', 'BREAKTHROUGH', subject({ existPublisher: true }), user(), R.rights, 2],
  ['breakthrough tier 3 needs the full-song qualification', 'BREAKTHROUGH', subject(), user(), R.fullSong, 3],
  ['breakthrough tier 3 with the new-recording publishing contract and the feature on', 'BREAKTHROUGH', subject(), fullSongUser, null, 3],
  ['full song needs 100 % publishing', 'BREAKTHROUGH', subject({ publishingPercentage: 9_000 }), fullSongUser, R.rights, 3],
  ['music licensing: no publisher', 'CML', subject({ existPublisher: true }), user(), R.rights],
  ['music licensing: 100 % publishing', 'CML', subject({ publishingPercentage: 5_000 }), user(), R.rights],
  ['music licensing: restricted cover', 'CML', subject(cover), user(), R.rights],
  ['music licensing: cover allowed when the restriction is off', 'CML', subject(cover), user({ enforceCoverRestriction: false }), null],
  ['music licensing: restricted remix', 'CML', subject({ version: 'Remix' }), user(), R.rights],
  ['music licensing: a local society outside the list', 'CML', subject({ existLocalSociety: true }), user(), R.rights],
  ['music licensing: a listed society', 'CML', subject({ existLocalSociety: true }), user({ affiliatedSociety: 'bmi' }), null],
  ['music licensing: a label with a local society', 'CML', subject({ existLocalSociety: true }), user({ isLabel: true }), null],
  ['CapCut like music licensing: publisher refused', 'CAPCUT', subject({ existPublisher: true }), user(), R.rights],
  ['CapCut: a live original', 'CAPCUT', subject(), user(), null],
  ['sync like music licensing', 'SYNC', subject({ publishingPercentage: 0 }), user(), R.rights],
  ['sync refuses declared samples', 'SYNC', subject(sample), user(), R.samples],
  ['sync: a live original', 'SYNC', subject(), user(), null],
  ['Content ID refuses a refused genre', 'YOUTUBE_CONTENT_ID', subject({ mainGenre: 'classical' }), user(), R.contentIdMaterial],
  ["Content ID reads the album's genre when the track has none", 'YOUTUBE_CONTENT_ID', subject({ mainGenre: '' }, { album: { mainGenre: 'comedy', stores: {} } }), user(), R.contentIdMaterial],
  ['Content ID refuses a cover', 'YOUTUBE_CONTENT_ID', subject(cover), user(), R.contentIdMaterial],
  ['Content ID takes a cover with licensed content declared', 'YOUTUBE_CONTENT_ID', subject({ ...cover, ...sample }), user(), null],
  ['Content ID refuses a non-exclusive licensed beat', 'YOUTUBE_CONTENT_ID', subject(beat), user(), R.nonExclusive],
  ['Content ID refuses a stock loop', 'YOUTUBE_CONTENT_ID', subject({ ...beat, licensedContentType: LicensedContentType.STOCK_SOUND_LOOP }), user(), R.nonExclusive],
  ['Content ID ignores publishing (it claims the recording)', 'YOUTUBE_CONTENT_ID', subject({ existPublisher: true, publishingPercentage: 0 }), user(), null],
  ['user-generated content like Content ID: remix refused', 'UG', subject({ version: 'Remix' }), user(), R.contentIdMaterial],
  ['user-generated content: non-exclusive beat refused', 'UG', subject(beat), user(), R.nonExclusive],
  ['user-generated content: a live original', 'UG', subject(), user(), null],
];

describe('monetization qualification', () => {
  it.each(table)('%s', (_rule, type, given, flags, expected, tier) => {
    expect(monetizationRefusal(type, given, flags, tier)).toBe(expected);
  });

  it('covers every programme and every reason', () => {
    expect(new Set(table.map((row) => row[1]))).toEqual(new Set(monetizationTypes));
    expect(new Set(table.map((row) => row[4]).filter(Boolean))).toEqual(new Set(Object.values(R)));
  });
});

describe('opt-in state', () => {
  const base = { chosen: null, formOptIn: false, accountDefault: false, qualified: true, contractSigned: false };
  it.each([
    ['nothing chosen', base, 'NOT_OPT_IN'],
    ['the release form opted in, agreement unsigned', { ...base, formOptIn: true }, 'OPT_IN_INTENTION'],
    ['the account default opted in, agreement signed', { ...base, accountDefault: true, contractSigned: true }, 'OPT_IN'],
    ['a default does not opt an unqualified track in', { ...base, accountDefault: true, qualified: false }, 'NOT_OPT_IN'],
    ['an explicit opt-out beats the form and the default', { ...base, chosen: 'OPT_OUT', formOptIn: true, accountDefault: true }, 'OPT_OUT'],
    ['an explicit choice is kept', { ...base, chosen: 'OPT_IN_INTENTION', contractSigned: true }, 'OPT_IN_INTENTION'],
  ] as const)('%s', (_name, input, expected) => {
    expect(effectiveOptInState(input)).toBe(expected);
  });

  it('maps agreements to programmes: Track Plus covers the licensing programmes', () => {
    expect(programmesOfContract(2)).toEqual(['BREAKTHROUGH']);
    expect(programmesOfContract(3)).toEqual(['YOUTUBE_CONTENT_ID']);
    expect(programmesOfContract(10)).toEqual(['CAPCUT', 'CML', 'SYNC', 'UG']);
    expect(programmesOfContract(0)).toEqual([]);
  });
});

describe('Official Artist Channel merge', () => {
  it.each([
    [S.SUBMITTED, S.IN_REVIEW, true],
    [S.SUBMITTED, S.MERGED, true],
    [S.IN_REVIEW, S.REJECTED, true],
    [S.IN_REVIEW, S.SUBMITTED, false],
    [S.MERGED, S.REJECTED, false],
    [S.REJECTED, S.IN_REVIEW, false],
    [S.NOT_SUBMITTED, S.MERGED, false],
  ])('operators move %i to %i: %s', (from, to, allowed) => {
    expect(oacMoveAllowed(from, to)).toBe(allowed);
  });
  it('lets a user ask when nothing is pending', () => {
    expect([1, 2, 3, 4, 5].filter(oacSubmitAllowed)).toEqual([S.NOT_SUBMITTED, S.REJECTED]);
  });
});
