import { LevelMeter, type AudioLevels } from '@portal/domain/audio/level-meter';
import type { WavHeader } from '@portal/domain/release/audio-header';
import type { ObjectStore } from '../../platform/storage.ts';

/** How decoded samples are laid out: interleaved little-endian signed integers of `bytesPerSample`, or 32-bit floats. */
export interface PcmLayout {
  channels: number;
  sampleRate: number;
  bytesPerSample: 1 | 2 | 3 | 4;
  float?: boolean;
}

/**
 * Interleaved PCM bytes as they arrive (a stored WAV's data chunk, ffmpeg's decoded FLAC), converted block by block to
 * one Float32Array per channel (full scale ±1) and measured by the level meter. A frame split between two chunks is
 * kept until the rest arrives; nothing else is held.
 */
export class PcmLevels {
  private readonly meter: LevelMeter;
  private readonly frameBytes: number;
  private planar: Float32Array[] = [];
  private rest = new Uint8Array(0);

  constructor(
    private readonly layout: PcmLayout,
    options: { figures?: boolean } = {},
  ) {
    this.meter = new LevelMeter(layout.channels, layout.sampleRate, options);
    this.frameBytes = layout.channels * layout.bytesPerSample;
  }

  write(chunk: Uint8Array): void {
    let bytes = chunk;
    if (this.rest.length > 0) {
      bytes = new Uint8Array(this.rest.length + chunk.length);
      bytes.set(this.rest);
      bytes.set(chunk, this.rest.length);
    }
    const frames = Math.floor(bytes.length / this.frameBytes);
    this.rest = bytes.slice(frames * this.frameBytes);
    if (frames === 0) return;
    if ((this.planar[0]?.length ?? 0) < frames) this.planar = Array.from({ length: this.layout.channels }, () => new Float32Array(frames));
    this.deinterleave(bytes, frames);
    this.meter.push(this.planar, frames);
  }

  finish(): AudioLevels {
    return this.meter.finish();
  }

  private deinterleave(b: Uint8Array, frames: number) {
    const { channels, bytesPerSample, float } = this.layout;
    const step = this.frameBytes;
    // Stereo 24 and 16 bit, most masters: both channels in one walk over the bytes.
    if (channels === 2 && !float && (bytesPerSample === 3 || bytesPerSample === 2)) {
      const [left, right] = this.planar as [Float32Array, Float32Array];
      if (bytesPerSample === 3) {
        for (let i = 0, o = 0; i < frames; i++, o += 6) {
          left[i] = (((b[o]! | (b[o + 1]! << 8) | (b[o + 2]! << 16)) << 8) >> 8) * 2 ** -23;
          right[i] = (((b[o + 3]! | (b[o + 4]! << 8) | (b[o + 5]! << 16)) << 8) >> 8) * 2 ** -23;
        }
      } else {
        for (let i = 0, o = 0; i < frames; i++, o += 4) {
          left[i] = (((b[o]! | (b[o + 1]! << 8)) << 16) >> 16) * 2 ** -15;
          right[i] = (((b[o + 2]! | (b[o + 3]! << 8)) << 16) >> 16) * 2 ** -15;
        }
      }
      return;
    }
    for (let c = 0; c < channels; c++) {
      const out = this.planar[c]!;
      let o = c * bytesPerSample;
      if (float) {
        const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
        for (let i = 0; i < frames; i++, o += step) out[i] = view.getFloat32(o, true);
      } else if (bytesPerSample === 1) {
        for (let i = 0; i < frames; i++, o += step) out[i] = ((b[o]! << 24) >> 24) * 2 ** -7;
      } else if (bytesPerSample === 2) {
        for (let i = 0; i < frames; i++, o += step) out[i] = (((b[o]! | (b[o + 1]! << 8)) << 16) >> 16) * 2 ** -15;
      } else if (bytesPerSample === 3) {
        for (let i = 0; i < frames; i++, o += step) out[i] = (((b[o]! | (b[o + 1]! << 8) | (b[o + 2]! << 16)) << 8) >> 8) * 2 ** -23;
      } else {
        for (let i = 0; i < frames; i++, o += step) out[i] = (b[o]! | (b[o + 1]! << 8) | (b[o + 2]! << 16) | (b[o + 3]! << 24)) * 2 ** -31;
      }
    }
  }
}

/**
 * The levels of a stored WAV: its data chunk read once, as a stream (with `figures`, also the loudness and true peak).
 * Null when the object cannot be read.
 */
export async function measureWav(store: ObjectStore, key: string, header: WavHeader, figures = false): Promise<AudioLevels | null> {
  const bytesPerSample = header.bitsPerSample / 8;
  // 8-bit WAV samples are unsigned, and refused by the format checks before this.
  if (bytesPerSample !== 2 && bytesPerSample !== 3 && bytesPerSample !== 4) return null;
  const levels = new PcmLevels({ channels: header.channels, sampleRate: header.sampleRate, bytesPerSample, float: header.sampleFormat === 'float' }, { figures });
  if (header.dataSize === 0) return levels.finish();
  const object = await store.getStream(key, { start: header.dataOffset, end: header.dataOffset + header.dataSize - 1 });
  if (!object) return null;
  for await (const chunk of object.stream) levels.write(chunk as Buffer);
  return levels.finish();
}
