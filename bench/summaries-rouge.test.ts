import { describe, expect, it } from 'vitest';
import { porterStem, rougeLsum, rougeN, tokenize } from './summaries-rouge.js';

describe('ROUGE as rouge-score computes it', () => {
  it('stems as Porter does', () => {
    const cases: Record<string, string> = {
      caresses: 'caress',
      ponies: 'poni',
      cats: 'cat',
      agreed: 'agre',
      plastered: 'plaster',
      motoring: 'motor',
      hopping: 'hop',
      filing: 'file',
      happy: 'happi',
      relational: 'relat',
      conditional: 'condit',
      generalization: 'gener',
      hopeful: 'hope',
      adjustment: 'adjust',
      adoption: 'adopt',
      controll: 'control',
      meetings: 'meet',
      discussed: 'discuss',
    };
    for (const [word, stem] of Object.entries(cases)) expect(porterStem(word), word).toBe(stem);
  });

  it('tokenises: lower case, a-z0-9 only, only tokens longer than three stemmed', () => {
    expect(tokenize("The team's meetings, in 2024!")).toEqual(['the', 'team', 's', 'meet', 'in', '2024']);
  });

  it('scores R-1 and R-2 from clipped n-gram counts (hand-computed)', () => {
    // reference: the cat sat on the mat (6 tokens); candidate: the cat the cat (4 tokens)
    // unigrams: the min(2,2)=2, cat min(1,2)=1 → 3 hits; P 3/4, R 3/6, F 0.6
    const r1 = rougeN('the cat sat on the mat', 'the cat the cat', 1);
    expect(r1.precision).toBeCloseTo(0.75);
    expect(r1.recall).toBeCloseTo(0.5);
    expect(r1.f).toBeCloseTo(0.6);
    // bigrams: ref {the cat, cat sat, sat on, on the, the mat}; cand {the cat ×2, cat the} → 1 hit; P 1/3, R 1/5
    const r2 = rougeN('the cat sat on the mat', 'the cat the cat', 2);
    expect(r2.f).toBeCloseTo((2 * (1 / 3) * (1 / 5)) / (1 / 3 + 1 / 5));
  });

  it('scores R-Lsum with the union LCS over candidate sentences (hand-computed)', () => {
    // rouge-score's own example: ref "w1 w2 w3 w4 w5", candidates "w1 w2 w6 w7 w8" and "w1 w3 w8 w9 w5":
    // LCS with the first {w1 w2}, with the second {w1 w3 w5}; union {w1 w2 w3 w5} = 4 hits; R 4/5, P 4/10.
    const s = rougeLsum('w1 w2 w3 w4 w5', 'w1 w2 w6 w7 w8\nw1 w3 w8 w9 w5');
    expect(s.recall).toBeCloseTo(0.8);
    expect(s.precision).toBeCloseTo(0.4);
    expect(s.f).toBeCloseTo((2 * 0.8 * 0.4) / 1.2);
    // Without line breaks it is one sentence: plain LCS (w1 w2 w3 w5 in order? w1 w2 … w3 … w5 → 4).
    expect(rougeLsum('a b c', 'x y z').f).toBe(0);
  });
});
