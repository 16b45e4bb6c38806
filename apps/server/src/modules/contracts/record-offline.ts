import { and, eq, inArray } from 'drizzle-orm';
import { randomBytes, createHash } from 'node:crypto';
import { contracts, users } from '@portal/db/schema';
import { BusinessCode } from '@portal/domain/errors';
import { ContractSignStatus, SignMethod, checkLegalName } from '@portal/domain/contracts';
import { AppError } from '../../platform/errors.ts';
import { newObjectKey } from '../../platform/storage.ts';
import type { UserRow } from '../../platform/session.ts';
import type { Services } from '../../platform/services.ts';
import { isUniqueViolation } from '@portal/db/errors';
import { toSummary } from './contract-repo.ts';
import { defaultContractLanguage } from './documents.ts';
import { afterSigned } from './sign-contract.ts';

export const MAX_SCAN_BYTES = 10 * 1024 * 1024;

const fieldError = (field: string, messageKey: string) => new AppError(BusinessCode.REQUEST_COMMON, 400, [{ field: `body.${field}`, messageKey, message: messageKey }], 'error_invalid_request');

/** An operator records an agreement signed on paper, with the scanned PDF; any unsigned contract of the type is replaced. */
export async function recordOfflineSignature(
  services: Services,
  operator: UserRow,
  input: { userId: number; type: number; signerName: string; signedAt: string; contractNumber?: string; file: Buffer },
) {
  const [account] = await services.db.select().from(users).where(eq(users.id, input.userId)).limit(1);
  if (!account) throw fieldError('userId', 'admin_user_not_found');
  const nameProblem = checkLegalName(input.signerName);
  if (nameProblem) throw fieldError('signerName', nameProblem);
  const signedAt = new Date(input.signedAt);
  if (Number.isNaN(signedAt.getTime()) || signedAt > new Date()) throw fieldError('signedAt', 'contract_signed_at_invalid');
  if (input.file.length === 0 || input.file.length > MAX_SCAN_BYTES || input.file.subarray(0, 5).toString('latin1') !== '%PDF-') {
    throw fieldError('file', 'contract_scan_must_be_pdf');
  }

  const pdfKey = newObjectKey(`contracts/${account.id}`, 'pdf');
  await services.files.put(pdfKey, input.file, 'application/pdf');
  try {
    const row = await services.db.transaction(async (tx) => {
      await tx
        .update(contracts)
        .set({ signStatus: ContractSignStatus.CANCELLED, cancelledAt: new Date() })
        .where(and(eq(contracts.userId, account.id), eq(contracts.type, input.type), inArray(contracts.signStatus, [0, 1])));
      const [made] = await tx
        .insert(contracts)
        .values({
          userId: account.id,
          type: input.type,
          contractNumber: input.contractNumber ?? `SP-${signedAt.getUTCFullYear()}-${randomBytes(5).toString('hex').toUpperCase()}`,
          signStatus: ContractSignStatus.ALL_SIGNED,
          signMethod: SignMethod.OFFLINE,
          region: account.region,
          language: defaultContractLanguage(account.region, account.language),
          legalName: input.signerName.trim(),
          signerName: input.signerName.trim(),
          signerEmail: account.email,
          signedAt,
          startTime: signedAt,
          recordedBy: operator.id,
          pdfKey,
          documentSha256: createHash('sha256').update(input.file).digest('hex'),
        })
        .returning();
      return made!;
    });
    await afterSigned(services, row);
    return { contract: toSummary(row) };
  } catch (error) {
    await services.files.delete(pdfKey);
    if (isUniqueViolation(error) && input.contractNumber && (await numberTaken(services, input.contractNumber))) {
      // Document 1's 60001: the paper's number is another contract's already.
      throw new AppError(BusinessCode.CONTRACT_DUPLICATE_ID, 409, [{ field: 'body.contractNumber', messageKey: 'error_contract_duplicate_id', message: 'error_contract_duplicate_id' }]);
    }
    if (isUniqueViolation(error)) throw new AppError(BusinessCode.CONTRACT_CREATION_LOCKED, 409);
    throw error;
  }
}

async function numberTaken(services: Services, contractNumber: string) {
  const [row] = await services.db.select({ id: contracts.id }).from(contracts).where(eq(contracts.contractNumber, contractNumber)).limit(1);
  return Boolean(row);
}
