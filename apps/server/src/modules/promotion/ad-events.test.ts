import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adEvents, users } from '@portal/db/schema';
import { SignStatus } from '@portal/domain/enums';
import { createTestContext, signUpArtist, type TestClient, type TestContext, signUpOperator } from '../../test/harness.ts';
import { settledArtistWithSingle } from '../../test/money.ts';
import { ownerWithMember } from '../../test/teams.ts';

let ctx: TestContext;
let operator: TestClient;
beforeAll(async () => {
  ctx = await createTestContext();
  operator = await signUpOperator(ctx);
});
afterAll(() => ctx.close());

const report = (client: TestClient, eventName: string, extra: Record<string, string> = {}) => client.get('/api/user/update-ga-events', { eventName, ...extra });

describe('paid-ads events', () => {
  it('records nothing before the account earns an event', async () => {
    const artist = await signUpArtist(ctx, { nickname: 'New Artist' });
    for (const eventName of ['song_audit_pass', 'contract_sign']) {
      expect((await report(artist.client, eventName)).body.data).toEqual({ eventName, due: false, firstReport: false });
    }
    expect(await ctx.services.db.select().from(adEvents).where(eq(adEvents.userId, artist.userId))).toEqual([]);
  });

  it('reports a song that passed review and signed agreements once each, keeping the counts sent', async () => {
    const artist = await settledArtistWithSingle(ctx, operator, 'QZAD02600001');
    expect((await report(artist.client, 'song_audit_pass', { totalCountChange: '1', collectedCountChange: '1' })).body.data).toEqual({ eventName: 'song_audit_pass', due: true, firstReport: true });
    expect((await report(artist.client, 'song_audit_pass')).body.data).toEqual({ eventName: 'song_audit_pass', due: true, firstReport: false });
    await ctx.services.db.update(users).set({ signStatus: SignStatus.USER_SIGNED }).where(eq(users.id, artist.userId));
    expect((await report(artist.client, 'contract_sign')).body.data.due).toBe(false);
    await ctx.services.db.update(users).set({ signStatus: SignStatus.ALL_SIGNED }).where(eq(users.id, artist.userId));
    expect((await report(artist.client, 'contract_sign')).body.data).toEqual({ eventName: 'contract_sign', due: true, firstReport: true });
    const rows = await ctx.services.db.select().from(adEvents).where(eq(adEvents.userId, artist.userId)).orderBy(adEvents.eventName);
    expect(rows.map(({ eventName, totalCountChange, collectedCountChange }) => ({ eventName, totalCountChange, collectedCountChange }))).toEqual([
      { eventName: 'contract_sign', totalCountChange: null, collectedCountChange: null },
      { eventName: 'song_audit_pass', totalCountChange: 1, collectedCountChange: 1 },
    ]);
  });

  it('refuses an unknown event and a team member (the account owner converts, not the member)', async () => {
    const artist = await signUpArtist(ctx, { nickname: 'Another Artist' });
    expect((await report(artist.client, 'purchase')).status).toBe(400);
    expect((await report(artist.client, 'song_audit_pass', { totalCountChange: '-1' })).status).toBe(400);
    const { member } = await ownerWithMember(ctx, { 1: [1, 2] });
    expect((await report(member.client, 'song_audit_pass')).status).toBe(403);
  });
});
