import { describe, expect, it } from 'vitest';
import { isProcedural, loadQmsumTest, transcriptOf } from './summaries-qmsum.js';

describe('the vendored QMSum test split', () => {
  it('holds the 35 test meetings and their 37 general answers, transcripts readable as Speaker: words', () => {
    const meetings = loadQmsumTest();
    expect(meetings).toHaveLength(35);
    expect(meetings.reduce((n, m) => n + m.general.length, 0)).toBe(37);
    const text = transcriptOf(meetings[0]!);
    expect(text).not.toMatch(/\{\w+\}/);
    expect(text.split('\n')[0]).toMatch(/^[^:]+: \S/);
  });

  it('tells chairing from work', () => {
    expect(isProcedural('Let Mr. Vis continue')).toBe(true);
    expect(isProcedural('I call on the minister')).toBe(true);
    expect(isProcedural('Send the revised budget to the committee')).toBe(false);
  });
});
