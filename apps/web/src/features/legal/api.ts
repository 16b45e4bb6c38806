import * as legalRoutes from '@portal/contract/heads/legal';
import type { BodyOf } from '@portal/contract/route';
import type * as legal from '@portal/contract/legal';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { SESSION_KEY } from '../../lib/queries.ts';

// The legal pages (decision 056): which versions the signed-in person accepted, and accepting the ones in force.

export const legalAcceptanceQuery = queryOptions({
  queryKey: [...SESSION_KEY, 'legal', 'acceptance'],
  queryFn: ({ signal }) => api(legalRoutes.legalStatus, { signal }),
});

export const acceptLegal = (documents: BodyOf<typeof legal.acceptLegal>['documents']) => api(legalRoutes.acceptLegal, { body: { documents } });
