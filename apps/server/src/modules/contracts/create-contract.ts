import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { contracts } from '@portal/db/schema';
import { BusinessCode } from '@portal/domain/errors';
import { ContractSignStatus, ContractType, SignMethod, checkLegalName, hasEmoji } from '@portal/domain/contracts';
import { UserType } from '@portal/domain/enums';
import { isBanned } from '../../platform/session.ts';
import { AppError } from '../../platform/errors.ts';
import type { UserRow } from '../../platform/session.ts';
import type { Services } from '../../platform/services.ts';
import { isUniqueViolation } from '@portal/db/errors';
import { contractDocument, defaultContractLanguage } from './documents.ts';
import { toSummary, type ContractRow } from './contract-repo.ts';
import { sendSigningEmail } from './signing-email.ts';

export interface CreateInput {
  type: number;
  legalName: string;
  labelName?: string;
  language?: string;
  email?: string;
  signMethod: 'SIMPLE_SIGN' | 'DOCUSIGN';
}

const LIVE = [ContractSignStatus.UNSIGNED, ContractSignStatus.SENT, ContractSignStatus.USER_SIGNED, ContractSignStatus.ALL_SIGNED];
const signed = (row: { signStatus: number }) => row.signStatus === ContractSignStatus.USER_SIGNED || row.signStatus === ContractSignStatus.ALL_SIGNED;

const fieldError = (field: string, messageKey: string) => new AppError(BusinessCode.REQUEST_COMMON, 400, [{ field: `body.${field}`, messageKey, message: messageKey }], 'error_invalid_request');
const locked = () => new AppError(BusinessCode.CONTRACT_CREATION_LOCKED, 409);

export async function liveContract(services: Services, accountId: number, type: number): Promise<ContractRow | null> {
  const [row] = await services.db
    .select()
    .from(contracts)
    .where(and(eq(contracts.userId, accountId), eq(contracts.type, type), inArray(contracts.signStatus, LIVE)))
    .limit(1);
  return row ?? null;
}

/**
 * Whether a contract of this type may be created now: not while one is live (sign or discard it first), not for a
 * frozen account, and the amendment only on top of a signed main agreement in a region that has one.
 */
export async function checkCreationLock(services: Services, account: UserRow, type: number): Promise<{ locked: false }> {
  if (isBanned(account) || account.banType > 0) throw locked();
  if (await liveContract(services, account.id, type)) throw locked();
  // The amendment and the monetization programme agreements (decision 031) build on a signed main agreement.
  if (type !== ContractType.MAIN_AGREEMENT && type !== ContractType.COMMON_ACCOUNT_AGREEMENT) {
    const main = await liveContract(services, account.id, ContractType.MAIN_AGREEMENT);
    if (!main || !signed(main)) throw new AppError(BusinessCode.CONTRACT_MAIN_STATUS, 409, undefined, 'contract_main_not_signed');
  }
  return { locked: false };
}

export async function createContract(services: Services, account: UserRow, input: CreateInput, asLabel: boolean) {
  if (asLabel !== (account.type === UserType.LABEL)) throw new AppError(BusinessCode.REQUEST_COMMON, 400, undefined, asLabel ? 'contract_label_only' : 'contract_artist_only');
  const legalName = input.legalName.trim().replace(/\s+/g, ' ');
  const labelName = input.labelName?.trim().replace(/\s+/g, ' ');
  if (hasEmoji(legalName) || (labelName && hasEmoji(labelName))) throw new AppError(BusinessCode.CONTRACT_EMOJI_IN_PARAM, 400);
  const nameProblem = checkLegalName(legalName);
  if (nameProblem) throw fieldError('legalName', nameProblem);
  if (asLabel && (!labelName || labelName.length < 2 || labelName.length > 100)) throw fieldError('labelName', 'contract_label_name_required');
  if (input.signMethod === SignMethod.DOCUSIGN && !services.eSign) throw fieldError('signMethod', 'contract_sign_method_unavailable');

  await checkCreationLock(services, account, input.type);
  const main = input.type === ContractType.MAIN_AGREEMENT_AMENDED ? await liveContract(services, account.id, ContractType.MAIN_AGREEMENT) : null;
  const language = input.language ?? defaultContractLanguage(account.region, account.language);
  const contractNumber = `SP-${new Date().getUTCFullYear()}-${randomBytes(5).toString('hex').toUpperCase()}`;
  const params = {
    legalName,
    labelName,
    effectiveDate: new Date().toISOString().slice(0, 10),
    originalContractSigningDate: main?.signedAt?.toISOString().slice(0, 10),
    contractNumber,
  };
  const document = contractDocument({ type: input.type, region: account.region, language, userType: asLabel ? 1 : 0, params });
  if (!document) throw fieldError('type', 'contract_type_unavailable');

  let row: ContractRow;
  try {
    [row] = (await services.db
      .insert(contracts)
      .values({
        userId: account.id,
        type: input.type,
        contractNumber,
        signStatus: ContractSignStatus.SENT,
        signMethod: input.signMethod,
        region: account.region,
        language: document.language,
        legalName,
        labelName: labelName ?? null,
        signerEmail: input.email ?? account.email,
        params,
        amendsContractId: main?.id ?? null,
        sentAt: new Date(),
      })
      .returning()) as [ContractRow];
  } catch (error) {
    // Two creations racing: the partial unique index lets one through.
    if (isUniqueViolation(error)) throw locked();
    throw error;
  }
  if (input.signMethod === SignMethod.DOCUSIGN) row = await sendToProvider(services, row, document.title);
  else await sendSigningEmail(services, account, row, document.title);
  return { contract: toSummary(row), signPath: `/contract/sign/${row.id}` };
}

async function sendToProvider(services: Services, row: ContractRow, title: string): Promise<ContractRow> {
  const { renderContractPdf } = await import('./render-pdf.ts');
  const document = contractDocument({ type: row.type, region: row.region, language: row.language, userType: row.labelName ? 1 : 0, params: row.params as never })!;
  const { pdf, documentSha256 } = await renderContractPdf(document, null);
  const { envelopeId } = await services.eSign!.createEnvelope({
    contractNumber: row.contractNumber,
    title,
    pdf,
    signerName: row.legalName,
    signerEmail: row.signerEmail ?? '',
  });
  const [updated] = await services.db.update(contracts).set({ externalId: envelopeId, documentSha256, updatedAt: new Date() }).where(eq(contracts.id, row.id)).returning();
  return updated!;
}
