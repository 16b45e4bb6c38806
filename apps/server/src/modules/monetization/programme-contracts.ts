import { and, eq, inArray } from 'drizzle-orm';
import { monetizationOptIns } from '@portal/db/schema';
import { UserType } from '@portal/domain/enums';
import { programmeContractType, programmesOfContract, type MonetizationType } from '@portal/domain/monetization/programmes';
import type { Actor } from '../../platform/actor.ts';
import type { Services } from '../../platform/services.ts';
import { createContract } from '../contracts/create-contract.ts';

interface ContractInput {
  legalName: string;
  labelName?: string;
  language?: string;
  email?: string;
}

/** The programme's agreement, prepared for the signing flow of the contracts module (SIMPLE_SIGN in the portal). */
export async function createProgrammeContract(services: Services, actor: Actor, type: MonetizationType, input: ContractInput) {
  const { account } = actor;
  const created = await createContract(services, account, { ...input, type: programmeContractType[type], signMethod: 'SIMPLE_SIGN' }, account.type === UserType.LABEL);
  const { contractId, contractNumber, signStatus } = created.contract;
  return { contract: { contractId, type: created.contract.type, contractNumber, signStatus }, signPath: created.signPath };
}

/** A signed programme agreement turns the account's intentions in its programmes into opt-ins. */
export async function confirmProgrammeOptIns(services: Services, accountId: number, contractType: number, signedAt: Date): Promise<void> {
  const programmes = programmesOfContract(contractType);
  if (!programmes.length) return;
  await services.db
    .update(monetizationOptIns)
    .set({ state: 'OPT_IN', optedInAt: signedAt, updatedAt: signedAt })
    .where(and(eq(monetizationOptIns.ownerUserId, accountId), inArray(monetizationOptIns.programme, programmes), eq(monetizationOptIns.state, 'OPT_IN_INTENTION')));
}
