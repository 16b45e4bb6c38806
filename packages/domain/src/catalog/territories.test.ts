import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { continents, isTerritory, normaliseTerritories, territories, territoriesByContinent, territoryByCode, WORLDWIDE, WORLDWIDE_DDEX_CODE } from './territories.ts';

const xsd = readFileSync(fileURLToPath(new URL('../../../../standards/ddex-ern43/allowed-value-sets.xsd', import.meta.url)), 'utf8');

/** value -> definition text of each enumeration of an allowed-value set. */
const enumeration = (typeName: string): Map<string, string> => {
  const body = new RegExp(`<xs:simpleType name="${typeName}">([\\s\\S]*?)</xs:simpleType>`).exec(xsd)?.[1];
  if (!body) throw new Error(`${typeName} not in allowed-value-sets.xsd`);
  return new Map([...body.matchAll(/<xs:enumeration value="([^"]*)">[\s\S]*?<xs:documentation[^>]*>([\s\S]*?)<\/xs:documentation>/g)].map((m) => [m[1], m[2]]));
};

const ddexTerritories = enumeration('CurrentTerritoryCode');
const codes = territories.map((t) => t.code);

describe('territories', () => {
  it('lists unique upper-case two-letter codes with unique names', () => {
    expect(territories.length).toBe(250);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(territories.map((t) => t.name)).size).toBe(codes.length);
    for (const t of territories) {
      expect(t.code).toMatch(/^[A-Z]{2}$/);
      expect(t.name.trim()).not.toBe('');
    }
  });

  it('uses only codes valid as a DDEX ERN 4.3 TerritoryCode, Worldwide included', () => {
    for (const code of codes) expect(ddexTerritories.has(code), code).toBe(true);
    expect(WORLDWIDE_DDEX_CODE).toBe(WORLDWIDE);
    expect(ddexTerritories.has(WORLDWIDE_DDEX_CODE)).toBe(true);
  });

  it('covers every current ISO 3166-1 code DDEX lists', () => {
    // AN (Netherlands Antilles) and CS (Serbia and Montenegro) were withdrawn from ISO 3166-1.
    const iso = [...ddexTerritories].filter(([code, doc]) => /^[A-Z]{2}$/.test(code) && doc.includes('ISO 3166-1'));
    const current = iso.map(([code]) => code).filter((code) => code !== 'AN' && code !== 'CS');
    expect(current).toHaveLength(249);
    expect(current.filter((code) => !isTerritory(code))).toEqual([]);
    expect(isTerritory('XK')).toBe(true);
    expect(isTerritory('AN')).toBe(false);
    expect(isTerritory('CS')).toBe(false);
  });

  it('sorts by name and looks codes up', () => {
    const names = territories.map((t) => t.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(territoryByCode('PR')).toEqual({ code: 'PR', name: 'Puerto Rico', continent: 'Americas' });
    expect(territoryByCode('pr')).toBeUndefined();
  });

  it('puts every territory in exactly one of the five continents', () => {
    expect(continents).toEqual(['Europe', 'Asia', 'Americas', 'Africa', 'Oceania']);
    const groups = territoriesByContinent();
    expect(Object.keys(groups).sort()).toEqual([...continents].sort());
    expect(
      Object.values(groups)
        .flat()
        .map((t) => t.code)
        .sort(),
    ).toEqual([...codes].sort());
    for (const continent of continents) {
      expect(groups[continent].length, continent).toBeGreaterThan(25);
      for (const t of groups[continent]) expect(t.continent).toBe(continent);
    }
    const expected: Record<string, string> = {
      FR: 'Europe',
      GB: 'Europe',
      RU: 'Europe',
      XK: 'Europe',
      JP: 'Asia',
      HK: 'Asia',
      MO: 'Asia',
      TW: 'Asia',
      TR: 'Asia',
      CY: 'Asia',
      BR: 'Americas',
      PR: 'Americas',
      GL: 'Americas',
      US: 'Americas',
      NG: 'Africa',
      EG: 'Africa',
      ZA: 'Africa',
      AU: 'Oceania',
      GU: 'Oceania',
      NZ: 'Oceania',
      AQ: 'Oceania',
    };
    for (const [code, continent] of Object.entries(expected)) expect(territoryByCode(code)?.continent, code).toBe(continent);
  });

  it('includes every region the portal names elsewhere in the spec', () => {
    const productMarkets = 'BR ID US GB MX AU NZ PR CA CO AR SG MY TH VN PH IE NG EG JP AE SA PK ZA TR DE NL FR BE SE DK';
    for (const code of productMarkets.split(' ')) expect(isTerritory(code), code).toBe(true);
  });

  it('accepts Worldwide as a territory value but not unknown or lower-case codes', () => {
    expect(isTerritory(WORLDWIDE)).toBe(true);
    expect(isTerritory('US')).toBe(true);
    for (const value of ['us', 'ZZ', 'USA', '', 'worldwide']) expect(isTerritory(value), value).toBe(false);
  });
});

describe('normaliseTerritories', () => {
  it('deduplicates, upper-cases and sorts codes', () => {
    expect(normaliseTerritories(['US', 'br', ' US ', 'BR', 'DE'])).toEqual({ territories: ['BR', 'DE', 'US'], unknown: [] });
  });

  it('lets Worldwide alone win', () => {
    expect(normaliseTerritories(['US', 'Worldwide', 'FR'])).toEqual({ territories: [WORLDWIDE], unknown: [] });
    expect(normaliseTerritories(['worldwide '])).toEqual({ territories: [WORLDWIDE], unknown: [] });
  });

  it('reports unknown codes once each and leaves them out', () => {
    expect(normaliseTerritories(['US', 'ZZ', 'Atlantis', 'zz', 'ZZ', 'AN'])).toEqual({
      territories: ['US'],
      unknown: ['ZZ', 'Atlantis', 'zz', 'AN'],
    });
    expect(normaliseTerritories(['Worldwide', 'XX'])).toEqual({ territories: [WORLDWIDE], unknown: ['XX'] });
    expect(normaliseTerritories([])).toEqual({ territories: [], unknown: [] });
  });
});
