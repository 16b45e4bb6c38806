import { genres } from '@portal/domain/catalog/genres';
import { metadataLanguages } from '@portal/domain/catalog/metadata-languages';
import { timezones } from '@portal/domain/catalog/timezones';

/** Language names from the browser's own data (CLDR), in the reader's language: no catalog of 180 names to keep. */
export function languageOptions(uiLanguage: string) {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([uiLanguage], { type: 'language' });
  } catch {
    names = null;
  }
  return metadataLanguages.map((language) => ({ value: language.code, label: names?.of(language.code) ?? language.name })).sort((a, b) => a.label.localeCompare(b.label, uiLanguage));
}

export function subgenreOptions(mainGenre: string | undefined) {
  return (genres.find((genre) => genre.id === mainGenre)?.subgenres ?? []).map((sub) => ({ value: sub.id, label: sub.name }));
}

export const timezoneOptions = () => timezones().map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }));
