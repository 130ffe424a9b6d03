import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SummaryJob } from '../../../shared/api/summaries.js';
import type { Transcription } from '../../../shared/api/transcriptions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, type TestUser } from '../../test/users.js';
import { SUMMARY_REQUESTS_PER_MINUTE } from './summary.routes.js';
import { MEETING, settle } from './summary.test-support.js';

describe('summaries API (local summariser)', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let meeting: Transcription;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t, { email: 'owner@example.com' });
    other = await createUser(t, { email: 'other@example.com' });
    meeting = await create({ title: 'Rapat Mingguan', text: MEETING, language: 'id-ID', durationSeconds: 1800 });
  }, 60_000);
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, cookie = owner.cookie) =>
    t.app.inject({
      method,
      url,
      headers: { cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  async function create(body: object): Promise<Transcription> {
    const res = await call('POST', '/api/transcriptions', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }
  const read = async (id: string) => (await call('GET', `/api/transcriptions/${id}`)).json<Transcription>();

  it('summarises a transcription as a job and stores the summary on it', async () => {
    const res = await call('POST', `/api/transcriptions/${meeting.id}/summary`, { timeZone: 'Asia/Jakarta' });
    expect(res.statusCode, res.body).toBe(202);
    const queued = res.json<SummaryJob>();
    expect(queued).toMatchObject({ state: expect.stringMatching(/queued|running/), transcriptionId: meeting.id });
    expect(queued.summary).toBeNull();

    const job = await settle(t, owner.cookie, queued.jobId);
    expect(job.state, JSON.stringify(job.error)).toBe('done');
    expect(job.engine).toBe('local');
    expect(job.error).toBeNull();
    const actions = job.summary?.actionItems as Array<{ task: string; assignee: string }>;
    expect(actions.some((a) => /bug login/i.test(a.task) && a.assignee === 'Andi')).toBe(true);
    expect(job.summary?.summary).toBeTruthy();
    expect(job.summary).toMatchObject({ language: 'id', meetingInfo: { title: 'Rapat Mingguan' } });

    const stored = await read(meeting.id);
    expect(stored.summary).toEqual(job.summary);
    const list = (await call('GET', '/api/transcriptions')).json<{
      items: Array<{ id: string; hasSummary: boolean }>;
    }>();
    expect(list.items.find((i) => i.id === meeting.id)?.hasSummary).toBe(true);
  });

  it('re-running after a job finished is safe: a new job replaces the summary', async () => {
    const first = await call('POST', `/api/transcriptions/${meeting.id}/summary`, {});
    await settle(t, owner.cookie, first.json<SummaryJob>().jobId);
    // The meeting was edited: the next summary reflects the new text.
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/transcriptions/${meeting.id}`,
      headers: { cookie: owner.cookie },
      payload: { text: `${MEETING}\nSari: Saya akan menghubungi vendor server besok pagi.` },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const again = await call('POST', `/api/transcriptions/${meeting.id}/summary`, {});
    expect(again.statusCode).toBe(202);
    expect(again.json<SummaryJob>().jobId).not.toBe(first.json<SummaryJob>().jobId);
    const job = await settle(t, owner.cookie, again.json<SummaryJob>().jobId);
    expect(job.state).toBe('done');
    const actions = job.summary?.actionItems as Array<{ task: string; assignee: string }>;
    expect(actions.some((a) => a.assignee === 'Sari' && /vendor/i.test(a.task))).toBe(true);
    expect((await read(meeting.id)).summary).toEqual(job.summary);
  });

  it('pressing again while a job waits or runs answers the same job', async () => {
    const a = await call('POST', `/api/transcriptions/${meeting.id}/summary`, {});
    const b = await call('POST', `/api/transcriptions/${meeting.id}/summary`, {});
    expect(a.statusCode).toBe(202);
    expect(b.statusCode).toBe(202);
    const [ja, jb] = [a.json<SummaryJob>(), b.json<SummaryJob>()];
    // Both answered before the worker finished the first: one job. (If the worker already finished, a new one is
    // right too; the singleton only covers waiting and running jobs.)
    if (jb.jobId !== ja.jobId) expect((await settle(t, owner.cookie, ja.jobId)).state).toBe('done');
    else expect(jb.transcriptionId).toBe(meeting.id);
    expect((await settle(t, owner.cookie, jb.jobId)).state).toBe('done');
  });

  it('refuses short and empty transcripts with the spec’s codes before queueing', async () => {
    const short = await create({ text: 'Rapat singkat.' });
    const res = await call('POST', `/api/transcriptions/${short.id}/summary`, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('SUMMARY_TRANSCRIPT_TOO_SHORT');

    const empty = await create({ text: '   ', segments: [] });
    const res2 = await call('POST', `/api/transcriptions/${empty.id}/summary`, {});
    expect(res2.statusCode).toBe(400);
    expect(res2.json().error.code).toBe('SUMMARY_EMPTY');
  });

  it('another user’s transcription, an unknown one and a bad id are refused', async () => {
    const theirs = await call('POST', `/api/transcriptions/${meeting.id}/summary`, {}, other.cookie);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.code).toBe('NOT_FOUND');
    const unknown = await call('POST', '/api/transcriptions/00000000-0000-4000-8000-000000000000/summary', {});
    expect(unknown.statusCode).toBe(404);
    const bad = await call('POST', '/api/transcriptions/not-a-uuid/summary', {});
    expect(bad.statusCode).toBe(400);
    const zone = await call('POST', `/api/transcriptions/${meeting.id}/summary`, { timeZone: 'Mars/Olympus' });
    expect(zone.statusCode).toBe(400);
    const signedOut = await t.app.inject({ method: 'POST', url: `/api/transcriptions/${meeting.id}/summary` });
    expect(signedOut.statusCode).toBe(401);
  });

  it('summarises a recording panel’s text in its language (stored for the user alone)', async () => {
    const text =
      'Anna: Thanks for joining the planning call. Mark, please send the revised budget to the finance team by ' +
      'next Friday. Mark: Sure, I will send the revised budget by next Friday. Anna: Great, I will book the ' +
      'venue tomorrow.';
    const res = await call('POST', '/api/summaries', { text, language: 'en-US' });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json<SummaryJob>().transcriptionId).toBeNull();
    const job = await settle(t, owner.cookie, res.json<SummaryJob>().jobId);
    expect(job.state).toBe('done');
    expect(job.summary).toMatchObject({ language: 'en' });
    const actions = job.summary?.actionItems as Array<{ task: string; assignee: string }>;
    expect(actions.some((a) => a.assignee === 'Mark' && /budget/i.test(a.task))).toBe(true);
  });

  it('a recording panel’s text of a saved recording is read by its segments, where each utterance ends', async () => {
    const said = [
      'tony one more thing the rec center wants the deposit before they finalize the schedule',
      'how much',
      'twelve hundred',
      'okay um i can mail the check tomorrow',
    ];
    const segments = said.map((text, i) => ({ start: i * 5, end: i * 5 + 4, text }));
    const saved = await create({ title: 'Soccer board', text: said.join(' '), segments, language: 'en-US' });
    const res = await call('POST', '/api/summaries', { text: said.join(' '), transcriptionId: saved.id });
    expect(res.statusCode, res.body).toBe(202);
    const job = await settle(t, owner.cookie, res.json<SummaryJob>().jobId);
    const actions = job.summary?.actionItems as Array<{ task: string }>;
    expect(actions.map((a) => a.task)).toEqual(['Mail the check (deposit)']);
  });

  it('a recording test gets the canned summary', async () => {
    const res = await call('POST', '/api/summaries', { text: 'tes tes, satu dua tiga, cek mic', language: 'id-ID' });
    expect(res.statusCode, res.body).toBe(202);
    const job = await settle(t, owner.cookie, res.json<SummaryJob>().jobId);
    expect(job).toMatchObject({ state: 'done', engine: 'canned-test' });
    expect(job.summary?.summary).toMatch(/pengujian/i);
  });

  it('refuses blank, short and malformed panel texts at once', async () => {
    const blank = await call('POST', '/api/summaries', { text: '  \n ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.code).toBe('SUMMARY_EMPTY');
    const short = await call('POST', '/api/summaries', { text: 'Kita rapat soal anggaran besok.' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.code).toBe('SUMMARY_RECORDING_TOO_SHORT');
    expect((await call('POST', '/api/summaries', { language: 'id-ID' })).statusCode).toBe(400);
    expect((await call('POST', '/api/summaries', { text: 42 })).statusCode).toBe(400);
  });

  it('a job is readable only by the user who queued it', async () => {
    const res = await call('POST', '/api/summaries', { text: MEETING });
    const { jobId } = res.json<SummaryJob>();
    const theirs = await call('GET', `/api/summaries/jobs/${jobId}`, undefined, other.cookie);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain('Budi');
    expect((await call('GET', '/api/summaries/jobs/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await call('GET', '/api/summaries/jobs/nope')).statusCode).toBe(400);
    expect((await settle(t, owner.cookie, jobId)).state).toBe('done');
  });

  it('a transcription deleted before its job runs fails the job with NOT_FOUND, not a crash', async () => {
    const doomed = await create({ text: MEETING });
    const res = await call('POST', `/api/transcriptions/${doomed.id}/summary`, {});
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/transcriptions/${doomed.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(del.statusCode).toBe(204);
    const job = await settle(t, owner.cookie, res.json<SummaryJob>().jobId);
    // Either the job found no transcription, or it finished first and its summary went down with the row: both are
    // NOT_FOUND, as a typed code (not retried: it is permanent).
    expect(job).toMatchObject({ state: 'failed', error: { code: 'NOT_FOUND' } });
  });
});

describe('summaries API rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t.close());

  it('allows 20 summary requests a minute per user, then answers 429 RATE_LIMITED', async () => {
    const busy = await createUser(t, { email: 'busy@example.com' });
    const calm = await createUser(t, { email: 'calm@example.com' });
    const post = (cookie: string) =>
      t.app.inject({ method: 'POST', url: '/api/summaries', headers: { cookie }, payload: { text: ' ' } });
    for (let i = 0; i < SUMMARY_REQUESTS_PER_MINUTE; i++) expect((await post(busy.cookie)).statusCode).toBe(400);
    const limited = await post(busy.cookie);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    // Counted per user, not per address: another user from the same address is not affected.
    expect((await post(calm.cookie)).statusCode).toBe(400);
  });
});
