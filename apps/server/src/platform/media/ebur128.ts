import { runFfmpeg } from './ffmpeg.ts';

/** ffmpeg's own loudness measurement (the ebur128 filter with true peak), the reference our analyser is checked against. */
export interface FfmpegLoudness {
  integratedLufs: number;
  loudnessRangeLu: number;
  truePeakDbtp: number;
}

const field = (text: string, pattern: RegExp) => {
  const match = text.match(pattern);
  if (!match) throw new Error(`ebur128 summary lacks ${pattern}`);
  return Number(match[1]);
};

export async function ffmpegLoudness(path: string): Promise<FfmpegLoudness> {
  const { stderr } = await runFfmpeg(['-v', 'info', '-i', path, '-map', '0:a:0', '-af', 'ebur128=peak=true:framelog=verbose', '-f', 'null', '-']);
  const summary = stderr.slice(stderr.lastIndexOf('Summary:'));
  return {
    integratedLufs: field(summary, /I:\s+(-?[\d.]+|-inf) LUFS/),
    loudnessRangeLu: field(summary, /LRA:\s+(-?[\d.]+) LU/),
    truePeakDbtp: field(summary, /Peak:\s+(-?[\d.]+|-inf) dBFS/),
  };
}
