/** Phone number rules (libphonenumber-js, kept out of the web app's first load). */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { LoginCode } from './errors.ts';
import { isRegion, regionInfo } from './regions.ts';

export type PhoneCheck = { ok: true; e164: string } | { ok: false; code: number };

/** Validates a national or international number for a region: the region's digit cap, then the numbering plan. */
export function checkPhone(region: string, phone: string): PhoneCheck {
  if (!isRegion(region)) return { ok: false, code: LoginCode.PHONE_NUMBER_ERROR };
  const info = regionInfo(region);
  const trimmed = phone.trim();
  let digits = trimmed.replace(/\D/g, '');
  const international = trimmed.startsWith('+') || trimmed.startsWith('00') || digits.length > info.phoneDigitsMax;
  if (trimmed.startsWith('00')) digits = digits.slice(2);
  if (international && digits.startsWith(info.phoneCode)) digits = digits.slice(info.phoneCode.length);
  if (digits.length === 0 || digits.length > info.phoneDigitsMax) return { ok: false, code: LoginCode.PHONE_NUMBER_ERROR };
  const parsed = parsePhoneNumberFromString(digits, region as CountryCode);
  if (!parsed?.isValid() || parsed.countryCallingCode !== info.phoneCode) return { ok: false, code: LoginCode.PHONE_NUMBER_ERROR };
  return { ok: true, e164: parsed.number };
}

/** Shows only the last digits or the first letter of a destination. */
export function maskDestination(value: string): string {
  if (value.includes('@')) {
    const [name, domain] = value.split('@');
    return `${name?.slice(0, 1) ?? ''}***@${domain}`;
  }
  return `${value.slice(0, 3)}****${value.slice(-2)}`;
}
