import { describe, expect, it } from 'vitest';
import type { SummaryLanguage } from '../../../../shared/summary/normalize.js';
import { expectedActions, loadFixtures, scoreActions, type Fixture } from '../fixtures/index.js';
import { detectLanguage } from '../language.js';
import { summarizeLocally } from './local-summarizer.js';
import { splitSentences, turnsOf } from './sentences.js';

const fixtures = loadFixtures();
const expected = expectedActions();
const langOf = (f: Fixture): SummaryLanguage => detectLanguage(f.language, f.text);
const summarize = (f: Fixture) =>
  summarizeLocally({
    text: f.text,
    language: f.language,
    title: f.title,
    date: f.date,
    durationSeconds: f.durationSeconds,
    summaryLanguage: langOf(f),
  });
const results = new Map(fixtures.map((f) => [f.name, summarize(f)]));
const flat = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

describe('the evaluation transcripts', () => {
  it('are at least six per language, of 300 to 1,500 words, each with several expected action items', () => {
    for (const lang of ['id', 'en'])
      expect(fixtures.filter((f) => langOf(f) === lang).length).toBeGreaterThanOrEqual(6);
    for (const f of fixtures) {
      const wordCount = f.text.split(/\s+/).length;
      expect(wordCount, f.name).toBeGreaterThanOrEqual(300);
      expect(wordCount, f.name).toBeLessThanOrEqual(1500);
      expect(expected[f.name]?.length ?? 0, f.name).toBeGreaterThanOrEqual(4);
    }
  });
});

describe('action items on the evaluation transcripts', () => {
  const scores = fixtures.map((f) => ({
    name: f.name,
    ...scoreActions(expected[f.name]!, results.get(f.name)!.actionItems),
  }));

  it.each(fixtures.map((f) => f.name))('%s: at most one expected item missed, at most one extra', (name) => {
    const s = scores.find((x) => x.name === name)!;
    expect(s.matched, JSON.stringify(s.missed)).toBeGreaterThanOrEqual(s.expected - 1);
    expect(s.found - s.matched, JSON.stringify(s.extra)).toBeLessThanOrEqual(1);
    expect(s.deadlines, 'deadlines').toBeGreaterThanOrEqual(s.matched - 1);
  });

  it('finds 90% of all expected items with the right assignee, 90% of them with the right deadline', () => {
    const total = scores.reduce(
      (a, s) => ({ e: a.e + s.expected, f: a.f + s.found, m: a.m + s.matched, d: a.d + s.deadlines }),
      {
        e: 0,
        f: 0,
        m: 0,
        d: 0,
      },
    );
    expect(total.m / total.e).toBeGreaterThanOrEqual(0.9);
    expect(total.m / total.f).toBeGreaterThanOrEqual(0.9);
    expect(total.d / total.m).toBeGreaterThanOrEqual(0.9);
  });
});

describe('summary, topics and participants', () => {
  it.each(fixtures.map((f) => f.name))('%s', (name) => {
    const f = fixtures.find((x) => x.name === name)!;
    const s = results.get(name)!;
    const lang = langOf(f);
    const transcript = flat(f.text);
    expect(s.language).toBe(lang);
    expect(s.generator).toBe('local');

    // Written, not pasted: two to four sentences, no filler, no run of 13 words as said in the meeting.
    const count = splitSentences(s.summary, lang).length;
    expect(count, s.summary).toBeGreaterThanOrEqual(2);
    expect(count, s.summary).toBeLessThanOrEqual(4);
    expect(s.summary).toMatch(lang === 'id' ? /^Rapat ini / : / (met|covered)\b/);
    expect(s.summary).not.toMatch(/(?<![\p{L}])(?:ya|sih|dong|nih|kok|eh|uh|um|jadi gini)(?![\p{L}])/iu);
    const summaryWords = flat(s.summary).split(' ');
    for (let i = 0; i + 13 <= summaryWords.length; i++)
      expect(transcript, s.summary).not.toContain(summaryWords.slice(i, i + 13).join(' '));

    expect(s.topics.length).toBeGreaterThanOrEqual(1);
    expect(s.topics.length).toBeLessThanOrEqual(8);
    for (const t of s.topics) {
      // Titles are words of the meeting; points are sentences of the meeting.
      for (const w of flat(t.title)
        .split(' ')
        .filter((x) => x !== 'dan' && x !== 'and'))
        expect(transcript).toContain(w);
      expect(t.points.length).toBeGreaterThanOrEqual(1);
      for (const p of t.points) for (const w of flat(p).split(' ')) expect(transcript).toContain(w);
    }

    const speakers = [...new Set(turnsOf(f.text).flatMap((t) => (t.speaker ? [t.speaker] : [])))];
    if (speakers.length) expect(s.participants.map((p) => p.name)).toEqual(speakers);
    for (const p of s.participants) expect(p.role).toBeTruthy();
  });

  it('lists the people named in a transcript without speaker labels', () => {
    expect(results.get('id-05-rapat-guru')!.participants.map((p) => p.name)).toEqual(
      expect.arrayContaining(['Bu Ratna', 'Bu Siti', 'Pak Dedi', 'Pak Agus']),
    );
    expect(results.get('en-05-hiring-committee')!.participants.map((p) => p.name)).toEqual(
      expect.arrayContaining(['Omar', 'Rachel', 'Sam', 'Lisa']),
    );
  });

  it('reads stated roles, and defaults the others', () => {
    const role = (fixture: string, name: string) =>
      results.get(fixture)!.participants.find((p) => p.name === name)?.role;
    expect(role('id-01-sprint-aplikasi', 'Budi')).toBe('Manajer proyek');
    expect(role('id-01-sprint-aplikasi', 'Rina')).toBe('Peserta');
    expect(role('id-04-rapat-rt', 'Pak Slamet')).toBe('Ketua RT');
    expect(role('id-05-rapat-guru', 'Pak Agus')).toBe('Pembina');
    expect(role('en-01-billing-sync', 'Sarah')).toBe('Product manager');
    expect(role('en-04-food-bank-board', 'Helen')).toBe('Chair');
    expect(role('en-04-food-bank-board', 'David')).toBe('Treasurer');
    expect(role('en-04-food-bank-board', 'Maria')).toBe('Participant');
  });

  it('fills meetingInfo from what is known and what the transcript says', () => {
    expect(results.get('id-02-anggaran-pemasaran')!.meetingInfo).toEqual({
      title: 'Rapat Anggaran Pemasaran Kuartal I',
      date: 'Selasa, 1 Desember 2026',
      duration: '45 menit',
      location: 'Ruang rapat Melati',
    });
    expect(results.get('en-01-billing-sync')!.meetingInfo.location).toBe('Not mentioned');
    expect(results.get('en-04-food-bank-board')!.meetingInfo.duration).toBe('1 hour');
  });
});

describe('inputs', () => {
  const f = fixtures.find((x) => x.name === 'id-01-sprint-aplikasi')!;

  it('is deterministic', () => {
    expect(summarize(f)).toEqual(summarize(f));
  });

  it('reads segments with speakers like labelled text', () => {
    const segments = turnsOf(f.text).map((t, i) => ({
      start: i * 10,
      end: i * 10 + 9,
      speaker: t.speaker,
      text: t.text,
    }));
    const fromSegments = summarizeLocally({ text: '', segments, date: f.date, summaryLanguage: 'id' });
    expect(fromSegments.actionItems).toEqual(results.get(f.name)!.actionItems);
    expect(fromSegments.meetingInfo.duration).toBe(`${Math.round(segments.at(-1)!.end / 60)} menit`);
  });

  it('still summarises a transcript without labels, capitals or punctuation (browser speech engines)', () => {
    const raw = turnsOf(f.text)
      .map((t) => t.text.toLowerCase().replace(/[.,?!:]/g, ''))
      .join(' ');
    const s = summarizeLocally({ text: raw, date: f.date, summaryLanguage: 'id' });
    expect(s.summary.length).toBeGreaterThan(100);
    expect(s.topics.length).toBeGreaterThanOrEqual(1);
    expect(s.actionItems.length).toBeGreaterThanOrEqual(2);
  });

  it('writes the summary of an English meeting in English even when tagged id-ID', () => {
    const en = fixtures.find((x) => x.name === 'en-03-support-review')!;
    const lang = detectLanguage('id-ID', en.text);
    expect(lang).toBe('en');
    const s = summarizeLocally({ text: en.text, language: 'id-ID', summaryLanguage: lang });
    expect(s.meetingInfo.date).toBe('Not mentioned');
    expect(s.actionItems.every((a) => a.deadline !== 'Segera')).toBe(true);
  });
});
