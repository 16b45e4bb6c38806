import { and, eq } from 'drizzle-orm';
import { contracts } from '@portal/db/schema';
import type { ContractSummary } from '@portal/contract/contracts';
import { BusinessCode } from '@portal/domain/errors';
import { SignMethod } from '@portal/domain/contracts';
import { AppError } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';

export type ContractRow = typeof contracts.$inferSelect;

export function toSummary(row: ContractRow): ContractSummary {
  return {
    contractId: row.id,
    type: row.type,
    contractNumber: row.contractNumber,
    signStatus: row.signStatus,
    signMethod: row.signMethod as ContractSummary['signMethod'],
    language: row.language,
    legalName: row.legalName,
    labelName: row.labelName,
    signerEmail: row.signerEmail,
    signer: row.signerName,
    signType: row.signMethod === SignMethod.OFFLINE ? 'offline' : 'online',
    startTime: row.startTime?.toISOString() ?? null,
    signedAt: row.signedAt?.toISOString() ?? null,
    amendsContractId: row.amendsContractId,
    documentSha256: row.documentSha256,
    createdAt: row.createdAt.toISOString(),
  };
}

export const contractNotFound = () => new AppError(BusinessCode.REQUEST_COMMON, 404, undefined, 'contract_not_found');

/** A contract of the account: another account's id is answered exactly like an id that does not exist. */
export async function contractOfAccount(services: Services, accountId: number, contractId: number): Promise<ContractRow> {
  const [row] = await services.db
    .select()
    .from(contracts)
    .where(and(eq(contracts.id, contractId), eq(contracts.userId, accountId)))
    .limit(1);
  if (!row) throw contractNotFound();
  return row;
}
