import { collectingSocieties } from '../catalog/collecting-societies.ts';
import { PublishingContractType, parseVersion, type AlbumInput, type ReleaseUserFlags, type TrackInput } from './model.ts';

/**
 * The opt-in rules of document 3 section 5 ("The track is unqualified for this"), shared by the release form's
 * validation and the monetization center (decision 031).
 */

const FULL_PUBLISHING = 10_000;

/** Societies whose members may license directly, so their tracks can still opt in to music licensing. */
export const licensingSocietyIds = new Set(['ascap', 'bmi', 'sesac', 'socan', 'gmr', 'pro-music-rights', 'amra']);
/** Genres and versions YouTube Content ID refuses unless the licensed material is declared. */
export const contentIdRefusedGenres = new Set(['classical', 'new-age', 'spoken-word', 'fitness-workout', 'comedy']);
const contentIdRefusedVersions = new Set(['Cover', 'Remix']);
const societyIds = new Set(collectingSocieties.map((society) => society.id));

type User = Pick<ReleaseUserFlags, 'isLabel' | 'enforceCoverRestriction' | 'enforceRemixRestriction' | 'affiliatedSociety'>;

/** Music licensing (CML) and the video-editing app: no publisher, 100 % publishing, no cover/remix restriction, society allows it. */
export function licensingQualified(track: TrackInput, user: User): boolean {
  const version = parseVersion(track.version);
  const restrictedVersion = (version.keyword === 'Cover' && user.enforceCoverRestriction) || (version.keyword === 'Remix' && user.enforceRemixRestriction);
  const society = user.affiliatedSociety;
  const societyAllowsLicensing = user.isLabel || !track.existLocalSociety || (society !== undefined && societyIds.has(society) && licensingSocietyIds.has(society));
  return track.existPublisher !== true && track.publishingPercentage === FULL_PUBLISHING && !restrictedVersion && societyAllowsLicensing;
}

/** Full-song intention: the new-recording publishing contract, the feature switched on, 100 % publishing. */
export function fullSongQualified(track: TrackInput, user: Pick<ReleaseUserFlags, 'publishingContractType' | 'enableOptInFullTrack'>): boolean {
  return user.publishingContractType === PublishingContractType.NEW_RECORDING_PUBLISHING && user.enableOptInFullTrack && track.publishingPercentage === FULL_PUBLISHING;
}

/** Video-site content identification: refused for some genres and versions unless licensed content is declared. */
export function contentIdQualified(track: TrackInput, album: Pick<AlbumInput, 'mainGenre'>): boolean {
  const genreId = track.mainGenre?.trim() ? track.mainGenre : album.mainGenre;
  const refused = contentIdRefusedGenres.has(genreId ?? '') || contentIdRefusedVersions.has(parseVersion(track.version).keyword ?? '');
  return !refused || track.licensedContent === true;
}
