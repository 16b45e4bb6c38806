import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BusinessCode } from '@portal/domain/errors';
import { ContractSignStatus, UpgradeStatus } from '@portal/domain/contracts';
import { NoticeCategory } from '@portal/domain/notices';
import { createTestContext, makeOperator, multipart, signUpArtist, uniqueEmail, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Client = Awaited<ReturnType<typeof signUpArtist>>['client'];
const create = (client: Client, body: Record<string, unknown> = {}) => client.post('/api/contract/create', { type: 0, legalName: 'Maria Souza', ...body });

async function signedArtist(region = 'BR') {
  const artist = await signUpArtist(ctx, { region });
  const made = await create(artist.client);
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  const contractId = made.body.data.contract.contractId;
  const signed = await artist.client.post('/api/contract/sign', { contractId, signatureName: 'maria  SOUZA', consent: true });
  expect(signed.status, JSON.stringify(signed.body)).toBe(200);
  return { ...artist, contractId };
}

describe('main agreement, signed in the portal', () => {
  it('creates, e-mails, signs with the typed legal name, and derives the signing states', async () => {
    const artist = await signUpArtist(ctx, { region: 'BR' });
    expect((await artist.client.get('/api/contract/check-creation-lock')).body.data).toEqual({ locked: false });
    const config = (await artist.client.get('/api/contract/configuration')).body.data;
    expect(config).toMatchObject({ signMethods: ['SIMPLE_SIGN'], defaultLanguage: 'en' });
    expect(config.types.find((t: { type: number }) => t.type === 0).languages).toEqual(expect.arrayContaining(['en', 'pt-BR', 'id', 'es-MX']));

    const made = await create(artist.client, { language: 'pt-BR' });
    expect(made.body.data).toMatchObject({ contract: { type: 0, signStatus: ContractSignStatus.SENT, signMethod: 'SIMPLE_SIGN', language: 'pt-BR', signer: null } });
    const { contractId } = made.body.data.contract;
    expect(made.body.data.signPath).toBe(`/contract/sign/${contractId}`);
    expect(await ctx.latestCodeMessage(artist.email)).toContain(`/contract/sign/${contractId}`);

    const read = (await artist.client.get('/api/contract', { contractId: String(contractId) })).body.data;
    expect(read.document.language).toBe('pt-BR');
    expect(JSON.stringify(read.document)).toContain('Maria Souza');
    expect(JSON.stringify(read.document)).not.toContain('{{');

    const wrongName = await artist.client.post('/api/contract/sign', { contractId, signatureName: 'Someone Else', consent: true });
    expect(wrongName.status).toBe(400);
    expect(wrongName.body.baseResponse.details![0]!).toMatchObject({ field: 'body.signatureName', messageKey: 'contract_signature_mismatch' });
    expect((await artist.client.post('/api/contract/sign', { contractId, signatureName: 'Maria Souza', consent: false })).status).toBe(400);

    const signed = await artist.client.post('/api/contract/sign', { contractId, signatureName: ' maria souza ', consent: true }, { headers: { 'user-agent': 'TestBrowser/1.0' } });
    expect(signed.body.data.contract).toMatchObject({ signStatus: ContractSignStatus.ALL_SIGNED, signer: 'Maria Souza', signType: 'online' });
    expect(signed.body.data.contract.documentSha256).toMatch(/^[0-9a-f]{64}$/);

    const user = (await artist.client.get('/api/user')).body.data.user;
    expect(user).toMatchObject({ signStatus: 2, hasSigned: true, googleOfflineEvents: ['contract_sign'] });
    const info = (await artist.client.get('/api/contract/info')).body.data;
    expect(info).toMatchObject({ hasSigned: true, mainContract: { contractId }, upgradeStatus: UpgradeStatus.OLD_CONTRACT_SIGNED });
    expect(info.contractStartTime).toBe(signed.body.data.contract.signedAt);
    expect((await artist.client.get('/api/contract/main/copyright')).body.data).toMatchObject({
      storeSharePercentFirstYear: 100,
      storeSharePercentAfterFirstYear: 90,
      inHouseSharePercent: 100,
      signed: true,
    });

    const pdf = await artist.client.call('GET', '/api/contract/download', { query: { contractId: String(contractId) } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(String(pdf.headers['content-disposition'])).toContain(`${signed.body.data.contract.contractNumber}.pdf`);
    expect((pdf.body as unknown as string).startsWith('%PDF-')).toBe(true);

    // Signed once: the sign event and the notice are not repeated, and a second signature is refused.
    expect((await artist.client.post('/api/contract/sign', { contractId, signatureName: 'Maria Souza', consent: true })).status).toBe(409);
    const notices = (await artist.client.get('/api/notice/list', { category: String(NoticeCategory.SIGN) })).body.data;
    expect(notices.total).toBe(1);
    expect(notices.noticeList[0].subtype).toBe('SIGN_COMPLETED');

    // A signed agreement locks creating another of its type.
    const lock = await artist.client.get('/api/contract/check-creation-lock');
    expect(lock.status).toBe(409);
    expect(lock.body.baseResponse.errorCode).toBe(BusinessCode.CONTRACT_CREATION_LOCKED);
    expect((await create(artist.client)).body.baseResponse.errorCode).toBe(BusinessCode.CONTRACT_CREATION_LOCKED);
  });

  it('refuses bad parameters with their codes and creates nothing', async () => {
    const artist = await signUpArtist(ctx);
    expect((await create(artist.client, { legalName: 'Maria 🎵 Souza' })).body.baseResponse.errorCode).toBe(BusinessCode.CONTRACT_EMOJI_IN_PARAM);
    const bad = await create(artist.client, { legalName: 'M4ria' });
    expect(bad.status).toBe(400);
    expect(bad.body.baseResponse.details![0]!.messageKey).toBe('contract_legal_name_invalid');
    expect((await create(artist.client, { type: 7 })).status).toBe(400);
    // A programme agreement (decision 031) comes only on top of a signed main agreement.
    expect((await create(artist.client, { type: 2 })).body.baseResponse.errorCode).toBe(BusinessCode.CONTRACT_MAIN_STATUS);
    expect((await create(artist.client, { signMethod: 'DOCUSIGN' })).body.baseResponse.details![0]!.messageKey).toBe('contract_sign_method_unavailable');
    expect((await create(artist.client, { language: 'fr' })).status).toBe(400);
    expect((await artist.client.post('/api/contract/label/create', { type: 0, legalName: 'Maria Souza', labelName: 'X Records' })).status).toBe(400);
    expect((await create(artist.client, { type: 1 })).body.baseResponse.errorCode).toBe(BusinessCode.CONTRACT_MAIN_STATUS);
    expect((await artist.client.get('/api/contract/list')).body.data.total).toBe(0);
  });

  it('lets exactly one of two concurrent creations through', async () => {
    const artist = await signUpArtist(ctx);
    const results = await Promise.all([create(artist.client), create(artist.client)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await artist.client.get('/api/contract/list')).body.data.total).toBe(1);
  });

  it('resends, changes the e-mail, discards (then 60003), and abandons', async () => {
    const artist = await signUpArtist(ctx);
    const { contractId } = (await create(artist.client)).body.data.contract;
    expect((await artist.client.post('/api/contract/resend', { contractId })).status).toBe(200);
    const other = uniqueEmail('signer');
    const moved = await artist.client.post('/api/contract/update/email', { contractId, email: other });
    expect(moved.body.data.contract.signerEmail).toBe(other);
    expect(await ctx.latestCodeMessage(other)).toContain(`/contract/sign/${contractId}`);
    expect((await artist.client.get('/api/contract/email')).body.data.email).toBe(other);

    const discarded = await artist.client.post('/api/contract/discard', { contractId });
    expect(discarded.body.data.contract.signStatus).toBe(ContractSignStatus.CANCELLED);
    expect((await artist.client.post('/api/contract/resend', { contractId })).body.baseResponse.errorCode).toBe(BusinessCode.CONTRACT_RESEND_AFTER_DISCARD);
    expect((await artist.client.post('/api/contract/update/email', { contractId, email: other })).body.baseResponse.errorCode).toBe(60003);
    expect((await artist.client.post('/api/contract/sign', { contractId, signatureName: 'Maria Souza', consent: true })).status).toBe(409);

    // After a discard a new one may be created; abandoning clears it without making another.
    expect((await create(artist.client)).status).toBe(200);
    expect((await artist.client.post('/api/contract/only/abandoned', { type: 0 })).body.data).toEqual({ abandoned: 1 });
    const list = (await artist.client.get('/api/contract/list', { category: '1' })).body.data;
    expect(list.total).toBe(2);
    expect(list.contracts.every((c: { signStatus: number }) => c.signStatus === ContractSignStatus.CANCELLED)).toBe(true);
    expect((await artist.client.get('/api/contract/list', { category: '2' })).body.data.total).toBe(0);
    expect((await artist.client.get('/api/contract/list', { category: '3' })).status).toBe(400);
  });

  it('never shows or changes another account’s contract', async () => {
    const owner = await signedArtist();
    const stranger = await signUpArtist(ctx);
    const id = String(owner.contractId);
    expect((await stranger.client.get('/api/contract', { contractId: id })).status).toBe(404);
    expect((await stranger.client.call('GET', '/api/contract/download', { query: { contractId: id } })).status).toBe(404);
    for (const path of ['/api/contract/discard', '/api/contract/resend', '/api/contract/sync']) {
      expect((await stranger.client.post(path, { contractId: owner.contractId })).status, path).toBe(404);
    }
    expect((await stranger.client.post('/api/contract/update/email', { contractId: owner.contractId, email: 'x@example.com' })).status).toBe(404);
    expect((await stranger.client.post('/api/contract/sign', { contractId: owner.contractId, signatureName: 'Maria Souza', consent: true })).status).toBe(404);
    expect((await owner.client.get('/api/contract', { contractId: id })).body.data.contract.signStatus).toBe(ContractSignStatus.ALL_SIGNED);
  });
});

describe('upgrade to the publishing amendment', () => {
  it('moves 0 → 11 → 121 → 122 → 123 in a region with an amendment', async () => {
    const artist = await signUpArtist(ctx, { region: 'US' });
    const status = async () => (await artist.client.get('/api/contract/main/upgrade')).body.data;
    expect(await status()).toMatchObject({ upgradeStatus: UpgradeStatus.NOT_CREATE, amendmentAvailable: true, upgradeNeeded: false });
    const { contractId } = (await create(artist.client)).body.data.contract;
    expect(await status()).toMatchObject({ upgradeStatus: UpgradeStatus.OLD_CONTRACT_UNSIGNED, upgradeNeeded: true });
    await artist.client.post('/api/contract/sign', { contractId, signatureName: 'Maria Souza', consent: true });
    expect((await status()).upgradeStatus).toBe(UpgradeStatus.OLD_CONTRACT_SIGNED);
    const banner = (await artist.client.get('/api/aggregated/header-config')).body.data.banners;
    // Signed: the banner names the optional publishing amendment, not "sign the agreement" again.
    expect(banner.map((b: { id: string; messageKey: string }) => `${b.id} ${b.messageKey}`)).toEqual(['sign-agreement banner_sign_amendment']);

    const amendment = await create(artist.client, { type: 1 });
    expect(amendment.status, JSON.stringify(amendment.body)).toBe(200);
    expect(amendment.body.data.contract.amendsContractId).toBe(contractId);
    expect(await status()).toMatchObject({ upgradeStatus: UpgradeStatus.OLD_CONTRACT_AMENDED_CREATE, amendedContractId: amendment.body.data.contract.contractId });
    await artist.client.post('/api/contract/sign', { contractId: amendment.body.data.contract.contractId, signatureName: 'Maria Souza', consent: true });
    expect(await status()).toMatchObject({ upgradeStatus: UpgradeStatus.OLD_CONTRACT_AMENDED_SIGNED, upgradeNeeded: false });
    expect((await artist.client.get('/api/aggregated/header-config')).body.data.banners).toEqual([]);
  });
});

describe('offline signing by an operator', () => {
  const scan = new Uint8Array(Buffer.from('%PDF-1.4\n% scanned agreement\n%%EOF\n'));

  it('records the scanned agreement as signed offline, and refuses what is not a PDF', async () => {
    const operator = await signUpArtist(ctx);
    await makeOperator(ctx, operator.userId);
    const artist = await signUpArtist(ctx);
    await create(artist.client);
    const form = (fields: Record<string, string>, bytes = scan) =>
      multipart({ userId: String(artist.userId), type: '0', signerName: 'Ana Lima', signedAt: '2026-01-15T10:00:00Z', ...fields }, { file: { name: 'scan.pdf', type: 'application/pdf', bytes } });

    const notPdf = form({}, new Uint8Array(Buffer.from('GIF89a')));
    expect((await operator.client.call('POST', '/api/admin/contracts/offline', notPdf)).body.baseResponse.details![0]!.messageKey).toBe('contract_scan_must_be_pdf');
    const future = form({ signedAt: '2999-01-01' });
    expect((await operator.client.call('POST', '/api/admin/contracts/offline', future)).status).toBe(400);
    expect((await artist.client.call('POST', '/api/admin/contracts/offline', form({}))).status).toBe(403);

    const recorded = await operator.client.call('POST', '/api/admin/contracts/offline', form({}));
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    expect(recorded.body.data.contract).toMatchObject({ signMethod: 'OFFLINE', signType: 'offline', signStatus: ContractSignStatus.ALL_SIGNED, signer: 'Ana Lima' });
    expect((await artist.client.get('/api/contract/main/upgrade')).body.data.upgradeStatus).toBe(UpgradeStatus.OFFLINE_SIGNED);
    expect((await artist.client.get('/api/user')).body.data.user.hasSigned).toBe(true);
    const list = (await artist.client.get('/api/contract/list')).body.data.contracts;
    expect(list.map((c: { signStatus: number }) => c.signStatus)).toEqual([ContractSignStatus.ALL_SIGNED, ContractSignStatus.CANCELLED]);
    const download = await artist.client.call('GET', '/api/contract/download', { query: { contractId: String(recorded.body.data.contract.contractId) } });
    expect(download.body as unknown as string).toContain('scanned agreement');
  });

  it('keeps the number printed on the paper, and refuses a number another contract has with 60001', async () => {
    const operator = await signUpArtist(ctx);
    await makeOperator(ctx, operator.userId);
    const [first, second] = [await signUpArtist(ctx), await signUpArtist(ctx)];
    const paper = (userId: number, contractNumber: string) =>
      multipart({ userId: String(userId), type: '0', signerName: 'Ana Lima', signedAt: '2026-01-15T10:00:00Z', contractNumber }, { file: { name: 'scan.pdf', type: 'application/pdf', bytes: scan } });
    const recorded = await operator.client.call('POST', '/api/admin/contracts/offline', paper(first.userId, 'BR-2019/0042'));
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    expect(recorded.body.data.contract.contractNumber).toBe('BR-2019/0042');

    const duplicate = await operator.client.call('POST', '/api/admin/contracts/offline', paper(second.userId, 'BR-2019/0042'));
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.baseResponse).toMatchObject({ errorCode: 60001, details: [{ field: 'body.contractNumber', messageKey: 'error_contract_duplicate_id' }] });
    expect((await second.client.get('/api/contract/list')).body.data.contracts).toEqual([]);
    const odd = await operator.client.call('POST', '/api/admin/contracts/offline', paper(second.userId, '<script>'));
    expect(odd.body.baseResponse.details?.[0]).toMatchObject({ field: 'body.contractNumber', messageKey: 'contract_number_invalid' });
  });
});
