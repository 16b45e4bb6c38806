import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import * as contract from '@portal/contract/mastering';
import { register } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { aigcRefusal, aigcTaskDto, createAigcTask, readAigcTask } from '../aigc/tasks.ts';
import { AigcResultCode } from '@portal/domain/aigc/tasks';
import { applyToDraft } from './apply-to-draft.ts';
import { resolveSource } from './source.ts';
// Registers the analyse and process task handlers with the task runner.
import type { AnalyseInput, ProcessInput } from './mastering-tasks.ts';

const MASTERING_KINDS = ['mastering_analyse', 'mastering_process'] as const;
type MasteringOutput = z.input<typeof contract.analyseOutput> | z.input<typeof contract.processOutput>;

export function masteringRoutes(app: FastifyInstance, services: Services): void {
  register(app, services, contract.analyse, async ({ actor, body }) => {
    const source = await resolveSource(services, actor(), body);
    return createAigcTask<AnalyseInput>(services, actor(), { kind: 'mastering_analyse', input: { source } });
  });

  register(app, services, contract.processMaster, async ({ actor, body }) => {
    const analysis = await readAigcTask(services, actor(), body.taskId, 'mastering_analyse');
    if (analysis.state !== 'Success') throw aigcRefusal(AigcResultCode.INVALID_REQUEST, 409, 'mastering_analyse_first');
    const { source } = analysis.input as AnalyseInput;
    return createAigcTask<ProcessInput>(services, actor(), { kind: 'mastering_process', input: { source, target: body.target, genre: body.genre } });
  });

  register(app, services, contract.getProcessResult, async ({ actor, query }) => aigcTaskDto<MasteringOutput>(await readAigcTask(services, actor(), query.taskId, MASTERING_KINDS)));

  register(app, services, contract.applyToDraft, ({ actor, body }) => applyToDraft(services, actor(), body));
}
