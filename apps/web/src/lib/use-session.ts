import { useQuery } from '@tanstack/react-query';
import { basicQuery, regionQuery, userQuery } from './queries.ts';
import { readLoginData } from './session.ts';

/**
 * The visitor as the shell sees it. The user is fetched when the region answer says a session exists,
 * or straight away when this browser logged in before (saves a round trip on reload).
 */
export function useSession() {
  const region = useQuery(regionQuery);
  const basic = useQuery(basicQuery);
  const maybeLoggedIn = region.data?.isLogin ?? readLoginData() !== null;
  const user = useQuery({ ...userQuery, enabled: maybeLoggedIn });
  return {
    user: maybeLoggedIn ? (user.data ?? null) : null,
    region: region.data ?? null,
    basic: basic.data ?? null,
    loading: region.isPending || (maybeLoggedIn && user.isPending),
  };
}
