/**
 * Contract texts (document 1 section 3 "Contract"; document 2 "Amendment contract terms").
 * The texts are TypeScript template functions, so they bundle with the server and need no file reads.
 */
import { amendmentEn } from './amendment-en.ts';
import { amendmentEsMx } from './amendment-es-MX.ts';
import { amendmentId } from './amendment-id.ts';
import { amendmentPtBr } from './amendment-pt-BR.ts';
import { commonAccountAgreementEn } from './common-account-en.ts';
import { commonAccountAgreementEsMx } from './common-account-es-MX.ts';
import { commonAccountAgreementId } from './common-account-id.ts';
import { commonAccountAgreementPtBr } from './common-account-pt-BR.ts';
import { isIsoDate, longDate } from './dates.ts';
import { pdfLabels } from './labels.ts';
import { mainAgreementEn } from './main-en.ts';
import { mainAgreementEsMx } from './main-es-MX.ts';
import { mainAgreementId } from './main-id.ts';
import { mainAgreementPtBr } from './main-pt-BR.ts';
import { monetizationAgreementEn } from './monetization-en.ts';
import { monetizationAgreementEsMx } from './monetization-es-MX.ts';
import { monetizationAgreementId } from './monetization-id.ts';
import { monetizationAgreementPtBr } from './monetization-pt-BR.ts';
import { jurisdictionText, regionContractFacts } from './regions.ts';
import { contractLanguages, type AgreementText, type AmendmentContext, type ContractDocument, type ContractLanguage, type MainAgreementContext, type PdfLabels } from './types.ts';

export type { ContractDocument, ContractDocumentMeta, ContractLanguage, ContractSection, PdfLabels } from './types.ts';
export { contractLanguages } from './types.ts';
export { COMPANY_BR, COMPANY_ID, COMPANY_INC, COMPANY_LTD, COMPANY_MX } from './regions.ts';

/** Contract types of document 1 section 3 that have a text here. */
export const ContractDocumentType = { MAIN_AGREEMENT: 0, MAIN_AGREEMENT_AMENDED: 1, COMMON_ACCOUNT_AGREEMENT: 11 } as const;
/** The monetization programme agreements (breakthrough 2, Content ID 3, Track Plus 10), written in all four contract languages. */
const monetizationTypes = new Set([2, 3, 10]);

export interface ContractDocumentInput {
  type: number;
  region: string;
  language: string;
  /** 0 indie artist, 1 indie label. */
  userType: 0 | 1;
  params: {
    legalName: string;
    labelName?: string;
    /** yyyy-MM-dd; for the amendment this is "today", the amendment's effective date. */
    effectiveDate: string;
    /** yyyy-MM-dd; the amendment names the original agreement by it (without it, "the agreement in force"). */
    originalContractSigningDate?: string;
    contractNumber: string;
  };
}

const mainAgreements: Record<ContractLanguage, (c: MainAgreementContext) => AgreementText> = {
  en: mainAgreementEn,
  'pt-BR': mainAgreementPtBr,
  id: mainAgreementId,
  'es-MX': mainAgreementEsMx,
};

/** The account-level agreement (decision 060), written in all four contract languages like the main agreement. */
const commonAccountAgreements: Record<ContractLanguage, (c: MainAgreementContext) => AgreementText> = {
  en: commonAccountAgreementEn,
  'pt-BR': commonAccountAgreementPtBr,
  id: commonAccountAgreementId,
  'es-MX': commonAccountAgreementEsMx,
};

const programmeAgreements: Record<ContractLanguage, (type: number, c: MainAgreementContext) => AgreementText | null> = {
  en: monetizationAgreementEn,
  'pt-BR': monetizationAgreementPtBr,
  id: monetizationAgreementId,
  'es-MX': monetizationAgreementEsMx,
};

const amendments: Record<ContractLanguage, (c: AmendmentContext) => AgreementText> = {
  en: amendmentEn,
  'pt-BR': amendmentPtBr,
  id: amendmentId,
  'es-MX': amendmentEsMx,
};

interface AmendmentVariant {
  key: string;
  /** Languages this variant is written in, the region's own first; every variant has English. */
  languages: ContractLanguage[];
  warranty: AmendmentContext['warranty'];
  englishPrevails: boolean;
  acceptance: AmendmentContext['acceptance'];
}

const variant = (key: string, languages: ContractLanguage[], warranty: AmendmentVariant['warranty'] = 'any', indonesian = false): AmendmentVariant => ({
  key,
  languages,
  warranty,
  englishPrevails: indonesian,
  acceptance: indonesian ? 'confirm' : 'signature',
});

/**
 * Region-to-amendment mapping of document 2: AU and NZ share one; BR has two; CA, GB and MX one each; ID has two;
 * PR and US share one; other regions have none. BR and ID are split by licensor kind (artist or label).
 */
function amendmentVariant(region: string, userType: 0 | 1): AmendmentVariant | null {
  const label = userType === 1;
  switch (region) {
    case 'AU':
    case 'NZ':
      return variant('AU-NZ', ['en']);
    case 'US':
    case 'PR':
      return variant('US-PR', ['en']);
    case 'CA':
      return variant('CA', ['en']);
    case 'GB':
      return variant('GB', ['en']);
    case 'MX':
      return variant('MX', ['es-MX', 'en']);
    case 'BR':
      return label ? variant('BR-LABEL', ['pt-BR', 'en'], 'label') : variant('BR-ARTIST', ['pt-BR', 'en'], 'artist');
    case 'ID':
      return label ? variant('ID-LABEL', ['id', 'en'], 'label', true) : variant('ID-ARTIST', ['id', 'en'], 'artist', true);
    default:
      return null;
  }
}

/** The amendment variant key for a region and licensor kind (e.g. 'BR-LABEL', 'US-PR'), or null where there is none. */
export function amendmentVariantKey(region: string, userType: 0 | 1): string | null {
  return amendmentVariant(normalizeRegion(region), userType)?.key ?? null;
}

function normalizeRegion(region: string): string {
  return (region ?? '').trim().toUpperCase();
}

/** Maps 'pt', 'pt_BR', 'es', 'es-419', 'in', 'EN-us' … onto the four contract languages; null for anything else. */
export function normalizeContractLanguage(language: string): ContractLanguage | null {
  const tag = (language ?? '').trim().replace(/_/g, '-').toLowerCase();
  const primary = tag.split('-')[0];
  switch (primary) {
    case 'en':
      return 'en';
    case 'pt':
      return 'pt-BR';
    case 'id':
    case 'in':
      return 'id';
    case 'es':
      return 'es-MX';
    default:
      return null;
  }
}

/** The region's default language for the main agreement: BR pt-BR, ID id, MX/CO/AR es-MX, everything else en. */
export function defaultContractLanguage(region: string): ContractLanguage {
  return regionContractFacts(normalizeRegion(region)).language;
}

/** Languages in which the document exists for the region, the default first; [] when there is no such document. */
export function availableContractLanguages(type: number, region: string): string[] {
  const code = normalizeRegion(region);
  if (type === ContractDocumentType.MAIN_AGREEMENT || type === ContractDocumentType.COMMON_ACCOUNT_AGREEMENT || monetizationTypes.has(type)) {
    const first = defaultContractLanguage(code);
    return [first, ...contractLanguages.filter((language) => language !== first)];
  }
  if (type === ContractDocumentType.MAIN_AGREEMENT_AMENDED) {
    // Both licensor kinds of a region share the same languages.
    return [...(amendmentVariant(code, 0)?.languages ?? [])];
  }
  return [];
}

/** Picks the text language: the requested one when written, the region default when none is asked, otherwise English. */
function pickLanguage(requested: string, available: readonly ContractLanguage[], regionDefault: ContractLanguage): ContractLanguage {
  if ((requested ?? '').trim() === '') return available.includes(regionDefault) ? regionDefault : 'en';
  const language = normalizeContractLanguage(requested);
  return language && available.includes(language) ? language : 'en';
}

/** Trims, joins lines and drops control characters so a parameter cannot break the layout or the canonical text. */
function cleanParam(value: string | undefined): string {
  return (value ?? '')
    .normalize('NFC')
    .replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function requireDate(name: string, value: string | undefined): string {
  const date = (value ?? '').trim();
  if (!isIsoDate(date)) throw new RangeError(`${name} must be a yyyy-MM-dd date, got ${JSON.stringify(value)}`);
  return date;
}

/**
 * The text of a contract with all parameters substituted, or null where the type has no text for the region
 * (an amendment for a region without one, or a contract type without a text: anything but 0, 1, 2, 3, 10 and 11).
 * Throws RangeError on a missing legal name or contract number, or a malformed date.
 * The region's contracting entity and governing law do not depend on the language chosen.
 */
export function contractDocument(input: ContractDocumentInput): ContractDocument | null {
  const region = normalizeRegion(input.region);
  const isMain = input.type === ContractDocumentType.MAIN_AGREEMENT;
  const isAmendment = input.type === ContractDocumentType.MAIN_AGREEMENT_AMENDED;
  const isMonetization = monetizationTypes.has(input.type);
  const isCommonAccount = input.type === ContractDocumentType.COMMON_ACCOUNT_AGREEMENT;
  if (!isMain && !isAmendment && !isMonetization && !isCommonAccount) return null;
  const amendment = isAmendment ? amendmentVariant(region, input.userType) : null;
  if (isAmendment && !amendment) return null;

  const legalName = cleanParam(input.params.legalName);
  const labelName = input.userType === 1 ? cleanParam(input.params.labelName) || undefined : undefined;
  const contractNumber = cleanParam(input.params.contractNumber);
  if (!legalName) throw new RangeError('legalName is required');
  if (!contractNumber) throw new RangeError('contractNumber is required');
  const effectiveDate = requireDate('effectiveDate', input.params.effectiveDate);

  const facts = regionContractFacts(region);
  const available = amendment ? amendment.languages : contractLanguages;
  const language = pickLanguage(input.language, available, facts.language);
  const context: MainAgreementContext = {
    contractNumber,
    effectiveDate: longDate(effectiveDate, language),
    company: facts.company,
    licensor: { kind: input.userType === 1 ? 'label' : 'artist', legalName, labelName },
    jurisdiction: jurisdictionText(region, language),
  };

  let text: AgreementText;
  if (isMonetization) {
    text = programmeAgreements[language](input.type, context)!;
  } else if (isCommonAccount) {
    text = commonAccountAgreements[language](context);
  } else if (amendment) {
    const given = (input.params.originalContractSigningDate ?? '').trim();
    const original = given ? requireDate('originalContractSigningDate', given) : undefined;
    text = amendments[language]({
      ...context,
      originalContractSigningDate: original ? longDate(original, language) : undefined,
      warranty: amendment.warranty,
      englishPrevails: amendment.englishPrevails,
      acceptance: amendment.acceptance,
    });
  } else {
    text = mainAgreements[language](context);
  }

  return {
    title: text.title,
    language,
    sections: text.sections,
    meta: {
      type: input.type,
      region,
      variant: amendment?.key ?? (isMonetization ? `PROGRAMME-${input.type}` : isCommonAccount ? 'COMMON-ACCOUNT' : 'MAIN'),
      contractNumber,
      effectiveDate,
      licensor: { legalName, labelName },
      company: facts.company,
      acceptance: amendment?.acceptance ?? 'signature',
    },
  };
}

/** The PDF's fixed wording in a document language, English for any other. */
export function contractPdfLabels(language: string): PdfLabels {
  return pdfLabels[normalizeContractLanguage(language) ?? 'en'];
}
