import { blockedArtistNameKeywords } from '../catalog/keywords.ts';
import { platformById } from '../catalog/platforms.ts';
import { containsEmoji, containsSpecialCharacters } from './identifiers.ts';

/** Store style guides cap artist names well below the title limit; 100 covers every real name. */
export const ARTIST_NAME_MAX = 100;

export const ArtistNameMessage = {
  required: 'rule_required',
  tooLong: 'artist_name_too_long', // {{max}}
  emoji: 'rule_emoji',
  specialCharacters: 'rule_special_characters',
  blocked: 'rule_artist_name_blocked', // {{word}}
  blockedAtStore: 'artist_name_blocked_at_store', // {{word}} {{store}}
  containsKeyword: 'artist_name_contains_keyword', // {{word}}
  containsKeywordAtStore: 'artist_name_contains_keyword_at_store', // {{word}} {{store}}
} as const;

export type ArtistNameMessageKey = (typeof ArtistNameMessage)[keyof typeof ArtistNameMessage];

export interface KeywordStore {
  /** The keyword list's store key (apple-music, spotify, ...). */
  key: string;
  platformId: number;
  name: string;
}

export interface ArtistNameProblem {
  key: ArtistNameMessageKey;
  params?: Record<string, string | number>;
  /** error: the name cannot be saved; warning: shown on the artist card, the user decides. */
  level: 'error' | 'warning';
  /** Set when only this store blocks the keyword. */
  store?: KeywordStore;
}

/** The keyword list names stores by key; the platform catalogue gives their ids and names. */
const platformIdOfStore: Record<string, number> = {
  spotify: 1026,
  'apple-music': 1036,
  'youtube-music': 1028,
  'amazon-music': 1013,
  deezer: 1032,
  tiktok: 1,
};

function storeOf(key: string): KeywordStore | undefined {
  if (key === 'all') return undefined;
  const platformId = platformIdOfStore[key];
  const platform = platformId === undefined ? undefined : platformById(platformId);
  return { key, platformId: platformId ?? 0, name: platform?.name ?? key };
}

/** How an artist name is kept: NFC, trimmed, runs of white space as one space. */
export const normaliseArtistName = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ');

const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

interface KeywordMatch {
  start: number;
  end: number;
  keyword: string;
  store: string;
}

/** Every place a keyword stands in the name as whole words (its letter edges not inside another word). */
function keywordMatches(lower: string): KeywordMatch[] {
  const matches: KeywordMatch[] = [];
  for (const { keyword, store } of blockedArtistNameKeywords) {
    const word = keyword.toLowerCase();
    for (let at = lower.indexOf(word); at >= 0; at = lower.indexOf(word, at + 1)) {
      const startsClean = !isWordChar(word[0]) || !isWordChar(lower[at - 1]);
      const endsClean = !isWordChar(word[word.length - 1]) || !isWordChar(lower[at + word.length]);
      if (startsClean && endsClean) matches.push({ start: at, end: at + word.length, keyword: word, store });
    }
  }
  // The longest phrase speaks for the words inside it: "Various Artists" is one problem, not three.
  matches.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const kept: KeywordMatch[] = [];
  for (const match of matches) {
    if (!kept.some((other) => other.start <= match.start && match.end <= other.end)) kept.push(match);
  }
  return kept.sort((a, b) => a.start - b.start);
}

/**
 * What stores would say about an artist name: length, emoji and special characters, and the blocked artist-name
 * keywords of the catalogue. A whole name that every store blocks is an error; a keyword inside the name, or one
 * that a single store blocks, is a warning naming that store.
 */
export function artistNameProblems(raw: string): ArtistNameProblem[] {
  const name = normaliseArtistName(raw);
  if (!name) return [{ key: ArtistNameMessage.required, level: 'error' }];
  const problems: ArtistNameProblem[] = [];
  if ([...name].length > ARTIST_NAME_MAX) problems.push({ key: ArtistNameMessage.tooLong, params: { max: ARTIST_NAME_MAX }, level: 'error' });
  if (containsEmoji(name)) problems.push({ key: ArtistNameMessage.emoji, level: 'error' });
  if (containsSpecialCharacters(name)) problems.push({ key: ArtistNameMessage.specialCharacters, level: 'error' });

  const lower = name.toLowerCase();
  // Lower-casing can change the length of a few letters (İ); the words are then quoted in lower case.
  const source = lower.length === name.length ? name : lower;
  for (const match of keywordMatches(lower)) {
    const word = source.slice(match.start, match.end);
    const store = storeOf(match.store);
    const whole = match.start === 0 && match.end === lower.length;
    if (whole && !store) problems.push({ key: ArtistNameMessage.blocked, params: { word }, level: 'error' });
    else if (whole) problems.push({ key: ArtistNameMessage.blockedAtStore, params: { word, store: store!.name }, level: 'warning', store });
    else if (store) problems.push({ key: ArtistNameMessage.containsKeywordAtStore, params: { word, store: store.name }, level: 'warning', store });
    else problems.push({ key: ArtistNameMessage.containsKeyword, params: { word }, level: 'warning' });
  }
  return problems;
}

export const artistNameErrors = (name: string) => artistNameProblems(name).filter((problem) => problem.level === 'error');
