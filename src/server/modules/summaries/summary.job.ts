import type { JobDefinition } from '../../platform/jobs/jobs.js';
import { SUMMARY_JOB, SummaryJobDataSchema, type SummariesService, type SummaryJobData } from './summary.service.js';

/**
 * `summary.generate`: one retry, 2 s later, for failures another attempt may fix (a crash, a provider without
 * fallback timing out); the service completes the job with its error instead of throwing for input a retry cannot
 * fix, so those are not retried. Five minutes is far above the provider's timeout times its parts.
 */
export function summaryJob(service: Pick<SummariesService, 'run'>): JobDefinition<SummaryJobData> {
  return {
    name: SUMMARY_JOB,
    schema: SummaryJobDataSchema,
    retryLimit: 1,
    retryDelay: 2,
    expireInSeconds: 5 * 60,
    concurrency: 2,
    handler: (data) => service.run(data),
  };
}
