/** Shapes shared by the contract texts, the document builder and the PDF renderer. */

export type ContractLanguage = 'en' | 'pt-BR' | 'id' | 'es-MX';
export const contractLanguages: readonly ContractLanguage[] = ['en', 'pt-BR', 'id', 'es-MX'];

export interface ContractSection {
  heading: string;
  paragraphs: string[];
}

/** What the renderer needs beyond the text itself; optional so a bare { title, language, sections } still renders. */
export interface ContractDocumentMeta {
  type: number;
  region: string;
  /** Amendment variant key (e.g. 'BR-LABEL'), 'MAIN', 'COMMON-ACCOUNT' or 'PROGRAMME-<type>' for the others. */
  variant: string;
  contractNumber: string;
  /** yyyy-MM-dd, as given. */
  effectiveDate: string;
  licensor: { legalName: string; labelName?: string };
  /** The contracting SoundPort entity for the region. */
  company: string;
  /** 'signature': signature blocks with name and date; 'confirm': accepted with a Confirm click (the Indonesian amendment). */
  acceptance: 'signature' | 'confirm';
}

export interface ContractDocument {
  title: string;
  language: string;
  sections: ContractSection[];
  meta?: ContractDocumentMeta;
}

export interface LicensorParty {
  kind: 'artist' | 'label';
  legalName: string;
  labelName?: string;
}

/** The per-jurisdiction wording that the templates place into the governing-law, data and e-signature clauses. */
export interface JurisdictionText {
  /** "the laws of …" as the object of "governed by". */
  law: string;
  /** The courts that hear disputes. */
  courts: string;
  /** The data protection legislation. */
  dataLaw: string;
  /** The electronic signature legislation. */
  eSignLaw: string;
}

export interface MainAgreementContext {
  contractNumber: string;
  /** Long, localised form of the effective date. */
  effectiveDate: string;
  company: string;
  licensor: LicensorParty;
  jurisdiction: JurisdictionText;
}

export interface AmendmentContext extends MainAgreementContext {
  /** Long, localised form of the original agreement's signing date; absent when the caller has none (the text then refers to the agreement in force). */
  originalContractSigningDate?: string;
  /** Which licensor the warranty clause is written for: one kind (the BR and ID split variants) or both. */
  warranty: 'artist' | 'label' | 'any';
  /** The Indonesian variant: made in English and Indonesian, English prevails. */
  englishPrevails: boolean;
  acceptance: 'signature' | 'confirm';
}

export interface AgreementText {
  title: string;
  sections: ContractSection[];
}

/** Fixed wording of the PDF (signature blocks, certificate page, footer), per language. */
export interface PdfLabels {
  certificateTitle: string;
  certificateIntro: string;
  documentTitle: string;
  contractNumber: string;
  signerName: string;
  signMethod: string;
  signedAt: string;
  ipAddress: string;
  userAgent: string;
  sha256: string;
  methods: { SIMPLE_SIGN: string; OFFLINE: string };
  licensor: string;
  company: string;
  label: string;
  signature: string;
  name: string;
  date: string;
  onBehalfOf: string;
  authorisedSignatory: string;
  signedElectronicallyBy: string;
  signedOfflineBy: string;
  confirmStatement: string;
  confirmedBy: string;
  contractNo: string;
}
