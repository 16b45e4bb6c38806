import sharp from 'sharp';
import {
  AUDIO_LOAD_TIMEOUT_MS,
  HEAD_BYTES,
  UPLOAD_RULES,
  audioWarnings,
  checkAudio,
  checkAudioLevels,
  checkFile,
  checkImage,
  contentTypeOf,
  detectRealType,
  pcmBitrate,
  type AudioProperties,
  type AudioWarningKey,
  type ImageProperties,
  type RealFileType,
  type UploadIssue,
  type UploadKind,
} from '@portal/domain/release/file-checks';
import { readWavHeader } from '@portal/domain/release/audio-header';
import type { AudioLevels } from '@portal/domain/audio/level-meter';
import { readRange, type ObjectStore } from '../../platform/storage.ts';
import { flacLevelFigures, inspectFlac } from './flac.ts';
import { measureWav } from './pcm-levels.ts';
import { imageHasTrailingData, wavHasTrailingData } from './trailing-data.ts';

/** What the checks found in a file that passed them: the fields of uploaded_files and its meta. */
export interface InspectedFile {
  contentType: string;
  size: number;
  width?: number;
  height?: number;
  meta: {
    format: string;
    durationMs?: number;
    sampleRate?: number;
    bitsPerSample?: number;
    channels?: number;
    width?: number;
    height?: number;
    /** Audio: what the one pass over the samples measured, and the warnings it gave (decision 070). */
    levels?: AudioLevels;
    warnings?: AudioWarningKey[];
  };
}

export interface ClaimedFile {
  kind: UploadKind;
  fileName: string;
  mimeType: string;
}

const formatNames: Partial<Record<RealFileType, string>> = { wav: 'WAV', flac: 'FLAC', jpeg: 'JPEG', png: 'PNG', pdf: 'PDF' };
/** Far above the largest cover (6000 × 6000): decoding stops before a decompression bomb fills the memory. */
const MAX_INPUT_PIXELS = 100_000_000;

/** `levels` measures the samples; with `figures` also the loudness and true peak, which cost the most. */
type MeasuredAudio = AudioProperties & { levels: (figures: boolean) => Promise<AudioLevels | null> };

/**
 * The audio's properties: a WAV's from its header (the browser's parser), a FLAC's from decoding the whole stream.
 * A FLAC's samples were measured while it was decoded, a WAV's data is read when its header has passed the checks;
 * the loudness figures take one more read (or decoding) of the samples.
 */
async function audioOf(store: ObjectStore, key: string, size: number, type: RealFileType): Promise<MeasuredAudio | 'trailing_data' | null> {
  const readAt = async (offset: number, length: number) => (await readRange(store, key, offset, length)) ?? Buffer.alloc(0);
  if (type === 'wav') {
    const header = await readWavHeader(readAt, size);
    if (!header) return null;
    return wavHasTrailingData(header.riffEnd, size) ? 'trailing_data' : { ...header, levels: (figures) => measureWav(store, key, header, figures) };
  }
  const open = async () => (await store.getStream(key))?.stream ?? null;
  const flac = await inspectFlac(readAt, open, AUDIO_LOAD_TIMEOUT_MS);
  return (
    flac && {
      ...flac,
      bitrate: pcmBitrate(flac.sampleRate, flac.bitsPerSample, flac.channels),
      levels: async (figures) => (figures ? flacLevelFigures(open, flac, AUDIO_LOAD_TIMEOUT_MS) : flac.levels),
    }
  );
}

const colorSpaceOf = (space: string | undefined): ImageProperties['colorSpace'] =>
  space === 'srgb' || space === 'rgb' || space === 'rgb16' || space === 'scrgb' ? 'rgb' : space === 'b-w' || space === 'grey16' ? 'gray' : space === 'cmyk' ? 'cmyk' : 'other';

/** Decodes every pixel (a truncated or corrupt image fails here, not in a store's ingestion), then looks past the image's end. */
async function imageOf(store: ObjectStore, key: string, type: RealFileType): Promise<ImageProperties | 'trailing_data' | null> {
  const stored = await store.get(key);
  if (!stored) return null;
  try {
    const image = sharp(stored.bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: true });
    const meta = await image.metadata();
    await image.stats();
    if ((type === 'jpeg' || type === 'png') && imageHasTrailingData(stored.bytes, type)) return 'trailing_data';
    return { width: meta.width ?? 0, height: meta.height ?? 0, colorSpace: colorSpaceOf(meta.space) };
  } catch {
    return null;
  }
}

/** A workbook is a zip by its bytes; its name says it is a workbook. */
function batchSourceFile(fileName: string, type: RealFileType, size: number): InspectedFile {
  const workbook = type === 'zip' && fileName.toLowerCase().endsWith('.xlsx');
  const contentType = workbook ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : contentTypeOf[type]!;
  return { contentType, size, meta: { format: workbook ? 'XLSX' : type.toUpperCase() } };
}

/**
 * The checks of document 3 section 5 on a stored object, in order: the file checks (size, claimed type, name, real
 * type from the first bytes), then the image or audio checks on the decoded content.
 */
export async function inspectStoredFile(store: ObjectStore, key: string, claimed: ClaimedFile): Promise<{ issue: UploadIssue } | { file: InspectedFile }> {
  const rules = UPLOAD_RULES[claimed.kind];
  const size = (await store.stat(key))?.size ?? 0;
  const head = (await readRange(store, key, 0, HEAD_BYTES)) ?? Buffer.alloc(0);
  const fileIssue = checkFile({ fileInstance: { name: claimed.fileName, size, mimeType: claimed.mimeType, head } }, rules.file);
  if (fileIssue) return { issue: fileIssue };
  const type = detectRealType(head)!;
  // A bulk import source is read by the batch task (which checks the zip and the document); nothing to decode here.
  if (claimed.kind === 'batch') return { file: batchSourceFile(claimed.fileName, type, size) };
  const contentType = contentTypeOf[type]!;
  const format = formatNames[type]!;

  if (rules.audio) {
    const audio = await audioOf(store, key, size, type);
    if (audio === 'trailing_data') return { issue: { key: audio } };
    const issue = checkAudio(audio, rules.audio);
    if (issue || !audio) return { issue: issue ?? { key: 'decode_error' } };
    // Decision 070: one pass over the samples decides (digital silence, mostly silence, clipping); only a file that is
    // warned about is measured again for the figures the warning shows (the costliest part: loudness and true peak).
    const screened = await audio.levels(false);
    if (!screened) return { issue: { key: 'decode_error' } };
    const levelIssue = checkAudioLevels(screened);
    if (levelIssue) return { issue: levelIssue };
    const warnings = audioWarnings(screened);
    const levels = warnings.length > 0 ? await audio.levels(true) : screened;
    if (!levels) return { issue: { key: 'decode_error' } };
    const { durationMs, sampleRate, bitsPerSample, channels } = audio;
    return { file: { contentType, size, meta: { format, durationMs, sampleRate, bitsPerSample, channels, levels, warnings } } };
  }
  if (rules.image && type !== 'pdf') {
    const image = await imageOf(store, key, type);
    if (image === 'trailing_data') return { issue: { key: image } };
    const issue = checkImage(image, rules.image);
    if (issue || !image) return { issue: issue ?? { key: 'read_error' } };
    const { width, height } = image;
    return { file: { contentType, size, width, height, meta: { format, width, height } } };
  }
  return { file: { contentType, size, meta: { format } } };
}
