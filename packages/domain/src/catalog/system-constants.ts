// Remote constants of document 1 section 3 (genres with subgenres, languages, disabled title and version keywords, dirty words, blocked artist-name keywords), assembled from the catalog modules; the shape of GET /system/constants.

import { genres } from './genres.ts';
import { blockedArtistNameKeywords, dirtyWords, disabledTitleKeywords, disabledVersionKeywords } from './keywords.ts';
import { metadataLanguages } from './metadata-languages.ts';

export interface SystemConstants {
  genres: { id: string; name: string; subgenres: { id: string; name: string }[] }[];
  languages: { code: string; name: string }[];
  disabledTitleKeywords: string[];
  disabledVersionKeywords: string[];
  dirtyWords: string[];
  blockedArtistNameKeywords: { keyword: string; store: string }[];
}

export const systemConstants: SystemConstants = {
  genres,
  languages: metadataLanguages,
  disabledTitleKeywords,
  disabledVersionKeywords,
  dirtyWords,
  blockedArtistNameKeywords,
};
