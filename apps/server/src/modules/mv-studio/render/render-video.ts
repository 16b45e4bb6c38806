import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { probeMedia, runFfmpeg, type MediaInfo } from '../../../platform/media/ffmpeg.ts';
import { buildRenderArgs, type RenderSpec } from './filter-graph.ts';

export interface RenderOptions {
  /** The ASS text of the lyrics, written next to the render and burnt in. */
  subtitlesAss?: string;
  /** Called with 0–1 as ffmpeg reports how much it has encoded. */
  onProgress?: (fraction: number) => void | Promise<void>;
  timeoutMs?: number;
}

/** Encoded seconds so far, from ffmpeg's `-progress` file (the last out_time_us it wrote). */
async function encodedSeconds(progressPath: string): Promise<number> {
  const text = await readFile(progressPath, 'utf8').catch(() => '');
  const matches = [...text.matchAll(/out_time_us=(\d+)/g)];
  return matches.length ? Number(matches[matches.length - 1]![1]) / 1e6 : 0;
}

/** Renders the video to `outPath` and answers what ffprobe reads back from it. */
export async function renderVideo(spec: Omit<RenderSpec, 'subtitlesPath'>, outPath: string, options: RenderOptions = {}): Promise<MediaInfo> {
  const work = await mkdtemp(join(tmpdir(), 'mv-render-'));
  const progressPath = join(work, 'progress.txt');
  let subtitlesPath: string | undefined;
  if (options.subtitlesAss) {
    subtitlesPath = join(work, 'lyrics.ass');
    await writeFile(subtitlesPath, options.subtitlesAss, 'utf8');
  }
  const timer = options.onProgress
    ? setInterval(() => {
        void encodedSeconds(progressPath).then((done) => options.onProgress?.(Math.min(1, done / spec.durationSec)));
      }, 1000)
    : null;
  try {
    const args = buildRenderArgs({ ...spec, ...(subtitlesPath && { subtitlesPath }) }, outPath, ['-v', 'error', '-progress', progressPath]);
    // A render takes about as long as the video on two cores; allow ample room before calling it stuck.
    await runFfmpeg(args, { timeoutMs: options.timeoutMs ?? Math.max(120_000, spec.durationSec * 6000) });
    return await probeMedia(outPath);
  } finally {
    if (timer) clearInterval(timer);
    await rm(work, { recursive: true, force: true });
  }
}
