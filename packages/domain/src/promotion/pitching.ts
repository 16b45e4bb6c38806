// Pitching an upcoming release to the leading store's editors (decision 027): one song per release, sent at least a
// week before the release day, as the store's own artist tool asks.
import { ReleaseStatus } from '../enums.ts';

/** The answer to a pitch (document 1 section 3). */
export const PitchResult = { SUCCESS: 1, EXISTING_REQUEST: 2, REQUIRE_VALID_ALBUM: 3 } as const;
export type PitchResult = (typeof PitchResult)[keyof typeof PitchResult];

/** The editors' store: pitches go to Spotify's editorial team, so the release must be going there. */
export const PITCH_STORE_ID = 1026;
/** Editors need a week: the last day to pitch is seven days before the release day. */
export const PITCH_LEAD_DAYS = 7;
export const PITCH_DESCRIPTION_MAX = 500;

/** What the pitch form offers, as the store's pitch form does; a pitch picks up to three moods and styles. */
export const PITCH_MOODS = ['chill', 'energetic', 'happy', 'romantic', 'sad', 'dark', 'empowering', 'party', 'focus', 'dreamy'] as const;
export const PITCH_STYLES = ['acoustic', 'electronic', 'live', 'lo_fi', 'orchestral', 'experimental', 'vintage', 'remix', 'club', 'cinematic'] as const;
export const PITCH_INSTRUMENTS = ['vocals', 'acoustic_guitar', 'electric_guitar', 'bass', 'drums', 'piano', 'synthesizer', 'strings', 'brass', 'percussion'] as const;
export const PITCH_MAX_CHOICES = { moods: 3, styles: 3, instruments: 5 } as const;

/** Why a release cannot be pitched now. */
export type PitchBlock = 'in_review' | 'released' | 'no_date' | 'too_late' | 'store_not_chosen';

const DAY_MS = 86_400_000;
export const dayOf = (moment: Date | number) => Math.floor(new Date(moment).getTime() / DAY_MS);

/** The last day (UTC day number) a release out on `releaseDay` can still be pitched. */
export const lastPitchDay = (releaseDay: number) => releaseDay - PITCH_LEAD_DAYS;

/**
 * Whether a release can be pitched today: it passed review and is not out yet (approved or delivered), has a release
 * day at least a week ahead, and goes to the editors' store. The first reason that stands in the way, or null.
 */
export function pitchBlock(release: { status: number; releaseTime: Date | null; stores: Record<string, boolean> }, today: number): PitchBlock | null {
  if (release.status === ReleaseStatus.Live || release.status === ReleaseStatus.Takedown) return 'released';
  if (release.status !== ReleaseStatus.Approved && release.status !== ReleaseStatus.Delivered) return 'in_review';
  if (!release.releaseTime) return 'no_date';
  if (today > lastPitchDay(dayOf(release.releaseTime))) return 'too_late';
  if (!release.stores[String(PITCH_STORE_ID)]) return 'store_not_chosen';
  return null;
}
