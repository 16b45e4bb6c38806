import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes } from '../route.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { ownerWithMember } from '../../test/teams.ts';
import { describeRoutes, fuzzRoutes, heapAfterGc, type Callers } from './fuzz-routes.ts';

// Issue 11 section 1: every route, valid and mutated requests from its OpenAPI schemas, as a visitor, as the account
// owner and as a team member without any permission. `npm test` sends 20 per route; `npm run fuzz` sends 1,000.
const CASES_PER_ROUTE = Number(process.env.FUZZ_CASES_PER_ROUTE ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? 20261127);
// Two passes over every route: the heap after the second must be about what it was after the first.
const HEAP_GROWTH_LIMIT_MB = 48;

let ctx: TestContext;
let callers: Callers;

async function liveCallers(): Promise<Callers> {
  const alive = async (client: Callers['owner']) => (await client.get('/api/user')).status === 200;
  if (!callers || !(await alive(callers.owner)) || !(await alive(callers.member))) {
    const team = await ownerWithMember(ctx);
    callers = { owner: team.owner.client, member: team.member.client };
  }
  return callers;
}

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('fuzzing every route from its schemas', () => {
  it(`answers every request without a 5xx, within its schema, without prototype pollution and with a flat heap (${CASES_PER_ROUTE} per route)`, async () => {
    const routes = describeRoutes(registeredRoutes(ctx.app));
    const half = Math.ceil(CASES_PER_ROUTE / 2);
    const first = await fuzzRoutes(ctx.app, routes, { casesPerRoute: half, seed: SEED, callers: liveCallers });
    const heapAfterFirst = heapAfterGc();
    const second = await fuzzRoutes(ctx.app, routes, { casesPerRoute: CASES_PER_ROUTE - half, seed: SEED + 1, callers: liveCallers });
    const heapAfterSecond = heapAfterGc();
    console.info(`fuzz: ${routes.length} routes, ${first.requests + second.requests} requests, heap ${heapAfterFirst.toFixed(1)} → ${heapAfterSecond.toFixed(1)} MB`);
    const findings = [...first.findings, ...second.findings];
    if (process.env.FUZZ_FINDINGS) writeFileSync(process.env.FUZZ_FINDINGS, JSON.stringify(findings, null, 1));
    expect(findings).toEqual([]);
    expect(first.requests + second.requests).toBeGreaterThanOrEqual(routes.length * CASES_PER_ROUTE);
    expect(heapAfterSecond - heapAfterFirst).toBeLessThan(HEAP_GROWTH_LIMIT_MB);
  }, 1_800_000);
});
