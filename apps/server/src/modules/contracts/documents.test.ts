import { createHash } from 'node:crypto';
import { describe, it, expect } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { regionCodes } from '@portal/domain/regions';
import { amendmentVariantKey, availableContractLanguages, contractDocument, contractLanguages, type ContractDocument, type ContractDocumentInput } from './texts/index.ts';
import { canonicalContractText, renderContractPdf, type ContractSignature } from './render-pdf.ts';

const MAIN = 0;
const AMENDMENT = 1;
const params = {
  legalName: 'Maria Example Silva',
  labelName: 'Harbour Lights Records',
  effectiveDate: '2025-03-01',
  originalContractSigningDate: '2024-02-29',
  contractNumber: 'SP-2025-0A1B2C3D4E',
};

const doc = (input: Partial<Omit<ContractDocumentInput, 'params'>> & { params?: Partial<ContractDocumentInput['params']> }) =>
  contractDocument({
    type: MAIN,
    region: 'US',
    language: 'en',
    userType: 0,
    ...input,
    params: { ...params, ...input.params },
  });

const fullText = (d: ContractDocument) => canonicalContractText(d);
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const paragraph = (d: ContractDocument, prefix: string) => d.sections.flatMap((s) => s.paragraphs).find((p) => p.startsWith(prefix)) ?? '';

/** Text of each page, as pdf.js extracts it. */
async function pdfPages(pdf: Uint8Array): Promise<string[]> {
  const loaded = await getDocument({ data: pdf.slice(), disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= loaded.numPages; n++) {
    const content = await (await loaded.getPage(n)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
        .join('')
        .normalize('NFC'),
    );
  }
  await loaded.destroy();
  return pages;
}

const signature = (signerName: string, method: ContractSignature['method'] = 'SIMPLE_SIGN'): ContractSignature => ({
  signerName,
  signedAt: new Date('2025-03-01T10:20:30.000Z'),
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0 with a deliberately long tail to wrap',
  method,
});

const amendmentRegions = ['AU', 'NZ', 'BR', 'CA', 'GB', 'MX', 'ID', 'PR', 'US'];

describe('contract texts', () => {
  it('renders every (type, region, language, licensor kind) with the parameters substituted', () => {
    for (const type of [MAIN, AMENDMENT]) {
      for (const region of [...regionCodes, 'XX']) {
        for (const language of contractLanguages) {
          for (const userType of [0, 1] as const) {
            const d = doc({ type, region, language, userType });
            if (type === AMENDMENT && !amendmentRegions.includes(region)) {
              expect(d, `${type} ${region}`).toBeNull();
              continue;
            }
            const where = `${type} ${region} ${language} ${userType}`;
            expect(d, where).not.toBeNull();
            const expectedLanguage = availableContractLanguages(type, region).includes(language) ? language : 'en';
            expect(d!.language, where).toBe(expectedLanguage);
            const text = fullText(d!);
            expect(text, where).not.toMatch(/\{\{|\}\}|\$\{|undefined|null|NaN|\[object/);
            expect(text, where).toContain(params.legalName);
            expect(text, where).toContain(params.contractNumber);
            expect(text, where).toContain('2025');
            if (userType === 1) expect(text, where).toContain(params.labelName);
            else expect(text, where).not.toContain(params.labelName);
            if (type === AMENDMENT) expect(text, where).toContain('2024');
            expect(d!.sections.length, where).toBeGreaterThan(8);
            for (const section of d!.sections) {
              expect(section.heading.trim(), where).not.toBe('');
              for (const p of section.paragraphs) expect(p.trim(), where).not.toBe('');
            }
            expect(d!.meta?.contractNumber).toBe(params.contractNumber);
          }
        }
      }
    }
  });

  it('writes each main agreement in full, roughly 1,500 to 2,500 words (longer in Romance languages)', () => {
    for (const language of contractLanguages) {
      for (const userType of [0, 1] as const) {
        const count = words(fullText(doc({ language, userType })!));
        expect(count, language).toBeGreaterThan(1500);
        expect(count, language).toBeLessThan(3300);
      }
    }
  });

  it('states the commercial terms in every main agreement language: 100% first year, 90% after, 100% forever in-house', () => {
    const wording = {
      en: ['one hundred per cent (100%)', 'ninety per cent (90%)', 'after the first year', 'forever'],
      'pt-BR': ['cem por cento (100%)', 'noventa por cento (90%)', 'após o primeiro ano', 'para sempre'],
      id: ['seratus persen (100%)', 'sembilan puluh persen (90%)', 'setelah tahun pertama', 'untuk selamanya'],
      'es-MX': ['cien por ciento (100%)', 'noventa por ciento (90%)', 'después del primer año', 'para siempre'],
    } as const;
    for (const language of contractLanguages) {
      const d = doc({ language })!;
      const [hundred, ninety, afterFirstYear, forever] = wording[language];
      const stores = paragraph(d, '7.1 ');
      const inHouse = paragraph(d, '7.2 ');
      expect(stores, language).toContain(hundred);
      expect(stores, language).toContain(ninety);
      expect(stores, language).toContain(afterFirstYear);
      expect(inHouse, language).toContain(hundred);
      expect(inHouse, language).toContain(forever);
      // Term of one year with automatic renewal, 30 days' notice, USD statements.
      const text = fullText(d);
      expect(text).toMatch(/\(1\)/);
      expect(text).toContain('(30)');
      expect(text).toContain('USD');
    }
  });

  it('contracts with the regional SoundPort entity under the regional law', () => {
    const expected: Record<string, [string, string]> = {
      US: ['SoundPort Distribution Inc.', 'State of California'],
      PR: ['SoundPort Distribution Inc.', 'State of California'],
      CA: ['SoundPort Distribution Inc.', 'Province of Ontario'],
      GB: ['SoundPort Distribution Ltd.', 'laws of England and Wales'],
      IE: ['SoundPort Distribution Ltd.', 'laws of Ireland'],
      AU: ['SoundPort Distribution Ltd.', 'New South Wales'],
      NZ: ['SoundPort Distribution Ltd.', 'New South Wales'],
      SG: ['SoundPort Distribution Ltd.', 'laws of England and Wales'],
      DE: ['SoundPort Distribution Ltd.', 'laws of England and Wales'],
      BR: ['SoundPort Distribuição Ltda.', 'Federative Republic of Brazil'],
      ID: ['PT SoundPort Distribusi Indonesia', 'Republic of Indonesia'],
      MX: ['SoundPort Distribución S. de R.L. de C.V.', 'United Mexican States'],
      CO: ['SoundPort Distribución S. de R.L. de C.V.', 'United Mexican States'],
      AR: ['SoundPort Distribución S. de R.L. de C.V.', 'United Mexican States'],
    };
    for (const [region, [company, law]] of Object.entries(expected)) {
      const d = doc({ region, language: 'en' })!;
      expect(d.meta?.company, region).toBe(company);
      expect(paragraph(d, 'This Distribution Agreement'), region).toContain(company);
      expect(paragraph(d, '13.1 '), region).toContain(law);
    }
  });

  it('writes in the region default language when none is asked, and in English for a language without a text', () => {
    const defaults: Record<string, string> = { BR: 'pt-BR', ID: 'id', MX: 'es-MX', CO: 'es-MX', AR: 'es-MX', US: 'en', PR: 'en', GB: 'en', SG: 'en' };
    for (const [region, language] of Object.entries(defaults)) {
      expect(doc({ region, language: '' })!.language, region).toBe(language);
      expect(availableContractLanguages(MAIN, region)[0], region).toBe(language);
      expect([...availableContractLanguages(MAIN, region)].sort()).toEqual([...contractLanguages].sort());
    }
    expect(doc({ region: 'BR', language: 'fr' })!.language).toBe('en');
    expect(doc({ region: 'US', language: 'pt' })!.language).toBe('pt-BR');
    expect(doc({ region: 'US', language: 'es_MX' })!.language).toBe('es-MX');
    // The amendment of a region written only in English falls back to it.
    expect(doc({ type: AMENDMENT, region: 'GB', language: 'pt-BR' })!.language).toBe('en');
    expect(doc({ type: AMENDMENT, region: 'BR', language: 'pt-BR' })!.language).toBe('pt-BR');
    expect(doc({ type: AMENDMENT, region: 'BR', language: 'id' })!.language).toBe('en');
  });

  it('maps regions to amendments as document 2 says', () => {
    expect(amendmentVariantKey('AU', 0)).toBe(amendmentVariantKey('NZ', 1));
    expect(amendmentVariantKey('US', 0)).toBe(amendmentVariantKey('PR', 1));
    expect(amendmentVariantKey('BR', 0)).not.toBe(amendmentVariantKey('BR', 1));
    expect(amendmentVariantKey('ID', 0)).not.toBe(amendmentVariantKey('ID', 1));
    expect(amendmentVariantKey('CA', 0)).toBe(amendmentVariantKey('CA', 1));
    expect(amendmentVariantKey('GB', 0)).toBe(amendmentVariantKey('GB', 1));
    expect(amendmentVariantKey('MX', 0)).toBe(amendmentVariantKey('MX', 1));
    const keys = new Set(amendmentRegions.flatMap((region) => [amendmentVariantKey(region, 0), amendmentVariantKey(region, 1)]));
    expect(keys.size).toBe(9); // AU-NZ, BR×2, CA, GB, MX, ID×2, US-PR
    for (const region of ['SG', 'IE', 'CO', 'AR', 'DE', 'XX']) {
      expect(amendmentVariantKey(region, 0), region).toBeNull();
      expect(availableContractLanguages(AMENDMENT, region), region).toEqual([]);
      expect(doc({ type: AMENDMENT, region }), region).toBeNull();
    }
    expect(availableContractLanguages(AMENDMENT, 'ID')).toEqual(['id', 'en']);
    expect(availableContractLanguages(AMENDMENT, 'US')).toEqual(['en']);
    expect(doc({ type: 11 })?.meta?.variant).toBe('COMMON-ACCOUNT');
    // The monetization programme agreements (decision 031) are written in the four languages, the region's first.
    expect(availableContractLanguages(2, 'BR')).toEqual(['pt-BR', 'en', 'id', 'es-MX']);
    expect(availableContractLanguages(10, 'US')).toEqual(['en', 'pt-BR', 'id', 'es-MX']);
    expect(doc({ type: 2, region: 'BR', language: 'pt-BR' })).toMatchObject({ title: 'Contrato do Programa Breakthrough da SoundPort', language: 'pt-BR' });
    expect(doc({ type: 3, region: 'ID', language: '' })).toMatchObject({ title: 'Perjanjian Content ID SoundPort', language: 'id' });
    expect(doc({ type: 10, region: 'US', language: 'fr' })).toMatchObject({ title: 'SoundPort Track Plus Licensing Agreement', language: 'en' });
  });

  it('writes each programme agreement in every contract language, with the structure and terms of the English one', () => {
    const titles = {
      2: {
        en: 'SoundPort Breakthrough Programme Agreement',
        'pt-BR': 'Contrato do Programa Breakthrough da SoundPort',
        id: 'Perjanjian Program Breakthrough SoundPort',
        'es-MX': 'Contrato del Programa Breakthrough de SoundPort',
      },
      3: { en: 'SoundPort Content ID Agreement', 'pt-BR': 'Contrato de Content ID da SoundPort', id: 'Perjanjian Content ID SoundPort', 'es-MX': 'Contrato de Content ID de SoundPort' },
      10: {
        en: 'SoundPort Track Plus Licensing Agreement',
        'pt-BR': 'Contrato de Licenciamento Track Plus da SoundPort',
        id: 'Perjanjian Lisensi Track Plus SoundPort',
        'es-MX': 'Contrato de Licenciamiento Track Plus de SoundPort',
      },
    } as const;
    // The licensor's share in clause 3.1, as each language writes it.
    const shares = {
      2: { en: 'one hundred per cent (100%)', 'pt-BR': 'cem por cento (100%)', id: 'seratus persen (100%)', 'es-MX': 'cien por ciento (100%)' },
      3: { en: 'eighty per cent (80%)', 'pt-BR': 'oitenta por cento (80%)', id: 'delapan puluh persen (80%)', 'es-MX': 'ochenta por ciento (80%)' },
      10: { en: 'seventy per cent (70%)', 'pt-BR': 'setenta por cento (70%)', id: 'tujuh puluh persen (70%)', 'es-MX': 'setenta por ciento (70%)' },
    } as const;
    // Paragraph count of the preamble, then each clause's numbers.
    const numbering = (d: ContractDocument) => d.sections.map((s, i) => (i === 0 ? s.paragraphs.length : s.paragraphs.map((p) => p.split(' ')[0])));
    for (const type of [2, 3, 10] as const) {
      for (const userType of [0, 1] as const) {
        const english = doc({ type, region: 'MX', language: 'en', userType })!;
        for (const language of contractLanguages) {
          const where = `${type} ${language} ${userType}`;
          const d = doc({ type, region: 'MX', language, userType })!;
          expect(d, where).toMatchObject({ title: titles[type][language], language, meta: { variant: `PROGRAMME-${type}` } });
          const text = fullText(d);
          expect(text, where).not.toMatch(/\{\{|\}\}|\$\{|undefined|null|NaN|\[object/);
          for (const value of [params.legalName, params.contractNumber, 'SoundPort Distribución S. de R.L. de C.V.', '2025']) expect(text, where).toContain(value);
          if (userType === 1) expect(text, where).toContain(params.labelName);
          expect(numbering(d), where).toEqual(numbering(english));
          expect(paragraph(d, '3.1 '), where).toContain(shares[type][language]);
          expect(paragraph(d, '5.1 '), where).toContain('(30)');
        }
      }
    }
  });

  it('states the amendment terms of document 2 in every language', () => {
    const cases: [string, string, RegExp[]][] = [
      [
        'US',
        'en',
        [
          /twelve \(12\) months/,
          /thirty \(30\) days/,
          /one hundred per cent \(100%\)/,
          /ninety per cent \(90%\)/,
          /collection period of twelve \(12\) months/,
          /minimum exploitation period of at least twelve \(12\) months from the Amendment Effective Date/,
        ],
      ],
      [
        'BR',
        'pt-BR',
        [
          /doze \(12\) meses/,
          /trinta \(30\) dias/,
          /cem por cento \(100%\)/,
          /noventa por cento \(90%\)/,
          /período de arrecadação de doze \(12\) meses/,
          /pelo menos doze \(12\) meses a contar da Data de Vigência do Aditivo/,
        ],
      ],
      [
        'ID',
        'id',
        [
          /dua belas \(12\) bulan/,
          /tiga puluh \(30\) hari/,
          /seratus persen \(100%\)/,
          /sembilan puluh persen \(90%\)/,
          /masa penagihan selama dua belas \(12\) bulan/,
          /sekurang-kurangnya dua belas \(12\) bulan sejak Tanggal Berlaku Amandemen/,
        ],
      ],
      [
        'MX',
        'es-MX',
        [
          /doce \(12\) meses/,
          /treinta \(30\) días/,
          /cien por ciento \(100%\)/,
          /noventa por ciento \(90%\)/,
          /periodo de recaudación de doce \(12\) meses/,
          /al menos doce \(12\) meses contados a partir de la Fecha de Entrada en Vigor del Convenio/,
        ],
      ],
    ];
    for (const [region, language, patterns] of cases) {
      const d = doc({ type: AMENDMENT, region, language })!;
      const text = fullText(d);
      for (const pattern of patterns) expect(text, `${region} ${language}`).toMatch(pattern);
      expect(text).toContain(params.legalName);
    }
  });

  it('makes only the Indonesian amendment bilingual with English prevailing, accepted with a Confirm click', () => {
    for (const language of ['id', 'en']) {
      for (const userType of [0, 1] as const) {
        const d = doc({ type: AMENDMENT, region: 'ID', language, userType })!;
        expect(d.meta?.acceptance).toBe('confirm');
        const text = fullText(d);
        if (language === 'id') {
          expect(text).toContain('versi bahasa Inggris yang berlaku');
          expect(text).toContain('tombol Konfirmasi');
        } else {
          expect(text).toContain('the English version prevails');
          expect(text).toContain('clicking the Confirm button');
        }
      }
    }
    for (const region of ['US', 'GB', 'CA', 'AU', 'BR', 'MX']) {
      const d = doc({ type: AMENDMENT, region, language: 'en' })!;
      expect(d.meta?.acceptance, region).toBe('signature');
      expect(fullText(d), region).not.toContain('English version prevails');
    }
  });

  it('writes the BR and ID amendment variants for the licensor kind', () => {
    expect(fullText(doc({ type: AMENDMENT, region: 'BR', language: 'pt-BR', userType: 1 })!)).toContain('na qualidade de selo');
    expect(fullText(doc({ type: AMENDMENT, region: 'BR', language: 'pt-BR', userType: 0 })!)).toContain('é autor ou coautor de cada Composição, ou que possui');
    expect(fullText(doc({ type: AMENDMENT, region: 'ID', language: 'id', userType: 1 })!)).toContain('sebagai label');
  });

  it('names the original agreement by its signing date, or as the agreement in force when none is given', () => {
    expect(fullText(doc({ type: AMENDMENT, region: 'GB' })!)).toContain('signed on 29 February 2024');
    const undated = doc({ type: AMENDMENT, region: 'GB', params: { originalContractSigningDate: undefined } })!;
    expect(fullText(undated)).toContain('in force on the Amendment Effective Date');
    expect(fullText(undated)).not.toMatch(/undefined|\{\{/);
  });

  it('rejects a missing legal name or contract number and malformed dates', () => {
    expect(() => doc({ params: { legalName: '  ' } })).toThrow(RangeError);
    expect(() => doc({ params: { contractNumber: '' } })).toThrow(RangeError);
    expect(() => doc({ params: { effectiveDate: '2025-02-30' } })).toThrow(RangeError);
    expect(() => doc({ params: { effectiveDate: '01/03/2025' } })).toThrow(RangeError);
    expect(() => doc({ type: AMENDMENT, region: 'US', params: { originalContractSigningDate: '2024-13-01' } })).toThrow(RangeError);
  });

  it('cleans control characters and surplus spaces out of parameters', () => {
    const d = doc({ params: { legalName: '  Ana\n\tMaria\u0000  Costa ' } })!;
    expect(fullText(d)).toContain('Ana Maria Costa,');
    expect(d.meta?.licensor.legalName).toBe('Ana Maria Costa');
  });
});

describe('contract PDF', () => {
  it('renders a signed agreement that parses back, with a certificate page holding the signer and the SHA-256', async () => {
    const d = doc({ region: 'GB', userType: 1 })!;
    const signed = signature(params.legalName);
    const { pdf, documentSha256 } = await renderContractPdf(d, signed);

    expect(documentSha256).toBe(sha256([d.title, ...d.sections.flatMap((s) => [s.heading, ...s.paragraphs])].join('\n')));

    const parsed = await PDFDocument.load(pdf);
    expect(parsed.getPageCount()).toBeGreaterThan(1);
    expect(parsed.getTitle()).toBe(d.title);
    expect(parsed.getAuthor()).toBe('SoundPort');
    expect(parsed.getProducer()).toBeTruthy();
    expect(parsed.getCreationDate()?.toISOString()).toBe(signed.signedAt.toISOString());
    for (const page of parsed.getPages()) {
      expect(Math.round(page.getWidth())).toBe(595);
      expect(Math.round(page.getHeight())).toBe(842);
    }

    const pages = await pdfPages(pdf);
    const total = pages.length;
    expect(total).toBe(parsed.getPageCount());
    expect(pages[0]).toContain(d.title);
    pages.forEach((text, index) => expect(text).toContain(`${index + 1} / ${total}`));
    const certificate = pages[total - 1];
    expect(certificate).toContain('Signature certificate');
    expect(certificate).toContain(params.legalName);
    expect(certificate).toContain(params.contractNumber);
    expect(certificate).toContain('SIMPLE_SIGN');
    expect(certificate).toContain('2025-03-01T10:20:30.000Z');
    expect(certificate).toContain('203.0.113.7');
    expect(certificate).toContain('Edg/126.0.0.0');
    expect(certificate).toContain(documentSha256);
    // Signature blocks for both parties come before the certificate.
    const body = pages.slice(0, -1).join('\n');
    expect(body).toContain('LICENSOR');
    expect(body).toContain('COMPANY');
    expect(body).toContain('SoundPort Distribution Ltd.');
    expect(body).toContain(params.labelName);
  });

  it('renders without a certificate page when unsigned, with the same hash', async () => {
    const d = doc({ region: 'US' })!;
    const unsigned = await renderContractPdf(d, null);
    const signed = await renderContractPdf(d, signature(params.legalName, 'OFFLINE'));
    expect(unsigned.documentSha256).toBe(signed.documentSha256);
    const [unsignedPages, signedPages] = [await pdfPages(unsigned.pdf), await pdfPages(signed.pdf)];
    expect(signedPages.length).toBe(unsignedPages.length + 1);
    expect(unsignedPages.join('\n')).not.toContain('Signature certificate');
    expect(signedPages.at(-1)).toContain('OFFLINE');
  });

  it('renders a programme agreement in Brazilian Portuguese, title, clauses and signature blocks alike', async () => {
    const d = doc({ type: 2, region: 'BR', language: 'pt-BR' })!;
    const body = (await pdfPages((await renderContractPdf(d, null)).pdf)).join('\n');
    expect(body).toContain('Contrato do Programa Breakthrough da SoundPort');
    expect(body).toContain('Receita Líquida');
    expect(body).toContain('SoundPort Distribuição Ltda.');
    expect(body).not.toContain('Programme Agreement');
  });

  it('draws names in Latin scripts with diacritics, Cyrillic and Greek, and substitutes what the font lacks', async () => {
    const name = 'Zoë Ñúñez Łukasz Дмитрий';
    const d = doc({ region: 'BR', language: 'pt-BR', params: { legalName: name } })!;
    const { pdf, documentSha256 } = await renderContractPdf(d, signature(name));
    const pages = await pdfPages(pdf);
    expect(pages[0]).toContain(name);
    expect(pages.at(-1)).toContain('Certificado de assinatura');
    expect(pages.at(-1)).toContain(name);
    expect(pages.at(-1)).toContain(documentSha256);

    // Greek; a decomposed Ñ; CJK and a zero-width joiner that DejaVu Sans cannot draw.
    const odd = 'Νίκος N\u0303u\u0301n\u0303ez 李小龍 A\u200dB\tC';
    const other = doc({ region: 'ID', language: 'id', type: AMENDMENT, params: { legalName: odd } })!;
    const rendered = await renderContractPdf(other, signature(odd));
    expect(rendered.documentSha256).toBe(sha256(canonicalContractText(other)));
    const text = (await pdfPages(rendered.pdf)).join('\n');
    expect(text).toContain('Νίκος Ñúñez');
    expect(text).toContain('???');
    expect(text).toContain('Sertifikat tanda tangan');
    expect(text).toContain('Dikonfirmasi oleh');
  });

  it('renders a bare document without meta', async () => {
    const bare: ContractDocument = { title: 'Test agreement', language: 'es-MX', sections: [{ heading: 'Único', paragraphs: ['Texto de prueba.'] }] };
    const { pdf, documentSha256 } = await renderContractPdf(bare, signature('José Pérez'));
    expect(documentSha256).toBe(sha256('Test agreement\nÚnico\nTexto de prueba.'));
    const pages = await pdfPages(pdf);
    expect(pages.at(-1)).toContain('Certificado de firma');
    expect(pages.at(-1)).toContain('José Pérez');
  });
});
