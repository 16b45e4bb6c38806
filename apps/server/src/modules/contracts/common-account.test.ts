import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { BusinessCode } from '@portal/domain/errors';
import { ContractSignStatus, ContractType } from '@portal/domain/contracts';
import { createTestContext, emailSignUp, signUpArtist, uniqueEmail, type TestContext } from '../../test/harness.ts';
import { availableContractLanguages, contractDocument, contractLanguages, type ContractDocument } from './texts/index.ts';
import { canonicalContractText } from './render-pdf.ts';

const ACCOUNT = ContractType.COMMON_ACCOUNT_AGREEMENT;
const params = { legalName: 'Maria Example Silva', labelName: 'Harbour Lights Records', effectiveDate: '2025-03-01', contractNumber: 'SP-2025-0A1B2C3D4E' };
const doc = (region: string, language: string, userType: 0 | 1 = 0) => contractDocument({ type: ACCOUNT, region, language, userType, params })!;
const paragraph = (d: ContractDocument, prefix: string) => d.sections.flatMap((s) => s.paragraphs).find((p) => p.startsWith(prefix)) ?? '';

async function pdfText(bytes: Uint8Array): Promise<string> {
  const loaded = await getDocument({ data: bytes.slice(), disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
  let text = '';
  for (let n = 1; n <= loaded.numPages; n++) {
    const content = await (await loaded.getPage(n)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join('');
  }
  await loaded.destroy();
  return text.normalize('NFC');
}

describe('the common account agreement text (type 11)', () => {
  const titles = {
    en: 'SoundPort Common Account Agreement',
    'pt-BR': 'Contrato de Conta Comum SoundPort',
    id: 'Perjanjian Akun Umum SoundPort',
    'es-MX': 'Contrato de Cuenta Común SoundPort',
  } as const;
  // Clause 6.3: the USD 10.00 withdrawal minimum, as each language writes it.
  const minimum = {
    en: 'ten United States dollars (USD 10.00)',
    'pt-BR': 'dez dólares dos Estados Unidos (USD 10.00)',
    id: 'sepuluh dolar Amerika Serikat (USD 10.00)',
    'es-MX': 'diez dólares de los Estados Unidos (USD 10.00)',
  } as const;
  const numbering = (d: ContractDocument) => d.sections.map((s, i) => (i === 0 ? s.paragraphs.length : s.paragraphs.map((p) => p.split(' ')[0])));

  it('is written in the four contract languages, the region’s first, with the clauses of the English one', () => {
    expect(availableContractLanguages(ACCOUNT, 'BR')).toEqual(['pt-BR', 'en', 'id', 'es-MX']);
    expect(availableContractLanguages(ACCOUNT, 'SG')).toEqual(['en', 'pt-BR', 'id', 'es-MX']);
    for (const userType of [0, 1] as const) {
      const english = doc('MX', 'en', userType);
      for (const language of contractLanguages) {
        const where = `${language} ${userType}`;
        const d = doc('MX', language, userType);
        expect(d, where).toMatchObject({
          title: titles[language],
          language,
          meta: { type: 11, variant: 'COMMON-ACCOUNT', company: 'SoundPort Distribución S. de R.L. de C.V.', acceptance: 'signature' },
        });
        const text = canonicalContractText(d);
        expect(text, where).not.toMatch(/\{\{|\}\}|\$\{|undefined|null|NaN|\[object/);
        for (const value of [params.legalName, params.contractNumber, 'SoundPort Distribución S. de R.L. de C.V.', '2025']) expect(text, where).toContain(value);
        if (userType === 1) expect(text, where).toContain(params.labelName);
        else expect(text, where).not.toContain(params.labelName);
        expect(numbering(d), where).toEqual(numbering(english));
        expect(paragraph(d, '6.3 '), where).toContain(minimum[language]);
        expect(paragraph(d, '10.2 '), where).toContain('(30)');
        const words = text.split(/\s+/).length;
        expect(words, where).toBeGreaterThan(1800);
        expect(words, where).toBeLessThan(3300);
      }
    }
  });

  it('places the region’s law, courts, data and e-signature legislation in the clauses that name them', () => {
    const us = doc('US', 'en');
    expect(paragraph(us, '12.1 ')).toContain('the laws of the State of California');
    expect(paragraph(us, '12.2 ')).toContain('Los Angeles County');
    expect(paragraph(us, '8.1 ')).toContain('California Consumer Privacy Act');
    expect(paragraph(us, '13.1 ')).toContain('E-SIGN Act');
    expect(doc('BR', '').language).toBe('pt-BR');
    expect(doc('BR', '').meta?.company).toBe('SoundPort Distribuição Ltda.');
    expect(doc('ID', '').language).toBe('id');
    expect(doc('GB', 'fr').language).toBe('en');
    expect(paragraph(doc('GB', 'en'), '12.1 ')).toContain('the laws of England and Wales');
  });

  it('writes the capacity clause for the account holder’s kind', () => {
    expect(paragraph(doc('US', 'en', 1), '2.3 ')).toContain('As a record label');
    expect(paragraph(doc('US', 'en', 0), '2.3 ')).toContain('eighteen (18) years');
    expect(paragraph(doc('BR', 'pt-BR', 1), '2.3 ')).toContain('selo fonográfico');
    expect(paragraph(doc('ID', 'id', 0), '2.3 ')).toContain('delapan belas (18) tahun');
  });
});

describe('a common account agreement through the portal', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('is offered, created without a main agreement, read, signed and downloaded as a PDF', async () => {
    const artist = await signUpArtist(ctx, { region: 'ID' });
    const config = (await artist.client.get('/api/contract/configuration')).body.data;
    expect(config.types.find((t: { type: number }) => t.type === 11)).toEqual({ type: 11, available: true, languages: ['id', 'en', 'pt-BR', 'es-MX'] });
    expect((await artist.client.get('/api/contract/check-creation-lock', { type: '11' })).body.data).toEqual({ locked: false });

    const made = await artist.client.post('/api/contract/create', { type: 11, legalName: 'Sari Dewi', language: 'id' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.data.contract).toMatchObject({ type: 11, signStatus: ContractSignStatus.SENT, language: 'id', legalName: 'Sari Dewi' });
    const { contractId, contractNumber } = made.body.data.contract;
    expect(await ctx.latestCodeMessage(artist.email)).toContain(`/contract/sign/${contractId}`);
    expect((await artist.client.get('/api/contract/info')).body.data).toMatchObject({ mainContract: null, accountContract: { contractId, type: 11 } });

    const read = (await artist.client.get('/api/contract', { contractId: String(contractId) })).body.data.document;
    expect(read.title).toBe('Perjanjian Akun Umum SoundPort');
    expect(JSON.stringify(read)).toContain('Sari Dewi');
    expect(JSON.stringify(read)).toContain('PT SoundPort Distribusi Indonesia');

    const preview = await artist.client.call('GET', '/api/contract/download', { query: { contractId: String(contractId) } });
    expect(preview.status).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');

    const signed = await artist.client.post('/api/contract/sign', { contractId, signatureName: 'sari dewi', consent: true });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body.data.contract).toMatchObject({ type: 11, signStatus: ContractSignStatus.ALL_SIGNED, signer: 'Sari Dewi' });
    // The account agreement is not the distribution agreement: the account's signing state is the main agreement's.
    expect((await artist.client.get('/api/user')).body.data.user.hasSigned).toBe(false);

    // The bytes as the browser receives them (the test client reads bodies as text).
    const cookie = [...artist.client.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const pdf = await ctx.app.inject({ method: 'GET', url: `/api/contract/download?contractId=${contractId}`, headers: { cookie } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(String(pdf.headers['content-disposition'])).toContain(`${contractNumber}.pdf`);
    const text = await pdfText(new Uint8Array(pdf.rawPayload));
    expect(text).toContain('Perjanjian Akun Umum SoundPort');
    expect(text).toContain('Sertifikat tanda tangan');
    expect(text).toContain('Sari Dewi');
    expect(text).toContain(signed.body.data.contract.documentSha256);

    // One live account agreement at a time.
    expect((await artist.client.post('/api/contract/create', { type: 11, legalName: 'Sari Dewi' })).body.baseResponse.errorCode).toBe(BusinessCode.CONTRACT_CREATION_LOCKED);
    const distribution = (await artist.client.get('/api/contract/list', { category: '1' })).body.data;
    expect(distribution.contracts.map((c: { type: number }) => c.type)).toEqual([11]);
  });

  it('is created by a label account through the label call, naming the label', async () => {
    const client = ctx.client();
    await emailSignUp(ctx, client, uniqueEmail('label'));
    expect((await client.post('/api/users', { type: 1, organizationType: 2, nickname: 'North Pier Records', region: 'MX' })).status).toBe(200);
    expect((await client.post('/api/contract/create', { type: 11, legalName: 'Ana Lima' })).status).toBe(400);
    const made = await client.post('/api/contract/label/create', { type: 11, legalName: 'Ana Lima', labelName: 'North Pier Records', language: 'es-MX' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.data.contract).toMatchObject({ type: 11, language: 'es-MX', labelName: 'North Pier Records' });
    const read = (await client.get('/api/contract', { contractId: String(made.body.data.contract.contractId) })).body.data.document;
    expect(read.title).toBe('Contrato de Cuenta Común SoundPort');
    expect(JSON.stringify(read)).toContain('sello discográfico \u201cNorth Pier Records\u201d');
  });
});
