import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SummaryJob } from '../../../shared/api/summaries.js';
import type { Transcription } from '../../../shared/api/transcriptions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, type TestUser } from '../../test/users.js';
import { summaries } from './summaries.schema.js';
import { SUMMARY_JOB } from './summary.service.js';
import { MEETING, settle } from './summary.test-support.js';

/**
 * Where summaries live: in the database, never only in a job's output. The recording panel's summary (a text) is
 * attached to the recording's saved transcription when the panel names it, so the saved meeting shows it.
 */
describe('stored summaries', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t, { email: 'owner@example.com' });
    other = await createUser(t, { email: 'other@example.com' });
  }, 60_000);
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, cookie = owner.cookie) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
  /** A transcription as a recording's Stop saves it: the live text, a 'Recording …' title, the audio's length. */
  async function savedRecording(): Promise<Transcription> {
    const res = await call('POST', '/api/transcriptions', {
      title: 'Recording 24/11/2026, 10.00',
      text: MEETING,
      language: 'id-ID',
      durationSeconds: 600,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }
  const read = async (id: string) => (await call('GET', `/api/transcriptions/${id}`)).json<Transcription>();
  const rowsOf = (jobId: string) => t.database.db.select().from(summaries).where(eq(summaries.jobId, jobId));
  const summaryJobCount = async () =>
    Number(
      (
        (await t.database.executeSql(`select count(*)::int as n from pgboss.job where name = $1`, [SUMMARY_JOB]))
          .rows[0] as { n: number }
      ).n,
    );

  it('the recording panel’s summary is stored on the saved transcription, which then shows it', async () => {
    const tr = await savedRecording();
    expect(tr.summary).toBeNull();
    const res = await call('POST', '/api/summaries', {
      text: MEETING,
      language: 'id-ID',
      timeZone: 'Asia/Jakarta',
      transcriptionId: tr.id,
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json<SummaryJob>().transcriptionId).toBe(tr.id);
    const job = await settle(t, owner.cookie, res.json<SummaryJob>().jobId);
    expect(job).toMatchObject({ state: 'done', engine: 'local', error: null, transcriptionId: tr.id });
    // The saved meeting's facts fill the summary: its title, not 'Untitled Meeting'.
    expect(job.summary).toMatchObject({ meetingInfo: { title: 'Recording 24/11/2026, 10.00' } });

    expect((await read(tr.id)).summary).toEqual(job.summary);
    const list = (await call('GET', '/api/transcriptions')).json<{
      items: Array<{ id: string; hasSummary: boolean }>;
    }>();
    expect(list.items.find((i) => i.id === tr.id)?.hasSummary).toBe(true);

    // In the database; the job's output is a reference to the row, not the summary.
    const [row] = await rowsOf(job.jobId);
    expect(row).toMatchObject({ userId: owner.id, transcriptionId: tr.id, engine: 'local', fallback: null });
    expect(row?.summary).toEqual(job.summary);
    const raw = await t.runtime.platform.jobs.find(SUMMARY_JOB, job.jobId);
    expect(raw?.output).toEqual({ summaryId: row?.id });
  });

  it('another user’s transcription, or an unknown one, is refused with 404: nothing is queued or stored', async () => {
    const tr = await savedRecording();
    const before = await summaryJobCount();
    const theirs = await call('POST', '/api/summaries', { text: MEETING, transcriptionId: tr.id }, other.cookie);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.code).toBe('NOT_FOUND');
    const unknown = await call('POST', '/api/summaries', {
      text: MEETING,
      transcriptionId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await call('POST', '/api/summaries', { text: MEETING, transcriptionId: 'not-a-uuid' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION');
    const zone = await call('POST', '/api/summaries', { text: MEETING, timeZone: 'Mars/Olympus' });
    expect(zone.statusCode).toBe(400);
    expect(await summaryJobCount()).toBe(before);
    expect((await read(tr.id)).summary).toBeNull();
  });

  it('a text alone is stored for its user, attached to nothing', async () => {
    const res = await call('POST', '/api/summaries', { text: MEETING, language: 'id-ID' });
    expect(res.statusCode, res.body).toBe(202);
    const job = await settle(t, owner.cookie, res.json<SummaryJob>().jobId);
    expect(job).toMatchObject({ state: 'done', transcriptionId: null });
    const [row] = await rowsOf(job.jobId);
    expect(row).toMatchObject({ userId: owner.id, transcriptionId: null });
    expect(row?.summary).toEqual(job.summary);
  });

  it('the minutes screen’s summary is stored the same way', async () => {
    const tr = await savedRecording();
    const res = await call('POST', `/api/transcriptions/${tr.id}/summary`, {});
    const job = await settle(t, owner.cookie, res.json<SummaryJob>().jobId);
    expect(job.state).toBe('done');
    const [row] = await rowsOf(job.jobId);
    expect(row).toMatchObject({ transcriptionId: tr.id });
    expect((await read(tr.id)).summary).toEqual(row?.summary);
  });

  it('a summary goes with its transcription; its job then answers the typed code NOT_FOUND', async () => {
    const tr = await savedRecording();
    const res = await call('POST', '/api/summaries', { text: MEETING, transcriptionId: tr.id });
    const job = await settle(t, owner.cookie, res.json<SummaryJob>().jobId);
    expect(job.state).toBe('done');
    expect((await call('DELETE', `/api/transcriptions/${tr.id}`)).statusCode).toBe(204);
    expect(await rowsOf(job.jobId)).toEqual([]);
    const after = (await call('GET', `/api/summaries/jobs/${job.jobId}`)).json<SummaryJob>();
    expect(after).toMatchObject({ state: 'failed', summary: null, error: { code: 'NOT_FOUND' } });
    const orphans = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(summaries)
      .where(eq(summaries.transcriptionId, tr.id));
    expect(orphans[0]?.n).toBe(0);
  });
});
