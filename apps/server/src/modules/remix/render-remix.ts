import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AigcResultCode } from '@portal/domain/aigc/tasks';
import { planRemix, remixSettingsProblem, reverbImpulse, type RemixFormat, type RemixSettings } from '@portal/domain/audio/remix/remix-plan';
import { seededRandom } from '@portal/domain/seeded-random';
import { MediaToolError, probeMedia, runFfmpeg, writeWavFile } from '../../platform/media/ffmpeg.ts';
import { AigcTaskError } from '../aigc/tasks.ts';

/** Longer sources are refused with "audio too long" (a remix is of one song). */
export const MAX_SOURCE_SECONDS = 20 * 60;

export interface ProbedAudio {
  durationMs: number;
  sampleRate: number;
}

/** The length and sample rate of a source's first audio stream; result codes for what is not usable audio. */
export async function probeAudio(path: string): Promise<ProbedAudio> {
  const info = await probeMedia(path).catch((error: unknown) => {
    if (error instanceof MediaToolError) throw new AigcTaskError(AigcResultCode.INVALID_FORMAT);
    throw error;
  });
  const stream = info.streams.find((s) => s.type === 'audio');
  if (!stream) throw new AigcTaskError(AigcResultCode.INVALID_FORMAT);
  const seconds = stream.durationSec ?? info.durationSec;
  if (!(seconds > 0)) throw new AigcTaskError(AigcResultCode.EMPTY_AUDIO);
  if (seconds > MAX_SOURCE_SECONDS) throw new AigcTaskError(AigcResultCode.AUDIO_TOO_LONG);
  return { durationMs: Math.round(seconds * 1000), sampleRate: stream.sampleRate ?? 44_100 };
}

const codecArgs = (format: RemixFormat, sampleRate: number, preview: boolean) =>
  format === 'wav'
    ? ['-c:a', 'pcm_s16le', '-ar', String(sampleRate), '-f', 'wav']
    : ['-c:a', 'libmp3lame', '-b:a', preview ? '192k' : '320k', '-ar', sampleRate === 48_000 ? '48000' : '44100', '-f', 'mp3'];

export const remixContentType = (format: RemixFormat) => (format === 'wav' ? 'audio/wav' : 'audio/mpeg');

/**
 * Renders a remix of the audio file at `sourcePath` with ffmpeg (decision 035); `previewMs` renders only the start.
 * Failures are AigcTaskErrors with the result code a user can act on.
 */
export async function renderRemix(sourcePath: string, settings: RemixSettings, options: { format: RemixFormat; previewMs?: number; timeoutMs?: number }) {
  const source = await probeAudio(sourcePath);
  const problem = remixSettingsProblem(settings, source.durationMs);
  if (problem) throw new AigcTaskError(AigcResultCode.INVALID_REQUEST, problem);
  const plan = planRemix(settings, source, options.previewMs === undefined ? {} : { previewMs: options.previewMs });
  const folder = await mkdtemp(join(tmpdir(), 'remix-'));
  try {
    const inputs = ['-i', sourcePath];
    if (plan.impulse) {
      const impulsePath = join(folder, 'impulse.wav');
      await writeWavFile(impulsePath, reverbImpulse(source.sampleRate, plan.impulse.amount, plan.impulse.seconds, seededRandom(35)), source.sampleRate, 'float32');
      inputs.push('-i', impulsePath);
    }
    const output = join(folder, `remix.${options.format}`);
    await runFfmpeg(['-v', 'error', ...inputs, '-filter_complex', plan.graph, '-map', '[out]', ...codecArgs(options.format, source.sampleRate, options.previewMs !== undefined), '-y', output], {
      timeoutMs: options.timeoutMs ?? 600_000,
    }).catch((error: unknown) => {
      if (error instanceof MediaToolError) throw new AigcTaskError(error.timedOut ? AigcResultCode.TIMEOUT : AigcResultCode.PROCESSING_ERROR);
      throw error;
    });
    const rendered = await probeMedia(output);
    return {
      bytes: await readFile(output),
      durationMs: Math.round(rendered.durationSec * 1000),
      pitchRatio: Math.round(plan.pitchRatio * 10_000) / 10_000,
      contentType: remixContentType(options.format),
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
