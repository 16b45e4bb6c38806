import { describe, expect, it } from 'vitest';
import { parseIdentifiers } from './migration-input.ts';

describe('pasted UPCs and ISRCs', () => {
  it('reads any separator, normalises, drops repeats and lists what is not an identifier', () => {
    const parsed = parseIdentifiers('036000291452, br-abc-24-00001\n0036000291452;BRABC2400001  12345 USRC17607839');
    expect(parsed.identifiers).toEqual(['036000291452', 'BRABC2400001', 'USRC17607839']);
    expect(parsed.invalid).toEqual(['12345']);
    expect(parsed.tooMany).toBe(false);
  });

  it('a UPC with a wrong check digit is not one', () => {
    expect(parseIdentifiers('036000291453').invalid).toEqual(['036000291453']);
  });

  it('nothing pasted is nothing to look up', () => {
    expect(parseIdentifiers('  \n ')).toEqual({ identifiers: [], invalid: [], tooMany: false });
  });
});
