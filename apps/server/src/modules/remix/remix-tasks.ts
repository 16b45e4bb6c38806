import type { z } from 'zod';
import type { remixOutput } from '@portal/contract/remix';
import { AigcResultCode } from '@portal/domain/aigc/tasks';
import { REMIX_LIMITS, remixSettingsProblem, type RemixFormat, type RemixPreset, type RemixSettings } from '@portal/domain/audio/remix/remix-plan';
import type { Actor } from '../../platform/actor.ts';
import type { Services } from '../../platform/services.ts';
import { AigcTaskError, aigcTaskDto, aigcTool, createAigcTask, readAigcTask, saveTaskFile } from '../aigc/tasks.ts';
import { refusal } from './refusal.ts';
import { probeAudio, remixContentType, renderRemix } from './render-remix.ts';
import { sourceFile, withSourceFile, type AudioSource } from './source-audio.ts';

export interface RemixRequest extends AudioSource {
  preset: RemixPreset;
  settings: RemixSettings;
  format: RemixFormat;
}

type RemixOutput = z.output<typeof remixOutput>;

/** What a remix task keeps as its input: the request and the upload it reads (checked when the task was made). */
interface RemixTaskInput extends RemixRequest {
  sourceFileId: string;
}

/** POST /audio/remix/preview: the first seconds of the remix as MP3, rendered now (free; nothing stored). */
export async function remixPreview(services: Services, actor: Actor, request: RemixRequest) {
  const file = await sourceFile(services, actor.accountId, request);
  const rendered = await withSourceFile(services, file, (path) => renderRemix(path, request.settings, { format: 'mp3', previewMs: REMIX_LIMITS.previewMs, timeoutMs: 60_000 })).catch(refusal);
  return { bytes: rendered.bytes, contentType: rendered.contentType, fileName: 'remix-preview.mp3' };
}

/**
 * POST /audio/remix/process: the whole render as a creation task. The source and the settings are checked first (a
 * bad file or trim is refused with its result code and costs nothing); the task takes the credits.
 */
export async function startRemix(services: Services, actor: Actor, request: RemixRequest) {
  const file = await sourceFile(services, actor.accountId, request);
  const probed = await withSourceFile(services, file, probeAudio).catch(refusal);
  const problem = remixSettingsProblem(request.settings, probed.durationMs);
  if (problem) refusal(new AigcTaskError(AigcResultCode.INVALID_REQUEST, problem));
  const input: RemixTaskInput = { ...request, sourceFileId: file.id };
  return createAigcTask(services, actor, { kind: 'remix', input });
}

/** GET /audio/remix/result. */
export async function remixResult(services: Services, actor: Actor, taskId: number) {
  return aigcTaskDto<RemixOutput>(await readAigcTask(services, actor, taskId, 'remix'));
}

export const remixTool = aigcTool<RemixTaskInput, RemixOutput>(async ({ services, task, input, progress }) => {
  const file = await sourceFile(services, task.userId, { fileId: input.sourceFileId }).catch(() => {
    throw new AigcTaskError(AigcResultCode.DOWNLOAD_FAILURE);
  });
  await progress(5);
  const rendered = await withSourceFile(services, file, (path) => renderRemix(path, input.settings, { format: input.format }));
  await progress(90);
  const fileName = `remix-${task.id}.${input.format}`;
  const saved = await saveTaskFile(services, task, fileName, rendered.bytes, remixContentType(input.format));
  return { fileName, downloadPath: saved.downloadPath, format: input.format, durationMs: rendered.durationMs, sizeBytes: saved.size, pitchRatio: rendered.pitchRatio };
});
