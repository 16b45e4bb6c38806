// A tone as a PCM WAV, for tests and the demo catalogue.

export interface WavShape {
  seconds?: number;
  sampleRate?: number;
  bitsPerSample?: number;
  channels?: number;
  /** The tone's peak, full scale 1 (0: digital silence). */
  amplitude?: number;
  /** Bytes cut off the end of the data, leaving the header's sizes as they were (a truncated upload). */
  truncateBy?: number;
}

/** A 440 Hz tone as a PCM WAV: a 44-byte header written by hand, then the samples. */
export function makeWav({ seconds = 2, sampleRate = 44_100, bitsPerSample = 16, channels = 2, amplitude = 0.25, truncateBy = 0 }: WavShape = {}): Buffer {
  const frames = Math.round(seconds * sampleRate);
  const bytesPerSample = bitsPerSample / 8;
  const blockAlign = channels * bytesPerSample;
  const data = Buffer.alloc(frames * blockAlign);
  for (let frame = 0; frame < frames; frame++) {
    const level = Math.sin((2 * Math.PI * 440 * frame) / sampleRate) * amplitude;
    for (let channel = 0; channel < channels; channel++) {
      const at = frame * blockAlign + channel * bytesPerSample;
      if (bitsPerSample === 8) data.writeUInt8(Math.round(128 + level * 127), at);
      else if (bitsPerSample === 16) data.writeInt16LE(Math.round(level * 32767), at);
      else data.writeIntLE(Math.round(level * 8_388_607), at, 3);
    }
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * blockAlign, 28);
  header.writeUInt16LE(blockAlign, 32);
  header.writeUInt16LE(bitsPerSample, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  const wav = Buffer.concat([header, data]);
  return truncateBy ? wav.subarray(0, wav.length - truncateBy) : wav;
}
