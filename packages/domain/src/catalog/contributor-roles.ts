// Track contributor roles 0 to 55 of document 1 section 3 ("Contributor roles and flags") and document 3 section 3 (Contributor role enumeration), with the DDEX ERN 4.3 values the delivery writes for each.

export type ContributorRoleKind = 'artist' | 'contributor' | 'production';

/**
 * How a role is written in an ERN 4.3 message. `role` is an avs:ContributorRole value (Contributor/Role),
 * `instrument` an avs:InstrumentType value (Contributor/InstrumentType). `userDefinedValue` goes in the
 * UserDefinedValue attribute of a `UserDefined` role. Artists are also sent as DisplayArtist with `displayArtistRole`.
 */
export interface DdexContributorRole {
  role: string;
  instrument?: string;
  userDefinedValue?: string;
  displayArtistRole?: 'MainArtist' | 'FeaturedArtist';
}

export interface ContributorRole {
  id: number;
  name: string;
  /** 'artist' roles are the main and featured artist lists, 'production' the "production and engineering" list. */
  kind: ContributorRoleKind;
  ddex: DdexContributorRole;
}

const artist = (id: number, name: string, displayArtistRole: 'MainArtist' | 'FeaturedArtist'): ContributorRole => ({
  id,
  name,
  kind: 'artist',
  ddex: { role: 'Artist', displayArtistRole },
});
const contributor = (id: number, name: string, role: string): ContributorRole => ({ id, name, kind: 'contributor', ddex: { role } });
const production = (id: number, name: string, role: string): ContributorRole => ({ id, name, kind: 'production', ddex: { role } });
const instrument = (id: number, name: string, instrumentType: string): ContributorRole => ({
  id,
  name,
  kind: 'contributor',
  ddex: { role: 'Musician', instrument: instrumentType },
});
// Roles DDEX has no value for: sent as UserDefined so the store still sees the credit as typed.
const userDefined = (id: number, name: string, kind: ContributorRoleKind): ContributorRole => ({
  id,
  name,
  kind,
  ddex: { role: 'UserDefined', userDefinedValue: name },
});

export const contributorRoles: ContributorRole[] = [
  contributor(0, 'Unknown', 'Unknown'),
  artist(1, 'Featured Artist', 'FeaturedArtist'),
  production(2, 'Producer', 'StudioProducer'),
  production(3, 'Remixer', 'Remixer'),
  artist(4, 'Primary Artist', 'MainArtist'),
  contributor(5, 'Vocalist', 'Vocalist'),
  contributor(6, 'Composer', 'Composer'),
  contributor(7, 'Lyricist', 'Lyricist'),
  contributor(8, 'Songwriter', 'ComposerLyricist'),
  contributor(9, 'Arranger', 'Arranger'),
  contributor(10, 'Conductor', 'Conductor'),
  contributor(11, 'Orchestra', 'Orchestra'),
  contributor(12, 'Choir', 'Choir'),
  contributor(13, 'DJ', 'DJ'),
  production(14, 'Mixing Engineer', 'MixingEngineer'),
  production(15, 'Mastering Engineer', 'MasteringEngineer'),
  production(16, 'Recording Engineer', 'RecordingEngineer'),
  production(17, 'Sound Engineer', 'Engineer'),
  production(18, 'Assistant Engineer', 'AssistantEngineer'),
  production(19, 'Programmer', 'Programmer'),
  production(20, 'Executive Producer', 'ExecutiveProducer'),
  production(21, 'Co-Producer', 'CoProducer'),
  instrument(22, 'Guitar', 'Guitar'),
  instrument(23, 'Bass Guitar', 'ElectricBassGuitar'),
  instrument(24, 'Acoustic Guitar', 'AcousticGuitar'),
  instrument(25, 'Electric Guitar', 'ElectricGuitar'),
  instrument(26, 'Drums', 'DrumKit'),
  instrument(27, 'Percussion', 'PercussionInstrument'),
  instrument(28, 'Keyboards', 'Keyboard'),
  instrument(29, 'Piano', 'Piano'),
  instrument(30, 'Synthesizer', 'Synthesizer'),
  instrument(31, 'Organ', 'Organ'),
  instrument(32, 'Violin', 'Violin'),
  instrument(33, 'Viola', 'Viola'),
  instrument(34, 'Cello', 'Cello'),
  instrument(35, 'Double Bass', 'DoubleBass'),
  instrument(36, 'Trumpet', 'Trumpet'),
  instrument(37, 'Trombone', 'Trombone'),
  instrument(38, 'Saxophone', 'Saxophone'),
  instrument(39, 'Flute', 'Flute'),
  instrument(40, 'Clarinet', 'Clarinet'),
  instrument(41, 'Harmonica', 'Harmonica'),
  instrument(42, 'Harp', 'Harp'),
  instrument(43, 'Banjo', 'Banjo'),
  instrument(44, 'Mandolin', 'Mandolin'),
  instrument(45, 'Ukulele', 'Ukulele'),
  instrument(46, 'Accordion', 'Accordion'),
  contributor(47, 'Background Vocals', 'BackgroundVocalist'),
  userDefined(48, 'Rapper', 'contributor'),
  userDefined(49, 'Beatmaker', 'production'),
  production(50, 'Vocal Producer', 'VocalProducer'),
  production(51, 'Immersive Mixing Engineer', 'ImmersiveMixingEngineer'),
  instrument(52, 'Turntables', 'Turntable'),
  instrument(53, 'Strings', 'StringSection'),
  instrument(54, 'French Horn', 'FrenchHorn'),
  contributor(55, 'Narrator', 'Narrator'),
];

/** The role ids named by document 3 section 3. */
export const CONTRIBUTOR_ROLE = {
  Unknown: 0,
  FeaturedArtist: 1,
  Producer: 2,
  Remixer: 3,
  PrimaryArtist: 4,
} as const;

/** The role with this id, or undefined when the id is not one of 0 to 55. */
export const contributorRoleById = (id: number): ContributorRole | undefined => (Number.isInteger(id) ? contributorRoles[id] : undefined);

/** The Remixer role: a remix must name one, and a remix by the track's own artist stays publishable. */
export const REMIXER_ROLE_ID = 3;
