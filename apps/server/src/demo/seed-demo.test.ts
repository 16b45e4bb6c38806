import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { teamMembers, teams, users } from '@portal/db/schema';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { DEMO_PASSWORD, demoAccounts, seedDemo } from './seed-demo.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('demo data', () => {
  it('creates an artist, a label with two team members and an operator, once', async () => {
    expect(await seedDemo(ctx.services)).toBe(true);
    expect(await seedDemo(ctx.services)).toBe(false);
    expect(await ctx.services.db.select().from(users)).toHaveLength(demoAccounts.length);

    const label = ctx.client();
    expect((await label.post('/api/passport/login/password', { email: 'label@demo.soundport.example', password: DEMO_PASSWORD })).status).toBe(200);
    const me = (await label.get('/api/user')).body.data.user;
    expect(me).toMatchObject({ type: 1, isLabel: true, profilePassed: true });
    const [team] = await ctx.services.db.select().from(teams).where(eq(teams.ownerUserId, me.userId));
    expect(await ctx.services.db.select().from(teamMembers).where(eq(teamMembers.teamId, team!.id))).toHaveLength(2);

    // Its status is backed by a reviewed identity and a signed agreement with its PDF.
    const info = (await label.get('/api/contract/info')).body.data;
    expect(info).toMatchObject({ hasSigned: true, mainContract: { signStatus: 3, signMethod: 'SIMPLE_SIGN', labelName: 'Harbor Lights Records' } });
    const pdf = await label.call('GET', '/api/contract/download', { query: { contractId: String(info.mainContract.contractId) } });
    expect((pdf.body as unknown as string).startsWith('%PDF-')).toBe(true);
    const identity = (await label.get('/api/user/pi-info')).body.data;
    expect(identity.info).toMatchObject({ legalName: 'Jordan Blake', address: { state: 'OR' } });
    expect((await label.call('GET', `/api/images/view?uri=${identity.info.photos.split(',')[0]}`)).status).toBe(200);

    const operator = ctx.client();
    await operator.post('/api/passport/login/password', { email: 'operator@demo.soundport.example', password: DEMO_PASSWORD });
    expect((await operator.get('/api/user')).body.data.user.isAdmin).toBe(true);
    expect((await operator.get('/api/admin/feature-gates')).status).toBe(200);
  });
});
