import { isApiError } from '../../lib/api-client.ts';
import type { PlatformRule } from './platform-rules-api.ts';

/** The parts of a rule the editor has a field for; `rule` is the rule as a whole (a key it does not know). */
export type RuleField = 'platformId' | 'regions.include' | 'regions.exclude' | 'userSources.include' | 'userSources.exclude' | 'requiresFlag' | 'hiddenByFlag' | 'required' | 'rule';
export const RULE_FIELDS: readonly RuleField[] = ['platformId', 'regions.include', 'regions.exclude', 'userSources.include', 'userSources.exclude', 'requiresFlag', 'hiddenByFlag', 'required'];

export interface RuleProblem {
  field: RuleField;
  messageKey: string;
  vars?: Record<string, string | number>;
}

/** A refused save split by the rule each problem names (`body.rules.3.regions.include.1` -> rule 3, regions.include). */
export function problemsByRule(error: unknown): Map<number, RuleProblem[]> {
  const found = new Map<number, RuleProblem[]>();
  if (!isApiError(error)) return found;
  for (const detail of error.details) {
    const match = /^body\.rules\.(\d+)(?:\.(\w+)(?:\.(include|exclude))?)?/.exec(detail.field);
    if (!match) continue;
    const named = [match[2], match[3]].filter(Boolean).join('.');
    const field = (RULE_FIELDS as readonly string[]).includes(named) ? (named as RuleField) : 'rule';
    const index = Number(match[1]);
    found.set(index, [...(found.get(index) ?? []), { field, messageKey: detail.messageKey, vars: detail.vars }]);
  }
  return found;
}

/** What the editor holds while a rule is changed: every list present, "no flag" as ''. */
export interface RuleDraft {
  platformId: number | null;
  regionsInclude: string[];
  regionsExclude: string[];
  sourcesInclude: number[];
  sourcesExclude: number[];
  requiresFlag: '' | NonNullable<PlatformRule['requiresFlag']>;
  hiddenByFlag: '' | NonNullable<PlatformRule['hiddenByFlag']>;
  required: boolean;
}

export const toDraft = (rule: PlatformRule | null): RuleDraft => ({
  platformId: rule?.platformId ?? null,
  regionsInclude: rule?.regions?.include ?? [],
  regionsExclude: rule?.regions?.exclude ?? [],
  sourcesInclude: rule?.userSources?.include ?? [],
  sourcesExclude: rule?.userSources?.exclude ?? [],
  requiresFlag: rule?.requiresFlag ?? '',
  hiddenByFlag: rule?.hiddenByFlag ?? '',
  required: rule?.required === true,
});

const list = <T>(include: T[], exclude: T[]) => (include.length || exclude.length ? { ...(include.length ? { include } : {}), ...(exclude.length ? { exclude } : {}) } : undefined);

/** The rule the server takes: empty lists and unset flags left out, as the defaults write them. */
export function fromDraft(draft: RuleDraft & { platformId: number }): PlatformRule {
  const regions = list(draft.regionsInclude, draft.regionsExclude);
  const userSources = list(draft.sourcesInclude, draft.sourcesExclude);
  return {
    platformId: draft.platformId,
    ...(regions ? { regions } : {}),
    ...(userSources ? { userSources } : {}),
    ...(draft.requiresFlag ? { requiresFlag: draft.requiresFlag } : {}),
    ...(draft.hiddenByFlag ? { hiddenByFlag: draft.hiddenByFlag } : {}),
    ...(draft.required ? { required: true } : {}),
  };
}
