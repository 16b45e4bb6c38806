import { describe, expect, it } from 'vitest';
import { UPLOAD_RULES } from '@portal/domain/release/file-checks';
import { blobReader, checkAudioFile } from './audio-check.ts';
import { checkReleaseFile, UploadRefused } from './upload-api.ts';
import { makeWav } from './test-audio.ts';

const wavFile = (bytes: Uint8Array, name = 'master.wav') => new File([bytes as BlobPart], name, { type: 'audio/wav' });

/** A Blob that counts the bytes read from it. */
function countedBlob(bytes: Uint8Array) {
  const reads: number[] = [];
  class CountedBlob extends Blob {
    override slice(start = 0, end = this.size) {
      reads.push(Math.min(end, this.size) - start);
      return super.slice(start, end);
    }
  }
  return { blob: new CountedBlob([bytes as BlobPart]), reads };
}

/** A file on a drive that never answers. */
class StuckBlob extends Blob {
  override get size() {
    return 100_000;
  }
  override slice() {
    return { arrayBuffer: () => new Promise<ArrayBuffer>(() => {}) } as unknown as Blob;
  }
}

/** The WAV with a chunk of `size` bytes between fmt and data (cover art or a long LIST, say). */
function withChunkBeforeData(wav: Uint8Array, size: number): Uint8Array {
  const out = new Uint8Array(wav.length + 8 + size);
  out.set(wav.subarray(0, 36));
  out.set([0x4a, 0x55, 0x4e, 0x4b], 36); // JUNK
  new DataView(out.buffer).setUint32(40, size, true);
  out.set(wav.subarray(36), 44 + size);
  new DataView(out.buffer).setUint32(4, out.length - 8, true);
  return out;
}

describe('audio checks in the browser', () => {
  const limits = UPLOAD_RULES.audio.audio!;

  it('passes a stereo master and refuses with the key the server gives', async () => {
    expect(await checkAudioFile(wavFile(makeWav()), limits)).toBeNull();
    expect(await checkAudioFile(wavFile(makeWav({ channels: 1 })), limits)).toEqual({ key: 'number_of_channels_invalid', params: { channels: 2 } });
    expect(await checkAudioFile(wavFile(makeWav({ seconds: 0.5 })), limits)).toEqual({ key: 'duration_too_short', params: { min: '0:01' } });
    const whole = makeWav();
    expect(await checkAudioFile(wavFile(whole.subarray(0, whole.length - 10)), limits)).toEqual({ key: 'decode_error' });
  });

  it('reads only the header, skipping a large chunk before the samples', async () => {
    const { blob, reads } = countedBlob(withChunkBeforeData(makeWav({ seconds: 1 }), 3 * 1024 * 1024));
    expect(await checkAudioFile(blob, limits)).toBeNull();
    expect(reads.length).toBeLessThanOrEqual(2);
    expect(reads.reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(2 * 64 * 1024);
  });

  it('is decode_error when the file has not loaded within the timeout', async () => {
    const started = Date.now();
    expect(await checkAudioFile(new StuckBlob(), limits, 30)).toEqual({ key: 'decode_error' });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('the block reader answers any range as the bytes themselves', async () => {
    const bytes = Uint8Array.from({ length: 300 }, (_, index) => index % 256);
    const read = blobReader(new Blob([bytes]), 64);
    expect(Array.from(await read(10, 5))).toEqual([10, 11, 12, 13, 14]);
    expect(Array.from(await read(100, 4))).toEqual([100, 101, 102, 103]);
    expect(Array.from(await read(5, 3))).toEqual([5, 6, 7]);
    expect(Array.from(await read(298, 10))).toEqual([42, 43]);
    expect((await read(400, 10)).length).toBe(0);
  });
});

describe('a picked file is refused before upload with the server’s message key', () => {
  it('runs the audio checks after the file checks', async () => {
    await expect(checkReleaseFile(wavFile(makeWav({ channels: 1 })), 'audio')).rejects.toEqual(new UploadRefused('upload_number_of_channels_invalid', { channels: 2 }));
    await expect(checkReleaseFile(wavFile(makeWav(), 'master.mp3'), 'audio')).rejects.toMatchObject({ key: 'upload_suffix_type_not_supported' });
    await expect(checkReleaseFile(wavFile(makeWav({ seconds: 20 })), 'clip')).resolves.toBeUndefined();
  });
});
