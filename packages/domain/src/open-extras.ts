/** Rules of the small open calls (decision 032): content-supply offers and the maintenance window. */

/** An offer is INVITED until the artist answers (INTERESTED, DECLINED), accepts it for an account (BOUND) or opts out. */
export const CONTENT_SUPPLY_STATUSES = ['INVITED', 'INTERESTED', 'DECLINED', 'BOUND', 'UNSUBSCRIBED'] as const;
export type ContentSupplyStatus = (typeof CONTENT_SUPPLY_STATUSES)[number];

/** Whether an offer in this status can still be accepted for an account. */
export const canBind = (status: ContentSupplyStatus) => status === 'INVITED' || status === 'INTERESTED' || status === 'DECLINED';

export const MAWF_MESSAGE_MAX = 500;

/** "ana.lima@example.com" -> "a***@example.com": enough for the owner to recognise, not enough to harvest. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

export interface MaintenanceSetting {
  startAt: string | null;
  endAt: string | null;
  message: string;
}

/** Active while now is inside the window; announced from the moment it is set until it ends. */
export function maintenanceState(setting: MaintenanceSetting, now: Date) {
  const start = setting.startAt ? new Date(setting.startAt) : null;
  const end = setting.endAt ? new Date(setting.endAt) : null;
  const announced = start !== null && end !== null && now < end;
  return { ...setting, announced, active: announced && now >= start! };
}
