import { and, eq } from 'drizzle-orm';
import { contracts, platformRules } from '@portal/db/schema';
import { ContractSignStatus, ContractType } from '@portal/domain/contracts';
import { UserType } from '@portal/domain/enums';
import { trackCountLimit } from '@portal/domain/regions';
import { availablePlatforms, defaultPlatformRules, type PlatformFlags, type PlatformRule } from '@portal/domain/catalog/platforms';
import { PublishingContractType, type ReleaseRuleContext, type ReleaseUserFlags } from '@portal/domain/release/model';
import type { UserRow } from '../../platform/session.ts';
import type { Services } from '../../platform/services.ts';

/**
 * Per-account switches of document 3 section 1 that operators set (stored in users.extra.releaseFlags); an account
 * without them gets the defaults of a new independent artist.
 */
interface StoredReleaseFlags extends PlatformFlags {
  allowLicense?: boolean;
  enforceCoverRestriction?: boolean;
  enforceRemixRestriction?: boolean;
  enableOptInFullTrack?: boolean;
  affiliatedSociety?: string;
}

const storedFlags = (account: UserRow): StoredReleaseFlags => (account.extra as { releaseFlags?: StoredReleaseFlags } | null)?.releaseFlags ?? {};

/** The store availability rules: the operators' table, or the defaults until they edit it. */
export async function loadPlatformRules(services: Services): Promise<PlatformRule[]> {
  const rows = await services.db.select({ rule: platformRules.rule }).from(platformRules);
  return rows.length ? rows.map((row) => row.rule as PlatformRule) : defaultPlatformRules;
}

/** Publishing is in the account's agreement once the publishing amendment is signed (document 2). */
async function publishingContractType(services: Services, accountId: number): Promise<number> {
  const [amendment] = await services.db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(eq(contracts.userId, accountId), eq(contracts.type, ContractType.MAIN_AGREEMENT_AMENDED), eq(contracts.signStatus, ContractSignStatus.ALL_SIGNED)))
    .limit(1);
  return amendment ? PublishingContractType.PUBLISHING_AND_RECORDING : PublishingContractType.RECORDING_ONLY;
}

export async function releaseUserFlags(services: Services, account: UserRow): Promise<ReleaseUserFlags> {
  const flags = storedFlags(account);
  return {
    isLabel: account.type === UserType.LABEL,
    allowLicense: flags.allowLicense ?? false,
    enforceCoverRestriction: flags.enforceCoverRestriction ?? true,
    enforceRemixRestriction: flags.enforceRemixRestriction ?? true,
    enableOptInFullTrack: flags.enableOptInFullTrack ?? false,
    publishingContractType: await publishingContractType(services, account.id),
    affiliatedSociety: flags.affiliatedSociety,
  };
}

export async function storesFor(services: Services, account: UserRow) {
  return availablePlatforms(await loadPlatformRules(services), { region: account.region, source: account.source, flags: storedFlags(account) });
}

export async function ruleContextFor(services: Services, account: UserRow, kind: 'ALBUM' | 'SINGLE'): Promise<ReleaseRuleContext> {
  const [user, availableStores] = await Promise.all([releaseUserFlags(services, account), storesFor(services, account)]);
  return { now: Date.now(), kind, trackLimit: trackCountLimit(account.region, services.config.testMode), user, availableStores };
}
