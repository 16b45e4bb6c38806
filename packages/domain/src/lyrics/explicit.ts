import { dirtyWords } from '../catalog/keywords.ts';
import { Explicitness } from '../release/model.ts';

/**
 * Every explicit term of the lyrics, for the editor to highlight. The terms and the way they match are the release
 * form's (`hasExplicitTerms`, document 3 "lyrics containing explicit terms force Explicit"): the dirty words list,
 * any case, whole words only ("class" holds no "ass"); terms with spaces or punctuation match as written.
 */
export interface ExplicitHit {
  /** The words as written in the lyrics. */
  term: string;
  /** Offset in the text (UTF-16 units) and length. */
  index: number;
  length: number;
  /** 1-based line of the text. */
  line: number;
}

const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);
const WORD = /[\p{L}\p{N}]+/gu;

const singleWords = new Set<string>();
const phrases: string[] = [];
for (const item of dirtyWords.map((word) => word.trim().toLowerCase()).filter(Boolean)) {
  if (/^[\p{L}\p{N}]+$/u.test(item)) singleWords.add(item);
  else phrases.push(item);
}

export function findExplicitTerms(text: string): ExplicitHit[] {
  const lower = text.toLowerCase();
  // A few letters change length in lower case (İ): offsets then refer to the lower-case text, the best there is.
  const source = lower.length === text.length ? text : lower;
  const found: { index: number; length: number }[] = [];
  for (const match of lower.matchAll(WORD)) {
    if (singleWords.has(match[0])) found.push({ index: match.index, length: match[0].length });
  }
  for (const phrase of phrases) {
    for (let at = lower.indexOf(phrase); at >= 0; at = lower.indexOf(phrase, at + 1)) {
      const startsClean = !isWordChar(phrase[0]) || !isWordChar(lower[at - 1]);
      const endsClean = !isWordChar(phrase[phrase.length - 1]) || !isWordChar(lower[at + phrase.length]);
      if (startsClean && endsClean) found.push({ index: at, length: phrase.length });
    }
  }
  // Leftmost first, the longer of two at one place, and none inside another.
  found.sort((a, b) => a.index - b.index || b.length - a.length);
  const hits: ExplicitHit[] = [];
  let end = 0;
  let line = 1;
  let counted = 0;
  for (const { index, length } of found) {
    if (index < end) continue;
    for (; counted < index; counted++) if (source[counted] === '\n') line++;
    hits.push({ term: source.slice(index, index + length), index, length, line });
    end = index + length;
  }
  return hits;
}

export interface ExplicitVerdict {
  hits: ExplicitHit[];
  /** The distinct terms found, in lower case, in order of appearance. */
  terms: string[];
  /** Lyrics with explicit terms must be marked Explicit (the release form refuses anything else). */
  mustBeExplicit: boolean;
  /** The track is marked otherwise (Not explicit, Clean or not chosen) while it must be Explicit. */
  conflictsWith: boolean;
}

export function explicitVerdict(text: string, explicitness?: number | null): ExplicitVerdict {
  const hits = findExplicitTerms(text);
  const terms = [...new Set(hits.map((hit) => hit.term.toLowerCase()))];
  const mustBeExplicit = hits.length > 0;
  return { hits, terms, mustBeExplicit, conflictsWith: mustBeExplicit && explicitness !== Explicitness.YES };
}

/** The text cut into plain and explicit pieces, in order, for highlighting. */
export function explicitSegments(text: string, hits: readonly ExplicitHit[] = findExplicitTerms(text)): { text: string; explicit: boolean }[] {
  const pieces: { text: string; explicit: boolean }[] = [];
  let at = 0;
  for (const hit of hits) {
    if (hit.index > at) pieces.push({ text: text.slice(at, hit.index), explicit: false });
    pieces.push({ text: text.slice(hit.index, hit.index + hit.length), explicit: true });
    at = hit.index + hit.length;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), explicit: false });
  return pieces;
}
