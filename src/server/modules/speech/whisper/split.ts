import { SAMPLE_RATE } from '../speech.types.js';

/**
 * Cuts audio into pieces of at most `maxSeconds` (Whisper's window is 30 s), each cut placed at the quietest 100 ms
 * within the last `searchSeconds` of the piece, so a cut rarely falls inside a word. Returns the pieces' start
 * sample indices plus the total length at the end.
 */
export function quietCuts(pcm: Int16Array, maxSeconds = 30, searchSeconds = 5): number[] {
  const max = Math.floor(maxSeconds * SAMPLE_RATE);
  const search = Math.min(Math.floor(searchSeconds * SAMPLE_RATE), max - 1);
  const frame = SAMPLE_RATE / 10;
  const cuts = [0];
  let start = 0;
  while (pcm.length - start > max) {
    let best = start + max;
    let bestEnergy = Infinity;
    for (let f = start + max - frame; f >= start + max - search; f -= frame) {
      let energy = 0;
      for (let i = f; i < f + frame; i++) energy += Math.abs(pcm[i]!);
      if (energy < bestEnergy) {
        bestEnergy = energy;
        best = f + frame / 2;
      }
    }
    start = best;
    cuts.push(start);
  }
  cuts.push(pcm.length);
  return cuts;
}
