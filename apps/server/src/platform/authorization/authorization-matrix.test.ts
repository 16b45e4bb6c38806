import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PermissionAction, PermissionResource } from '@portal/domain/enums';
import { applicableActions, resourceNames, type ActionName, type ResourceName } from '@portal/domain/permissions';
import { registeredRoutes } from '../route.ts';
import { describeRoutes, type DescribedRoute } from '../fuzz/fuzz-routes.ts';
import { schemaArbitrary, type JsonSchema } from '../fuzz/schema-arbitrary.ts';
import { createTestContext, signUpArtist, signUpOperator, type ApiResult, type TestClient, type TestContext } from '../../test/harness.ts';
import { ownerWithMember, setMemberPermissions } from '../../test/teams.ts';
import { makeWav, uploadWhole } from '../../modules/uploads/test-files.ts';
import { doorOf, type Door } from './doors.ts';

// Issue 11 section 2: every route × every kind of caller, against the door its head declares (doors.ts); then every
// route again as callers outside tenant A, aimed at A's objects: none may see or change them.

type Caller = 'anonymous' | 'owner' | 'member without permissions' | 'removed member' | "another team's owner" | 'operator' | `member with ${string}`;

let ctx: TestContext;
let routes: DescribedRoute[];
/** Tenant A: its owner and a member of its team, whose permissions each case sets. */
let team: Awaited<ReturnType<typeof ownerWithMember>>;
const callers = new Map<string, TestClient>();
const CANARY = 'Zq7Canary';
let tenantA: { albumId: number; songIds: number[]; artistId: number; reportId: number; fileId: string };

const LOGOUT = 'POST /passport/logout';
const key = (route: DescribedRoute) => `${route.def.method} ${route.def.path}`;

async function call(client: TestClient | undefined, route: DescribedRoute, input: { query?: unknown; body?: unknown } = {}): Promise<ApiResult> {
  const caller = client ?? ctx.client();
  const query = Object.fromEntries(Object.entries((input.query ?? {}) as Record<string, unknown>).map(([name, value]) => [name, typeof value === 'object' ? JSON.stringify(value) : String(value)]));
  return caller.call(route.def.method, `/api${route.def.path.replace(':id', tenantA.fileId)}`, { query, ...(route.def.method === 'GET' ? {} : { body: input.body ?? {} }) });
}

/** Refused at the door: not signed in, not permitted, not an operator. Refusals of the handler itself are not the door's. */
function refusedAtDoor(result: ApiResult): boolean {
  const messageKey = result.body?.baseResponse?.messageKey;
  return (result.status === 401 && messageKey === 'error_not_logged_in') || (result.status === 403 && (messageKey === 'error_no_permission' || messageKey === 'error_admin_only'));
}

/** Whether the declared door lets this caller through. */
function mayPass(door: Door, caller: Caller, granted?: { resource: ResourceName; action: ActionName }): boolean {
  if (door === 'public') return true;
  if (caller === 'anonymous') return false;
  if (door === 'operator') return caller === 'operator';
  if (door === 'signed-in') return true;
  const actsInOwnAccount = caller === 'owner' || caller === 'removed member' || caller === "another team's owner" || caller === 'operator';
  if (actsInOwnAccount) return true;
  if (door === 'owner' || !granted) return false;
  return door === `${granted.resource}.${granted.action}`;
}

const singlePermissions = resourceNames.flatMap((resource) => applicableActions[resource].map((action) => ({ resource, action })));

beforeAll(async () => {
  ctx = await createTestContext();
  routes = describeRoutes(registeredRoutes(ctx.app));
  team = await ownerWithMember(ctx);
  const removed = await ownerWithMember(ctx);
  // The removed member had switched into the team before the owner removed them.
  const removal = await removed.owner.client.post('/api/team/member/remove', { userId: removed.member.userId });
  if (removal.status !== 200) throw new Error(`removal failed: ${JSON.stringify(removal.body)}`);
  callers.set('owner', team.owner.client);
  callers.set('removed member', removed.member.client);
  callers.set("another team's owner", (await signUpArtist(ctx, { nickname: 'Tenant B' })).client);
  callers.set('operator', await signUpOperator(ctx));

  // Tenant A's objects, each carrying the canary in a name only A's side may read.
  const owner = team.owner.client;
  const file = await uploadWhole(owner, makeWav({ seconds: 1 }), { fileName: `${CANARY}.wav` });
  const fileId = file.body.data.fileId as string;
  const draft = await owner.post('/api/draft-release', { kind: 'SINGLE', album: { title: `${CANARY} Album` }, tracks: [{ title: `${CANARY} Song`, fullAudio: fileId }] });
  const albumId = draft.body.data.albumId as number;
  const shown = await owner.get(`/api/draft-release?albumId=${albumId}`);
  // A draft's tracks get song ids once submitted; until then the album id is what routes take.
  const songIds = (shown.body.data.tracks as { songId: number | null }[]).flatMap((track) => (track.songId ? [track.songId] : []));
  const artist = await owner.post('/api/artists', { artistName: `${CANARY} Artist` });
  const report = await owner.post('/api/revenue/royalty/report/generate', { format: 'csv', from: '2026-01', to: '2026-06' });
  tenantA = { albumId, songIds, artistId: artist.body.data.artistId ?? artist.body.data.id, reportId: report.body.data.id, fileId };
  if (!albumId || !tenantA.artistId || !tenantA.reportId) throw new Error(`tenant A is incomplete: ${JSON.stringify(tenantA)}`);
}, 120_000);
afterAll(() => ctx.close());

describe('the authorisation matrix', () => {
  it('opens each door to exactly the callers its head names', async () => {
    const wrong: string[] = [];
    const expectAt = async (caller: Caller, client: TestClient | undefined, granted?: { resource: ResourceName; action: ActionName }) => {
      for (const route of routes) {
        // Logging out would end the session the rest of the sweep needs; its door (public) is tried as the visitor.
        if (client && key(route) === LOGOUT) continue;
        const door = doorOf(route.def);
        const result = await call(client, route);
        const passed = !refusedAtDoor(result);
        if (result.status >= 500) wrong.push(`${key(route)} as ${caller}: ${result.status}`);
        else if (passed !== mayPass(door, caller, granted)) wrong.push(`${key(route)} (${door}) as ${caller}: ${passed ? 'let through' : `refused ${result.status}`}`);
      }
    };
    await expectAt('anonymous', undefined);
    for (const caller of ['owner', 'removed member', "another team's owner", 'operator'] as const) await expectAt(caller, callers.get(caller));
    await setMemberPermissions(ctx, team.teamId, team.member.userId, {});
    await expectAt('member without permissions', team.member.client);
    for (const granted of singlePermissions) {
      await setMemberPermissions(ctx, team.teamId, team.member.userId, { [PermissionResource[granted.resource]]: [PermissionAction[granted.action]] });
      await expectAt(`member with ${granted.resource}.${granted.action}`, team.member.client, granted);
    }
    expect(wrong).toEqual([]);
  }, 600_000);

  it("never shows or changes tenant A's objects to anyone outside A's side", async () => {
    await setMemberPermissions(ctx, team.teamId, team.member.userId, {});
    const outsiders: [Caller, TestClient | undefined][] = [
      ['anonymous', undefined],
      ["another team's owner", callers.get("another team's owner")],
      ['removed member', callers.get('removed member')],
      ['member without permissions', team.member.client],
    ];
    const numericIds = [tenantA.albumId, ...tenantA.songIds, tenantA.artistId, tenantA.reportId];
    // The control: the same aimed requests find the canary for A's owner and for A's member allowed to view releases.
    await setMemberPermissions(ctx, team.teamId, team.member.userId, { [PermissionResource.Release]: [PermissionAction.View] });
    for (const insider of [team.owner.client, team.member.client]) {
      const seen = await Promise.all(
        ['GET /draft-release', 'GET /artists'].map((name) =>
          call(
            insider,
            routes.find((route) => key(route) === name)!,
            aimedInput(
              routes.findIndex((route) => key(route) === name),
              name === 'GET /artists' ? tenantA.artistId : tenantA.albumId,
            ),
          ),
        ),
      );
      expect(seen.map((result) => JSON.stringify(result.body).includes(CANARY))).toEqual([true, true]);
    }
    await setMemberPermissions(ctx, team.teamId, team.member.userId, {});

    const leaks: string[] = [];
    for (const [index, route] of routes.entries()) {
      if (doorOf(route.def) === 'operator' || key(route) === LOGOUT) continue;
      for (const id of numericIds) {
        const aimed = aimedInput(index, id);
        for (const [caller, client] of outsiders) {
          const result = await call(client, route, aimed);
          const text = typeof result.body === 'string' || Buffer.isBuffer(result.body) ? String(result.body) : JSON.stringify(result.body);
          if (text.includes(CANARY)) leaks.push(`${key(route)} as ${caller} with id ${id}: ${result.status}`);
          if (result.status >= 500) leaks.push(`${key(route)} as ${caller}: ${result.status}`);
        }
      }
    }
    expect(leaks).toEqual([]);

    // Nothing of A's changed: the draft, its song and the artist are as A left them.
    const draftRoute = routes.find((route) => key(route) === 'GET /draft-release')!;
    const after = await call(team.owner.client, draftRoute, { query: { albumId: tenantA.albumId } });
    expect(after.body.data.album.title).toBe(`${CANARY} Album`);
    expect(after.body.data.tracks[0].title).toBe(`${CANARY} Song`);
    const artistRoute = routes.find((route) => key(route) === 'GET /artists')!;
    expect((await call(team.owner.client, artistRoute, { query: { artistId: tenantA.artistId } })).body.data.artistName ?? '').toContain(CANARY);
  }, 600_000);
});

const ID_FIELD = /^(id|ids|\w+Id|\w+Ids)$/;
// Searches are aimed with the canary's start: an answer holding the whole canary found A's object, not the echo.
const SEARCH_FIELD = /^(value|q|query|keyword|keywords|search|searchValue|name|title|artistName)$/;
const SEARCH_TEXT = CANARY.slice(0, 5);
const FILE_FIELD = /^(fileId|fileIds|objectKey|uri|fullAudio|cover|avatarUri)$/;

/** A valid-looking query and body for a route (reproducible by its index) with every id-like field set to one of A's ids. */
function aimedInput(index: number, id: number) {
  const route = routes[index]!;
  const query = withIdFields(route.query, route.query ? fc.sample(schemaArbitrary(route.query), { numRuns: 1, seed: index })[0] : {});
  const body = withIdFields(route.body, route.body ? fc.sample(schemaArbitrary(route.body), { numRuns: 1, seed: index + 1 })[0] : {});
  return { query: aimAt(query, id, tenantA.fileId), body: aimAt(body, id, tenantA.fileId) };
}

/** A sample with every id-like field of its schema present (a sample may leave optional ones out). */
function withIdFields(schema: JsonSchema | undefined, sample: unknown): unknown {
  if (!schema?.properties || !sample || typeof sample !== 'object' || Array.isArray(sample)) return sample;
  const present = { ...(sample as Record<string, unknown>) };
  for (const [name, property] of Object.entries(schema.properties)) {
    if (name in present) continue;
    if (ID_FIELD.test(name) || FILE_FIELD.test(name)) present[name] = property.type === 'array' ? [0] : 0;
    else if (SEARCH_FIELD.test(name) && property.type === 'string') present[name] = '';
  }
  return present;
}

/** The value with every id-like field (at any depth) set to one of tenant A's ids. */
function aimAt(value: unknown, id: number, fileId: string): unknown {
  if (Array.isArray(value)) return value.map((item) => aimAt(item, id, fileId));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, item]) => {
      if (FILE_FIELD.test(name)) return [name, Array.isArray(item) ? [fileId] : fileId];
      if (ID_FIELD.test(name)) return [name, Array.isArray(item) ? [id] : typeof item === 'string' ? String(id) : id];
      if (SEARCH_FIELD.test(name) && typeof item === 'string') return [name, SEARCH_TEXT];
      if (name === 'offset') return [name, 0];
      return [name, aimAt(item, id, fileId)];
    }),
  );
}
