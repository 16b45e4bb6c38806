import * as routes from '@portal/contract/heads/publishing-admin';
import type * as publishingAdmin from '@portal/contract/publishing-admin';
import type { BodyOf } from '@portal/contract/route';
import type { RegistrationStatus } from '@portal/domain/publishing/registration';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api-client.ts';
import { readCookie } from '../../lib/cookies.ts';
import { SESSION_KEY } from '../../lib/queries.ts';

// Publishing for operators: sign-ups to move on, submitted works, the CWR file out and the societies' answers in.

export const PUBLISHING_KEY = [...SESSION_KEY, 'admin', 'publishing'] as const;

export const registrationsQuery = (status: RegistrationStatus) =>
  queryOptions({
    queryKey: [...PUBLISHING_KEY, 'registrations', status],
    queryFn: ({ signal }) => api(routes.adminPublishingRegistrations, { query: { status, count: 200, offset: 0 }, signal }),
  });

/** Moves a sign-up on: information sent (with the writer id), succeeded, or failed with a reason the account sees. */
export const decideRegistration = (body: BodyOf<typeof publishingAdmin.decidePublishingRegistration>, options: { keepalive?: boolean } = {}) =>
  api(routes.decidePublishingRegistration, { body, keepalive: options.keepalive });

export const worksQuery = queryOptions({
  queryKey: [...PUBLISHING_KEY, 'works'],
  queryFn: ({ signal }) => api(routes.adminPublishingWorks, { query: { count: 100, offset: 0 }, signal }),
});

/** Reads a society's CWR acknowledgement file (its text). */
export const importAcknowledgements = (content: string) => api(routes.importPublishingAcknowledgements, { body: { content } });

/** The CWR export answers a file, not JSON: fetched directly (with the CSRF header); its name and contents. */
export async function exportCwr(): Promise<{ name: string; file: Blob }> {
  const response = await fetch(`/api${routes.exportPublishingCwr.path}`, { method: 'POST', headers: { 'x-csrf-token': readCookie('csrf_token') ?? '' }, credentials: 'same-origin' });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { baseResponse?: { messageKey?: string; message?: string } } | null;
    throw new ApiError({ status: response.status, messageKey: body?.baseResponse?.messageKey ?? null, message: body?.baseResponse?.message ?? null });
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'registrations.V21';
  return { name, file: await response.blob() };
}
