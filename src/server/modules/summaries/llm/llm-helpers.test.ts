import { describe, expect, it } from 'vitest';
import { transcriptParts } from './chunks.js';
import { chatCompletionsUrl } from './endpoint.js';
import { mergeParts } from './merge.js';

describe('chatCompletionsUrl', () => {
  it.each([
    ['https://api.deepseek.com', 'https://api.deepseek.com/chat/completions'],
    ['https://api.deepseek.com/', 'https://api.deepseek.com/chat/completions'],
    ['https://api.deepseek.com/v1', 'https://api.deepseek.com/v1/chat/completions'],
    ['https://api.openai.com', 'https://api.openai.com/v1/chat/completions'],
    ['https://api.openai.com/v1/', 'https://api.openai.com/v1/chat/completions'],
    ['https://api.groq.com/openai/v1', 'https://api.groq.com/openai/v1/chat/completions'],
    ['http://localhost:11434/v1', 'http://localhost:11434/v1/chat/completions'],
    ['http://proxy.local/llm/chat/completions', 'http://proxy.local/llm/chat/completions'],
  ])('%s', (base, url) => expect(chatCompletionsUrl(base)).toBe(url));
});

describe('transcriptParts', () => {
  it('keeps a short transcript whole, with speaker labels', () => {
    expect(transcriptParts({ text: 'Budi: Halo.\nRina: Pagi.' })).toEqual(['Budi: Halo.\nRina: Pagi.']);
  });

  it('cuts between turns, then sentences, then words, never over the budget, repeating the speaker', () => {
    const longTurn = `Andi: ${'Ini kalimat yang cukup panjang tentang anggaran. '.repeat(30)}`;
    const text = `Budi: Pembukaan singkat.\n${longTurn}\nRina: ${'kata '.repeat(400)}`;
    const parts = transcriptParts({ text }, 500);
    expect(parts.length).toBeGreaterThan(4);
    for (const p of parts) expect(p.length).toBeLessThanOrEqual(500);
    expect(parts.filter((p) => p.includes('Andi: ')).length).toBeGreaterThan(1);
    expect(parts.join(' ').replace(/\s+/g, ' ')).toContain('Pembukaan singkat.');
  });

  it('uses segments with speakers', () => {
    expect(
      transcriptParts({
        text: '',
        segments: [
          { text: 'Halo', speaker: 'A' },
          { text: 'juga', speaker: 'A' },
        ],
      }),
    ).toEqual(['A: Halo juga']);
  });
});

describe('mergeParts', () => {
  it('keeps the first known meeting facts and the model’s overall title and summary', () => {
    const part = (n: number, info: object) => ({
      meetingInfo: {
        title: 'Untitled Meeting',
        date: 'Tidak disebutkan',
        duration: 'Tidak disebutkan',
        location: 'Tidak disebutkan',
        ...info,
      },
      summary: `Bagian ${n}.`,
      topics: [],
      actionItems: [],
      participants: [],
      language: 'id' as const,
      generator: 'llm' as const,
    });
    const merged = mergeParts([part(1, {}), part(2, { location: 'Zoom', title: 'Rapat B' })]);
    expect(merged.meetingInfo).toMatchObject({ title: 'Rapat B', location: 'Zoom', date: 'Tidak disebutkan' });
    expect(merged.summary).toBe('Bagian 1. Bagian 2.');
    expect(mergeParts([part(1, {})], { title: 'Judul', summary: 'Semua.' })).toMatchObject({
      summary: 'Semua.',
      meetingInfo: { title: 'Judul' },
    });
  });
});
