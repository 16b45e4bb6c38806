import * as aigcRoutes from '@portal/contract/heads/aigc';
import type * as aigc from '@portal/contract/aigc';
import type { ResponseOf } from '@portal/contract/route';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { SESSION_KEY } from '../../lib/queries.ts';

export type AigcBasic = ResponseOf<typeof aigc.getAigcBasic>;

/** The account's creation credits and which tools run here (refetched after each task, so kept fresh). */
export const aigcBasicQuery = () => queryOptions({ queryKey: [...SESSION_KEY, 'aigc', 'basic'], queryFn: ({ signal }) => api(aigcRoutes.getAigcBasic, { signal }), staleTime: 0 });
