import { genres } from '@portal/domain/catalog/genres';
import { optionSource } from './option-sources.ts';

/** The catalog key of a main genre (decision 014: main genres are translated, subgenres keep their store names). */
export const genreKey = (id: string) => `genre_${id.replace(/-/g, '_')}`;

/** "Pop / K-Pop": the main genre translated, the subgenre by the English name stores receive; '' when unknown. */
export function genreText(mainGenre: string | undefined, subGenre: string | undefined, t: (key: string) => string): string {
  const main = genres.find((genre) => genre.id === mainGenre);
  if (!main) return '';
  const sub = main.subgenres.find((entry) => entry.id === subGenre);
  return sub ? `${t(genreKey(main.id))} / ${sub.name}` : t(genreKey(main.id));
}

/** Main genres translated; subgenres keep the English names stores receive (decision 014). */
export const genreOptions = optionSource('genre', (t) => genres.map((genre) => ({ value: genre.id, label: t(genreKey(genre.id)) })));
