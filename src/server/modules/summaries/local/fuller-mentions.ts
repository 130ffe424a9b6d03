import type { SummaryLanguage } from '../../../../shared/summary/normalize.js';
import { EN_IMPERATIVES, isIdVerb, LEXICON } from './action-rules.js';
import { floorOf } from './floor.js';
import { calledInReply } from './forms-of-address.js';
import type { ActionContext } from './action-types.js';
import type { Sentence } from './sentences.js';
import { MONTH_NAMES } from './dates.js';
import { raisedTopicBefore } from './raised-topics.js';
import { stopwords, words } from './tokens.js';

/**
 * A task names its thing the short way once the meeting has named it in full: "Laporannya saya selesaikan" after
 * "Selanjutnya laporan bulanan ke kecamatan", "put the menu together" after "the harvest supper menu". A minute-taker
 * writes the full name, so the task can be read on its own: "Selesaikan laporan bulanan".
 */

// Words that end a noun phrase's modifiers: function words, time words, particles.
const MODIFIER_END: Record<SummaryLanguage, RegExp> = {
  id: /^(?:aman|beres|lancar|kelar|selesai|tetep|tetap|langsung|segera|sekalian|masih|juga|udah|sudah|belum|lagi|yang|itu|ini|tersebut|kan|nih|sih|tuh|kok|ya|dong|deh|di|ke|dari|untuk|buat|dengan|harus|perlu|akan|mau|bisa|sama|dan|atau|tapi|ada|saya|aku|kita|kami|kamu|dia|mereka|besok|hari|minggu|bulan|tanggal|jam|akhir|awal|nanti|sekarang|tadi|paling|weekend|wiken|sebelum|sesudah|setelah|biar|supaya|agar|karena|kalau|jadi|terus|lalu|siapa|apa|bagaimana|gimana|pak|bu|mas|mbak|kak|bang)$/,
  en: /^(?:is|are|was|were|be|been|still|has|have|had|will|would|can|could|should|must|need|needs|and|or|but|on|in|at|for|with|to|from|of|by|that|which|who|this|these|those|it|they|we|you|i|he|she|today|tomorrow|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|next|last|week|month|again|too|first|then|so|now|please)$/,
};

// "regression test", "code review", "album foto": a noun after a noun, though "test" and "foto" are verbs on their own.
const LOAN_NOUN = /^(?:test|testing|review|update|foto|video|desain|data|survei|survey)$/;

// "slide pitch deck kepanjangan": how the thing is (too long, too sweet), not which thing.
const TOO_MUCH =
  /^ke(?:panjang|mahal|manis|lama|besar|kecil|pedes|pedas|asin|malem|malam|pagi|siang|banyak|dikit|tinggi|rendah|lebar|sempit)an$/;

const MONTHS = new Set([...MONTH_NAMES.id, ...MONTH_NAMES.en].map((m) => m.toLowerCase()));

// "The board loves photos": a verb before the head is no modifier of it.
const VERB_S = new Set(
  'loves likes wants needs has gets makes says goes takes gives keeps seems looks hates thinks knows uses runs sends'.split(
    ' ',
  ),
);

/** The fullest recent name for `head`: the words that follow it (Indonesian) or come before it (English). */
function fullerName(head: string, from: number, sentences: Sentence[], ctx: ActionContext): string | null {
  const { lang } = ctx;
  const esc = head.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const re =
    lang === 'id'
      ? new RegExp(String.raw`(?<![\p{L}])${esc}((?:\s+[\p{L}\p{N}][\p{L}\p{N}-]*){1,3})`, 'giu')
      : new RegExp(
          String.raw`(?<![\p{L}'’-])(?:the|a|an|our|this|that)((?:\s+[\p{L}][\p{L}-]*){1,3}?)\s+${esc}(?![\p{L}])`,
          'giu',
        );
  for (let i = from; i >= Math.max(0, from - 8); i--) {
    const text = sentences[i]!.text;
    const found = [...text.matchAll(re)].reverse();
    for (const m of found) {
      const mods: string[] = [];
      // "kulkas yang di belakang": where the thing is says which one ("kulkas belakang").
      const list = m[1]!
        .trim()
        .replace(lang === 'id' ? /^yang\s+di\s+(?=\p{L}{4,})/iu : /^$/, '')
        .split(/\s+/);
      for (const w of list) {
        const lower = w.toLowerCase();
        // "upacara 17 Agustus": a day of a month names the thing, though a month alone is no modifier.
        if (/^\d{1,2}$/.test(mods.at(-1) ?? '') && MONTHS.has(lower)) {
          mods.push(w);
          continue;
        }
        if (MODIFIER_END[lang].test(lower) || stopwords(lang).has(lower) || TOO_MUCH.test(lower)) break;
        if (
          lang === 'id'
            ? (isIdVerb(lower) && !LOAN_NOUN.test(lower)) ||
              /nya$/.test(lower) ||
              (/^di\p{L}{3,}$/u.test(lower) && isIdVerb(lower.slice(2)))
            : EN_IMPERATIVES.has(lower) || /ing$|ed$|ly$/.test(lower) || VERB_S.has(lower)
        )
          break;
        if (ctx.names.mentions(w).length) break;
        mods.push(w);
      }
      // English modifiers come before the head: all of them must be nouns or adjectives, not a cut-off clause.
      if (lang === 'en' && mods.length !== list.length) continue;
      if (!mods.length) continue;
      return lang === 'id' ? `${head} ${mods.join(' ')}` : `${mods.join(' ')} ${head}`;
    }
  }
  return null;
}

// Places that are someone's: "rumahnya" is the house of the one just spoken of.
const PLACE_OF = /^(?:rumah|kantor|kos|kost|kontrakan|toko|warung|tempat)$/;

/** "ambil ke rumahnya" after "Bu Ratna siapin 150 bungkus": "rumah Bu Ratna". */
function placeOfPerson(head: string, at: number, sentences: Sentence[], ctx: ActionContext): string | null {
  if (!PLACE_OF.test(head)) return null;
  for (let i = at; i >= Math.max(0, at - 5); i--) {
    const s = sentences[i]!;
    const person = ctx.names.mentions(s.text).findLast((m) => m.name !== s.speaker)?.name;
    if (person) return `${head} ${person}`;
  }
  return null;
}

// What a thing costs: of the thing raised, not of whatever else ("rinciannya" may be the treasurer's own list).
const MONEY = /^(?:uang|duit|dana|harga|biaya|ongkos|tarif)$/;

/** "transfer duitnya" after "tiket kereta … pasti cepet abis": "uang tiket kereta", the money for the thing raised. */
function attributeOfRaised(head: string, at: number, sentences: Sentence[], ctx: ActionContext): string | null {
  const raised = MONEY.test(head) ? raisedTopicBefore(at, sentences, 'id', ctx.names, 4) : null;
  if (!raised || words(raised).some((w) => w.toLowerCase().startsWith(head))) return null;
  return `${head === 'duit' ? 'uang' : head} ${raised}`;
}

/** "Finalize the floor plan" stays so: "the final floor plan" would say "final" twice. */
function repeats(full: string, task: string, head: string): boolean {
  const said = words(task)
    .map((w) => w.toLowerCase())
    .filter((w) => !w.startsWith(head));
  return words(full).some((m) => {
    const w = m.toLowerCase();
    return w.length >= 4 && said.some((t) => t !== w && t.slice(0, 4) === w.slice(0, 4));
  });
}

// "harga sewanya", "jadwalnya": what a thing has, said of the thing just proposed.
const ATTRIBUTE =
  /^(?:harga|biaya|ongkos|sewa|tarif|jadwal|alamat|kontak|nomor|kapasitas|ukuran|stok|ketersediaan|rincian|anggaran|uang|duit|dana)$/;
// "Bagaimana kalau kita menggunakan gedung serbaguna di Jalan Merdeka, Pak?": a thing proposed.
const PROPOSED =
  /(?:bagaimana|gimana|gmn)\s+kalau\s+(?:kita\s+)?(?:pakai|pake|menggunakan|gunakan|sewa|nyewa|ambil|pesan|pesen|coba)\s+(\p{L}[\p{L}\p{N}-]*(?:\s+[\p{L}\p{N}][\p{L}\p{N}-]*){0,5}?)\s*(?:,|\?|$|\s+(?:aja|saja|pak|bu|mas|mbak|kak|bang)\b)/iu;

// "untuk konsumsi tirakatan dari ibu ibu pkk sudah siap ya pak": the thing a turn is about.
const ABOUT =
  /(?:^|\s)(?:untuk|soal|mengenai|tentang)\s+(\p{L}[\p{L}-]*(?:\s+\p{L}[\p{L}-]*){0,2}?)\s+(?:dari|sudah|udah|belum|gimana|bagaimana|itu|masih)(?![\p{L}])/iu;

/** "harga sewanya" after "gimana kalau kita pakai gedung serbaguna …": "harga sewa gedung serbaguna …". */
function ofProposed(head: string, at: number, sentences: Sentence[]): string | null {
  if (!ATTRIBUTE.test(head)) return null;
  for (let i = at; i >= Math.max(0, at - 12); i--) {
    const thing = sentences[i]!.text.match(PROPOSED)?.[1] ?? sentences[i]!.text.match(ABOUT)?.[1];
    if (thing) return `${head} ${thing}`;
  }
  return null;
}

// "kv", "dp", "sdm": letters that stand for words, no vowel among them.
const INITIALS = /(?<![\p{L}\p{N}])([bcdfghjklmnpqrstvwxyz]{2,3})(?:-?\s?nya)?(?![\p{L}\p{N}])/giu;

// Letters said as a word of their own ("DP", "HP", "WA", "Dr"): never spelled out from a phrase that happens to fit.
const OWN_WORDS = new Set(
  'dp hp wa ig ac pc cv pr sk hr qa mc po tv cs pt cd dvd dr mr ms mrs st jr sr vs pls thx'.split(' '),
);

/** "revisi kv nya" after "mereka minta key visual nya lebih bright": the words the letters stand for, said before. */
function spelledOut(task: string, at: number, sentences: Sentence[], lang: SummaryLanguage): string {
  return task.replace(INITIALS, (whole, letters: string) => {
    if (OWN_WORDS.has(letters.toLowerCase())) return whole;
    const [first, ...rest] = [...letters.toLowerCase()];
    const words = rest.map((c) => String.raw`\s+${c}\p{L}{2,}`).join('');
    const re = new RegExp(String.raw`(?<![\p{L}])(${first}\p{L}{2,}${words})(?![\p{L}])`, 'iu');
    for (let i = at; i >= Math.max(0, at - 12); i--) {
      const m = sentences[i]!.text.match(re)?.[1];
      if (m && !m.split(/\s+/).some((w) => stopwords(lang).has(w.toLowerCase()))) return m.toLowerCase();
    }
    return whole;
  });
}

/** The task with its short mentions ("laporannya", "the menu") written as the meeting last named them in full. */
export function withFullerMentions(task: string, at: number, sentences: Sentence[], ctx: ActionContext): string {
  // English says its letters as words ("PDF", "HQ", "Dr"); Indonesian meetings shorten what they said in full.
  if (ctx.lang === 'id') task = spelledOut(task, at, sentences, ctx.lang);
  if (ctx.lang === 'id') {
    return (
      task
        .replace(
          /(?<![\p{L}-])(\p{L}{4,})-?nya(?:\s+(?:itu|tersebut))?(?![\p{L}])/giu,
          (whole, head: string, offset: number) => {
            const lower = head.toLowerCase();
            // "harga sewanya": after "harga", "sewa" is what is rented, not "to rent".
            const ofThing = ATTRIBUTE.test(task.slice(0, offset).trim().split(/\s+/).at(-1)!.toLowerCase());
            const proposed = ofThing ? ofProposed(lower, at, sentences) : null;
            if (proposed) return proposed;
            if (isIdVerb(lower) || isIdVerb(`${lower}nya`) || stopwords('id').has(lower)) return whole;
            const full =
              fullerName(lower, at, sentences, ctx) ??
              (ofThing ? null : ofProposed(lower, at, sentences)) ??
              placeOfPerson(lower, at, sentences, ctx) ??
              attributeOfRaised(lower, at, sentences, ctx);
            return full && !repeats(full, task, lower) ? full : whole;
          },
        )
        // "finalkan daftar tersebut" after "daftar anggota aktif": a demonstrative points back as "-nya" does.
        // After a verb the word is its object even when it is a verb too ("finalkan daftar tersebut").
        .replace(
          /(?<![\p{L}-])(?:(\p{L}+)\s+)?(\p{L}{4,})\s+(?:itu|tersebut)(?![\p{L}])/giu,
          (whole, verb, head: string) => {
            const lower = head.toLowerCase();
            const object = verb !== undefined && isIdVerb(verb.toLowerCase());
            if ((!object && isIdVerb(lower)) || stopwords('id').has(lower)) return whole;
            const full = fullerName(lower, at, sentences, ctx);
            if (full && !repeats(full, task, lower)) return verb ? `${verb} ${full}` : full;
            return whole;
          },
        )
        // "umbul umbulnya" named in full is "umbul umbul", not a word said three times.
        .replace(/(?<![\p{L}])(\p{L}+)(?:\s+\1){2,}(?![\p{L}])/giu, '$1 $1')
        // "Pesan tinta" after "tinta cyan tinggal sedikit": a verb and one word of what, said in full before; so is
        // "Telepon teknisi kulkas" after "kulkas yang di belakang bunyinya aneh" (whose technician: one noun more).
        .replace(/^(\p{L}+\s+)(?:(\p{L}+)\s+)?(\p{L}{4,})$/u, (whole, verb: string, noun = '', head: string) => {
          const [lower, of] = [head.toLowerCase(), noun.toLowerCase()];
          // "Mulai regression": "mulai" is a verb here, though mostly "from" ("mulai besok").
          if (
            !(isIdVerb(verb.trim().toLowerCase()) || /^mulai\s$/i.test(verb)) ||
            isIdVerb(lower) ||
            stopwords('id').has(lower) ||
            (of && (of === lower || /nya$/.test(of) || isIdVerb(of) || stopwords('id').has(of)))
          )
            return whole;
          const full = fullerName(lower, at, sentences, ctx);
          return full && !repeats(full, whole, lower) ? `${verb}${noun && `${noun} `}${full}` : whole;
        })
    );
  }
  task = theOnesMeant(ofTheWhole(task, at, sentences), at, sentences);
  // "get that figure to aisha" after "I just need the final figure from Ben": "that" points back as "the" does.
  return task.replace(
    /(?<![\p{L}])(?:the|that|this|those|these)\s+(\p{L}{3,})(?![\p{L}'’-])(?!\s+(?:of|for|about)\b)/giu,
    (whole, head: string, offset: number) => {
      const lower = head.toLowerCase();
      if (stopwords('en').has(lower)) return whole;
      // After "the", "list" and "update" are things ("the second half of the list").
      const full = EN_IMPERATIVES.has(lower) && !/^the\s/i.test(whole) ? null : fullerName(lower, at, sentences, ctx);
      if (full && !task.toLowerCase().includes(full.toLowerCase()) && !repeats(full, task, lower)) return `the ${full}`;
      // The task's last words: "Reply to the review", "Chase the publisher again".
      const rest = task.slice(offset + whole.length).trim();
      const last = /^the\s/i.test(whole) && /^(?:(?:again|too|first|as well|today|tomorrow)\b)?[.!]*$/i.test(rest);
      return (last && thingAbout(lower, at, sentences)) || whole;
    },
  );
}

const PART = /(?<![\p{L}])the\s+(?:first|second|other|last|remaining)\s+half(?![\p{L}])(?!\s+of\b)/iu;
const HALF_OF = /(?<![\p{L}])half\s+of\s+(the\s+\p{L}[\p{L}-]*(?:\s+\p{L}[\p{L}-]*){0,2}?)\s*(?:[.,!?;]|$)/iu;

/** "I'll take the second half of the list." — "Then I'll get through the first half": of the list too. */
function ofTheWhole(task: string, at: number, sentences: Sentence[]): string {
  const part = task.match(PART);
  if (!part) return task;
  for (let i = at; i >= Math.max(0, at - 3); i--) {
    const whole = sentences[i]!.text.match(HALF_OF);
    if (whole) return task.replace(PART, (p) => `${p} of ${whole[1]}`);
  }
  return task;
}

const THE_ONES = /(?<![\p{L}])the\s+ones(?![\p{L}])/iu;
// "the tomato cages from last year are mostly bent": things named in the plural, which "ones" may stand for.
const PLURAL_THINGS = /(?<![\p{L}])the\s+((?:[\p{L}-]+\s+){0,2}[\p{L}-]+s)(?![\p{L}'’])(?!\s+of\b)/iu;

/** "Should we buy new ones?" … "I'll send you the ones I like": the tomato cages just spoken of. */
function theOnesMeant(task: string, at: number, sentences: Sentence[]): string {
  if (!THE_ONES.test(task)) return task;
  // The "ones" said last before the task, and the things named in that sentence or the one before it.
  const ones = sentences
    .slice(Math.max(0, at - 8), at)
    .findLast((x) => /(?<![\p{L}])ones(?![\p{L}])/iu.test(x.text) && !THE_ONES.test(x.text));
  const named = ones && [ones, sentences[ones.index - 1]].map((x) => x?.text.match(PLURAL_THINGS)?.[1]).find(Boolean);
  if (!named || stopwords('en').has(named.split(/\s+/)[0]!.toLowerCase())) return task;
  return task.replace(THE_ONES, `the ${named.toLowerCase()}`);
}

/** "Reply to the review" after "the review about the hot water": what the thing was said to be about. */
function thingAbout(head: string, at: number, sentences: Sentence[]): string | null {
  const re = new RegExp(
    String.raw`(?<![\p{L}])the\s+${head}\s+(about|on|from)\s+(the\s+\p{L}[\p{L}-]*(?:\s+\p{L}[\p{L}-]*){0,2}?)\s*(?:[.,!?]|$)`,
    'iu',
  );
  for (let i = at; i >= Math.max(0, at - 12); i--) {
    const m = sentences[i]!.text.match(re);
    if (m) return `the ${head} ${m[1]!.toLowerCase()} ${m[2]}`;
  }
  return null;
}

const TO_YOU: Record<SummaryLanguage, RegExp> = {
  // "I'll send you the new template": whom it goes to, named ("Send Priya the new template").
  en: /(?<![\p{L}])(to|for|with|send|get|give|show|bring|forward|email|mail) you(?![\p{L}'’])(?!\s+(?:know|guys|all)\b)/iu,
  // Not "ke Pak Anton": a form of address before a name is that person. (No `i` flag: with it \p{Lu} is any letter.)
  id: /(?<![\p{L}])([Kk]e|[Bb]uat|[Uu]ntuk|[Ss]ama) (?:kamu|anda|[Ii]bu|[Bb]apak|[Bb]u|[Pp]ak)(?![\p{L}])(?!\s+\p{Lu})/u,
};
// "… kabarin gue hari ini ya", "let me know": whoever asked is who hears back.
const TO_ME: Record<SummaryLanguage, RegExp> = {
  en: /(?<![\p{L}])(to|for|with|let|tell|call|text|email|ping|update|put|add|include|send|get|give|show|bring|forward|mail) me(?![\p{L}])/iu,
  id: /(?<![\p{L}])(ke|kepada|buat|untuk|sama|kabari|kabarin|kabarkan|infoin|hubungi|telpon|telepon|kasih tahu|kasih tau) (?:saya|aku)(?![\p{L}])/iu,
};

/**
 * "I'll get them to you" in the minutes is "get them to Sophie": "you" is whoever the answer speaks to (the speaker
 * of the turn before), "me" in a request is whoever asked. Only with speaker labels, where both are known.
 */
export function withPeopleNamed(
  task: string,
  draft: { sentence: number; assignee: string | null; how: string },
  sentences: Sentence[],
  ctx: Pick<ActionContext, 'lang' | 'names'>,
): string {
  const { lang } = ctx;
  const s = sentences[draft.sentence];
  // "Everyone, please get your receipts to me": to the one who asked, whoever does it.
  if (s?.speaker && !draft.assignee && draft.how === 'request') return task.replace(TO_ME[lang], `$1 ${s.speaker}`);
  if (!s || !draft.assignee) return task;
  if (!s.speaker) {
    const asker = draft.how === 'request' ? calledInReply(s, sentences, ctx.names) : null;
    if (asker && asker !== draft.assignee) return task.replace(TO_ME[lang], `$1 ${asker}`);
    // "rachel how about you" … "i will give you access right after this": "you" is whoever has the word.
    const floor = draft.how === 'commit' ? floorOf(draft.sentence, sentences, ctx.names) : null;
    return floor && floor !== draft.assignee ? task.replace(TO_YOU[lang], `$1 ${floor}`) : task;
  }
  if (draft.how === 'request' && s.speaker !== draft.assignee) return task.replace(TO_ME[lang], `$1 ${s.speaker}`);
  if (s.speaker !== draft.assignee) return task;
  const turnBefore = (at: number, turn: number) =>
    sentences
      .slice(0, at)
      .reverse()
      .find((x) => x.turn !== turn);
  let before = turnBefore(draft.sentence, s.turn);
  // "Ruth?" — "Absolutely not, …" — "Fine, I'll take props … and get it to you": not to the one who said no.
  if (before && LEXICON[lang].decline.test(before.text.trim())) before = turnBefore(before.index, before.turn);
  if (!before?.speaker || before.speaker === draft.assignee) return task;
  if (lang === 'id' && TEACH.test(task)) return taught(task, before.speaker, sentences, s);
  return task.replace(TO_YOU[lang], `$1 ${before.speaker}`);
}

// "Nanti gue ajarin deh": teaching with no one named is teaching the one the turn answers.
const TEACH = /^(Ajari|Ajarkan)(?=$|[,.]|\s+(?:pas|nanti|besok|di|saat|waktu)\b)/u;
// "Pake Zotero aja, lebih enteng.": the tool the same turn put forward, which is what is taught.
const TOOL_PUT_FORWARD =
  /(?:^|[\s,])(?:pake|pakai|coba)\s+(\p{L}[\p{L}\p{N}-]*(?:\s+\p{Lu}[\p{L}\p{N}-]*)?)\s+(?:aja|saja)\b/iu;

/** "Ajari, pas di lab" after Dimas's "Mendeley gue error" and "Pake Zotero aja": "Ajari Dimas pakai Zotero, …". */
function taught(task: string, learner: string, sentences: Sentence[], s: Sentence): string {
  const tool = sentences
    .filter((x) => x.turn === s.turn && x.index <= s.index)
    .map((x) => x.text.match(TOOL_PUT_FORWARD)?.[1])
    .findLast(Boolean);
  return task.replace(TEACH, `$1 ${learner}${tool ? ` pakai ${tool}` : ''}`);
}
