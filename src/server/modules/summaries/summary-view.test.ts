import { describe, expect, it } from 'vitest';
import { SUMMARY_RETRY } from '../../../shared/summary/retry.js';
import type { JobInfo, JobState } from '../../platform/jobs/jobs.js';
import type { SummaryRow } from './summaries.schema.js';
import { summaryJob } from './summary.job.js';
import { toSummaryJob } from './summary-view.js';

const JOB = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const TR = '0d8e7f60-1a2b-4c3d-9e8f-7a6b5c4d3e2f';
const ROW = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';
const job = (state: JobState, output: unknown, data: object = { userId: 'u1' }): JobInfo => ({
  id: JOB,
  name: 'summary.generate',
  state,
  data,
  output,
  createdOn: new Date(),
  startAfter: new Date(),
  completedOn: null,
});
const row = { id: ROW, summary: { summary: 'Ringkas' }, engine: 'local' } as SummaryRow;

describe('toSummaryJob', () => {
  it('waiting, retrying and running jobs carry no result yet', () => {
    expect(toSummaryJob(job('created', null))).toMatchObject({ state: 'queued', summary: null, error: null });
    expect(toSummaryJob(job('retry', { code: 'SUMMARY_TIMEOUT' }))).toMatchObject({ state: 'queued', error: null });
    expect(toSummaryJob(job('active', null, { userId: 'u1', transcriptionId: TR }))).toMatchObject({
      state: 'running',
      transcriptionId: TR,
    });
  });

  it('a done job shows the stored summary its output refers to', () => {
    expect(toSummaryJob(job('completed', { summaryId: ROW }), row)).toEqual({
      jobId: JOB,
      state: 'done',
      summary: { summary: 'Ringkas' },
      engine: 'local',
      error: null,
      transcriptionId: null,
    });
    // The row is gone (deleted with its transcription).
    expect(toSummaryJob(job('completed', { summaryId: ROW }), null)).toMatchObject({
      state: 'failed',
      error: { code: 'NOT_FOUND' },
    });
  });

  it('a permanent failure is the job’s result, with its code as a field', () => {
    expect(toSummaryJob(job('completed', { error: { code: 'SUMMARY_AI_AUTH', reason: 'HTTP 401' } }))).toMatchObject({
      state: 'failed',
      error: { code: 'SUMMARY_AI_AUTH', reason: 'HTTP 401', message: expect.stringMatching(/^Authentication/) },
    });
    expect(
      toSummaryJob(job('completed', { error: { code: 'NOT_FOUND', reason: 'Transcription not found' } })),
    ).toMatchObject({
      error: { code: 'NOT_FOUND', message: 'Transcription not found' },
    });
  });

  it('a failed job’s code is read from the stored error’s field, never from its message', () => {
    const thrown = {
      name: 'SummaryError',
      message: 'no answer within 400 ms',
      code: 'SUMMARY_TIMEOUT',
      reason: 'no answer within 400 ms',
    };
    expect(toSummaryJob(job('failed', thrown)).error).toEqual({
      code: 'SUMMARY_TIMEOUT',
      message: 'Generating the summary took too long. The server may be busy, please try again later.',
      reason: 'no answer within 400 ms',
    });
    // A code only inside a message text (the old format) is not parsed out of it.
    expect(toSummaryJob(job('failed', { message: 'SUMMARY_TIMEOUT: slow' })).error?.code).toBe('SUMMARY_FAILED');
    // Expired by pg-boss, or a code we do not know: SUMMARY_FAILED with a reason for 'Gagal membuat ringkasan: …'.
    expect(
      toSummaryJob(job('failed', { value: { message: 'job failed by timeout in active state' } })).error,
    ).toMatchObject({
      code: 'SUMMARY_FAILED',
      reason: expect.any(String),
    });
    expect(toSummaryJob(job('failed', { code: 'ECONNRESET' })).error).toMatchObject({
      code: 'SUMMARY_FAILED',
      reason: 'ECONNRESET',
    });
    expect(toSummaryJob(job('cancelled', null))).toMatchObject({ state: 'failed', error: { code: 'SUMMARY_FAILED' } });
  });
});

describe('summary.generate', () => {
  it('retries as the shared policy says, and nowhere else', () => {
    const def = summaryJob({ run: async () => ({ summaryId: ROW }) });
    expect(def.retryLimit).toBe(SUMMARY_RETRY.retries);
    expect(def.retryDelay).toBe(SUMMARY_RETRY.delaySeconds);
  });
});
