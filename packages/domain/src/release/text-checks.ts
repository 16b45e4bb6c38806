import { disabledTitleKeywords, disabledVersionKeywords, dirtyWords } from '../catalog/keywords.ts';
import { containsEmoji, containsSpecialCharacters } from './identifiers.ts';
import { RuleMessage, type RuleIssue } from './messages.ts';

const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Finds the leftmost (then longest) of the phrases in a text, ignoring case, never inside another word. Single words
 * are looked up per word of the text and the few phrases with spaces or punctuation by substring search: a pattern
 * with every phrase in one alternation was ten times slower on 500 tracks of lyrics.
 */
function phraseFinder(phrases: readonly string[]): (text: string) => string | undefined {
  const words = new Set<string>();
  const others: string[] = [];
  for (const phrase of phrases.map((item) => item.trim().toLowerCase()).filter(Boolean)) {
    if (/^[\p{L}\p{N}]+$/u.test(phrase)) words.add(phrase);
    else others.push(phrase);
  }
  return (text) => {
    const lower = text.toLowerCase();
    let best: { at: number; length: number } | undefined;
    const consider = (at: number, length: number) => {
      if (!best || at < best.at || (at === best.at && length > best.length)) best = { at, length };
    };
    if (words.size) {
      for (const match of lower.matchAll(WORD)) {
        if (words.has(match[0])) {
          consider(match.index, match[0].length);
          break;
        }
      }
    }
    for (const phrase of others) {
      for (let at = lower.indexOf(phrase); at >= 0 && (!best || at <= best.at); at = lower.indexOf(phrase, at + 1)) {
        const startsClean = !isWordChar(phrase[0]) || !isWordChar(lower[at - 1]);
        const endsClean = !isWordChar(phrase[phrase.length - 1]) || !isWordChar(lower[at + phrase.length]);
        if (startsClean && endsClean) {
          consider(at, phrase.length);
          break;
        }
      }
    }
    if (!best) return undefined;
    // Lower-casing can change the length of a few letters (İ); then the lower-case words are the best we have.
    return (lower.length === text.length ? text : lower).slice(best.at, best.at + best.length);
  };
}

const titleKeyword = phraseFinder(disabledTitleKeywords);
const versionKeyword = phraseFinder(disabledVersionKeywords);
const dirtyWord = phraseFinder(dirtyWords);

/** The first restricted keyword or artist name inside a title, as written in the title. */
export function forbiddenWordIn(title: string, names: readonly string[]): string | undefined {
  return titleKeyword(title) ?? (names.length ? phraseFinder(names)(title) : undefined);
}

export const restrictedVersionWord = (version: string) => versionKeyword(version);
/**
 * Lyrics are the long texts of a release: the form validates on every keystroke, so their checks are remembered
 * per text and only an edited track's lyrics are scanned again.
 */
function remembered<T>(check: (text: string) => T, size = 2_000): (text: string) => T {
  const seen = new Map<string, T>();
  return (text) => {
    if (seen.has(text)) return seen.get(text)!;
    if (seen.size >= size) seen.clear();
    const result = check(text);
    seen.set(text, result);
    return result;
  };
}

export const hasExplicitTerms = remembered((lyrics: string) => dirtyWord(lyrics) !== undefined);

/** Emoji, then special characters: the first two checks every free-text field of the form shares. */
export function characterIssue(text: string): RuleIssue | undefined {
  if (containsEmoji(text)) return { key: RuleMessage.emoji };
  if (containsSpecialCharacters(text)) return { key: RuleMessage.specialCharacters };
  return undefined;
}

export const lyricsCharacterIssue = remembered((lyrics: string) => characterIssue(lyrics.replace(/[\r\n\t]/g, ' ')));

/** Whether a text is longer than max characters as a person counts them (code points), after trimming. */
export function longerThan(text: string, max: number): boolean {
  const trimmed = text.trim();
  if (trimmed.length <= max) return false;
  let count = 0;
  for (const _ of trimmed) if (++count > max) return true;
  return false;
}
