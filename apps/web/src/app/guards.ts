import { redirect, type LoaderFunctionArgs } from 'react-router';
import { isApiError } from '../lib/api-client.ts';
import type { User } from '@portal/contract/user';
import { loginPathFor, safeNextPath } from '../lib/public-paths.ts';
import { basicQuery, regionQuery, userQuery } from '../lib/queries.ts';
import { queryClient } from '../lib/query-client.ts';
import { readLoginData } from '../lib/session.ts';
import { StorageKey, writeStorage } from '../lib/storage.ts';

interface GuardOptions {
  admin?: boolean;
  testMode?: boolean;
}

const isUnauthorized = (error: unknown) => isApiError(error) && (error.status === 401 || error.status === 432);

/**
 * Loader guard of the protected pages: test-mode pages need test mode, a banned region goes home,
 * no session goes to /login?next=..., a missing profile goes to /start, operator pages need isAdmin.
 */
export async function requireUser(request: Request, options: GuardOptions = {}): Promise<User> {
  const url = new URL(request.url);
  const here = url.pathname + url.search;
  // A browser that logged in before asks for the user at once instead of after the region answer.
  const early = readLoginData()
    ? queryClient.ensureQueryData(userQuery).then(
        (u) => ({ u }),
        (error: unknown) => ({ error }),
      )
    : null;
  const [region, basic] = await Promise.all([queryClient.ensureQueryData(regionQuery).catch(() => null), options.testMode ? queryClient.ensureQueryData(basicQuery) : null]);
  if (options.testMode && !basic?.testMode) throw redirect('/');
  if (region?.regionBanned) throw redirect('/');
  if (region && !region.isLogin) throw redirect(loginPathFor(here));
  let user: User;
  try {
    const first = early ? await early : null;
    if (first && 'error' in first) throw first.error;
    user = first ? first.u : await queryClient.ensureQueryData(userQuery);
  } catch (error) {
    if (isUnauthorized(error)) throw redirect(loginPathFor(here));
    throw error;
  }
  if (user.needsProfile && url.pathname !== '/start') throw redirect(`/start?next=${encodeURIComponent(here)}`);
  if (options.admin && !user.isAdmin) throw redirect('/');
  return user;
}

export const protectedLoader =
  (options: GuardOptions = {}) =>
  async ({ request }: LoaderFunctionArgs) => {
    await requireUser(request, options);
    return null;
  };

/** /start decides: the profile form while the profile is missing, the overview (or next) otherwise. */
export async function startLoader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  if (!user.needsProfile) throw redirect(safeNextPath(new URL(request.url).searchParams.get('next'), '/overview'));
  return null;
}

/** Sign-up entry: keeps the invite codes for the sign-up form, then opens it for the region (BR by default). */
export function inviteLoader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const inviteCode = params.get('invite-code');
  const managerInviteCode = params.get('manager_invite_code');
  const region = /^[A-Za-z]{2}$/.test(params.get('region') ?? '') ? (params.get('region') as string).toUpperCase() : 'BR';
  if (inviteCode) writeStorage(StorageKey.inviteCode, inviteCode, 'session');
  if (managerInviteCode) writeStorage(StorageKey.managerInviteCode, managerInviteCode, 'session');
  return redirect(`/sign-up?next=overview&region=${region}`);
}

/** Any unknown path reloads to / (document 1 section 2). */
export function unknownPathLoader() {
  window.location.replace('/');
  return null;
}
