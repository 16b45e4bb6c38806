import type { FastifyInstance } from 'fastify';
import * as contract from '@portal/contract/aigc';
import { AIGC_COSTS, AIGC_MONTHLY_CREDITS, AIGC_TOOLS, creditPeriodOf, type AigcTool } from '@portal/domain/aigc/tasks';
import { register } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { parseRange } from '../uploads/serve-file.ts';
import { aigcKindAvailable, aigcTaskNotFound, creditsLeft, readAigcTask, takeCredits, taskFileKey } from './tasks.ts';

export function aigcRoutes(app: FastifyInstance, services: Services): void {
  register(app, services, contract.getAigcBasic, async ({ actor }) => {
    const tools = Object.fromEntries(
      (Object.entries(AIGC_TOOLS) as [AigcTool, readonly (keyof typeof AIGC_COSTS)[]][]).map(([tool, kinds]) => [tool, kinds.some((kind) => aigcKindAvailable(services, kind))]),
    ) as Record<AigcTool, boolean>;
    return { creditsLeft: await creditsLeft(services.db, actor().accountId), monthlyCredits: AIGC_MONTHLY_CREDITS, period: creditPeriodOf(new Date()), costs: AIGC_COSTS, tools };
  });

  register(app, services, contract.decRemainOperationTime, async ({ actor, body }) => {
    const cost = AIGC_COSTS[body.kind] * body.times;
    const left = await services.db.transaction((tx) => takeCredits(tx, actor().accountId, cost));
    return { creditsLeft: left };
  });

  register(app, services, contract.taskFile, async ({ actor, query, req }) => {
    const task = await readAigcTask(services, actor(), query.taskId);
    const key = taskFileKey(task.id, query.name);
    const info = await services.files.stat(key);
    if (!info) throw aigcTaskNotFound();
    const range = parseRange(req.headers.range, info.size);
    const object = await services.files.getStream(key, range ?? undefined);
    if (!object) throw aigcTaskNotFound();
    return {
      stream: object.stream,
      size: range ? range.end - range.start + 1 : info.size,
      ...(range ? { range: { ...range, total: info.size } } : {}),
      contentType: info.contentType,
      fileName: query.as ?? query.name,
    };
  });
}
