import { describe, expect, it } from 'vitest';
import {
  IdDocumentType,
  PhotoSlot,
  allowedIdDocumentTypes,
  allowedIdDocumentTypesByRegion,
  checkIdNumber,
  checkJapanIdNumber,
  checkPersonalInfo,
  compressPhotos,
  expandPhotos,
  idDocumentTypeMessageKey,
  identityMessageKeys,
  photoSlotMessageKey,
  requiredPhotoSlots,
  type PersonalInfoInput,
} from './identity.ts';
import { regionCodes } from './regions.ts';

const T = IdDocumentType;

describe('ID document types and photo slots', () => {
  it('has the ten types of document 3 with stable numbers', () => {
    expect(T).toEqual({
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
    });
  });

  it.each([
    [T.BIRTH_CERTIFICATE, 'identity_doc_type_birth_certificate'],
    [T.DEFAULT, 'identity_doc_type_default'],
    [T.DRIVER_LICENSE, 'identity_doc_type_driver_license'],
    [T.FOREIGN_ID, 'identity_doc_type_foreign_id'],
    [T.NATIONAL_ID_CARD, 'identity_doc_type_national_id_card'],
    [T.PASSPORT, 'identity_doc_type_passport'],
    [T.RESIDENCE_PERMIT, 'identity_doc_type_residence_permit'],
    [T.UMID, 'identity_doc_type_umid'],
    [T.WORK_VISA, 'identity_doc_type_work_visa'],
    [T.RESIDENCE_CERTIFICATE, 'identity_doc_type_residence_certificate'],
  ])('type %i has display key %s', (type, key) => {
    expect(idDocumentTypeMessageKey(type)).toBe(key);
  });

  it.each([
    [PhotoSlot.FRONT, 'identity_photo_front'],
    [PhotoSlot.BACK, 'identity_photo_back'],
    [PhotoSlot.RESIDENCE_CERTIFICATE, 'identity_photo_residence_certificate'],
  ])('slot %s has display key %s', (slot, key) => {
    expect(photoSlotMessageKey(slot)).toBe(key);
  });
});

describe('allowed document types per region', () => {
  it('covers exactly the 31 regions of regions.ts', () => {
    expect(regionCodes).toHaveLength(31);
    expect(Object.keys(allowedIdDocumentTypesByRegion).sort()).toEqual([...regionCodes].sort());
  });

  it.each(regionCodes)('%s offers at least two distinct types, never DEFAULT', (region) => {
    const types = allowedIdDocumentTypes(region);
    expect(types.length).toBeGreaterThanOrEqual(2);
    expect(new Set(types).size).toBe(types.length);
    expect(types).not.toContain(T.DEFAULT);
  });

  it.each(['ZZ', '', 'jp', 'XX'])('unknown region %j falls back to DEFAULT only', (region) => {
    expect(allowedIdDocumentTypes(region)).toEqual([T.DEFAULT]);
  });

  it.each([
    ['PH', T.UMID, true],
    ['PH', T.BIRTH_CERTIFICATE, true],
    ['US', T.DRIVER_LICENSE, true],
    ['US', T.PASSPORT, true],
    ['US', T.NATIONAL_ID_CARD, true],
    ['JP', T.DRIVER_LICENSE, true],
    ['JP', T.PASSPORT, true],
    ['JP', T.RESIDENCE_CERTIFICATE, true],
    ['JP', T.NATIONAL_ID_CARD, false],
    ['BR', T.NATIONAL_ID_CARD, true],
    ['BR', T.DRIVER_LICENSE, true],
    ['BR', T.FOREIGN_ID, true],
    ['AE', T.RESIDENCE_PERMIT, true],
    ['AE', T.WORK_VISA, true],
    ['SA', T.RESIDENCE_PERMIT, true],
    ['SA', T.WORK_VISA, true],
    ['GB', T.NATIONAL_ID_CARD, false],
    ['IE', T.NATIONAL_ID_CARD, false],
    ['DK', T.NATIONAL_ID_CARD, false],
    ['DE', T.DRIVER_LICENSE, false],
    ['NL', T.DRIVER_LICENSE, true],
  ])('%s accepts type %i: %s', (region, type, accepted) => {
    expect(allowedIdDocumentTypes(region).includes(type)).toBe(accepted);
  });

  it('keeps UMID to PH, the residence certificate to JP and the birth certificate to PH', () => {
    const regionsWith = (type: number) => regionCodes.filter((r) => allowedIdDocumentTypes(r).includes(type as IdDocumentType));
    expect(regionsWith(T.UMID)).toEqual(['PH']);
    expect(regionsWith(T.RESIDENCE_CERTIFICATE)).toEqual(['JP']);
    expect(regionsWith(T.BIRTH_CERTIFICATE)).toEqual(['PH']);
  });
});

describe('required photo slots', () => {
  it.each([
    ['BR', T.NATIONAL_ID_CARD, ['front', 'back']],
    ['US', T.NATIONAL_ID_CARD, ['front', 'back']],
    ['DE', T.NATIONAL_ID_CARD, ['front', 'back']],
    ['ID', T.NATIONAL_ID_CARD, ['front']],
    ['NG', T.NATIONAL_ID_CARD, ['front']],
    ['ZA', T.NATIONAL_ID_CARD, ['front']],
    ['AU', T.NATIONAL_ID_CARD, ['front']],
    ['NZ', T.NATIONAL_ID_CARD, ['front']],
    ['BR', T.PASSPORT, ['front']],
    ['US', T.DRIVER_LICENSE, ['front']],
    ['PH', T.UMID, ['front']],
    ['JP', T.RESIDENCE_CERTIFICATE, ['residenceCertificate', 'front']],
    ['JP', T.DRIVER_LICENSE, ['front']],
    ['ZZ', T.DEFAULT, ['front']],
  ])('%s type %i needs %j', (region, type, slots) => {
    expect(requiredPhotoSlots(region, type)).toEqual(slots);
  });
});

describe('compressed photo value', () => {
  it.each([
    ['f.jpg', 'b.jpg', 'f.jpg,b.jpg'],
    ['f.jpg', undefined, 'f.jpg'],
    [' f.jpg ', '', 'f.jpg'],
  ])('compress(%j, %j) -> %j', (front, back, value) => {
    expect(compressPhotos(front, back)).toBe(value);
  });

  it.each([
    ['f.jpg,b.jpg', { front: 'f.jpg', back: 'b.jpg' }],
    ['f.jpg', { front: 'f.jpg' }],
    ['f.jpg,', { front: 'f.jpg' }],
    [',b.jpg', { back: 'b.jpg' }],
    ['', {}],
  ])('expand(%j) -> %j', (value, photos) => {
    expect(expandPhotos(value)).toEqual(photos);
  });

  it('round-trips and refuses a comma inside a photo value', () => {
    expect(expandPhotos(compressPhotos('tos://id/front', 'tos://id/back'))).toEqual({ front: 'tos://id/front', back: 'tos://id/back' });
    expect(() => compressPhotos('a,b', 'c')).toThrow(RangeError);
  });
});

describe('Japanese ID number formats', () => {
  it.each([
    ['driver_license', '123456789012', null],
    ['driver_license', '１２３４５６７８９０１２', null],
    ['driver_license', '12345678901', 'identity_jp_driver_license_number_invalid'],
    ['driver_license', '1234567890123', 'identity_jp_driver_license_number_invalid'],
    ['driver_license', '1234-5678-9012', 'identity_jp_driver_license_number_invalid'],
    ['health_insurance', '123456789', null],
    ['health_insurance', '12345678901234', null],
    ['health_insurance', '12345678', 'identity_jp_health_insurance_number_invalid'],
    ['health_insurance', '12345678A', 'identity_jp_health_insurance_number_invalid'],
    ['passport', 'TK1234567', null],
    ['passport', 'tk1234567', null],
    ['passport', 'T12345678', 'identity_jp_passport_number_invalid'],
    ['passport', 'TK123456', 'identity_jp_passport_number_invalid'],
    ['passport', 'TK12345678', 'identity_jp_passport_number_invalid'],
    ['passport', '  ', 'identity_id_number_required'],
  ] as const)('%s %j -> %s', (kind, value, key) => {
    expect(checkJapanIdNumber(kind, value)).toBe(key);
  });
});

describe('ID numbers by region and type', () => {
  it.each([
    ['JP', T.DRIVER_LICENSE, '123456789012', null],
    ['JP', T.DRIVER_LICENSE, 'AB1234567', 'identity_jp_driver_license_number_invalid'],
    ['JP', T.PASSPORT, 'TK1234567', null],
    ['JP', T.PASSPORT, '123456789012', 'identity_jp_passport_number_invalid'],
    ['JP', T.RESIDENCE_PERMIT, 'AB12345678CD', null],
    ['BR', T.NATIONAL_ID_CARD, '12.345.678-9', null],
    ['US', T.DRIVER_LICENSE, 'D123-4567 890', null],
    ['SG', T.NATIONAL_ID_CARD, 'S1234567D', null],
    ['EG', T.NATIONAL_ID_CARD, '٢٩٠٠١٠١٠١٢٣٤٥٦', null],
    ['PK', T.NATIONAL_ID_CARD, '35202-1234567-1', null],
    ['ZA', T.PASSPORT, 'A1234/56', null],
    ['BR', T.PASSPORT, '   ', 'identity_id_number_required'],
    ['BR', T.PASSPORT, 'AB1', 'identity_id_number_length'],
    ['BR', T.PASSPORT, 'A'.repeat(31), 'identity_id_number_length'],
    ['BR', T.PASSPORT, ' ABC1 ', null],
    ['BR', T.PASSPORT, 'AB#1234', 'identity_id_number_invalid_chars'],
    ['BR', T.PASSPORT, 'AB_1234', 'identity_id_number_invalid_chars'],
  ] as const)('%s type %i %j -> %s', (region, type, number, key) => {
    expect(checkIdNumber(region, type, number)).toBe(key);
  });
});

const today = new Date(2026, 5, 15); // 15 June 2026, local time

const valid: PersonalInfoInput = {
  legalName: 'Maria da Silva',
  birthDate: '1990-04-12',
  address: { line1: 'Rua Augusta 100', city: 'São Paulo', state: 'SP', postalCode: '01305-000', country: 'BR' },
  idType: T.NATIONAL_ID_CARD,
  idNumber: '12.345.678-9',
  photos: { front: 'tos://id/front', back: 'tos://id/back' },
};

type Patch = { [K in keyof PersonalInfoInput]?: Partial<PersonalInfoInput[K]> | PersonalInfoInput[K] };
const make = (patch: Patch): PersonalInfoInput =>
  ({
    ...valid,
    ...patch,
    address: { ...valid.address, ...(patch.address as object) },
    photos: (patch.photos as PersonalInfoInput['photos']) ?? valid.photos,
  }) as PersonalInfoInput;

const usAddress = { line1: '1 Main St', city: 'Austin', state: 'TX', postalCode: '73301', country: 'US' };
const prAddress = { line1: 'Calle Luna 5', city: 'San Juan', state: 'San Juan', postalCode: '00901', country: 'PR' };

describe('personal information', () => {
  it('accepts a complete Brazilian submission', () => {
    expect(checkPersonalInfo(valid, 'BR', today)).toEqual([]);
  });

  it.each<[string, string, Patch, string, string | null]>([
    // legal name
    ['name required', 'BR', { legalName: '  ' }, 'legalName', 'identity_legal_name_required'],
    ['name too short', 'BR', { legalName: 'A' }, 'legalName', 'identity_legal_name_length'],
    ['name too long', 'BR', { legalName: 'A'.repeat(101) }, 'legalName', 'identity_legal_name_length'],
    ['name of 100 letters', 'BR', { legalName: 'A'.repeat(100) }, 'legalName', null],
    ['name with digit', 'BR', { legalName: 'Maria 2' }, 'legalName', 'identity_legal_name_invalid_chars'],
    ['name with emoji', 'BR', { legalName: 'Maria 🎵' }, 'legalName', 'identity_legal_name_invalid_chars'],
    ['name of punctuation only', 'BR', { legalName: "-'." }, 'legalName', 'identity_legal_name_invalid_chars'],
    ['name with apostrophe, hyphen, dot', 'IE', { legalName: "Seán O'Brien-Kelly Jr." }, 'legalName', null],
    ['Japanese name with ideographic space', 'JP', { legalName: '山田\u3000太郎' }, 'legalName', null],
    ['katakana name with middle dot', 'JP', { legalName: 'ジョン・スミス' }, 'legalName', null],
    ['Arabic name', 'EG', { legalName: 'محمد علي' }, 'legalName', null],
    ['Thai name with marks', 'TH', { legalName: 'สมชาย ใจดี' }, 'legalName', null],
    // birth date
    ['birth date required', 'BR', { birthDate: '' }, 'birthDate', 'identity_birth_date_required'],
    ['birth date wrong format', 'BR', { birthDate: '12/04/1990' }, 'birthDate', 'identity_birth_date_invalid'],
    ['birth date not a calendar date', 'BR', { birthDate: '1990-02-30' }, 'birthDate', 'identity_birth_date_invalid'],
    ['29 February of a common year', 'BR', { birthDate: '2001-02-29' }, 'birthDate', 'identity_birth_date_invalid'],
    ['birth date tomorrow', 'BR', { birthDate: '2026-06-16' }, 'birthDate', 'identity_birth_date_in_future'],
    ['18th birthday tomorrow', 'BR', { birthDate: '2008-06-16' }, 'birthDate', 'identity_birth_date_under_age'],
    ['18th birthday today', 'BR', { birthDate: '2008-06-15' }, 'birthDate', null],
    ['120 years old', 'BR', { birthDate: '1906-06-15' }, 'birthDate', null],
    ['121 years old', 'BR', { birthDate: '1905-06-15' }, 'birthDate', 'identity_birth_date_too_old'],
    // address
    ['line1 required', 'BR', { address: { line1: ' ' } }, 'address.line1', 'identity_address_line1_required'],
    ['line1 too long', 'BR', { address: { line1: 'x'.repeat(101) } }, 'address.line1', 'identity_address_line1_too_long'],
    ['line2 too long', 'BR', { address: { line2: 'x'.repeat(101) } }, 'address.line2', 'identity_address_line2_too_long'],
    ['city required', 'BR', { address: { city: '' } }, 'address.city', 'identity_city_required'],
    ['city too long', 'BR', { address: { city: 'x'.repeat(81) } }, 'address.city', 'identity_city_too_long'],
    ['state optional outside US and PR', 'BR', { address: { state: undefined } }, 'address.state', null],
    ['state too long', 'BR', { address: { state: 'x'.repeat(61) } }, 'address.state', 'identity_state_too_long'],
    ['US state required', 'BR', { address: { ...usAddress, state: '' } }, 'address.state', 'identity_state_required'],
    ['US state unknown', 'BR', { address: { ...usAddress, state: 'XX' } }, 'address.state', 'identity_state_invalid'],
    ['US state code any case', 'BR', { address: { ...usAddress, state: 'dc' } }, 'address.state', null],
    ['PR municipality required', 'BR', { address: { ...prAddress, state: undefined } }, 'address.state', 'identity_state_required'],
    ['PR municipality unknown', 'BR', { address: { ...prAddress, state: 'TX' } }, 'address.state', 'identity_state_invalid'],
    ['PR municipality with accent', 'BR', { address: { ...prAddress, state: 'Mayagüez' } }, 'address.state', null],
    ['postal code required', 'BR', { address: { postalCode: '' } }, 'address.postalCode', 'identity_postal_code_required'],
    ['no postal code in AE', 'BR', { address: { postalCode: '', country: 'AE' } }, 'address.postalCode', null],
    ['postal code too long', 'BR', { address: { postalCode: '1'.repeat(17) } }, 'address.postalCode', 'identity_postal_code_too_long'],
    ['postal code with symbols', 'BR', { address: { postalCode: '01305#000' } }, 'address.postalCode', 'identity_postal_code_invalid'],
    ['GB postcode with space', 'BR', { address: { postalCode: 'SW1A 1AA' } }, 'address.postalCode', null],
    ['country required', 'BR', { address: { country: '' } }, 'address.country', 'identity_country_required'],
    ['country not a code', 'BR', { address: { country: 'Brasil' } }, 'address.country', 'identity_country_invalid'],
    // document type and number
    ['type missing', 'BR', { idType: undefined as unknown as number }, 'idType', 'identity_id_type_required'],
    ['type not allowed in region', 'BR', { idType: T.UMID, photos: { front: 'f' } }, 'idType', 'identity_id_type_not_allowed'],
    ['unknown type number', 'BR', { idType: 42 }, 'idType', 'identity_id_type_not_allowed'],
    ['DEFAULT in a known region', 'BR', { idType: T.DEFAULT }, 'idType', 'identity_id_type_not_allowed'],
    ['DEFAULT in an unknown region', 'ZZ', { idType: T.DEFAULT }, 'idType', null],
    ['id number required', 'BR', { idNumber: '' }, 'idNumber', 'identity_id_number_required'],
    ['id number length', 'BR', { idNumber: '123' }, 'idNumber', 'identity_id_number_length'],
    ['id number characters', 'BR', { idNumber: '1234*5678' }, 'idNumber', 'identity_id_number_invalid_chars'],
    ['JP driver licence number', 'JP', { idType: T.DRIVER_LICENSE, idNumber: '12345678901', photos: { front: 'f' } }, 'idNumber', 'identity_jp_driver_license_number_invalid'],
    ['JP passport number', 'JP', { idType: T.PASSPORT, idNumber: 'TK123456', photos: { front: 'f' } }, 'idNumber', 'identity_jp_passport_number_invalid'],
    // photos
    ['front photo required', 'BR', { photos: { back: 'b' } }, 'photos.front', 'identity_photo_front_required'],
    ['two-sided ID needs the back', 'BR', { photos: { front: 'f' } }, 'photos.back', 'identity_photo_back_required'],
    ['ID e-KTP front only', 'ID', { photos: { front: 'f' } }, 'photos.back', null],
    ['passport needs no back', 'BR', { idType: T.PASSPORT, photos: { front: 'f' } }, 'photos.back', null],
    ['JP residence certificate needs its photo', 'JP', { idType: T.RESIDENCE_CERTIFICATE, photos: { front: 'f' } }, 'photos.residenceCertificate', 'identity_photo_residence_certificate_required'],
    ['JP residence certificate needs the card front', 'JP', { idType: T.RESIDENCE_CERTIFICATE, photos: { residenceCertificate: 'r' } }, 'photos.front', 'identity_photo_front_required'],
    ['photo with a comma', 'BR', { photos: { front: 'a,b', back: 'b' } }, 'photos.front', 'identity_photo_invalid'],
  ])('%s', (_label, region, patch, field, key) => {
    const problems = checkPersonalInfo(make(patch), region, today).filter((p) => p.field === field);
    expect(problems).toEqual(key ? [{ field, messageKey: key }] : []);
  });

  it('accepts the JP residence certificate pair', () => {
    const input = make({
      legalName: '山田 太郎',
      address: { line1: '千代田1-1', city: '千代田区', state: '東京都', postalCode: '100-0001', country: 'JP' },
      idType: T.RESIDENCE_CERTIFICATE,
      idNumber: '12345678901',
      photos: { residenceCertificate: 'tos://id/juminhyo', front: 'tos://id/mynumber-front' },
    });
    expect(checkPersonalInfo(input, 'JP', today)).toEqual([]);
  });

  it('accepts a US driver licence with a state', () => {
    const input = make({ address: usAddress, idType: T.DRIVER_LICENSE, idNumber: 'D1234567', photos: { front: 'f' } });
    expect(checkPersonalInfo(input, 'US', today)).toEqual([]);
  });

  it('reports every problem in form order, one per field', () => {
    const input: PersonalInfoInput = {
      legalName: '',
      birthDate: '',
      address: { line1: '', city: '', postalCode: '', country: '' },
      idType: T.NATIONAL_ID_CARD,
      idNumber: '',
      photos: {},
    };
    expect(checkPersonalInfo(input, 'BR', today).map((p) => p.field)).toEqual([
      'legalName',
      'birthDate',
      'address.line1',
      'address.city',
      'address.postalCode',
      'address.country',
      'idNumber',
      'photos.front',
      'photos.back',
    ]);
  });

  it('reads the 18th birthday in the local calendar day', () => {
    const input = make({ birthDate: '2008-06-15' });
    expect(checkPersonalInfo(input, 'BR', new Date(2026, 5, 14, 23, 59)).map((p) => p.messageKey)).toEqual(['identity_birth_date_under_age']);
    expect(checkPersonalInfo(input, 'BR', new Date(2026, 5, 15, 0, 0))).toEqual([]);
  });

  it('has a 29 February birthday reach 18 on 1 March of a common year', () => {
    const input = make({ birthDate: '2008-02-29' });
    expect(checkPersonalInfo(input, 'BR', new Date(2026, 1, 28))).toHaveLength(1);
    expect(checkPersonalInfo(input, 'BR', new Date(2026, 2, 1))).toEqual([]);
  });

  it('uses only the keys it declares', () => {
    expect(new Set(identityMessageKeys).size).toBe(identityMessageKeys.length);
    for (const key of identityMessageKeys) expect(key).toMatch(/^identity_[a-z0-9_]+$/);
  });
});
