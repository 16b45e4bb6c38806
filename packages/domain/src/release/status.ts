import { ReleaseStatus } from '../enums.ts';

export type ReleaseStatusValue = (typeof ReleaseStatus)[keyof typeof ReleaseStatus];
export const releaseStatusName = (status: number) => Object.entries(ReleaseStatus).find(([, value]) => value === status)?.[0] ?? 'Init';

/**
 * The release's way to the stores and back (document 1 section 4; the spec leaves the transitions open):
 * a draft or a rejected release is submitted for review; an operator approves or rejects it; delivery to the
 * first store makes it Delivered and the first store's acknowledgement Live; an approved, delivered or live
 * release can be taken down.
 */
const transitions: Record<number, number[]> = {
  [ReleaseStatus.Init]: [ReleaseStatus.UnderReview],
  [ReleaseStatus.UnderReview]: [ReleaseStatus.Approved, ReleaseStatus.NotApproved],
  [ReleaseStatus.NotApproved]: [ReleaseStatus.UnderReview],
  [ReleaseStatus.Approved]: [ReleaseStatus.Delivered, ReleaseStatus.Takedown],
  [ReleaseStatus.Delivered]: [ReleaseStatus.Live, ReleaseStatus.Takedown],
  [ReleaseStatus.Live]: [ReleaseStatus.Takedown],
  [ReleaseStatus.Takedown]: [],
};

export const canMoveRelease = (from: number, to: number) => transitions[from]?.includes(to) ?? false;

/** While nothing was sent to a store the whole form can change; afterwards only the limited update applies. */
export const fullyEditable = (status: number) => status === ReleaseStatus.Init || status === ReleaseStatus.NotApproved;
/** Review accepted the release: approved, on its way to the stores, or live (document 2's "status ACCEPT"). */
export const acceptedStatuses: readonly number[] = [ReleaseStatus.Approved, ReleaseStatus.Delivered, ReleaseStatus.Live];
/** Once accepted, only the limited update applies. */
export const limitedEditable = (status: number) => acceptedStatuses.includes(status);

/**
 * Fields a limited update may change: what the stores hold (audio, identifiers, titles, artists, release date)
 * stays; release metadata may change and stores and territories may be added, not removed.
 */
export const limitedUpdateAlbumFields = ['mainGenre', 'subGenre', 'recordLabel', 'publishers', 'stores', 'territories'] as const;
export const limitedUpdateTrackFields = ['mainGenre', 'subGenre', 'lyrics', 'optInPromote', 'optInCML', 'optInCapCut', 'optInYouTubeContentID', 'territories'] as const;
