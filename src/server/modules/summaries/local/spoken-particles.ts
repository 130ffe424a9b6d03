import { isIdVerb } from './action-rules.js';

/**
 * Indonesian particles and hedges in a task (cleanTask in action-text.ts): dropped where they are only talk, a comma
 * where they end one step of speech without punctuation and the next begins.
 */
export function withoutParticles(task: string): string {
  // Speech without commas: "selesaikan bagian hasilnya dulu ya kirim ke saya" → "…dulu, kirim ke saya".
  // "kirim deh ke lo": a particle before where it goes is only dropped.
  const t = task
    .replace(/\s+(?:ya|yah|dong|deh|dulu(?:\s+ya)?)\s+(?=(?:ke|di|dari|buat|untuk|sama)\s)/giu, ' ')
    // "bikinin dong desainnya": after the verb alone, the particle is only dropped.
    .replace(/^(\p{L}+)\s+(?:dong|deh)\s+(?=\p{L}{3,}nya(?![\p{L}]))/iu, '$1 ')
    .replace(/\s+(?:ya|yah|dong|deh)\s+(?=\p{L})/giu, ', ')
    // "bikinin caption nya aja [jumat malem] kirim ke aku": the next step.
    .replace(/(?<=\p{L}{3})\s+(?:aja|saja)\s+(?=(\p{L}+)\s)/giu, (all, next: string) =>
      isIdVerb(next.toLowerCase()) ? ', ' : all,
    );
  // "Kelarin deh, sekalian …", "Buat drafnya, Bu, sekalian …", "minta maaf gitu" (not "kayak gitu"), "cari sponsor
  // nggak dari …": a particle, a hedge, a bare "Bu" or the question's "or not" is talk, not the task.
  return t
    .replace(/\s+(?:deh|dong|sih|kan|nih)(?=\s*(?:,|$))/giu, '')
    .replace(/(?<!(?:kayak|kaya|seperti|yang|cuma|cuman)\s*)\s+(?:gitu|gitu aja)(?=\s*(?:[,.!?]|$))/giu, '')
    .replace(/\s+(?:nggak|gak|enggak)(?=\s+(?:sama|dan|terus|dari|ke|di|buat|untuk|yang)\s)/iu, '')
    .replace(
      /(?:^|,)\s*(?:bu|pak|mas|mbak|kak|bang)(?=\s*,|\s+(?:biar|supaya|agar|sekalian|terus|nanti|sebelum|sesudah|setelah|soalnya|yang)\s)/giu,
      '',
    );
}
