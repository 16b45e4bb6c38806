import { contributorRoles, REMIXER_ROLE_ID } from '@portal/domain/catalog/contributor-roles';

/**
 * DDEX contributor roles (Contributor/Role, with InstrumentType for a Musician and UserDefinedValue for a
 * UserDefined role) turned back into the form's credits: the writers into the lyricist and songwriter name lists, the
 * rest into contributor role ids, the reverse of what the delivery writes (packages/domain/src/catalog/contributor-roles.ts).
 */

export type Credit = { list: 'lyricistsName' | 'songwritersName' } | { list: 'uniContributorObjects' | 'uniProductionAndEngineeringObjects'; roleId: number };
export const isRoleCredit = (credit: Credit): credit is Extract<Credit, { roleId: number }> => 'roleId' in credit;

/** Writers go to the name lists the form asks for; the form has one list for music-and-words writers and one for lyricists. */
const WRITERS: Record<string, 'lyricistsName' | 'songwritersName'> = {
  Lyricist: 'lyricistsName',
  Librettist: 'lyricistsName',
  TextWriter: 'lyricistsName',
  Composer: 'songwritersName',
  ComposerLyricist: 'songwritersName',
  Songwriter: 'songwritersName',
  Writer: 'songwritersName',
};
/** Roles the artists already carry (DisplayArtist), and a role that says nothing. */
const ARTIST_ROLES = new Set(['Artist', 'MainArtist', 'FeaturedArtist', 'DisplayArtist', 'Unknown']);
/** Other spellings senders use for roles we have. */
const ALIASES: Record<string, string> = { Producer: 'StudioProducer', LeadVocalist: 'Vocalist', Mixer: 'MixingEngineer', Remixer: 'Remixer', SoundEngineer: 'Engineer' };

const normal = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
const byRole = new Map<string, number>();
const byInstrument = new Map<string, number>();
const byName = new Map<string, number>();
for (const role of contributorRoles) {
  if (role.kind === 'artist' || role.id === 0) continue;
  byName.set(normal(role.name), role.id);
  if (role.ddex.instrument) byInstrument.set(normal(role.ddex.instrument), role.id);
  else if (role.ddex.role !== 'UserDefined' && !byRole.has(role.ddex.role)) byRole.set(role.ddex.role, role.id);
}

const creditFor = (roleId: number): Credit => {
  const role = contributorRoles[roleId]!;
  // The form lists the remixer among the contributors (a remix needs one there), though DDEX files it as production.
  const list = role.kind === 'production' && roleId !== REMIXER_ROLE_ID ? 'uniProductionAndEngineeringObjects' : 'uniContributorObjects';
  return { list, roleId };
};

export interface DdexRole {
  role: string;
  userDefinedValue?: string;
}

/**
 * The credits of one Contributor element. `unknown` lists what has no counterpart in the form (a role or an
 * instrument), for the reader to report.
 */
export function creditsOf(roles: DdexRole[], instruments: string[]): { credits: Credit[]; unknown: string[] } {
  const credits: Credit[] = [];
  const unknown: string[] = [];
  for (const { role, userDefinedValue } of roles) {
    if (ARTIST_ROLES.has(role)) continue;
    const writer = WRITERS[role];
    if (writer) {
      credits.push({ list: writer });
      continue;
    }
    if (role === 'Musician') {
      if (!instruments.length) unknown.push(role);
      continue;
    }
    if (role === 'UserDefined') {
      const id = userDefinedValue ? (byName.get(normal(userDefinedValue)) ?? byInstrument.get(normal(userDefinedValue))) : undefined;
      if (id === undefined) unknown.push(userDefinedValue || role);
      else credits.push(creditFor(id));
      continue;
    }
    const id = byRole.get(ALIASES[role] ?? role) ?? byName.get(normal(role));
    if (id === undefined) unknown.push(role);
    else credits.push(creditFor(id));
  }
  for (const instrument of instruments) {
    const id = byInstrument.get(normal(instrument)) ?? byName.get(normal(instrument));
    if (id === undefined) unknown.push(instrument);
    else credits.push(creditFor(id));
  }
  return { credits, unknown };
}
