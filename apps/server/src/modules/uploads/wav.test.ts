import { describe, expect, it } from 'vitest';
import { makeWav } from './test-files.ts';
import { inspectWav } from './wav.ts';

const reader = (bytes: Buffer) => async (offset: number, length: number) => bytes.subarray(offset, offset + length);
const inspect = (bytes: Buffer) => inspectWav(reader(bytes), bytes.length);

/** The same audio with a LIST chunk of odd length (and its pad byte) between fmt and data. */
function withListChunk(wav: Buffer): Buffer {
  const list = Buffer.concat([Buffer.from('LIST'), Buffer.from([5, 0, 0, 0]), Buffer.from('INFOx'), Buffer.from([0])]);
  const out = Buffer.concat([wav.subarray(0, 36), list, wav.subarray(36)]);
  out.writeUInt32LE(out.length - 8, 4);
  return out;
}

/** WAVE_FORMAT_EXTENSIBLE: a 40-byte fmt chunk whose sub-format says PCM or float. */
function extensible(wav: Buffer, subFormat: number): Buffer {
  const fmt = Buffer.alloc(48);
  fmt.write('fmt ', 0, 'latin1');
  fmt.writeUInt32LE(40, 4);
  wav.copy(fmt, 8, 20, 36);
  fmt.writeUInt16LE(0xfffe, 8);
  fmt.writeUInt16LE(22, 24);
  fmt.writeUInt16LE(subFormat, 32);
  const out = Buffer.concat([wav.subarray(0, 12), fmt, wav.subarray(36)]);
  out.writeUInt32LE(out.length - 8, 4);
  return out;
}

describe('WAV inspection', () => {
  it('reads format, data size and duration', async () => {
    expect(await inspect(makeWav({ seconds: 1.5, sampleRate: 48_000, bitsPerSample: 24 }))).toMatchObject({
      sampleFormat: 'pcm',
      channels: 2,
      sampleRate: 48_000,
      bitsPerSample: 24,
      dataOffset: 44,
      dataSize: 1.5 * 48_000 * 6,
      durationMs: 1500,
    });
  });

  it('walks past other chunks, padded to even lengths', async () => {
    expect(await inspect(withListChunk(makeWav({ seconds: 1 })))).toMatchObject({ dataOffset: 58, durationMs: 1000 });
  });

  it('understands WAVE_FORMAT_EXTENSIBLE', async () => {
    expect((await inspect(extensible(makeWav({ seconds: 1 }), 1)))?.sampleFormat).toBe('pcm');
    expect(await inspect(extensible(makeWav({ seconds: 1 }), 2))).toBeNull(); // ADPCM
  });

  it('refuses cut, inconsistent or compressed files', async () => {
    expect(await inspect(makeWav({ truncateBy: 1 }))).toBeNull();
    const wrongRate = makeWav();
    wrongRate.writeUInt32LE(12_345, 28); // byte rate that does not match
    expect(await inspect(wrongRate)).toBeNull();
    const oddData = makeWav();
    oddData.writeUInt32LE(oddData.readUInt32LE(40) - 1, 40); // not whole frames
    expect(await inspect(oddData)).toBeNull();
    const adpcm = makeWav();
    adpcm.writeUInt16LE(2, 20);
    expect(await inspect(adpcm)).toBeNull();
    expect(await inspect(Buffer.from('RIFF\x04\x00\x00\x00WAVE'))).toBeNull();
  });
});
