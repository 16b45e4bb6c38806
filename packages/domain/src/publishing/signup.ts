import { cisacSocietyCodes } from './society-codes.ts';
import { collectingSocieties } from '../catalog/collecting-societies.ts';
import { isValidIpi } from '../release/identifiers.ts';
import { PUBLISHING_LIMITS as L } from './limits.ts';
import { PublishingMessage as M, type PublishingIssue } from './messages.ts';

/** Regions where a writer without a society can be signed up with ASCAP through us (document 2 section 5). */
export const ASCAP_REGIONS = ['US', 'PR'] as const;
/** Regions whose "state" is a territory: the field is labelled territory and has a single option. */
export const TERRITORY_REGIONS = ['PR'] as const;

const US_STATES = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
] as const;

/** The state or territory options of the sign-up form for a region (value, label); empty where there is none. */
export function stateOptions(region: string): { value: string; label: string }[] {
  if (region === 'PR') return [{ value: 'PR', label: 'Puerto Rico' }];
  if (region === 'US') return US_STATES.map(([value, label]) => ({ value, label }));
  return [];
}

export const isAscapRegion = (region: string) => (ASCAP_REGIONS as readonly string[]).includes(region);
export const isTerritoryRegion = (region: string) => (TERRITORY_REGIONS as readonly string[]).includes(region);
/**
 * The societies a writer may name as their PRO (the songwriter modal's fixed list): the authors' and publishers'
 * societies, the ones with a CISAC code; performers' and producers' societies collect for recordings, not songs.
 */
export const proSocieties = collectingSocieties.filter((society) => society.id in cisacSocietyCodes);
const proIds = new Set(proSocieties.map((society) => society.id));

export interface SignUpForm {
  isPro?: boolean | null;
  pro?: string;
  ipi?: string;
  firstName?: string;
  middleName?: string;
  lastName?: string;
  streetAddress?: string;
  city?: string;
  state?: string;
  zipCode?: string;
  phoneNumber?: string;
  socialSecurityNumber?: unknown;
  alternateName?: string;
}

export type SignUpField = keyof SignUpForm | 'region';
export type SignUpReport = Partial<Record<SignUpField, PublishingIssue>>;

const trimmed = (value: string | undefined) => (value ?? '').trim();
const lengthIssue = (field: string, value: string, min: number, max: number): PublishingIssue | undefined => {
  const length = [...value].length;
  return length < min || length > max ? { key: M.lengthInvalid, params: { field, min, max } } : undefined;
};

/** A name of 2 to 100 characters (required), or 1 to 100 for a middle name (optional). */
export function nameIssue(field: 'firstName' | 'lastName' | 'middleName' | 'alternateName', value: string | undefined): PublishingIssue | undefined {
  const text = trimmed(value);
  const optional = field === 'middleName' || field === 'alternateName';
  if (!text) return optional ? undefined : { key: M.required };
  return lengthIssue(field, text, field === 'middleName' ? L.middleNameMin : L.nameMin, L.nameMax);
}

export function ipiIssue(value: string | undefined): PublishingIssue | undefined {
  const text = trimmed(value);
  if (!text) return { key: M.required };
  if (text.length > L.ipiMax || !isValidIpi(text)) return { key: M.ipiInvalid };
  return undefined;
}

/** Three digits, two digits, four digits, hyphens between the groups optional; anything not a string is invalid. */
export function isSocialSecurityNumber(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const text = value.trim();
  return text.length <= L.ssnMax && /^\d{3}-?\d{2}-?\d{4}$/.test(text);
}

/** Every rule of document 2 section 5 for the sign-up form; an empty report means it may be sent. */
export function validateSignUp(form: SignUpForm, region: string): SignUpReport {
  const report: SignUpReport = {};
  const set = (field: SignUpField, issue: PublishingIssue | undefined) => {
    if (issue && !report[field]) report[field] = issue;
  };
  if (form.isPro !== true && form.isPro !== false) set('isPro', { key: M.required });
  set('firstName', nameIssue('firstName', form.firstName));
  set('middleName', nameIssue('middleName', form.middleName));
  set('lastName', nameIssue('lastName', form.lastName));
  if (form.isPro === true) {
    if (!trimmed(form.pro)) set('pro', { key: M.required });
    else if (!proIds.has(trimmed(form.pro))) set('pro', { key: M.proUnknown });
    set('ipi', ipiIssue(form.ipi));
  }
  if (form.isPro === false) {
    if (!isAscapRegion(region)) set('region', { key: M.regionUnsupported });
    const street = trimmed(form.streetAddress);
    set('streetAddress', street ? lengthIssue('streetAddress', street, L.nameMin, L.nameMax) : { key: M.required });
    const city = trimmed(form.city);
    set('city', city ? lengthIssue('city', city, L.nameMin, L.nameMax) : { key: M.required });
    const states = stateOptions(region);
    if (!trimmed(form.state)) set('state', { key: M.required });
    else if (states.length && !states.some((option) => option.value === trimmed(form.state))) set('state', { key: M.formatInvalid });
    const zip = trimmed(form.zipCode);
    set('zipCode', !zip ? { key: M.required } : /^\d{5}$/.test(zip) ? undefined : { key: M.formatInvalid });
    const phone = trimmed(form.phoneNumber);
    set('phoneNumber', !phone ? { key: M.required } : /^\d{10}$/.test(phone) ? undefined : { key: M.formatInvalid });
    if (form.socialSecurityNumber === undefined || form.socialSecurityNumber === null || trimmed(String(form.socialSecurityNumber)) === '') set('socialSecurityNumber', { key: M.required });
    else if (!isSocialSecurityNumber(form.socialSecurityNumber)) set('socialSecurityNumber', { key: M.formatInvalid });
    set('alternateName', nameIssue('alternateName', form.alternateName));
  }
  return report;
}

/** The sign-up payload of document 2 section 3: LOD for a society member, ASCAP for a writer we sign up there. */
export type SignUpPayload =
  | { type: 'LOD'; lodInfo: { pro: string; ipi: string; firstName: string; middleName?: string; lastName: string } }
  | {
      type: 'ASCAP';
      proInfo: {
        firstName: string;
        middleName?: string;
        lastName: string;
        streetAddress: string;
        socialSecurityNumber: string;
        state: string;
        city: string;
        zipCode: string;
        phoneNumber: { prefix: string; number: string };
        alternateNames?: [string];
      };
    };

/** The payload for a form that passed `validateSignUp`. */
export function signUpPayload(form: SignUpForm): SignUpPayload {
  const names = { firstName: trimmed(form.firstName), lastName: trimmed(form.lastName), ...(trimmed(form.middleName) && { middleName: trimmed(form.middleName) }) };
  if (form.isPro) return { type: 'LOD', lodInfo: { pro: trimmed(form.pro), ipi: trimmed(form.ipi).padStart(11, '0'), ...names } };
  return {
    type: 'ASCAP',
    proInfo: {
      ...names,
      streetAddress: trimmed(form.streetAddress),
      socialSecurityNumber: String(form.socialSecurityNumber).trim().replace(/-/g, ''),
      state: trimmed(form.state),
      city: trimmed(form.city),
      zipCode: trimmed(form.zipCode),
      phoneNumber: { prefix: L.phonePrefix, number: trimmed(form.phoneNumber) },
      ...(trimmed(form.alternateName) && { alternateNames: [trimmed(form.alternateName)] as [string] }),
    },
  };
}
