import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { agreedLength, LocalAgreement, normalizeWord, type Word } from './agreement.js';

const w = (text: string, i = 0): Word => ({ text, start: i, end: i + 0.5 });
const words = (s: string) => s.split(' ').filter(Boolean).map(w);
const texts = (ws: readonly Word[]) => ws.map((x) => normalizeWord(x.text));

const vocabulary = fc.constantFrom('rapat', 'dimulai', 'pukul', 'sepuluh', 'Budget,', 'budget', 'report.', 'the');
const hypothesis = fc.array(
  vocabulary.map((t) => w(t)),
  { maxLength: 8 },
);

describe('local agreement', () => {
  it('commits the words two consecutive hypotheses share', () => {
    const a = new LocalAgreement();
    expect(a.update(words('the meeting')).commit).toEqual([]);
    const step = a.update(words('the meeting starts at'));
    expect(texts(step.commit)).toEqual(['the', 'meeting']);
    expect(texts(step.pending)).toEqual(['starts', 'at']);
    // The caller moved its window past "the meeting": the next hypothesis covers only what follows.
    expect(texts(a.update(words('starts at ten')).commit)).toEqual(['starts', 'at']);
    expect(texts(a.committed)).toEqual(['the', 'meeting', 'starts', 'at']);
    expect(texts(a.flush())).toEqual(['ten']);
  });

  it('ignores case and punctuation when comparing', () => {
    expect(agreedLength(words('Budget, report.'), words('budget report'))).toBe(2);
  });

  it('property: each commit is a prefix of both hypotheses it came from', () => {
    fc.assert(
      fc.property(fc.array(hypothesis, { maxLength: 12 }), (hyps) => {
        const a = new LocalAgreement();
        let previousPending: Word[] = [];
        for (const h of hyps) {
          const { commit, pending } = a.update(h);
          expect(texts(commit)).toEqual(texts(h.slice(0, commit.length)));
          expect(texts(commit)).toEqual(texts(previousPending.slice(0, commit.length)));
          expect([...commit, ...pending]).toEqual(h);
          // Maximal: the next words differ (or one side ended).
          const next = [previousPending[commit.length], h[commit.length]];
          if (next[0] && next[1]) expect(normalizeWord(next[0].text)).not.toBe(normalizeWord(next[1].text));
          previousPending = pending;
        }
      }),
    );
  });

  it('property: committed text only grows, never retracted', () => {
    fc.assert(
      fc.property(fc.array(hypothesis, { maxLength: 12 }), (hyps) => {
        const a = new LocalAgreement();
        let before: string[] = [];
        for (const h of hyps) {
          a.update(h);
          const now = texts(a.committed);
          expect(now.slice(0, before.length)).toEqual(before);
          before = now;
        }
        a.flush();
        expect(texts(a.committed).slice(0, before.length)).toEqual(before);
      }),
    );
  });

  it('property: the same hypothesis twice commits all of it', () => {
    fc.assert(
      fc.property(hypothesis, (h) => {
        const a = new LocalAgreement();
        a.update(h);
        expect(a.update(h).commit).toEqual(h);
      }),
    );
  });
});
