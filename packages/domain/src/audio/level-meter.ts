import { ClipCounter, SILENCE_LEVEL } from './analyse.ts';
import { integratedFromSegments, SegmentPowers } from './loudness.ts';
import { toDb, TruePeakMeter } from './true-peak.ts';

/**
 * The levels of a whole track measured as it streams in, block by block, in constant memory (the upload check,
 * decision 070): the sample peak, how much of the track is silence and how much of it clips; with `figures`, also the
 * mastering analyser's integrated loudness and true peak. Levels that do not exist (digital silence) are null.
 */
export interface AudioLevels {
  samplePeakDbfs: number | null;
  /** Share (0–1) of the 100 ms windows in which no channel rises above -60 dBFS. */
  silentShare: number;
  /** Share (0–1) of all samples that are at full scale in stretches of three or more. */
  clippedShare: number;
  /** Integrated loudness, LUFS (BS.1770-4, gated); null when nothing passes the -70 LUFS gate. Measured with `figures`. */
  integratedLufs?: number | null;
  /** Measured with `figures`. */
  truePeakDbtp?: number | null;
}

const rounded = (value: number, digits: number) => (Number.isFinite(value) ? Math.round(value * 10 ** digits) / 10 ** digits : null);

export class LevelMeter {
  /** Only with `figures`: the K-weighted filtering and the 4x oversampled peak scan are most of the work. */
  private readonly loudness?: SegmentPowers;
  private readonly peaks?: TruePeakMeter;
  private readonly clips: ClipCounter;
  private readonly window: number;
  private samplePeak = 0;
  /** Samples of the current 100 ms window so far, and whether any of them was above the silence level. */
  private windowFilled = 0;
  private windowLoud = false;
  private windows = 0;
  private silentWindows = 0;
  private frames = 0;

  constructor(
    private readonly channelCount: number,
    sampleRate: number,
    options: { figures?: boolean } = {},
  ) {
    if (options.figures) {
      this.loudness = new SegmentPowers(channelCount, sampleRate);
      this.peaks = new TruePeakMeter(channelCount, sampleRate);
    }
    this.clips = new ClipCounter(channelCount);
    this.window = Math.round(sampleRate / 10);
  }

  /** The first `frames` samples of each channel (full scale ±1), next in the stream. */
  push(channels: readonly Float32Array[], frames = channels[0]?.length ?? 0): void {
    this.clips.push(channels, frames);
    this.samplePeak = Math.max(this.samplePeak, this.clips.blockPeak);
    this.loudness?.push(channels, frames);
    this.peaks?.push(channels, frames, this.clips.blockPeak);
    this.countSilence(channels, frames);
    this.frames += frames;
  }

  /** Per window: a scan that stops at the first audible sample, so music costs next to nothing. */
  private countSilence(channels: readonly Float32Array[], frames: number) {
    for (let start = 0; start < frames; ) {
      const end = Math.min(frames, start + this.window - this.windowFilled);
      for (let c = 0; c < channels.length && !this.windowLoud; c++) {
        const ch = channels[c]!;
        for (let i = start; i < end; i++) {
          if (ch[i]! > SILENCE_LEVEL || ch[i]! < -SILENCE_LEVEL) {
            this.windowLoud = true;
            break;
          }
        }
      }
      this.windowFilled += end - start;
      start = end;
      if (this.windowFilled === this.window) this.closeWindow();
    }
  }

  private closeWindow() {
    this.windows++;
    if (!this.windowLoud) this.silentWindows++;
    this.windowFilled = 0;
    this.windowLoud = false;
  }

  finish(): AudioLevels {
    // A last window shorter than 100 ms counts as one when it holds anything.
    if (this.windowFilled > 0) this.closeWindow();
    const samples = this.frames * this.channelCount;
    return {
      samplePeakDbfs: rounded(toDb(this.samplePeak), 2),
      silentShare: this.windows ? rounded(this.silentWindows / this.windows, 4)! : 0,
      clippedShare: samples ? rounded(this.clips.samplesInRuns / samples, 6)! : 0,
      ...(this.loudness && { integratedLufs: rounded(integratedFromSegments(this.loudness.segments()), 2) }),
      ...(this.peaks && { truePeakDbtp: rounded(toDb(this.peaks.finish()), 2) }),
    };
  }
}
