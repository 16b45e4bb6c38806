/** Every route of the contract, for the server's registration check and the OpenAPI document. */
import * as admin from './admin.ts';
import * as open from './open.ts';
import * as passport from './passport.ts';
import * as system from './system.ts';
import * as user from './user.ts';
import type { RouteDef } from './route.ts';

const isRoute = (value: unknown): value is RouteDef =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value;

export const allRoutes: RouteDef[] = [open, system, user, passport, admin].flatMap((mod) => Object.values(mod).filter(isRoute));
