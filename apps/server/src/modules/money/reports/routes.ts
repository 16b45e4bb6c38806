import type { FastifyInstance } from 'fastify';
import * as contract from '@portal/contract/revenue-reports';
import { register } from '../../../platform/route.ts';
import type { Services } from '../../../platform/services.ts';
import { renderStatementPdf, statementData, statementMonths } from './statement.ts';
import { listTasks, queueReport, regenerate, taskDto, taskFile } from './tasks.ts';
import './job.ts';

/** Report tasks, their files and the monthly statements (document 1 section 3 "Reports", section 7 "Revenue"). */
export function revenueReportRoutes(app: FastifyInstance, services: Services): void {
  register(app, services, contract.generateReport, async ({ actor, body }) =>
    taskDto(await queueReport(services, actor(), { kind: body.type, format: body.format, params: { from: body.from, to: body.to } })),
  );
  register(app, services, contract.regenerateReport, async ({ actor, body }) => taskDto(await regenerate(services, actor(), body.id)));
  register(app, services, contract.listReports, ({ actor, query }) => listTasks(services.db, actor().accountId, { ...query, kinds: ['custom', 'monthly'] }));
  register(app, services, contract.listReportsV2, ({ actor, query }) =>
    listTasks(services.db, actor().accountId, { offset: query.offset, count: query.count, ...(query.kind ? { kinds: [query.kind] } : {}) }),
  );
  register(app, services, contract.generateRoyaltyReport, async ({ actor, body }) =>
    taskDto(await queueReport(services, actor(), { kind: 'royalty', format: body.format, params: { from: body.from, to: body.to } })),
  );
  register(app, services, contract.listRoyaltyReports, ({ actor, query }) => listTasks(services.db, actor().accountId, { ...query, kinds: ['royalty'] }));
  register(app, services, contract.downloadReport, ({ actor, query }) => taskFile(services, actor().accountId, query.id));
  register(app, services, contract.statementList, ({ actor }) => statementMonths(services.db, actor().accountId));
  register(app, services, contract.statementPdf, async ({ actor, query, language }) => {
    const data = await statementData(services.db, actor().account, query.month);
    return { bytes: await renderStatementPdf(data, language, services.translate), contentType: 'application/pdf', fileName: `statement-${query.month}.pdf` };
  });
  register(app, services, contract.createDataTask, async ({ actor, body }) => {
    const task = await queueReport(services, actor(), { kind: body.kind, format: body.format, params: { from: body.from, to: body.to } });
    return { taskId: task.id };
  });
  register(app, services, contract.downloadDataTask, ({ actor, query }) => taskFile(services, actor().accountId, query.taskId));
}
