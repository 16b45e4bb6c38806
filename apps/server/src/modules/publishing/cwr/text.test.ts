import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CwrWriteError } from './errors.ts';
import type { CwrBatch } from './model.ts';
import { parseCwr } from './parse.ts';
import { readRegisteredWorks } from './read-works.ts';
import { toCwrText } from './text.ts';
import { writeCwr } from './write.ts';

const sender: CwrBatch['sender'] = { name: 'SoundPort Publishing', ipiNameNumber: '987654321', submitterCode: 'SPT' };

function roundTrip(title: string, lastName: string, firstName: string) {
  const batch: CwrBatch = {
    sender,
    sequence: 1,
    works: [{ submitterWorkNumber: '1', title, writers: [{ lastName, firstName, role: 'CA', controlled: true, share: 10000 }] }],
  };
  const [work] = readRegisteredWorks(parseCwr(writeCwr(batch, { createdAt: new Date('2026-01-01T00:00:00Z') }).content));
  return { title: work!.title, lastName: work!.writers[0]!.lastName, firstName: work!.writers[0]!.firstName };
}

/** What a person would write by hand: accents off, ß as SS, Ø as O, upper case, single spaces, cut to the width. */
const byHand = (value: string, width: number) =>
  value.replace(/ß/g, 'ss').replace(/[Øø]/g, 'o').normalize('NFD').replace(/\p{M}/gu, '').toUpperCase().replace(/ +/g, ' ').trim().slice(0, width).trimEnd();

const latin = [..."abcxyzABCXYZ0189 éÉèñÑçüÜÅåøØßô-&'."];
const latinText = (maxLength: number) =>
  fc
    .array(fc.constantFrom(...latin), { minLength: 1, maxLength })
    .map((chars) => chars.join(''))
    .filter((text) => /[a-z0-9]/i.test(text));

const TITLE_ALLOWED = /^[ !"#$%&'()*+,\-./0-9:;<=>?@A-Z[\\\]^_`{}~]*$/;
const NAME_ALLOWED = /^[ !#$%&'()+\-./0-9?@A-Z`]*$/;

describe('titles and names through write -> parse', () => {
  it('come back as their transliterated upper-case form', () => {
    fc.assert(
      fc.property(latinText(80), latinText(50), latinText(35), (title, lastName, firstName) => {
        expect(roundTrip(title, lastName, firstName)).toEqual({ title: byHand(title, 60), lastName: byHand(lastName, 45), firstName: byHand(firstName, 30) });
      }),
      { numRuns: 300 },
    );
  });

  it('any text either goes in as allowed characters or is refused as having no Latin form', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 70 }), fc.string({ unit: 'grapheme', maxLength: 50 }), (title, name) => {
        const expectedTitle = toCwrText(title, 'title', 60);
        const expectedName = toCwrText(name, 'name', 45);
        try {
          const read = roundTrip(title, name, name);
          expect(read.title).toBe(expectedTitle.text);
          expect(read.lastName).toBe(expectedName.text);
          expect(read.title).toMatch(TITLE_ALLOWED);
          expect(read.lastName).toMatch(NAME_ALLOWED);
          expect(read.title).not.toMatch(/^ | $| {2}/);
        } catch (error) {
          expect(error).toBeInstanceOf(CwrWriteError);
          const key = (error as CwrWriteError).messageKey;
          expect(key === 'publishing_cwr_title_unrepresentable' ? expectedTitle.text : expectedName.text).toBe('');
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('toCwrText', () => {
  it.each([
    ['Café del Mar', 'CAFE DEL MAR', false],
    ['Straße nach Łódź', 'STRASSE NACH LODZ', false],
    ['Ærøskøbing – “Sommer”', 'AEROSKOBING - "SOMMER"', false],
    ['Rock♥Roll | 2024', 'ROCK ROLL 2024', false],
    ['Love ночь', 'LOVE', true],
    ['夜に駆ける', '', true],
    ['ＦＵＬＬ　ＷＩＤＴＨ', 'FULL WIDTH', false],
  ])('%s -> %s', (input, text, lossy) => {
    expect(toCwrText(input, 'title', 60)).toEqual({ text, lossy });
  });

  it('keeps names to the narrower name character set', () => {
    expect(toCwrText('Smith, Jr. "Junior"', 'name', 45).text).toBe('SMITH JR. JUNIOR');
    expect(toCwrText("O'Brien-Núñez", 'name', 45).text).toBe("O'BRIEN-NUNEZ");
  });
});
