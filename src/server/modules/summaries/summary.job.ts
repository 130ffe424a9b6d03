import { SUMMARY_RETRY } from '../../../shared/summary/retry.js';
import type { JobDefinition } from '../../platform/jobs/jobs.js';
import { SUMMARY_JOB, SummaryJobDataSchema, type SummariesService, type SummaryJobData } from './summary.service.js';

/**
 * `summary.generate`, the one place a failed summary is tried again (src/shared/summary/retry.ts): 2 retries, 2 s
 * apart, for failures another attempt may fix (a crash, a provider timing out or answering nonsense without
 * fallback); the service completes the job with its error instead of throwing for the rest, so those are not
 * retried. Five minutes is far above the provider's timeout times its parts.
 */
export function summaryJob(service: Pick<SummariesService, 'run'>): JobDefinition<SummaryJobData> {
  return {
    name: SUMMARY_JOB,
    schema: SummaryJobDataSchema,
    retryLimit: SUMMARY_RETRY.retries,
    retryDelay: SUMMARY_RETRY.delaySeconds,
    expireInSeconds: 5 * 60,
    concurrency: 2,
    handler: (data, ctx) => service.run(data, ctx),
  };
}
