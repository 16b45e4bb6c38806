import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { contracts, users } from '@portal/db/schema';
import { BusinessCode } from '@portal/domain/errors';
import { ContractSignStatus, ContractType, SignMethod } from '@portal/domain/contracts';
import { SettlementStatus, SignStatus } from '@portal/domain/enums';
import { AppError } from '../../platform/errors.ts';
import { newObjectKey } from '../../platform/storage.ts';
import { requireProvenEmail, type Actor } from '../../platform/actor.ts';
import type { Services } from '../../platform/services.ts';
import { notify } from '../notices/notify.ts';
import { contractOfAccount, toSummary, type ContractRow } from './contract-repo.ts';
import { documentOf } from './documents.ts';
import { renderContractPdf } from './render-pdf.ts';
import { reportConversionOnce } from '../account/conversion-events.ts';
import { confirmProgrammeOptIns } from '../monetization/programme-contracts.ts';

const conflict = (messageKey: string) => new AppError(BusinessCode.CONTRACT_MAIN_STATUS, 409, undefined, messageKey);

/** Names compare without regard to case, spacing or Unicode composition. */
const sameName = (a: string, b: string) => {
  const norm = (s: string) => s.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase();
  return norm(a) === norm(b);
};

/**
 * SIMPLE_SIGN: the signer types the licensor's legal name and consents; the server renders the PDF with a certificate
 * page, stores it, and marks the contract signed by both sides (the company's signature is applied on issue).
 */
export async function signContract(services: Services, actor: Actor, input: { contractId: number; signatureName: string }, req: FastifyRequest) {
  requireProvenEmail(actor);
  const row = await contractOfAccount(services, actor.accountId, input.contractId);
  if (row.signMethod !== SignMethod.SIMPLE_SIGN) throw conflict('contract_not_signable_here');
  if (row.signStatus === ContractSignStatus.CANCELLED) throw conflict('contract_discarded');
  if (row.signStatus === ContractSignStatus.USER_SIGNED || row.signStatus === ContractSignStatus.ALL_SIGNED) throw conflict('contract_already_signed');
  if (!sameName(input.signatureName, row.legalName)) {
    throw new AppError(BusinessCode.REQUEST_COMMON, 400, [{ field: 'body.signatureName', messageKey: 'contract_signature_mismatch', message: 'contract_signature_mismatch' }], 'error_invalid_request');
  }

  const signedAt = new Date();
  const signature = {
    signerName: row.legalName,
    signedAt,
    ip: req.ip,
    userAgent: (req.headers['user-agent'] ?? '').slice(0, 500),
    method: 'SIMPLE_SIGN' as const,
  };
  const { pdf, documentSha256 } = await renderContractPdf(documentOf(row), signature);
  const pdfKey = newObjectKey(`contracts/${row.userId}`, 'pdf');
  await services.files.put(pdfKey, pdf, 'application/pdf');

  const [updated] = await services.db
    .update(contracts)
    .set({
      signStatus: ContractSignStatus.ALL_SIGNED,
      signerName: row.legalName,
      signedAt,
      signedIp: signature.ip,
      signedUserAgent: signature.userAgent,
      documentSha256,
      pdfKey,
      startTime: signedAt,
      updatedAt: signedAt,
    })
    .where(and(eq(contracts.id, row.id), eq(contracts.signStatus, ContractSignStatus.SENT)))
    .returning();
  if (!updated) {
    // Someone signed or discarded it a moment earlier; keep their outcome.
    await services.files.delete(pdfKey);
    throw conflict('contract_already_signed');
  }
  await afterSigned(services, updated);
  return { contract: toSummary(updated) };
}

/** What a completed signature changes for the account: its sign status, the one-time event, a notice. */
export async function afterSigned(services: Services, row: ContractRow): Promise<void> {
  if (row.type === ContractType.MAIN_AGREEMENT) {
    // Signing settles an account whose identity already passed review.
    await services.db
      .update(users)
      .set({
        signStatus: SignStatus.ALL_SIGNED,
        status: sql`case when ${users.status} = ${SettlementStatus.IDENTIFICATION_PASSED} then ${SettlementStatus.SETTLED} else ${users.status} end`,
        updatedAt: new Date(),
      })
      .where(eq(users.id, row.userId));
    await services.sessions.invalidateUser(row.userId);
    await reportConversionOnce(services, row.userId, 'contract_sign');
  }
  await confirmProgrammeOptIns(services, row.userId, row.type, row.signedAt ?? new Date());
  await notify(services, {
    userId: row.userId,
    subtype: 'SIGN_COMPLETED',
    titleKey: 'notice_contract_signed_title',
    bodyKey: 'notice_contract_signed_body',
    vars: { number: row.contractNumber },
    link: `/contract/management`,
    eventKey: `contract-signed:${row.id}`,
  });
}
