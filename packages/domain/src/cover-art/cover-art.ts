/**
 * Generated cover art (issue 9 section 5, decision 036): the styles, the inputs and their rules. Artwork must pass
 * the release form's cover checks (release/file-checks.ts: square JPEG or PNG, 1400 to 6000 px, RGB) and carry no
 * text a store refuses on a cover: the title and artist get the release form's title checks (no emoji or special
 * characters, no store names, web addresses or promotional words).
 */
import { PITCH_MOODS } from '../promotion/pitching.ts';
import { genres } from '../catalog/genres.ts';
import { RuleMessage, type RuleIssue } from '../release/messages.ts';
import { characterIssue, forbiddenWordIn } from '../release/text-checks.ts';
import { hashSeed } from './seeded-random.ts';

export const COVER_ART_STYLES = ['typographic', 'gradient', 'geometric', 'photo-crop'] as const;
export type CoverStyle = (typeof COVER_ART_STYLES)[number];

/** The moods of the pitching form, so one vocabulary (and its translations) serves both. */
export const COVER_ART_MOODS = PITCH_MOODS;
export type CoverMood = (typeof COVER_ART_MOODS)[number];

/** The main genres of the release form. */
export const COVER_ART_GENRES = genres.map((genre) => genre.id);

/** Stores ask for 3000 x 3000 artwork; the release form accepts 1400 to 6000. */
export const COVER_SIDE = 3000;
/** Variations per request. */
export const COVER_VARIATIONS = 4;
/** Longer titles no longer read on a thumbnail. */
export const COVER_TITLE_MAX = 80;
export const COVER_ARTIST_MAX = 100;
/** Seeds are unsigned 32-bit integers. */
export const COVER_SEED_MAX = 0xffffffff;

export interface CoverArtInput {
  title: string;
  artist: string;
  genre: string;
  mood: CoverMood;
  style: CoverStyle;
}

export const CoverArtMessage = {
  titleTooLong: 'cover_art_title_too_long',
  artistTooLong: 'cover_art_artist_too_long',
} as const;

/** The release form's title rules for text printed on the cover, with the cover's own length limit. */
function coverTextIssue(text: string, max: number, tooLong: string, required: boolean): RuleIssue | { key: string; params?: Record<string, string | number> } | undefined {
  if (!text.trim()) return required ? { key: RuleMessage.required } : undefined;
  const characters = characterIssue(text);
  if (characters) return characters;
  if ([...text].length > max) return { key: tooLong, params: { max } };
  const word = forbiddenWordIn(text, []);
  return word ? { key: RuleMessage.titleContains, params: { word } } : undefined;
}

/** The problems of the texts, by field; empty when the artwork may be made. */
export function coverTextIssues(input: Pick<CoverArtInput, 'title' | 'artist'>) {
  const issues: Partial<Record<'title' | 'artist', { key: string; params?: Record<string, string | number> }>> = {};
  const title = coverTextIssue(input.title, COVER_TITLE_MAX, CoverArtMessage.titleTooLong, true);
  const artist = coverTextIssue(input.artist, COVER_ARTIST_MAX, CoverArtMessage.artistTooLong, false);
  if (title) issues.title = title;
  if (artist) issues.artist = artist;
  return issues;
}

/**
 * The seed of each variation: the request's seed for the first, then seeds derived from it, so one seed names the
 * whole set and each image can be made again alone from its own seed.
 */
export function variationSeeds(seed: number, count = COVER_VARIATIONS): number[] {
  return Array.from({ length: count }, (_, index) => (index === 0 ? seed >>> 0 : hashSeed(`${seed >>> 0}:${index}`)));
}

/** What everything random in one image derives from: the texts, genre, mood, style and the variation's seed. */
export const renderKey = (input: CoverArtInput, seed: number) => JSON.stringify([input.title, input.artist, input.genre, input.mood, input.style, seed >>> 0]);

/** Genres whose covers lean on serif type; the others get the display sans. */
const SERIF_GENRES = new Set(['classical', 'jazz', 'folk', 'singer-songwriter', 'country', 'blues', 'christian-gospel', 'easy-listening', 'new-age', 'soundtrack', 'spoken-word', 'holiday', 'world']);
export type TypeVoice = 'serif' | 'sans';
export const typeVoiceOf = (genre: string): TypeVoice => (SERIF_GENRES.has(genre) ? 'serif' : 'sans');

export type GeometricMotif = 'circles' | 'grid' | 'blocks' | 'waves';
const MOTIFS: Record<string, GeometricMotif[]> = {
  electronic: ['grid', 'grid', 'circles', 'blocks'],
  dance: ['grid', 'blocks', 'circles'],
  'fitness-workout': ['grid', 'blocks'],
  'hip-hop-rap': ['blocks', 'blocks', 'grid'],
  rock: ['blocks', 'grid'],
  metal: ['blocks', 'grid'],
  alternative: ['blocks', 'circles', 'grid'],
  classical: ['circles', 'circles', 'waves'],
  'new-age': ['circles', 'waves'],
  jazz: ['circles', 'blocks', 'waves'],
  reggae: ['waves', 'circles'],
  latin: ['waves', 'blocks', 'circles'],
  afrobeats: ['waves', 'blocks'],
  brazilian: ['waves', 'circles'],
};
/** The motifs a genre's geometric covers choose from (the seed picks one). */
export const motifsOf = (genre: string): GeometricMotif[] => MOTIFS[genre] ?? ['circles', 'grid', 'blocks', 'waves'];

const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u;
const STRONG_LTR = /[A-Za-z\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u;

/** Whether a text reads right to left: its first strong letter is Hebrew or Arabic script. */
export function isRightToLeft(text: string): boolean {
  for (const char of text) {
    if (RTL.test(char)) return true;
    if (STRONG_LTR.test(char)) return false;
  }
  return false;
}

/** Han, kana and Hangul: no spaces between words, so lines may break between any two characters. */
export const hasCjk = (text: string) => /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]/u.test(text);

/** Scripts that have upper case: titles may be set in capitals there. */
export const hasCase = (text: string) => text.toLocaleUpperCase() !== text.toLocaleLowerCase();
