import type { UiLanguage } from './languages.ts';

/** Regions of document 1 section 9 with phone code, default UI language and data centre. */
export interface RegionInfo {
  code: string;
  phoneCode: string;
  language: UiLanguage;
  /** Maximum digits of a number as typed nationally (trunk prefix included); AU 11 and NZ 13 as document 1 section 5 says. */
  phoneDigitsMax: number;
  contactMailbox?: string;
}

const r = (code: string, phoneCode: string, language: UiLanguage, phoneDigitsMax: number, contactMailbox?: string): RegionInfo => ({ code, phoneCode, language, phoneDigitsMax, contactMailbox });

export const regionList: readonly RegionInfo[] = [
  r('BR', '55', 'pt-BR', 11, 'support-br@soundport.example'),
  r('GB', '44', 'en', 11, 'support-gb@soundport.example'),
  r('ID', '62', 'id', 13, 'support-id@soundport.example'),
  r('MX', '52', 'es-MX', 10, 'support-mx@soundport.example'),
  r('US', '1', 'en', 10, 'support-us@soundport.example'),
  r('AU', '61', 'en', 11),
  r('NZ', '64', 'en', 13),
  r('PR', '1', 'es-MX', 10, 'support-pr@soundport.example'),
  r('CA', '1', 'en', 10, 'support-ca@soundport.example'),
  r('CO', '57', 'es-MX', 10, 'support-co@soundport.example'),
  r('AR', '54', 'es-MX', 13, 'support-ar@soundport.example'),
  r('SG', '65', 'en', 8, 'support-sg@soundport.example'),
  r('MY', '60', 'ms', 11, 'support-my@soundport.example'),
  r('TH', '66', 'th', 10, 'support-th@soundport.example'),
  r('VN', '84', 'vi', 11, 'support-vn@soundport.example'),
  r('PH', '63', 'en', 11, 'support-ph@soundport.example'),
  r('IE', '353', 'en', 10, 'support-ie@soundport.example'),
  r('NG', '234', 'en', 11, 'support-ng@soundport.example'),
  r('EG', '20', 'ar', 11, 'support-eg@soundport.example'),
  r('JP', '81', 'ja', 11, 'support-jp@soundport.example'),
  r('DE', '49', 'de', 12, 'support-de@soundport.example'),
  r('AE', '971', 'ar', 10, 'support-ae@soundport.example'),
  r('SA', '966', 'ar', 10, 'support-sa@soundport.example'),
  r('PK', '92', 'en', 11, 'support-pk@soundport.example'),
  r('ZA', '27', 'en', 10, 'support-za@soundport.example'),
  r('TR', '90', 'tr', 11, 'support-tr@soundport.example'),
  r('NL', '31', 'nl', 10, 'support-nl@soundport.example'),
  r('FR', '33', 'fr', 10, 'support-fr@soundport.example'),
  r('BE', '32', 'nl', 10, 'support-be@soundport.example'),
  r('SE', '46', 'sv', 10, 'support-se@soundport.example'),
  r('DK', '45', 'da', 8, 'support-dk@soundport.example'),
];

export const regionCodes = regionList.map((region) => region.code);
export const defaultRegion = 'BR';
/** Brazil is the fallback for contact mailboxes. */
export const fallbackContactRegion = 'BR';

const byCode = new Map(regionList.map((region) => [region.code, region]));

export function isRegion(code: unknown): code is string {
  return typeof code === 'string' && byCode.has(code);
}

export function regionInfo(code: string): RegionInfo {
  return byCode.get(code) ?? (byCode.get(defaultRegion) as RegionInfo);
}

export function contactMailbox(code: string): string {
  return regionInfo(code).contactMailbox ?? (regionInfo(fallbackContactRegion).contactMailbox as string);
}

/** US, CA and PR are served from the North American data centre, every other region from the international one. */
export type DataCentre = 'NA' | 'INTL';
export const isDataCentre = (value: unknown): value is DataCentre => value === 'NA' || value === 'INTL';
export function dataCentreFor(region: string): DataCentre {
  return region === 'US' || region === 'CA' || region === 'PR' ? 'NA' : 'INTL';
}

/** Region groups of document 1 section 6. */
export const englishUserRegions = ['US', 'GB', 'CA'] as const;
export const isEnglishUser = (region: string) => (englishUserRegions as readonly string[]).includes(region);
export const isAmericanUser = (region: string) => region === 'US';

/** Tracks per album by region (document 1 section 9); test mode lowers AU and NZ to 10. */
export function trackCountLimit(region: string, testMode = false): number {
  if (region === 'AU' || region === 'NZ') return testMode ? 10 : 100;
  return 500;
}

/** Publishing registration fee by region, in minor units with the currency (document 1 section 9). */
export function registrationFee(region: string): { currency: string; amountMinor: number; fractionDigits: number } {
  switch (region) {
    case 'CA':
      return { currency: 'CAD', amountMinor: 6800, fractionDigits: 2 };
    case 'MX':
      return { currency: 'MXN', amountMinor: 9000, fractionDigits: 2 };
    case 'ID':
      return { currency: 'IDR', amountMinor: 300000, fractionDigits: 0 };
    case 'BR':
      return { currency: 'BRL', amountMinor: 2500, fractionDigits: 2 };
    default:
      return { currency: 'USD', amountMinor: 5000, fractionDigits: 2 };
  }
}
