import type { JobDefinition } from './platform/jobs.ts';
import { aigcJobs } from './modules/aigc/tasks.ts';
import { analyticsImportJob } from './modules/analytics/analytics-import.ts';
import { batchImportJob } from './modules/batch-import/import.ts';
import { batchVerifyJob } from './modules/batch-import/verify.ts';
import { reportJob } from './modules/money/reports/job.ts';
import { salesImportJob } from './modules/money/sales-import.ts';
import { deliveryJob } from './modules/releases/deliver-job.ts';

/**
 * Every kind of background job the server runs, installed when the server is built (buildApp): a job kind missing
 * here would be queued and never run, and `background-jobs.test.ts` fails on any module's job that is not listed.
 */
export const backgroundJobs: readonly JobDefinition[] = [salesImportJob, reportJob, deliveryJob, batchVerifyJob, batchImportJob, analyticsImportJob, ...aigcJobs];
