import { ReleaseStatus } from '@portal/domain/enums';

export type ReleaseStatusName = keyof typeof ReleaseStatus;
/** The filter of /album/list: 'all' and each status of document 1 by name. */
export type StatusFilter = 'all' | ReleaseStatusName;

export const statusFilters: StatusFilter[] = ['all', ...(Object.keys(ReleaseStatus) as ReleaseStatusName[])];

const nameOf = new Map<number, ReleaseStatusName>(Object.entries(ReleaseStatus).map(([name, value]) => [value, name as ReleaseStatusName]));

/** Init (0) reads as "Draft": a release that has not been submitted. An unknown number reads as one too. */
export const releaseStatusKey = (status: number) => `release_status_${nameOf.get(status) ?? 'Init'}`;
export const statusFilterKey = (filter: StatusFilter) => (filter === 'all' ? 'releases_filter_all' : `release_status_${filter}`);

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
