import { isIdVerb } from './action-rules.js';

/**
 * Clauses of Indonesian speech-to-text, which writes no punctuation: where one speaker's promise starts inside a
 * segment (action-text.ts splits written clauses).
 */

// Speech-to-text without any punctuation: a new clause where the speaker starts to commit ("… itu punyaku
// ketinggalan aku kirim besok pagi ya"), unless a word before ties the pronoun in ("tapi aku", "yang aku", "ke aku")
// or the thing came first ("jadwal on-call yang baru aku sendiri yang susun", "oke build nya gue pastiin masuk").
const SPOKEN_COMMITMENT =
  /(?<!\b(?:yang|biar|kalau|kalo|sama|ke|dari|untuk|buat|dengan|tapi|dan|kayak|menurut|karena|soalnya|jadi|terus|atau|nanti|besok|lusa|ini|itu|pagi|siang|sore|malam|abis|habis|kata|ya|iya|oke|siap|bisa|udah|sudah|belum))\s+(?=(?:(?:nanti|besok|lusa)(?:\s+(?:pagi|siang|sore|malam))?\s+)?(?:saya|aku)\s+(?!(?:sendiri\s+|aja\s+|saja\s+)?yang\b)(bisa\s+)?(?:langsung\s+)?(\p{L}{3,}))/giu;
const THING_FIRST = /^(?:(?:oke|ok|nah|terus|jadi|ya)\s+)*(?:\p{L}+\s+){0,2}\p{L}+(?:\s|-)?nya$/iu;

/** Cuts at SPOKEN_COMMITMENT where a verb follows the pronoun ("aku kirim …", not "telepon saya jam dua"). */
export function splitSpoken(piece: string): string[] {
  const out: string[] = [];
  let from = 0;
  for (const m of piece.matchAll(SPOKEN_COMMITMENT)) {
    // "saya kenal takmirnya | saya bisa …", not "kalau datanya masuk | besok saya bisa kirim …" (a condition first).
    const before = piece.slice(from, m.index);
    if (!isIdVerb(m[2]!) || (m[1] && /^(?:kalau|kalo|jika|abis|habis)\b/i.test(before))) continue;
    // "oke build nya gue pastiin masuk": all that came before is the thing; "… biar kuenya aku pesenin": so is the
    // thing between "biar" and the pronoun.
    if (THING_FIRST.test(before) || /(?:^|\s)biar\s+(?:\p{L}+\s+)?\p{L}+(?:-|\s)?nya$/iu.test(before)) continue;
    out.push(piece.slice(from, m.index));
    from = m.index + m[0].length;
  }
  out.push(piece.slice(from));
  return out.flatMap(afterReason).flatMap(beforeCommandByName);
}

// "aku aja yang upload sabtu mbak ayu bikinin caption nya aja": the next request starts at the one it is made of (a
// title, a name, then a command), unless a word before ties the name in ("kirim ke mbak ayu", "sama mas bayu").
const COMMAND_BY_NAME =
  /(?<!\b(?:ke|sama|dari|untuk|buat|dengan|bareng|yang|kayak|kata|tanya|minta|bilang|ajak|suruh|butuh|perlu|nunggu|tunggu|tolong|mohon|coba|makasih|terima kasih))\s+(?=(?:mbak|mas|pak|bu|kak|bang|teh|kang|dek)\s+(?!(?:yang|aja|saja|juga|udah|sudah|sih|ya|nih|dong|deh|nanti|tolong|coba|bisa|mau)\s)\p{L}+\s+(\p{L}{3,}(?:in|kan))(?:\s|$))/iu;

function beforeCommandByName(piece: string): string[] {
  const m = piece.match(COMMAND_BY_NAME);
  if (!m || !isIdVerb(m[1]!.toLowerCase()) || m.index! < 8) return [piece];
  return [piece.slice(0, m.index), ...beforeCommandByName(piece.slice(m.index! + m[0].length))];
}

// "arif lo kan yang paling ngerti infra bikinin rfc nya dong", "kamu kan bisa desain di hp bikinin dong desainnya":
// why them, then what (a -in/-kan command).
const REASON_THEN_COMMAND =
  /\b(?:lo|lu|kamu|anda)\s+kan\s+(?:yang|bisa)\s+((?:\p{L}+\s+){1,4}?)(?=(\p{L}{3,}(?:in|kan))(?:\s|$))/iu;

function afterReason(piece: string): string[] {
  const m = piece.match(REASON_THEN_COMMAND);
  // "kamu kan yang pegang media tolong buatkan …": "tolong" already opens the request.
  if (!m || !isIdVerb(m[2]!.toLowerCase()) || /\b(?:tolong|mohon|coba|bisa)\b/i.test(m[1]!)) return [piece];
  const at = m.index! + m[0].length;
  return [piece.slice(0, at), piece.slice(at)];
}
