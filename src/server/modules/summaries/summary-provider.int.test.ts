import { mkdtempSync, rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SummaryJob } from '../../../shared/api/summaries.js';
import type { Transcription } from '../../../shared/api/transcriptions.js';
import { SUMMARY_MAX_ATTEMPTS } from '../../../shared/summary/retry.js';
import { users } from '../../platform/auth/auth.schema.js';
import { createJobs, silentLog, type Jobs } from '../../platform/jobs/jobs.js';
import { createLocalStorage } from '../../platform/storage/local-storage.js';
import { TMP_DIR } from '../../test/paths.js';
import { createTestApp, freshDatabase, type TestApp } from '../../test/test-app.js';
import { createUser, type TestUser } from '../../test/users.js';
import { createTranscriptionsRepo } from '../transcriptions/transcriptions.repo.js';
import { createTranscriptionsService } from '../transcriptions/transcriptions.service.js';
import { answer, fail, startStandIn, type StandIn } from './llm/stand-in.js';
import { createSummariesRepo } from './summaries.repo.js';
import { summaries } from './summaries.schema.js';
import { createSummarizer } from './summarizer.js';
import { summaryJob } from './summary.job.js';
import { MEETING, settle } from './summary.test-support.js';
import { SUMMARY_JOB, createSummariesService, type SummariesService } from './summary.service.js';

const KEY = 'sk-provider-secret-7f3a';
const TIMEOUT_MS = 400;
const MODEL_ANSWER = {
  meetingInfo: { title: 'Rapat Sprint' },
  summary: 'Tim membahas bug login dan persiapan rilis 2.3.',
  topics: [{ title: 'Bug login', points: ['Token kedaluwarsa terlalu cepat'] }],
  actionItems: [{ task: 'Perbaiki bug login (model)', assignee: 'Andi', deadline: 'Rabu' }],
  participants: [{ name: 'Andi', role: 'Developer' }],
};

let standIn: StandIn;
beforeAll(async () => {
  standIn = await startStandIn();
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.requests.length = 0;
});

describe('summaries API with an AI provider (local OpenAI-compatible stand-in)', () => {
  let t: TestApp;
  let owner: TestUser;
  let meeting: Transcription;

  beforeAll(async () => {
    t = await createTestApp({
      env: { LLM_API_KEY: KEY, LLM_BASE_URL: standIn.baseUrl, LLM_TIMEOUT_MS: String(TIMEOUT_MS) },
    });
    owner = await createUser(t, { email: 'owner@example.com' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/transcriptions',
      headers: { cookie: owner.cookie },
      payload: { title: 'Sprint', text: MEETING, language: 'id-ID' },
    });
    meeting = res.json();
  }, 60_000);
  afterAll(() => t.close());

  async function summarise(): Promise<SummaryJob> {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/transcriptions/${meeting.id}/summary`,
      headers: { cookie: owner.cookie },
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.body).not.toContain(KEY);
    const job = await settle(t, owner.cookie, res.json<SummaryJob>().jobId);
    expect(JSON.stringify(job)).not.toContain(KEY);
    expect(JSON.stringify(job)).not.toContain(standIn.baseUrl);
    return job;
  }
  const stored = async () =>
    (
      await t.app.inject({ method: 'GET', url: `/api/transcriptions/${meeting.id}`, headers: { cookie: owner.cookie } })
    ).json<Transcription>().summary;

  it('uses the model’s answer, fenced JSON included, and stores it', async () => {
    standIn.handle((_req, res) =>
      answer(res, `Berikut notulennya:\n\`\`\`json\n${JSON.stringify(MODEL_ANSWER)}\n\`\`\``),
    );
    const job = await summarise();
    expect(job).toMatchObject({ state: 'done', engine: 'llm', error: null });
    // The model's item first; the local summariser's findings the model did not have stay after it, the login
    // bug (found by both) once.
    const actions = job.summary?.actionItems as Array<{ task: string; assignee: string }>;
    expect(actions[0]).toEqual({
      task: 'Perbaiki bug login (model)',
      assignee: 'Andi',
      deadline: 'Rabu',
      status: 'Pending',
    });
    expect(actions.filter((a) => /bug login/i.test(a.task))).toHaveLength(1);
    expect(job.summary).not.toHaveProperty('notice');
    expect(standIn.requests[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(await stored()).toEqual(job.summary);
  });

  it('malformed JSON: the local summariser stands in and the summary says why', async () => {
    standIn.handle((_req, res) => answer(res, '{"summary": "Tim membahas", "topics": [ ... oops'));
    const job = await summarise();
    expect(job).toMatchObject({ state: 'done', engine: 'local', error: null });
    expect(job.summary).toMatchObject({ notice: { code: 'invalid-format' } });
    const actions = job.summary?.actionItems as Array<{ task: string; assignee: string }>;
    expect(actions.some((a) => a.assignee === 'Andi' && /bug login/i.test(a.task))).toBe(true);
    expect(await stored()).toEqual(job.summary);
  });

  it('a provider that does not answer in time: local summary, notice timeout', async () => {
    standIn.handle((_req, res) => void setTimeout(() => answer(res, JSON.stringify(MODEL_ANSWER)), TIMEOUT_MS * 4));
    const job = await summarise();
    expect(job).toMatchObject({ state: 'done', engine: 'local' });
    expect(job.summary).toMatchObject({ notice: { code: 'timeout' } });
  });

  it('a refused key (401): local summary, notice auth with the status', async () => {
    standIn.handle((_req, res) => fail(res, 401, 'invalid api key'));
    const job = await summarise();
    expect(job).toMatchObject({ state: 'done', engine: 'local' });
    expect(job.summary).toMatchObject({ notice: { code: 'auth', status: 401 } });
  });

  it('pressing again while the job runs answers the same job', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    const slow = await createTestApp({
      env: { LLM_API_KEY: KEY, LLM_BASE_URL: standIn.baseUrl, LLM_TIMEOUT_MS: '20000' },
    });
    try {
      const user = await createUser(slow, { email: 'slow@example.com' });
      const tr = (
        await slow.app.inject({
          method: 'POST',
          url: '/api/transcriptions',
          headers: { cookie: user.cookie },
          payload: { text: MEETING },
        })
      ).json<Transcription>();
      standIn.handle(async (_req, res) => {
        await held;
        answer(res, JSON.stringify(MODEL_ANSWER));
      });
      const post = () =>
        slow.app.inject({
          method: 'POST',
          url: `/api/transcriptions/${tr.id}/summary`,
          headers: { cookie: user.cookie },
          payload: {},
        });
      const first = (await post()).json<SummaryJob>();
      // Wait until the worker has it (the model is answering), then press again.
      for (let i = 0; i < 200 && standIn.requests.length === 0; i++) await new Promise((r) => setTimeout(r, 25));
      expect(standIn.requests.length).toBe(1);
      const second = (await post()).json<SummaryJob>();
      expect(second.jobId).toBe(first.jobId);
      expect(second.state).toBe('running');
      release();
      const done = await settle(slow, user.cookie, first.jobId);
      expect(done).toMatchObject({ state: 'done', engine: 'llm' });
      expect(standIn.requests.length).toBe(1);
    } finally {
      release();
      await slow.close();
    }
  }, 60_000);
});

describe('summary jobs without the local fallback: the spec’s error codes', () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let jobs: Jobs;
  let service: SummariesService;
  let filesDir: string;
  const USER = 'user-no-fallback';

  beforeAll(async () => {
    db = await freshDatabase();
    filesDir = mkdtempSync(join(TMP_DIR, 'summ-files-'));
    // A real account: stored summaries belong to one.
    await db.database.db.insert(users).values({ id: USER, name: 'No Fallback', email: 'no-fallback@example.com' });
    jobs = createJobs(db.database, silentLog);
    const log = { info: () => undefined, warn: () => undefined };
    const transcriptions = createTranscriptionsService({
      repo: createTranscriptionsRepo(db.database.db),
      storage: createLocalStorage(filesDir),
      log: silentLog as never,
      maxUploadBytes: 1024,
    });
    const summarizer = createSummarizer({
      config: { llm: { baseUrl: standIn.baseUrl, apiKey: KEY, model: 'deepseek-chat' } },
      log,
      llm: { timeoutMs: TIMEOUT_MS },
    });
    service = createSummariesService({
      jobs,
      repo: createSummariesRepo(db.database.db),
      transcriptions,
      summarizer,
      fallback: false,
      timeZoneOf: async () => undefined,
    });
    jobs.define(summaryJob(service));
    await jobs.start({ work: true });
  }, 60_000);
  afterAll(async () => {
    await jobs.stop();
    await db.drop();
    rmSync(filesDir, { recursive: true, force: true });
  });

  async function run(): Promise<SummaryJob> {
    const queued = await service.summarizeText(USER, { text: MEETING, language: 'id-ID' });
    const until = Date.now() + 20_000;
    for (;;) {
      const job = await service.getJob(USER, queued.jobId);
      if (job.state === 'done' || job.state === 'failed') return job;
      if (Date.now() > until) throw new Error(`still ${job.state}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  it('401 → SUMMARY_AI_AUTH, not retried', async () => {
    standIn.handle((_req, res) => fail(res, 401, 'invalid api key'));
    const job = await run();
    expect(job).toMatchObject({ state: 'failed', summary: null, error: { code: 'SUMMARY_AI_AUTH' } });
    expect(job.error?.message).toMatch(/Authentication problem/);
    expect(standIn.requests).toHaveLength(1);
  });

  it('timeout → SUMMARY_TIMEOUT after the policy’s 2 retries; the job records the code as a field', async () => {
    standIn.handle((_req, res) => void setTimeout(() => answer(res, '{}'), TIMEOUT_MS * 3));
    const job = await run();
    expect(job).toMatchObject({ state: 'failed', error: { code: 'SUMMARY_TIMEOUT' } });
    expect(standIn.requests).toHaveLength(SUMMARY_MAX_ATTEMPTS);
    // What pg-boss stored for the failed job: the thrown SummaryError's own fields, read back without parsing text.
    const raw = await jobs.find(SUMMARY_JOB, job.jobId);
    expect(raw?.state).toBe('failed');
    expect(raw?.output).toMatchObject({ code: 'SUMMARY_TIMEOUT', reason: expect.any(String) });
    expect((raw?.output as { message?: string }).message).not.toMatch(/^SUMMARY_/);
  }, 30_000);

  it('an unusable answer → SUMMARY_INVALID_FORMAT, after retries (a model may answer better next time)', async () => {
    standIn.handle((_req, res) => answer(res, 'Maaf, saya tidak bisa membantu.'));
    const job = await run();
    expect(job).toMatchObject({ state: 'failed', error: { code: 'SUMMARY_INVALID_FORMAT' } });
    expect(standIn.requests).toHaveLength(SUMMARY_MAX_ATTEMPTS);
  }, 30_000);

  it('any other failure → SUMMARY_FAILED with the reason', async () => {
    standIn.handle((_req, res) => fail(res, 500, 'upstream exploded'));
    const job = await run();
    expect(job.state).toBe('failed');
    expect(job.error?.code).toBe('SUMMARY_FAILED');
    expect(job.error?.reason).toMatch(/HTTP 500/);
    expect(job.error?.message).toMatch(/^Failed to generate the summary: HTTP 500/);
    expect(job.error?.message).not.toContain(KEY);
  }, 30_000);

  it('another user cannot read the job', async () => {
    standIn.handle((_req, res) => answer(res, JSON.stringify(MODEL_ANSWER)));
    const queued = await service.summarizeText(USER, { text: MEETING });
    await expect(service.getJob('someone-else', queued.jobId)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('a summary that succeeds is stored; the job’s output is only its id', async () => {
    standIn.handle((_req, res) => answer(res, JSON.stringify(MODEL_ANSWER)));
    const job = await run();
    expect(job).toMatchObject({ state: 'done', engine: 'llm', error: null });
    const raw = await jobs.find(SUMMARY_JOB, job.jobId);
    expect(raw?.output).toEqual({ summaryId: expect.any(String) });
    const [row] = await db.database.db
      .select()
      .from(summaries)
      .where(eq(summaries.id, (raw?.output as { summaryId: string }).summaryId));
    expect(row).toMatchObject({ userId: USER, jobId: job.jobId, transcriptionId: null, engine: 'llm' });
    expect(row?.summary).toEqual(job.summary);
  });
});
