/**
 * A transcript sent as one unpunctuated paragraph (speech-to-text joined into one line, as an API client may send it)
 * hides where each utterance ends. Before the words utterances open with ("baik pak …", "terus …", "silakan …", "okay
 * so …") it is cut into pieces, which are then read as speech-to-text segments are (sentences.ts joins back a piece
 * that goes on from the one before).
 */

// Words that open an utterance: an answer, a next item, a closing.
const OPENS =
  /^(?:baik|oke|ok|okay|siap|sip|noted|setuju|betul|terus|selanjutnya|kemudian|berikutnya|sekian|silakan|silahkan|makasih|alright|next|thanks)$/i;
const OPENS_TWO = /^(?:ya (?:sudah|udah|mohon|baik)|terima kasih|thank you|one more|moving on)$/i;
const HONORIFIC = /^(?:pak|bu|mas|mbak|kak|bang)$/i;
const AFTER_CLOSE = /^(?:mohon|tolong|saya|aku|kami|ya|untuk|soal)$/i;
const ASKS = /^(?:tolong|bisa|kamu|coba)$/i;
const ANSWER_ONLY = /^(?:baik|oke|ok|siap|iya|ya|sip)(?:\s+(?:pak|bu|mas|mbak|kak|bang))?$/i;
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
    // "baik pak | terus …": a short answer is an utterance of its own.
    const long = piece.length >= 3 || ANSWER_ONLY.test(piece.join(' '));
    if (long && (OPENS.test(w) || OPENS_TWO.test(two) || closed || answered || addressed)) {
      out.push(piece.join(' '));
      piece = [];
    }
    piece.push(w);
  });
  if (piece.length) out.push(piece.join(' '));
  return out;
}
