/**
 * Identity verification of document 3 section 3 and document 1 section 3 ("Identity and licensing"):
 * ID document types, photo slots, the per-region lists of accepted documents, ID number formats and the
 * personal-information check behind the personal information page. Pure functions; every problem is a
 * message key (prefix `identity_`), never a literal message.
 */
import { puertoRicoMunicipalities, usStates } from './catalog/us-states.ts';
import { isRegion } from './regions.ts';

/**
 * ID document types. The spec names ten types but gives no numbers; these values are ours and are stored
 * with a submission, so they are stable: never renumber, append new types at the end.
 *   0 DEFAULT                the generic "government-issued photo ID", offered only when the region is unknown
 *   1 BIRTH_CERTIFICATE      2 DRIVER_LICENSE      3 FOREIGN_ID      4 NATIONAL_ID_CARD
 *   5 PASSPORT               6 RESIDENCE_PERMIT    7 UMID            8 WORK_VISA
 *   9 RESIDENCE_CERTIFICATE  (JP only; listed last in the spec, as the newest type)
 * Types 1 to 8 follow the spec's (alphabetical) order; DEFAULT takes 0 as the zero/fallback value.
 *
 * Meanings used by the region lists below:
 * - NATIONAL_ID_CARD: the region's general-purpose government photo ID card, national or state-issued
 *   (US/CA state and provincial ID cards, AU/NZ photo cards, Emirates ID, ...).
 * - FOREIGN_ID: an identity card held by a foreign national living in the region: a foreigner's card issued
 *   locally (BR RNM, CO cédula de extranjería, AR DNI extranjero, AU ImmiCard) or, in Europe, the national ID
 *   card of another EU/EEA state.
 * - RESIDENCE_PERMIT: a residence card or permit (US green card, GB BRP, JP zairyu card, SA iqama, EU permits).
 * - WORK_VISA: a work permit or pass (US EAD, CA work permit, SG employment pass, AE/SA work permits).
 * - RESIDENCE_CERTIFICATE: the Japanese certificate of residence (juminhyo), shown with the My Number card.
 */
export const IdDocumentType = {
  DEFAULT: 0,
  BIRTH_CERTIFICATE: 1,
  DRIVER_LICENSE: 2,
  FOREIGN_ID: 3,
  NATIONAL_ID_CARD: 4,
  PASSPORT: 5,
  RESIDENCE_PERMIT: 6,
  UMID: 7,
  WORK_VISA: 8,
  RESIDENCE_CERTIFICATE: 9,
} as const;
export type IdDocumentType = (typeof IdDocumentType)[keyof typeof IdDocumentType];

const idDocumentTypeValues = new Set<number>(Object.values(IdDocumentType));
export const isIdDocumentType = (value: unknown): value is IdDocumentType => typeof value === 'number' && idDocumentTypeValues.has(value);

/** Photo slots; the values are the keys of the `photos` object of {@link PersonalInfoInput}. */
export const PhotoSlot = { FRONT: 'front', BACK: 'back', RESIDENCE_CERTIFICATE: 'residenceCertificate' } as const;
export type PhotoSlot = (typeof PhotoSlot)[keyof typeof PhotoSlot];

const lowerSnake = (name: string) => name.toLowerCase();
/** Display-name key of a document type: `identity_doc_type_<lower_snake>`, e.g. identity_doc_type_driver_license. */
export function idDocumentTypeMessageKey(type: IdDocumentType): string {
  const name = (Object.keys(IdDocumentType) as (keyof typeof IdDocumentType)[]).find((k) => IdDocumentType[k] === type);
  return `identity_doc_type_${lowerSnake(name ?? 'DEFAULT')}`;
}
/** Display-name key of a photo slot: identity_photo_front, identity_photo_back, identity_photo_residence_certificate. */
export function photoSlotMessageKey(slot: PhotoSlot): string {
  return `identity_photo_${slot.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`;
}

const { BIRTH_CERTIFICATE, DEFAULT, DRIVER_LICENSE, FOREIGN_ID, NATIONAL_ID_CARD, PASSPORT, RESIDENCE_PERMIT, UMID, WORK_VISA, RESIDENCE_CERTIFICATE } = IdDocumentType;

/**
 * Accepted documents per region (document 3 says the lists exist but does not show them). The order is the
 * order offered in the form, most common document first. Reasoning per group:
 *
 * North America (US, PR, CA): no national ID; the state, territorial or provincial photo ID card stands as
 * NATIONAL_ID_CARD next to the driver licence and the passport (book or card). Permanent residents show the
 * green card / PR card (RESIDENCE_PERMIT), other foreign workers the EAD or work permit (WORK_VISA). PR follows
 * the US federal documents.
 *
 * Latin America (BR, MX, CO, AR): the national card is the standard ID (BR RG/CIN, MX INE voter credential,
 * CO cédula de ciudadanía, AR DNI). BR's CNH is legally valid ID and MX banks accept the licence; CO and AR do
 * not use the licence as ID. Foreigners: BR RNM card, CO cédula de extranjería, AR DNI extranjero (FOREIGN_ID);
 * MX tarjeta de residente, CO PPT (the permit held by most Venezuelan migrants), AR residencia (RESIDENCE_PERMIT).
 *
 * UK and Ireland (GB, IE): neither issues a national ID card (the Irish Public Services Card is legally not
 * one), so passport and photocard driving licence lead; residents show the BRP / IRP card, EU nationals their
 * national ID card (FOREIGN_ID).
 *
 * EU (DE, FR, NL, BE, SE, DK): the national ID card (two-sided: DE prints the address on the back) and the
 * passport, the EU residence permit card, and other EU/EEA ID cards (FOREIGN_ID). The driving licence is an
 * identity document in NL and SE and commonly accepted in FR, but not in DE and BE. DK has no national ID card
 * (the municipal legitimationskort is an age card), so licence and passport lead there.
 *
 * Oceania (AU, NZ): no national ID; the state photo card (NSW Photo Card, Keypass) or the Kiwi Access Card is
 * the NATIONAL_ID_CARD, all data on the front. AU visa holders may show an ImmiCard (FOREIGN_ID).
 *
 * South-east Asia (ID, MY, SG, TH, VN, PH): the national card (ID e-KTP, MY MyKad, SG NRIC, TH citizen card,
 * VN CCCD, PH PhilSys) plus passport; licences where they serve as ID (not VN, where banks do not take them).
 * SG and TH have many foreign workers (employment pass / S pass, Thai work permit: WORK_VISA); ID KITAS/KITAP,
 * SG long-term passes and VN temporary residence cards are RESIDENCE_PERMIT. PH accepts the UMID (SSS/GSIS)
 * and, the only region to do so, the PSA birth certificate, which Philippine banks list among acceptable
 * documents and which many first-time earners hold when they have no photo ID (reviewed as low assurance).
 *
 * Japan (JP): driver licence, passport, the residence certificate with the front of the My Number card, and the
 * zairyu card of foreign residents (RESIDENCE_PERMIT). The My Number card is not offered as NATIONAL_ID_CARD:
 * its back carries the Individual Number, which private businesses may not collect without a legal ground, so
 * only its front is ever asked for. The health insurance card is not a document type here: it has no photo
 * (a secondary document under the Japanese KYC rules) and new cards stopped being issued in December 2024; its
 * number format is still exposed by {@link checkJapanIdNumber} for callers that collect it as supporting data.
 *
 * Middle East and Africa (AE, SA, EG, TR, PK, NG, ZA): AE Emirates ID (held by citizens and residents) and SA
 * Hawiya, with the residence visa / iqama (RESIDENCE_PERMIT) and work permit (WORK_VISA) of the large expatriate
 * workforce. EG national ID and passport; TR T.C. kimlik kartı, passport, the chip licence and the ikamet card;
 * PK CNIC/NICOP and passport, with the Pakistan Origin Card as FOREIGN_ID; NG NIN slip / e-ID card, passport and
 * licence; ZA smart ID card or green ID book, passport, licence, and permanent residence / work permits.
 *
 * An unknown region gets [DEFAULT] only: the generic government-issued photo ID, reviewed by hand.
 */
export const allowedIdDocumentTypesByRegion: Readonly<Record<string, readonly IdDocumentType[]>> = {
  US: [DRIVER_LICENSE, NATIONAL_ID_CARD, PASSPORT, RESIDENCE_PERMIT, WORK_VISA],
  PR: [DRIVER_LICENSE, NATIONAL_ID_CARD, PASSPORT, RESIDENCE_PERMIT, WORK_VISA],
  CA: [DRIVER_LICENSE, NATIONAL_ID_CARD, PASSPORT, RESIDENCE_PERMIT, WORK_VISA],
  BR: [NATIONAL_ID_CARD, DRIVER_LICENSE, PASSPORT, FOREIGN_ID],
  MX: [NATIONAL_ID_CARD, PASSPORT, DRIVER_LICENSE, RESIDENCE_PERMIT],
  CO: [NATIONAL_ID_CARD, PASSPORT, FOREIGN_ID, RESIDENCE_PERMIT],
  AR: [NATIONAL_ID_CARD, PASSPORT, FOREIGN_ID, RESIDENCE_PERMIT],
  GB: [PASSPORT, DRIVER_LICENSE, RESIDENCE_PERMIT, FOREIGN_ID],
  IE: [PASSPORT, DRIVER_LICENSE, RESIDENCE_PERMIT, FOREIGN_ID],
  DE: [NATIONAL_ID_CARD, PASSPORT, RESIDENCE_PERMIT, FOREIGN_ID],
  FR: [NATIONAL_ID_CARD, PASSPORT, DRIVER_LICENSE, RESIDENCE_PERMIT, FOREIGN_ID],
  NL: [NATIONAL_ID_CARD, PASSPORT, DRIVER_LICENSE, RESIDENCE_PERMIT, FOREIGN_ID],
  BE: [NATIONAL_ID_CARD, PASSPORT, RESIDENCE_PERMIT, FOREIGN_ID],
  SE: [NATIONAL_ID_CARD, PASSPORT, DRIVER_LICENSE, RESIDENCE_PERMIT, FOREIGN_ID],
  DK: [PASSPORT, DRIVER_LICENSE, RESIDENCE_PERMIT, FOREIGN_ID],
  AU: [DRIVER_LICENSE, PASSPORT, NATIONAL_ID_CARD, FOREIGN_ID],
  NZ: [DRIVER_LICENSE, PASSPORT, NATIONAL_ID_CARD],
  ID: [NATIONAL_ID_CARD, PASSPORT, DRIVER_LICENSE, RESIDENCE_PERMIT],
  MY: [NATIONAL_ID_CARD, PASSPORT, DRIVER_LICENSE, WORK_VISA],
  SG: [NATIONAL_ID_CARD, PASSPORT, DRIVER_LICENSE, WORK_VISA, RESIDENCE_PERMIT],
  TH: [NATIONAL_ID_CARD, PASSPORT, DRIVER_LICENSE, WORK_VISA],
  VN: [NATIONAL_ID_CARD, PASSPORT, RESIDENCE_PERMIT],
  PH: [NATIONAL_ID_CARD, UMID, PASSPORT, DRIVER_LICENSE, BIRTH_CERTIFICATE],
  JP: [DRIVER_LICENSE, PASSPORT, RESIDENCE_CERTIFICATE, RESIDENCE_PERMIT],
  AE: [NATIONAL_ID_CARD, PASSPORT, RESIDENCE_PERMIT, WORK_VISA],
  SA: [NATIONAL_ID_CARD, RESIDENCE_PERMIT, PASSPORT, WORK_VISA],
  EG: [NATIONAL_ID_CARD, PASSPORT, RESIDENCE_PERMIT],
  TR: [NATIONAL_ID_CARD, PASSPORT, DRIVER_LICENSE, RESIDENCE_PERMIT],
  PK: [NATIONAL_ID_CARD, PASSPORT, FOREIGN_ID],
  NG: [NATIONAL_ID_CARD, PASSPORT, DRIVER_LICENSE],
  ZA: [NATIONAL_ID_CARD, PASSPORT, DRIVER_LICENSE, RESIDENCE_PERMIT, WORK_VISA],
};

const unknownRegionTypes: readonly IdDocumentType[] = [DEFAULT];

/** Documents accepted in a region, in the order the form offers them; [DEFAULT] for an unknown region. */
export function allowedIdDocumentTypes(region: string): readonly IdDocumentType[] {
  return (isRegion(region) ? allowedIdDocumentTypesByRegion[region] : undefined) ?? unknownRegionTypes;
}

export const isIdDocumentTypeAllowed = (region: string, type: number): boolean => (allowedIdDocumentTypes(region) as readonly number[]).includes(type);

/**
 * Regions whose NATIONAL_ID_CARD needs the front photo only:
 * - ID: the e-KTP prints every field on the front; the back is blank.
 * - NG: most people hold the paper NIN slip rather than the e-ID card; it has one printed side.
 * - ZA: the green barcoded ID book is still valid and has a single data page (passport-booklet style).
 * - AU, NZ: the state photo cards and the Kiwi Access Card carry all data on the front.
 * A back photo sent anyway is accepted. Everywhere else the card is two-sided (front and back).
 */
export const singleSidedNationalIdRegions: readonly string[] = ['ID', 'NG', 'ZA', 'AU', 'NZ'];

/**
 * Photos required for a document: a two-sided national ID card needs FRONT and BACK; the JP residence
 * certificate needs the certificate photo plus the FRONT of the My Number card; a residence certificate
 * elsewhere needs the certificate photo; every other type needs FRONT only (document 3: one photo).
 */
export function requiredPhotoSlots(region: string, type: IdDocumentType): readonly PhotoSlot[] {
  if (type === NATIONAL_ID_CARD) {
    return singleSidedNationalIdRegions.includes(region) ? [PhotoSlot.FRONT] : [PhotoSlot.FRONT, PhotoSlot.BACK];
  }
  if (type === RESIDENCE_CERTIFICATE) {
    return region === 'JP' ? [PhotoSlot.RESIDENCE_CERTIFICATE, PhotoSlot.FRONT] : [PhotoSlot.RESIDENCE_CERTIFICATE];
  }
  return [PhotoSlot.FRONT];
}

/**
 * The compressed photo value of document 3: "front,back", or just "front" without a back photo. Photo values
 * are upload URIs or ids; one containing a comma cannot be stored this way, so it throws (checkPersonalInfo
 * reports such a value as identity_photo_invalid first).
 */
export function compressPhotos(front: string, back?: string): string {
  const f = front.trim();
  const b = back?.trim() ?? '';
  if (f.includes(',') || b.includes(',')) throw new RangeError('A photo value cannot contain a comma');
  return b ? `${f},${b}` : f;
}

/** Reads a compressed photo value back; empty parts are absent. */
export function expandPhotos(value: string): { front?: string; back?: string } {
  const comma = value.indexOf(',');
  const front = (comma < 0 ? value : value.slice(0, comma)).trim();
  const back = comma < 0 ? '' : value.slice(comma + 1).trim();
  return { ...(front ? { front } : {}), ...(back ? { back } : {}) };
}

/** Message keys of this module (their English texts are handed to the locale files separately). */
export const identityMessageKeys = [
  'identity_legal_name_required',
  'identity_legal_name_length',
  'identity_legal_name_invalid_chars',
  'identity_birth_date_required',
  'identity_birth_date_invalid',
  'identity_birth_date_in_future',
  'identity_birth_date_under_age',
  'identity_birth_date_too_old',
  'identity_address_line1_required',
  'identity_address_line1_too_long',
  'identity_address_line2_too_long',
  'identity_city_required',
  'identity_city_too_long',
  'identity_state_required',
  'identity_state_invalid',
  'identity_state_too_long',
  'identity_postal_code_required',
  'identity_postal_code_too_long',
  'identity_postal_code_invalid',
  'identity_country_required',
  'identity_country_invalid',
  'identity_id_type_required',
  'identity_id_type_not_allowed',
  'identity_id_number_required',
  'identity_id_number_length',
  'identity_id_number_invalid_chars',
  'identity_jp_driver_license_number_invalid',
  'identity_jp_health_insurance_number_invalid',
  'identity_jp_passport_number_invalid',
  'identity_photo_front_required',
  'identity_photo_back_required',
  'identity_photo_residence_certificate_required',
  'identity_photo_invalid',
] as const;
export type IdentityMessageKey = (typeof identityMessageKeys)[number];

export const ID_NUMBER_MIN = 4;
export const ID_NUMBER_MAX = 30;

export type JapanIdNumberKind = 'driver_license' | 'health_insurance' | 'passport';

/**
 * Japanese ID number formats (document 3): driver licence exactly 12 digits; health insurance card 9 or more
 * digits (capped at ID_NUMBER_MAX like every number); passport two letters followed by seven digits.
 * Full-width characters, which Japanese keyboards often produce, are folded to ASCII (NFKC) and passport
 * letters compared case-insensitively; no separators are allowed.
 */
export function checkJapanIdNumber(kind: JapanIdNumberKind, value: string): IdentityMessageKey | null {
  const v = value.normalize('NFKC').trim().toUpperCase();
  if (v === '') return 'identity_id_number_required';
  switch (kind) {
    case 'driver_license':
      return /^[0-9]{12}$/.test(v) ? null : 'identity_jp_driver_license_number_invalid';
    case 'health_insurance':
      return new RegExp(`^[0-9]{9,${ID_NUMBER_MAX}}$`).test(v) ? null : 'identity_jp_health_insurance_number_invalid';
    case 'passport':
      return /^[A-Z]{2}[0-9]{7}$/.test(v) ? null : 'identity_jp_passport_number_invalid';
  }
}

/**
 * Letters and decimal digits of any script (EG and SA cards print Eastern Arabic digits, which users type as
 * printed), spaces, hyphens, dots and slashes.
 */
const GENERIC_ID_NUMBER = /^[\p{L}\p{Nd} .\-/]+$/u;

/**
 * ID number check: JP driver licence and passport use the Japanese formats; every other region and type is
 * trimmed and must be 4 to 30 characters of letters, digits, spaces, hyphens, dots and slashes.
 */
export function checkIdNumber(region: string, type: number, number: string): IdentityMessageKey | null {
  if (region === 'JP' && type === DRIVER_LICENSE) return checkJapanIdNumber('driver_license', number);
  if (region === 'JP' && type === PASSPORT) return checkJapanIdNumber('passport', number);
  const v = number.trim();
  if (v === '') return 'identity_id_number_required';
  const length = [...v].length;
  if (length < ID_NUMBER_MIN || length > ID_NUMBER_MAX) return 'identity_id_number_length';
  if (!GENERIC_ID_NUMBER.test(v)) return 'identity_id_number_invalid_chars';
  return null;
}

export interface PersonalInfoInput {
  legalName: string;
  /** yyyy-MM-dd */
  birthDate: string;
  address: { line1: string; line2?: string; city: string; state?: string; postalCode: string; country: string };
  /** An {@link IdDocumentType} value; typed as number because it arrives from forms and JSON. */
  idType: number;
  idNumber: string;
  photos: { front?: string; back?: string; residenceCertificate?: string };
}

export type PersonalInfoField =
  | 'legalName'
  | 'birthDate'
  | 'address.line1'
  | 'address.line2'
  | 'address.city'
  | 'address.state'
  | 'address.postalCode'
  | 'address.country'
  | 'idType'
  | 'idNumber'
  | 'photos.front'
  | 'photos.back'
  | 'photos.residenceCertificate';

export interface PersonalInfoProblem {
  field: PersonalInfoField;
  messageKey: IdentityMessageKey;
}

export const LEGAL_NAME_MIN = 2;
export const LEGAL_NAME_MAX = 100;
/**
 * Minimum age 18. Distribution contracts, royalty payouts and tax forms need a party who can contract alone;
 * distributors either require adults or have a parent or guardian sign for a minor. This form has no guardian
 * step, so it asks for 18, the age of majority in nearly all our regions (JP since 2022); 18 is a floor, not a
 * claim of full capacity everywhere (TH sets majority at 20).
 */
export const MIN_AGE = 18;
/** Above 120 a birth date is a typo (the oldest verified person reached 122). */
export const MAX_AGE = 120;
export const ADDRESS_LINE_MAX = 100;
export const CITY_MAX = 80;
export const STATE_MAX = 60;
export const POSTAL_CODE_MAX = 16;
/** Address countries without a postal code system, where the postal code may stay empty (AE among our regions). */
export const countriesWithoutPostalCodes: readonly string[] = ['AE', 'HK', 'QA'];

/**
 * Letters (with combining marks, for Thai, Devanagari or decomposed Vietnamese) of any script, spaces
 * (including the ideographic space of Japanese names), apostrophes, hyphens and dots (including the middle dot
 * of katakana foreign names). No digits, no emoji.
 */
const LEGAL_NAME = /^[\p{L}\p{M} \u3000'’\-‐.·・]+$/u;

/** Parses yyyy-MM-dd into calendar parts, refusing impossible dates (2023-02-29, 2024-13-01). */
function parseCalendarDate(value: string): { y: number; m: number; d: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(2000, m - 1, d));
  date.setUTCFullYear(y);
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return { y, m, d };
}

/**
 * Full years between a birth date and today's calendar day. `today` is read in local time (the caller's
 * calendar day). A 29 February birthday is reached on 1 March in common years.
 */
export function ageOn(birth: { y: number; m: number; d: number }, today: Date): number {
  const [ty, tm, td] = [today.getFullYear(), today.getMonth() + 1, today.getDate()];
  return ty - birth.y - (tm < birth.m || (tm === birth.m && td < birth.d) ? 1 : 0);
}

function checkBirthDate(value: string, today: Date): IdentityMessageKey | null {
  if (value.trim() === '') return 'identity_birth_date_required';
  const birth = parseCalendarDate(value.trim());
  if (!birth) return 'identity_birth_date_invalid';
  const todayKey = today.getFullYear() * 10000 + (today.getMonth() + 1) * 100 + today.getDate();
  if (birth.y * 10000 + birth.m * 100 + birth.d > todayKey) return 'identity_birth_date_in_future';
  const age = ageOn(birth, today);
  if (age < MIN_AGE) return 'identity_birth_date_under_age';
  if (age > MAX_AGE) return 'identity_birth_date_too_old';
  return null;
}

function checkLegalName(value: string): IdentityMessageKey | null {
  const v = value.trim();
  if (v === '') return 'identity_legal_name_required';
  const length = [...v].length;
  if (length < LEGAL_NAME_MIN || length > LEGAL_NAME_MAX) return 'identity_legal_name_length';
  if (!LEGAL_NAME.test(v) || !/\p{L}/u.test(v)) return 'identity_legal_name_invalid_chars';
  return null;
}

const usStateCodes = new Set(usStates.map((s) => s.code));
const prMunicipalities = new Set(puertoRicoMunicipalities.map((m) => m.normalize('NFC').toLowerCase()));

/** State: a USPS code for US addresses, a municipio for PR addresses, free and optional elsewhere. */
function checkState(country: string, state: string | undefined): IdentityMessageKey | null {
  const v = (state ?? '').trim();
  if (country === 'US' || country === 'PR') {
    if (v === '') return 'identity_state_required';
    const known = country === 'US' ? usStateCodes.has(v.toUpperCase()) : prMunicipalities.has(v.normalize('NFC').toLowerCase());
    return known ? null : 'identity_state_invalid';
  }
  return [...v].length > STATE_MAX ? 'identity_state_too_long' : null;
}

const tooLong = (value: string | undefined, max: number) => [...(value ?? '').trim()].length > max;

/**
 * Checks the personal information submitted for identity verification; returns every problem, at most one
 * per field, in form order. The state and postal-code rules follow the address country (a US address needs a
 * state whatever the account region); the document rules follow the account region.
 */
export function checkPersonalInfo(input: PersonalInfoInput, region: string, today: Date): PersonalInfoProblem[] {
  const problems: PersonalInfoProblem[] = [];
  const add = (field: PersonalInfoField, messageKey: IdentityMessageKey | null) => {
    if (messageKey) problems.push({ field, messageKey });
  };
  const { address, photos } = input;
  const country = (address.country ?? '').trim().toUpperCase();

  add('legalName', checkLegalName(input.legalName ?? ''));
  add('birthDate', checkBirthDate(input.birthDate ?? '', today));

  add('address.line1', !address.line1?.trim() ? 'identity_address_line1_required' : tooLong(address.line1, ADDRESS_LINE_MAX) ? 'identity_address_line1_too_long' : null);
  add('address.line2', tooLong(address.line2, ADDRESS_LINE_MAX) ? 'identity_address_line2_too_long' : null);
  add('address.city', !address.city?.trim() ? 'identity_city_required' : tooLong(address.city, CITY_MAX) ? 'identity_city_too_long' : null);
  add('address.state', checkState(country, address.state));
  const postal = (address.postalCode ?? '').trim();
  add(
    'address.postalCode',
    postal === ''
      ? countriesWithoutPostalCodes.includes(country)
        ? null
        : 'identity_postal_code_required'
      : [...postal].length > POSTAL_CODE_MAX
        ? 'identity_postal_code_too_long'
        : !/^[\p{L}\p{Nd}][\p{L}\p{Nd} -]*$/u.test(postal)
          ? 'identity_postal_code_invalid'
          : null,
  );
  add('address.country', country === '' ? 'identity_country_required' : /^[A-Z]{2}$/.test(country) ? null : 'identity_country_invalid');

  const type = input.idType;
  const knownType = isIdDocumentType(type);
  add('idType', type === undefined || type === null ? 'identity_id_type_required' : isIdDocumentTypeAllowed(region, type) ? null : 'identity_id_type_not_allowed');
  add('idNumber', checkIdNumber(region, knownType ? type : DEFAULT, input.idNumber ?? ''));

  const slots = knownType ? requiredPhotoSlots(region, type) : [PhotoSlot.FRONT];
  const slotKeys: Record<PhotoSlot, IdentityMessageKey> = {
    front: 'identity_photo_front_required',
    back: 'identity_photo_back_required',
    residenceCertificate: 'identity_photo_residence_certificate_required',
  };
  for (const slot of [PhotoSlot.FRONT, PhotoSlot.BACK, PhotoSlot.RESIDENCE_CERTIFICATE]) {
    const value = photos?.[slot]?.trim() ?? '';
    if (value.includes(',')) add(`photos.${slot}`, 'identity_photo_invalid');
    else if (value === '' && slots.includes(slot)) add(`photos.${slot}`, slotKeys[slot]);
  }
  return problems;
}
