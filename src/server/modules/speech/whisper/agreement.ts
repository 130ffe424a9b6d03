/** A recognised word with times in seconds from the start of the audio. */
export interface Word {
  text: string;
  start: number;
  end: number;
}

/** Words compare without case and punctuation: re-decodes often differ only in those. */
export const normalizeWord = (w: string) => w.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** How many leading words two hypotheses share. */
export function agreedLength(a: readonly Word[], b: readonly Word[]): number {
  let n = 0;
  while (n < a.length && n < b.length && normalizeWord(a[n]!.text) === normalizeWord(b[n]!.text)) n++;
  return n;
}

export interface AgreementStep {
  /** Newly final words, taken from the latest hypothesis (its times are the freshest). */
  commit: Word[];
  /** The rest of the latest hypothesis: not yet agreed. */
  pending: Word[];
}

/**
 * Local agreement (as in whisper_streaming): a word becomes final once two consecutive decodes of the growing window
 * agree on it and on everything before it. Each hypothesis covers only the audio after the last committed word (the
 * caller moves its window there), so it is compared with the pending rest of the previous one. Committed words are
 * never taken back.
 */
export class LocalAgreement {
  private previous: Word[] = [];
  private readonly done: Word[] = [];

  get committed(): readonly Word[] {
    return this.done;
  }

  update(hypothesis: readonly Word[]): AgreementStep {
    const n = agreedLength(this.previous, hypothesis);
    const commit = hypothesis.slice(0, n);
    const pending = hypothesis.slice(n);
    this.done.push(...commit);
    this.previous = pending;
    return { commit, pending };
  }

  /** Ends the stream: the latest hypothesis is all there will be, so its pending words become final too. */
  flush(last?: readonly Word[]): Word[] {
    const rest = last ? [...last] : this.previous;
    this.done.push(...rest);
    this.previous = [];
    return rest;
  }
}
