import { PUBLISHING_LIMITS } from './limits.ts';
import { PublishingMessage as M, type PublishingIssue } from './messages.ts';

/** Societies' systems take titles in these code ranges (document 2 section 5); anything else needs a Latin title. */
const inRanges = (char: string) => {
  const code = char.codePointAt(0)!;
  return (code >= 23 && code <= 127) || (code >= 160 && code <= 255);
};

export const needsEnglishTitle = (title: string) => [...title].some((char) => !inRanges(char));

/** The English (Latin-character) title a track needs when its own title has other characters. */
export function englishTitleIssue(title: string, englishTitle: string | undefined): PublishingIssue | undefined {
  if (!needsEnglishTitle(title)) return undefined;
  const text = (englishTitle ?? '').trim();
  if (!text) return { key: M.required };
  if ([...text].length > PUBLISHING_LIMITS.englishTitleMax) return { key: M.lengthInvalid, params: { min: 1, max: PUBLISHING_LIMITS.englishTitleMax } };
  if (!englishTitleCharsOk(text)) return { key: M.englishTitleChars };
  return undefined;
}

export const englishTitleCharsOk = (text: string) => [...text].every(inRanges);
