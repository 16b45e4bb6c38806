import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import * as contract from '@portal/contract/lyrics';
import { register } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { aigcTaskDto, readAigcTask } from '../aigc/tasks.ts';
import { speechModel, writingModel } from './lyric-models.ts';
import { startTranscription, startWriting } from './lyric-tasks.ts';
import { listSources } from './sources.ts';
import { readTrackLyrics, saveTrackLyrics } from './track-lyrics.ts';

/** The lyric editor and the lyric models (decision 037). */
export function lyricsRoutes(app: FastifyInstance, services: Services): void {
  register(app, services, contract.lyricsEditorContext, async ({ actor }) => ({
    generation: writingModel() !== null,
    transcription: speechModel() !== null,
    sources: await listSources(services, actor().accountId),
  }));
  register(app, services, contract.readTrackLyrics, ({ actor, query }) => readTrackLyrics(services, actor(), query.source));
  register(app, services, contract.saveTrackLyrics, ({ actor, body }) => saveTrackLyrics(services, actor(), body));
  register(app, services, contract.generateLyrics, ({ actor, body }) => startWriting(services, actor(), body));
  register(app, services, contract.transcribeLyrics, ({ actor, body }) => startTranscription(services, actor(), body));
  register(app, services, contract.lyricTask, async ({ actor, query }) =>
    aigcTaskDto<z.infer<typeof contract.lyricTaskOutput>>(await readAigcTask(services, actor(), query.taskId, ['lyrics_generate', 'lyrics_asr'])),
  );
}
