import * as monetizationRoutes from '@portal/contract/heads/monetization';
import { isContractLanguage } from '@portal/domain/contracts';
import type * as monetization from '@portal/contract/monetization';
import type { BodyOf, ResponseOf } from '@portal/contract/route';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { MonetizationType, OptInState } from '@portal/domain/monetization/programmes';
import { api } from '../../lib/api-client.ts';
import { SESSION_KEY } from '../../lib/queries.ts';

export const MONETIZATION_KEY = [...SESSION_KEY, 'monetization'] as const;
export type TrackList = ResponseOf<typeof monetization.monetizationTrackList>;
export type MonetizationTrack = TrackList['tracks'][number];
export type ProgrammeContract = TrackList['contract'];
export type BatchAnswer = ResponseOf<typeof monetization.monetizationBatchCreate>;
export type OacState = ResponseOf<typeof monetization.oacMergeStatus>;
export type Statistic = ResponseOf<typeof monetization.monetizationStatistic>;

/** The pages choose among an account's tracks on one screen: the largest page the list call gives. */
const ALL = 100;

export const programmeTracksQuery = (type: MonetizationType, state?: OptInState) =>
  queryOptions({
    queryKey: [...MONETIZATION_KEY, 'tracks', type, state ?? 'all'],
    queryFn: ({ signal }) =>
      type === 'BREAKTHROUGH'
        ? api(monetizationRoutes.breakthroughTrackList, { query: { count: ALL, state }, signal })
        : api(monetizationRoutes.monetizationTrackList, { query: { type, count: ALL, state }, signal }),
  });

export const statisticQuery = () => queryOptions({ queryKey: [...MONETIZATION_KEY, 'statistic'], queryFn: ({ signal }) => api(monetizationRoutes.monetizationStatistic, { signal }) });

export const optInFeaturesQuery = () => queryOptions({ queryKey: [...MONETIZATION_KEY, 'features'], queryFn: ({ signal }) => api(monetizationRoutes.getOptInFeatures, { signal }) });

export const oacStateQuery = () => queryOptions({ queryKey: [...MONETIZATION_KEY, 'oac'], queryFn: ({ signal }) => api(monetizationRoutes.oacMergeStatus, { signal }) });

/** Opts the chosen tracks in or out of a licensing programme; the answer says how each fared. */
export const optTracksInOrOut = (body: BodyOf<typeof monetization.monetizationBatchCreate>) => api(monetizationRoutes.monetizationBatchCreate, { body });

/** Puts the chosen tracks into Breakthrough at a tier; the answer says how each fared. */
export const joinBreakthrough = (body: BodyOf<typeof monetization.breakthroughBatchCreate>) => api(monetizationRoutes.breakthroughBatchCreate, { body });

/** Changes the tier of Breakthrough tracks or takes them out; the answer says how each fared. */
export const updateBreakthroughTracks = (body: BodyOf<typeof monetization.breakthroughBatchUpdate>) => api(monetizationRoutes.breakthroughBatchUpdate, { body });

/** Sets which programmes the account's qualified tracks join unless chosen otherwise. */
export const saveOptInDefaults = (body: BodyOf<typeof monetization.putOptInFeatures>) => api(monetizationRoutes.putOptInFeatures, { body });

/** Asks for the Official Artist Channel merge for a live release's artist. */
export const requestOacMerge = (body: BodyOf<typeof monetization.oacMergeSubmit>) => api(monetizationRoutes.oacMergeSubmit, { body });

/** After any change every monetization answer may differ (states, counts, the agreement). */
export const refreshMonetization = (client: QueryClient) => client.invalidateQueries({ queryKey: MONETIZATION_KEY });

/** The agreement is written in the language the page is read in when it exists in it, else in the region's language. */
export function createProgrammeContract(type: MonetizationType, legalName: string, labelName: string | undefined, uiLanguage: string) {
  const body = { legalName, ...(labelName ? { labelName } : {}), ...(isContractLanguage(uiLanguage) ? { language: uiLanguage } : {}) };
  return type === 'BREAKTHROUGH' ? api(monetizationRoutes.createBreakthroughContract, { body }) : api(monetizationRoutes.createMonetizationContract, { body: { ...body, type } });
}
