/**
 * Online remix (decision 035): the settings a user chooses and the ffmpeg filter graph that renders them.
 *
 * Order of the chain: trim the source, change tempo and pitch, add reverb (its tail rings on past the end), fade in and
 * out, and for a preview keep only the first seconds. Tempo either lets the pitch follow (varispeed, as a record
 * played faster: asetrate + aresample) or keeps it (time-stretch with Rubber Band); a pitch shift in semitones goes
 * through Rubber Band too. Reverb is a convolution (afir) with an impulse made in code: a direct sound plus
 * exponentially decaying, slightly darkened noise.
 */

export const remixPresets = ['custom', 'slowed_reverb', 'sped_up'] as const;
export type RemixPreset = (typeof remixPresets)[number];
export const tempoModes = ['varispeed', 'stretch'] as const;
export type TempoMode = (typeof tempoModes)[number];
export const remixFormats = ['mp3', 'wav'] as const;
export type RemixFormat = (typeof remixFormats)[number];

export const REMIX_LIMITS = {
  tempoMin: 0.5,
  tempoMax: 2,
  pitchMin: -12,
  pitchMax: 12,
  fadeMaxMs: 30_000,
  /** The shortest result worth rendering. */
  minOutputMs: 1_000,
  previewMs: 20_000,
} as const;

export interface RemixSettings {
  /** Playback speed: 0.8 is slower, 1.25 faster. */
  tempo: number;
  tempoMode: TempoMode;
  /** Pitch shift on top of the tempo change, in semitones (fractions allowed). */
  pitchSemitones: number;
  /** Reverb amount, 0 (dry) to 1. */
  reverb: number;
  fadeInMs: number;
  fadeOutMs: number;
  trimStartMs: number;
  /** The end of the part kept, null for the end of the track. */
  trimEndMs: number | null;
}

export const defaultRemixSettings: RemixSettings = { tempo: 1, tempoMode: 'stretch', pitchSemitones: 0, reverb: 0, fadeInMs: 0, fadeOutMs: 0, trimStartMs: 0, trimEndMs: null };

/** What a preset sets; trim and fades stay as the user had them. */
export const presetSettings: Record<Exclude<RemixPreset, 'custom'>, Pick<RemixSettings, 'tempo' | 'tempoMode' | 'pitchSemitones' | 'reverb'>> = {
  slowed_reverb: { tempo: 0.85, tempoMode: 'varispeed', pitchSemitones: 0, reverb: 0.5 },
  sped_up: { tempo: 1.25, tempoMode: 'varispeed', pitchSemitones: 0, reverb: 0 },
};

/** Seconds of the reverb impulse, which is also the tail added after the music. */
export const REVERB_SECONDS = 2.5;

/** The message key of what is wrong with the settings for a track of this length, or null. */
export function remixSettingsProblem(settings: RemixSettings, sourceDurationMs: number): string | null {
  const end = settings.trimEndMs ?? sourceDurationMs;
  if (settings.trimStartMs < 0 || end > sourceDurationMs + 1 || end <= settings.trimStartMs) return 'remix_trim_invalid';
  if (sourceOutputMs(settings, end - settings.trimStartMs) < REMIX_LIMITS.minOutputMs) return 'remix_too_short';
  if (settings.fadeInMs + settings.fadeOutMs > sourceOutputMs(settings, end - settings.trimStartMs)) return 'remix_fades_too_long';
  return null;
}

const seconds = (ms: number) => (ms / 1000).toFixed(3);

/** asetrate takes a whole sample rate, so the tempo a varispeed really applies is rounded to it. */
const appliedTempo = (settings: RemixSettings, sampleRate: number) => (settings.tempoMode === 'varispeed' ? Math.round(sampleRate * settings.tempo) / sampleRate : settings.tempo);

/** How long `sourceMs` of the source lasts after the tempo change (before the reverb tail). */
const sourceOutputMs = (settings: RemixSettings, sourceMs: number) => sourceMs / settings.tempo;

export interface RemixPlan {
  /** For `-filter_complex`: reads [0:a] (and [1:a], the reverb impulse, when `impulse` is set), writes [out]. */
  graph: string;
  /** Expected length of the result. */
  outputDurationMs: number;
  /** The factor every frequency is multiplied by (2 = an octave up). */
  pitchRatio: number;
  /** The reverb impulse to pass as the second input, or null without reverb. */
  impulse: { amount: number; seconds: number } | null;
}

/**
 * The filter graph of a remix of a source (its length and sample rate as probed). With `previewMs` only the first
 * part of the result is made, and only as much of the source is read as that needs.
 */
export function planRemix(settings: RemixSettings, source: { durationMs: number; sampleRate: number }, options: { previewMs?: number } = {}): RemixPlan {
  const rate = source.sampleRate;
  const tempo = appliedTempo(settings, rate);
  const pitchShift = 2 ** (settings.pitchSemitones / 12);
  const startMs = settings.trimStartMs;
  let endMs = Math.min(settings.trimEndMs ?? source.durationMs, source.durationMs);
  const tailMs = settings.reverb > 0 ? REVERB_SECONDS * 1000 : 0;
  let outputMs = (endMs - startMs) / tempo + tailMs;
  const preview = options.previewMs !== undefined && options.previewMs < outputMs;
  if (preview) {
    outputMs = options.previewMs!;
    endMs = Math.min(endMs, startMs + (outputMs + 1000) * tempo);
  }

  const pre = [`atrim=start=${seconds(startMs)}:end=${seconds(endMs)}`, 'asetpts=PTS-STARTPTS', 'aformat=sample_fmts=fltp:channel_layouts=stereo'];
  if (settings.tempoMode === 'varispeed' && tempo !== 1) pre.push(`asetrate=${Math.round(rate * tempo)}`, `aresample=${rate}`);
  const stretch = settings.tempoMode === 'stretch' ? tempo : 1;
  if (stretch !== 1 || pitchShift !== 1) pre.push(`rubberband=tempo=${stretch.toFixed(6)}:pitch=${pitchShift.toFixed(6)}`);

  // The length is made exact: Rubber Band adds a few tens of milliseconds, and a preview keeps only its first part.
  const post = [`apad=whole_dur=${seconds(outputMs)}`, `atrim=end=${seconds(outputMs)}`];
  if (settings.fadeInMs > 0) post.push(`afade=t=in:st=0:d=${seconds(Math.min(settings.fadeInMs, outputMs))}`);
  // A preview ends with a short fade so it does not stop with a click; the user's fade-out belongs to the full render.
  const fadeOutMs = preview ? Math.min(300, outputMs) : Math.min(settings.fadeOutMs, outputMs);
  if (fadeOutMs > 0) post.push(`afade=t=out:st=${seconds(outputMs - fadeOutMs)}:d=${seconds(fadeOutMs)}`);

  const impulse = settings.reverb > 0 ? { amount: settings.reverb, seconds: REVERB_SECONDS } : null;
  const graph = impulse
    ? [
        `[0:a]${[...pre, `apad=pad_dur=${seconds(tailMs)}`].join(',')}[dry]`,
        `[1:a]aformat=sample_fmts=fltp:channel_layouts=stereo,aresample=${rate}[ir]`,
        `[dry][ir]afir=gtype=none:irfmt=input,${[`volume=${(1 / Math.sqrt(1 + impulse.amount ** 2)).toFixed(4)}`, ...post].join(',')}[out]`,
      ].join(';')
    : `[0:a]${[...pre, ...post].join(',')}[out]`;
  return { graph, outputDurationMs: Math.round(outputMs), pitchRatio: (settings.tempoMode === 'varispeed' ? tempo : 1) * pitchShift, impulse };
}

/**
 * A stereo reverb impulse: a unit direct sound, then after a 20 ms pre-delay noise that decays by 60 dB over the
 * impulse's length, one-pole low-passed (a warmer room), scaled so the reverb carries `amount`² of the dry energy.
 * Left and right use different noise so the reverb is wide.
 */
export function reverbImpulse(sampleRate: number, amount: number, seconds = REVERB_SECONDS, random: () => number = Math.random): Float32Array[] {
  const length = Math.round(seconds * sampleRate);
  const predelay = Math.round(0.02 * sampleRate);
  return [0, 1].map(() => {
    const out = new Float32Array(length);
    let low = 0;
    let energy = 0;
    for (let i = predelay; i < length; i++) {
      low += 0.4 * (random() * 2 - 1 - low);
      out[i] = low * Math.exp((-6.91 * (i - predelay)) / (length - predelay));
      energy += out[i]! ** 2;
    }
    const scale = amount / Math.sqrt(energy || 1);
    for (let i = predelay; i < length; i++) out[i] = out[i]! * scale;
    out[0] = 1;
    return out;
  });
}
