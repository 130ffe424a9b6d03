import { isIdVerb } from './action-rules.js';

/**
 * A transcript sent as one unpunctuated paragraph (speech-to-text joined into one line, as an API client may send it)
 * hides where each utterance ends. Before the words utterances open with ("baik pak …", "terus …", "silakan …", "okay
 * so …") it is cut into pieces, which are then read as speech-to-text segments are (sentences.ts joins back a piece
 * that goes on from the one before).
 */

// Words that open an utterance: an answer, a next item, a closing.
const OPENS =
  /^(?:baik|oke|ok|okay|siap|sip|noted|setuju|betul|terus|selanjutnya|kemudian|berikutnya|sekian|silakan|silahkan|makasih|alright|next|thanks)$/i;
// "… masuk besok siang | satu lagi panduan onboarding …", "… buat anak magang | siapa yang mau pegang", "… mau pegang |
// gue aja bang …", "… investigasi itu nggak | bisa bang tapi …", "… aplikasi kasir | itu kayaknya gara gara …": a next
// item, a question who, a volunteer, an answer, a guess at the cause.
// "… kalau udah diupload | kedua soal stok hijab", "… belum put | udah mbak tinggal revisi": the next item, and a
// yes or no to the one asked.
const OPENS_TWO =
  /^(?:ya (?:sudah|udah|mohon|baik)|terima kasih|thank you|one more|moving on|satu lagi|siapa yang|(?:gue|aku|saya) aja|(?:bisa|udah|sudah|belum|iya|siap) (?:pak|bu|mas|mbak|kak|bang)|itu kayaknya|(?:pertama|kedua|ketiga|keempat|terakhir) soal|yang (?:pertama|kedua|ketiga|keempat|terakhir))$/i;
const HONORIFIC = /^(?:pak|bu|mas|mbak|kak|bang)$/i;
const AFTER_CLOSE = /^(?:mohon|tolong|saya|aku|kami|ya|untuk|soal)$/i;
const ASKS = /^(?:tolong|bisa|kamu|coba)$/i;
const ANSWER_ONLY = /^(?:baik|oke|ok|siap|iya|ya|sip)(?:\s+(?:pak|bu|mas|mbak|kak|bang))?$/i;
const YOU = /^(?:lo|lu|kamu)$/i;
const NOT_A_NAME =
  /^(?:kalau|kalo|terus|jadi|nah|ya|oke|dan|tapi|biar|kan|itu|ini|yang|sama|ke|buat|untuk|dari|udah|sudah)$/i;
const DAY = /^(?:senin|selasa|rabu|kamis|jumat|sabtu|minggu|besok|lusa)$/i;
/** At least this many words without a sentence end make a paragraph run-on. */
const RUN_ON_WORDS = 30;

export function runOnPieces(line: string): string[] {
  const words = line.split(/\s+/).filter(Boolean);
  if (words.length < RUN_ON_WORDS || /[.?!]/.test(line)) return [line];
  const out: string[] = [];
  let piece: string[] = [];
  words.forEach((w, i) => {
    const two = `${w} ${words[i + 1] ?? ''}`;
    const before = words[i - 1]?.toLowerCase() ?? '';
    // "… cocokkan pak | mohon …": a form of address closes an utterance; "… udah pesan belum | belum pak": the answer;
    // "… kepada saya | bu sinta tolong …": one opens a request.
    const closed = HONORIFIC.test(before) && AFTER_CLOSE.test(w);
    const answered = /^(?:belum|sudah|udah)$/i.test(w) && before === w.toLowerCase();
    const addressed = HONORIFIC.test(w) && ASKS.test(words[i + 2] ?? '');
    // "… update kemarin | rudi lo bisa investigasi …": a name, "you", and what they are asked.
    // "… di dm | dimas lo bales dm nya", "… banyak | rani tolong hubungi supplier": a name, and what they are asked.
    const asked = YOU.test(words[i + 1] ?? '') ? (words[i + 2] ?? '') : '';
    const named =
      !NOT_A_NAME.test(w) &&
      ((asked !== '' && (/^(?:bisa|tolong|coba|yang)$/i.test(asked) || isIdVerb(asked))) ||
        (piece.length >= 3 && /^tolong$/i.test(words[i + 1] ?? '') && isIdVerb(words[i + 2] ?? '')));
    // "… kapan bisa | kalau build nya …", "siap kamis | sinta …": a question, or an answer with its day, ends.
    const ended =
      /^kapan bisa$/i.test(`${words[i - 2]} ${before}`) ||
      (/^(?:siap|oke|bisa|sip)$/i.test(words[i - 2] ?? '') && DAY.test(before) && piece.length === 2) ||
      // "… begadang benerin server | yang paling urgent itu …": the next thing raised.
      (piece.length >= 3 && /^yang paling (?:urgent|penting|mendesak)$/i.test(`${two} ${words[i + 2] ?? ''}`));
    // "baik pak | terus …": a short answer is an utterance of its own.
    const long = piece.length >= 3 || ANSWER_ONLY.test(piece.join(' '));
    if ((long && (OPENS.test(w) || OPENS_TWO.test(two) || closed || answered || addressed || named)) || ended) {
      out.push(piece.join(' '));
      piece = [];
    }
    piece.push(w);
  });
  if (piece.length) out.push(piece.join(' '));
  return out;
}
