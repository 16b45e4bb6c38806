import type { PublicConfig } from '@portal/contract/open';

/**
 * Whether the one-time "service restored in the United States" notice concerns this person (decision 071): a US
 * account that already existed when service came back. A visitor without a session, an account of another region and
 * an account made after the restoration have nothing to be told.
 */
export function usComplianceNoticeFor(config: Pick<PublicConfig, 'usComplianceNotice' | 'usComplianceRestoredOn'>, user: { region: string; createdAt: Date } | undefined): boolean {
  if (!config.usComplianceNotice || !user || user.region !== 'US') return false;
  return user.createdAt.getTime() < Date.parse(`${config.usComplianceRestoredOn}T00:00:00Z`);
}
