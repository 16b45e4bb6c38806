import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { featureGates } from '@portal/db/schema';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { FeatureGates } from './gates.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('feature gate cache', () => {
  it('serves a cached value for 60 s, then reads the database again', async () => {
    let now = 1_000_000;
    const gates = new FeatureGates(ctx.services.db, () => now);
    expect(await gates.isOn('system', 'publishingService')).toBe(false);
    // Another server changes the gate directly in the database.
    await ctx.services.db.update(featureGates).set({ enabled: true }).where(eq(featureGates.key, 'publishingService'));
    now += 59_000;
    expect(await gates.isOn('system', 'publishingService')).toBe(false);
    now += 2_000;
    expect(await gates.isOn('system', 'publishingService')).toBe(true);
  });

  it('clears its own cache on save', async () => {
    const gates = new FeatureGates(ctx.services.db);
    await ctx.services.db
      .update(featureGates)
      .set({ enabled: true })
      .where(and(eq(featureGates.scope, 'release'), eq(featureGates.key, 'dolbyAtmos')));
    expect(await gates.isOn('release', 'dolbyAtmos')).toBe(true);
    await gates.save({ scope: 'release', key: 'dolbyAtmos', enabled: false, description: '' }, 1);
    expect(await gates.isOn('release', 'dolbyAtmos')).toBe(false);
  });
});
