import { describe, expect, it } from 'vitest';
import {
  cutMalformed,
  DEFAULT_STATUS,
  MALFORMED_ACTION_LIMIT,
  normaliseActionItems,
  statusColor,
  toSummaryView,
} from './display.js';
import { summaryToText } from './summary-text.js';

describe('statusColor (docs/product.md §4)', () => {
  it.each([
    ['Selesai', 'green'],
    ['sudah selesai', 'green'],
    ['Done', 'green'],
    ['DONE!', 'green'],
    ['In Progress', 'blue'],
    ['in-progress', 'blue'],
    ['Pending', 'yellow'],
    ['Belum mulai', 'yellow'],
    ['', 'yellow'],
  ])('%s is %s', (status, color) => {
    expect(statusColor(status)).toBe(color);
  });
});

describe('action items', () => {
  it('takes strings and objects, defaulting the status to Pending', () => {
    expect(
      normaliseActionItems(['Kirim notulen', { task: 'Siapkan anggaran', assignee: 'Budi', deadline: 'Jumat' }]),
    ).toEqual([
      { kind: 'text', text: 'Kirim notulen' },
      {
        kind: 'task',
        task: 'Siapkan anggaran',
        assignee: 'Budi',
        deadline: 'Jumat',
        status: DEFAULT_STATUS,
        color: 'yellow',
      },
    ]);
  });

  it('keeps a given status and colours it', () => {
    const [item] = normaliseActionItems([{ task: 'Review', status: 'Selesai' }]);
    expect(item).toMatchObject({ kind: 'task', status: 'Selesai', color: 'green', assignee: null, deadline: null });
  });

  it('parses JSON text, also inside a code fence or as {actionItems}', () => {
    const json = JSON.stringify([{ task: 'A', status: 'in progress' }, 'B']);
    expect(normaliseActionItems(json)).toEqual([
      { kind: 'task', task: 'A', assignee: null, deadline: null, status: 'in progress', color: 'blue' },
      { kind: 'text', text: 'B' },
    ]);
    expect(normaliseActionItems('```json\n' + json + '\n```')).toHaveLength(2);
    expect(normaliseActionItems(JSON.stringify({ actionItems: ['x'] }))).toEqual([{ kind: 'text', text: 'x' }]);
    expect(normaliseActionItems(JSON.stringify({ task: 'single' }))).toMatchObject([{ kind: 'task', task: 'single' }]);
  });

  it('cuts malformed text at 100 characters', () => {
    const long = `[{"task": "${'x'.repeat(200)}`;
    const [item] = normaliseActionItems(long);
    expect(item?.kind).toBe('text');
    const text = item?.kind === 'text' ? item.text : '';
    expect(text).toBe(`${long.slice(0, MALFORMED_ACTION_LIMIT)}…`);
    expect(normaliseActionItems('not json, short')).toEqual([{ kind: 'text', text: 'not json, short' }]);
  });

  it('cuts by character, never inside an emoji', () => {
    const text = cutMalformed('😀'.repeat(150));
    expect(Array.from(text)).toHaveLength(MALFORMED_ACTION_LIMIT + 1);
    expect(cutMalformed('x'.repeat(100))).toBe('x'.repeat(100));
  });

  it('drops empty entries and ignores garbage', () => {
    expect(normaliseActionItems(['', '  ', { assignee: 'no task' }, null, 42])).toEqual([{ kind: 'text', text: '42' }]);
    expect(normaliseActionItems(undefined)).toEqual([]);
    expect(normaliseActionItems('   ')).toEqual([]);
    expect(normaliseActionItems({ task: 'not a list' })).toEqual([]);
  });
});

describe('toSummaryView', () => {
  it('is null without a summary', () => {
    expect(toSummaryView(null)).toBeNull();
    expect(toSummaryView(undefined)).toBeNull();
  });

  it('normalises topics given as strings or {title, points}', () => {
    const view = toSummaryView({
      summary: ' Rapat membahas anggaran. ',
      topics: ['Anggaran', { title: 'Jadwal', points: ['Mulai Senin', ''] }, { points: ['tanpa judul'] }, {}],
    });
    expect(view?.summary).toBe('Rapat membahas anggaran.');
    expect(view?.topics).toEqual([
      { title: 'Anggaran', points: [] },
      { title: 'Jadwal', points: ['Mulai Senin'] },
      { title: null, points: ['tanpa judul'] },
    ]);
    expect(view?.isEmpty).toBe(false);
  });

  it('keeps participants with any detail', () => {
    const view = toSummaryView({ participants: [{ name: 'Sari', role: 'Ketua' }, {}, { contribution: 'Ide' }] });
    expect(view?.participants).toEqual([
      { name: 'Sari', role: 'Ketua', contribution: null },
      { name: null, role: null, contribution: 'Ide' },
    ]);
  });

  it('is empty when nothing has content', () => {
    expect(toSummaryView({})?.isEmpty).toBe(true);
    expect(toSummaryView({ summary: ' ', topics: [], actionItems: '' })?.isEmpty).toBe(true);
  });
});

describe('summaryToText', () => {
  it('lays out the sections that have content', () => {
    const view = toSummaryView({
      summary: 'Ringkas.',
      topics: [{ title: 'A', points: ['p'] }, { points: ['q'] }],
      actionItems: [{ task: 'T', assignee: 'Budi', status: 'Done' }, 'Teks'],
      participants: [{ name: 'Sari', role: 'Ketua', contribution: 'Memimpin' }, { role: 'Tamu' }],
    });
    expect(summaryToText(view!)).toBe(
      [
        'Summary',
        'Ringkas.',
        '',
        'Topics Discussed',
        '1. A',
        '   - p',
        '2. Topic',
        '   - q',
        '',
        'Action Items',
        '- T (Assignee: Budi; Status: Done)',
        '- Teks',
        '',
        'Participants',
        '- Sari (Ketua): Memimpin',
        '- Participant (Tamu)',
      ].join('\n'),
    );
  });
});
