import type { SummaryLanguage } from '../../../../shared/summary/normalize.js';
import { isIdVerb } from './action-rules.js';
import type { Names } from './names.js';
import { capitalize, type Sentence } from './sentences.js';
import { escapeRegExp, stopwords, words } from './tokens.js';
import { withoutClitic } from './topics.js';

/**
 * Things the meeting raised as open, waiting for someone: "copy push notification buat 11.11 belum final", "oki gimana
 * transport buat keluarga dari bandung", "the venue is still not booked". A short task said after one is about it.
 */

// A thing raised as a state or a question, waiting for someone: "copy push notification buat 11.11 belum final",
// "Prakarya bagaimana, Bu Winda?", "influencer list buat 11.11 siapa yang pegang?", "the venue is still not booked".
const NP_WORDS = (most: number) => String.raw`(\p{L}[\p{L}\p{N}.'’-]*(?:\s+[\p{L}\p{N}][\p{L}\p{N}.'’-]*){0,${most}}?)`;
const ID_LEAD = String.raw`^(?:(?:oh|ya|btw|ngomong[\s-]ngomong|omong[\s-]omong|nah|terus|trus|oke|ok|jadi|satu lagi|lalu|kemudian|dan|tapi|untuk|soal|masalah|kalau|hah|wah|waduh|eh|e+|em+|duh|aduh|karena|soalnya|tinggal)[\s,]+)*`;
const EN_LEAD = String.raw`^(?:(?:oh|but|well|yeah|not really|so|and|okay|ok|right|now|also|great|good|next|then|last|lastly|finally|one more thing|speaking of \p{L}+)[\s,:]+)*`;
// "Terus retry logic-nya jadi lo bikin?": a thing put to the one addressed; only their answer is about it.
const PUT_TO_YOU = new RegExp(
  String.raw`${ID_LEAD}${NP_WORDS(5)}\s+(?:(?:jadi|udah|sudah|mau)\s+)?(?:lo|lu|elo|kamu|km)\s+(?:yang\s+)?\p{L}{3,}\s*\?$`,
  'iu',
);
// "Batang pinangnya dari mana, Bang?": where a thing will come from, still open.
const FROM_WHERE = new RegExp(
  String.raw`${ID_LEAD}${NP_WORDS(4)}\s+dari\s+mana(?:\s+(?:ya|nih|sih))?(?:\s*,?\s*(?:pak|bu|mas|mbak|kak|bang)(?:\s+\p{L}+)?)?\s*\?$`,
  'iu',
);
// "copy push notification buat 11.11 belum final", "Prakarya bagaimana?", "influencer list siapa yang pegang?"
const STILL_OPEN = new RegExp(
  String.raw`${ID_LEAD}${NP_WORDS(7)}\s*,?\s+(?:(?:juga\s+)?(?:belum|masih belum)\s+\p{L}+|(?:sudah|udah)\s+di\p{L}{3,}(?:\s+belum)?\s*\??$|(?:sudah|udah)\s+(?:jadi|kelar|beres|selesai)\s+belum(?:\s+\p{L}+)?\s*\??$|(?:gimana|bagaimana)(?:\s+(?:kabarnya|progress(?:nya)?))?|siapa yang\s+\p{L}+|kapan\s*\?*$)\s*[,.?!]?`,
  'iu',
);
// "karena mesin jahit nomor tujuh rusak lagi", "stiker label tinggal dikit banget", "mic wireless kita cuma dua",
// "mesin offset yang besar masih suka macet kalau pakai art paper":
// a thing out of order or running out, waiting for someone to see to it.
const OUT_OF_ORDER = new RegExp(
  String.raw`(?:^.*?\b(?:karena|soalnya|cuma|cuman|tapi|soal)\s+|${ID_LEAD}(?:(?:pak|bu|mas|mbak|kak|bang)\s+(?=\p{L}+nya\s))?)${NP_WORDS(6)}\s+(?:(?:kita|kami)\s+)?(?:(?:masih|udah|udh|sudah|sdh|juga|lagi)\s+){0,2}(?:(?:suka|sering|pasti|bakal|bisa|cepet|cepat|keburu)\s+){0,2}(?:rusak|mati|macet|bocor|error|eror|bermasalah|hilang|bunyi|berisik|nyangkut|ngadat lagi|lemot|panas|bau|jelek|expired|kadaluarsa|kedaluwarsa|aus|botak|netes|soak|ngadat|retak|pecah|patah|sobek|bolong|habis|abis|kosong|menipis|tinggal (?:dikit|sedikit)|(?:cuma|cuman|hanya|tinggal) (?:satu|dua|tiga|\d+)(?: (?:botol|buah|biji|pcs|lembar|rim|kotak|karung|bungkus|dus|pak|roll|rol|kaleng|liter|kilo|unit|set|slop|lusin|box|pack|tabung|galon|sak|ikat))?)(?:\s+di\s+\p{L}+)?(?:\s+(?:lagi|banget|sekali|tuh|nih|ya|mulu|sih|loh|lho|kayaknya|(?:saya|aku) (?:lihat|liat|cek)|(?:udah|sudah) (?:seminggu|sebulan|lama|dua hari|tiga hari)|terus|dari (?:kemarin|kemaren|minggu lalu|bulan lalu)|(?:hari\s+)?(?:senin|selasa|rabu|kamis|jumat|sabtu|minggu)|besok|lusa|pak|bu|mas|mbak))*(?:\s+kalau\s+[^.!?]{3,40})?(?:,\s*[^.!?,]{3,40})?\s*[.!]?$`,
  'iu',
);
// "the walk-in fridge is broken again"
const BROKEN_EN = new RegExp(
  String.raw`${EN_LEAD}((?:the\s+)?${NP_WORDS(5)})(?:\s+(?:is|are|was|were)|['’]s)\s+(?:still\s+)?(?:broken|leaking|torn|cracked|jammed|clogged|blocked|faulty|rusted|rusty|dead|out of order|flaky|buggy|glitchy|unreliable|down)(?:\s+(?:again|though|too))?\s*[.!]?$`,
  'iu',
);
// "the office wifi keeps dropping", "the shared generator's doing the rattling thing again": a thing that keeps
// failing, waiting for someone to see to it.
const FAILING_EN = new RegExp(
  String.raw`${EN_LEAD}((?:the\s+)?${NP_WORDS(5)})(?:\s+(?:keeps|kept)\s+(?:dropping|crashing|breaking|failing|leaking|freezing|cutting out)|(?:\s+(?:is|was)|['’]s)\s+(?:doing|making)\s+(?:the|that|a|this)\s+(?:\p{L}+\s+)?(?:thing|noise)|(?:\s+(?:is|was)|['’]s)\s+(?:acting up|playing up|on the fritz))(?:\s+again)?\s*[.!]?$`,
  'iu',
);
const RAISED_TOPIC: Record<SummaryLanguage, RegExp[]> = {
  id: [
    STILL_OPEN,
    // "Satu lagi, release notes buat versi 2.3.": the next thing, announced.
    new RegExp(
      String.raw`^(?:satu lagi|terakhir|selanjutnya|berikutnya|lanjut|next)[\s,]+(?:(?:soal|untuk|masalah)\s+)?${NP_WORDS(5)}\s*[.!]?$`,
      'iu',
    ),
    // "Soal spanduk acara tujuh belasan, Mas Dimas bisa pesan …": the thing, named before whom it is asked of.
    new RegExp(String.raw`^(?:(?:oke|terus|nah|lalu)[\s,]+)*(?:soal|masalah)\s+${NP_WORDS(4)}\s*,?$`, 'iu'),
    // "yang paling urgent itu checkout error di android versi lama": the thing to see to first.
    new RegExp(
      String.raw`(?:^|\s)yang\s+paling\s+(?:urgent|penting|mendesak|krusial)\s+(?:itu|adalah|ya)\s+${NP_WORDS(6)}\s*[.!]?$`,
      'iu',
    ),
    // "satu lagi dokumentasi onboarding buat anak baru yang masuk senin depan": the thing, and which one.
    new RegExp(
      String.raw`^(?:satu lagi|terakhir)[\s,]+(?:(?:soal|untuk|masalah)\s+)?${NP_WORDS(5)}\s+yang\s+[^.!?]*[.!]?$`,
      'iu',
    ),
    OUT_OF_ORDER,
    // "oke terus deterjen tinggal berapa mbak wulan": how much of a thing is left, asked of someone.
    new RegExp(
      String.raw`${ID_LEAD}${NP_WORDS(4)}\s+(?:tinggal|sisa|sisanya|masih)\s+berapa(?:\s+(?:ya|nih|sih))?\s+(?:pak|bu|mas|mbak|kak|bang)\s+\p{L}+\s*\??$`,
      'iu',
    ),
    // "Kantong plastik buat daging berarti harus nambah, Pak.": a thing there must be more of.
    new RegExp(
      String.raw`${ID_LEAD}${NP_WORDS(6)}\s+(?:berarti\s+|juga\s+)?(?:harus|perlu|mesti)\s+(?:nambah|ditambah|tambah|dibeli lagi|beli lagi)(?:[\s,]+(?:lagi|ya|nih|pak|bu|mas|mbak))*\s*[.!]?$`,
      'iu',
    ),
    // "foto produk yang baru masih di studio ya dimas": a thing still where someone has to fetch it from.
    new RegExp(
      String.raw`${ID_LEAD}${NP_WORDS(5)}\s+masih\s+(?:ada\s+)?di\s+\p{L}+(?:\s+(?:ya|kan|tuh|nih))?(?:\s+(?:(?:pak|bu|mas|mbak|kak|bang)\s+)?\p{L}+)?\s*[.?!]?$`,
      'iu',
    ),
    // "Untuk spanduk dan pengumuman kepada warga, apakah sudah ada yang menangani?": a thing nobody holds yet.
    new RegExp(
      String.raw`${ID_LEAD}${NP_WORDS(6)}\s*,?\s+(?:apakah\s+)?(?:sudah|udah)\s+ada\s+yang\s+(?:menangani|pegang|megang|urus|ngurus|handle)\s*\??$`,
      'iu',
    ),
    // "tapi perlu izin penceramahnya dulu": a thing still needed first.
    new RegExp(String.raw`(?:^|,\s*)(?:tapi\s+)?(?:perlu|butuh)\s+${NP_WORDS(4)}\s+dulu\s*[.!]?$`, 'iu'),
    // "klien nanya soal timeline dark mode": a thing someone asked about, waiting for an answer.
    new RegExp(
      String.raw`(?:nanya|nanyain|tanya|menanyakan|nanyain)\s+(?:soal|tentang|masalah)\s+${NP_WORDS(5)}\s*[.?!]?$`,
      'iu',
    ),
    // "venue aman tinggal technical meeting sama pihak gedung": what is left to do once the rest is settled.
    new RegExp(
      String.raw`\b(?:aman|beres|lunas|done|fix)(?![\p{L}-]).*?\btinggal\s+(?!(?:dikit|sedikit|sebentar|di|nunggu|tunggu)[\s-])${NP_WORDS(6)}\s*[.!]?$`,
      'iu',
    ),
    // "copy nya udah aku revisi tadi pagi tinggal di approve kak mira": done, but for what someone else must do.
    new RegExp(
      String.raw`${ID_LEAD}${NP_WORDS(3)}\s+(?:udah|sudah)\s+(?:(?:aku|saya|gue|kami)\s+)?\p{L}+\b[^.!?]*?\btinggal\s+di\s?(?:approve|review|cek|acc|periksa|tanda\s?tangan\p{L}*|setujui)\b`,
      'iu',
    ),
    // "Untuk 14 balita itu perlu kunjungan rumah.": what something needs, said of it.
    new RegExp(
      String.raw`^(?:(?:baik|oke|nah|terus)[\s,.]+)*(?:untuk|buat)\s+[^,.]{2,30}?\s+(?:itu\s+)?(?:perlu|butuh|harus ada)\s+${NP_WORDS(4)}\s*[.!]?$`,
      'iu',
    ),
    FROM_WHERE,
    // "Tapi gue butuh aset dari Tasya.": what the speaker needs from someone.
    new RegExp(
      String.raw`(?:^|\s)(?:aku|saya|gue|kita|kami)\s+(?:masih\s+)?(?:butuh|perlu)\s+${NP_WORDS(4)}\s+dari\s+\p{L}+(?:\s+\p{L}+)?\s*[.!?]*$`,
      'iu',
    ),
    PUT_TO_YOU,
    // "Salsa, kamu udah ngasih fotokopi KTP belum?": a thing the one asked was to give or do, not done yet.
    new RegExp(
      String.raw`(?:^|[\s,])(?:kamu|lo|lu|elo|anda)\s+(?:udah|sudah)\s+(?:ngasih|nyerahin|ngumpulin|kasih|setor)\s+${NP_WORDS(4)}\s+belum\s*\?$`,
      'iu',
    ),
    // "grup WA warga juga perlu dikasih tau soal jadwal baru, banyak yang nggak baca tempelan": news to pass on.
    new RegExp(
      String.raw`(?:perlu|harus|mesti)\s+(?:dikasih\s+(?:tau|tahu|info)|dikabari|dikabarin|diinfo(?:kan|in)?|diberi\s+tahu)\s+(?:soal|tentang|masalah)\s+${NP_WORDS(4)}\s*(?:,[^?]*)?[.!]?$`,
      'iu',
    ),
    // "kita juga butuh MC buat acara", "buat Imlek kita butuh key visual baru nih"
    new RegExp(
      String.raw`${ID_LEAD}(?:(?:buat|untuk)\s+\S+(?:\s+\S+)?\s+)?kita\s+(?:juga\s+|masih\s+)?(?:butuh|perlu)\s+${NP_WORDS(6)}(?:\s+(?:nih|ya|sih|lagi))?\s*[.?!]?$`,
      'iu',
    ),
  ],
  en: [
    new RegExp(
      String.raw`${EN_LEAD}(?:(?:what|how) about|where are we (?:on|with))\s+((?:the\s+)?${NP_WORDS(5)})\s*\?`,
      'iu',
    ),
    // "the venue is still not booked" (not "Shy is not the word")
    new RegExp(
      String.raw`${EN_LEAD}((?:the\s+)?${NP_WORDS(5)})(?:\s+(?:is|are)|['’]s)\s+(?:still\s+)?(?:not(?!\s+(?:the|a|an|my|our|your|his|her|their|that|this)\b)|missing|pending|outstanding|unassigned)\b`,
      'iu',
    ),
    BROKEN_EN,
    FAILING_EN,
    // "And the adoption bios need updating — half of them …": a thing that wants work.
    new RegExp(
      String.raw`${EN_LEAD}((?:the\s+)?${NP_WORDS(5)})\s+needs?\s+(?:updating|fixing|redoing|sorting|checking|replacing|cleaning|changing|rewriting)\b`,
      'iu',
    ),
    // "the field at riverside has that big hole near the goal": a thing with something wrong, waiting for a fix.
    new RegExp(
      String.raw`${EN_LEAD}((?:the\s+)?${NP_WORDS(5)})\s+(?:has|have|has got|'s got)\s+(?:a|an|that|this|some)\s+(?:(?:big|huge|massive|nasty|small)\s+)?(?:hole|leak|crack|fault|puncture|problem)\b`,
      'iu',
    ),
    // "the client asked about the dark mode timeline": a thing someone asked about, waiting for an answer.
    // "the customer from acme emailed again about the csv export bug"
    new RegExp(
      String.raw`(?:asked|asking|emailed|e-mailed|wrote|called|rang|messaged|complained)\s+(?:us\s+|me\s+)?(?:again\s+)?about\s+((?:the\s+)?${NP_WORDS(5)})\s*[.!]?$`,
      'iu',
    ),
    // "For the banner, who can take it?": the thing, then who does it.
    new RegExp(
      String.raw`^(?:for|as for|about)\s+((?:the\s+)?${NP_WORDS(4)})\s*,\s*(?:who|anyone|anybody|someone|somebody)\b[^.!]*\?\s*$`,
      'iu',
    ),
    // "Now, the poster.", "Also, the sponsor read for the coffee company."
    new RegExp(String.raw`^(?:now|next|okay|ok|right|so)[\s,]+((?:the\s+)?${NP_WORDS(3)})\s*[.!]?$`, 'iu'),
    new RegExp(String.raw`^also,\s+(the\s+${NP_WORDS(5)})\s*[.!]?$`, 'iu'),
    // "last thing the coaches need the updated rosters"; "tony one more thing the rec center wants the deposit before
    // they finalize the schedule": what someone outside waits for, maybe by when.
    new RegExp(
      String.raw`${EN_LEAD}(?:\p{L}+[\s,]+(?=(?:last|next|one more|final) thing))?(?:(?:last|next|one more|final) thing[\s,]+)?(?!(?:we|i)\s+(?:also\s+|still\s+)?need\b)(?:the\s+)?(?:\p{L}+\s+){0,2}?(?:needs?|wants?)\s+((?:the\s+)?${NP_WORDS(5)})(?:\s+(?:before|by)\s+[^.!?]+)?\s*[.!]?$`,
      'iu',
    ),
    // "Next step is the media plan.", "We also need storyboards for the two video spots.", "one more thing we need a
    // room for the practice talk on the twelfth"
    new RegExp(
      String.raw`${EN_LEAD}(?:(?:last|next|one more|final) thing[\s,]+)?(?:(?:the\s+)?next (?:step|up|item|thing) is|(?:we|i) (?:also |still )?need(?:\s+an?(?=\s))?)\s+((?:the\s+|some\s+)?${NP_WORDS(7)})(?:\s+on\s+the(?:\s+\p{L}+)?)?\s*[.!]?$`,
      'iu',
    ),
  ],
};
const ASKED_HOW = new RegExp(
  String.raw`^(?:(?:oke|ok|terus|nah|jadi)\s+)*(\p{L}+)\s+(?:gimana|bagaimana)\s+(?:(?:update|progress|kabar|status)\s+)?${NP_WORDS(6)}\s*\??$`,
  'iu',
);
// "sisanya gimana pak": the rest of something said before is no thing of its own.
const NOT_A_TOPIC =
  /^(?:the\s+)?(?:saya|aku|kita|kami|kamu|anda|dia|mereka|itu|ini|ada|yang|menurut|kayaknya|terus|trus|lalu|yaudah|oke|ok|okay|sip|siap|baik|nah|jadi|sisa(?:nya)?|semua(?:nya)?|lainnya|selebihnya|sebagian(?:nya)?|i|we|you|they|it|he|she|this|that|there|rest|others)$/i;
const PRONOUN = /(?<![\p{L}])(?:saya|aku|gue|kita|kami|kamu|lo|anda|dia|mereka|i|we|you|they|he|she)(?![\p{L}])/iu;

// "Rizal, some of them are missing." — "Ah, yes, sorry. Most of them are still in my bag.": still on the thing raised
// before, or only sorry; the thing is further back.
const STILL_POINTING: Record<SummaryLanguage, RegExp> = {
  id: /^(?:(?:ah|oh|eh|iya|ya|maaf|sori|sorry)[\s,.!]*)+$/iu,
  en: /(?<![\p{L}])(?:some|most|all|none|any|one|two|half|a few|few|several|many) of (?:them|those|these)(?![\p{L}])|(?<![\p{L}])(?:about|with|for) (?:that|it)\s+(?:over|last|this|since|all)\b|^(?:okay,?\s+)?(?:that|this|it)(?:'s|’s| is) (?:the|our|a|top) (?:priority|blocker|problem|issue)\b|^(?:(?:ah|oh|yes|yeah|sorry|right|i know|that's on me|my bad|fair enough|true|noted)[\s,.!]*)+$/iu,
};

/**
 * The thing a bare task is about, from the few sentences before: "Gilang, bisa kamu finalize sebelum Rabu?" after
 * "copy push notification buat 11.11 belum final" finalises the copy. Only a thing raised as still open counts, so an
 * opinion or a report is never pasted onto a task.
 */
export const raisedTopicBefore = (...args: Parameters<typeof raisedTopicAt>): string | null =>
  raisedTopicAt(...args)?.topic ?? null;

/** The thing raised before sentence `at`, with the sentence that raised it. */
export function raisedTopicAt(
  at: number,
  sentences: Sentence[],
  lang: SummaryLanguage,
  names: Names,
  reach = 3,
  untaken = false,
): { topic: string; at: number } | null {
  let looked = 0;
  for (let i = at - 1; i >= 0 && looked < reach; i--) {
    const text = sentences[i]!.text;
    if (words(text).length <= 2) continue;
    // "… need updating — half of them still say …": pointing back, unless it raises a thing itself.
    const topic = topicRaisedIn(text, lang, names);
    if (!topic && STILL_POINTING[lang].test(text)) continue;
    looked++;
    if (!topic || (PUT_TO_YOU.test(text.trim()) && sentences[at]?.turn !== sentences[i]!.turn + 1)) continue;
    // "Bug login dari pelanggan bagaimana?" — "Saya akan perbaiki bug login …": taken up already, by the answer.
    if (untaken && sentences.slice(i + 1, at).some((x) => saysAlready(x.text, topic, lang))) return null;
    return { topic, at: i };
  }
  return null;
}

const BROKEN: Record<SummaryLanguage, RegExp[]> = { id: [OUT_OF_ORDER], en: [BROKEN_EN, FAILING_EN] };

/**
 * The thing raised as broken or failing in the `reach` sentences before `at` ("printer di ruang belakang macet
 * lagi", "the walk-in cooler's making that clicking noise again"): what a repair person is called about.
 */
export function brokenBefore(at: number, sentences: Sentence[], lang: SummaryLanguage, names: Names, reach = 6) {
  for (let i = at; i >= Math.max(0, at - reach); i--) {
    const text = sentences[i]!.text.trim();
    const rest = lang === 'id' ? text.replace(REPORTED_TO, '') : text;
    const topic = BROKEN[lang].some((re) => re.test(rest)) ? topicRaisedIn(text, lang, names) : null;
    // "Printer di ruang belakang macet lagi. Kertasnya nyangkut.": a part of the thing before it ("-nya").
    if (topic && !(lang === 'id' && /^\p{L}{3,}nya$/iu.test(text.split(/\s+/)[0]!) && i > at - reach)) return topic;
  }
  return null;
}

// "Pak, mesin offset yang besar masih suka macet …", "Pak, satu lagi, tinta cyan tinggal satu botol.": told to the
// one who decides.
const REPORTED_TO =
  /^(?:pak|bu|mas|mbak|kak|bang|ko|ci)(?:\s+\p{Lu}\p{L}+)?,\s+(?:satu lagi,\s+|(?:saya|aku)\s+mau\s+lapor,?\s+)?/iu;
// What is out of order or running out, still not done, or still to be found: what a report to someone may hold.
const REPORTED = [STILL_OPEN, OUT_OF_ORDER, FROM_WHERE];

function reportedTo(text: string, lang: SummaryLanguage): RegExpMatchArray | null {
  const to = lang === 'id' ? text.trim().match(REPORTED_TO) : null;
  const rest = to ? text.trim().slice(to[0].length) : null;
  return rest ? (REPORTED.map((re) => rest.match(re)).find(Boolean) ?? null) : null;
}

/** The thing a text raises as open ("hadiahnya belum dibeli" → "hadiahnya"), if it raises one. */
export function topicRaisedIn(text: string, lang: SummaryLanguage, names: Names): string | null {
  // "Bim, buat Imlek kita butuh …": a need told to someone (not a question to them: they answer it themselves).
  const called = /\b(?:butuh|perlu|need)\b/i.test(text) ? text.trim().match(/^(\p{L}+),\s+/u) : null;
  const told = called && names.resolve(capitalize(called[1]!)) ? text.trim().slice(called[0].length) : null;
  // "oki gimana transport buat keluarga dari bandung": a person asked how a thing stands.
  const asked = lang === 'id' ? text.trim().match(ASKED_HOW) : null;
  const m =
    (asked && names.resolve(capitalize(asked[1]!)) ? [asked[0], asked[2]!] : null) ??
    RAISED_TOPIC[lang].map((re) => text.trim().match(re)).find(Boolean) ??
    (told !== null ? told.match(RAISED_TOPIC[lang].at(-1)!) : null) ?? // the last pattern: a need ("kita butuh …")
    reportedTo(text, lang);
  if (!m) return null;
  // "bu nur data absensi …": the person addressed is not part of the thing.
  // "terakhir konsumsi buat panitia tinggal dikit": the thing, without how it stands.
  let topic = m[1]!
    .replace(/^some\s+/i, '')
    .replace(/[.,!?]+$/, '')
    .replace(
      /\s+(?:(?:udah|sudah|masih|juga)\s+)?(?:tinggal|habis|abis|belum|rusak|mati|kurang|expired|expire|kedaluwarsa|kadaluarsa|hilang)(?:\s.*)?$/i,
      '',
    )
    // "Pembicaranya udah fix belum sih?": the thing, not whether it is done yet.
    .replace(/(?<!\byang)\s+(?:udah|sudah)\s+\p{L}+(?:\s+\p{L}+)?$/iu, (status) =>
      new RegExp(String.raw`${escapeRegExp(status.trim())}\s+belum\b`, 'iu').test(text) ? '' : status,
    )
    // "tinggal pelunasan paling lambat rabu": the thing, not when.
    .replace(/\s+(?:paling lambat|paling telat|maksimal|sebelum|minggu depan|besok|lusa)(?:\s.*)?$/i, '')
    // "Tinggal SHU per anggota yang belum dihitung", "proposalnya jadi kapan?", "shuttlecock ini tinggal dua slop":
    // the thing, not how it stands or which one.
    .replace(/\s+(?:yang|jadi|selesai|kelar|beres|ini|itu|tuh|nih)$/i, '')
    // "Iuran sampah bulan ini banyak yang belum bayar": how many of them, not the thing.
    .replace(/\s+(?:masih\s+)?(?:banyak|sebagian|separuh|semua)$/i, '')
    .trim();
  // "bunga nya ee yang baby breath": speech-to-text's clitic and hesitation are no part of the thing.
  if (lang === 'id') topic = topic.replace(/(?<=\p{L})\s+nya(?![\p{L}])|\s+(?:e+|em+|eh)(?![\p{L}])/gu, '');
  // "retry logic-nya": the thing itself, without the "-nya" that only points back to it.
  if (lang === 'id') topic = topic.replace(/(?<=\p{L}{3})-nya$/iu, '');
  // "batang pinangnya": a thing of two words or more says which without "-nya".
  if (lang === 'id' && /\s/.test(topic)) topic = topic.replace(/\p{L}+$/u, (w) => withoutClitic(w));
  const person = names.mentions(topic)[0];
  if (person && person.start === 0) topic = topic.slice(person.end).trim();
  const first = topic.replace(/^the\s+/i, '').split(/\s+/)[0]!;
  if (!topic || NOT_A_TOPIC.test(first) || PRONOUN.test(topic) || stopwords(lang).has(first.toLowerCase())) return null;
  // "Pembicaranya udah fix belum?": the capital is the sentence's, not the thing's (a name takes no "-nya"; "Prakarya"
  // may be a name).
  const sentenceCapital = text.trim().startsWith(topic) && /^\p{Lu}\p{Ll}+nya$/u.test(first) && !names.resolve(first);
  const said = sentenceCapital ? `${topic.charAt(0).toLowerCase()}${topic.slice(1)}` : topic;
  // "Partiturnya belum ada yang SATB": none of that kind yet; the thing needed is of that kind ("partitur SATB").
  const kind = lang === 'id' ? text.match(NONE_OF_KIND)?.[1] : undefined;
  const ofKind = kind && !isIdVerb(kind.toLowerCase()) && !stopwords(lang).has(kind.toLowerCase());
  return ofKind ? `${said.replace(/\p{L}+$/u, (w) => withoutClitic(w))} ${kind}` : said;
}

const NONE_OF_KIND = /\bbelum\s+ada\s+yang\s+(\p{L}[\p{L}\p{N}-]*)\s*[.!?]?$/iu;

/** Two words the same at their start ("dekorator", "dekorasi"; "runbook-nya", "runbook"): one thing said twice. */
const alike = (a: string, b: string) => a.length >= 4 && b.length >= 4 && a.slice(0, 5) === b.slice(0, 5);

/** The text names the thing already, by a word of it ("dekorator" for "dekorasi", "runbook-nya" for "runbook"). */
export function saysAlready(text: string, thing: string, lang?: SummaryLanguage): boolean {
  const mine = words(text).map((w) => withoutClitic(w.toLowerCase()));
  const named = words(thing).filter((w) => !lang || !stopwords(lang).has(w.toLowerCase()));
  return named.some((w) => mine.some((t) => alike(t, w.toLowerCase())));
}
