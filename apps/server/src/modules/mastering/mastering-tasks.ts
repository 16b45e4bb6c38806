import { fileStem } from '@portal/domain/file-names';
import { AigcResultCode } from '@portal/domain/aigc/tasks';
import { analyseAudio } from '@portal/domain/audio/analyse';
import { genreTarget, type MasteringGenre, type MasteringTarget } from '@portal/domain/audio/mastering';
import { masteringAdvice } from '@portal/domain/audio/mastering-advice';
import type { z } from 'zod';
import type { analyseOutput, processOutput } from '@portal/contract/mastering';
import { withTempDir } from '../../platform/media/local-copy.ts';
import { AigcTaskError, aigcTool, saveTaskFile } from '../aigc/tasks.ts';
import { masterAudio } from './master-audio.ts';
import { decodeSource, type MasteringSource } from './source.ts';

export interface AnalyseInput {
  source: MasteringSource;
}
export interface ProcessInput {
  source: MasteringSource;
  target: MasteringTarget;
  genre: MasteringGenre;
}

export const masteringAnalyseTool = aigcTool<AnalyseInput, z.input<typeof analyseOutput>>(async ({ services, input, progress }) =>
  withTempDir(async (dir) => {
    const { channels, sampleRate } = await decodeSource(services, input.source, dir);
    await progress(40);
    const analysis = analyseAudio(channels, sampleRate);
    if (analysis.integratedLufs === null) throw new AigcTaskError(AigcResultCode.SILENT_AUDIO);
    return { type: 'analyse', source: input.source, analysis, advice: masteringAdvice(analysis), genreTarget: genreTarget('pop') };
  }),
);

export const masteringProcessTool = aigcTool<ProcessInput, z.input<typeof processOutput>>(async ({ services, task, input, progress }) =>
  withTempDir(async (dir) => {
    const { channels, sampleRate } = await decodeSource(services, input.source, dir);
    await progress(10);
    // Progress is written between the stages, which also lets the server answer other requests meanwhile.
    const { before, after, settings, wav } = await masterAudio(channels, sampleRate, {
      target: input.target,
      genre: input.genre,
      onProgress: async (fraction) => {
        await progress(10 + fraction * 85);
        await new Promise((resolve) => setImmediate(resolve));
      },
    });
    const fileName = `${fileStem(input.source.fileName.replace(/\.[^.]*$/, ''), 'track')}-master-${input.target}.wav`;
    const saved = await saveTaskFile(services, task, 'master.wav', wav, 'audio/wav', fileName);
    return { type: 'process', source: input.source, before, after, settings, fileName, url: saved.downloadPath, sizeBytes: saved.size };
  }),
);
