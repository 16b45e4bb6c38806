import { describe, expect, it } from 'vitest';
import { hasExplicitTerms } from '../release/text-checks.ts';
import { explicitSegments, explicitVerdict, findExplicitTerms } from './explicit.ts';

describe('explicit terms in lyrics', () => {
  it('finds every term with its place and line, in any case', () => {
    const text = 'Clean start\nWhat the FUCK is this\nShit, shit.';
    expect(findExplicitTerms(text)).toEqual([
      { term: 'FUCK', index: 21, length: 4, line: 2 },
      { term: 'Shit', index: 34, length: 4, line: 3 },
      { term: 'shit', index: 40, length: 4, line: 3 },
    ]);
  });

  it('matches whole words only', () => {
    expect(findExplicitTerms('Scunthorpe shitake? cockpit bassist classic mishit')).toEqual([]);
    expect(findExplicitTerms('no-shit-sherlock')).toHaveLength(1);
  });

  it('matches phrases with spaces and accents as written, the longer term first', () => {
    const hits = findExplicitTerms('Ele disse: Filho da Puta! e foda-se');
    expect(hits.map((hit) => [hit.term, hit.line])).toEqual([
      ['Filho da Puta', 1],
      ['foda-se', 1],
    ]);
    expect(findExplicitTerms('filho da putaria').map((hit) => hit.term)).toEqual(['putaria']);
  });

  it('agrees with the release form’s check', () => {
    for (const text of ['', 'love and light', 'FUCKING hell', 'Scheiße!', 'classic', 'motherfucker', 'Ta gueule', 'tagueule']) {
      expect(findExplicitTerms(text).length > 0, text).toBe(hasExplicitTerms(text));
    }
  });

  it('says whether the track must be marked explicit and whether its mark conflicts', () => {
    expect(explicitVerdict('sweet song', 0)).toMatchObject({ mustBeExplicit: false, conflictsWith: false, terms: [] });
    expect(explicitVerdict('Shit and shit and bitch', 2)).toMatchObject({ mustBeExplicit: true, conflictsWith: true, terms: ['shit', 'bitch'] });
    expect(explicitVerdict('shit', 1)).toMatchObject({ mustBeExplicit: true, conflictsWith: false });
    expect(explicitVerdict('shit', undefined).conflictsWith).toBe(true);
  });

  it('cuts the text into plain and explicit pieces', () => {
    expect(explicitSegments('oh shit no')).toEqual([
      { text: 'oh ', explicit: false },
      { text: 'shit', explicit: true },
      { text: ' no', explicit: false },
    ]);
  });
});
