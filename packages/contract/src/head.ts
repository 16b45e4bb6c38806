import type { ActionName, ResourceName } from '@portal/domain/permissions';

export type Access = 'public' | 'user' | 'admin';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * What a signed-in caller needs (document 1 section 6), declared by every route with access 'user':
 * - a resource and action: team members need that action on that resource of the account they act in;
 * - 'personal': the caller's own login (settings, passport, the teams they belong to), open to everyone signed in;
 * - 'owner': only the account owner (the team admin) may call it.
 */
export type Permission = { resource: ResourceName; action: ActionName } | 'personal' | 'owner';

/**
 * A route's head: what the browser needs to call it, free of zod so that the browser can import it. The contract's
 * defineRoute adds the summary and the schemas to it (decision 051); the web calls the API with it.
 */
export interface RouteHead {
  method: Method;
  /** Path under /api, spelled as document 1 section 7 gives it. */
  path: string;
  tag: string;
  access: Access;
  /** Required when access is 'user'; registration refuses a signed-in route without one. */
  permission?: Permission;
  /** The body is sent as multipart/form-data (files as Buffers, other fields as text). */
  multipart?: true;
  /** The answer is a file, not the JSON envelope: the handler returns a `download` object. */
  download?: true;
}

/*#__NO_SIDE_EFFECTS__*/
export function head<const H extends RouteHead>(route: H): H {
  return route;
}
