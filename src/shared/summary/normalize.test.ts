import { describe, expect, it } from 'vitest';
import { cutMalformed, extractJson, GeneratedSummarySchema, normalizeSummary, SUMMARY_DEFAULTS } from './normalize.js';

const id = { language: 'id', generator: 'llm' } as const;
const en = { language: 'en', generator: 'llm' } as const;

function ok(raw: unknown, opts: Parameters<typeof normalizeSummary>[1] = id) {
  const r = normalizeSummary(raw, opts);
  if (!r.ok) throw new Error(r.issue);
  return r.summary;
}

describe('extractJson', () => {
  it('reads bare JSON, a ```json fence, a bare fence and JSON with prose around it', () => {
    expect(extractJson('{"a":1}')).toEqual({ a: 1 });
    expect(extractJson('```json\n{"a":1}\n```')).toEqual({ a: 1 });
    expect(extractJson('Here you go:\n```\n{"a":2}\n```\nHope it helps')).toEqual({ a: 2 });
    expect(extractJson('Berikut ringkasannya: {"a":{"b":"}"}} Semoga membantu.')).toEqual({ a: { b: '}' } });
  });

  it('gives undefined when there is no JSON object', () => {
    expect(extractJson('Maaf, saya tidak bisa.')).toBeUndefined();
    expect(extractJson('{"summary": "cut off')).toBeUndefined();
  });
});

describe('normalizeSummary', () => {
  it('fills every missing field with the spec defaults, verbatim in Indonesian', () => {
    const s = ok({
      summary: 'Rapat singkat.',
      topics: [{ points: ['a'] }],
      actionItems: [{ task: 'Kirim laporan' }],
      participants: [{ contribution: 'x' }],
    });
    expect(s.meetingInfo).toEqual({
      title: 'Untitled Meeting',
      date: 'Tidak disebutkan',
      duration: 'Tidak disebutkan',
      location: 'Tidak disebutkan',
    });
    expect(s.topics).toEqual([{ title: 'Topik', points: ['a'] }]);
    expect(s.actionItems).toEqual([{ task: 'Kirim laporan', assignee: 'Tim', deadline: 'Segera', status: 'Pending' }]);
    expect(s.participants).toEqual([{ name: 'Peserta', role: 'Peserta', contribution: 'x' }]);
    expect(GeneratedSummarySchema.parse(s)).toEqual(s);
  });

  it('uses the English equivalents for an English summary', () => {
    const s = ok(
      { summary: 'Short.', topics: [{ points: [], title: '' }, 'Budget'], actionItems: [{ task: 'Send it' }] },
      en,
    );
    expect(s.meetingInfo.duration).toBe('Not mentioned');
    expect(s.topics).toEqual([{ title: 'Budget', points: [] }]);
    expect(s.actionItems[0]).toEqual({
      task: 'Send it',
      assignee: 'Team',
      deadline: 'As soon as possible',
      status: 'Pending',
    });
    expect(SUMMARY_DEFAULTS.en.participant).toBe('Participant');
  });

  it('takes fenced model output and turns topic strings into topics without points', () => {
    const s = ok('```json\n{"summary":"Ok.","topics":["Anggaran","Vendor"]}\n```');
    expect(s.topics).toEqual([
      { title: 'Anggaran', points: [] },
      { title: 'Vendor', points: [] },
    ]);
  });

  it('parses action items given as JSON text, as a list of JSON texts, or as plain strings', () => {
    const asText = ok({ summary: 'x', actionItems: '[{"task":"Kirim draf","assignee":"Rina","deadline":"Jumat"}]' });
    expect(asText.actionItems).toEqual([
      { task: 'Kirim draf', assignee: 'Rina', deadline: 'Jumat', status: 'Pending' },
    ]);
    const fenced = ok({ summary: 'x', actionItems: '```json\n{"actionItems":[{"task":"A"}]}\n```' });
    expect(fenced.actionItems.map((a) => a.task)).toEqual(['A']);
    const listOfTexts = ok({ summary: 'x', actionItems: ['{"task":"B","status":"Selesai"}', 'Hubungi vendor'] });
    expect(listOfTexts.actionItems).toEqual([
      { task: 'B', assignee: 'Tim', deadline: 'Segera', status: 'Selesai' },
      { task: 'Hubungi vendor', assignee: 'Tim', deadline: 'Segera', status: 'Pending' },
    ]);
  });

  it('cuts malformed action text at 100 characters', () => {
    const long = `{"task": "${'x'.repeat(150)}`;
    const s = ok({ summary: 'x', actionItems: [long] });
    expect(s.actionItems[0]!.task).toBe(`${long.slice(0, 100)}…`);
    const notJson = ok({ summary: 'x', actionItems: 'y'.repeat(120) });
    expect(Array.from(notJson.actionItems[0]!.task)).toHaveLength(101);
    expect(cutMalformed('short')).toBe('short');
    expect(cutMalformed('😀'.repeat(101))).toBe(`${'😀'.repeat(100)}…`);
  });

  it('reads the keys models use instead of the asked ones', () => {
    const s = ok({
      ringkasan: 'Ringkas.',
      meeting_info: { title: 'Rapat A' },
      action_items: [{ description: 'Cek server', owner: 'Andi', due_date: 'Kamis' }],
      peserta: ['Budi'],
    });
    expect(s.summary).toBe('Ringkas.');
    expect(s.meetingInfo.title).toBe('Rapat A');
    expect(s.actionItems[0]).toMatchObject({ task: 'Cek server', assignee: 'Andi', deadline: 'Kamis' });
    expect(s.participants).toEqual([{ name: 'Budi', role: 'Peserta', contribution: '' }]);
  });

  it('uses known facts where the model left meetingInfo empty', () => {
    const s = ok(
      { summary: 'x', meetingInfo: { title: '' } },
      { ...id, known: { title: 'Sprint', date: 'Selasa, 24 November 2026' } },
    );
    expect(s.meetingInfo.title).toBe('Sprint');
    expect(s.meetingInfo.date).toBe('Selasa, 24 November 2026');
  });

  it('refuses an answer without summary text (spec: "Format respons tidak valid")', () => {
    expect(normalizeSummary('not json', id)).toEqual({ ok: false, issue: 'not a JSON object' });
    expect(normalizeSummary({ topics: [] }, id)).toEqual({ ok: false, issue: 'no summary text' });
    expect(normalizeSummary([], id).ok).toBe(false);
  });
});
