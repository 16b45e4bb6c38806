import { max, sql } from 'drizzle-orm';
import { platformRules } from '@portal/db/schema';
import { BusinessCode } from '@portal/domain/errors';
import { CONTENT_ID_PSEUDO_STORE_ID, defaultPlatformRules, platformById, YOUTUBE_MUSIC_ID, type PlatformRule } from '@portal/domain/catalog/platforms';
import { territoryByCode } from '@portal/domain/catalog/territories';
import type { FieldError } from '@portal/contract/route';
import { AppError } from '../../platform/errors.ts';
import type { UserRow } from '../../platform/session.ts';
import type { Services } from '../../platform/services.ts';
import { storesFor } from '../releases/rule-context.ts';

/** GET /release/platforms: the stores this account may choose, by rank, and the Content ID rule the form applies. */
export async function releasePlatforms(services: Services, account: UserRow) {
  const available = await storesFor(services, account);
  return {
    platforms: available.map(({ platform, required }) => ({
      id: platform.id,
      name: platform.name,
      type: platform.type,
      group: platform.group ?? null,
      rank: platform.rank,
      logo: platform.logo,
      required,
      pseudo: platform.pseudo === true,
    })),
    contentId: { platformId: CONTENT_ID_PSEUDO_STORE_ID, disabledWhenSelected: [YOUTUBE_MUSIC_ID], messageKey: 'store_content_id_with_youtube_music' },
  };
}

/** The operators' table as it stands (the defaults while it is empty), with when it last changed. */
export async function platformRuleTable(services: Services) {
  const [rows, [latest]] = await Promise.all([
    services.db.select({ rule: platformRules.rule }).from(platformRules).orderBy(platformRules.id),
    services.db.select({ at: max(platformRules.updatedAt) }).from(platformRules),
  ]);
  return {
    rules: rows.length ? rows.map((row) => row.rule as PlatformRule) : defaultPlatformRules,
    usingDefaults: rows.length === 0,
    updatedAt: latest?.at ? new Date(latest.at).toISOString() : null,
  };
}

const issue = (field: string, messageKey: string, vars: Record<string, string | number>): FieldError => ({ field, messageKey, message: '', vars });

/** What the shape cannot say: each rule names a platform of the catalogue and real country codes. */
function ruleIssues(rules: PlatformRule[]): FieldError[] {
  return rules.flatMap((rule, index) => {
    const at = `body.rules.${index}`;
    const issues: FieldError[] = [];
    if (!platformById(rule.platformId)) issues.push(issue(`${at}.platformId`, 'platform_rule_unknown_platform', { id: rule.platformId }));
    for (const list of ['include', 'exclude'] as const) {
      rule.regions?.[list]?.forEach((code, position) => {
        if (!territoryByCode(code)) issues.push(issue(`${at}.regions.${list}.${position}`, 'platform_rule_unknown_region', { code }));
      });
    }
    return issues;
  });
}

/** PUT /admin/platform-rules: the whole table at once, in the order given; nothing changes when a rule is wrong. */
export async function replacePlatformRules(services: Services, operatorId: number, rules: PlatformRule[]) {
  const issues = ruleIssues(rules);
  if (issues.length) throw new AppError(BusinessCode.REQUEST_COMMON, 400, issues.slice(0, 50), 'error_invalid_request');
  await services.db.transaction(async (tx) => {
    // Two operators saving at once: the second waits and replaces the first's table instead of adding to it.
    await tx.execute(sql`lock table ${platformRules} in share row exclusive mode`);
    await tx.delete(platformRules);
    if (rules.length) {
      const now = new Date();
      await tx.insert(platformRules).values(rules.map((rule) => ({ platformId: rule.platformId, rule, updatedAt: now, updatedBy: operatorId })));
    }
  });
  return platformRuleTable(services);
}
