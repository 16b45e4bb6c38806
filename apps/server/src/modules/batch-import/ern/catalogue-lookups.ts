import { genres, type Genre } from '@portal/domain/catalog/genres';
import { metadataLanguages } from '@portal/domain/catalog/metadata-languages';
import { normaliseIsrc, normaliseUpc } from '@portal/domain/release/identifiers';

/**
 * Values as other systems write them (ERN messages, a distributor's export) turned into the form's ids: genres and
 * subgenres by id or name whatever the case and punctuation ("Hip Hop / Rap" is Hip-Hop/Rap), languages by code or
 * English name, identifiers in the form's spelling. Shared by the ERN and migration readers.
 */

/** Case, accents, spaces and punctuation ignored: "R&B / Soul" and "r&b/soul" are one key. */
const key = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^\p{L}\p{N}]+/gu, '');

const mainByKey = new Map<string, Genre>();
const subByKey = new Map<string, { genre: Genre; subId: string }>();
for (const genre of genres) {
  mainByKey.set(key(genre.id), genre);
  mainByKey.set(key(genre.name), genre);
}
for (const genre of genres) {
  for (const sub of genre.subgenres) {
    for (const name of [sub.name, sub.id, sub.id.slice(genre.id.length + 1)]) {
      if (!subByKey.has(key(name))) subByKey.set(key(name), { genre, subId: sub.id });
    }
  }
}

export interface LookupIssue {
  field: string;
  code: string;
  values?: Record<string, string | number>;
}

export interface GenreChoice {
  mainGenre?: string;
  subGenre?: string;
  issues: LookupIssue[];
}

/**
 * The genre ids for a genre text and an optional subgenre text. A genre text that only names a subgenre ("Indie Pop")
 * gives that subgenre and its genre. Unknown texts are issues (`bulk_genre_unknown`, `bulk_subgenre_unknown`).
 */
export function genreFromText(genreText: string | undefined, subText?: string | undefined): GenreChoice {
  const issues: LookupIssue[] = [];
  const text = genreText?.trim();
  const sub = subText?.trim();
  if (!text) return sub ? { issues: [{ field: 'mainGenre', code: 'bulk_genre_missing' }] } : { issues };
  const main = mainByKey.get(key(text));
  const asSub = main ? undefined : subByKey.get(key(text));
  const genre = main ?? asSub?.genre;
  if (!genre) return { issues: [{ field: 'mainGenre', code: 'bulk_genre_unknown', values: { genre: text } }] };
  if (!sub) return { mainGenre: genre.id, subGenre: asSub?.subId, issues };
  const subGenre = subOf(genre, sub);
  if (!subGenre) issues.push({ field: 'subGenre', code: 'bulk_subgenre_unknown', values: { genre: genre.name, subgenre: sub } });
  return { mainGenre: genre.id, subGenre, issues };
}

/** The subgenre of `genre` that `text` names, by name, id or the id's last part. */
function subOf(genre: Genre, text: string): string | undefined {
  const wanted = key(text);
  return genre.subgenres.find((sub) => key(sub.name) === wanted || key(sub.id) === wanted || key(sub.id.slice(genre.id.length + 1)) === wanted)?.id;
}

const languageByCode = new Map(metadataLanguages.map((language) => [language.code.toLowerCase(), language.code]));
const languageByName = new Map(metadataLanguages.map((language) => [key(language.name), language.code]));
const chineseByRegion: Record<string, string> = { cn: 'zh-Hans', sg: 'zh-Hans', hans: 'zh-Hans', tw: 'zh-Hant', hk: 'zh-Hant', mo: 'zh-Hant', hant: 'zh-Hant' };

/**
 * A metadata language code for a BCP 47 tag or an English language name: 'en-US' → 'en', 'zh-TW' → 'zh-Hant',
 * 'ja-Latn' → 'ja', 'Japanese' → 'ja'. Undefined when the form offers no such language.
 */
export function languageFromTag(raw: string | undefined): string | undefined {
  const tag = raw?.trim().replace(/_/g, '-');
  if (!tag) return undefined;
  const exact = languageByCode.get(tag.toLowerCase());
  if (exact) return exact;
  const [base, ...rest] = tag.toLowerCase().split('-');
  if (base === 'zh') {
    const variant = rest.map((part) => chineseByRegion[part]).find(Boolean);
    return variant ?? 'zh-Hans';
  }
  return languageByCode.get(base!) ?? languageByName.get(key(tag));
}

/**
 * A UPC as the form keeps it: 12-digit UPC-A or 13-digit EAN. ERN ICPNs and exports often carry a GTIN-14 with
 * leading zeros ("00094631432057"); those are the same code. A value that is no valid code is returned as given, so
 * the form's rules name the problem.
 */
export function upcFromText(raw: string | undefined): string | undefined {
  const text = raw?.trim().replace(/[\s-]/g, '');
  if (!text) return undefined;
  const digits = /^\d+$/.test(text) ? text.replace(/^0+(?=\d{13})/, '') : text;
  return normaliseUpc(digits) ?? text;
}

/** An ISRC in its 12-character form, or the text as given when it is none (the form's rules report it). */
export function isrcFromText(raw: string | undefined): string | undefined {
  const text = raw?.trim();
  if (!text) return undefined;
  return normaliseIsrc(text) ?? text;
}
