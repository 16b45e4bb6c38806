import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signUpArtist, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('the data centre chosen before sign-up', () => {
  it('is where the new account is kept, whatever region its profile names later', async () => {
    const client = ctx.client();
    expect((await client.get('/api/idc/set', { region: 'US' })).body.data).toEqual({ idc: 'NA', region: 'US' });
    const artist = await signUpArtist(ctx, { client, region: 'BR' });
    expect((await artist.client.get('/api/user')).body.data.user).toMatchObject({ region: 'BR', dataCentre: 'NA' });
  });

  it('is the region’s own when none was chosen', async () => {
    const artist = await signUpArtist(ctx, { region: 'BR' });
    expect((await artist.client.get('/api/user')).body.data.user.dataCentre).toBe('INTL');
    const american = await signUpArtist(ctx, { region: 'US' });
    expect((await american.client.get('/api/user')).body.data.user.dataCentre).toBe('NA');
  });
});
