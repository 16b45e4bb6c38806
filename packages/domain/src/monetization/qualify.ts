import { ReleaseStatus } from '../enums.ts';
import { LicensedContentType, type AlbumInput, type ReleaseUserFlags, type TrackInput } from '../release/model.ts';
import { contentIdQualified, fullSongQualified, licensingQualified } from '../release/opt-in-rules.ts';
import { FULL_SONG_TIER, type MonetizationType } from './programmes.ts';

/** The one message every refused opt-in shows (document 3 section 5); the reason says which rule refused it. */
export const UNQUALIFIED_KEY = 'rule_unqualified';

export const MonetizationReason = {
  notLive: 'monetization_reason_not_live',
  rights: 'monetization_reason_rights',
  contentIdMaterial: 'monetization_reason_content_id_material',
  nonExclusive: 'monetization_reason_non_exclusive',
  samples: 'monetization_reason_samples',
  fullSong: 'monetization_reason_full_song',
  shortVideoStore: 'monetization_reason_short_video_store',
} as const;
export type MonetizationReasonKey = (typeof MonetizationReason)[keyof typeof MonetizationReason];
export const monetizationReasonKeys = Object.values(MonetizationReason);

/** The short-video app (platform 1): breakthrough promotes the track there. */
const SHORT_VIDEO_APP_ID = '1';
/** Material licensed to many people at once; nobody can claim it exclusively on a video site. */
const nonExclusiveMaterial = new Set<number>([LicensedContentType.LICENSED_BEAT_INSTRUMENT, LicensedContentType.STOCK_SOUND_LOOP]);

export interface MonetizationSubject {
  track: TrackInput;
  album: AlbumInput;
  releaseStatus: number;
}

/** Stores only monetize what they already have: the release must have been delivered (or be live). */
const delivered = (status: number) => status === ReleaseStatus.Delivered || status === ReleaseStatus.Live;
const exclusive = (track: TrackInput) => !(track.licensedContent && track.licensedContentType !== undefined && nonExclusiveMaterial.has(track.licensedContentType));

/**
 * Why a track cannot join a programme (null when it can): document 3's opt-in rules plus the ones a distributor
 * applies before offering a track to the programme's partner (decision 031). Checked in this order, first failure wins.
 */
export function monetizationRefusal(type: MonetizationType, subject: MonetizationSubject, user: ReleaseUserFlags, tier?: number): MonetizationReasonKey | null {
  const { track, album } = subject;
  if (!delivered(subject.releaseStatus)) return MonetizationReason.notLive;
  switch (type) {
    case 'BREAKTHROUGH':
      if (album.stores?.[SHORT_VIDEO_APP_ID] !== true) return MonetizationReason.shortVideoStore;
      if (!licensingQualified(track, user)) return MonetizationReason.rights;
      if (tier === FULL_SONG_TIER && !fullSongQualified(track, user)) return MonetizationReason.fullSong;
      return null;
    case 'YOUTUBE_CONTENT_ID':
    case 'UG':
      if (!contentIdQualified(track, album)) return MonetizationReason.contentIdMaterial;
      if (!exclusive(track)) return MonetizationReason.nonExclusive;
      return null;
    case 'CAPCUT':
    case 'CML':
      return licensingQualified(track, user) ? null : MonetizationReason.rights;
    case 'SYNC':
      if (!licensingQualified(track, user)) return MonetizationReason.rights;
      // A sync licence is one-stop: samples and licensed parts would need their owners' clearance for every placement.
      if (track.licensedContent) return MonetizationReason.samples;
      return null;
  }
}
