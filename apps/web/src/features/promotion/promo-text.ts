import { platformById } from '@portal/domain/catalog/platforms';
import type { ResponseOf } from '@portal/contract/route';
import type * as center from '@portal/contract/promotion-center';
import { isApiError } from '../../lib/api-client.ts';
import { errorMessageKey } from '../../lib/error-message.ts';
import { regionName, safeLocale } from '../../lib/format.ts';

type Translate = (key: string, vars?: Record<string, string | number>) => string;
type CampaignView = ResponseOf<typeof center.adminCampaigns>['campaigns'][number];

/** Badge colours of an application's status and a track's promotion state. */
export const statusColor: Record<string, string> = {
  TO_BE_PROMOTED: 'yellow',
  PROMOTING: 'blue',
  PROMOTED: 'teal',
  TAKEDOWN: 'gray',
  NONE: 'gray',
  COPYRIGHT_RISK: 'red',
};

/** A campaign's rules as short lines, in the reader's language. */
export function ruleLines(campaign: Pick<CampaignView, 'rules' | 'territories'>, t: Translate, language: string): string[] {
  const rules = campaign.rules;
  const lines = [t(`promo_rule_${rules.timing}`)];
  lines.push(rules.minTracks === 1 && rules.maxTracks === 1 ? t('promo_rule_one_track') : t('promo_rule_tracks', { min: rules.minTracks, max: rules.maxTracks }));
  if (rules.labelsOnly) lines.push(t('promo_rule_labels_only'));
  if (rules.minTier !== null) lines.push(t(`promo_rule_min_tier_${rules.minTier}`));
  if (rules.minDaysOut !== null) lines.push(t('promo_rule_min_days_out', { days: rules.minDaysOut }));
  if (rules.maxDaysOut !== null) lines.push(t('promo_rule_max_days_out', { days: rules.maxDaysOut }));
  if (rules.minLeadDays !== null) lines.push(t('promo_rule_lead_days', { days: rules.minLeadDays }));
  if (rules.store !== null) lines.push(t('promo_rule_store', { store: platformById(rules.store)?.name ?? String(rules.store) }));
  if (rules.cleanOnly) lines.push(t('promo_rule_clean'));
  if (rules.inHouseOptIn) lines.push(t('promo_rule_in_house'));
  lines.push(campaign.territories.length ? t('promo_rule_territories', { list: campaign.territories.map((code) => regionName(code, language)).join(', ') }) : t('promo_rule_worldwide'));
  return lines;
}

/** A failed call's message with the placeholders the server filled (a song's title, a track count). */
export function errorText(error: unknown, t: Translate, known: (key: string) => boolean): string {
  const key = errorMessageKey(error, known);
  const vars = isApiError(error) ? (error.details.find((detail) => detail.vars)?.vars ?? {}) : {};
  return t(key, vars);
}

export const dayText = (iso: string | number, language: string) => new Date(iso).toLocaleDateString(safeLocale(language), { dateStyle: 'medium' });

/** The offset and count of page `page` (from 1) of `size` rows, and how many pages `total` rows make. */
export const pageOf = (page: number, size: number) => ({ offset: (page - 1) * size, count: size });
export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));
