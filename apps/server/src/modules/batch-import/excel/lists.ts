import { EXCEL_VALUES, type ExcelListName } from '@portal/domain/bulk-import/excel-layout';
import { contributorRoles, REMIXER_ROLE_ID, type ContributorRole } from '@portal/domain/catalog/contributor-roles';
import { genres, type Genre } from '@portal/domain/catalog/genres';
import { metadataLanguages } from '@portal/domain/catalog/metadata-languages';
import { platforms, type Platform } from '@portal/domain/catalog/platforms';
import { territoryByCode, WORLDWIDE } from '@portal/domain/catalog/territories';
import { timezones } from '@portal/domain/catalog/timezones';

/**
 * The catalogue values the template offers in its drop-down lists and the reader understands. Lists show English
 * catalogue names (decision 041): a workbook passes between people with different UI languages and must read the same.
 */

/** Case- and space-insensitive key of a value typed in a cell. */
export const valueKey = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

export const languageListEntry = (code: string, name: string) => `${name} (${code})`;

/** The roles offered in the contributor slots (performers and writers, plus Remixer as the form offers it) and in production. */
const contributorSlotRoles = contributorRoles.filter((role) => role.kind === 'contributor' || role.id === REMIXER_ROLE_ID);
const productionSlotRoles = contributorRoles.filter((role) => role.kind === 'production');

const uniqueSorted = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b, 'en'));

let listCache: Record<ExcelListName, string[]> | null = null;

/** The values of every drop-down list, in the order the Lists sheet holds them. */
export function excelListValues(): Record<ExcelListName, string[]> {
  listCache ??= {
    yesNo: Object.keys(EXCEL_VALUES.yesNo),
    releaseKind: Object.keys(EXCEL_VALUES.releaseKind),
    releaseTimeType: Object.keys(EXCEL_VALUES.releaseTimeType),
    explicitness: Object.keys(EXCEL_VALUES.explicitness),
    licensedContentType: Object.keys(EXCEL_VALUES.licensedContentType),
    languages: metadataLanguages.map((language) => languageListEntry(language.code, language.name)),
    genres: genres.map((genre) => genre.name),
    subgenres: uniqueSorted(genres.flatMap((genre) => genre.subgenres.map((sub) => sub.name))),
    contributorRoles: contributorSlotRoles.map((role) => role.name),
    productionRoles: productionSlotRoles.map((role) => role.name),
    timezones: timezones(),
  };
  return listCache;
}

const byKey = <T>(entries: [string, T][]) => new Map(entries.map(([text, value]) => [valueKey(text), value]));

const languageLookup = byKey<string>(
  metadataLanguages.flatMap((language) => [
    [language.code, language.code],
    [language.name, language.code],
    [languageListEntry(language.code, language.name), language.code],
  ]),
);
const genreLookup = byKey<Genre>(
  genres.flatMap((genre) => [
    [genre.id, genre],
    [genre.name, genre],
  ]),
);
const subgenreAnywhere = byKey<string>(
  genres.flatMap((genre) =>
    genre.subgenres.flatMap(
      (sub) =>
        [
          [sub.id, sub.id],
          [sub.name, sub.id],
        ] as [string, string][],
    ),
  ),
);
const roleLookup = byKey<ContributorRole>(
  contributorRoles.flatMap((role) => [
    [String(role.id), role],
    [role.name, role],
  ]),
);
const storeLookup = byKey<Platform>(
  platforms.flatMap((platform) => [
    [String(platform.id), platform],
    [platform.name, platform],
  ]),
);

export const lookupLanguage = (text: string) => languageLookup.get(valueKey(text));
export const lookupGenre = (text: string) => genreLookup.get(valueKey(text));
export const lookupStore = (text: string) => storeLookup.get(valueKey(text));

/** A subgenre by name or id within its genre; one of another genre still resolves, so the form's mismatch rule speaks. */
export function lookupSubgenre(text: string, genre: Genre | undefined): string | undefined {
  const key = valueKey(text);
  const own = genre?.subgenres.find((sub) => valueKey(sub.id) === key || valueKey(sub.name) === key);
  return own?.id ?? subgenreAnywhere.get(key);
}

/** A role allowed in the slot kind, by English name or number. */
export function lookupRole(text: string, kind: 'contributor' | 'production'): ContributorRole | undefined {
  const role = roleLookup.get(valueKey(text));
  if (!role) return undefined;
  const allowed = kind === 'contributor' ? contributorSlotRoles : productionSlotRoles;
  return allowed.includes(role) ? role : undefined;
}

/** An ISO territory code (any case), or WORLDWIDE. */
export function lookupTerritory(text: string): string | undefined {
  if (valueKey(text) === valueKey(WORLDWIDE)) return WORLDWIDE;
  const code = text.trim().toUpperCase();
  return territoryByCode(code) ? code : undefined;
}

/** One of the fixed words of EXCEL_VALUES (English, any case). */
export function lookupWord<K extends keyof typeof EXCEL_VALUES>(list: K, text: string): (typeof EXCEL_VALUES)[K][keyof (typeof EXCEL_VALUES)[K]] | undefined {
  const key = valueKey(text);
  const entry = Object.entries(EXCEL_VALUES[list]).find(([word]) => valueKey(word) === key);
  return entry?.[1] as (typeof EXCEL_VALUES)[K][keyof (typeof EXCEL_VALUES)[K]] | undefined;
}
