import { eq } from 'drizzle-orm';
import { portalSettings } from '@portal/db/schema';
import { maintenanceState, type MaintenanceSetting } from '@portal/domain/open-extras';
import { refusal } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';

const KEY = 'maintenance_window';
const NONE: MaintenanceSetting = { startAt: null, endAt: null, message: '' };

/** /open/mawf: the maintenance window and announcement operators set (decision 032). */
export async function readMaintenance(services: Services, now = new Date()) {
  const [row] = await services.db.select().from(portalSettings).where(eq(portalSettings.key, KEY));
  return maintenanceState((row?.value as MaintenanceSetting | undefined) ?? NONE, now);
}

export async function saveMaintenance(services: Services, input: MaintenanceSetting) {
  const both = input.startAt !== null && input.endAt !== null;
  if (both !== (input.startAt !== null || input.endAt !== null)) throw refusal(400, 'mawf_window_invalid', 'body.endAt');
  if (both && !(new Date(input.endAt!) > new Date(input.startAt!))) throw refusal(400, 'mawf_window_invalid', 'body.endAt');
  const value: MaintenanceSetting = {
    startAt: input.startAt && new Date(input.startAt).toISOString(),
    endAt: input.endAt && new Date(input.endAt).toISOString(),
    message: input.message,
  };
  await services.db
    .insert(portalSettings)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: portalSettings.key, set: { value, updatedAt: new Date() } });
  return readMaintenance(services);
}
