import * as openRoutes from '@portal/contract/heads/open';
import { api } from '../../lib/api-client.ts';

/** GET /api/open/ping: the cheapest call there is, for the request-merging demo. */
export const ping = () => api(openRoutes.ping);
