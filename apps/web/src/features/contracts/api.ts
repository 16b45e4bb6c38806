import * as contractRoutes from '@portal/contract/heads/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { SESSION_KEY } from '../../lib/queries.ts';

const KEY = [...SESSION_KEY, 'contracts'] as const;

export const contractListQuery = (category: number, offset: number, count: number) =>
  queryOptions({
    queryKey: [...KEY, 'list', { category, offset, count }],
    queryFn: ({ signal }) => api(contractRoutes.listContracts, { query: { category, offset, count }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const contractInfoQuery = queryOptions({
  queryKey: [...KEY, 'info'],
  queryFn: ({ signal }) => api(contractRoutes.contractInfo, { signal }),
  staleTime: 0,
});

export const upgradeQuery = queryOptions({
  queryKey: [...KEY, 'upgrade'],
  queryFn: ({ signal }) => api(contractRoutes.mainUpgrade, { signal }),
  staleTime: 0,
});

export const copyrightQuery = queryOptions({
  queryKey: [...KEY, 'copyright'],
  queryFn: ({ signal }) => api(contractRoutes.mainCopyright, { signal }),
});

export const configurationQuery = queryOptions({
  queryKey: [...KEY, 'configuration'],
  queryFn: ({ signal }) => api(contractRoutes.contractConfiguration, { signal }),
});

export const contractEmailQuery = queryOptions({
  queryKey: [...KEY, 'email'],
  queryFn: ({ signal }) => api(contractRoutes.contractEmail, { signal }),
});

export const contractQuery = (contractId: number) =>
  queryOptions({
    queryKey: [...KEY, 'one', contractId],
    queryFn: ({ signal }) => api(contractRoutes.getContract, { query: { contractId }, signal }),
    staleTime: 0,
    retry: false,
  });

export const creationLockQuery = (type: number) =>
  queryOptions({
    queryKey: [...KEY, 'lock', type],
    queryFn: ({ signal }) => api(contractRoutes.checkCreationLock, { query: { type }, signal }),
    staleTime: 0,
    retry: false,
  });

export const contractsKey = KEY;

/** Files are fetched by the browser itself (a link), not through api(). */
export const contractDownloadPath = (contractId: number) => `/api${contractRoutes.downloadContract.path}?contractId=${contractId}`;
