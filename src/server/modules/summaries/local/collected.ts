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
  'yang|sudah|udah|masih|belum|banyak|tinggal|itu|ini|tuh|dari|per|buat|untuk|kah|dong|ya|juga|nih|sih|baru|kemarin|lagi|dan|sama|ke|di|pak|bu|mas|mbak|kak|bang|daeng|saya|aku|kita|kami|gimana|berapa|mau|harus|bisa|paling|sampai|sampe|udh|kalau|kalo|tapi|terus|atau|ada|nggak|gak|ga|belom';

const moneyIn = (rank: number) =>
  new RegExp(
    String.raw`(?<![\p{L}])(${OWED[rank]})(?:-?nya)?((?:\s+(?!(?:${NOT_WHICH})(?![\p{L}]))[\p{L}\p{N}]+){0,3})`,
    'giu',
  );

// "iuran bulan ini": a month or week keeps its "ini", "lalu" or "depan".
const PERIOD = /(?:bulan|minggu|tahun|pekan)$/i;

/** The money named last in a sentence, the most specific kind first; null if none. */
function moneyNamed(text: string): string | null {
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
  const left = rest.match(/^\s+sisa(?:-?nya)?(?![\p{L}])/iu);
  // "Tagih itu, yang belum bayar": "that" is the money just named.
  const pointer = rest.match(/^\s+(?:itu|ini)(?![\p{L}])/iu);
  const after = rest.slice((left ?? pointer)?.[0].length ?? 0);
  if (!left && ANY_OWED.test(rest)) return task;
  for (let i = draft.sentence; i >= Math.max(0, draft.sentence - 3); i--) {
    const text = sentences[i]!.text;
    // The task's own sentence only before the verb: "iuran kas kelompok … tolong ditagih".
    const at = i === draft.sentence ? text.search(/(?<![\p{L}])(?:di|me)?(?:tagih|nagih)/iu) : -1;
    const money = moneyNamed(at < 0 ? text : text.slice(0, at));
    if (money) return `${verb[0]} ${left ? 'sisa ' : ''}${money}${after}`;
  }
  return task;
}
