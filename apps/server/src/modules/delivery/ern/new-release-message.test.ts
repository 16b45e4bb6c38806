import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XmlDocument } from 'libxml2-wasm';
import { Explicitness, ReleaseTimeType } from '@portal/domain/release/model';
import { describe, expect, it } from 'vitest';
import { albumSnapshot, singleSnapshot, track } from '../snapshot-fixtures.ts';
import type { ReleaseSnapshot } from '../release-snapshot.ts';
import { parseXml, select, textOf } from '../xml-reader.ts';
import { messageFiles, type MessageKind } from './message-files.ts';
import { buildNewReleaseMessage } from './new-release-message.ts';
import { validateAgainstErnSchema } from './validate-xml.ts';

/** Builds the message and requires it to validate against the repository's ERN 4.3 schema (standards/ddex-ern43). */
async function validMessage(snapshot: ReleaseSnapshot, kind: MessageKind = 'Insert') {
  const xml = buildNewReleaseMessage(snapshot, { kind });
  const result = await validateAgainstErnSchema(xml);
  expect(result.errors).toEqual([]);
  expect(result.valid).toBe(true);
  const root = parseXml(xml);
  const texts = (path: string) => select(root, path).map(textOf);
  return { xml, root, texts };
}

/** The same question put to libxml2's own XPath engine, independent of our reader. */
function xpathString(xml: string, path: string) {
  const doc = XmlDocument.fromString(xml);
  try {
    return String(doc.eval(`string(/*[local-name()='NewReleaseMessage']/${path})`));
  } finally {
    doc.dispose();
  }
}

const DEALS = 'DealList/ReleaseDeal/Deal/DealTerms';

describe('ERN 4.3 NewReleaseMessage', () => {
  it('describes a single: identifiers, titles, artists, file, clip and worldwide deals from the release moment', async () => {
    const { root, texts } = await validMessage(singleSnapshot());
    expect(root.name).toBe('ern:NewReleaseMessage');
    expect(root.attributes).toMatchObject({ AvsVersionId: '3', LanguageAndScriptCode: 'en', ReleaseProfileVersionId: 'Audio' });
    expect(texts('MessageHeader/MessageId')).toEqual(['SP-1-1026-1']);
    expect(texts('MessageHeader/MessageRecipient/PartyId')).toEqual(['PADPIDA2011072101T']);
    expect(texts('MessageHeader/MessageCreatedDateTime')).toEqual(['2025-03-01T10:00:00Z']);
    expect(texts('ReleaseList/Release/ReleaseType')).toEqual(['Single']);
    expect(texts('ReleaseList/Release/ReleaseId/ICPN')).toEqual(['123456789012']);
    expect(texts('ReleaseList/Release/DisplayTitleText')).toEqual(['First Light']);
    expect(texts('ReleaseList/Release/DisplayArtistName')).toEqual(['Nova Lane']);
    expect(texts('ReleaseList/Release/ReleaseDate')).toEqual(['2025-04-05']); // 15:00 UTC is the next day in Tokyo
    expect(texts('ReleaseList/TrackRelease/ReleaseResourceReference')).toEqual(['A1']);
    expect(texts('ResourceList/SoundRecording/SoundRecordingEdition/ResourceId/ISRC')).toEqual(['USAB12500001']);
    expect(texts('ResourceList/SoundRecording/Duration')).toEqual(['PT3M1.5S']);
    const audio = 'ResourceList/SoundRecording/SoundRecordingEdition/TechnicalDetails';
    expect(texts(`${audio}/DeliveryFile/File/URI`)).toEqual(['resources/123456789012_01_001.flac']);
    expect(texts(`${audio}/DeliveryFile/AudioCodecType`)).toEqual(['FLAC']);
    expect(texts(`${audio}/ClipDetails/Timing/StartPoint`)).toEqual(['45']);
    expect(texts(`${audio}/ClipDetails/Timing/DurationUsed`)).toEqual(['PT30S']);
    expect(texts('ResourceList/Image/TechnicalDetails/File/URI')).toEqual(['resources/123456789012.jpg']);
    // The store's artist id travels with the artist.
    expect(texts('PartyList/Party/PartyId/ProprietaryId')).toEqual(['4Z8W4fKeB5YxbusRsdQVPb']);
    expect(texts('DealList/ReleaseDeal/DealReleaseReference')).toEqual(['R0', 'R1']);
    expect(texts(`${DEALS}/CommercialModelType`)).toEqual(['SubscriptionModel', 'AdvertisementSupportedModel', 'PayAsYouGoModel']);
    expect(texts(`${DEALS}/UseType`)).toEqual(['OnDemandStream', 'NonInteractiveStream', 'ConditionalDownload', 'OnDemandStream', 'NonInteractiveStream', 'PermanentDownload']);
    expect(new Set(texts(`${DEALS}/TerritoryCode`))).toEqual(new Set(['Worldwide']));
    expect(new Set(texts(`${DEALS}/ValidityPeriod/StartDateTime`))).toEqual(new Set(['2025-04-04T15:00:00Z']));
    expect(texts(`${DEALS}/ValidityPeriod/EndDateTime`)).toEqual([]);
    expect(texts(`${DEALS}/IsPreOrderDeal`)).toEqual([]);
    expect(texts('DealList/ReleaseVisibility')).toEqual([]);
  });

  it('describes an album: every track, featured artists, credits mapped to DDEX roles, lyrics and explicitness', async () => {
    const { root, texts } = await validMessage(albumSnapshot());
    expect(texts('ReleaseList/Release/ReleaseType')).toEqual(['EP']);
    expect(texts('ReleaseList/Release/DisplayTitleText')).toEqual(['Night Roads (Deluxe)']);
    expect(texts('ReleaseList/Release/DisplayTitle/SubTitle')).toEqual(['Deluxe']);
    expect(texts('ReleaseList/Release/ParentalWarningType')).toEqual(['Explicit']);
    expect(texts('ReleaseList/Release/ResourceGroup/ResourceGroupContentItem/SequenceNumber')).toEqual(['1', '2', '3']);
    expect(texts('ReleaseList/TrackRelease/ReleaseId/ProprietaryId')).toEqual(['123456789012_USAB12500001', '123456789012_USAB12500002', '123456789012_USAB12500003']);
    expect(texts('ResourceList/SoundRecording/SoundRecordingEdition/ResourceId/ISRC')).toEqual(['USAB12500001', 'USAB12500002', 'USAB12500003']);
    expect(texts('ResourceList/SoundRecording/DisplayTitleText')).toEqual(['Open Road', 'Quiet Hours (Live)', 'Instrumental Dawn']);
    expect(texts('ResourceList/SoundRecording/VersionType')).toEqual(['LiveVersion']);
    expect(texts('ResourceList/SoundRecording/DisplayArtistName')).toEqual(['Nova Lane feat. Kai Ro', 'Nova Lane', 'Nova Lane feat. Kai Ro']);
    expect(texts('ResourceList/SoundRecording/ParentalWarningType')).toEqual(['Explicit', 'NotExplicit', 'NotExplicit']);
    expect(texts('ResourceList/SoundRecording/IsInstrumental')).toEqual(['false', 'false', 'true']);
    expect(texts('ResourceList/SoundRecording/LanguageOfPerformance')).toEqual(['en', 'en']);

    // Each person is one party, whatever they do and however often they appear.
    const parties = select(root, 'PartyList/Party');
    const partyOf = (name: string) => parties.filter((p) => textOf(select(p, 'PartyName/FullName')[0]) === name).map((p) => textOf(select(p, 'PartyReference')[0]));
    expect(partyOf('Nova Lane')).toHaveLength(1);
    expect(partyOf('Kai Ro')).toHaveLength(1);
    const [first] = select(root, 'ResourceList/SoundRecording');
    const roles = Object.fromEntries(select(first!, 'DisplayArtist').map((artist) => [textOf(select(artist, 'ArtistPartyReference')[0]), textOf(select(artist, 'DisplayArtistRole')[0])]));
    expect(roles).toEqual({ [partyOf('Nova Lane')[0]!]: 'MainArtist', [partyOf('Kai Ro')[0]!]: 'FeaturedArtist' });
    const credits = Object.fromEntries(
      select(first!, 'Contributor').map((c) => [
        textOf(select(c, 'ContributorPartyReference')[0]),
        [...select(c, 'Role').map((r) => (r.attributes.UserDefinedValue ? `UserDefined:${r.attributes.UserDefinedValue}` : textOf(r))), ...select(c, 'InstrumentType').map(textOf)],
      ]),
    );
    expect(credits).toEqual({
      [partyOf('Nova Lane')[0]!]: ['Artist'],
      [partyOf('Kai Ro')[0]!]: ['Artist', 'UserDefined:Rapper'],
      [partyOf('Ada Writer')[0]!]: ['ComposerLyricist'],
      [partyOf('Max Beats')[0]!]: ['StudioProducer', 'UserDefined:Beatmaker'],
      [partyOf('Lee Strings')[0]!]: ['Musician', 'Guitar', 'AcousticGuitar'],
    });

    // WAV is PCM in a WAV container; the instrumental track has no clip.
    const third = 'ResourceList/SoundRecording';
    expect(texts(`${third}/SoundRecordingEdition/TechnicalDetails/DeliveryFile/ContainerFormat`)).toEqual(['WAV']);
    expect(texts(`${third}/SoundRecordingEdition/TechnicalDetails/ClipDetails/ClipType`)).toEqual(['Preview', 'Preview']);

    // Lyrics of track 2 as a text resource linked from its place in the track list, with the file in the batch.
    expect(texts('ResourceList/Text/Type')).toEqual(['LyricText']);
    expect(texts('ResourceList/Text/TechnicalDetails/File/URI')).toEqual(['resources/123456789012_01_002_lyrics.txt']);
    const lyricsRef = texts('ResourceList/Text/ResourceReference')[0];
    expect(texts('ReleaseList/Release/ResourceGroup/ResourceGroupContentItem/LinkedReleaseResourceReference')).toEqual([lyricsRef]);
    const lyrics = messageFiles(albumSnapshot(), 'Insert').find((file) => file.role === 'lyrics');
    expect(lyrics?.content.toString('utf8')).toBe('Hold the light\nuntil the morning');
    expect(texts('ResourceList/Text/TechnicalDetails/File/HashSum/HashSumValue')).toEqual([lyrics?.md5]);
  });

  it('offers a pre-order and shows the release from the pre-release date, in local time when the release is local', async () => {
    const snapshot = singleSnapshot({
      releaseTimeType: ReleaseTimeType.LOCAL,
      timezone: 'America/New_York',
      releaseAt: new Date('2025-04-04T04:00:00Z'), // midnight in New York
      preReleaseAt: new Date('2025-03-21T04:00:00Z'),
    });
    const { texts } = await validMessage(snapshot);
    expect(texts('ReleaseList/Release/ReleaseDate')).toEqual(['2025-04-04']);
    const [main, preOrder] = select(parseXml(buildNewReleaseMessage(snapshot, { kind: 'Insert' })), 'DealList/ReleaseDeal');
    expect(new Set(select(main!, 'Deal/DealTerms/ValidityPeriod/StartDateTime').map(textOf))).toEqual(new Set(['2025-04-04T00:00:00']));
    expect(select(preOrder!, 'DealReleaseReference').map(textOf)).toEqual(['R0']);
    expect(select(preOrder!, 'Deal/DealTerms/IsPreOrderDeal').map(textOf)).toEqual(['true']);
    expect(select(preOrder!, 'Deal/DealTerms/UseType').map(textOf)).toEqual(['PermanentDownload']);
    expect(select(preOrder!, 'Deal/DealTerms/ValidityPeriod/StartDateTime').map(textOf)).toEqual(['2025-03-21T00:00:00']);
    expect(select(preOrder!, 'Deal/DealTerms/ValidityPeriod/EndDateTime').map(textOf)).toEqual(['2025-04-04T00:00:00']);
    expect(texts('ReleaseList/Release/ReleaseVisibilityReference')).toEqual(['V1']);
    expect(texts('DealList/ReleaseVisibility/ReleaseDisplayStartDateTime')).toEqual(['2025-03-21T00:00:00']);
  });

  it('gives a streaming-only store no download or pre-order deals, but still the pre-save visibility', async () => {
    const snapshot = singleSnapshot({ preReleaseAt: new Date('2025-03-21T15:00:00Z') });
    snapshot.recipient.offers = ['stream'];
    const { texts } = await validMessage(snapshot);
    expect(texts(`${DEALS}/UseType`)).not.toContain('PermanentDownload');
    expect(texts(`${DEALS}/IsPreOrderDeal`)).toEqual([]);
    expect(texts('DealList/ReleaseVisibility/ReleaseDisplayStartDateTime')).toEqual(['2025-03-21T15:00:00Z']);
  });

  it('limits every deal to the chosen territories', async () => {
    const { texts } = await validMessage(singleSnapshot({ territories: ['us', 'JP', 'de', 'JP'] }));
    const deals = select(parseXml(buildNewReleaseMessage(singleSnapshot({ territories: ['us', 'JP', 'de'] }), { kind: 'Insert' })), DEALS);
    expect(deals).toHaveLength(3);
    for (const deal of deals) expect(select(deal, 'TerritoryCode').map(textOf)).toEqual(['DE', 'JP', 'US']);
    expect(texts(`${DEALS}/TerritoryCode`)).not.toContain('Worldwide');
  });

  it('sends an update as the full message again, with the changed metadata and files', async () => {
    const snapshot = singleSnapshot({ title: 'First Light (Radio)', genre: 'Dance' });
    snapshot.messageId = 'SP-1-1026-2';
    snapshot.createdAt = new Date('2025-03-10T09:00:00Z');
    const { texts } = await validMessage(snapshot, 'Update');
    expect(texts('MessageHeader/MessageThreadId')).toEqual(['SP-1-1026']);
    expect(texts('MessageHeader/MessageId')).toEqual(['SP-1-1026-2']);
    expect(texts('ReleaseList/Release/DisplayTitleText')).toEqual(['First Light (Radio)']);
    expect(texts('ReleaseList/Release/Genre/GenreText')).toEqual(['Dance']);
    expect(texts('ResourceList/SoundRecording/SoundRecordingEdition/TechnicalDetails/DeliveryFile/IsProvidedInDelivery')).toEqual(['true']);
    expect(texts(`${DEALS}/ValidityPeriod/EndDateTime`)).toEqual([]);
    expect(messageFiles(snapshot, 'Update').map((file) => file.role)).toEqual(['audio', 'cover']);
  });

  it('takes a release down by ending every deal now, without re-sending files', async () => {
    const snapshot = singleSnapshot({ releaseAt: new Date('2025-01-10T00:00:00Z'), preReleaseAt: new Date('2025-01-01T00:00:00Z') });
    snapshot.createdAt = new Date('2025-06-01T12:00:00Z');
    const { texts } = await validMessage(snapshot, 'Takedown');
    const deals = select(parseXml(buildNewReleaseMessage(snapshot, { kind: 'Takedown' })), DEALS);
    expect(deals).toHaveLength(4);
    const periods = deals.map((deal) => [textOf(select(deal, 'ValidityPeriod/StartDateTime')[0]), textOf(select(deal, 'ValidityPeriod/EndDateTime')[0])]);
    expect(periods).toEqual([
      ['2025-01-10T00:00:00Z', '2025-06-01T12:00:00Z'],
      ['2025-01-10T00:00:00Z', '2025-06-01T12:00:00Z'],
      ['2025-01-10T00:00:00Z', '2025-06-01T12:00:00Z'],
      ['2025-01-01T00:00:00Z', '2025-01-10T00:00:00Z'], // the pre-order had already ended
    ]);
    expect(texts('DealList/ReleaseVisibility')).toEqual([]);
    expect(texts('ReleaseList/Release/ReleaseVisibilityReference')).toEqual([]);
    expect(new Set(texts('ResourceList/SoundRecording/SoundRecordingEdition/TechnicalDetails/DeliveryFile/IsProvidedInDelivery'))).toEqual(new Set(['false']));
    expect(texts('ResourceList/Image/TechnicalDetails/IsProvidedInDelivery')).toEqual(['false']);
    expect(messageFiles(snapshot, 'Takedown')).toEqual([]);
  });

  it('cancels a release before its date with deals that open and close at the same moment', async () => {
    const snapshot = singleSnapshot();
    snapshot.createdAt = new Date('2025-03-15T08:30:00Z');
    const { texts } = await validMessage(snapshot, 'Takedown');
    expect(new Set(texts(`${DEALS}/ValidityPeriod/StartDateTime`))).toEqual(new Set(['2025-03-15T08:30:00Z']));
    expect(new Set(texts(`${DEALS}/ValidityPeriod/EndDateTime`))).toEqual(new Set(['2025-03-15T08:30:00Z']));
  });

  it('keeps names with markup characters and in every script exactly as typed', async () => {
    const names = {
      artist: 'Tom & Jerry <Live> "Quoted" \'Single\'',
      featured: 'مغني عربي',
      japanese: '夢のララバイ',
      label: 'Лейбл & Co > Ltd',
      thai: 'เพลงไทย',
      emoji: 'Star ⭐ 𝄞',
    };
    const snapshot = singleSnapshot(
      {
        title: names.japanese,
        displayArtist: `${names.artist} feat. ${names.featured}`,
        artists: [{ name: names.artist, role: 'primary' }],
        labelName: names.label,
        language: 'ja',
      },
      [
        track(1, {
          title: names.thai,
          version: names.emoji,
          displayArtist: `${names.artist} feat. ${names.featured}`,
          artists: [
            { name: names.artist, role: 'primary' },
            { name: names.featured, role: 'featured' },
          ],
        }),
      ],
    );
    const { xml, texts } = await validMessage(snapshot);
    expect(xpathString(xml, 'ReleaseList/Release/DisplayTitleText')).toBe(names.japanese);
    expect(xpathString(xml, 'ReleaseList/Release/DisplayArtistName')).toBe(`${names.artist} feat. ${names.featured}`);
    expect(xpathString(xml, 'ResourceList/SoundRecording/DisplayTitleText')).toBe(`${names.thai} (${names.emoji})`);
    expect(xpathString(xml, 'PartyList/Party[PartyReference=/*/ReleaseList/Release/ReleaseLabelReference]/PartyName/FullName')).toBe(names.label);
    expect(texts('PartyList/Party/PartyName/FullName')).toEqual(expect.arrayContaining([names.artist, names.featured, names.label]));
    expect(xml).toContain('LanguageAndScriptCode="ja"');
  });

  it('leaves out characters XML cannot carry instead of writing a broken file', async () => {
    const { xml } = await validMessage(singleSnapshot({ title: 'Bell\u0007 Tone\u0000', displayArtist: 'Nova\u001b Lane' }));
    expect(xpathString(xml, 'ReleaseList/Release/DisplayTitleText')).toBe('Bell Tone');
    expect(xpathString(xml, 'ReleaseList/Release/DisplayArtistName')).toBe('Nova Lane');
  });

  it('maps the clean explicitness and version keywords to their DDEX values', async () => {
    const snapshot = singleSnapshot({ explicitness: Explicitness.CLEAN }, [track(1, { explicitness: Explicitness.CLEAN, version: 'Remastered 2024' }), track(2, { version: 'Cover' })]);
    const { texts } = await validMessage(snapshot);
    expect(texts('ReleaseList/Release/ParentalWarningType')).toEqual(['ExplicitContentEdited']);
    expect(texts('ResourceList/SoundRecording/IsRemastered')).toEqual(['true']);
    expect(texts('ResourceList/SoundRecording/IsCover')).toEqual(['true']);
  });

  it('refuses a snapshot it cannot describe truthfully', () => {
    const build = (snapshot: ReleaseSnapshot) => () => buildNewReleaseMessage(snapshot, { kind: 'Insert' });
    expect(build(singleSnapshot({}, [track(1, { contributors: [{ name: 'X', roleId: 99 }] })]))).toThrow(/role id 99/);
    expect(build(singleSnapshot({ territories: ['Atlantis'] }))).toThrow(/Atlantis/);
    expect(build(singleSnapshot({ territories: [] }))).toThrow(/territory/);
    expect(build(singleSnapshot({ preReleaseAt: new Date('2025-05-01T00:00:00Z') }))).toThrow(/pre-release/);
    expect(build(singleSnapshot({}, []))).toThrow(/track/);
  });
});

describe('schema validation', () => {
  it('reports what is wrong with a message that breaks the schema', async () => {
    const snapshot = singleSnapshot();
    snapshot.sender.dpid = 'NOT-A-DPID';
    const result = await validateAgainstErnSchema(buildNewReleaseMessage(snapshot, { kind: 'Insert' }));
    expect(result.valid).toBe(false);
    expect(result.errors.join('\n')).toMatch(/PartyId/);
  });

  it('reports a file that is not XML at all', async () => {
    const result = await validateAgainstErnSchema('<ern:NewReleaseMessage');
    expect(result.valid).toBe(false);
    expect(result.errors.length).toBeGreaterThan(0);
  });

  it('says clearly when the schema is missing or does not compile', async () => {
    await expect(validateAgainstErnSchema('<a/>', { schemaDir: '/nonexistent' })).rejects.toMatchObject({ code: 'schema_missing', message: expect.stringMatching(/DDEX_SCHEMA_DIR/) });
    const broken = mkdtempSync(join(tmpdir(), 'schema-'));
    writeFileSync(
      join(broken, 'release-notification.xsd'),
      '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"><xs:import schemaLocation="missing.xsd"/><xs:element name="a" type="avs:Nope"/></xs:schema>',
    );
    await expect(validateAgainstErnSchema('<a/>', { schemaDir: broken })).rejects.toMatchObject({ code: 'schema_missing', message: expect.stringMatching(/does not compile/) });
  });
});
