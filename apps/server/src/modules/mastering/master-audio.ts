import { AigcResultCode } from '@portal/domain/aigc/tasks';
import { analyseAudio } from '@portal/domain/audio/analyse';
import { master, SilentAudioError, type MasteringGenre, type MasteringTarget } from '@portal/domain/audio/mastering';
import { encodeWav } from '../../platform/media/ffmpeg.ts';
import { AigcTaskError } from '../aigc/tasks.ts';

/**
 * The whole mastering of decoded audio as the task runs it (and the benchmark times it): measure, master, measure the
 * result with the same analyser, encode a 24-bit WAV. Silence fails with its result code. `onProgress` (0–1) is
 * awaited between the stages.
 */
export async function masterAudio(channels: Float32Array[], sampleRate: number, options: { target: MasteringTarget; genre: MasteringGenre; onProgress?: (fraction: number) => Promise<void> }) {
  const report = options.onProgress ?? (async () => {});
  const before = analyseAudio(channels, sampleRate);
  if (before.integratedLufs === null) throw new AigcTaskError(AigcResultCode.SILENT_AUDIO);
  await report(0.1);
  let result: Awaited<ReturnType<typeof master>>;
  try {
    result = await master(channels, sampleRate, { target: options.target, genre: options.genre, onProgress: (f) => report(0.1 + 0.75 * f) });
  } catch (error) {
    if (error instanceof SilentAudioError) throw new AigcTaskError(AigcResultCode.SILENT_AUDIO);
    throw error;
  }
  await report(0.85);
  const after = analyseAudio(result.channels, sampleRate);
  return { before, after, settings: result.settings, wav: encodeWav(result.channels, sampleRate, 'pcm24') };
}
