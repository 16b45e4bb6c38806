import { describe, expect, it } from 'vitest';
import { bytesReader, readAudioHeader, readFlacHeader, readFlacStreamInfo, readWavHeader, type ReadAt } from './audio-header.ts';
import { checkAudio, checkAudioHeader, UPLOAD_RULES } from './file-checks.ts';
import { makeWav } from './test-wav.ts';

/** The same WAV with a chunk of `size` bytes (and its pad byte when odd) between fmt and data. */
function withChunk(wav: Uint8Array, id: string, size: number): Uint8Array {
  const chunk = new Uint8Array(8 + size + (size % 2));
  [...id].forEach((char, index) => (chunk[index] = char.charCodeAt(0)));
  new DataView(chunk.buffer).setUint32(4, size, true);
  const out = new Uint8Array(wav.length + chunk.length);
  out.set(wav.subarray(0, 36));
  out.set(chunk, 36);
  out.set(wav.subarray(36), 36 + chunk.length);
  new DataView(out.buffer).setUint32(4, out.length - 8, true);
  return out;
}

/** WAVE_FORMAT_EXTENSIBLE: a 40-byte fmt chunk whose sub-format GUID names the real format. */
function extensible(wav: Uint8Array, subFormat: number): Uint8Array {
  const fmt = new Uint8Array(48);
  fmt.set(wav.subarray(12, 36));
  const view = new DataView(fmt.buffer);
  view.setUint32(4, 40, true);
  view.setUint16(8, 0xfffe, true);
  view.setUint16(24, 22, true);
  view.setUint16(32, subFormat, true);
  const out = new Uint8Array(wav.length + 24);
  out.set(wav.subarray(0, 12));
  out.set(fmt, 12);
  out.set(wav.subarray(36), 60);
  new DataView(out.buffer).setUint32(4, out.length - 8, true);
  return out;
}

/** The first 42 bytes of a FLAC file: marker, last-block header and STREAMINFO. */
function flacHead({ sampleRate = 44_100, channels = 2, bitsPerSample = 16, totalSamples = 44_100 } = {}): Uint8Array {
  const head = new Uint8Array(42);
  head.set([0x66, 0x4c, 0x61, 0x43, 0x80, 0, 0, 34]);
  const body = head.subarray(8);
  body[10] = sampleRate >> 12;
  body[11] = (sampleRate >> 4) & 0xff;
  body[12] = ((sampleRate & 0x0f) << 4) | ((channels - 1) << 1) | ((bitsPerSample - 1) >> 4);
  body[13] = (((bitsPerSample - 1) & 0x0f) << 4) | (Math.floor(totalSamples / 2 ** 32) & 0x0f);
  new DataView(body.buffer, body.byteOffset).setUint32(14, totalSamples % 2 ** 32);
  return head;
}

/** A reader that records how many bytes it was asked for. */
function countingReader(bytes: Uint8Array) {
  const read = bytesReader(bytes);
  const counter = { bytes: 0, calls: 0 };
  const readAt: ReadAt = async (offset, length) => {
    counter.calls++;
    counter.bytes += length;
    return read(offset, length);
  };
  return { readAt, counter };
}

const wavHeader = (bytes: Uint8Array) => readWavHeader(bytesReader(bytes), bytes.length);

describe('WAV header', () => {
  it('reads the format, the data chunk, the duration and the PCM bitrate', async () => {
    expect(await wavHeader(makeWav({ seconds: 1.5, sampleRate: 48_000, bitsPerSample: 24 }))).toEqual({
      format: 'wav',
      sampleFormat: 'pcm',
      channels: 2,
      sampleRate: 48_000,
      bitsPerSample: 24,
      dataOffset: 44,
      dataSize: 1.5 * 48_000 * 6,
      durationMs: 1500,
      bitrate: 48_000 * 24 * 2,
      riffEnd: 44 + 1.5 * 48_000 * 6,
    });
  });

  it('walks past other chunks, padded to even lengths, reading their headers only', async () => {
    expect(await wavHeader(withChunk(makeWav(), 'LIST', 5))).toMatchObject({ dataOffset: 58, durationMs: 1000 });
    const big = withChunk(makeWav({ seconds: 2 }), 'JUNK', 4 * 1024 * 1024);
    const { readAt, counter } = countingReader(big);
    expect(await readWavHeader(readAt, big.length)).toMatchObject({ dataOffset: 44 + 8 + 4 * 1024 * 1024, durationMs: 2000 });
    expect(counter.bytes).toBeLessThan(100);
  });

  it('understands WAVE_FORMAT_EXTENSIBLE with a PCM or float sub-format', async () => {
    expect((await wavHeader(extensible(makeWav(), 1)))?.sampleFormat).toBe('pcm');
    expect((await wavHeader(extensible(makeWav({ bitsPerSample: 32 }), 3)))?.sampleFormat).toBe('float');
    expect(await wavHeader(extensible(makeWav(), 2))).toBeNull(); // ADPCM
  });

  it('refuses cut, inconsistent, compressed or incomplete files', async () => {
    const whole = makeWav();
    expect(await wavHeader(whole.subarray(0, whole.length - 1))).toBeNull();
    const wrongRate = makeWav();
    new DataView(wrongRate.buffer).setUint32(28, 12_345, true);
    expect(await wavHeader(wrongRate)).toBeNull();
    const partFrame = makeWav();
    new DataView(partFrame.buffer).setUint32(40, 44_100 * 4 - 1, true);
    expect(await wavHeader(partFrame)).toBeNull();
    expect(await wavHeader(makeWav({ formatTag: 2 }))).toBeNull();
    const noFmt = makeWav();
    noFmt.set([0x78, 0x78, 0x78, 0x78], 12); // the fmt chunk renamed: data comes without a format
    expect(await wavHeader(noFmt)).toBeNull();
    expect(await wavHeader(whole.subarray(0, 36))).toBeNull();
    expect(await wavHeader(new TextEncoder().encode('RIFF\x04\x00\x00\x00WAVE'))).toBeNull();
  });
});

describe('FLAC STREAMINFO', () => {
  it('reads rate, channels, bits and the sample count, up to 36 bits of it', () => {
    expect(readFlacStreamInfo(flacHead({ sampleRate: 96_000, bitsPerSample: 24, totalSamples: 144_000 }))).toEqual({
      sampleRate: 96_000,
      channels: 2,
      bitsPerSample: 24,
      totalSamples: 144_000,
    });
    expect(readFlacStreamInfo(flacHead({ sampleRate: 192_000, totalSamples: 2 ** 33 + 5 }))?.totalSamples).toBe(2 ** 33 + 5);
  });

  it('gives the duration when the sample count is known, null when the encoder left it 0', async () => {
    expect(await readFlacHeader(bytesReader(flacHead({ totalSamples: 3 * 44_100 })))).toMatchObject({ format: 'flac', durationMs: 3000, bitrate: 1_411_200 });
    expect((await readFlacHeader(bytesReader(flacHead({ totalSamples: 0 }))))?.durationMs).toBeNull();
  });

  it('refuses a stream whose first block is not a 34-byte STREAMINFO', () => {
    const padding = flacHead();
    padding[4] = 0x81;
    expect(readFlacStreamInfo(padding)).toBeNull();
    const size = flacHead();
    size[7] = 33;
    expect(readFlacStreamInfo(size)).toBeNull();
    expect(readFlacStreamInfo(flacHead().subarray(0, 41))).toBeNull();
    expect(readFlacStreamInfo(flacHead({ sampleRate: 0 }))).toBeNull();
  });
});

describe('audio header of any accepted format', () => {
  it('picks the parser by the first bytes and knows nothing of other files', async () => {
    const wav = makeWav();
    expect((await readAudioHeader(bytesReader(wav), wav.length))?.format).toBe('wav');
    expect((await readAudioHeader(bytesReader(flacHead()), 1_000_000))?.format).toBe('flac');
    expect(await readAudioHeader(bytesReader(new TextEncoder().encode('ID3\x04\x00 an mp3')), 14)).toBeNull();
    expect(await readAudioHeader(bytesReader(new Uint8Array()), 0)).toBeNull();
  });
});

describe('audio checks on the header (the browser, before upload)', () => {
  const audio = UPLOAD_RULES.audio.audio!;
  const clip = UPLOAD_RULES.clip.audio!;
  const checked = async (bytes: Uint8Array, limits = audio) => checkAudioHeader(await readAudioHeader(bytesReader(bytes), bytes.length), limits)?.key ?? null;

  it('passes a master and refuses what the server refuses, with the same key', async () => {
    expect(await checked(makeWav({ seconds: 2 }))).toBeNull();
    expect(await checked(makeWav({ seconds: 20, sampleRate: 96_000, bitsPerSample: 24 }), clip)).toBeNull();
    expect(await checked(makeWav({ seconds: 0.5 }))).toBe('duration_too_short');
    expect(await checked(makeWav({ seconds: 2 }), clip)).toBe('duration_too_short');
    expect(await checked(makeWav({ channels: 1 }))).toBe('number_of_channels_invalid');
    expect(await checked(makeWav({ bitsPerSample: 8 }))).toBe('samplebits_too_low');
    expect(await checked(makeWav({ sampleRate: 22_050 }))).toBe('samplerate_too_low');
    expect(await checked(makeWav({ channels: 1, bitsPerSample: 8 }))).toBe('bitrate_too_low');
    expect(await checked(makeWav({ seconds: 0.2, sampleRate: 192_000, bitsPerSample: 32 }), { ...audio, durationMs: {} })).toBe('bitrate_too_height');
    expect(await checked(makeWav().subarray(0, 100))).toBe('decode_error');
  });

  it('agrees with checkAudio whenever the header states the duration', async () => {
    for (const shape of [{ channels: 1 }, { bitsPerSample: 24, sampleRate: 192_000 }, { seconds: 0.3 }, {}]) {
      const header = (await wavHeader(makeWav(shape)))!;
      expect(checkAudioHeader(header, audio)).toEqual(checkAudio(header, audio));
    }
  });

  it('leaves an unstated FLAC duration to the server but checks everything else', async () => {
    expect(await checked(flacHead({ totalSamples: 0 }), clip)).toBeNull();
    expect(await checked(flacHead({ totalSamples: 0, channels: 1 }), clip)).toBe('number_of_channels_invalid');
    expect(await checked(flacHead({ totalSamples: 44_100 }), clip)).toBe('duration_too_short');
  });

  it('null (unreadable, or not loaded in time) is decode_error', () => {
    expect(checkAudioHeader(null, audio)).toEqual({ key: 'decode_error' });
  });
});
