import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SUMMARY_SPEC_MESSAGES_ID } from '../../../shared/summary/errors.js';
import { SummaryError } from './errors.js';
import { loadFixtures } from './fixtures/index.js';
import { answer, fail, startStandIn, type StandIn } from './llm/stand-in.js';
import { createSummarizer, type SummarizerDeps } from './summarizer.js';

const KEY = 'sk-summarizer-test';
const meeting = loadFixtures().find((f) => f.name === 'id-01-sprint-aplikasi')!;
const request = {
  text: meeting.text,
  language: 'id-ID',
  title: meeting.title,
  date: meeting.date,
  durationSeconds: 1860,
};

let standIn: StandIn;
let logged: Array<{ obj: object; msg?: string }>;
const log = {
  info: (obj: object, msg?: string) => logged.push({ obj, msg }),
  warn: (obj: object, msg?: string) => logged.push({ obj, msg }),
};
const withKey = (llm: SummarizerDeps['llm'] = {}) =>
  createSummarizer({
    config: { llm: { baseUrl: standIn.baseUrl, apiKey: KEY, model: 'deepseek-chat' } },
    log,
    llm: { timeoutMs: 2000, ...llm },
  });

beforeAll(async () => {
  standIn = await startStandIn();
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.requests.length = 0;
  logged = [];
});

describe('createSummarizer without LLM_API_KEY', () => {
  const summarizer = createSummarizer({
    config: { llm: { baseUrl: 'https://api.deepseek.com', apiKey: undefined, model: 'deepseek-chat' } },
    log: { info() {}, warn() {} },
  });

  it('uses the local summariser', async () => {
    expect(summarizer.primary).toBe('local');
    const out = await summarizer.summarize(request);
    expect(out.generator).toBe('local');
    expect(out.fallback).toBeNull();
    expect(out.summary.actionItems.length).toBeGreaterThanOrEqual(4);
    expect(out.summary.meetingInfo.date).toBe('Selasa, 24 November 2026');
  });

  it('answers a recording test with the canned summary, in the transcript’s language', async () => {
    const id = await summarizer.summarize({ text: 'tes tes, satu dua tiga', purpose: 'recording' });
    expect(id.generator).toBe('canned-test');
    expect(id.summary.meetingInfo.title).toBe('Pengujian Audio/Transkrip');
    const en = await summarizer.summarize({ text: 'Testing, testing, one two three.', language: 'en-US' });
    expect(en.summary.meetingInfo.title).toBe('Audio/Transcript Test');
  });

  it('refuses transcripts that are too short, with the spec’s codes', async () => {
    const code = (p: Promise<unknown>) =>
      p.then(
        () => 'resolved',
        (e: SummaryError) => e.code,
      );
    expect(await code(summarizer.summarize({ text: '  ' }))).toBe('SUMMARY_EMPTY');
    expect(await code(summarizer.summarize({ text: 'Oke, sampai besok.' }))).toBe('SUMMARY_TRANSCRIPT_TOO_SHORT');
    expect(await code(summarizer.summarize({ text: 'Oke, kita kirim laporannya besok.', purpose: 'recording' }))).toBe(
      'SUMMARY_RECORDING_TOO_SHORT',
    );
    expect(SUMMARY_SPEC_MESSAGES_ID.SUMMARY_RECORDING_TOO_SHORT).toBe(
      'Transkrip terlalu pendek... Mohon rekam lebih lama.',
    );
  });

  it('stops when the caller has already aborted', async () => {
    const c = new AbortController();
    c.abort(new Error('cancelled'));
    await expect(summarizer.summarize({ ...request, signal: c.signal })).rejects.toThrow('cancelled');
  });
});

describe('createSummarizer with LLM_API_KEY', () => {
  it('uses the provider, keeping known facts over the model’s reading of them', async () => {
    standIn.handle((_req, res) =>
      answer(
        res,
        '```json\n{"meetingInfo":{"title":"Sprint Review","date":"kemarin","duration":"?"},"summary":"Ringkasan model."}\n```',
      ),
    );
    const summarizer = withKey();
    expect(summarizer.primary).toBe('llm');
    const out = await summarizer.summarize(request);
    expect(out.generator).toBe('llm');
    expect(out.fallback).toBeNull();
    expect(out.summary.summary).toBe('Ringkasan model.');
    expect(out.summary.meetingInfo).toEqual({
      title: 'Sprint Review',
      date: 'Selasa, 24 November 2026',
      duration: '31 menit',
      location: 'Tidak disebutkan',
    });
    expect(standIn.requests[0]!.body.messages![1]!.content).toContain('Tanggal: Selasa, 24 November 2026');
  });

  it('prompts in the transcript’s language with the local action items as hints, and keeps an item either found', async () => {
    // The model finds one task the local summariser also found (worded its way, assignee left at the default) and
    // one of its own; the local summariser's other tasks stay, once each.
    standIn.handle((_req, res) =>
      answer(
        res,
        JSON.stringify({
          summary: 'Tim membahas sprint dan rilis 2.3.',
          actionItems: [
            { task: 'Perbaiki bug login di aplikasi', assignee: 'Tim', deadline: 'Segera', status: 'Pending' },
            { task: 'Pesan ruang rapat untuk demo', assignee: 'Budi', deadline: 'Segera', status: 'Pending' },
          ],
          participants: [{ name: 'Budi', role: 'Scrum master', contribution: 'Memimpin rapat.' }],
        }),
      ),
    );
    const local = await createSummarizer({
      config: { llm: { baseUrl: standIn.baseUrl, apiKey: undefined, model: 'x' } },
      log,
    }).summarize(request);
    const out = await withKey().summarize(request);
    expect(out.generator).toBe('llm');

    const prompt = standIn.requests[0]!.body.messages![1]!.content;
    expect(standIn.requests[0]!.body.messages![0]!.content).toContain('Bahasa Indonesia');
    expect(prompt).toContain('Tindak lanjut yang ditemukan pemeriksa otomatis');
    for (const a of local.summary.actionItems) expect(prompt).toContain(`- ${a.task} — ${a.assignee}`);

    const items = out.summary.actionItems;
    const login = items.filter((a) => /bug login/i.test(a.task));
    expect(login).toHaveLength(1);
    expect(login[0]).toMatchObject({ task: 'Perbaiki bug login di aplikasi', assignee: 'Andi' });
    expect(login[0]!.deadline).not.toBe('Segera');
    expect(items.some((a) => a.task === 'Pesan ruang rapat untuk demo')).toBe(true);
    expect(items).toHaveLength(local.summary.actionItems.length + 1);
    expect(out.summary.participants[0]).toMatchObject({ name: 'Budi', role: 'Scrum master' });
    expect(out.summary.participants.map((p) => p.name)).toEqual(expect.arrayContaining(['Rina', 'Andi', 'Sari']));
  });

  it.each([
    [
      'malformed JSON',
      (res: Parameters<typeof answer>[0]) => answer(res, 'Maaf, ringkasannya: {"summary": '),
      'invalid-format',
      undefined,
    ],
    ['401', (res: Parameters<typeof answer>[0]) => fail(res, 401, 'invalid api key'), 'auth', 401],
    ['500', (res: Parameters<typeof answer>[0]) => fail(res, 500, 'internal'), 'http-error', 500],
  ])('falls back to the local summariser on %s, saying why', async (_name, handler, code, status) => {
    standIn.handle((_req, res) => handler(res));
    const out = await withKey().summarize(request);
    expect(out.generator).toBe('local');
    expect(out.fallback).toMatchObject({ code, status });
    expect(out.summary.notice).toEqual(status ? { code, status } : { code });
    expect(out.summary.actionItems.length).toBeGreaterThanOrEqual(4);
    expect(logged.some((l) => /local summariser/.test(l.msg ?? ''))).toBe(true);
    expect(JSON.stringify(logged)).not.toContain(KEY);
  });

  it('falls back on a timeout', async () => {
    standIn.handle((_req, res) => {
      setTimeout(() => answer(res, '{"summary":"late"}'), 1500);
    });
    const out = await withKey({ timeoutMs: 150 }).summarize(request);
    expect(out.generator).toBe('local');
    expect(out.fallback?.code).toBe('timeout');
  });

  it('reports the failure as the spec’s error when asked for no fallback', async () => {
    // Only the late answer may run into the time limit: a busy machine may take 150 ms to answer at all.
    const error = async (timeoutMs = 10_000) =>
      withKey({ timeoutMs })
        .summarize({ ...request, fallback: false })
        .catch((e: SummaryError) => e);
    standIn.handle((_req, res) => fail(res, 403, 'forbidden'));
    expect(await error()).toMatchObject({ code: 'SUMMARY_AI_AUTH', status: 403 });
    standIn.handle((_req, res) => {
      setTimeout(() => answer(res, '{"summary":"late"}'), 1500);
    });
    expect(await error(150)).toMatchObject({ code: 'SUMMARY_TIMEOUT' });
    standIn.handle((_req, res) => answer(res, 'no json here'));
    expect(await error()).toMatchObject({ code: 'SUMMARY_INVALID_FORMAT' });
    standIn.handle((_req, res) => fail(res, 502, 'bad gateway'));
    const failed = await error();
    expect(failed).toMatchObject({ code: 'SUMMARY_FAILED', status: 502 });
    expect((failed as SummaryError).reason).toMatch(/^HTTP 502/);
  });

  it('does not ask the provider about a recording test', async () => {
    const out = await withKey().summarize({ text: 'cek cek mic, satu dua tiga', purpose: 'recording' });
    expect(out.generator).toBe('canned-test');
    expect(standIn.requests).toHaveLength(0);
  });
});
