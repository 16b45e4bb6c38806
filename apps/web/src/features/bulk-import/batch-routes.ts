import * as batchTaskRoutes from '@portal/contract/heads/batch-tasks';

/** Downloads are plain links (the answer is a file, not the JSON envelope). */
export const templateUrl = (language: string) => `/api${batchTaskRoutes.template.path}?language=${encodeURIComponent(language)}`;
export const reportUrl = (taskId: number, language: string) => `/api${batchTaskRoutes.report.path}?taskId=${taskId}&language=${encodeURIComponent(language)}`;
