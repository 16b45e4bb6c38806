import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONTRIBUTOR_ROLE, contributorRoleById, contributorRoles } from './contributor-roles.ts';

const xsd = readFileSync(fileURLToPath(new URL('../../../../standards/ddex-ern43/allowed-value-sets.xsd', import.meta.url)), 'utf8');

const enumeration = (typeName: string): Set<string> => {
  const body = new RegExp(`<xs:simpleType name="${typeName}">([\\s\\S]*?)</xs:simpleType>`).exec(xsd)?.[1];
  if (!body) throw new Error(`${typeName} not in allowed-value-sets.xsd`);
  return new Set([...body.matchAll(/<xs:enumeration value="([^"]*)"/g)].map((m) => m[1]));
};

const duplicates = (values: readonly string[]): string[] => values.filter((value, index) => values.indexOf(value) !== index);

describe('contributor roles', () => {
  it('has exactly the ids 0 to 55, in order, with unique non-empty names', () => {
    expect(contributorRoles).toHaveLength(56);
    expect(contributorRoles.map((r) => r.id)).toEqual([...Array(56).keys()]);
    expect(duplicates(contributorRoles.map((r) => r.name.toLowerCase()))).toEqual([]);
    for (const r of contributorRoles) expect(r.name.trim()).toBe(r.name);
  });

  it('keeps the ids named by the spec', () => {
    expect(CONTRIBUTOR_ROLE).toEqual({ Unknown: 0, FeaturedArtist: 1, Producer: 2, Remixer: 3, PrimaryArtist: 4 });
    expect(contributorRoles.slice(0, 5).map((r) => r.name)).toEqual(['Unknown', 'Featured Artist', 'Producer', 'Remixer', 'Primary Artist']);
  });

  it('looks roles up by id', () => {
    expect(contributorRoleById(CONTRIBUTOR_ROLE.PrimaryArtist)?.name).toBe('Primary Artist');
    expect(contributorRoleById(55)?.id).toBe(55);
    for (const id of [-1, 56, 1.5, Number.NaN]) expect(contributorRoleById(id)).toBeUndefined();
  });

  it('marks only the featured and primary artist as artists, engineers and producers as production', () => {
    expect(contributorRoles.filter((r) => r.kind === 'artist').map((r) => r.id)).toEqual([1, 4]);
    for (const r of contributorRoles) {
      if (/Engineer|Producer|Programmer|Beatmaker|Remixer/.test(r.name)) expect(r.kind, r.name).toBe('production');
      if (r.ddex.instrument) expect(r.kind, r.name).toBe('contributor');
    }
  });

  it('covers the usual writer, performer, engineering and instrument credits', () => {
    const names = new Set(contributorRoles.map((r) => r.name));
    for (const name of [
      'Vocalist',
      'Composer',
      'Lyricist',
      'Songwriter',
      'Arranger',
      'Conductor',
      'Orchestra',
      'Choir',
      'DJ',
      'Mixing Engineer',
      'Mastering Engineer',
      'Recording Engineer',
      'Sound Engineer',
      'Assistant Engineer',
      'Programmer',
      'Executive Producer',
      'Co-Producer',
      'Guitar',
      'Bass Guitar',
      'Acoustic Guitar',
      'Electric Guitar',
      'Drums',
      'Percussion',
      'Keyboards',
      'Piano',
      'Synthesizer',
      'Organ',
      'Violin',
      'Viola',
      'Cello',
      'Double Bass',
      'Trumpet',
      'Trombone',
      'Saxophone',
      'Flute',
      'Clarinet',
      'Harmonica',
      'Harp',
      'Banjo',
      'Mandolin',
      'Ukulele',
      'Accordion',
      'Background Vocals',
      'Rapper',
      'Beatmaker',
    ]) {
      expect(names.has(name), name).toBe(true);
    }
  });

  it('uses only DDEX ERN 4.3 allowed values', () => {
    const roles = enumeration('ContributorRole');
    const instruments = enumeration('InstrumentType');
    const displayRoles = enumeration('DisplayArtistRole');
    for (const { name, ddex } of contributorRoles) {
      expect(roles.has(ddex.role), `${name}: ${ddex.role}`).toBe(true);
      if (ddex.instrument !== undefined) {
        expect(instruments.has(ddex.instrument), `${name}: ${ddex.instrument}`).toBe(true);
        expect(ddex.role, name).toBe('Musician');
      }
      if (ddex.displayArtistRole !== undefined) expect(displayRoles.has(ddex.displayArtistRole), name).toBe(true);
      expect(ddex.userDefinedValue !== undefined, name).toBe(ddex.role === 'UserDefined');
    }
  });

  it('sends the two artist roles as DDEX display artists', () => {
    expect(contributorRoleById(CONTRIBUTOR_ROLE.PrimaryArtist)?.ddex.displayArtistRole).toBe('MainArtist');
    expect(contributorRoleById(CONTRIBUTOR_ROLE.FeaturedArtist)?.ddex.displayArtistRole).toBe('FeaturedArtist');
    expect(contributorRoles.filter((r) => r.ddex.displayArtistRole).map((r) => r.id)).toEqual([1, 4]);
  });
});
