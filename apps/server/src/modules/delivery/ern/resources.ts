import { Explicitness, parseVersion } from '@portal/domain/release/model';
import { lyricsFileName, type CopyrightLine, type ExplicitnessValue, type ReleaseSnapshot, type SnapshotTrack } from '../release-snapshot.ts';
import { el, optional, xsBoolean, type XmlElement } from '../xml-writer.ts';
import { decimalSeconds, isoDuration } from './dates.ts';
import { lyricsOf, md5Hex, resourcePath } from './message-files.ts';
import { contributors, displayArtists, type Parties } from './parties.ts';

/**
 * Resource references: tracks A1…An in sequence order, then the cover, then one LyricText per track with lyrics.
 * Each resource's technical details use the same number with T.
 */
export interface ResourceRefs {
  track: string[];
  cover: string;
  /** By track index; undefined for a track without lyrics. */
  lyrics: (string | undefined)[];
}

export function resourceRefs(snapshot: ReleaseSnapshot): ResourceRefs {
  let next = snapshot.tracks.length + 1;
  const cover = `A${next++}`;
  return {
    track: snapshot.tracks.map((_, index) => `A${index + 1}`),
    cover,
    lyrics: snapshot.tracks.map((track) => (lyricsOf(track) ? `A${next++}` : undefined)),
  };
}

const technicalRef = (resourceRef: string) => `T${resourceRef.slice(1)}`;

const PARENTAL_WARNING: Record<ExplicitnessValue, string> = {
  [Explicitness.YES]: 'Explicit',
  [Explicitness.NO]: 'NotExplicit',
  [Explicitness.CLEAN]: 'ExplicitContentEdited',
};
export const parentalWarning = (explicitness: ExplicitnessValue) => el('ParentalWarningType', null, PARENTAL_WARNING[explicitness]);

export const pLine = (line: CopyrightLine) => el('PLine', null, el('Year', null, line.year), el('PLineText', null, line.text));
export const cLine = (line: CopyrightLine) => el('CLine', null, el('Year', null, line.year), el('CLineText', null, line.text));

/** DisplayTitleText "Title (Version)" and DisplayTitle with the version as its SubTitle. */
export function titles(title: string, version: string | null | undefined): XmlElement[] {
  const v = version?.trim();
  return [el('DisplayTitleText', null, v ? `${title} (${v})` : title), el('DisplayTitle', null, el('TitleText', null, title), v && el('SubTitle', { SubTitleType: 'Version' }, v))];
}

const VERSION_TYPES: Record<string, string> = { Remix: 'RemixVersion', Live: 'LiveVersion' };
export const versionType = (version: string | null | undefined) => optional('VersionType', VERSION_TYPES[parseVersion(version ?? '').keyword ?? '']);

const file = (fileName: string, md5: string) =>
  el('File', null, el('URI', null, resourcePath(fileName)), el('HashSum', null, el('Algorithm', null, 'MD5'), el('HashSumValue', null, md5.toLowerCase())));

// Language tags the schema accepts; 'zxx' (no linguistic content) is left out rather than sent as a language.
const LANGUAGE = /^[a-zA-Z]{2,3}(-[a-zA-Z]+)?(-[a-zA-Z]{2}|-[0-9]{3})?$/;
export const languageTag = (tag: string | null | undefined) => (tag && LANGUAGE.test(tag) && tag !== 'zxx' ? tag : undefined);

interface ResourceContext {
  snapshot: ReleaseSnapshot;
  refs: ResourceRefs;
  parties: Parties;
  /** False in a takedown: the store already holds the files. */
  provided: boolean;
}

function soundRecording(track: SnapshotTrack, index: number, { snapshot, refs, parties, provided }: ResourceContext): XmlElement {
  const ref = refs.track[index]!;
  const { audio, clip } = track;
  const version = parseVersion(track.version ?? '');
  return el(
    'SoundRecording',
    null,
    el('ResourceReference', null, ref),
    el('Type', null, 'MusicalWorkSoundRecording'),
    el(
      'SoundRecordingEdition',
      null,
      el('ResourceId', null, el('ISRC', null, track.isrc)),
      pLine(snapshot.release.pLine),
      el(
        'TechnicalDetails',
        null,
        el('TechnicalResourceDetailsReference', null, technicalRef(ref)),
        el(
          'DeliveryFile',
          null,
          el('Type', null, 'AudioFile'),
          audio.codec === 'WAV' && el('ContainerFormat', null, 'WAV'),
          el('AudioCodecType', null, audio.codec === 'WAV' ? 'PCM' : 'FLAC'),
          el('NumberOfChannels', null, audio.channels),
          el('SamplingRate', { UnitOfMeasure: 'Hz' }, audio.sampleRateHz),
          el('BitsPerSample', null, audio.bitsPerSample),
          el('Duration', null, isoDuration(track.durationMs)),
          file(audio.fileName, audio.md5),
          el('IsProvidedInDelivery', null, xsBoolean(provided)),
        ),
        clip &&
          el(
            'ClipDetails',
            null,
            el('TechnicalResourceDetailsReference', null, `${technicalRef(ref)}C`),
            el('ClipType', null, 'Preview'),
            el('Timing', null, el('StartPoint', null, decimalSeconds(clip.startMs)), el('DurationUsed', null, isoDuration(clip.durationMs))),
            // Instructive: the store plays this part, rather than choosing its own.
            el('ExpressionType', null, 'Instructive'),
          ),
      ),
    ),
    titles(track.title, track.version),
    versionType(track.version),
    el('DisplayArtistName', null, track.displayArtist),
    displayArtists(track.artists, parties),
    contributors(track.artists, track.contributors, parties, snapshot.sender.dpid),
    el('Duration', null, isoDuration(track.durationMs)),
    parentalWarning(track.explicitness),
    version.keyword === 'Cover' && el('IsCover', null, 'true'),
    el('IsInstrumental', null, xsBoolean(Boolean(track.instrumental))),
    version.keyword === 'Remastered' && el('IsRemastered', null, 'true'),
    optional('LanguageOfPerformance', track.instrumental ? undefined : languageTag(track.languageOfPerformance)),
  );
}

function frontCover({ snapshot, refs, provided }: ResourceContext): XmlElement {
  const { cover, upc, cLine: line } = snapshot.release;
  return el(
    'Image',
    null,
    el('ResourceReference', null, refs.cover),
    el('Type', null, 'FrontCoverImage'),
    el('ResourceId', null, el('ProprietaryId', { Namespace: snapshot.sender.dpid }, `${upc}_cover`)),
    cLine(line),
    el(
      'TechnicalDetails',
      null,
      el('TechnicalResourceDetailsReference', null, technicalRef(refs.cover)),
      el('ImageCodecType', null, cover.mimeType === 'image/png' ? 'PNG' : 'JPEG'),
      el('ImageHeight', { UnitOfMeasure: 'Pixel' }, cover.height),
      el('ImageWidth', { UnitOfMeasure: 'Pixel' }, cover.width),
      file(cover.fileName, cover.md5),
      el('IsProvidedInDelivery', null, xsBoolean(provided)),
    ),
  );
}

function lyricText(track: SnapshotTrack, ref: string, { snapshot, provided }: ResourceContext): XmlElement {
  return el(
    'Text',
    null,
    el('ResourceReference', null, ref),
    el('Type', null, 'LyricText'),
    el(
      'TechnicalDetails',
      null,
      el('TechnicalResourceDetailsReference', null, technicalRef(ref)),
      el('TextCodecType', null, 'UTF8Text'),
      file(lyricsFileName(snapshot.release.upc, track.sequence), md5Hex(lyricsOf(track)!)),
      el('IsProvidedInDelivery', null, xsBoolean(provided)),
    ),
    optional('LanguageOfText', languageTag(track.languageOfPerformance)),
  );
}

export function resourceList(context: ResourceContext): XmlElement {
  const { snapshot, refs } = context;
  return el(
    'ResourceList',
    null,
    snapshot.tracks.map((track, index) => soundRecording(track, index, context)),
    frontCover(context),
    snapshot.tracks.map((track, index) => refs.lyrics[index] && lyricText(track, refs.lyrics[index]!, context)),
  );
}
