import type { ContractLanguage } from './types.ts';

const months: Record<ContractLanguage, readonly string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  'pt-BR': ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
  id: ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'],
  'es-MX': ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
};

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Checks a yyyy-MM-dd calendar date (no time, real day of month). */
export function isIsoDate(value: string): boolean {
  const match = isoDate.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** "1 March 2025", "1.º de março de 2025" style long dates, without relying on the runtime's ICU data. */
export function longDate(value: string, language: ContractLanguage): string {
  if (!isIsoDate(value)) throw new RangeError(`expected a yyyy-MM-dd date, got ${JSON.stringify(value)}`);
  const [y, m, d] = value.split('-').map(Number);
  const month = months[language][m - 1];
  switch (language) {
    case 'en':
      return `${d} ${month} ${y}`;
    case 'id':
      return `${d} ${month} ${y}`;
    case 'pt-BR':
      return `${d === 1 ? '1.º' : d} de ${month} de ${y}`;
    case 'es-MX':
      return `${d} de ${month} de ${y}`;
  }
}
