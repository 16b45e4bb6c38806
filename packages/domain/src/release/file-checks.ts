/**
 * The upload checks of document 3 section 5, shared by the browser (before a file goes up) and the server (after the
 * parts are merged). Everything here is pure: callers measure the file (its first bytes, image size, decoded audio
 * properties) and these functions say which rule it breaks, as the spec's key. The message key is `upload_<key>`.
 *
 * Limits are ours (the spec shows none); they follow what distributors ask of masters:
 * - full audio: WAV or FLAC, 16 or 24 bit, 44.1 to 192 kHz, stereo, 1 s to 2 h, at most 2 GiB;
 * - clip: the same formats, 15 to 60 s, at most 200 MiB (the online trim cuts it from the full audio);
 * - cover: square JPEG or PNG, 1400 to 6000 px a side, RGB, at most 40 MiB;
 * - licensed-content proof: PDF, JPEG or PNG up to 20 MiB.
 */

import { formatDuration } from '../format-duration.ts';
import { BULK_IMPORT_LIMITS } from '../bulk-import/model.ts';
import type { AudioLevels } from '../audio/level-meter.ts';

/** `batch`: the source of a bulk import (an ERN XML, a zip, a workbook, a catalogue CSV; issue 10). */
export const uploadKinds = ['audio', 'clip', 'cover', 'proof', 'batch'] as const;
export type UploadKind = (typeof uploadKinds)[number];

/** What a file's first bytes say it is. */
export type RealFileType = 'wav' | 'flac' | 'mp3' | 'ogg' | 'aiff' | 'mp4' | 'jpeg' | 'png' | 'gif' | 'webp' | 'tiff' | 'pdf' | 'zip' | 'xml' | 'text';

export type FileCheckKey =
  | 'no_file'
  | 'no_file_instance'
  | 'duplicated_file_not_allowed'
  | 'size_too_small'
  | 'size_too_large'
  | 'mime_type_not_supported'
  | 'suffix_type_not_supported'
  | 'relo_type_not_supported'
  /** Ours, on the server: bytes after the end of the image or audio, as polyglot files carry (decision 044). */
  | 'trailing_data';

export type ImageCheckKey =
  | 'read_error'
  | 'image_width_too_small'
  | 'image_width_too_large'
  | 'image_height_too_small'
  | 'image_height_too_large'
  | 'image_frame_size_too_small'
  | 'image_frame_size_too_large'
  | 'image_shape_not_square'
  /** Ours: stores ingest RGB artwork only. */
  | 'image_color_space_not_supported';

export type AudioCheckKey =
  | 'decode_error'
  | 'duration_too_long'
  | 'duration_too_short'
  | 'bitrate_too_height'
  | 'bitrate_too_low'
  | 'samplerate_too_high'
  | 'samplerate_too_low'
  | 'samplebits_too_high'
  | 'samplebits_too_low'
  | 'number_of_channels_invalid'
  /** Ours, on the server: digital silence, no sample above AUDIO_LEVEL_LIMITS.silentPeakDbfs (decision 070). */
  | 'silent_audio';

export type UploadCheckKey = FileCheckKey | ImageCheckKey | AudioCheckKey;

export interface UploadIssue {
  key: UploadCheckKey;
  /** Fills the message's placeholders. */
  params?: Record<string, string | number>;
}

/** The i18n key of a check's message. */
export const uploadMessageKey = (key: UploadCheckKey) => `upload_${key}` as const;

/** Texts of an upload item (document 3 sections 4 and 8) as i18n keys. */
export const UploadText = {
  statusSuccess: 'upload_status_success',
  statusFail: 'upload_status_fail',
  statusUploading: 'upload_status_uploading',
  statusWaiting: 'upload_status_waiting',
  dumpSourceFailed: 'upload_dump_source_failed',
  dumpBodyUnreadable: 'upload_dump_body_unreadable',
  dumpInvalid: 'upload_dump_invalid',
  noFileInstanceFound: 'upload_no_file_instance_found',
  fileInvalid: 'upload_file_invalid',
  audioLoadTimeout: 'upload_audio_load_timeout',
  canvasContextFailed: 'upload_canvas_context_failed',
  imageLoadError: 'upload_image_load_error',
  invalidBase: 'upload_invalid_base',
} as const;

/** Audio that has not loaded after this long is refused as decode_error (document 3 sections 5 and 9), in the browser and on the server. */
export const AUDIO_LOAD_TIMEOUT_MS = 60_000;
export const BITRATE_TOLERANCE = 3000;
/** How many leading bytes the real-type check reads. */
export const HEAD_BYTES = 64;
/** How many bytes the duplicate check samples. */
export const DUPLICATE_SAMPLE_BYTES = 100;

export interface Bounds {
  min?: number;
  max?: number;
}

export interface FileRules {
  minSize: number;
  maxSize: number;
  /** Accepted MIME types; with acceptXVariant, `audio/x-wav` passes for `audio/wav`. */
  mimeTypes: readonly string[];
  acceptXVariant: boolean;
  /** File name endings, lower case, without the dot. */
  suffixes: readonly string[];
  realTypes: readonly RealFileType[];
  /** How the accepted types read in messages. */
  typesLabel: string;
}

export interface ImageLimits {
  width?: Bounds;
  height?: Bounds;
  /** A bound both sides must keep. */
  frame?: Bounds;
  square?: boolean;
  rgb?: boolean;
}

export interface AudioLimits {
  durationMs: Bounds;
  /** Bits per second of the audio stream (for lossless audio: sample rate × bits × channels). */
  bitrate: Bounds;
  bitrateTolerance: number;
  sampleRate: Bounds;
  sampleBits: Bounds;
  channels: number;
}

export interface UploadRules {
  file: FileRules;
  image?: ImageLimits;
  audio?: AudioLimits;
}

const KiB = 1024;
const MiB = 1024 * KiB;
const GiB = 1024 * MiB;

/** The PCM bitrate of uncompressed (or losslessly compressed) audio. */
export const pcmBitrate = (sampleRate: number, bitsPerSample: number, channels: number) => sampleRate * bitsPerSample * channels;

const losslessFile = (maxSize: number): FileRules => ({
  minSize: KiB,
  maxSize,
  mimeTypes: ['audio/wav', 'audio/wave', 'audio/vnd.wave', 'audio/flac'],
  acceptXVariant: true,
  suffixes: ['wav', 'flac'],
  realTypes: ['wav', 'flac'],
  typesLabel: 'WAV, FLAC',
});

const masterAudio = (durationMs: Bounds): AudioLimits => ({
  durationMs,
  // The floor is half the CD rate, so a file off in one way only (mono, 8 bit, 22.05 kHz) gets that specific message
  // from the checks after this one; the ceiling is the richest accepted format.
  bitrate: { min: pcmBitrate(44_100, 16, 1), max: pcmBitrate(192_000, 24, 2) },
  bitrateTolerance: BITRATE_TOLERANCE,
  sampleRate: { min: 44_100, max: 192_000 },
  sampleBits: { min: 16, max: 24 },
  channels: 2,
});

export const UPLOAD_RULES: Record<UploadKind, UploadRules> = {
  audio: { file: losslessFile(2 * GiB), audio: masterAudio({ min: 1_000, max: 2 * 3_600_000 }) },
  clip: { file: losslessFile(200 * MiB), audio: masterAudio({ min: 15_000, max: 60_000 }) },
  cover: {
    file: {
      minSize: KiB,
      maxSize: 40 * MiB,
      mimeTypes: ['image/jpeg', 'image/png'],
      acceptXVariant: true,
      suffixes: ['jpg', 'jpeg', 'png'],
      realTypes: ['jpeg', 'png'],
      typesLabel: 'JPG, PNG',
    },
    image: { frame: { min: 1400, max: 6000 }, square: true, rgb: true },
  },
  proof: {
    file: {
      minSize: 1,
      maxSize: 20 * MiB,
      mimeTypes: ['application/pdf', 'image/jpeg', 'image/png'],
      acceptXVariant: true,
      suffixes: ['pdf', 'jpg', 'jpeg', 'png'],
      realTypes: ['pdf', 'jpeg', 'png'],
      typesLabel: 'PDF, JPG, PNG',
    },
    image: {},
  },
  batch: {
    file: {
      minSize: 1,
      maxSize: BULK_IMPORT_LIMITS.sourceBytesMax,
      mimeTypes: [
        'application/zip',
        'application/x-zip-compressed',
        'application/xml',
        'text/xml',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'text/csv',
        'application/vnd.ms-excel',
        'text/plain',
      ],
      acceptXVariant: true,
      suffixes: ['zip', 'xml', 'xlsx', 'csv', 'txt'],
      // An .xlsx is a zip; the batch task matches the name's ending with the real type.
      realTypes: ['zip', 'xml', 'text'],
      typesLabel: 'ZIP, XML, XLSX, CSV, TXT',
    },
  },
};

/** The MIME type each accepted real type is stored and served with (never the type the browser claimed). */
export const contentTypeOf: Partial<Record<RealFileType, string>> = {
  wav: 'audio/wav',
  flac: 'audio/flac',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  zip: 'application/zip',
  xml: 'application/xml',
  text: 'text/plain',
};

/** Text with no control characters but tab and line ends (UTF-8 bytes above 0x7f pass; a NUL or 0x1b does not). */
const looksLikeText = (head: Uint8Array) => head.length > 0 && head.every((byte) => byte >= 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d);

const ascii = (bytes: Uint8Array, start: number, length: number) => (bytes.length >= start + length ? String.fromCharCode(...bytes.subarray(start, start + length)) : '');

/** The real type of a file from its first bytes (at least HEAD_BYTES of them when the file is that long). */
export function detectRealType(head: Uint8Array): RealFileType | null {
  const at = (offset: number, text: string) => ascii(head, offset, text.length) === text;
  if (at(0, 'RIFF') && at(8, 'WAVE')) return 'wav';
  if (at(0, 'RIFF') && at(8, 'WEBP')) return 'webp';
  if (at(0, 'fLaC')) return 'flac';
  if (at(0, 'FORM') && (at(8, 'AIFF') || at(8, 'AIFC'))) return 'aiff';
  if (at(0, 'OggS')) return 'ogg';
  if (at(4, 'ftyp')) return 'mp4';
  if (at(0, '%PDF-')) return 'pdf';
  if (at(0, 'GIF87a') || at(0, 'GIF89a')) return 'gif';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (at(1, 'PNG') && head[0] === 0x89 && at(4, '\r\n\x1a\n')) return 'png';
  if (at(0, 'II*\0') || at(0, 'MM\0*')) return 'tiff';
  if (at(0, 'ID3') || (head.length >= 2 && head[0] === 0xff && (head[1]! & 0xe0) === 0xe0)) return 'mp3';
  // A zip starts with a local file header, or with the end of the central directory when it is empty.
  if (at(0, 'PK\x03\x04') || at(0, 'PK\x05\x06')) return 'zip';
  const text = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? head.subarray(3) : head;
  if (!looksLikeText(text)) return null;
  return /^\s*<[?!a-zA-Z]/.test(String.fromCharCode(...text)) ? 'xml' : 'text';
}

/** Byte positions the duplicate check compares: DUPLICATE_SAMPLE_BYTES spread evenly over the file. */
export function sampleOffsets(size: number, count = DUPLICATE_SAMPLE_BYTES): number[] {
  if (size <= count) return Array.from({ length: Math.max(0, size) }, (_, index) => index);
  return Array.from({ length: count }, (_, index) => Math.floor((index * (size - 1)) / (count - 1)));
}

/** A file's size and the bytes found at sampleOffsets(size). */
export interface ByteSample {
  size: number;
  bytes: Uint8Array;
}

/** Same size and the same sampled bytes as one of the others (document 3 section 5, check 3). */
export function isDuplicate(sample: ByteSample, others: readonly ByteSample[]): boolean {
  return others.some((other) => other.size === sample.size && other.bytes.length === sample.bytes.length && other.bytes.every((byte, index) => byte === sample.bytes[index]));
}

/** What the file checks look at: the file's name, size, claimed type and first bytes. */
export interface FileFacts {
  name: string;
  size: number;
  mimeType: string;
  /** The first HEAD_BYTES bytes; leave out to skip the real-type check (the server's init has no bytes yet). */
  head?: Uint8Array;
  /** For the duplicate check. */
  sample?: ByteSample;
}

export interface UploadItemFacts {
  fileInstance?: FileFacts | null;
}

export function formatBytes(bytes: number): string {
  const units: [number, string][] = [
    [GiB, 'GB'],
    [MiB, 'MB'],
    [KiB, 'KB'],
  ];
  for (const [unit, name] of units) if (bytes >= unit) return `${Number((bytes / unit).toFixed(1))} ${name}`;
  return `${bytes} B`;
}

/** h:mm:ss or m:ss, as the track preview shows durations. */
export { formatDuration };

export const mimeOf = (value: string) => value.split(';')[0]!.trim().toLowerCase();
const suffixOf = (name: string) => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '');

/**
 * Browsers send no type (or a generic one) for files the system does not know, FLAC on Windows for one; such a file
 * is judged by its name and its bytes instead.
 */
const unknownMime = (mime: string) => mime === '' || mime === 'application/octet-stream';

export function mimeAccepted(mimeType: string, rules: Pick<FileRules, 'mimeTypes' | 'acceptXVariant'>): boolean {
  const mime = mimeOf(mimeType);
  if (unknownMime(mime) || rules.mimeTypes.includes(mime)) return true;
  return rules.acceptXVariant && mime.includes('/x-') && rules.mimeTypes.includes(mime.replace('/x-', '/'));
}

/** The file checks in document 3's order; the first broken rule, or null. `others` turns the duplicate check on. */
export function checkFile(item: UploadItemFacts | null | undefined, rules: FileRules, others?: readonly ByteSample[]): UploadIssue | null {
  if (!item) return { key: 'no_file' };
  const file = item.fileInstance;
  if (!file) return { key: 'no_file_instance' };
  if (others && file.sample && isDuplicate(file.sample, others)) return { key: 'duplicated_file_not_allowed' };
  if (file.size < rules.minSize) return { key: 'size_too_small', params: { min: formatBytes(rules.minSize) } };
  if (file.size > rules.maxSize) return { key: 'size_too_large', params: { max: formatBytes(rules.maxSize) } };
  if (!mimeAccepted(file.mimeType, rules)) return { key: 'mime_type_not_supported', params: { types: rules.typesLabel } };
  if (!rules.suffixes.includes(suffixOf(file.name))) return { key: 'suffix_type_not_supported', params: { types: rules.typesLabel } };
  if (!file.head) return null;
  const real = detectRealType(file.head);
  if (!real || !rules.realTypes.includes(real)) return { key: 'relo_type_not_supported', params: { types: rules.typesLabel } };
  return null;
}

export interface ImageProperties {
  width: number;
  height: number;
  /** rgb, gray, cmyk or anything else the decoder reports; leave out when unknown (browsers decode to RGB). */
  colorSpace?: 'rgb' | 'gray' | 'cmyk' | 'other';
}

/** null means the image could not be read. */
export function checkImage(image: ImageProperties | null, limits: ImageLimits): UploadIssue | null {
  if (!image || !(image.width > 0) || !(image.height > 0)) return { key: 'read_error' };
  const { width, height } = image;
  const { width: w, height: h, frame } = limits;
  if (w?.min !== undefined && width < w.min) return { key: 'image_width_too_small', params: { min: w.min } };
  if (w?.max !== undefined && width > w.max) return { key: 'image_width_too_large', params: { max: w.max } };
  if (h?.min !== undefined && height < h.min) return { key: 'image_height_too_small', params: { min: h.min } };
  if (h?.max !== undefined && height > h.max) return { key: 'image_height_too_large', params: { max: h.max } };
  if (frame?.min !== undefined && Math.min(width, height) < frame.min) return { key: 'image_frame_size_too_small', params: { min: frame.min } };
  if (frame?.max !== undefined && Math.max(width, height) > frame.max) return { key: 'image_frame_size_too_large', params: { max: frame.max } };
  if (limits.square && width !== height) return { key: 'image_shape_not_square' };
  if (limits.rgb && image.colorSpace !== undefined && image.colorSpace !== 'rgb') return { key: 'image_color_space_not_supported' };
  return null;
}

export interface AudioProperties {
  durationMs: number;
  /** Bits per second of the stream: for WAV and FLAC the PCM rate (pcmBitrate), for lossy audio the encoded one. */
  bitrate: number;
  sampleRate: number;
  bitsPerSample: number;
  channels: number;
}

const kbps = (bits: number) => Math.round(bits / 1000);
const kHz = (hz: number) => Number((hz / 1000).toFixed(1));

/** null means the audio could not be decoded (or did not load within AUDIO_LOAD_TIMEOUT_MS). */
export function checkAudio(audio: AudioProperties | null, limits: AudioLimits): UploadIssue | null {
  if (!audio || !(audio.durationMs >= 0) || !(audio.sampleRate > 0) || !(audio.channels > 0)) return { key: 'decode_error' };
  const { durationMs, bitrate, sampleRate, sampleBits } = limits;
  const tolerance = limits.bitrateTolerance;
  if (durationMs.max !== undefined && audio.durationMs > durationMs.max) return { key: 'duration_too_long', params: { max: formatDuration(durationMs.max) } };
  if (durationMs.min !== undefined && audio.durationMs < durationMs.min) return { key: 'duration_too_short', params: { min: formatDuration(durationMs.min) } };
  if (bitrate.max !== undefined && audio.bitrate > bitrate.max + tolerance) return { key: 'bitrate_too_height', params: { max: kbps(bitrate.max) } };
  if (bitrate.min !== undefined && audio.bitrate < bitrate.min - tolerance) return { key: 'bitrate_too_low', params: { min: kbps(bitrate.min) } };
  if (sampleRate.max !== undefined && audio.sampleRate > sampleRate.max) return { key: 'samplerate_too_high', params: { max: kHz(sampleRate.max) } };
  if (sampleRate.min !== undefined && audio.sampleRate < sampleRate.min) return { key: 'samplerate_too_low', params: { min: kHz(sampleRate.min) } };
  if (sampleBits.max !== undefined && audio.bitsPerSample > sampleBits.max) return { key: 'samplebits_too_high', params: { max: sampleBits.max } };
  if (sampleBits.min !== undefined && audio.bitsPerSample < sampleBits.min) return { key: 'samplebits_too_low', params: { min: sampleBits.min } };
  if (audio.channels !== limits.channels) return { key: 'number_of_channels_invalid', params: { channels: limits.channels } };
  return null;
}

/** What a file's header says before any decoding; durationMs is null when the header does not state it. */
export type AudioHeaderProperties = Omit<AudioProperties, 'durationMs'> & { durationMs: number | null };

/**
 * The audio checks on a file's header (release/audio-header.ts), which the browser runs before a file goes up: the
 * same limits as checkAudio. A duration the header does not state (a FLAC stream written without its sample count)
 * is left to the server, which decodes the whole file. null means the header could not be read, or did not load
 * within AUDIO_LOAD_TIMEOUT_MS.
 */
export function checkAudioHeader(audio: AudioHeaderProperties | null, limits: AudioLimits): UploadIssue | null {
  if (!audio) return { key: 'decode_error' };
  const { durationMs, ...rest } = audio;
  if (durationMs === null) return checkAudio({ ...rest, durationMs: 0 }, { ...limits, durationMs: {} });
  return checkAudio({ ...rest, durationMs }, limits);
}

/**
 * What the server's one pass over the decoded samples judges (decision 070): digital silence is refused; a track that
 * is mostly silence or clips is taken with warnings, which travel with the file (uploaded_files.meta).
 * - silentPeakDbfs: no sample above it is digital silence (a 16-bit file's smallest step is -90.3 dBFS);
 * - mostlySilentShare: more of the track than this in 100 ms windows below -60 dBFS (the analyser's silence);
 * - clippedShare: more of the samples than this at full scale in stretches of three or more.
 */
export const AUDIO_LEVEL_LIMITS = { silentPeakDbfs: -90, mostlySilentShare: 0.5, clippedShare: 0.001 } as const;

export type AudioWarningKey = 'mostly_silent' | 'clipped';

/** The message key of a warning: `upload_warning_<key>`. */
export const audioWarningMessageKey = (key: AudioWarningKey) => `upload_warning_${key}` as const;

export function checkAudioLevels(levels: AudioLevels): UploadIssue | null {
  const peak = levels.samplePeakDbfs;
  return peak === null || peak <= AUDIO_LEVEL_LIMITS.silentPeakDbfs ? { key: 'silent_audio', params: { level: AUDIO_LEVEL_LIMITS.silentPeakDbfs } } : null;
}

export function audioWarnings(levels: AudioLevels): AudioWarningKey[] {
  const warnings: AudioWarningKey[] = [];
  if (levels.silentShare > AUDIO_LEVEL_LIMITS.mostlySilentShare) warnings.push('mostly_silent');
  if (levels.clippedShare > AUDIO_LEVEL_LIMITS.clippedShare) warnings.push('clipped');
  return warnings;
}
