import { ReleaseStatus } from '@portal/domain/enums';
import { optionSource } from './option-sources.ts';

export type ReleaseStatusName = keyof typeof ReleaseStatus;
/** The filter of /album/list: 'all' and each status of document 1 by name. */
export type StatusFilter = 'all' | ReleaseStatusName;

export const statusFilters: StatusFilter[] = ['all', ...(Object.keys(ReleaseStatus) as ReleaseStatusName[])];

const nameOf = new Map<number, ReleaseStatusName>(Object.entries(ReleaseStatus).map(([name, value]) => [value, name as ReleaseStatusName]));

/** Init (0) reads as "Draft": a release that has not been submitted. An unknown number reads as one too. */
export const releaseStatusKey = (status: number) => `release_status_${nameOf.get(status) ?? 'Init'}`;
export const statusFilterKey = (filter: StatusFilter) => (filter === 'all' ? 'releases_filter_all' : `release_status_${filter}`);
/** The status filter, each with how many releases it holds once the counts are known. */
export const statusFilterOptions = optionSource(
  'release-status-filter',
  (t, counts?: Partial<Record<StatusFilter, number>>) =>
    statusFilters.map((filter) => ({ value: filter, label: counts ? `${t(statusFilterKey(filter))} (${counts[filter] ?? 0})` : t(statusFilterKey(filter)) })),
  [undefined],
  [{}],
);

const statusColors: Record<ReleaseStatusName, string> = {
  Init: 'gray',
  UnderReview: 'blue',
  NotApproved: 'red',
  Approved: 'teal',
  Delivered: 'cyan',
  Live: 'green',
  Takedown: 'dark',
};
export const releaseStatusColor = (status: number) => statusColors[nameOf.get(status) ?? 'Init'];
