import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { IdDocumentType } from '@portal/domain/identity';
import { SettlementStatus as S } from '@portal/domain/enums';
import { createTestContext, makeOperator, multipart, signUpArtist, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
let operator: Awaited<ReturnType<typeof signUpArtist>>;
beforeAll(async () => {
  ctx = await createTestContext();
  operator = await signUpArtist(ctx, { nickname: 'Reviewer' });
  await makeOperator(ctx, operator.userId);
});
afterAll(() => ctx.close());

type Client = Awaited<ReturnType<typeof signUpArtist>>['client'];

const photo = (width = 800, height = 500) =>
  sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'GPS secret' } } })
    .toBuffer();

async function upload(client: Client, bytes: Uint8Array, path = '/api/images/user_id_photo') {
  return client.call('POST', path, multipart({}, { file: { name: 'id.jpg', type: 'image/jpeg', bytes } }));
}

async function submitIdentity(client: Client, overrides: Record<string, unknown> = {}, path = '/api/user/pi-info') {
  const front = (await upload(client, await photo())).body.data.uri;
  const back = (await upload(client, await photo())).body.data.uri;
  return client.post(path, {
    legalName: 'Maria Souza',
    birthDate: '1990-04-12',
    address: { line1: 'Rua Augusta 100', city: 'São Paulo', postalCode: '01305-000', country: 'BR' },
    idType: IdDocumentType.NATIONAL_ID_CARD,
    idNumber: '12.345.678-9',
    photos: `${front},${back}`,
    ...overrides,
  });
}

describe('ID photos', () => {
  it('stores a real image privately, stripped of metadata, and refuses what is not one', async () => {
    const user = await signUpArtist(ctx);
    const stored = await upload(user.client, await photo());
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    expect(stored.body.data).toMatchObject({ width: 800, height: 500, uri: expect.stringMatching(/^uf_/) });
    const view = await user.client.call('GET', stored.body.data.url);
    expect(view.status).toBe(200);
    expect(view.headers['content-type']).toBe('image/jpeg');
    expect(view.body as unknown as string).not.toContain('GPS secret');

    const stranger = await signUpArtist(ctx);
    expect((await stranger.client.call('GET', stored.body.data.url)).status).toBe(404);
    expect((await operator.client.call('GET', stored.body.data.url)).status).toBe(200);

    const fake = new Uint8Array(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from('not really a jpeg')]));
    expect((await upload(user.client, fake)).body.baseResponse.details![0]!.messageKey).toBe('upload_image_unreadable');
    expect((await upload(user.client, new Uint8Array(Buffer.from('%PDF-1.4')))).body.baseResponse.details![0]!.messageKey).toBe('upload_image_type');
    expect((await upload(user.client, await photo(100, 80))).body.baseResponse.details![0]!.messageKey).toBe('upload_image_too_small');
    const big = new Uint8Array(11 * 1024 * 1024);
    expect((await upload(user.client, big)).status).toBe(413);
  });

  it('crops an avatar to 256 px and shows it on the user', async () => {
    const user = await signUpArtist(ctx);
    const stored = await upload(user.client, await photo(1000, 600), '/api/images/user_portrait');
    expect(stored.body.data).toMatchObject({ width: 256, height: 256 });
    expect((await user.client.get('/api/user')).body.data.user.avatarUrl).toBe(stored.body.data.url);
  });
});

describe('identity verification', () => {
  it('submits, is reviewed and passed, then settles when the agreement is signed', async () => {
    const user = await signUpArtist(ctx, { region: 'BR' });
    const before = (await user.client.get('/api/user/pi-info')).body.data;
    expect(before).toMatchObject({ status: S.INIT, info: null });
    expect(before.allowedIdTypes).toContain(IdDocumentType.NATIONAL_ID_CARD);

    const submitted = await submitIdentity(user.client);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body.data).toMatchObject({ status: S.IDENTITY_SUBMITTED, info: { legalName: 'Maria Souza', version: 1 } });
    expect((await user.client.get('/api/user')).body.data.user.status).toBe(S.IDENTITY_SUBMITTED);

    const queue = (await operator.client.get('/api/admin/identity/queue')).body.data;
    expect(queue.cases.map((c: { userId: number }) => c.userId)).toContain(user.userId);
    const detail = (await operator.client.get('/api/admin/identity/detail', { userId: String(user.userId) })).body.data;
    expect(Object.keys(detail.photoUrls).sort()).toEqual(['back', 'front']);
    expect((await operator.client.call('GET', detail.photoUrls.front)).status).toBe(200);

    expect((await operator.client.post('/api/admin/identity/start', { userId: user.userId })).body.data.status).toBe(S.IDENTIFYING);
    // Under review the user cannot change it.
    expect((await submitIdentity(user.client)).body.baseResponse.messageKey).toBe('identity_under_review');
    expect((await operator.client.post('/api/admin/identity/decide', { userId: user.userId, decision: 'pass' })).body.data.status).toBe(S.IDENTIFICATION_PASSED);
    const notices = (await user.client.get('/api/notice/list')).body.data.noticeList;
    expect(notices[0].subtype).toBe('ACCOUNT_REVIEW_PASSED');

    const { contractId } = (await user.client.post('/api/contract/create', { type: 0, legalName: 'Maria Souza' })).body.data.contract;
    await user.client.post('/api/contract/sign', { contractId, signatureName: 'Maria Souza', consent: true });
    expect((await user.client.get('/api/user')).body.data.user).toMatchObject({ status: S.SETTLED, isSettled: true });

    // A change to the approved identity goes back to review.
    expect((await submitIdentity(user.client)).body.baseResponse.messageKey).toBe('identity_already_approved');
    const changed = await submitIdentity(user.client, { address: { line1: 'Av. Paulista 1000', city: 'São Paulo', postalCode: '01310-100', country: 'BR' } }, '/api/user/update/approved');
    expect(changed.body.data).toMatchObject({ status: S.IDENTITY_SUBMITTED, info: { version: 2 } });
  });

  it('rejects with a reason the user reads, and the user submits again', async () => {
    const user = await signUpArtist(ctx);
    await submitIdentity(user.client);
    expect((await operator.client.post('/api/admin/identity/decide', { userId: user.userId, decision: 'reject' })).status).toBe(400);
    const rejected = await operator.client.post('/api/admin/identity/decide', { userId: user.userId, decision: 'reject', reason: 'The photo of the back is blurred.' });
    expect(rejected.body.data.status).toBe(S.IDENTIFICATION_REJECTED);
    expect((await user.client.get('/api/user/pi-info')).body.data).toMatchObject({ status: S.IDENTIFICATION_REJECTED, rejectReason: 'The photo of the back is blurred.' });
    expect((await user.client.get('/api/notice/list')).body.data.noticeList[0].content).toContain('The photo of the back is blurred.');
    expect((await submitIdentity(user.client)).body.data).toMatchObject({ status: S.IDENTITY_SUBMITTED, rejectReason: null });
    expect((await operator.client.post('/api/admin/identity/decide', { userId: user.userId, decision: 'pass' })).status).toBe(200);
    expect((await operator.client.post('/api/admin/identity/decide', { userId: user.userId, decision: 'pass' })).status).toBe(409);
  });

  it('refuses bad identities field by field and changes nothing', async () => {
    const user = await signUpArtist(ctx, { region: 'BR' });
    const other = await signUpArtist(ctx);
    const othersPhoto = (await upload(other.client, await photo())).body.data.uri;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ legalName: 'M' }, 'body.legalName', 'identity_legal_name_length'],
      [{ birthDate: '2015-01-01' }, 'body.birthDate', 'identity_birth_date_under_age'],
      [{ birthDate: '1990-02-30' }, 'body.birthDate', 'identity_birth_date_invalid'],
      [{ idType: IdDocumentType.UMID }, 'body.idType', 'identity_id_type_not_allowed'],
      [{ idNumber: '!!' }, 'body.idNumber', 'identity_id_number_length'],
      [{ photos: 'uf_nothing_here_at_all_1234' }, 'body.photos.front', 'identity_photo_invalid'],
      [{ photos: `${othersPhoto},${othersPhoto}` }, 'body.photos.front', 'identity_photo_invalid'],
    ];
    for (const [override, field, messageKey] of cases) {
      const result = await submitIdentity(user.client, override);
      expect(result.status, JSON.stringify(override)).toBe(400);
      expect(result.body.baseResponse.details, JSON.stringify(override)).toContainEqual(expect.objectContaining({ field, messageKey }));
    }
    expect((await submitIdentity(user.client, { extra: 1 })).status).toBe(400);
    expect((await user.client.get('/api/user/pi-info')).body.data).toMatchObject({ status: S.INIT, info: null });
  });

  it('asks a Japanese resident for the residence certificate and the number card front', async () => {
    const user = await signUpArtist(ctx, { region: 'JP' });
    const front = (await upload(user.client, await photo())).body.data.uri;
    const body = {
      legalName: '佐藤 健',
      birthDate: '1988-07-01',
      address: { line1: '1-1 Chiyoda', city: 'Tokyo', postalCode: '100-0001', country: 'JP' },
      idType: IdDocumentType.RESIDENCE_CERTIFICATE,
      idNumber: '123456789012',
      photos: front,
    };
    const missing = await user.client.post('/api/user/pi-info', body);
    expect(missing.body.baseResponse.details).toContainEqual(expect.objectContaining({ field: 'body.photos.residenceCertificate', messageKey: 'identity_photo_residence_certificate_required' }));
    const certificate = (await upload(user.client, await photo())).body.data.uri;
    expect((await user.client.post('/api/user/pi-info', { ...body, residenceCertificate: certificate })).status).toBe(200);
  });
});
