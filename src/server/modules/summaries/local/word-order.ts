import type { SummaryLanguage } from '../../../../shared/summary/normalize.js';
import { commandForm, isIdVerb, isListedIdVerb, passiveCommand } from './action-rules.js';
import { standardCommand } from './spoken-verbs.js';
import type { Names } from './names.js';
import { stopwords, words } from './tokens.js';

/**
 * Indonesian puts the thing first more often than a task is written: "harinya aku kabarin besok", "notanya
 * disimpan", "yang delapan belas kk itu mohon pak joko bisa ditagih". These read them in the order of a task.
 */

const HESITATION =
  /^(?:oke|ok|okay|ya|iya|nah|jadi|terus|eh|e+|em+|wah|sip|baik|yaudah|siap|insya ?allah|inshallah|alhamdulillah|bismillah|mungkin|kayaknya)$/i;

// "harinya, aku kabarin ke kalian besok": the thing said first, then the promise; read as "aku kabarin harinya …".
// "Boleh, tapi slide-nya aku kirim dulu …": after a yes and a "but".
const OBJECT_FIRST =
  /^(?:(?:[Bb]oleh|[Oo]ke|[Oo]k|[Ii]ya|[Yy]a|[Ss]iap|[Ss]ip|[Bb]aik)\s*,\s*)?(?:[Tt]api\s+)?((?:\p{L}[\p{L}-]*\s+){0,2}\p{L}[\p{L}-]*),?\s+((?:saya|aku|gue|gua)\s+(?:langsung\s+)?)(\p{L}+)(.*)$/u;
// "yang delapan belas kk lagi itu mohon pak joko bisa ditagih ya": the thing, the person asked, what to do to it.
const THING_ASKED_PASSIVE =
  /^(.{3,60}?)\s+(?:itu\s+)?((?:tolong|mohon)\s+)(.+?)\s+(?:bisa\s+|agar\s+|supaya\s+)?(di\p{L}{3,})(?![\p{L}])(.*)$/iu;

// "mas bram soal budget media bisa dibikinin estimasinya": about a thing, can its … be made; a polite request.
const ABOUT_THEN_PASSIVE =
  /^(.*?)(?:soal|untuk|buat)\s+((?:\p{L}[\p{L}-]*\s+){0,3}\p{L}[\p{L}-]*)\s+bisa\s+(di\p{L}{3,})\s+(\p{L}{3,}?)nya(\b.*)$/iu;

// "Sortir baju kita kerjain bareng-bareng aja hari Sabtu di posko": the work put first, then "we do it".
const WORK_WE_DO =
  /^((?:\p{L}[\p{L}-]*\s+){0,3}\p{L}[\p{L}-]*)\s+kita\s+(?:kerjain|kerjakan|lakukan|lakuin|beresin)(?:\s+(?:bareng-bareng|bareng|sama-sama|rame-rame))?(?:\s+(?:aja|saja))?(?![\p{L}])(.*)$/iu;

export function objectFirst(clause: string, lang: SummaryLanguage, names: Names): string {
  const work = lang === 'id' ? clause.match(WORK_WE_DO) : null;
  if (work && !stopwords('id').has(work[1]!.split(/\s+/)[0]!.toLowerCase())) return `ayo kita ${work[1]}${work[2]}`;
  // "sinta UAT nya bisa mulai senin depan nggak": asked by name whether they can do a thing to it.
  // "Kak Rina, soal matematikanya bisa selesai Jumat?", "…, laporannya bisa dikirim Jumat?": finished, or sent.
  const can = lang === 'id' ? clause.match(NAMED_THING_CAN) : null;
  const them = can && names.mentions(can[1]!)[0];
  const done = can && (FINISHED.test(can[3]!) ? 'selesaikan' : isIdVerb(can[3]!) ? can[3] : passiveCommand(can[3]!));
  if (can && them && them.start === 0 && them.end === can[1]!.length && done)
    return `${can[1]} bisa ${done} ${can[2]}${can[4]}`;
  const about = lang === 'id' ? clause.match(ABOUT_THEN_PASSIVE) : null;
  const made = about && (passiveCommand(about[3]!) ?? (isIdVerb(about[3]!.slice(2)) ? about[3]!.slice(2) : null));
  if (about && made) return `${about[1]}${made} ${about[4]} ${about[2]}${about[5]}`;
  const asked = lang === 'id' ? clause.match(THING_ASKED_PASSIVE) : null;
  const command = asked && passiveCommand(asked[4]!);
  const who = asked && names.mentions(asked[3]!)[0];
  if (asked && command && who && who.start === 0 && who.end === asked[3]!.length)
    return `${asked[2]}${asked[3]} ${command} ${asked[1]!.replace(/^(?:e+|em+)\s+/i, '')}${asked[5]}`;
  const m = lang === 'id' && !names.mentions(clause).length ? clause.match(OBJECT_FIRST) : null;
  if (!m || !isIdVerb(m[3]!)) return clause;
  const thing = words(m[1]!).map((w) => w.toLowerCase());
  const plain = (w: string) => !isIdVerb(w) && !stopwords('id').has(w) && !HESITATION.test(w);
  // The capital a sentence starts with is not the thing's own.
  const said = m[1]!.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
  return thing.every(plain) ? `${m[2]}${m[3]} ${said}${m[4]}` : clause;
}

const NAMED_THING_CAN =
  /^((?:(?:pak|bu|mas|mbak|kak|bang)\s+)?\p{L}+),?\s+(\p{L}+(?:\s+\p{L}+){0,2}?\s?-?nya)\s+bisa\s+(\p{L}+)(.*)$/iu;
const FINISHED = /^(?:selesai|kelar|beres|jadi|rampung)$/iu;

// A date in the thing ("kerja bakti Sabtu 15 Agustus") counts as one word.
const THING_THEN_PASSIVE =
  /^((?:(?:\d{1,2}\s+)?\p{L}[\p{L}-]*\s+){1,5}?)(?:bisa\s+|agar\s+|supaya\s+)?(di\p{L}{3,})(?![\p{L}])/u;

// Nouns that are verbs too.
const NOUN_TOO = new Set(['daftar', 'foto', 'desain', 'draft', 'draf', 'update', 'list', 'booking', 'jadwal', 'data']);

// "kuesioner aku aja belum disebar" says how things stand, not what to do.
const STATUS =
  /(?<![\p{L}])(?:aku|saya|gue|gua|kamu|lo|lu|kita|kami|dia|mereka)(?![\p{L}])|(?:belum|sudah|udah|lagi)\s*$/iu;

/** "notanya disimpan" → "simpan notanya"; a status ("kuesioner aku aja belum disebar") stays as it is. */
export function thingThenPassive(task: string): string {
  return task.replace(THING_THEN_PASSIVE, (whole, thing: string, verb: string) => {
    const command = passiveCommand(verb);
    const first = thing.split(/\s+/)[0]!.toLowerCase();
    // "cek laporan yang dikirim": the passive belongs to the thing; "daftar tersebut difinalkan": a noun first.
    const thingFirst = !isIdVerb(first) || NOUN_TOO.has(first);
    // The capital a sentence starts with is not the thing's own ("Hasilnya mohon disampaikan …").
    const said = thing
      .trim()
      .replace(/^(?:sama|soal|untuk|buat)\s+/i, '')
      // "posternya tetep dibikin": how it is still to be done, not part of the thing.
      .replace(/\s+(?:tetep|tetap|juga|langsung|segera|sekalian)$/i, '')
      .replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
    return command && thingFirst && !STATUS.test(thing) ? `${command} ${said}` : whole;
  });
}

// "cetaknya selesaikan hari ini": the thing, then the command.
const THING_THEN_COMMAND = /^((?:\p{L}[\p{L}-]*\s+){0,2}\p{L}+nya)\s+(\p{L}{3,}(?:kan|in))(?![\p{L}])/iu;

// "jadwal on-call yang baru aku sendiri yang susun": the thing, then who takes it on, then the verb.
const THING_THEN_DOER =
  /^(\p{L}[^,;]{2,60}?)\s+(?:saya|aku|gue|gua)\s+(?:(?:sendiri|aja|saja|nanti|deh)[\s,]+){0,3}yang\s+(\p{L}{3,})(?![\p{L}])/iu;

/** "Laporan kas saya sendiri nanti yang susun" → "Susun laporan kas". */
export function thingThenDoer(task: string): string {
  return task.replace(THING_THEN_DOER, (whole, thing: string, verb: string) =>
    isIdVerb(verb.toLowerCase()) ? `${verb} ${thing.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())}` : whole,
  );
}

/** "Cetaknya selesaikan" → "Selesaikan cetaknya". */
export function thingThenCommand(task: string): string {
  return task.replace(THING_THEN_COMMAND, (whole, thing: string, verb: string) =>
    isIdVerb(verb.toLowerCase()) && !STATUS.test(thing) ? `${verb} ${thing.toLowerCase()}` : whole,
  );
}

// "Bayu, abis Kevin push, lo regression test ulang …": when comes first, the request after it.
const WHEN_FIRST: Record<SummaryLanguage, RegExp> = {
  // "abis servis mesin langsung cetak undangan itu ya": "langsung" marks where the request starts, as a comma would.
  id: /^((?:abis|habis|setelah|sesudah|begitu|kalau udah|kalo udah|kalau sudah)\s+(?!(?:itu|ini)\b)[^,]{3,40}?)(?:,|\s+langsung(?=\s+\p{L}{3,}))\s+(.+)$/iu,
  en: /^((?:after|once|as soon as)\s+[^,]{3,40}),\s+(.+)$/iu,
};

// "Pak Harun, besok pagi bisa ambil tepung ke grosir?": the day, then the request.
const DAY_THEN_ASK =
  /^((?:besok|lusa|nanti|hari ini|malam ini|sore ini|siang ini|(?:hari\s+)?(?:senin|selasa|rabu|kamis|jumat|sabtu|minggu))(?:\s+(?:pagi|siang|sore|malam|malem))?)\s+((?:bisa|tolong|coba|mohon)\s+\p{L}.*?)([\s.!?]*)$/iu;

/** The request first and when after it: "lo regression test ulang … abis Kevin push". */
export function whenLast(clause: string, lang: SummaryLanguage): string {
  const m = clause.match(WHEN_FIRST[lang]);
  if (m) return `${m[2]!.replace(/[\s.!?]+$/, '')} ${m[1]}`;
  const day = lang === 'id' ? clause.match(DAY_THEN_ASK) : null;
  return day ? `${day[2]} ${day[1]}${day[3]}` : clause;
}

/** An Indonesian task in the order and form minutes write a command. */
export function asCommand(task: string): string {
  // "mohon Pak Sutrisno memastikan izin …": a task reads as a command ("Pastikan izin …").
  // "… memfinalisasi dan mengirim ke kecamatan": each verb as a command ("Finalisasi dan kirim …").
  let t = task.replace(/^\p{L}+|(?<=\b(?:dan|lalu|terus|kemudian)\s+)\p{L}+/gu, (w) => commandForm(w) ?? w);
  // "report ads Desember harus masuk ke finance": it has to be sent there ("Kirim report ads Desember ke finance").
  t = t.replace(
    /^(\p{L}.*?)\s+(?:harus|perlu|mesti)\s+(?:sudah\s+|udah\s+)?(?:masuk|sampai|sampe)\s+ke\s+/iu,
    '$1 dikirim ke ',
  );
  // "tolong dibuatkan surat edaran": the passive of a request is its command ("Buatkan surat edaran").
  t = t.replace(/^\p{L}+(?:-\p{L}+)?/u, (w) => passiveCommand(w) ?? w);
  // "tolong notanya disimpan": the thing first, then what is to be done to it ("Simpan notanya"); "Telpon teknisi"
  // as minutes write it ("Telepon teknisi").
  // "Nguras bak", "Nagih iuran": a spoken nasal verb, written as the command ("Kuras bak").
  // Only to a listed verb, and not a Jakarta -in verb ("naikin" is no "taikin").
  const listed = (v: string | null) => v && [v, v.replace(/(?:kan|i)$/, '')].some(isListedIdVerb);
  const spoken = (w: string) => {
    const v = /^(?:ng|ny|n(?=[aeiou]))/i.test(w) && !/in$/i.test(w) ? commandForm(`me${w}`) : null;
    return listed(v) ? v : null;
  };
  return thingThenCommand(thingThenPassive(thingThenDoer(t))).replace(
    /^\p{L}+/u,
    (w) => standardCommand(w) ?? capitalized(spoken(w), w) ?? w,
  );
}

// Minutes write what is done, not for whom: "Buat surat edaran", "Beli umbul-umbul", "Cari sponsor" for "buatkan",
// "beliin", "carikan" (the tuning writers: "buat" 15 times, "buatkan" never). Only on the way out: inside, "buat" is
// also "for" and says nothing of what is done.
const FOR_WHOM: Record<string, string> = {
  buatkan: 'buat',
  buatin: 'buat',
  bikinin: 'bikin',
  belikan: 'beli',
  carikan: 'cari',
};

// "Telepon teknisinya", "Sebar kuesionernya": the thing right after the verb is the one the meeting means; minutes
// write it bare ("Telepon teknisi"). Not before a name ("mamanya Clara"), nor a word that says how ("sebenarnya"),
// nor one that is something's own ("kabari hasilnya", "kirim nomornya": its result, his number).
const THE_THING = /(^|;\s+)(\p{L}+\s+\p{L}{3,}?)-?nya(?![\p{L}-])(?!\s+\p{Lu})/gu;
const KEEPS_NYA =
  /\s(?:sebener|sebenar|kayak|rupa|akhir|biasa|harus|seharus|mesti|semesti|seperti|kata|pokok|inti|sayang|untung|tentu|hasil|harga|hari|tanggal|jam|sisa|jumlah|biaya|ongkos|kabar|total|alamat|nomor|nomer|kontak|ukuran|nama|kondisi|progres|progress|status)$/iu;

// "kabarin saya ya hasilnya": whom to tell and what, with no pause between ("Kabari Bu Ratna hasilnya").
const TOLD_WHAT =
  /((?:^|;\s+)(?:kabari|kabarin|sampaikan ke|laporkan ke)\s+(?:(?:Pak|Bu|Mas|Mbak|Kak|Bang)\s+)?\p{Lu}\p{L}+),\s+(?=(?:hasil|jawaban|kabar|harga)\p{L}*)/iu;

// "telpon teknisi yang kemarin nggak yang pak jaja": which one, by name, as minutes write it ("… (Pak Jaja)").
const WHICH_ONE = /(?<=\syang\s.+)\s+yang\s+((?:Pak|Bu|Mas|Mbak|Kak|Bang)\s+\p{Lu}\p{L}+)(?=$|;|\s+soal\s)/u;

/** "Telepon teknisi soal mesin X; tanya ongkos mesin X": a later step does not name again what the first named. */
function saidOnce(task: string): string {
  const [first, ...rest] = task.split(/;\s+/);
  if (!rest.length) return task;
  const again = (step: string) => {
    const w = step.split(/\s+/);
    for (let n = w.length - 1; n >= 3; n--)
      if (first!.toLowerCase().includes(w.slice(-n).join(' ').toLowerCase())) return w.slice(0, -n).join(' ');
    return step;
  };
  return [first, ...rest.map(again)].join('; ');
}

/** An Indonesian task's verbs as the minutes write them: "Buatkan denah; serahkan …" → "Buat denah; serahkan …". */
export const asWritten = (task: string) =>
  saidOnce(task)
    .replace(WHICH_ONE, ' ($1)')
    .replace(TOLD_WHAT, '$1 ')
    .replace(THE_THING, (whole, lead: string, thing: string) => (KEEPS_NYA.test(thing) ? whole : lead + thing))
    .replace(/(^|;\s+)(\p{L}+)/gu, (whole, lead: string, verb: string) => {
      const base = FOR_WHOM[verb.toLowerCase()];
      return base ? `${lead}${/^\p{Lu}/u.test(verb) ? base.charAt(0).toUpperCase() + base.slice(1) : base}` : whole;
    });

// What is got done, as its own verb: "get those printed" → "print those".
const GOT_DONE: Record<string, string> = {
  printed: 'print',
  copied: 'copy',
  scanned: 'scan',
  laminated: 'laminate',
  posted: 'post',
  booked: 'book',
  ordered: 'order',
  translated: 'translate',
  uploaded: 'upload',
  done: 'finish',
  finished: 'finish',
  submitted: 'submit',
  signed: 'sign',
  fixed: 'fix',
  checked: 'check',
  sent: 'send',
  filed: 'file',
  drafted: 'draft',
};
const GET_IT_DONE = new RegExp(
  String.raw`^(?:Get|Have)\s+((?:\S+\s+){0,4}?\S+)\s+(${Object.keys(GOT_DONE).join('|')})(?=$|[\s,;])(\s+and\s+(?:up|out|on|at|in)\b)?`,
  'u',
);
// "Get the copy to Leo": sent to someone or somewhere, not "get Tom to call".
const GET_TO =
  /^Get\s+((?:\S+\s+){0,3}?\S+)\s+to\s+(?=(?:the|a|an|him|her|them|everyone|everybody|\p{Lu}\p{Ll}+)(?![\p{L}]))/u;

/**
 * An English task as a colleague writes it down: "Get those printed and up on the boards" → "Print those and put them
 * up on the boards", "Have the flyer done" → "Finish the flyer", "Get the copy to Leo" → "Send the copy to Leo".
 */
export const asWrittenEn = (task: string) =>
  task
    .replace(GET_IT_DONE, (_m, thing: string, done: string, up?: string) => {
      const base = GOT_DONE[done]!;
      return `${base.charAt(0).toUpperCase()}${base.slice(1)} ${thing}${up ? ` and put them ${up.trim().split(/\s+/).pop()}` : ''}`;
    })
    .replace(GET_TO, 'Send $1 to ');

// "nanti sebelum masuk deck tolong direview sama mas arga": a passive request, and by whom it is to be done.
const PASSIVE_BY = /^(.*?\b(?:tolong|mohon|harus|perlu)\s+(?:\p{L}+\s+){0,2}?di\p{L}{3,})\s+(?:sama|oleh)\s+(.+)$/iu;

/** The one a passive request names as its doer ("… tolong direview sama mas arga" is asked of Mas Arga). */
export function doerOfPassive(
  clause: string,
  lang: SummaryLanguage,
  names: Names,
): { name: string; rest: string; others?: string[] } | null {
  const m = lang === 'id' ? clause.match(PASSIVE_BY) : null;
  const doer = m && names.mentions(m[2]!)[0];
  if (!m || !doer || doer.start !== 0) return null;
  return { name: doer.name, rest: `${m[1]}${m[2]!.slice(doer.end)}` };
}

/** A word written with the capital of the one it replaces. */
const capitalized = (word: string | null, like: string) =>
  word && (/^\p{Lu}/u.test(like) ? word.charAt(0).toUpperCase() + word.slice(1) : word);
