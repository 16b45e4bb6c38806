import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { bytesReader, readAudioHeader } from '@portal/domain/release/audio-header';
import { encodeFlac, makeWav } from './test-files.ts';
import { inspectFlac, readStreamInfo } from './flac.ts';

const reader = (bytes: Buffer) => async (offset: number, length: number) => bytes.subarray(offset, offset + length);

describe('FLAC made by the reference encoder', () => {
  const flac = encodeFlac(makeWav({ seconds: 1.5, sampleRate: 96_000, bitsPerSample: 24 }));

  it('has the STREAMINFO the shared parser reads, with the duration the browser checks', async () => {
    expect(readStreamInfo(flac)).toEqual({ sampleRate: 96_000, channels: 2, bitsPerSample: 24, totalSamples: 144_000 });
    expect(await readAudioHeader(bytesReader(flac), flac.length)).toMatchObject({ format: 'flac', durationMs: 1500, bitrate: 96_000 * 24 * 2 });
  });

  it('decodes whole on the server to the same duration, and a cut stream does not', async () => {
    expect(await inspectFlac(reader(flac), async () => Readable.from([flac]), 60_000)).toEqual({
      channels: 2,
      sampleRate: 96_000,
      bitsPerSample: 24,
      durationMs: 1500,
      // The decoded samples measured on the way (decision 070): the tone peaks at a quarter of full scale.
      levels: expect.objectContaining({ samplePeakDbfs: -12.04, silentShare: 0, clippedShare: 0 }),
    });
    const cut = flac.subarray(0, Math.floor(flac.length * 0.7));
    expect(await inspectFlac(reader(cut), async () => Readable.from([cut]), 60_000)).toBeNull();
  });
});
