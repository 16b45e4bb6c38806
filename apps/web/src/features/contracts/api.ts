import type * as contracts from '@portal/contract/contracts';
import * as contractRoutes from '@portal/contract/heads/contracts';
import type { BodyOf } from '@portal/contract/route';
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

/** Prepares an agreement for the account to sign (artist accounts). */
export const createContract = (body: BodyOf<typeof contracts.createContract>) => api(contractRoutes.createContract, { body });

/** Prepares an agreement for a label account, naming the label as well. */
export const createLabelContract = (body: BodyOf<typeof contracts.createLabelContract>) => api(contractRoutes.createLabelContract, { body });

/** Signs in the portal: the typed legal name and the consent. */
export const signContract = (contractId: number, signatureName: string) => api(contractRoutes.signContract, { body: { contractId, signatureName, consent: true } });

export const resendContract = (contractId: number) => api(contractRoutes.resendContract, { body: { contractId } });

export const discardContract = (contractId: number) => api(contractRoutes.discardContract, { body: { contractId } });

/** Discards every unsigned contract of a type at once (starting an agreement over); answers how many. */
export const abandonContracts = (type: number) => api(contractRoutes.abandonContracts, { body: { type } });

/** Asks the e-signature provider where a DocuSign contract stands; answers the contract as it is now. */
export const syncContract = (contractId: number) => api(contractRoutes.syncContract, { body: { contractId } });

/** Sends the signing e-mail of an unsigned contract to another address, which is kept for reminders. */
export const updateContractEmail = (contractId: number, email: string) => api(contractRoutes.updateContractEmail, { body: { contractId, email } });

/** Files are fetched by the browser itself (a link), not through api(). */
export const contractDownloadPath = (contractId: number) => `/api${contractRoutes.downloadContract.path}?contractId=${contractId}`;
