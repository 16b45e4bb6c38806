import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  AUDIO_LOAD_TIMEOUT_MS,
  checkAudio,
  checkFile,
  checkImage,
  detectRealType,
  formatBytes,
  formatDuration,
  isDuplicate,
  pcmBitrate,
  sampleOffsets,
  UPLOAD_RULES,
  UploadText,
  uploadMessageKey,
  type AudioProperties,
  type ByteSample,
  type FileFacts,
  type UploadCheckKey,
} from './file-checks.ts';

const english: Record<string, string> = JSON.parse(readFileSync(new URL('../../../i18n/locales/en.json', import.meta.url), 'utf8'));
const render = (key: string, params: Record<string, string | number> = {}) => english[key]!.replace(/{{(\w+)}}/g, (_, name: string) => String(params[name]));

const bytes = (...parts: (string | number[])[]) => Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));
const WAV_HEAD = bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt ');
const FLAC_HEAD = bytes('fLaC', [0, 0, 0, 34]);
const PNG_HEAD = bytes([0x89], 'PNG\r\n\x1a\n');
const JPEG_HEAD = bytes([0xff, 0xd8, 0xff, 0xe0]);

const wav = (overrides: Partial<FileFacts> = {}): FileFacts => ({ name: 'master.wav', size: 50_000_000, mimeType: 'audio/wav', head: WAV_HEAD, ...overrides });

describe('real type from the first bytes', () => {
  it.each([
    ['wav', WAV_HEAD],
    ['flac', FLAC_HEAD],
    ['png', PNG_HEAD],
    ['jpeg', JPEG_HEAD],
    ['pdf', bytes('%PDF-1.7')],
    ['mp3', bytes('ID3', [4, 0])],
    ['mp3', bytes([0xff, 0xfb, 0x90])],
    ['webp', bytes('RIFF', [0, 0, 0, 0], 'WEBP')],
    ['gif', bytes('GIF89a')],
    ['ogg', bytes('OggS')],
    ['mp4', bytes([0, 0, 0, 32], 'ftypM4A ')],
    ['aiff', bytes('FORM', [0, 0, 0, 0], 'AIFF')],
  ])('%s', (type, head) => expect(detectRealType(head)).toBe(type));

  it('tells a bulk import source apart: zip, XML, other text; nothing of empty files or binary junk', () => {
    expect(detectRealType(bytes('PK\x03\x04\x14\x00'))).toBe('zip');
    expect(detectRealType(bytes('PK\x05\x06'))).toBe('zip');
    expect(detectRealType(bytes([0xef, 0xbb, 0xbf], '<?xml version="1.0"?><ern:NewReleaseMessage'))).toBe('xml');
    expect(detectRealType(bytes('  <NewReleaseMessage>'))).toBe('xml');
    expect(detectRealType(bytes('upc;isrc\r\n0036000291452;\tBRXYZ2600001'))).toBe('text');
    expect(detectRealType(bytes('hello\x00world'))).toBeNull();
    expect(detectRealType(new Uint8Array())).toBeNull();
  });
});

describe('file checks run in the order of document 3 and stop at the first failure', () => {
  const rules = UPLOAD_RULES.audio.file;
  const cases: [string, Parameters<typeof checkFile>[0], UploadCheckKey | null][] = [
    ['no item', undefined, 'no_file'],
    ['no file instance', {}, 'no_file_instance'],
    ['too small (and wrong name: size comes first)', { fileInstance: wav({ size: 10, name: 'a.txt' }) }, 'size_too_small'],
    ['too large', { fileInstance: wav({ size: rules.maxSize + 1 }) }, 'size_too_large'],
    ['wrong MIME type (and wrong name: MIME comes first)', { fileInstance: wav({ mimeType: 'audio/mpeg', name: 'a.mp3' }) }, 'mime_type_not_supported'],
    ['wrong suffix', { fileInstance: wav({ name: 'master.mp3' }) }, 'suffix_type_not_supported'],
    ['a renamed MP3', { fileInstance: wav({ head: bytes('ID3', [4, 0, 0]) }) }, 'relo_type_not_supported'],
    ['garbage named .wav', { fileInstance: wav({ head: bytes('this is not audio at all') }) }, 'relo_type_not_supported'],
    ['a WAV', { fileInstance: wav() }, null],
    ['the x- variant of the MIME type', { fileInstance: wav({ mimeType: 'audio/x-wav' }) }, null],
    ['a FLAC with no MIME type from the browser', { fileInstance: wav({ name: 'Master.FLAC', mimeType: '', head: FLAC_HEAD }) }, null],
  ];
  it.each(cases)('%s', (_, item, key) => expect(checkFile(item, rules)?.key ?? null).toBe(key));

  it('accepts the x- variant only where the rules say so', () => {
    expect(checkFile({ fileInstance: wav({ mimeType: 'audio/x-wav' }) }, { ...rules, acceptXVariant: false })?.key).toBe('mime_type_not_supported');
  });

  it('names the limit in the message', () => {
    const issue = checkFile({ fileInstance: wav({ size: rules.maxSize + 1 }) }, rules)!;
    expect(render(uploadMessageKey(issue.key), issue.params)).toBe('The file is larger than 2 GB.');
  });

  it('checks duplicates only when other files are given, before the size', () => {
    const sample: ByteSample = { size: 10, bytes: bytes('0123456789') };
    const duplicate = { fileInstance: wav({ size: 10, sample }) };
    expect(checkFile(duplicate, rules, [sample])?.key).toBe('duplicated_file_not_allowed');
    expect(checkFile(duplicate, rules)?.key).toBe('size_too_small');
  });

  it('covers and proofs take their own types', () => {
    const cover = UPLOAD_RULES.cover.file;
    expect(checkFile({ fileInstance: { name: 'art.PNG', size: 5_000_000, mimeType: 'image/png', head: PNG_HEAD } }, cover)).toBeNull();
    expect(checkFile({ fileInstance: { name: 'art.jpg', size: 5_000_000, mimeType: 'image/jpeg', head: PNG_HEAD } }, cover)).toBeNull();
    expect(checkFile({ fileInstance: { name: 'art.webp', size: 5_000_000, mimeType: 'image/webp', head: PNG_HEAD } }, cover)?.key).toBe('mime_type_not_supported');
    const proof = UPLOAD_RULES.proof.file;
    expect(checkFile({ fileInstance: { name: 'licence.pdf', size: 80_000, mimeType: 'application/pdf', head: bytes('%PDF-1.4') } }, proof)).toBeNull();
    expect(checkFile({ fileInstance: { name: 'licence.pdf', size: 30_000_000, mimeType: 'application/pdf', head: bytes('%PDF-1.4') } }, proof)?.key).toBe('size_too_large');
  });
});

describe('duplicate check', () => {
  it('samples 100 positions spread over the file, all of a short one', () => {
    const offsets = sampleOffsets(1_000_000);
    expect(offsets).toHaveLength(100);
    expect(offsets[0]).toBe(0);
    expect(offsets[99]).toBe(999_999);
    expect(sampleOffsets(7)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('offsets are increasing and inside the file', () =>
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), (size) => {
        const offsets = sampleOffsets(size);
        return offsets.every((offset, index) => offset >= 0 && offset < size && (index === 0 || offset > offsets[index - 1]!));
      }),
    ));

  it('needs the same size and the same sampled bytes', () => {
    const a: ByteSample = { size: 500, bytes: bytes('abc') };
    expect(isDuplicate(a, [{ size: 500, bytes: bytes('abc') }])).toBe(true);
    expect(isDuplicate(a, [{ size: 501, bytes: bytes('abc') }])).toBe(false);
    expect(isDuplicate(a, [{ size: 500, bytes: bytes('abd') }])).toBe(false);
    expect(isDuplicate(a, [])).toBe(false);
  });
});

describe('image checks', () => {
  const cover = UPLOAD_RULES.cover.image!;
  const cases: [string, Parameters<typeof checkImage>[0], UploadCheckKey | null][] = [
    ['unreadable', null, 'read_error'],
    ['no size', { width: 0, height: 0 }, 'read_error'],
    ['too small', { width: 1000, height: 1000 }, 'image_frame_size_too_small'],
    ['one side too small', { width: 3000, height: 1399 }, 'image_frame_size_too_small'],
    ['too large', { width: 6001, height: 6001 }, 'image_frame_size_too_large'],
    ['not square', { width: 3000, height: 2999 }, 'image_shape_not_square'],
    ['CMYK', { width: 3000, height: 3000, colorSpace: 'cmyk' }, 'image_color_space_not_supported'],
    ['grayscale', { width: 3000, height: 3000, colorSpace: 'gray' }, 'image_color_space_not_supported'],
    ['the smallest', { width: 1400, height: 1400, colorSpace: 'rgb' }, null],
    ['the largest', { width: 6000, height: 6000 }, null],
  ];
  it.each(cases)('cover: %s', (_, image, key) => expect(checkImage(image, cover)?.key ?? null).toBe(key));

  it('checks width, then height, against limits of their own', () => {
    const limits = { width: { min: 100, max: 200 }, height: { min: 50, max: 60 } };
    expect(checkImage({ width: 99, height: 10 }, limits)?.key).toBe('image_width_too_small');
    expect(checkImage({ width: 201, height: 10 }, limits)?.key).toBe('image_width_too_large');
    expect(checkImage({ width: 150, height: 49 }, limits)?.key).toBe('image_height_too_small');
    expect(checkImage({ width: 150, height: 61 }, limits)?.params).toEqual({ max: 60 });
    expect(checkImage({ width: 150, height: 55 }, limits)).toBeNull();
  });

  it('says the limit', () => {
    const issue = checkImage({ width: 1000, height: 1000 }, cover)!;
    expect(render(uploadMessageKey(issue.key), issue.params)).toBe('Both sides of the image must be at least 1400 pixels.');
  });
});

describe('audio checks', () => {
  const full = UPLOAD_RULES.audio.audio!;
  const clip = UPLOAD_RULES.clip.audio!;
  const audio = (overrides: Partial<AudioProperties> = {}): AudioProperties => {
    const base = { durationMs: 200_000, sampleRate: 44_100, bitsPerSample: 16, channels: 2, ...overrides };
    return { bitrate: pcmBitrate(base.sampleRate, base.bitsPerSample, base.channels), ...base, ...overrides };
  };
  const cases: [string, AudioProperties | null, UploadCheckKey | null][] = [
    ['not decoded', null, 'decode_error'],
    ['too long', audio({ durationMs: 2 * 3_600_000 + 1 }), 'duration_too_long'],
    ['too short', audio({ durationMs: 999 }), 'duration_too_short'],
    ['bitrate too high', audio({ sampleRate: 192_000, bitsPerSample: 32 }), 'bitrate_too_height'],
    ['bitrate too low', audio({ sampleRate: 22_050, bitsPerSample: 8 }), 'bitrate_too_low'],
    ['sample rate too high', audio({ sampleRate: 384_000, bitsPerSample: 8 }), 'samplerate_too_high'],
    ['22.05 kHz', audio({ sampleRate: 22_050 }), 'samplerate_too_low'],
    ['32 bit', audio({ bitsPerSample: 32 }), 'samplebits_too_high'],
    ['8 bit', audio({ bitsPerSample: 8 }), 'samplebits_too_low'],
    ['mono', audio({ channels: 1 }), 'number_of_channels_invalid'],
    ['5.1', audio({ channels: 6, bitrate: 4_000_000 }), 'number_of_channels_invalid'],
    ['CD quality', audio(), null],
    ['24 bit 192 kHz', audio({ sampleRate: 192_000, bitsPerSample: 24 }), null],
    ['one second', audio({ durationMs: 1000 }), null],
  ];
  it.each(cases)('full audio: %s', (_, props, key) => expect(checkAudio(props, full)?.key ?? null).toBe(key));

  it('allows the bitrate tolerance of 3000 and no more', () => {
    const limits = { ...full, bitrate: { min: 1_000_000, max: 2_000_000 } };
    expect(checkAudio(audio({ bitrate: 2_003_000 }), limits)).toBeNull();
    expect(checkAudio(audio({ bitrate: 2_003_001 }), limits)?.key).toBe('bitrate_too_height');
    expect(checkAudio(audio({ bitrate: 997_000 }), limits)).toBeNull();
    expect(checkAudio(audio({ bitrate: 996_999 }), limits)?.key).toBe('bitrate_too_low');
  });

  it('clips last 15 to 60 seconds', () => {
    expect(checkAudio(audio({ durationMs: 14_999 }), clip)?.key).toBe('duration_too_short');
    expect(checkAudio(audio({ durationMs: 60_001 }), clip)?.key).toBe('duration_too_long');
    expect(checkAudio(audio({ durationMs: 30_000 }), clip)).toBeNull();
    const issue = checkAudio(audio({ durationMs: 5000 }), clip)!;
    expect(render(uploadMessageKey(issue.key), issue.params)).toBe('The audio is shorter than 0:15.');
  });

  it('times out after 60 s', () => expect(AUDIO_LOAD_TIMEOUT_MS).toBe(60_000));
});

describe('formatting', () => {
  it('sizes and durations', () => {
    expect(formatBytes(20 * 1024 * 1024)).toBe('20 MB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(12)).toBe('12 B');
    expect(formatDuration(7_200_000)).toBe('2:00:00');
    expect(formatDuration(61_000)).toBe('1:01');
  });
});

describe('messages', () => {
  const keys: UploadCheckKey[] = [
    'no_file',
    'no_file_instance',
    'duplicated_file_not_allowed',
    'size_too_small',
    'size_too_large',
    'mime_type_not_supported',
    'suffix_type_not_supported',
    'relo_type_not_supported',
    'read_error',
    'image_width_too_small',
    'image_width_too_large',
    'image_height_too_small',
    'image_height_too_large',
    'image_frame_size_too_small',
    'image_frame_size_too_large',
    'image_shape_not_square',
    'image_color_space_not_supported',
    'decode_error',
    'duration_too_long',
    'duration_too_short',
    'bitrate_too_height',
    'bitrate_too_low',
    'samplerate_too_high',
    'samplerate_too_low',
    'samplebits_too_high',
    'samplebits_too_low',
    'number_of_channels_invalid',
  ];
  it('every check and upload text has an English text', () => {
    for (const key of [...keys.map(uploadMessageKey), ...Object.values(UploadText)]) expect(english[key], key).toBeTruthy();
  });

  it('the item texts are the spec’s', () => {
    expect([UploadText.statusSuccess, UploadText.statusFail, UploadText.statusUploading, UploadText.statusWaiting].map((key) => english[key])).toEqual([
      'Upload complete',
      "Couldn't upload",
      'Uploading',
      'Waiting',
    ]);
    expect(english[UploadText.dumpSourceFailed]).toBe('failed to get source file to dump');
  });
});
