import { ContractType } from '../contracts.ts';

/** Monetization vocabulary of document 1 section 3 ("Opt-in and monetization") and decision 031. */

export const monetizationTypes = ['BREAKTHROUGH', 'YOUTUBE_CONTENT_ID', 'CAPCUT', 'CML', 'SYNC', 'UG'] as const;
export type MonetizationType = (typeof monetizationTypes)[number];

export const optInStates = ['NOT_OPT_IN', 'OPT_IN_INTENTION', 'OPT_IN', 'OPT_OUT'] as const;
export type OptInState = (typeof optInStates)[number];

/** Breakthrough tiers: 1 short-video promotion, 2 plus editorial playlists, 3 plus the full song in the music app. */
export const breakthroughTiers = [1, 2, 3] as const;
export type BreakthroughTier = (typeof breakthroughTiers)[number];
export const FULL_SONG_TIER = 3;

/** The agreement each programme needs signed before an opt-in counts: the licensing programmes share Track Plus. */
export const programmeContractType: Record<MonetizationType, number> = {
  BREAKTHROUGH: ContractType.BREAKTHROUGH,
  YOUTUBE_CONTENT_ID: ContractType.YOUTUBE_CONTENT_ID,
  CAPCUT: ContractType.TRACK_PLUS,
  CML: ContractType.TRACK_PLUS,
  SYNC: ContractType.TRACK_PLUS,
  UG: ContractType.TRACK_PLUS,
};

export const programmesOfContract = (contractType: number): MonetizationType[] => monetizationTypes.filter((type) => programmeContractType[type] === contractType);

/** The monetization center's three variants (document 3's analytics vocabulary) and the programmes each shows. */
export const monetizationVariants = {
  'video-app': ['CAPCUT'],
  'video-platform': ['YOUTUBE_CONTENT_ID'],
  'music-licensing': ['CML', 'SYNC', 'UG'],
} as const satisfies Record<string, readonly MonetizationType[]>;
export type MonetizationVariant = keyof typeof monetizationVariants;

/**
 * An opt-in counts once the programme's agreement is signed: before that it is an intention. Choosing again keeps an
 * opt-in; opting out is always possible.
 */
export const optInStateFor = (contractSigned: boolean): OptInState => (contractSigned ? 'OPT_IN' : 'OPT_IN_INTENTION');

/**
 * A track's state in a programme: the account's explicit choice when there is one; otherwise the release form's opt-in
 * flag or the account's default for the programme (GET /opt-in-feat) opt a qualified track in.
 */
export function effectiveOptInState(input: { chosen: OptInState | null; formOptIn: boolean; accountDefault: boolean; qualified: boolean; contractSigned: boolean }): OptInState {
  if (input.chosen) return input.chosen;
  if ((input.formOptIn || input.accountDefault) && input.qualified) return optInStateFor(input.contractSigned);
  return 'NOT_OPT_IN';
}

/** Official Artist Channel merge requests on the video platform: statuses 1 to 5 of document 1 section 3. */
export const OacMergeStatus = { NOT_SUBMITTED: 1, SUBMITTED: 2, IN_REVIEW: 3, MERGED: 4, REJECTED: 5 } as const;
export type OacMergeStatusValue = (typeof OacMergeStatus)[keyof typeof OacMergeStatus];

/** The moves operators make in the console: take a request into review, then merge or reject it. */
export function oacMoveAllowed(from: number, to: number): boolean {
  if (to === OacMergeStatus.IN_REVIEW) return from === OacMergeStatus.SUBMITTED;
  if (to === OacMergeStatus.MERGED || to === OacMergeStatus.REJECTED) return from === OacMergeStatus.SUBMITTED || from === OacMergeStatus.IN_REVIEW;
  return false;
}

/** A user may ask (again) when nothing is pending: never submitted, or rejected. */
export const oacSubmitAllowed = (status: number) => status === OacMergeStatus.NOT_SUBMITTED || status === OacMergeStatus.REJECTED;
