import type { MessageParty, ReleaseSnapshot } from '../release-snapshot.ts';
import { el, optional, renderXml, type XmlElement } from '../xml-writer.ts';
import { isoDuration, localDate, utcDateTime } from './dates.ts';
import { dealList, hasVisibility, VISIBILITY_REF } from './deals.ts';
import type { MessageKind } from './message-files.ts';
import { displayArtists, Parties } from './parties.ts';
import { cLine, languageTag, parentalWarning, pLine, resourceList, resourceRefs, titles, versionType, type ResourceRefs } from './resources.ts';

export const ERN_NAMESPACE = 'http://ddex.net/xml/ern/43';
/** Version of the allowed-value sets the schema in standards/ddex-ern43 carries. */
export const AVS_VERSION = '3';
const MAIN_RELEASE = 'R0';

export interface MessageOptions {
  kind: MessageKind;
}

/**
 * An ERN 4.3 NewReleaseMessage (Audio profile) for one release and one store: the main release with one
 * TrackRelease per track, the sound recordings with their files and preview clips, the front cover, lyrics, and
 * deals for the release's territories. ERN 4 has no update flag: an update is the full message again, and the
 * store replaces what it holds (deals included). A takedown is the same message with every deal ended.
 */
export function buildNewReleaseMessage(snapshot: ReleaseSnapshot, { kind }: MessageOptions): string {
  const { release, tracks } = snapshot;
  if (tracks.length === 0) throw new RangeError('A release needs at least one track');
  const parties = new Parties(snapshot.recipient.dpid);
  const refs = resourceRefs(snapshot);
  const trackReleaseRefs = tracks.map((_, index) => `R${index + 1}`);

  // Built before the party list, which collects every party the message refers to.
  const resources = resourceList({ snapshot, refs, parties, provided: kind !== 'Takedown' });
  const releases = releaseList(snapshot, refs, trackReleaseRefs, parties, hasVisibility(snapshot, kind));
  const deals = dealList(snapshot, [MAIN_RELEASE, ...trackReleaseRefs], kind);

  return renderXml(
    el(
      'ern:NewReleaseMessage',
      {
        'xmlns:ern': ERN_NAMESPACE,
        'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
        'xsi:schemaLocation': `${ERN_NAMESPACE} ${ERN_NAMESPACE}/release-notification.xsd`,
        ReleaseProfileVersionId: 'Audio',
        LanguageAndScriptCode: languageTag(release.language) ?? 'en',
        AvsVersionId: AVS_VERSION,
      },
      messageHeader(snapshot),
      parties.toXml(),
      resources,
      releases,
      deals,
    ),
  );
}

const messagingParty = (name: string, party: MessageParty) => el(name, null, el('PartyId', null, party.dpid), el('PartyName', null, el('FullName', null, party.name)));

const messageHeader = (snapshot: ReleaseSnapshot) =>
  el(
    'MessageHeader',
    null,
    el('MessageThreadId', null, snapshot.threadId),
    el('MessageId', null, snapshot.messageId),
    messagingParty('MessageSender', snapshot.sender),
    messagingParty('MessageRecipient', snapshot.recipient),
    el('MessageCreatedDateTime', null, utcDateTime(snapshot.createdAt)),
    el('MessageControlType', null, snapshot.test ? 'TestMessage' : 'LiveMessage'),
  );

const genre = (text: string, sub: string | null | undefined) => el('Genre', null, el('GenreText', null, text), optional('SubGenre', sub));

function releaseList(snapshot: ReleaseSnapshot, refs: ResourceRefs, trackReleaseRefs: string[], parties: Parties, visible: boolean): XmlElement {
  const { release, tracks } = snapshot;
  const label = parties.reference(release.labelName, null, 'label');
  const labelReference = el('ReleaseLabelReference', null, label);
  const cover = el('LinkedReleaseResourceReference', { LinkDescription: 'CoverArt' }, refs.cover);
  return el(
    'ReleaseList',
    null,
    el(
      'Release',
      null,
      el('ReleaseReference', null, MAIN_RELEASE),
      el('ReleaseType', null, release.type),
      el('ReleaseId', null, el('ICPN', null, release.upc)),
      titles(release.title, release.version),
      versionType(release.version),
      el('DisplayArtistName', null, release.displayArtist),
      displayArtists(release.artists, parties),
      labelReference,
      pLine(release.pLine),
      cLine(release.cLine),
      el('Duration', null, isoDuration(tracks.reduce((sum, track) => sum + track.durationMs, 0))),
      genre(release.genre, release.subgenre),
      el('ReleaseDate', null, localDate(release.releaseAt, release.timezone)),
      release.originalReleaseAt && el('OriginalReleaseDate', null, localDate(release.originalReleaseAt, release.timezone)),
      visible && el('ReleaseVisibilityReference', null, VISIBILITY_REF),
      parentalWarning(release.explicitness),
      el(
        'ResourceGroup',
        null,
        el('SequenceNumber', null, 1),
        tracks.map((track, index) =>
          el(
            'ResourceGroupContentItem',
            null,
            el('SequenceNumber', null, track.sequence),
            el('ReleaseResourceReference', null, refs.track[index]!),
            refs.lyrics[index] && el('LinkedReleaseResourceReference', { LinkDescription: 'UserDefined', UserDefinedValue: 'Lyrics', Namespace: snapshot.sender.dpid }, refs.lyrics[index]!),
          ),
        ),
        cover,
      ),
    ),
    tracks.map((track, index) =>
      el(
        'TrackRelease',
        null,
        el('ReleaseReference', null, trackReleaseRefs[index]!),
        el('ReleaseId', null, el('ProprietaryId', { Namespace: snapshot.sender.dpid }, `${release.upc}_${track.isrc}`)),
        el('ReleaseResourceReference', null, refs.track[index]!),
        cover,
        labelReference,
        genre(track.genre || release.genre, track.genre ? track.subgenre : release.subgenre),
      ),
    ),
  );
}
