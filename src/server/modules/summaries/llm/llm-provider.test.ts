import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderError } from '../errors.js';
import type { ProviderInput } from '../types.js';
import { createLlmProvider } from './llm-provider.js';
import { answer, fail, startStandIn, type StandIn } from './stand-in.js';

const KEY = 'sk-test-secret-123';
const MODEL_ANSWER = {
  meetingInfo: { title: 'Rapat Sprint' },
  summary: 'Tim membahas bug login dan rilis.',
  topics: [{ title: 'Bug login', points: ['Token kedaluwarsa terlalu cepat'] }, 'Rilis 2.3'],
  actionItems: [{ task: 'Perbaiki bug login', assignee: 'Andi', deadline: 'Rabu, 25 November 2026' }],
  participants: [{ name: 'Andi', role: 'Developer' }],
};
const input = (text: string, extra: Partial<ProviderInput> = {}): ProviderInput => ({
  text,
  summaryLanguage: 'id',
  ...extra,
});

let standIn: StandIn;
beforeAll(async () => {
  standIn = await startStandIn();
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.requests.length = 0;
});

const provider = (opts: Partial<Parameters<typeof createLlmProvider>[0]> = {}) =>
  createLlmProvider({ baseUrl: standIn.baseUrl, apiKey: KEY, model: 'deepseek-chat', timeoutMs: 2000, ...opts });

describe('the OpenAI-compatible provider', () => {
  it('sends the spec’s request and reads a fenced JSON answer', async () => {
    standIn.handle((_req, res) =>
      answer(res, `Berikut notulennya:\n\`\`\`json\n${JSON.stringify(MODEL_ANSWER)}\n\`\`\``),
    );
    const summary = await provider().summarize(input('Andi: Saya akan perbaiki bug login besok.', { title: 'Sprint' }));

    const req = standIn.requests[0]!;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/v1/chat/completions');
    expect(req.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(req.body).toMatchObject({
      model: 'deepseek-chat',
      temperature: 0.3,
      max_tokens: 2000,
      response_format: { type: 'json_object' },
    });
    expect(req.body.messages?.map((m) => m.role)).toEqual(['system', 'user']);
    expect(req.body.messages?.[0]?.content).toContain('JSON');
    expect(req.body.messages?.[0]?.content).toContain('Bahasa Indonesia');
    expect(req.body.messages?.[1]?.content).toContain('Andi: Saya akan perbaiki bug login besok.');
    expect(req.body.messages?.[1]?.content).toContain('Judul: Sprint');

    expect(summary.generator).toBe('llm');
    expect(summary.topics).toEqual([
      { title: 'Bug login', points: ['Token kedaluwarsa terlalu cepat'] },
      { title: 'Rilis 2.3', points: [] },
    ]);
    expect(summary.actionItems[0]).toEqual({
      task: 'Perbaiki bug login',
      assignee: 'Andi',
      deadline: 'Rabu, 25 November 2026',
      status: 'Pending',
    });
    expect(summary.meetingInfo.location).toBe('Tidak disebutkan');
  });

  it('asks in English for an English transcript', async () => {
    standIn.handle((_req, res) => answer(res, JSON.stringify({ summary: 'Short.' })));
    const s = await provider().summarize(input('Tom: I will fix it.', { summaryLanguage: 'en' }));
    expect(standIn.requests[0]!.body.messages?.[0]?.content).toContain('Write everything in English');
    expect(s.meetingInfo.title).toBe('Untitled Meeting');
    expect(s.meetingInfo.date).toBe('Not mentioned');
  });

  it.each([
    [
      'malformed JSON',
      (res: Parameters<typeof answer>[0]) => answer(res, '{"summary": "cut off'),
      'invalid-format',
      undefined,
    ],
    [
      'JSON without a summary',
      (res: Parameters<typeof answer>[0]) => answer(res, '{"topics": []}'),
      'invalid-format',
      undefined,
    ],
    ['an empty answer', (res: Parameters<typeof answer>[0]) => answer(res, ''), 'invalid-format', undefined],
    ['401', (res: Parameters<typeof answer>[0]) => fail(res, 401, 'bad key'), 'auth', 401],
    ['403', (res: Parameters<typeof answer>[0]) => fail(res, 403, 'forbidden'), 'auth', 403],
    ['429', (res: Parameters<typeof answer>[0]) => fail(res, 429, 'slow down'), 'rate-limited', 429],
    ['500', (res: Parameters<typeof answer>[0]) => fail(res, 500, 'boom'), 'http-error', 500],
  ])('fails with a coded ProviderError on %s', async (_name, handler, code, status) => {
    standIn.handle((_req, res) => handler(res));
    const err = await provider()
      .summarize(input('Andi: halo semua, kita mulai rapatnya.'))
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect(err).toMatchObject({ code, status });
  });

  it('times out after the configured time', async () => {
    standIn.handle((_req, res) => {
      setTimeout(() => answer(res, JSON.stringify({ summary: 'late' })), 1500);
    });
    const started = Date.now();
    const err = await provider({ timeoutMs: 150 })
      .summarize(input('Andi: halo semua, kita mulai rapatnya.'))
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1200);
  });

  it('gives up when the caller aborts, with the caller’s reason, not a timeout', async () => {
    standIn.handle((_req, res) => {
      setTimeout(() => answer(res, JSON.stringify({ summary: 'late' })), 1500);
    });
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('job cancelled')), 100);
    const err = await provider({ timeoutMs: 5000 })
      .summarize(input('Andi: halo semua.', { signal: controller.signal }))
      .catch((e: unknown) => e);
    expect(err).toEqual(new Error('job cancelled'));
  });

  it('reports a refused connection as a network failure', async () => {
    const err = await createLlmProvider({ baseUrl: 'http://127.0.0.1:1/v1', apiKey: KEY, model: 'm', timeoutMs: 2000 })
      .summarize(input('Andi: halo semua.'))
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'network' });
  });

  it('retries without response_format when a server refuses it', async () => {
    standIn.handle((req, res) =>
      req.body.response_format
        ? fail(res, 400, 'response_format is not supported')
        : answer(res, JSON.stringify({ summary: 'Ok.' })),
    );
    const s = await provider().summarize(input('Andi: halo semua.'));
    expect(s.summary).toBe('Ok.');
    expect(standIn.requests.map((r) => Boolean(r.body.response_format))).toEqual([true, false]);
  });

  it('never puts the key into an error or a log line, even when the server echoes it', async () => {
    const logged: unknown[] = [];
    const log = { info: (o: object) => logged.push(o), warn: (o: object) => logged.push(o) };
    standIn.handle((_req, res) => fail(res, 500, `invalid request with key ${KEY}`));
    const err = (await provider({ log })
      .summarize(input('Andi: halo semua.'))
      .catch((e: unknown) => e)) as ProviderError;
    expect(err.message).toContain('[redacted]');
    expect(JSON.stringify({ message: err.message, logged })).not.toContain(KEY);
  });
});

describe('long transcripts', () => {
  const turn = (i: number) =>
    `${i % 2 ? 'Andi' : 'Rina'}: Ini kalimat nomor ${i} tentang anggaran proyek dan jadwal rilis. Kita bahas detailnya bersama.`;
  const long = Array.from({ length: 40 }, (_, i) => turn(i)).join('\n');

  it('are summarised in parts, several at a time, then merged with one merge call', async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    standIn.handle(async (req, res) => {
      const user = req.body.messages?.[1]?.content ?? '';
      if (req.body.messages?.[0]?.content.includes('menggabungkan')) {
        return answer(res, JSON.stringify({ title: 'Rapat Anggaran', summary: 'Ringkasan keseluruhan.' }));
      }
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((r) => setTimeout(r, 30));
      inFlight--;
      const part = Number(user.match(/bagian (\d+) dari/)?.[1]);
      answer(
        res,
        JSON.stringify({
          summary: `Bagian ${part}.`,
          topics: [{ title: 'Anggaran', points: [`poin ${part}`] }],
          actionItems: [
            {
              task: [
                'Cek server staging',
                'Hubungi vendor kabel',
                'Revisi desain halaman',
                'Susun laporan biaya',
                'Pesan ruang rapat',
                'Uji aplikasi kasir',
              ][part - 1]!,
              assignee: 'Andi',
            },
            { task: 'Kirim jadwal rilis ke klien', assignee: 'Rina', deadline: part === 2 ? 'Jumat' : undefined },
          ],
          participants: [{ name: 'Andi' }, { name: 'Rina', role: part === 2 ? 'Sekretaris' : undefined }],
        }),
      );
    });
    const s = await provider({ maxPartChars: 1500, concurrency: 3 }).summarize(input(long));

    const partRequests = standIn.requests.filter((r) => /bagian \d+ dari/.test(r.body.messages?.[1]?.content ?? ''));
    expect(partRequests.length).toBeGreaterThanOrEqual(3);
    expect(standIn.requests).toHaveLength(partRequests.length + 1);
    for (const r of partRequests) expect(r.body.messages![1]!.content.length).toBeLessThan(1500 + 400);
    expect(maxInFlight).toBeGreaterThan(1);
    expect(maxInFlight).toBeLessThanOrEqual(3);

    expect(s.summary).toBe('Ringkasan keseluruhan.');
    expect(s.meetingInfo.title).toBe('Rapat Anggaran');
    expect(s.topics).toHaveLength(1);
    expect(s.topics[0]!.points).toHaveLength(partRequests.length);
    // The same task from several parts is one item, with the deadline one part knew.
    expect(s.actionItems.filter((a) => a.assignee === 'Rina')).toEqual([
      { task: 'Kirim jadwal rilis ke klien', assignee: 'Rina', deadline: 'Jumat', status: 'Pending' },
    ]);
    expect(s.actionItems.filter((a) => a.assignee === 'Andi')).toHaveLength(partRequests.length);
    expect(s.participants).toEqual([
      { name: 'Andi', role: 'Peserta', contribution: '' },
      { name: 'Rina', role: 'Sekretaris', contribution: '' },
    ]);
  });

  it('join the parts’ summaries when the merge call fails', async () => {
    standIn.handle((req, res) => {
      if (req.body.messages?.[0]?.content.includes('menggabungkan')) return fail(res, 500, 'merge down');
      const part = req.body.messages?.[1]?.content.match(/bagian (\d+) dari/)?.[1];
      answer(res, JSON.stringify({ summary: `Bagian ${part}.` }));
    });
    const s = await provider({ maxPartChars: 1500 }).summarize(input(long));
    expect(s.summary).toMatch(/^Bagian 1\. Bagian 2\. Bagian 3\./);
  });

  it('fail as a whole when one part fails', async () => {
    standIn.handle((req, res) =>
      /bagian 2 dari/.test(req.body.messages?.[1]?.content ?? '')
        ? fail(res, 502, 'bad gateway')
        : answer(res, '{"summary":"x"}'),
    );
    await expect(provider({ maxPartChars: 1500 }).summarize(input(long))).rejects.toMatchObject({
      code: 'http-error',
      status: 502,
    });
  });
});
