interface WavShape {
  seconds?: number;
  sampleRate?: number;
  bitsPerSample?: number;
  channels?: number;
  formatTag?: number;
}

/** A silent WAV with the canonical 44-byte header (format tag 1 = PCM), for the tests of domain and web. */
export function makeWav({ seconds = 1, sampleRate = 44_100, bitsPerSample = 16, channels = 2, formatTag = 1 }: WavShape = {}): Uint8Array {
  const blockAlign = (channels * bitsPerSample) / 8;
  const dataSize = Math.round(seconds * sampleRate) * blockAlign;
  const bytes = new Uint8Array(44 + dataSize);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string) => [...text].forEach((char, index) => (bytes[offset + index] = char.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + dataSize, true);
  ascii(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, formatTag, true);
  view.setUint16(22, channels, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * blockAlign, true);
  view.setUint16(32, blockAlign, true);
  view.setUint16(34, bitsPerSample, true);
  ascii(36, 'data');
  view.setUint32(40, dataSize, true);
  return bytes;
}
