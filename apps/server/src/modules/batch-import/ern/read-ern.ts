import { BULK_IMPORT_LIMITS, type ImportedRelease, type ImportedTrack, type ReadIssue, type ReadResult, type SourcePlace } from '@portal/domain/bulk-import/model';
import { normaliseIswc } from '@portal/domain/release/identifiers';
import { Explicitness, personNameKey, type AlbumInput, type ArtistRef, type ContributorRef, type TrackInput } from '@portal/domain/release/model';
import { localNameOf, parseXml, select, XmlSyntaxError } from '../../delivery/xml-reader.ts';
import type { XmlElement } from '../../delivery/xml-writer.ts';
import { genreFromText, isrcFromText, languageFromTag, upcFromText, type LookupIssue } from './catalogue-lookups.ts';
import { dealFacts, parseErnDate, parseErnMoment } from './ern-deals.ts';
import { bySequence, childElements, descendants, first, ownText, preferred, textAt } from './ern-nodes.ts';
import { creditsOf, isRoleCredit } from './ern-roles.ts';
import { resolveResourceUri } from './resource-uri.ts';

/**
 * The DDEX reader: an ERN 4 NewReleaseMessage (4.1 to 4.3; the samples and our own delivery are 4.3) read into the
 * form's release fields. It reads what the message says and nothing else (no clock but `now`, no files, no
 * database); what it cannot map becomes a read issue of the release, a document it cannot read a file issue.
 */

export interface ErnReadOptions {
  /** When the message is read: a release whose sale started before then was released before (epoch ms). */
  now?: number;
}

type FileIssue = ReadResult['fileIssues'][number];

const fileIssue = (file: string, code: string, values?: FileIssue['values']): ReadResult => ({
  releases: [],
  fileIssues: [{ place: { file }, code, ...(values && { values }) }],
});

/** ERN 4.x, as the root's namespace says (`http://ddex.net/xml/ern/43`). */
function ernVersion(root: XmlElement): string | undefined {
  const prefix = root.name.includes(':') ? root.name.slice(0, root.name.indexOf(':')) : '';
  const namespace = root.attributes[prefix ? `xmlns:${prefix}` : 'xmlns'] ?? '';
  return /^https?:\/\/ddex\.net\/xml\/ern\/(\d+)\/?$/.exec(namespace)?.[1];
}

/** Parses the document, refusing anything too large or not well formed (a DOCTYPE among them) as a file issue. */
function parseMessage(xml: string, file: string): XmlElement | ReadResult {
  // Every character is at least one byte: the cheap test first, the exact one only when it could matter.
  const max = BULK_IMPORT_LIMITS.documentBytesMax;
  if (xml.length > max || (xml.length * 3 > max && Buffer.byteLength(xml, 'utf8') > max)) {
    return fileIssue(file, 'bulk_xml_too_large', { maxMb: max / (1024 * 1024) });
  }
  try {
    return parseXml(xml);
  } catch (error) {
    if (error instanceof XmlSyntaxError && error.message.startsWith('DOCTYPE')) return fileIssue(file, 'bulk_xml_doctype');
    // A RangeError here is the stack running out on absurd nesting: malformed for our purposes.
    return fileIssue(file, 'bulk_xml_malformed', { line: error instanceof XmlSyntaxError ? error.line : 0 });
  }
}

/** One ERN message (its text and its path: inside the zip, or the uploaded file's name) read into releases. */
export function readErnMessage(xml: string, file: string, options: ErnReadOptions = {}): ReadResult {
  const parsed = parseMessage(xml, file);
  if (!('name' in parsed)) return parsed;
  const root = parsed;
  if (localNameOf(root.name) !== 'NewReleaseMessage') return fileIssue(file, 'bulk_ern_not_new_release_message', { root: localNameOf(root.name) });
  const version = ernVersion(root);
  if (!version) return fileIssue(file, 'bulk_ern_not_new_release_message', { root: localNameOf(root.name) });
  if (!version.startsWith('4')) return fileIssue(file, 'bulk_ern_version_unsupported', { version });

  const message = new ErnMessage(root, file, options.now ?? Date.now());
  const mainReleases = select(root, 'ReleaseList/Release').filter((release) => release.attributes.IsMainRelease !== 'false');
  if (!mainReleases.length) return fileIssue(file, 'bulk_ern_no_release');
  try {
    return { releases: mainReleases.map((release) => message.release(release)), fileIssues: [] };
  } catch {
    // The mapping reads optional pieces defensively; should a message still surprise it, the file is reported, not thrown.
    return fileIssue(file, 'bulk_ern_unreadable');
  }
}

/** Several messages (a batch folder), in the order given: their releases and file issues together. */
export function readErnMessages(messages: { file: string; xml: string }[], options: ErnReadOptions = {}): ReadResult {
  const result: ReadResult = { releases: [], fileIssues: [] };
  for (const { file, xml } of messages) {
    const read = readErnMessage(xml, file, options);
    result.releases.push(...read.releases);
    result.fileIssues.push(...read.fileIssues);
  }
  return result;
}

const RELEASE_KINDS: Record<string, ImportedRelease['kind']> = {
  Single: 'SINGLE',
  SingleResourceRelease: 'SINGLE',
  Album: 'ALBUM',
  EP: 'ALBUM',
  ClassicalAlbum: 'ALBUM',
  DjMix: 'ALBUM',
  DigitalBoxSetRelease: 'ALBUM',
  ClassicalDigitalBoxedSet: 'ALBUM',
};

const EXPLICITNESS: Record<string, number> = {
  Explicit: Explicitness.YES,
  NotExplicit: Explicitness.NO,
  ExplicitContentEdited: Explicitness.CLEAN,
  // No advice given: stores show such a recording as not explicit.
  NoAdviceAvailable: Explicitness.NO,
  Unknown: Explicitness.NO,
};

/** "℗ 2025 Lane Records" or "(P) 1994 EMI Music Japan Inc." → the label's name. */
const labelFromLine = (line: string | undefined) => line?.replace(/^\s*(?:\(\s*[pc]\s*\)|[℗©]|[pc](?=\s))?\s*(?:\d{4}\b)?[\s,]*/i, '').trim() || undefined;

interface Titles {
  title?: string;
  version?: string;
}

/** Title and version (the SubTitle) from the default DisplayTitle, else the DisplayTitleText or an ERN 4.1 ReferenceTitle. */
function titlesOf(node: XmlElement): Titles {
  const display = preferred(childElements(node, 'DisplayTitle'));
  if (display) return { title: textAt(display, 'TitleText'), version: textAt(display, 'SubTitle') };
  const text = preferred(childElements(node, 'DisplayTitleText'));
  return { title: ownText(text) ?? textAt(node, 'ReferenceTitle/TitleText') };
}

interface Resource {
  element: XmlElement;
  kind: string;
}

class ErnMessage {
  private readonly parties = new Map<string, string>();
  private readonly resources = new Map<string, Resource>();
  private readonly trackReleases = new Map<string, XmlElement>();
  private readonly language: string | undefined;
  private readonly languageTag: string | undefined;

  constructor(
    private readonly root: XmlElement,
    private readonly file: string,
    private readonly now: number,
  ) {
    for (const party of select(root, 'PartyList/Party')) {
      const reference = textAt(party, 'PartyReference');
      const name = preferred(childElements(party, 'PartyName'));
      const fullName = textAt(name, 'FullName') ?? textAt(name, 'FullNameIndexed');
      if (reference && fullName) this.parties.set(reference, fullName);
    }
    for (const list of childElements(root, 'ResourceList')) {
      for (const element of list.children) {
        if (typeof element === 'string') continue;
        const reference = textAt(element, 'ResourceReference');
        if (reference) this.resources.set(reference, { element, kind: localNameOf(element.name) });
      }
    }
    for (const trackRelease of select(root, 'ReleaseList/TrackRelease')) {
      const resource = textAt(trackRelease, 'ReleaseResourceReference');
      if (resource) this.trackReleases.set(resource, trackRelease);
    }
    this.languageTag = root.attributes.LanguageAndScriptCode;
    this.language = languageFromTag(this.languageTag);
  }

  release(release: XmlElement): ImportedRelease {
    const issues: ReadIssue[] = [];
    const issue = (track: number | null, found: LookupIssue) => issues.push({ track, ...found });
    const reference = textAt(release, 'ReleaseReference') ?? '';
    const place: SourcePlace = { file: this.file, reference };

    const { title, version } = titlesOf(release);
    const mainArtists = this.displayArtists(release, null, issue).main;
    const genre = this.genreOf(release);
    genre.issues.forEach((found) => issue(null, found));

    const trackRefs = this.trackOrder(release, issue);
    const tracks = trackRefs.map((ref, index) => this.track(ref, index, mainArtists, genre, issue));

    const album: AlbumInput = {
      title,
      version,
      upc: upcFromText(textAt(release, 'ReleaseId/ICPN') ?? textAt(release, 'ReleaseId/EAN') ?? textAt(release, 'ReleaseId/UPC')),
      uniMainArtistObjects: mainArtists,
      recordLabel: this.labelOf(release),
      mainGenre: genre.mainGenre,
      subGenre: genre.subGenre,
    };
    if (this.language) album.language = this.language;
    else if (this.languageTag) issue(null, { field: 'language', code: 'bulk_language_unknown', values: { language: this.languageTag } });
    Object.assign(album, this.dates(release, reference, trackRefs, issue));

    return { kind: this.kindOf(release, tracks.length, issue), album, cover: this.cover(release, issue), tracks, place, readIssues: issues };
  }

  private kindOf(release: XmlElement, trackCount: number, issue: (track: number | null, found: LookupIssue) => void): ImportedRelease['kind'] {
    const types = childElements(release, 'ReleaseType').map((node) => ownText(node) ?? '');
    const known = types.map((type) => RELEASE_KINDS[type]).find(Boolean);
    if (known) return known;
    const stated = types.find((type) => type && type !== 'UserDefined');
    if (stated) issue(null, { field: 'kind', code: 'bulk_ern_release_type_unsupported', values: { type: stated } });
    return trackCount === 1 ? 'SINGLE' : 'ALBUM';
  }

  private partyName(reference: string | undefined, track: number | null, issue: (track: number | null, found: LookupIssue) => void, field: string) {
    if (!reference) return undefined;
    const name = this.parties.get(reference);
    if (!name) issue(track, { field, code: 'bulk_ern_party_unknown', values: { reference } });
    return name;
  }

  /** DisplayArtist in sequence: FeaturedArtist is featured, every other display role (main artist, composer, orchestra …) main. */
  private displayArtists(node: XmlElement, track: number | null, issue: (track: number | null, found: LookupIssue) => void) {
    const main: ArtistRef[] = [];
    const featured: ArtistRef[] = [];
    for (const artist of bySequence(childElements(node, 'DisplayArtist'))) {
      const featuredRole = textAt(artist, 'DisplayArtistRole') === 'FeaturedArtist';
      const name = this.partyName(textAt(artist, 'ArtistPartyReference'), track, issue, featuredRole ? 'uniFeaturedArtistObjects' : 'uniMainArtistObjects') ?? textAt(artist, 'PartyName/FullName');
      if (name) (featuredRole ? featured : main).push({ name });
    }
    if (!main.length) {
      const line = preferred(childElements(node, 'DisplayArtistName'));
      const name = ownText(line);
      if (name) main.push({ name });
    }
    return { main: uniqueArtists(main), featured: uniqueArtists(featured) };
  }

  private genreOf(node: XmlElement) {
    const genre = preferred(childElements(node, 'Genre'));
    return genreFromText(textAt(genre, 'GenreText'), textAt(genre, 'SubGenre'));
  }

  /** The label: the default ReleaseLabelReference's party, else an ERN 3 LabelName, else the name in the ℗ or © line. */
  private labelOf(release: XmlElement): string | undefined {
    const labelRef = preferred(childElements(release, 'ReleaseLabelReference'));
    const reference = ownText(labelRef);
    return (
      (reference && this.parties.get(reference)) ||
      textAt(release, 'LabelName') ||
      labelFromLine(textAt(preferred(childElements(release, 'PLine')), 'PLineText')) ||
      labelFromLine(textAt(preferred(childElements(release, 'CLine')), 'CLineText'))
    );
  }

  /** Resource references in the order of the ResourceGroups and their items, by SequenceNumber at every level. */
  private trackOrder(release: XmlElement, issue: (track: number | null, found: LookupIssue) => void): string[] {
    const refs: string[] = [];
    const walk = (group: XmlElement) => {
      const members = group.children.filter((child): child is XmlElement => typeof child !== 'string' && ['ResourceGroup', 'ResourceGroupContentItem'].includes(localNameOf(child.name)));
      for (const member of bySequence(members)) {
        if (localNameOf(member.name) === 'ResourceGroup') walk(member);
        else {
          const ref = textAt(member, 'ReleaseResourceReference');
          if (ref) refs.push(ref);
        }
      }
    };
    childElements(release, 'ResourceGroup').forEach(walk);
    // ERN 4.1 messages without groups list the release's resources instead.
    if (!refs.length) refs.push(...select(release, 'ReleaseResourceReferenceList/ReleaseResourceReference').map((node) => ownText(node) ?? ''));
    const tracks: string[] = [];
    for (const ref of refs) {
      const resource = this.resources.get(ref);
      if (!resource) issue(null, { field: 'tracks', code: 'bulk_ern_resource_unknown', values: { reference: ref } });
      else if (resource.kind === 'SoundRecording') tracks.push(ref);
      else if (resource.kind !== 'Image' && resource.kind !== 'Text') issue(null, { field: 'tracks', code: 'bulk_ern_resource_unsupported', values: { reference: ref, type: resource.kind } });
    }
    return [...new Set(tracks)];
  }

  private track(
    ref: string,
    index: number,
    releaseArtists: ArtistRef[],
    releaseGenre: { mainGenre?: string; subGenre?: string },
    issue: (track: number | null, found: LookupIssue) => void,
  ): ImportedTrack {
    const recording = this.resources.get(ref)!.element;
    const { title, version } = titlesOf(recording);
    const artists = this.displayArtists(recording, index, issue);
    const input: TrackInput = {
      sequenceNumber: index + 1,
      title,
      version,
      isrc: isrcFromText(textAt(recording, 'SoundRecordingEdition/ResourceId/ISRC') ?? textAt(recording, 'ResourceId/ISRC') ?? textAt(recording, 'SoundRecordingId/ISRC')),
      uniMainArtistObjects: artists.main.length ? artists.main : releaseArtists,
      uniFeaturedArtistObjects: artists.featured,
    };
    const iswc = textAt(recording, 'WorkId/ISWC');
    if (iswc) input.iswc = normaliseIswc(iswc) ?? iswc;

    const warning = preferred(childElements(recording, 'ParentalWarningType'));
    const warningText = ownText(warning);
    if (warningText && warningText in EXPLICITNESS) input.explicitness = EXPLICITNESS[warningText];
    else if (warningText) issue(index, { field: 'explicitness', code: 'bulk_ern_parental_warning_unknown', values: { value: warningText } });

    input.isInstrumental = textAt(recording, 'IsInstrumental') === 'true';
    const performance = textAt(recording, 'LanguageOfPerformance');
    if (performance && !input.isInstrumental) {
      const lyricsLanguage = languageFromTag(performance);
      if (lyricsLanguage) input.lyricsLanguage = lyricsLanguage;
      else issue(index, { field: 'lyricsLanguage', code: 'bulk_language_unknown', values: { language: performance } });
    }

    // The genre of the track's own TrackRelease, kept only where it differs from the release's.
    const trackRelease = this.trackReleases.get(ref);
    const own = trackRelease && childElements(trackRelease, 'Genre').length ? this.genreOf(trackRelease) : childElements(recording, 'Genre').length ? this.genreOf(recording) : undefined;
    if (own) {
      own.issues.forEach((found) => issue(index, found));
      if (own.mainGenre && (own.mainGenre !== releaseGenre.mainGenre || own.subGenre !== releaseGenre.subGenre)) {
        input.mainGenre = own.mainGenre;
        if (own.subGenre) input.subGenre = own.subGenre;
      }
    }

    this.credits(recording, index, input, issue);
    const audio = this.fileOf(recording, 'AudioFile', index, 'fullAudio', issue);
    const clipStartMs = previewStartMs(recording);
    return { input, ...(audio && { audio }), ...(clipStartMs !== undefined && { clipStartMs }), place: { file: this.file, reference: ref } };
  }

  private credits(recording: XmlElement, index: number, input: TrackInput, issue: (track: number | null, found: LookupIssue) => void) {
    const contributors: ContributorRef[] = [];
    const production: ContributorRef[] = [];
    const lyricists: string[] = [];
    const songwriters: string[] = [];
    const elements = ['Contributor', 'ResourceContributor', 'IndirectResourceContributor'].flatMap((name) => childElements(recording, name));
    for (const contributor of bySequence(elements)) {
      const name = this.partyName(textAt(contributor, 'ContributorPartyReference'), index, issue, 'uniContributorObjects') ?? textAt(contributor, 'PartyName/FullName');
      if (!name) continue;
      const roles = [...childElements(contributor, 'Role'), ...childElements(contributor, 'ResourceContributorRole')].map((node) => ({
        role: ownText(node) ?? '',
        userDefinedValue: node.attributes.UserDefinedValue,
      }));
      const instruments = childElements(contributor, 'InstrumentType').map((node) => ownText(node) ?? '');
      const { credits, unknown } = creditsOf(roles, instruments.filter(Boolean));
      for (const role of unknown) issue(index, { field: 'uniContributorObjects', code: 'bulk_ern_role_unknown', values: { role, name } });
      for (const credit of credits) {
        if (isRoleCredit(credit)) (credit.list === 'uniContributorObjects' ? contributors : production).push({ name, role: credit.roleId });
        else (credit.list === 'lyricistsName' ? lyricists : songwriters).push(name);
      }
    }
    input.uniContributorObjects = uniqueCredits(contributors);
    input.uniProductionAndEngineeringObjects = uniqueCredits(production);
    input.lyricistsName = uniqueNames(lyricists);
    input.songwritersName = uniqueNames(songwriters);
  }

  /** The file a resource names (its DeliveryFile of this type, else the first file), as a place in the upload. */
  private fileOf(resource: XmlElement, type: string, track: number | null, field: string, issue: (track: number | null, found: LookupIssue) => void) {
    const deliveryFiles = descendants(resource, 'DeliveryFile');
    const delivery = deliveryFiles.find((file) => textAt(file, 'Type') === type) ?? deliveryFiles[0];
    const uri = textAt(delivery, 'File/URI') ?? textAt(first(resource, 'TechnicalDetails'), 'File/URI') ?? textAt(descendants(resource, 'File')[0], 'URI');
    const reference = textAt(resource, 'ResourceReference') ?? '';
    if (!uri) {
      issue(track, { field, code: 'bulk_ern_file_missing', values: { reference } });
      return undefined;
    }
    const resolved = resolveResourceUri(uri, this.file);
    if ('code' in resolved) {
      issue(track, { field, code: resolved.code, values: { uri } });
      return undefined;
    }
    return resolved;
  }

  /** The front cover the release links to, else the message's only FrontCoverImage. */
  private cover(release: XmlElement, issue: (track: number | null, found: LookupIssue) => void) {
    const linked = descendants(release, 'LinkedReleaseResourceReference').map((node) => ownText(node) ?? '');
    const images = [...this.resources.values()].filter((resource) => resource.kind === 'Image');
    const isFront = (resource: Resource) => textAt(resource.element, 'Type') === 'FrontCoverImage';
    const image =
      images.find((resource) => isFront(resource) && linked.includes(textAt(resource.element, 'ResourceReference') ?? '')) ?? (images.filter(isFront).length === 1 ? images.find(isFront) : undefined);
    if (!image) {
      issue(null, { field: 'cover', code: 'bulk_ern_cover_missing' });
      return undefined;
    }
    return this.fileOf(image.element, 'ImageFile', null, 'cover', issue);
  }

  /**
   * Release and sale dates: the deals' start is the release time (a date-time with an offset a global moment, else
   * the local wall clock, read on the UTC clock), a pre-order deal's start the pre-release time. A release that was
   * out before `now`, or that states an OriginalReleaseDate, was released before.
   */
  private dates(release: XmlElement, reference: string, trackRefs: string[], issue: (track: number | null, found: LookupIssue) => void): Partial<AlbumInput> {
    const trackReleaseRefs = trackRefs.map((ref) => textAt(this.trackReleases.get(ref), 'ReleaseReference')).filter((ref): ref is string => Boolean(ref));
    const deals = dealFacts(this.root, reference, trackReleaseRefs);
    const fields: Partial<AlbumInput> = { optInPrerelease: false };
    if (!deals) issue(null, { field: 'territories', code: 'bulk_ern_no_deal' });
    else {
      if (deals.territories.length) fields.territories = deals.territories;
      if (deals.unknownTerritories.length) issue(null, { field: 'territories', code: 'bulk_ern_territory_unknown', values: { territories: deals.unknownTerritories.join(', ') } });
      if (deals.preOrderStart) {
        fields.optInPrerelease = true;
        fields.preReleaseTime = deals.preOrderStart.at;
      }
    }
    const start = deals?.start ?? parseErnMoment(textAt(release, 'ReleaseDate') ?? textAt(release, 'GlobalReleaseDate'));
    if (start) {
      fields.releaseTime = start.at;
      fields.releaseTimeType = start.type;
      fields.timezone = 'UTC';
    }
    const originalText = textAt(release, 'OriginalReleaseDate') ?? textAt(release, 'GlobalOriginalReleaseDate');
    const original = parseErnDate(originalText);
    if (originalText && original === undefined) issue(null, { field: 'originalReleaseTime', code: 'bulk_date_invalid', values: { value: originalText } });
    const releasedBefore = original !== undefined || (start !== undefined && start.at < this.now);
    fields.isPreviouslyReleased = releasedBefore;
    if (releasedBefore) fields.originalReleaseTime = original ?? startOfDay(start!.at);
    return fields;
  }
}

/** Where the store preview starts: the Preview ClipDetails' StartPoint (ERN 4.3) or PreviewDetails' (4.1), in seconds. */
function previewStartMs(recording: XmlElement): number | undefined {
  const clip = descendants(recording, 'ClipDetails').find((details) => (textAt(details, 'ClipType') ?? 'Preview') === 'Preview');
  const start = textAt(clip, 'Timing/StartPoint') ?? textAt(descendants(recording, 'PreviewDetails')[0], 'StartPoint');
  const seconds = start === undefined ? NaN : Number(start);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.round(seconds * 1000) : undefined;
}

const startOfDay = (at: number) => at - (((at % 86_400_000) + 86_400_000) % 86_400_000);

const uniqueArtists = (artists: ArtistRef[]) => [...new Map(artists.map((artist) => [personNameKey(artist.name), artist])).values()];
const uniqueNames = (names: string[]) => [...new Map(names.map((name) => [personNameKey(name), name])).values()];
const uniqueCredits = (credits: ContributorRef[]) => [...new Map(credits.map((credit) => [`${personNameKey(credit.name)}:${credit.role}`, credit])).values()];
