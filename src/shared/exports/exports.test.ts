import { describe, expect, it } from 'vitest';
import { toSummaryView } from '../summary/display.js';
import type { ExportDocument } from './document.js';
import { exportFileName, slugify } from './filename.js';
import { EXPORT_FORMATS, EXPORT_ORDER } from './formats.js';
import { buildHtml, escapeHtml } from './html.js';
import { buildMarkdown, escapeMarkdown } from './markdown.js';
import { buildSrt } from './srt.js';
import { buildTxt } from './txt.js';
import { buildVtt } from './vtt.js';

const doc = (over: Partial<ExportDocument> = {}): ExportDocument => ({
  title: 'Rapat Anggaran Q3',
  createdAt: '2025-03-04T12:00:00.000Z',
  dateText: '4 Maret 2025 19.00',
  durationSeconds: 3725,
  language: 'id-ID',
  summary: null,
  segments: [
    { start: 1, end: 3.5, text: 'Selamat pagi semua.', speaker: 'Budi' },
    { start: 3.5, end: 7.25, text: 'Kita membahas anggaran.' },
    { start: 8, end: 8, text: '   ' },
  ],
  text: 'Selamat pagi semua. Kita membahas anggaran.',
  ...over,
});

const SCRIPT = '<script>alert("x")</script> & \'quotes\'';

describe('TXT', () => {
  it('has title, metadata, transcript with timestamps and speakers', () => {
    expect(buildTxt(doc())).toBe(
      [
        'Rapat Anggaran Q3',
        '=================',
        '',
        'Date: 4 Maret 2025 19.00',
        'Duration: 01:02:05',
        'Language: id-ID',
        '',
        'TRANSCRIPT',
        '[0:01] Budi: Selamat pagi semua.',
        '[0:03] Kita membahas anggaran.',
        '',
      ].join('\n'),
    );
  });

  it('includes the summary when there is one, with the given labels', () => {
    const summary = toSummaryView({ summary: 'Ringkasan rapat.', actionItems: [{ task: 'Kirim', status: 'Selesai' }] });
    const txt = buildTxt(doc({ summary }), labelsId);
    expect(txt).toContain('RINGKASAN\nRingkasan rapat.');
    expect(txt).toContain('ITEM TINDAKAN\n- Kirim (Status: Selesai)');
    expect(txt).toContain('Tanggal: 4 Maret 2025');
    expect(txt).toContain('TRANSKRIP\n');
  });

  it('falls back to the text when no segment has text', () => {
    const txt = buildTxt(doc({ segments: [], text: 'Baris satu.\nBaris dua.' }));
    expect(txt.endsWith('TRANSCRIPT\nBaris satu.\nBaris dua.\n')).toBe(true);
  });
});

const labelsId = {
  summary: 'Ringkasan',
  topics: 'Topik yang Dibahas',
  actionItems: 'Item Tindakan',
  participants: 'Peserta',
  topicFallback: 'Topik',
  participantFallback: 'Peserta',
  assignee: 'Penanggung jawab',
  deadline: 'Tenggat',
  status: 'Status',
  date: 'Tanggal',
  duration: 'Durasi',
  language: 'Bahasa',
  transcript: 'Transkrip',
};

describe('HTML', () => {
  it('escapes all user text: a <script> transcript is inert', () => {
    const html = buildHtml(
      doc({
        title: SCRIPT,
        segments: [{ start: 0, end: 1, text: SCRIPT, speaker: '<b>x</b>' }],
        summary: toSummaryView({
          summary: SCRIPT,
          topics: [{ title: SCRIPT, points: [SCRIPT] }],
          actionItems: [SCRIPT],
        }),
      }),
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<b>x');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;');
    expect(html).toContain('<span class="speaker">&lt;b&gt;x&lt;/b&gt;:</span>');
  });

  it('is a complete document with title, metadata, summary and timed transcript', () => {
    const html = buildHtml(doc({ summary: toSummaryView({ summary: 'Ringkas.', topics: ['Anggaran'] }) }));
    expect(html.startsWith('<!doctype html>\n<html lang="id-ID">')).toBe(true);
    expect(html).toContain('<title>Rapat Anggaran Q3</title>');
    expect(html).toContain('<dt>Duration</dt><dd>01:02:05</dd>');
    expect(html).toContain('<h2>Summary</h2>\n<p>Ringkas.</p>');
    expect(html).toContain('<li><strong>Anggaran</strong></li>');
    expect(html).toContain(
      '<li><time datetime="PT1S">0:01</time><span class="speaker">Budi:</span>Selamat pagi semua.</li>',
    );
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('does not put a bad language tag into the lang attribute', () => {
    expect(buildHtml(doc({ language: '"><script>' }))).toContain('<html lang="und">');
  });

  it('escapeHtml covers the five characters', () => {
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });
});

describe('Markdown', () => {
  it('has headings, metadata list and timed lines', () => {
    const md = buildMarkdown(
      doc({ summary: toSummaryView({ summary: 'Ringkas.', topics: [{ title: 'A', points: ['p'] }] }) }),
    );
    expect(md).toContain('# Rapat Anggaran Q3\n\n- **Date:** 4 Maret 2025 19.00\n- **Duration:** 01:02:05');
    expect(md).toContain('## Summary\n\nRingkas.');
    expect(md).toContain('## Topics Discussed\n\n1. A\n   - p');
    expect(md).toContain('`0:01` **Budi:** Selamat pagi semua.');
  });

  it('escapes markup in user text', () => {
    expect(escapeMarkdown('<script>')).toBe('\\<script\\>');
    expect(escapeMarkdown('**bold** [link](x) # no')).toBe('\\*\\*bold\\*\\* \\[link\\](x) \\# no');
    expect(escapeMarkdown('- item\n1. first')).toBe('\\- item\n1\\. first');
    expect(buildMarkdown(doc({ title: SCRIPT }))).not.toMatch(/[^\\]<script/);
  });
});

describe('SRT', () => {
  it('numbers cues with comma timestamps, skipping empty segments', () => {
    expect(buildSrt(doc())).toBe(
      '1\n00:00:01,000 --> 00:00:03,500\nBudi: Selamat pagi semua.\n\n2\n00:00:03,500 --> 00:00:07,250\nKita membahas anggaran.\n',
    );
  });

  it('keeps cues well-formed: no blank lines, no arrows, no zero-length cues', () => {
    const srt = buildSrt(doc({ segments: [{ start: 5, end: 5, text: 'a\n\n b --> c' }] }));
    expect(srt).toBe('1\n00:00:05,000 --> 00:00:06,000\na\nb -> c\n');
  });

  it('falls back to the text as one cue over the duration', () => {
    expect(buildSrt(doc({ segments: [], text: 'Semua teks.', durationSeconds: 90 }))).toBe(
      '1\n00:00:00,000 --> 00:01:30,000\nSemua teks.\n',
    );
    expect(buildSrt(doc({ segments: [], text: '' }))).toBe('');
  });
});

describe('WebVTT', () => {
  it('starts with WEBVTT and uses dotted timestamps and voice tags', () => {
    expect(buildVtt(doc())).toBe(
      'WEBVTT\n\n1\n00:00:01.000 --> 00:00:03.500\n<v Budi>Selamat pagi semua.\n\n2\n00:00:03.500 --> 00:00:07.250\nKita membahas anggaran.\n',
    );
  });

  it('escapes cue markup', () => {
    const vtt = buildVtt(doc({ segments: [{ start: 0, end: 1, text: SCRIPT, speaker: 'A>B' }] }));
    expect(vtt).not.toContain('<script');
    expect(vtt).toContain('<v A&gt;B>&lt;script&gt;');
  });

  it('is just the header without any text', () => {
    expect(buildVtt(doc({ segments: [], text: '' }))).toBe('WEBVTT\n');
  });
});

describe('file names', () => {
  it('are {slug}-{yyyy-mm-dd}.{ext}', () => {
    const at = '2025-03-04T20:00:00Z';
    expect(exportFileName('Rapat Anggaran Q3', at, 'srt', undefined, 'UTC')).toBe('rapat-anggaran-q3-2025-03-04.srt');
    // The reader's date: 20:00 UTC is the next morning in Jakarta.
    expect(exportFileName('Rapat Anggaran Q3', at, 'srt', undefined, 'Asia/Jakarta')).toBe(
      'rapat-anggaran-q3-2025-03-05.srt',
    );
  });

  it('keep safe characters only', () => {
    expect(slugify('Rapat Ékspor: "Q3/Q4" <script> ../..')).toBe('rapat-ekspor-q3-q4-script');
    expect(slugify('   ')).toBe('transcription');
    expect(slugify('会议', 'transkripsi')).toBe('transkripsi');
    expect(slugify('a'.repeat(100))).toHaveLength(60);
  });

  it('leave out an unknown date', () => {
    expect(exportFileName('x', 'not a date', 'txt')).toBe('x.txt');
  });

  it('have a builder and a MIME type for every format', () => {
    for (const f of EXPORT_ORDER) {
      expect(EXPORT_FORMATS[f].mimeType).toMatch(/charset=utf-8$/);
      expect(EXPORT_FORMATS[f].build(doc(), labelsId)).toContain('Selamat pagi semua.');
    }
  });
});
