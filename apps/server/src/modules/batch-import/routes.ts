import type { FastifyInstance } from 'fastify';
import * as contract from '@portal/contract/batch-tasks';
import { BULK_IMPORT_LIMITS } from '@portal/domain/bulk-import/model';
import { regionCodes, trackCountLimit } from '@portal/domain/regions';
import { register } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { buildExcelTemplate } from './excel/template.ts';
import { XLSX, taskReport } from './report.ts';
import { createTask, deleteTask, listTasks, reverifyTask, startImport, taskDetail } from './tasks.ts';
// Registers the verification and import jobs with the job runner.
import './verify.ts';
import './import.ts';

export function batchImportRoutes(app: FastifyInstance, services: Services): void {
  register(app, services, contract.create, ({ actor, body }) => createTask(services, actor(), body));
  register(app, services, contract.list, ({ actor, query }) => listTasks(services, actor(), query));
  register(app, services, contract.detail, ({ actor, query }) => taskDetail(services, actor(), query));
  register(app, services, contract.reverify, ({ actor, body }) => reverifyTask(services, actor(), body));
  register(app, services, contract.importRows, ({ actor, body }) => startImport(services, actor(), body));
  register(app, services, contract.remove, ({ actor, body }) => deleteTask(services, actor(), body.taskId));

  register(app, services, contract.report, async ({ actor, query, language }) => taskReport(services, actor(), query.taskId, query.language ?? language));

  register(app, services, contract.template, async ({ query, language }) => {
    const lang = query.language ?? language;
    const bytes = await buildExcelTemplate((key, values) => services.translate(lang, key, values));
    return { bytes, contentType: XLSX, fileName: `${services.translate(lang, 'bulk_template_file_name')}.xlsx` };
  });

  register(app, services, contract.limits, async ({ actor }) => {
    const { testMode } = services.config;
    const region = actor().account.region || null;
    const defaultTracksPerRelease = trackCountLimit('', testMode);
    return {
      region,
      tracksPerRelease: trackCountLimit(region ?? '', testMode),
      regions: regionCodes.map((code) => ({ region: code, tracksPerRelease: trackCountLimit(code, testMode) })).filter((entry) => entry.tracksPerRelease !== defaultTracksPerRelease),
      defaultTracksPerRelease,
      task: {
        releasesMax: BULK_IMPORT_LIMITS.releasesMax,
        tracksMax: BULK_IMPORT_LIMITS.tracksMax,
        sourceBytesMax: BULK_IMPORT_LIMITS.sourceBytesMax,
        documentBytesMax: BULK_IMPORT_LIMITS.documentBytesMax,
      },
    };
  });
}
