import { ReleaseStatus } from '@portal/domain/enums';

import { statusFilters, type StatusFilter } from '../../lib/release-status-labels.ts';

/** How a release's status reads: shared with the library and the header's search. */
export { releaseStatusColor, releaseStatusKey, statusFilterKey, statusFilters, type ReleaseStatusName, type StatusFilter } from '../../lib/release-status-labels.ts';

/** How a store's delivery state reads (decision 047): shared with the operators' Deliveries page. */
export { deliveryStateColor, deliveryStateKey } from '../../lib/delivery-labels.ts';

/**
 * Who made a status change, as the history says it: an operator (review, takedown by the portal), the account
 * (submitting, taking down), or nobody in particular for what delivery and the stores did.
 */
export function historyActorKey(entry: { toStatus: number; byOperator: boolean }): string | null {
  if (entry.byOperator) return 'release_history_by_review';
  if (entry.toStatus === ReleaseStatus.UnderReview || entry.toStatus === ReleaseStatus.Takedown) return 'release_history_by_account';
  return null;
}

/** A draft opens in the form to be continued; every other release opens on its music detail page. */
export const releaseLink = (release: { albumId: number; isDraft: boolean }) => (release.isDraft ? `/release/edit/${release.albumId}` : `/release-management/${release.albumId}`);

/**
 * What DELETE /release does to a release in this status: a release no store was promised is deleted; an approved,
 * delivered or live one is taken down from its stores; a taken-down one offers nothing more.
 */
export function removalOf(status: number): 'delete' | 'takedown' | null {
  if (status === ReleaseStatus.Init || status === ReleaseStatus.UnderReview || status === ReleaseStatus.NotApproved) return 'delete';
  if (status === ReleaseStatus.Approved || status === ReleaseStatus.Delivered || status === ReleaseStatus.Live) return 'takedown';
  return null;
}

/** Which way into the form the detail page offers: fix a rejected release, or the limited update of one in stores. */
export function editActionOf(status: number, isDraft: boolean): 'continue' | 'resubmit' | 'update' | null {
  if (isDraft) return 'continue';
  if (status === ReleaseStatus.NotApproved) return 'resubmit';
  if (status === ReleaseStatus.Approved || status === ReleaseStatus.Delivered || status === ReleaseStatus.Live) return 'update';
  return null;
}

export interface ListParams {
  status: StatusFilter;
  search: string;
  page: number;
}

/** The release list's search params (status, q, page); anything not understood means "all", "" or page 1. */
export function readListParams(params: URLSearchParams): ListParams {
  const rawStatus = params.get('status');
  const status = statusFilters.find((filter) => filter === rawStatus) ?? 'all';
  const search = (params.get('q') ?? '').slice(0, 200);
  const rawPage = params.get('page');
  const page = rawPage !== null && /^\d{1,6}$/.test(rawPage) && Number(rawPage) >= 1 ? Number(rawPage) : 1;
  return { status, search, page };
}

/** Sets or clears one of them; a new status or search starts again at page 1. Defaults stay out of the URL. */
export function withListParam(params: URLSearchParams, name: 'status' | 'q' | 'page', value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  const isDefault = value === '' || (name === 'status' && value === 'all') || (name === 'page' && value === '1');
  if (isDefault) next.delete(name);
  else next.set(name, value);
  if (name !== 'page') next.delete('page');
  return next;
}

/**
 * Where a rule finding of the operator's review points: `album.title` -> the release's title,
 * `tracks.2.isrc` -> track 3's ISRC.
 */
export function findingTarget(field: string): { track: number | null; field: string } {
  const track = /^tracks\.(\d+)\.(.+)$/.exec(field);
  if (track) return { track: Number(track[1]) + 1, field: track[2]! };
  return { track: null, field: field.replace(/^album\./, '') };
}
