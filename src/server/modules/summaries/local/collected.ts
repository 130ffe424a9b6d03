import type { ActionContext } from './action-types.js';
import type { Sentence } from './sentences.js';

/**
 * "iuran bulan ini banyak yang belum bayar" — "tolong ditagih ya yang belum bayar"; "rombongan bank itu sudah bayar
 * DP kah?" — "Saya tagih sisanya hari ini": what is collected is the money named just before, and minutes say it
 * ("Tagih iuran bulan ini yang belum bayar", "Tagih sisa DP").
 */

const COLLECT = /^(?:tagih|nagih|menagih)(?![\p{L}])/iu;

// Money that is owed, most specific first: "uangnya dari iuran" is the dues.
const OWED = [
  'iuran|dp|uang muka|pelunasan|tunggakan|cicilan|angsuran|utang|hutang|arisan|sumbangan|sewa|setoran|denda|infak|infaq|zakat|tagihan',
  'pembayaran|biaya|ongkos|uang|kas',
];
const ANY_OWED = new RegExp(String.raw`(?<![\p{L}])(?:${OWED.join('|')})(?:-?nya)?(?![\p{L}])`, 'iu');

// Words that end the name of the money: what is said of it, not which it is.
const NOT_WHICH =
  'kurang|lebih|telat|numpuk|macet|semua|separuh|setengah|satu|dua|tiga|empat|lima|enam|tujuh|delapan|sembilan|sepuluh|sebelas|puluh|ratus|ribu|juta|yang|sudah|udah|masih|belum|banyak|tinggal|itu|ini|tuh|dari|per|buat|untuk|kah|dong|ya|juga|nih|sih|baru|kemarin|lagi|dan|sama|ke|di|pak|bu|mas|mbak|kak|bang|daeng|saya|aku|kita|kami|gimana|berapa|mau|harus|bisa|paling|sampai|sampe|udh|kalau|kalo|tapi|terus|atau|ada|nggak|gak|ga|belom';

const moneyIn = (rank: number) =>
  new RegExp(
    String.raw`(?<![\p{L}])(${OWED[rank]})(?:-?nya)?((?:\s+(?!(?:${NOT_WHICH})(?![\p{L}]))\p{L}+(?:-\p{L}+)*(?![\p{L}\p{N}])){0,3})`,
    'giu',
  );

// "iuran bulan ini": a month or week keeps its "ini", "lalu" or "depan".
const PERIOD = /(?:bulan|minggu|tahun|pekan)$/i;

// Money already paid is not what is still to collect ("arisan sudah lunas, uang kas belum").
const PAID =
  /(?<![\p{L}])(?:lunas|beres|diganti|(?:sudah|udah|udh)\s+(?:di)?(?:bayar|transfer|lunas|diganti))(?![\p{L}])/iu;
// Asked whether it is paid ("sudah bayar DP kah?", "… udah lunas belum?"): not said to be.
const ASKED_IF = /\?\s*$|(?<![\p{L}])(?:kah|belum|blm)\s*\??\s*$/iu;
// "terus soal ronda …": the meeting moved on; money before it is another matter.
const MOVED_ON = /^(?:terus|trus|lanjut|sekarang|nah|oke|oh iya)\s+(?:soal|masalah|ke|tentang)(?![\p{L}])/iu;

/** The money named last in a sentence (in its last clause with money), the most specific kind first; null if none. */
function moneyNamed(text: string): string | null {
  // "arisan bulan ini sudah lunas, uang kas belum": each clause on its own; a paid one names nothing to collect.
  const clauses = text
    .split(/[,;]|\s(?=tapi\s|sedangkan\s|kalau\s)/iu)
    .filter((c) => !PAID.test(c) || ASKED_IF.test(c.trim()));
  for (const clause of clauses.reverse()) {
    const money = moneyOf(clause);
    if (money) return money;
  }
  return null;
}

function moneyOf(text: string): string | null {
  for (const rank of [0, 1]) {
    const all = [...text.matchAll(moneyIn(rank))];
    const m = all.at(-1);
    if (!m) continue;
    let which = `${m[1]}${m[2]}`.trim();
    const after = text.slice(m.index + m[0].length).match(/^\s+(ini|lalu|depan|kemarin)(?![\p{L}])/iu);
    if (after && PERIOD.test(which)) which = `${which} ${after[1]}`;
    return which.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase()).replace(/^dp(?![\p{L}])/iu, 'DP');
  }
  return null;
}

/**
 * A collecting task that does not say what is collected gets the money named in its sentence or the three before;
 * "sisanya" becomes "sisa" of that money.
 */
export function withWhatIsCollected(
  task: string,
  draft: { sentence: number },
  sentences: Sentence[],
  ctx: ActionContext,
): string {
  const verb = ctx.lang === 'id' ? task.match(COLLECT) : null;
  if (!verb) return task;
  const rest = task.slice(verb[0].length);
  const left = rest.match(/^,?\s+sisa(?:-?nya)?(?![\p{L}])/iu);
  // "Tagih itu, yang belum bayar": "that" is the money just named.
  const pointer = rest.match(/^\s+(?:itu|ini)(?![\p{L}])/iu);
  const after = rest.slice((left ?? pointer)?.[0].length ?? 0);
  if (!left && ANY_OWED.test(rest)) return task;
  // "Tagih janjinya", "Tagih laporannya": a thing of its own that is not money; only "who" or "where" may follow.
  const who = ctx.names.mentions(after.trim())[0]?.start === 0;
  if (
    !who &&
    /^\s+(?!(?:yang|ke|dari|sama|ya|lagi|di|lewat|sebelum|sesudah|setelah|paling|besok|lusa|hari|minggu|bulan|nanti|sampai|sampe)(?![\p{L}]))\p{L}/iu.test(
      after,
    )
  )
    return task;
  for (let i = draft.sentence; i >= Math.max(0, draft.sentence - 3); i--) {
    const text = sentences[i]!.text;
    if (i < draft.sentence && MOVED_ON.test(sentences[i + 1]!.text.trim())) break;
    // The task's own sentence only before the verb: "iuran kas kelompok … tolong ditagih".
    const at = i === draft.sentence ? text.search(/(?<![\p{L}])(?:di|me)?(?:tagih|nagih)/iu) : -1;
    const money = moneyNamed(at < 0 ? text : text.slice(0, at));
    if (money) return `${verb[0]} ${left ? 'sisa ' : ''}${money}${after}`;
  }
  return task;
}
