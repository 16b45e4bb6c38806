import * as identityRoutes from '@portal/contract/heads/identity';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { apiUpload } from '../../lib/api-upload.ts';
import { SESSION_KEY } from '../../lib/queries.ts';

export const personalInfoQuery = queryOptions({
  queryKey: [...SESSION_KEY, 'identity', 'pi-info'],
  queryFn: ({ signal }) => api(identityRoutes.getPersonalInfo, { signal }),
  staleTime: 0,
});

export const imageUrl = (uri: string) => `/api/images/view?uri=${encodeURIComponent(uri)}`;

export interface PersonalInfoDraft {
  legalName: string;
  birthDate: string;
  address: { line1: string; line2: string; city: string; state: string; postalCode: string; country: string };
  idType: number | null;
  idNumber: string;
  photos: { front?: string; back?: string; residenceCertificate?: string };
}

/** Sends the identity for review, or the change of one already approved. */
export function submitPersonalInfo(draft: PersonalInfoDraft, approved: boolean) {
  const route = approved ? identityRoutes.updateApprovedPersonalInfo : identityRoutes.submitPersonalInfo;
  return api(route, { body: toBody(draft) as never });
}

/** The request body: the photo slots compressed into "front,back" as document 3 describes. */
export function toBody(draft: PersonalInfoDraft) {
  const { line2, state, ...address } = draft.address;
  return {
    legalName: draft.legalName,
    birthDate: draft.birthDate,
    address: { ...address, ...(line2.trim() ? { line2 } : {}), ...(state.trim() ? { state } : {}) },
    idType: draft.idType ?? -1,
    idNumber: draft.idNumber,
    photos: [draft.photos.front, draft.photos.back].filter(Boolean).join(','),
    ...(draft.photos.residenceCertificate ? { residenceCertificate: draft.photos.residenceCertificate } : {}),
  };
}

export const uploadIdPhoto = (file: File) => apiUpload(identityRoutes.uploadIdPhoto, file);
