import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '@portal/contract/catalog';
import { PermissionAction, PermissionResource } from '@portal/domain/enums';
import { applicableActions, resourceNames } from '@portal/domain/permissions';
import { registeredRoutes } from './route.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { ownerWithMember, setMemberPermissions } from '../test/teams.ts';

let ctx: TestContext;
let team: Awaited<ReturnType<typeof ownerWithMember>>;
beforeAll(async () => {
  ctx = await createTestContext();
  team = await ownerWithMember(ctx);
});
afterAll(() => ctx.close());

/** Every action that can be granted, as a member-permissions map. */
function everythingExcept(resource?: string, action?: string): Record<number, number[]> {
  const grant: Record<number, number[]> = {};
  for (const name of resourceNames) {
    if (name === resource && action === 'View') continue; // any other action implies View, so drop the resource
    const actions = applicableActions[name].filter((a) => !(name === resource && a === action));
    grant[PermissionResource[name]] = actions.map((a) => PermissionAction[a]);
  }
  return grant;
}

const call = (route: { method: string; path: string }) => team.member.client.call(route.method as 'GET', `/api${route.path}`, { body: route.method === 'GET' ? undefined : {} });

describe('route permissions', () => {
  it('every signed-in route declares the permission it needs', () => {
    const routes = registeredRoutes(ctx.app);
    expect(routes.length).toBe(allRoutes.length);
    const undeclared = routes.filter((r) => r.access === 'user' && !r.permission).map((r) => `${r.method} ${r.path}`);
    expect(undeclared).toEqual([]);
  });

  it('refuses a member lacking the declared action on every route, and owner-only routes to every member', async () => {
    const granted: string[] = [];
    for (const route of registeredRoutes(ctx.app)) {
      if (route.access !== 'user' || route.permission === 'personal') continue;
      const lacking = route.permission === 'owner' ? everythingExcept() : everythingExcept(route.permission!.resource, route.permission!.action);
      await setMemberPermissions(ctx, team.teamId, team.member.userId, lacking);
      const result = await call(route);
      if (result.status < 300 || result.body.baseResponse?.messageKey !== 'error_no_permission') granted.push(`${route.method} ${route.path} -> ${result.status}`);
    }
    expect(granted).toEqual([]);
  });

  it('lets the same member through once the action is granted', async () => {
    const route = registeredRoutes(ctx.app).find((r) => r.path === '/user/album_song_count')!;
    await setMemberPermissions(ctx, team.teamId, team.member.userId, { [PermissionResource.Release]: [PermissionAction.View] });
    expect((await call(route)).status).toBe(200);
    await setMemberPermissions(ctx, team.teamId, team.member.userId, {});
    expect((await call(route)).status).toBe(403);
  });
});
