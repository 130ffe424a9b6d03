import { describe, expect, it } from 'vitest';
import {
  expectedDeadline,
  fillersIn,
  HELD_OUT_SHA256,
  heldOutHash,
  inputOf,
  loadEvalSet,
  longestCopiedRun,
  samePerson,
  scoreItems,
} from './summaries-eval.js';

describe('the informal-meeting evaluation', () => {
  it('keeps the held-out sets as they were written before tuning on them', () => {
    expect(heldOutHash('heldout')).toBe(HELD_OUT_SHA256.heldout);
    expect(heldOutHash('heldout-2')).toBe(HELD_OUT_SHA256['heldout-2']);
    const set = loadEvalSet('heldout');
    expect(set.length).toBeGreaterThanOrEqual(10);
    expect(set.filter((m) => m.language.startsWith('id')).length).toBeGreaterThanOrEqual(6);
    expect(set.some((m) => m.style === 'stt' && m.language.startsWith('id'))).toBe(true);
  });

  it('has a separate tuning set with no meeting of the held-out ones', () => {
    const held = new Set([...loadEvalSet('heldout'), ...loadEvalSet('heldout-2')].map((m) => m.name));
    const tuning = loadEvalSet('tuning');
    expect(tuning.length).toBeGreaterThan(0);
    expect(tuning.filter((m) => held.has(m.name))).toEqual([]);
  });

  it('gives speech-to-text meetings as segments and the one paragraph the create route makes of them', () => {
    const stt = loadEvalSet('heldout').find((m) => m.style === 'stt')!;
    const input = inputOf(stt);
    expect(input.segments).toHaveLength(stt.lines.length);
    expect(input.text).not.toContain('\n');
  });

  it('matches on the task, then checks who and when', () => {
    const item = (task: string, assignee: string, deadline: string) => ({
      task,
      assignee,
      deadline,
      status: 'Pending',
    });
    const s = scoreItems(
      [
        { task: 'Order kopi arabika ke supplier', assignee: 'Sari', deadline: '2026-11-24' },
        { task: 'Urus jadwal ronda', assignee: 'Mbak Sari', deadline: '' },
      ],
      [
        item('Urus jadwal ronda yang baru', 'Sari', 'Segera'),
        item('Order kopi ke supplier', 'Tim', 'Selasa, 24 November 2026'),
      ],
      'id',
    );
    expect([s.matched, s.assignees, s.deadlines, s.found]).toEqual([2, 1, 2, 2]);
    expect(expectedDeadline({ task: '', assignee: '', deadline: '2026-11-27' }, 'en')).toBe('Friday, 27 November 2026');
  });

  it('counts a person named with a regional title ("Uni Rina", "Ko Hendra") as the one without it', () => {
    expect(samePerson('Uni Rina', 'Rina')).toBe(true);
    expect(samePerson('Ko Hendra', 'hendra')).toBe(true);
    expect(samePerson('Bli Wayan', 'Kadek')).toBe(false);
  });

  it('reports, beside the strict match, a missed item named with the same person, day and a shared word', () => {
    const item = (task: string, assignee: string, deadline: string) => ({
      task,
      assignee,
      deadline,
      status: 'Pending',
    });
    const expected = [{ task: 'Design the food drive flyer', assignee: 'Grace', deadline: '2026-09-08' }];
    const score = (found: ReturnType<typeof item>) => scoreItems(expected, [found], 'en');
    const same = score(item('Have the flyer done', 'Grace', 'Tuesday, 8 September 2026'));
    expect([same.matched, same.sameWhoAndWhen]).toEqual([0, 1]);
    for (const other of [
      item('Have the flyer done', 'Tom', 'Tuesday, 8 September 2026'),
      item('Have the flyer done', 'Grace', 'As soon as possible'),
      item('Call the garage', 'Grace', 'Tuesday, 8 September 2026'),
    ])
      expect(score(other).sameWhoAndWhen).toBe(0);
    // Matched strictly, it is not counted twice.
    expect(score(item('Design the flyer for the food drive', 'Grace', 'Tuesday, 8 September 2026'))).toMatchObject({
      matched: 1,
      sameWhoAndWhen: 0,
    });
  });

  it('counts fillers and the longest copied run', () => {
    expect(fillersIn('Ya, kita bahas anggaran sih. Jadi gini, um.')).toEqual(['ya', 'sih', 'jadi gini', 'um']);
    expect(fillersIn('Kayak biasa, rapat membahas kanal.')).toEqual([]);
    expect(longestCopiedRun('We agreed on a quiz night. Other words.', 'so we agreed on a quiz night in january')).toBe(
      6,
    );
  });
});
