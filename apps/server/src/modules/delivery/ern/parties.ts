import { contributorRoleById } from '@portal/domain/catalog/contributor-roles';
import type { SnapshotArtist, SnapshotContributor } from '../release-snapshot.ts';
import { el, type XmlElement } from '../xml-writer.ts';

interface Party {
  reference: string;
  name: string;
  storeArtistId?: string;
}

/**
 * The message's PartyList: every artist, contributor and the label once, referred to as P1, P2, … wherever they
 * appear. The same name is the same party, and a store artist id given anywhere is kept; only two different store
 * ids make two parties of one name.
 */
export class Parties {
  private readonly parties: (Party & { kind: string })[] = [];

  constructor(private readonly recipientDpid: string) {}

  reference(name: string, storeArtistId?: string | null, kind: 'person' | 'label' = 'person'): string {
    const id = storeArtistId || undefined;
    let party = this.parties.find((p) => p.kind === kind && p.name === name && (!id || !p.storeArtistId || p.storeArtistId === id));
    if (!party) this.parties.push((party = { reference: `P${this.parties.length + 1}`, name, kind }));
    party.storeArtistId ??= id;
    return party.reference;
  }

  toXml(): XmlElement {
    return el(
      'PartyList',
      null,
      this.parties.map((party) =>
        el(
          'Party',
          null,
          el('PartyReference', null, party.reference),
          el('PartyName', null, el('FullName', null, party.name)),
          // The store's own artist id, in the store's namespace, so the release lands on the right artist page.
          party.storeArtistId && el('PartyId', null, el('ProprietaryId', { Namespace: this.recipientDpid }, party.storeArtistId)),
        ),
      ),
    );
  }
}

const displayRole = (artist: SnapshotArtist) => (artist.role === 'featured' ? 'FeaturedArtist' : 'MainArtist');

export const displayArtists = (artists: SnapshotArtist[], parties: Parties) =>
  artists.map((artist, index) =>
    el('DisplayArtist', { SequenceNumber: index + 1 }, el('ArtistPartyReference', null, parties.reference(artist.name, artist.storeArtistId)), el('DisplayArtistRole', null, displayRole(artist))),
  );

interface Credit {
  reference: string;
  roles: Map<string, XmlElement>;
  instruments: Set<string>;
  featured: boolean;
}

/**
 * Contributor elements: the artists (role Artist) and every credit, one element per party with all its roles and
 * instruments. Role ids map to DDEX through the contributor role table.
 */
export function contributors(artists: SnapshotArtist[], credits: SnapshotContributor[], parties: Parties, senderDpid: string): XmlElement[] {
  const byParty = new Map<string, Credit>();
  const creditFor = (reference: string) => {
    let credit = byParty.get(reference);
    if (!credit) byParty.set(reference, (credit = { reference, roles: new Map(), instruments: new Set(), featured: false }));
    return credit;
  };
  for (const artist of artists) {
    const credit = creditFor(parties.reference(artist.name, artist.storeArtistId));
    credit.roles.set('Artist', el('Role', null, 'Artist'));
    if (artist.role === 'featured') credit.featured = true;
  }
  for (const contributor of credits) {
    const role = contributorRoleById(contributor.roleId);
    if (!role) throw new RangeError(`Unknown contributor role id ${contributor.roleId} for ${contributor.name}`);
    const credit = creditFor(parties.reference(contributor.name));
    const { role: ddexRole, instrument, userDefinedValue } = role.ddex;
    credit.roles.set(`${ddexRole}:${userDefinedValue ?? ''}`, userDefinedValue ? el('Role', { Namespace: senderDpid, UserDefinedValue: userDefinedValue }, ddexRole) : el('Role', null, ddexRole));
    if (instrument) credit.instruments.add(instrument);
  }
  return [...byParty.values()].map((credit, index) =>
    el(
      'Contributor',
      { SequenceNumber: index + 1 },
      el('ContributorPartyReference', null, credit.reference),
      [...credit.roles.values()],
      [...credit.instruments].map((instrument) => el('InstrumentType', null, instrument)),
      credit.featured && el('HasMadeFeaturedContribution', null, 'true'),
    ),
  );
}
