/**
 * Audio made in code for tests and benchmarks (no fixture files): tones, sweeps, noise and a synthetic song with a
 * known structure. Every generator is deterministic (seeded noise) and answers one Float32Array per channel.
 */

import { seededRandom } from '../seeded-random.ts';

export type Channels = Float32Array[];

const dbToGain = (db: number) => 10 ** (db / 20);

/** A sine of `amplitudeDb` dBFS peak on every channel. */
export function sine(opts: { frequency: number; seconds: number; sampleRate: number; amplitudeDb?: number; channels?: number; phase?: number }): Channels {
  const n = Math.round(opts.seconds * opts.sampleRate);
  const a = dbToGain(opts.amplitudeDb ?? -6);
  const out = new Float32Array(n);
  const w = (2 * Math.PI * opts.frequency) / opts.sampleRate;
  const phase = opts.phase ?? 0;
  for (let i = 0; i < n; i++) out[i] = a * Math.sin(w * i + phase);
  return Array.from({ length: opts.channels ?? 2 }, (_, c) => (c === 0 ? out : out.slice()));
}

/** A logarithmic sine sweep from `from` to `to` Hz. */
export function sineSweep(opts: { from: number; to: number; seconds: number; sampleRate: number; amplitudeDb?: number; channels?: number }): Channels {
  const n = Math.round(opts.seconds * opts.sampleRate);
  const a = dbToGain(opts.amplitudeDb ?? -6);
  const k = Math.log(opts.to / opts.from);
  const out = new Float32Array(n);
  const scale = (2 * Math.PI * opts.from * opts.seconds) / k;
  for (let i = 0; i < n; i++) {
    const t = i / opts.sampleRate;
    out[i] = a * Math.sin(scale * (Math.exp((t / opts.seconds) * k) - 1));
  }
  return Array.from({ length: opts.channels ?? 2 }, (_, c) => (c === 0 ? out : out.slice()));
}

/** White noise (uniform, independent per channel) at `rmsDb` dBFS RMS, or pink noise (Voss-McCartney-like filter). */
export function noise(opts: { seconds: number; sampleRate: number; rmsDb?: number; channels?: number; seed?: number; color?: 'white' | 'pink' }): Channels {
  const n = Math.round(opts.seconds * opts.sampleRate);
  const random = seededRandom(opts.seed ?? 1);
  const target = dbToGain(opts.rmsDb ?? -20);
  return Array.from({ length: opts.channels ?? 2 }, () => {
    const out = new Float32Array(n);
    // Paul Kellet's economy pink filter.
    let b0 = 0,
      b1 = 0,
      b2 = 0;
    let sum = 0;
    for (let i = 0; i < n; i++) {
      const white = random() * 2 - 1;
      let v = white;
      if (opts.color === 'pink') {
        b0 = 0.99765 * b0 + white * 0.099046;
        b1 = 0.963 * b1 + white * 0.2965164;
        b2 = 0.57 * b2 + white * 1.0526913;
        v = b0 + b1 + b2 + white * 0.1848;
      }
      out[i] = v;
      sum += v * v;
    }
    const gain = target / Math.sqrt(sum / Math.max(1, n) || 1);
    for (let i = 0; i < n; i++) out[i] = out[i]! * gain;
    return out;
  });
}

/** Silence of the given length. */
export const silence = (seconds: number, sampleRate: number, channels = 2): Channels => Array.from({ length: channels }, () => new Float32Array(Math.round(seconds * sampleRate)));

/** The channels one after another (all parts need the same channel count). */
export function concat(...parts: Channels[]): Channels {
  const channels = parts[0]?.length ?? 0;
  return Array.from({ length: channels }, (_, c) => {
    const out = new Float32Array(parts.reduce((n, p) => n + p[c]!.length, 0));
    let at = 0;
    for (const p of parts) {
      out.set(p[c]!, at);
      at += p[c]!.length;
    }
    return out;
  });
}

/** Multiplies every sample by a gain in dB, in place; answers the same arrays. */
export function applyGainDb(channels: Channels, db: number): Channels {
  const g = dbToGain(db);
  for (const ch of channels) for (let i = 0; i < ch.length; i++) ch[i] = ch[i]! * g;
  return channels;
}

/** A note's frequency from its MIDI number. */
const midiHz = (note: number) => 440 * 2 ** ((note - 69) / 12);

export interface SongSection {
  name: 'intro' | 'verse' | 'chorus' | 'bridge' | 'outro';
  startSec: number;
  endSec: number;
}

/**
 * A synthetic song: kick, hi-hat and bass on a fixed tempo with chord pads, where every chorus repeats the same loud,
 * bright material (a different chord loop and a lead) and verses are quieter and darker. Answers the audio and its
 * sections, so structure detectors have a known answer.
 */
export function syntheticSong(opts: { sampleRate: number; bpm?: number; seed?: number; structure?: SongSection['name'][]; barsPerSection?: number; channels?: number }): {
  channels: Channels;
  sections: SongSection[];
  sampleRate: number;
} {
  const bpm = opts.bpm ?? 120;
  const sr = opts.sampleRate;
  const structure = opts.structure ?? ['intro', 'verse', 'chorus', 'verse', 'chorus', 'bridge', 'chorus', 'outro'];
  const bars = opts.barsPerSection ?? 8;
  const beat = 60 / bpm;
  const sectionSec = bars * 4 * beat;
  const total = Math.round(structure.length * sectionSec * sr);
  const left = new Float32Array(total);
  const right = new Float32Array(total);
  const random = seededRandom(opts.seed ?? 7);
  const verseChords = [
    [57, 60, 64],
    [53, 57, 60],
    [55, 59, 62],
    [52, 55, 59],
  ];
  const chorusChords = [
    [60, 64, 67],
    [55, 59, 62],
    [57, 60, 64],
    [53, 57, 60],
  ];
  const lead = [72, 74, 76, 79, 76, 74, 72, 67];
  const sections: SongSection[] = [];
  for (let s = 0; s < structure.length; s++) {
    const name = structure[s]!;
    const start = Math.round(s * sectionSec * sr);
    const end = Math.round((s + 1) * sectionSec * sr);
    sections.push({ name, startSec: s * sectionSec, endSec: (s + 1) * sectionSec });
    const isChorus = name === 'chorus';
    const level = isChorus ? 0.5 : name === 'verse' || name === 'bridge' ? 0.25 : 0.15;
    const chords = isChorus ? chorusChords : verseChords;
    for (let i = start; i < end; i++) {
      const t = (i - start) / sr;
      const beatPos = t / beat;
      const beatIndex = Math.floor(beatPos);
      const inBeat = (beatPos - beatIndex) * beat;
      const chord = chords[Math.floor(beatIndex / 4) % chords.length]!;
      let pad = 0;
      for (const note of chord) pad += Math.sin(2 * Math.PI * midiHz(note) * t) + (isChorus ? 0.4 * Math.sin(4 * Math.PI * midiHz(note) * t) : 0);
      pad *= 0.12;
      const bass = 0.35 * Math.sin(2 * Math.PI * midiHz(chord[0]! - 24) * t) * Math.exp(-inBeat * 3);
      const kick = name === 'intro' ? 0 : 0.8 * Math.sin(2 * Math.PI * (50 + 90 * Math.exp(-inBeat * 30)) * inBeat) * Math.exp(-inBeat * 12);
      const halfBeat = (beatPos * 2 - Math.floor(beatPos * 2)) * (beat / 2);
      const hat = (random() * 2 - 1) * 0.15 * Math.exp(-halfBeat * 60) * (isChorus ? 1.5 : 1);
      const leadNote = lead[Math.floor(beatPos * 2) % lead.length]!;
      const leadV = isChorus ? 0.18 * Math.sign(Math.sin(2 * Math.PI * midiHz(leadNote) * t)) * Math.exp(-halfBeat * 4) : 0;
      const mid = level * (pad + bass + kick) + hat * level * 2;
      left[i] = mid + leadV * level * 1.2 + 0.02 * level * pad;
      right[i] = mid + leadV * level * 0.8 - 0.02 * level * pad;
    }
  }
  const channels = opts.channels === 1 ? [left.map((v, i) => (v + right[i]!) / 2)] : [left, right];
  return { channels, sections, sampleRate: sr };
}
