import { AigcResultCode } from '@portal/domain/aigc/tasks';
import { detectChorus } from '@portal/domain/audio/chorus/detect-chorus';
import { decodePcm, MediaToolError } from '../../platform/media/ffmpeg.ts';
import type { Actor } from '../../platform/actor.ts';
import type { Services } from '../../platform/services.ts';
import { AigcTaskError } from '../aigc/tasks.ts';
import { probeAudio } from './render-remix.ts';
import { sourceFile, withSourceFile, type AudioSource } from './source-audio.ts';
import { refusal } from './refusal.ts';

/** Chorus analysis hears the track in mono at a low rate: harmony below 2 kHz is all it needs. */
const ANALYSIS_RATE = 11_025;
/** Below this level (about -60 dBFS RMS) a track is silent. */
const SILENT_RMS = 0.001;
const MIN_TRACK_MS = 15_000;

/** GET /audio/chorus: the chorus of a catalogue song or an audio upload, and the clip proposed from it (nothing saved). */
export async function songChorus(services: Services, actor: Actor, query: AudioSource & { maxClipMs: number }) {
  const file = await sourceFile(services, actor.accountId, query);
  const result = await withSourceFile(services, file, async (path) => {
    const probed = await probeAudio(path);
    if (probed.durationMs < MIN_TRACK_MS) throw new AigcTaskError(AigcResultCode.INVALID_AUDIO, 'chorus_track_too_short');
    const [mono] = await decodePcm(path, { sampleRate: ANALYSIS_RATE, channels: 1 }).catch((error: unknown) => {
      if (error instanceof MediaToolError) throw new AigcTaskError(AigcResultCode.INVALID_AUDIO);
      throw error;
    });
    if (!mono?.length) throw new AigcTaskError(AigcResultCode.EMPTY_AUDIO);
    let energy = 0;
    for (let i = 0; i < mono.length; i++) energy += mono[i]! ** 2;
    if (Math.sqrt(energy / mono.length) < SILENT_RMS) throw new AigcTaskError(AigcResultCode.SILENT_AUDIO);
    return detectChorus(mono, ANALYSIS_RATE, { maxClipMs: query.maxClipMs });
  }).catch(refusal);
  return { songId: query.songId ?? null, fileId: file.id, ...result };
}
