import { inArray } from 'drizzle-orm';
import { portalSettings } from '@portal/db/schema';
import type { PublicConfig } from '@portal/contract/open';
import { isRegion } from '@portal/domain/regions';
import { AppError } from '../../platform/errors.ts';
import { BusinessCode } from '@portal/domain/errors';
import type { Services } from '../../platform/services.ts';

export const defaultPublicConfig: PublicConfig = {
  bannedRegions: [],
  usComplianceNotice: true,
  usComplianceRestoredOn: '2025-01-20',
  chatBotEnabled: false,
  supportEmail: 'support@soundport.example',
  survey: { start: '2025-03-21', end: '2025-04-15', url: 'https://survey.soundport.example/publishing-2025' },
};

const keys = Object.keys(defaultPublicConfig) as (keyof PublicConfig)[];

export async function readPublicConfig(services: Services): Promise<PublicConfig> {
  const rows = await services.db.select().from(portalSettings).where(inArray(portalSettings.key, keys));
  const stored = Object.fromEntries(rows.map((row) => [row.key, row.value]));
  return { ...defaultPublicConfig, ...stored } as PublicConfig;
}

export async function savePublicConfig(services: Services, changes: Partial<PublicConfig>): Promise<PublicConfig> {
  const invalid = (changes.bannedRegions ?? []).filter((code) => !isRegion(code));
  if (invalid.length > 0) {
    throw new AppError(BusinessCode.REQUEST_COMMON, 400, [{ field: 'body.bannedRegions', messageKey: 'error_region_invalid', message: invalid.join(', ') }]);
  }
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    await services.db
      .insert(portalSettings)
      .values({ key, value })
      .onConflictDoUpdate({ target: portalSettings.key, set: { value, updatedAt: new Date() } });
  }
  return readPublicConfig(services);
}
