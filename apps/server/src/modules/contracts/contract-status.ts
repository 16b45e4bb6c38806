import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { contracts } from '@portal/db/schema';
import { ContractSignStatus, ContractType, contractCategoryTypes, contractTypes, contractUpgradeNeeded, upgradeStatusOf } from '@portal/domain/contracts';
import { hasSigned } from '@portal/domain/user-state';
import { UserType } from '@portal/domain/enums';
import type { Actor } from '../../platform/actor.ts';
import type { Services } from '../../platform/services.ts';
import { toSummary } from './contract-repo.ts';
import { liveContract } from './create-contract.ts';
import { availableContractLanguages, defaultContractLanguage } from './documents.ts';

/** The commercial terms the product states; the agreement texts say the same. */
export const COMMERCIAL_TERMS = {
  storeSharePercentFirstYear: 100,
  storeSharePercentAfterFirstYear: 90,
  inHouseSharePercent: 100,
  termMonths: 12,
  terminationNoticeDays: 30,
} as const;

export async function listContracts(services: Services, actor: Actor, query: { offset: number; count: number; category: number }) {
  const where = and(eq(contracts.userId, actor.accountId), inArray(contracts.type, contractCategoryTypes[query.category]!));
  const [totals, rows] = await Promise.all([
    services.db.select({ total: count() }).from(contracts).where(where),
    services.db.select().from(contracts).where(where).orderBy(desc(contracts.createdAt), desc(contracts.id)).offset(query.offset).limit(query.count),
  ]);
  return { total: Number(totals[0]?.total ?? 0), contracts: rows.map(toSummary) };
}

export async function mainUpgrade(services: Services, actor: Actor) {
  const [main, amendment] = await Promise.all([liveContract(services, actor.accountId, ContractType.MAIN_AGREEMENT), liveContract(services, actor.accountId, ContractType.MAIN_AGREEMENT_AMENDED)]);
  const amendmentAvailable = availableContractLanguages(ContractType.MAIN_AGREEMENT_AMENDED, actor.account.region).length > 0;
  const upgradeStatus = upgradeStatusOf(main, amendment, amendmentAvailable);
  return {
    upgradeStatus,
    upgradeNeeded: contractUpgradeNeeded(upgradeStatus),
    amendmentAvailable,
    mainContractId: main?.id ?? null,
    amendedContractId: amendment?.id ?? null,
  };
}

export async function contractInfo(services: Services, actor: Actor) {
  const [main, account, { upgradeStatus }] = await Promise.all([
    liveContract(services, actor.accountId, ContractType.MAIN_AGREEMENT),
    liveContract(services, actor.accountId, ContractType.COMMON_ACCOUNT_AGREEMENT),
    mainUpgrade(services, actor),
  ]);
  return {
    signStatus: actor.account.signStatus,
    hasSigned: hasSigned(actor.account.signStatus),
    contractStartTime: main?.startTime?.toISOString() ?? null,
    upgradeStatus,
    mainContract: main ? toSummary(main) : null,
    accountContract: account ? toSummary(account) : null,
  };
}

export async function mainCopyright(services: Services, actor: Actor) {
  const main = await liveContract(services, actor.accountId, ContractType.MAIN_AGREEMENT);
  const signed = main?.signStatus === ContractSignStatus.ALL_SIGNED || main?.signStatus === ContractSignStatus.USER_SIGNED;
  return {
    licence: 'non-exclusive' as const,
    territories: 'Worldwide' as const,
    ...COMMERCIAL_TERMS,
    signed,
    contractStartTime: signed ? (main?.startTime?.toISOString() ?? null) : null,
  };
}

export function contractConfiguration(services: Services, actor: Actor) {
  const { region, language, type } = actor.account;
  return {
    signMethods: services.eSign ? ['SIMPLE_SIGN' as const, 'DOCUSIGN' as const] : ['SIMPLE_SIGN' as const],
    defaultLanguage: defaultContractLanguage(region, language),
    types: contractTypes.map((contractType) => {
      const languages = availableContractLanguages(contractType, region);
      return { type: contractType, available: languages.length > 0 && (type === UserType.ARTIST || type === UserType.LABEL), languages };
    }),
  };
}
