import * as teamRoutes from '@portal/contract/heads/team';
import { api } from './api-client.ts';
import { queryClient } from './query-client.ts';

/** The short wait of document 1 section 2 between the switch call and the reload, so the overlay is seen. */
const SETTLE_MS = 600;

/**
 * Team switching: the caller shows the loading overlay; the session is pointed at the team, and after a short
 * wait the portal starts again at /start with every cache cleared.
 */
export async function switchTeam(teamId: number): Promise<void> {
  await api(teamRoutes.switchTeam, { body: { id: teamId } });
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  queryClient.clear();
  window.location.assign('/start');
}
