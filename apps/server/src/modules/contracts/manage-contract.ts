import { and, desc, eq, inArray } from 'drizzle-orm';
import { contracts, users } from '@portal/db/schema';
import { BusinessCode } from '@portal/domain/errors';
import { ContractSignStatus, SignMethod } from '@portal/domain/contracts';
import { normalizeEmail } from '@portal/domain/credentials';
import { AppError } from '../../platform/errors.ts';
import { hit } from '../../platform/rate-limit.ts';
import type { Actor } from '../../platform/actor.ts';
import type { Services } from '../../platform/services.ts';
import { contractOfAccount, toSummary, type ContractRow } from './contract-repo.ts';
import { documentOf } from './documents.ts';
import { sendSigningEmail } from './signing-email.ts';
import { afterSigned } from './sign-contract.ts';

const RESENDS_PER_HOUR = 5;
const UNSIGNED = [ContractSignStatus.UNSIGNED, ContractSignStatus.SENT];

const discarded = () => new AppError(BusinessCode.CONTRACT_RESEND_AFTER_DISCARD, 409);
const notUnsigned = () => new AppError(BusinessCode.CONTRACT_MAIN_STATUS, 409, undefined, 'contract_already_signed');

function requireUnsigned(row: ContractRow) {
  if (row.signStatus === ContractSignStatus.CANCELLED) throw discarded();
  if (!UNSIGNED.includes(row.signStatus as 0 | 1)) throw notUnsigned();
}

async function resendTo(services: Services, actor: Actor, row: ContractRow) {
  if (!(await hit(services, `contract-resend:${row.id}`, RESENDS_PER_HOUR, 3600))) throw new AppError(BusinessCode.TOO_MANY_REQUESTS, 429);
  await sendSigningEmail(services, actor.account, row, documentOf(row).title);
}

export async function resendContract(services: Services, actor: Actor, contractId: number) {
  const row = await contractOfAccount(services, actor.accountId, contractId);
  requireUnsigned(row);
  await resendTo(services, actor, row);
  const [updated] = await services.db.update(contracts).set({ sentAt: new Date(), updatedAt: new Date() }).where(eq(contracts.id, row.id)).returning();
  return { contract: toSummary(updated!) };
}

export async function updateContractEmail(services: Services, actor: Actor, contractId: number, email: string) {
  const row = await contractOfAccount(services, actor.accountId, contractId);
  requireUnsigned(row);
  const [updated] = await services.db
    .update(contracts)
    .set({ signerEmail: normalizeEmail(email), sentAt: new Date(), updatedAt: new Date() })
    .where(and(eq(contracts.id, row.id), inArray(contracts.signStatus, UNSIGNED)))
    .returning();
  if (!updated) throw notUnsigned();
  await resendTo(services, actor, updated);
  return { contract: toSummary(updated) };
}

export async function discardContract(services: Services, actor: Actor, contractId: number) {
  const row = await contractOfAccount(services, actor.accountId, contractId);
  if (row.signStatus === ContractSignStatus.CANCELLED) return { contract: toSummary(row) };
  const [updated] = await services.db
    .update(contracts)
    .set({ signStatus: ContractSignStatus.CANCELLED, cancelledAt: new Date(), updatedAt: new Date() })
    .where(and(eq(contracts.id, row.id), inArray(contracts.signStatus, UNSIGNED)))
    .returning();
  if (!updated) throw notUnsigned();
  return { contract: toSummary(updated) };
}

export async function abandonContracts(services: Services, actor: Actor, type: number) {
  const rows = await services.db
    .update(contracts)
    .set({ signStatus: ContractSignStatus.CANCELLED, cancelledAt: new Date(), updatedAt: new Date() })
    .where(and(eq(contracts.userId, actor.accountId), eq(contracts.type, type), inArray(contracts.signStatus, UNSIGNED)))
    .returning({ id: contracts.id });
  return { abandoned: rows.length };
}

/** Asks the e-signature provider where a DocuSign contract stands; in-portal contracts are already current. */
export async function syncContract(services: Services, actor: Actor, contractId: number) {
  const row = await contractOfAccount(services, actor.accountId, contractId);
  if (row.signMethod !== SignMethod.DOCUSIGN || !row.externalId || !services.eSign || !UNSIGNED.includes(row.signStatus as 0 | 1)) {
    return { contract: toSummary(row) };
  }
  const status = await services.eSign.envelopeStatus(row.externalId);
  const next = status === 'completed' ? ContractSignStatus.ALL_SIGNED : status === 'declined' || status === 'voided' ? ContractSignStatus.CANCELLED : null;
  if (next === null) return { contract: toSummary(row) };
  const now = new Date();
  const [updated] = await services.db
    .update(contracts)
    .set({
      signStatus: next,
      ...(next === ContractSignStatus.ALL_SIGNED ? { signedAt: now, startTime: now, signerName: row.legalName } : { cancelledAt: now }),
      updatedAt: now,
    })
    .where(and(eq(contracts.id, row.id), inArray(contracts.signStatus, UNSIGNED)))
    .returning();
  if (updated?.signStatus === ContractSignStatus.ALL_SIGNED) await afterSigned(services, updated);
  return { contract: toSummary(updated ?? row) };
}

export async function contractEmail(services: Services, actor: Actor) {
  const [latest] = await services.db
    .select({ email: contracts.signerEmail })
    .from(contracts)
    .where(eq(contracts.userId, actor.accountId))
    .orderBy(desc(contracts.createdAt), desc(contracts.id))
    .limit(1);
  const [account] = await services.db.select({ email: users.email }).from(users).where(eq(users.id, actor.accountId));
  return { email: latest?.email ?? account?.email ?? null };
}
