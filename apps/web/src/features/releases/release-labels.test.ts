import { describe, expect, it } from 'vitest';
import { ReleaseStatus } from '@portal/domain/enums';
import {
  deliveryStateColor,
  deliveryStateKey,
  editActionOf,
  findingTarget,
  historyActorKey,
  readListParams,
  releaseLink,
  releaseStatusColor,
  releaseStatusKey,
  removalOf,
  statusFilterKey,
  statusFilters,
  withListParam,
} from './release-labels.ts';

describe('status labels', () => {
  it('offers all and every status of document 1 as filters, in order', () => {
    expect(statusFilters).toEqual(['all', 'Init', 'UnderReview', 'NotApproved', 'Approved', 'Delivered', 'Live', 'Takedown']);
    expect(statusFilterKey('all')).toBe('releases_filter_all');
    expect(statusFilterKey('Init')).toBe('release_status_Init');
  });

  it('names a status by its number and gives each its own color', () => {
    expect(releaseStatusKey(ReleaseStatus.NotApproved)).toBe('release_status_NotApproved');
    expect(releaseStatusKey(ReleaseStatus.Live)).toBe('release_status_Live');
    expect(releaseStatusKey(999)).toBe('release_status_Init');
    const colors = Object.values(ReleaseStatus).map(releaseStatusColor);
    expect(new Set(colors).size).toBe(colors.length);
    expect(releaseStatusColor(ReleaseStatus.NotApproved)).toBe('red');
  });

  it('names each store delivery state and treats an unknown one as pending', () => {
    expect(deliveryStateKey('takedown_pending')).toBe('release_delivery_takedown_pending');
    expect(deliveryStateKey('failed')).toBe('release_delivery_failed');
    expect(deliveryStateKey('exploded')).toBe('release_delivery_pending');
    expect(deliveryStateColor('live')).toBe('green');
    expect(deliveryStateColor('exploded')).toBe('gray');
  });
});

describe('historyActorKey', () => {
  it('names the review team, the account, or nobody for what delivery and stores did', () => {
    expect(historyActorKey({ toStatus: ReleaseStatus.NotApproved, byOperator: true })).toBe('release_history_by_review');
    expect(historyActorKey({ toStatus: ReleaseStatus.Takedown, byOperator: true })).toBe('release_history_by_review');
    expect(historyActorKey({ toStatus: ReleaseStatus.UnderReview, byOperator: false })).toBe('release_history_by_account');
    expect(historyActorKey({ toStatus: ReleaseStatus.Takedown, byOperator: false })).toBe('release_history_by_account');
    expect(historyActorKey({ toStatus: ReleaseStatus.Delivered, byOperator: false })).toBeNull();
    expect(historyActorKey({ toStatus: ReleaseStatus.Live, byOperator: false })).toBeNull();
  });
});

describe('what a release offers', () => {
  it('opens drafts in the form and others on their detail page', () => {
    expect(releaseLink({ albumId: 7, isDraft: true })).toBe('/release/edit/7');
    expect(releaseLink({ albumId: 7, isDraft: false })).toBe('/release-management/7');
  });

  it('deletes what was never approved and takes down what stores were promised', () => {
    expect([ReleaseStatus.Init, ReleaseStatus.UnderReview, ReleaseStatus.NotApproved].map(removalOf)).toEqual(['delete', 'delete', 'delete']);
    expect([ReleaseStatus.Approved, ReleaseStatus.Delivered, ReleaseStatus.Live].map(removalOf)).toEqual(['takedown', 'takedown', 'takedown']);
    expect(removalOf(ReleaseStatus.Takedown)).toBeNull();
  });

  it('offers the form to continue a draft, fix a rejected release or update one in stores', () => {
    expect(editActionOf(ReleaseStatus.Init, true)).toBe('continue');
    expect(editActionOf(ReleaseStatus.NotApproved, false)).toBe('resubmit');
    expect(editActionOf(ReleaseStatus.Live, false)).toBe('update');
    expect(editActionOf(ReleaseStatus.UnderReview, false)).toBeNull();
    expect(editActionOf(ReleaseStatus.Takedown, false)).toBeNull();
  });
});

describe('list params', () => {
  it('reads status, search and page', () => {
    expect(readListParams(new URLSearchParams('status=Live&q=blue&page=3'))).toEqual({ status: 'Live', search: 'blue', page: 3 });
    expect(readListParams(new URLSearchParams(''))).toEqual({ status: 'all', search: '', page: 1 });
  });

  it('ignores what it does not understand', () => {
    expect(readListParams(new URLSearchParams('status=Sold&page=0'))).toEqual({ status: 'all', search: '', page: 1 });
    expect(readListParams(new URLSearchParams('status=live&page=-2'))).toEqual({ status: 'all', search: '', page: 1 });
    expect(readListParams(new URLSearchParams(`q=${'x'.repeat(300)}&page=1e3`)).search).toHaveLength(200);
    expect(readListParams(new URLSearchParams('page=1e3')).page).toBe(1);
  });

  it('starts again at page 1 when the filter or search changes and keeps defaults out of the URL', () => {
    expect(withListParam(new URLSearchParams('q=blue&page=4'), 'status', 'Live').toString()).toBe('q=blue&status=Live');
    expect(withListParam(new URLSearchParams('status=Live&page=2'), 'q', 'dawn').toString()).toBe('status=Live&q=dawn');
    expect(withListParam(new URLSearchParams('status=Live&q=dawn'), 'status', 'all').toString()).toBe('q=dawn');
    expect(withListParam(new URLSearchParams('status=Live'), 'page', '2').toString()).toBe('status=Live&page=2');
    expect(withListParam(new URLSearchParams('status=Live&page=2'), 'page', '1').toString()).toBe('status=Live');
    expect(withListParam(new URLSearchParams('q=dawn'), 'q', '').toString()).toBe('');
  });
});

describe('findingTarget', () => {
  it('points at the release or at a track by its number', () => {
    expect(findingTarget('album.title')).toEqual({ track: null, field: 'title' });
    expect(findingTarget('tracks.0.title')).toEqual({ track: 1, field: 'title' });
    expect(findingTarget('tracks.11.uniMainArtistObjects.0.name')).toEqual({ track: 12, field: 'uniMainArtistObjects.0.name' });
    expect(findingTarget('cover')).toEqual({ track: null, field: 'cover' });
  });
});
