import type { AudioAnalysis } from './analyse.ts';
import { genreTarget, MAX_TRUE_PEAK_DBTP, type MasteringGenre } from './mastering.ts';

/** One line of plain-language advice: a message key and its placeholders. */
export interface Advice {
  key: string;
  level: 'good' | 'info' | 'warning';
  vars?: Record<string, string | number>;
}

/** The advice the mastering page shows for an analysis, most important first. */
export function masteringAdvice(analysis: AudioAnalysis, genre: MasteringGenre = 'pop'): Advice[] {
  const out: Advice[] = [];
  const lufs = analysis.integratedLufs;
  if (lufs === null) return [{ key: 'mastering_advice_silent', level: 'warning' }];
  if (analysis.clipping.clippedRuns > 0) out.push({ key: 'mastering_advice_clipping', level: 'warning', vars: { runs: analysis.clipping.clippedRuns } });
  if (analysis.truePeakDbtp !== null && analysis.truePeakDbtp > MAX_TRUE_PEAK_DBTP)
    out.push({ key: 'mastering_advice_true_peak_high', level: 'warning', vars: { peak: analysis.truePeakDbtp.toFixed(1) } });
  if (lufs < -20) out.push({ key: 'mastering_advice_quiet', level: 'info', vars: { lufs: lufs.toFixed(1) } });
  else if (lufs > -8) out.push({ key: 'mastering_advice_very_loud', level: 'warning', vars: { lufs: lufs.toFixed(1) } });
  else out.push({ key: 'mastering_advice_loudness_ok', level: 'good', vars: { lufs: lufs.toFixed(1) } });
  if (analysis.loudnessRangeLu > 15) out.push({ key: 'mastering_advice_wide_dynamics', level: 'info', vars: { lra: analysis.loudnessRangeLu.toFixed(1) } });
  else if (analysis.loudnessRangeLu > 0 && analysis.loudnessRangeLu < 3) out.push({ key: 'mastering_advice_squashed', level: 'warning', vars: { lra: analysis.loudnessRangeLu.toFixed(1) } });
  if (analysis.spectrum) {
    const target = genreTarget(genre);
    const low = analysis.spectrum.bass - target.bass;
    const high = analysis.spectrum.air - target.air;
    if (low > 4) out.push({ key: 'mastering_advice_boomy', level: 'info' });
    else if (low < -4) out.push({ key: 'mastering_advice_thin', level: 'info' });
    if (high > 4) out.push({ key: 'mastering_advice_harsh', level: 'info' });
    else if (high < -4) out.push({ key: 'mastering_advice_dull', level: 'info' });
  }
  if (analysis.silence.leadingSec > 2) out.push({ key: 'mastering_advice_leading_silence', level: 'info', vars: { seconds: analysis.silence.leadingSec.toFixed(1) } });
  if (analysis.silence.trailingSec > 5) out.push({ key: 'mastering_advice_trailing_silence', level: 'info', vars: { seconds: analysis.silence.trailingSec.toFixed(1) } });
  return out;
}
