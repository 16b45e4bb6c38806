import type * as batchTasks from '@portal/contract/batch-tasks';
import { endpoint as e } from '../../lib/api-client.ts';

// Bulk import's calls (issue 10), kept with the feature so they load only with its pages. Checked against the contract
// by lib/api-routes.test.ts.
export const batchTaskRoutes = {
  create: e<typeof batchTasks.create>('POST', '/batch-task/create'),
  list: e<typeof batchTasks.list>('GET', '/batch-task/list'),
  detail: e<typeof batchTasks.detail>('GET', '/batch-task/detail'),
  reverify: e<typeof batchTasks.reverify>('POST', '/batch-task/reverify'),
  importRows: e<typeof batchTasks.importRows>('POST', '/batch-task/import'),
  remove: e<typeof batchTasks.remove>('POST', '/batch-task/delete'),
  report: e<typeof batchTasks.report>('GET', '/batch-task/report'),
  template: e<typeof batchTasks.template>('GET', '/batch-task/template'),
  limits: e<typeof batchTasks.limits>('GET', '/batch-task/limits'),
};

/** Downloads are plain links (the answer is a file, not the JSON envelope). */
export const templateUrl = (language: string) => `/api${batchTaskRoutes.template.path}?language=${encodeURIComponent(language)}`;
export const reportUrl = (taskId: number, language: string) => `/api${batchTaskRoutes.report.path}?taskId=${taskId}&language=${encodeURIComponent(language)}`;
