import type { RouteHead } from '@portal/contract/head';

/**
 * Who may pass a route's door, as its head declares it (decision 051):
 * - 'public': anyone, signed in or not;
 * - 'signed-in': anyone signed in, acting on their own login (settings, passport, their teams);
 * - 'owner': the account owner only, never a team member;
 * - 'Resource.Action': the owner, and a member granted that action on that resource;
 * - 'operator': operators only.
 * The authorisation matrix test calls every route as every kind of caller and checks the server opens exactly these
 * doors. Passing the door is not seeing every object: the matrix also checks that no caller reaches another tenant's.
 */
export type Door = 'public' | 'signed-in' | 'owner' | 'operator' | `${string}.${string}`;

export function doorOf(route: Pick<RouteHead, 'access' | 'permission'>): Door {
  if (route.access === 'public') return 'public';
  if (route.access === 'admin') return 'operator';
  const permission = route.permission;
  if (permission === 'personal') return 'signed-in';
  if (permission === 'owner') return 'owner';
  if (!permission) throw new Error('a signed-in route without a permission');
  return `${permission.resource}.${permission.action}`;
}
