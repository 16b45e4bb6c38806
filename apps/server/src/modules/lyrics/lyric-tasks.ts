import { mkdtemp, rm } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { AigcResultCode } from '@portal/domain/aigc/tasks';
import type { Actor } from '../../platform/actor.ts';
import { AppError, refusal } from '../../platform/errors.ts';
import type { Services } from '../../platform/services.ts';
import { MediaToolError, probeMedia, runFfmpeg } from '../../platform/media/ffmpeg.ts';
import { AigcTaskError, createAigcTask, aigcTool } from '../aigc/tasks.ts';
import { fileById } from '../uploads/record-file.ts';
import { speechModel, transcribe, writeLyrics, writingModel } from './lyric-models.ts';
import { resolveSource } from './sources.ts';
import { explicitCheck } from './track-lyrics.ts';

/** Whisper-like services take up to 25 MB: 12 minutes of 16 kHz mono 16-bit WAV is 23 MB. */
export const TRANSCRIPTION_MAX_SECONDS = 12 * 60;
const SPEECH_RATE = 16_000;

/** The 44-byte header of a 16 kHz mono 16-bit PCM WAV holding dataBytes of samples. */
function wavHeader(dataBytes: number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(SPEECH_RATE, 24);
  header.writeUInt32LE(SPEECH_RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

/** Below this peak (about -60 dBFS) a track has nothing to hear. */
const SILENCE_PEAK = 33;

interface WriteInput {
  theme: string;
  language: string;
  genre: string;
  mood: string;
}
interface HearInput {
  audioFileId: string;
  language?: string;
}

/** The English name of a language code for the prompt ("pt-BR" → "Brazilian Portuguese"); the code itself when unknown. */
function languageName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

const toolOff = () => new AigcTaskError(AigcResultCode.PERMISSION_DENIED, 'aigc_tool_off');

/** Writes lyrics with the configured language model. */
export const writeLyricsTool = aigcTool<WriteInput, unknown>(
  async ({ input, progress }) => {
    const settings = writingModel();
    if (!settings) throw toolOff();
    await progress(10);
    const lyrics = await writeLyrics(settings, { ...input, languageName: languageName(input.language) });
    return { lyrics, lines: null, explicit: explicitCheck(lyrics) };
  },
  () => writingModel() !== null,
);

/** Hears the lyrics of a track with the configured speech model. */
export const hearLyricsTool = aigcTool<HearInput, unknown>(
  async ({ services, task, input, progress }) => {
    const settings = speechModel();
    if (!settings) throw toolOff();
    const wav = await speechWav(services, task.userId, input.audioFileId);
    await progress(30);
    const heard = await transcribe(settings, wav, input.language);
    return { ...heard, explicit: explicitCheck(heard.lyrics) };
  },
  () => speechModel() !== null,
);

/** The track's audio as 16 kHz mono 16-bit WAV, refused with its result code when it cannot be heard. */
export async function speechWav(services: Services, accountId: number, audioFileId: string): Promise<Buffer> {
  const file = await fileById(services, audioFileId);
  const object = file && file.userId === accountId ? await services.files.getStream(file.objectKey) : null;
  if (!object) throw new AigcTaskError(AigcResultCode.DOWNLOAD_FAILURE);
  const folder = await mkdtemp(join(tmpdir(), 'lyrics-asr-'));
  try {
    const path = join(folder, 'source');
    await pipeline(object.stream, createWriteStream(path));
    const info = await probeMedia(path).catch(() => {
      throw new AigcTaskError(AigcResultCode.INVALID_FORMAT);
    });
    if (!info.streams.some((stream) => stream.type === 'audio')) throw new AigcTaskError(AigcResultCode.INVALID_FORMAT);
    if (info.durationSec > TRANSCRIPTION_MAX_SECONDS) throw new AigcTaskError(AigcResultCode.AUDIO_TOO_LONG);
    const { stdout: pcm } = await runFfmpeg(['-v', 'error', '-i', path, '-map', '0:a:0', '-ac', '1', '-ar', String(SPEECH_RATE), '-f', 's16le', '-c:a', 'pcm_s16le', 'pipe:1'], {
      timeoutMs: 120_000,
    }).catch((error: unknown) => {
      throw new AigcTaskError(error instanceof MediaToolError && error.timedOut ? AigcResultCode.TIMEOUT : AigcResultCode.INVALID_AUDIO);
    });
    if (pcm.length < 2) throw new AigcTaskError(AigcResultCode.EMPTY_AUDIO);
    let peak = 0;
    for (let at = 0; at + 1 < pcm.length && peak < SILENCE_PEAK; at += 2) peak = Math.max(peak, Math.abs(pcm.readInt16LE(at)));
    if (peak < SILENCE_PEAK) throw new AigcTaskError(AigcResultCode.SILENT_AUDIO);
    return Buffer.concat([wavHeader(pcm.length - (pcm.length % 2)), pcm.subarray(0, pcm.length - (pcm.length % 2))]);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * A model that is not configured answers with its result code, 1002 (decision 034's row for a hosted-model tool that
 * is off), rather than the common request code: callers of these two endpoints are told which documented case it is.
 */
const modelOff = () => new AppError(AigcResultCode.PERMISSION_DENIED, 403, undefined, 'aigc_tool_off');

export function startWriting(services: Services, actor: Actor, input: WriteInput) {
  if (!writingModel()) throw modelOff();
  return createAigcTask(services, actor, { kind: 'lyrics_generate', input });
}

/** Checks the track before any credit is taken: another account's is not found, one without audio is refused. */
export async function startTranscription(services: Services, actor: Actor, input: { source: string; language?: string }) {
  if (!speechModel()) throw modelOff();
  const source = await resolveSource(services, actor.accountId, input.source);
  if (!source.audioFileId) throw refusal(400, 'lyrics_no_audio', 'body.source');
  const language = input.language ?? (source.track.lyricsLanguage || undefined);
  return createAigcTask<HearInput>(services, actor, { kind: 'lyrics_asr', input: { audioFileId: source.audioFileId, ...(language ? { language } : {}) } });
}
