import type { FastifyInstance } from 'fastify';
import * as contract from '@portal/contract/revenue-reports';
import { register } from '../../../platform/route.ts';
import type { Services } from '../../../platform/services.ts';
import { renderStatementPdf, statementData, statementMonths } from './statement.ts';
import { balanceHistory } from '../account-activity.ts';
import { formatMicros, SETTLEMENT_CURRENCY } from '@portal/domain/money/micros';
import { listTasks, queueReport, REVENUE_LIST_KINDS, regenerate, taskDto, taskFile, taskOfAccount } from './tasks.ts';
import { enforcePermission } from '../../../platform/actor.ts';
import { refusal } from '../../../platform/errors.ts';
import { ANALYTICS_EXPORT_KINDS, exportDays, isAnalyticsExport } from '../../analytics/export-sources.ts';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A report's range: sales months. */
function reportMonths(body: { from: string; to: string }) {
  if (!MONTH.test(body.from)) throw refusal(400, 'validation_invalid_value', 'body.from');
  if (!MONTH.test(body.to)) throw refusal(400, 'validation_invalid_value', 'body.to');
  return { from: body.from, to: body.to };
}
import './job.ts';

/** Report tasks, their files and the monthly statements (document 1 section 3 "Reports", section 7 "Revenue"). */
export function revenueReportRoutes(app: FastifyInstance, services: Services): void {
  register(app, services, contract.generateReport, async ({ actor, body }) =>
    taskDto(await queueReport(services, actor(), { kind: body.type, format: body.format, params: { from: body.from, to: body.to } })),
  );
  register(app, services, contract.regenerateReport, async ({ actor, body }) => taskDto(await regenerate(services, actor(), body.id)));
  register(app, services, contract.listReports, ({ actor, query }) => listTasks(services.db, actor().accountId, { ...query, kinds: ['custom', 'monthly'] }));
  register(app, services, contract.listReportsV2, ({ actor, query }) =>
    listTasks(services.db, actor().accountId, { offset: query.offset, count: query.count, kinds: query.kind ? [query.kind] : REVENUE_LIST_KINDS }),
  );
  register(app, services, contract.generateRoyaltyReport, async ({ actor, body }) =>
    taskDto(await queueReport(services, actor(), { kind: 'royalty', format: body.format, params: { from: body.from, to: body.to } })),
  );
  register(app, services, contract.listRoyaltyReports, ({ actor, query }) => listTasks(services.db, actor().accountId, { ...query, kinds: ['royalty'] }));
  register(app, services, contract.downloadReport, ({ actor, query }) => taskFile(services, actor().accountId, query.id));
  register(app, services, contract.statementList, ({ actor }) => statementMonths(services.db, actor().accountId));
  register(app, services, contract.balanceHistory, async ({ actor, query }) => {
    const history = await balanceHistory(services.db, actor().accountId, query.page, query.pageSize);
    return {
      currency: SETTLEMENT_CURRENCY,
      balance: formatMicros(history.balance),
      total: history.total,
      movements: history.movements.map((movement) => ({
        id: movement.transactionId,
        at: movement.at.toISOString(),
        kind: movement.kind,
        lines: movement.lines.map((line) => ({ kind: line.kind, amount: formatMicros(line.amount) })),
        amount: formatMicros(movement.amount),
        balanceAfter: formatMicros(movement.balanceAfter),
        source: movement.source,
      })),
    };
  });
  register(app, services, contract.statementPdf, async ({ actor, query, language }) => {
    const data = await statementData(services.db, actor().account, query.month);
    return { bytes: await renderStatementPdf(data, language, services.translate), contentType: 'application/pdf', fileName: `statement-${query.month}.pdf` };
  });
  register(app, services, contract.createDataTask, async ({ actor, body }) => {
    const analytics = isAnalyticsExport(body.kind);
    enforcePermission(actor(), analytics ? { resource: 'AnalyticsData', action: 'Download' } : { resource: 'Royalty', action: 'View' });
    const params = analytics ? exportDays(body) : reportMonths(body);
    const task = await queueReport(services, actor(), { kind: body.kind, format: body.format, params });
    return { taskId: task.id };
  });
  register(app, services, contract.listDataTasks, ({ actor, query }) =>
    listTasks(services.db, actor().accountId, { offset: query.offset, count: query.count, kinds: query.kind ? [query.kind] : ANALYTICS_EXPORT_KINDS }),
  );
  register(app, services, contract.downloadDataTask, async ({ actor, query }) => {
    const task = await taskOfAccount(services.db, actor().accountId, query.taskId);
    enforcePermission(actor(), isAnalyticsExport(task.kind) ? { resource: 'AnalyticsData', action: 'Download' } : { resource: 'Royalty', action: 'Download' });
    return taskFile(services, actor().accountId, query.taskId);
  });
}
