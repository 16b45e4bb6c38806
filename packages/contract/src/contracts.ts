import { z } from 'zod';
import { CONTRACT_LANGUAGES, ContractCategory, contractTypes } from '@portal/domain/contracts';
import { BusinessCode } from '@portal/domain/errors';
import { defineRoute, download } from './route.ts';
import * as heads from './heads/contracts.ts';

const contractType = z.coerce
  .number()
  .int()
  .refine((t) => (contractTypes as number[]).includes(t), { message: 'contract_type_invalid' });
const contractId = z.coerce.number().int().positive();
const signMethod = z.enum(['DOCUSIGN', 'OFFLINE', 'SIMPLE_SIGN']);
const language = z.enum(CONTRACT_LANGUAGES);

export const contractSummary = z.object({
  contractId: z.number(),
  type: z.number(),
  contractNumber: z.string(),
  signStatus: z.number(),
  signMethod: signMethod,
  language: z.string(),
  legalName: z.string(),
  labelName: z.string().nullable(),
  signerEmail: z.string().nullable(),
  /** The signer as signed (typed name), null until signed. */
  signer: z.string().nullable(),
  /** True when an operator recorded a signature made on paper. */
  signType: z.enum(['online', 'offline']),
  startTime: z.string().nullable(),
  signedAt: z.string().nullable(),
  amendsContractId: z.number().nullable(),
  documentSha256: z.string().nullable(),
  createdAt: z.string(),
});
export type ContractSummary = z.infer<typeof contractSummary>;

export const contractDocument = z.object({
  title: z.string(),
  language: z.string(),
  sections: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()) })),
});

const createBody = z
  .object({
    type: contractType,
    legalName: z.string().max(200),
    language: language.optional(),
    email: z.email().max(254).optional(),
    signMethod: z.enum(['SIMPLE_SIGN', 'DOCUSIGN']).default('SIMPLE_SIGN'),
  })
  .strict();

const contractCodes = [BusinessCode.CONTRACT_CREATION_LOCKED, BusinessCode.CONTRACT_EMOJI_IN_PARAM, BusinessCode.CONTRACT_MAIN_STATUS, BusinessCode.CONTRACT_DUPLICATE_ID] as const;

const created = z.object({ contract: contractSummary, signPath: z.string() });

export const checkCreationLock = defineRoute(heads.checkCreationLock, {
  summary: 'Whether a contract of this type may be created now; answers 60002 when it is locked',
  query: z.object({ type: contractType.default(0) }),
  response: z.object({ locked: z.literal(false) }),
  errorCodes: [BusinessCode.CONTRACT_CREATION_LOCKED, BusinessCode.CONTRACT_MAIN_STATUS],
});

export const createContract = defineRoute(heads.createContract, {
  summary: 'Prepare an agreement for the account to sign (artist accounts)',
  body: createBody,
  response: created,
  errorCodes: contractCodes,
});

export const createLabelContract = defineRoute(heads.createLabelContract, {
  summary: 'Prepare an agreement for a label account, naming the label and its legal representative',
  body: createBody.extend({ labelName: z.string().max(200) }).strict(),
  response: created,
  errorCodes: contractCodes,
});

export const signContract = defineRoute(heads.signContract, {
  summary: 'Sign in the portal (SIMPLE_SIGN): type the legal name and consent; the signed PDF is stored',
  body: z.object({ contractId, signatureName: z.string().max(200), consent: z.literal(true) }).strict(),
  response: z.object({ contract: contractSummary }),
  errorCodes: [BusinessCode.CONTRACT_MAIN_STATUS],
});

export const resendContract = defineRoute(heads.resendContract, {
  summary: 'Send the signing e-mail again; 60003 once the contract was discarded',
  body: z.object({ contractId }).strict(),
  response: z.object({ contract: contractSummary }),
  errorCodes: [BusinessCode.CONTRACT_RESEND_AFTER_DISCARD, BusinessCode.TOO_MANY_REQUESTS],
});

export const syncContract = defineRoute(heads.syncContract, {
  summary: 'Refresh the signing state from the e-signature provider',
  body: z.object({ contractId }).strict(),
  response: z.object({ contract: contractSummary }),
});

export const discardContract = defineRoute(heads.discardContract, {
  summary: 'Discard an unsigned contract so a new one can be created',
  body: z.object({ contractId }).strict(),
  response: z.object({ contract: contractSummary }),
  errorCodes: [BusinessCode.CONTRACT_MAIN_STATUS],
});

export const abandonContracts = defineRoute(heads.abandonContracts, {
  summary: 'Discard every unsigned contract of a type at once, creating nothing new',
  body: z.object({ type: contractType }).strict(),
  response: z.object({ abandoned: z.number() }),
});

export const updateContractEmail = defineRoute(heads.updateContractEmail, {
  summary: 'Change where the signing e-mail of an unsigned contract goes, and send it there',
  body: z.object({ contractId, email: z.email().max(254) }).strict(),
  response: z.object({ contract: contractSummary }),
  errorCodes: [BusinessCode.CONTRACT_RESEND_AFTER_DISCARD, BusinessCode.CONTRACT_MAIN_STATUS],
});

export const getContract = defineRoute(heads.getContract, {
  summary: 'One contract of the account, with its text in the contract’s language',
  query: z.object({ contractId }),
  response: z.object({ contract: contractSummary, document: contractDocument }),
});

export const contractEmail = defineRoute(heads.contractEmail, {
  summary: 'The address signing e-mails go to by default',
  response: z.object({ email: z.string().nullable() }),
});

export const listContracts = defineRoute(heads.listContracts, {
  summary: 'The account’s contracts, newest first, paged, by category (0 all, 1 distribution, 2 monetization)',
  query: z.object({
    offset: z.coerce.number().int().min(0).default(0),
    count: z.coerce.number().int().min(0).max(100).default(10),
    category: z.coerce.number().int().min(ContractCategory.ALL).max(ContractCategory.MONETIZATION).default(0),
  }),
  response: z.object({ total: z.number(), contracts: z.array(contractSummary) }),
});

export const mainUpgrade = defineRoute(heads.mainUpgrade, {
  summary: 'Upgrade status of the main agreement (publishing amendment)',
  response: z.object({
    upgradeStatus: z.number(),
    upgradeNeeded: z.boolean(),
    amendmentAvailable: z.boolean(),
    mainContractId: z.number().nullable(),
    amendedContractId: z.number().nullable(),
  }),
});

export const contractInfo = defineRoute(heads.contractInfo, {
  summary: 'The account’s signing state, its main agreement and its common account agreement (the live one of each, or null)',
  response: z.object({
    signStatus: z.number(),
    hasSigned: z.boolean(),
    contractStartTime: z.string().nullable(),
    upgradeStatus: z.number(),
    mainContract: contractSummary.nullable(),
    accountContract: contractSummary.nullable(),
  }),
});

export const mainCopyright = defineRoute(heads.mainCopyright, {
  summary: 'The licence and commercial terms of the main agreement',
  response: z.object({
    licence: z.literal('non-exclusive'),
    territories: z.literal('Worldwide'),
    storeSharePercentFirstYear: z.number(),
    storeSharePercentAfterFirstYear: z.number(),
    inHouseSharePercent: z.number(),
    termMonths: z.number(),
    terminationNoticeDays: z.number(),
    signed: z.boolean(),
    contractStartTime: z.string().nullable(),
  }),
});

export const contractConfiguration = defineRoute(heads.contractConfiguration, {
  summary: 'Which contracts the account can sign, in which languages and by which methods',
  response: z.object({
    signMethods: z.array(signMethod),
    defaultLanguage: z.string(),
    types: z.array(z.object({ type: z.number(), available: z.boolean(), languages: z.array(z.string()) })),
  }),
});

export const downloadContract = defineRoute(heads.downloadContract, {
  summary: 'The contract as a PDF: the signed copy with its certificate page once signed, otherwise a preview',
  query: z.object({ contractId }),
  response: download,
});
