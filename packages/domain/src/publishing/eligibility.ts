import { parseVersion } from '../release/model.ts';

/** Why a track cannot be registered (document 2 section 5 "Eligibility"); none means it can. */
export type IneligibleReason = 'not_accepted' | 'no_publishing_share' | 'not_all_stores' | 'already_registered' | 'cover' | 'remix';

export interface PublishingTrackFacts {
  /** The release was accepted by review (approved, delivered or live). */
  accepted: boolean;
  /** The account's publishing share of the track, basis points (null when the form did not ask). */
  publishingPercentage: number | null;
  /** The release goes to the streaming stores, not only to the in-house apps. */
  allStores: boolean;
  hasPublishingInfo: boolean;
  version?: string;
  /** The track's remixers and its first display artist (a remix of one's own song stays eligible). */
  remixerNames: string[];
  firstDisplayArtist: string;
}

export interface PublishingUserFacts {
  isLabel: boolean;
  /** From the account's release flags (document 3 section 1): by region, operators may change them. */
  enforceCoverRestriction: boolean;
  enforceRemixRestriction: boolean;
}

export function ineligibleReasons(track: PublishingTrackFacts, user: PublishingUserFacts): IneligibleReason[] {
  const reasons: IneligibleReason[] = [];
  if (!track.accepted) reasons.push('not_accepted');
  if (track.publishingPercentage === 0) reasons.push('no_publishing_share');
  if (!track.allStores) reasons.push('not_all_stores');
  if (track.hasPublishingInfo) reasons.push('already_registered');
  if (!user.isLabel) {
    const version = (parseVersion(track.version).keyword ?? parseVersion(track.version).custom ?? '').toLowerCase();
    if (user.enforceCoverRestriction && version.includes('cover')) reasons.push('cover');
    const ownRemix = track.remixerNames.length > 0 && track.remixerNames.every((name) => name.trim().toLowerCase() === track.firstDisplayArtist.trim().toLowerCase());
    if (user.enforceRemixRestriction && version.includes('remix') && !ownRemix) reasons.push('remix');
  }
  return reasons;
}

export const isEligible = (track: PublishingTrackFacts, user: PublishingUserFacts) => ineligibleReasons(track, user).length === 0;
