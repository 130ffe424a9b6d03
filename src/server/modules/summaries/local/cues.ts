import type { SummaryLanguage } from '../../../../shared/summary/normalize.js';
import { EN_GIVEN_VERBS, EN_IMPERATIVES, isIdVerb, LEXICON, EVENT_ROLES } from './action-rules.js';
import { onlyOneCalled } from './forms-of-address.js';
import { WHEN_OF_YOU } from './stated-deadlines.js';
import type { Names } from './names.js';
import { capitalize, type Sentence } from './sentences.js';
import { stopwords } from './tokens.js';
import { THING_WHO, WHO } from './who-questions.js';

/** Cues in informal speech for what a task is and whose it is, when the words come in an unusual order or turn. */

// "wah bagus itu dek kamu yang …": praise, and whom it is said to ("itu dek" once "wah bagus" is cut).
// "aduh pakde em iya deh": only a reply's interjections, yes and forms of address, no thing.
const REPLY_WORDS =
  /^(?:(?:aduh|waduh|duh|wah|iya|iyaa|ya|deh|dong|sih|oke|ok|sip|siap|boleh|eh|e+|em+|pakde|bude|om|tante|pak|bu|mas|mbak|kak|bang|dek)(?:\s+|$))+$/iu;

const PRAISED =
  /^(?:(?:wah|oh|nah)\s+)?(?:(?:bagus|mantap|mantep|keren|setuju|sip|boleh|oke|ok|cakep)\s*)?(?:\s*(?:itu|tuh|banget|sekali|juga|deh))*(?:\s+(?:pak|bu|mas|mbak|kak|bang|dek))?$/iu;

/**
 * "brief visual nanti sore aku kirim ke kamu": the thing first, then who and the verb. Read as the command it
 * amounts to ("aku kirim brief visual nanti sore ke kamu"), so the task starts with its verb.
 */
export function fronted(main: string, lang: SummaryLanguage, names?: Names): string {
  if (lang !== 'id') return main;
  // "Baik, Bu, formatnya saya kirim ke Yusuf": the answer's "yes, ma'am" comes before the thing.
  const ack = main.match(/^(?:(?:baik|siap|oke|ok|iya|ya|sip|nah|pak|bu|mas|mbak|kak|bang)\s*,\s*)+/i);
  if (ack) {
    const rest = main.slice(ack[0].length);
    const moved = fronted(rest, lang, names);
    return moved === rest ? main : moved;
  }
  // The thing moves from the start of the sentence to after the verb: its capital goes unless it is a name.
  const moved = (thing: string) =>
    /^\p{Lu}\p{Ll}/u.test(thing) && !names?.resolve(thing.split(/\s+/)[0]!)
      ? `${thing.charAt(0).toLowerCase()}${thing.slice(1)}`
      : thing;
  // "laporan keuangan tolong disiapkan": the thing, then a request in the passive. Read as "tolong siapkan laporan
  // keuangan" (only after a word that asks, so "laporannya sudah dikirim" stays a report).
  // "kamar yang di atas bisa disiapin semua ya": asked whether it can be done, which asks for it.
  // Not "yang mau daftar bisa dihubungi bu rina", "laporannya bisa dilihat di grup", "sisa kue bisa dibawa pulang".
  const canMatch = main.match(
    /^(.{3,60}?)\s+(bisa)\s+di(\p{L}{3,})((?:\s+\p{L}+){0,4}?\s+(?:ya|nggak|gak|ga|enggak)\s*\??(?:\s.*)?)$/iu,
  );
  const canIt =
    canMatch &&
    !/^yang\s/i.test(canMatch[1]!) &&
    !/^\s+(?:pak|bu|mas|mbak|kak|bang)\s/i.test(canMatch[4]!) &&
    !/^(?:lihat|liat|baca|bawa|pakai|pake|parkir|cicil|hubungi|pesan|pesen|beli)$/i.test(canMatch[3]!)
      ? canMatch
      : null;
  // "Jadwalnya dibikin ya, Pak, kirim ke saya besok": a passive with "ya", said to someone, asks for it too.
  const withYa = main.match(
    /^(.{3,60}?)\s+()di(\p{L}{3,})((?:\s+(?:dulu|juga|lagi|semua))?\s+(?:ya|yah)(?![\p{L}]).*)$/iu,
  );
  const passive =
    main.match(/^(.{3,60}?)\s+(tolong|mohon|harus|perlu)\s+(?:sudah\s+|udah\s+)?di(\p{L}{3,})(.*)$/iu) ??
    canIt ??
    (withYa &&
    !/(?<![\p{L}])(?:udah|sudah|belum|lagi|yang|kan|katanya|nggak|gak|tidak|harus|perlu|mesti|segera|bisa|itu|ini|oh|jadi|berarti|kemarin|kemaren|tadi|barusan|bapak\s+ibu|bapak-bapak|ibu-ibu|warga|semua|teman-teman)(?![\p{L}])/iu.test(
      withYa[1]!,
    ) &&
    !/(?<![\p{L}])siapa(?![\p{L}])|\?\s*$/iu.test(withYa[4]!) &&
    // "acaranya dibatalin ya pak", "iurannya dinaikin ya": a plan changed, told or checked, not a job.
    !/^(?:batal|undur|maju|pindah|naik|turun|tutup|libur|hapus|ganti)/iu.test(withYa[3]!)
      ? withYa
      : null);
  // "nah itu bu tolong ditagih ya yang belum bayar": "that" and the one it is said to; she is no part of the thing.
  const pointed = passive?.[1]!.replace(/^(itu|ini|tuh)\s+(?:pak|bu|mas|mbak|kak|bang|dek|om|tante)$/i, '$1');
  // "bu sari kamar yang di atas bisa disiapin": the one asked is no part of the thing.
  const askedOf = pointed ? names?.mentions(pointed)[0] : undefined;
  const done = askedOf?.start === 0 ? pointed!.slice(askedOf.end).trim() : pointed;
  if (passive && isIdVerb(passive[3]!) && !/[,.;!?]/.test(passive[1]!))
    return `${passive[2] || 'tolong'} ${passive[3]} ${moved(done!)}${passive[4]}`;
  // "proposal hibah yang kemarin tolong kamu review ya": the thing, then the request to "you".
  const toYou = main.match(/^(.{3,60}?)\s+tolong\s+(?:kamu|lo|lu|anda)\s+(\p{L}+)(.*)$/iu);
  if (toYou && isIdVerb(toYou[2]!) && !/[,.;!?]/.test(toYou[1]!))
    return `tolong kamu ${toYou[2]} ${toYou[1]!.replace(/^(?:(?:oke|ok|nah|terus|jadi)\s+)*/i, '')}${toYou[3]}`;
  // "pesanan kantor yang di Kemang hari Rabu kamu yang anter ya": the thing, then "you" and the verb.
  const yours = main.match(/^(.{3,60}?)\s+(?:kamu|anda|lo|lu)\s+yang\s+(\p{L}+)(.*)$/iu);
  // Not when the person is named before "you" ("… itu tasya lo yang hubungin"): that is read as a request by name.
  // Nor when what comes first is when ("abis itu lo yang update …"): the order of the work, not a thing.
  const unnamed =
    yours &&
    !names?.mentions(yours[1]!).length &&
    !/[,.;!?]|\b(?:saya|aku)\b|^(?:abis|habis|setelah|sesudah)\s+itu$/i.test(yours[1]!);
  // "nah ojan pas banget lo yang pegang dekor kan": who holds it already, asked to be sure; not the thing first.
  const holds = yours && /^(?:pegang|megang|handle|urus|ngurus)$/i.test(yours[2]!) && /\bkan\s*\??\s*$/i.test(main);
  // "wah bagus itu dek kamu yang ngumpulin videonya ya": praise and whom it is said to, not a thing put first.
  if (yours && PRAISED.test(yours[1]!) && isIdVerb(yours[2]!)) return `tolong ${yours[2]}${yours[3]}`;
  if (yours && unnamed && !holds && isIdVerb(yours[2]!)) {
    const thing = moved(yours[1]!.replace(/^(?:(?:tapi|terus|nah|oke|jadi)\s+)*/i, ''));
    // "snacknya kamu yang cari vendor ya": the verb has a thing of its own; the one put first says which ("vendor
    // snack").
    const own = yours[3]!.match(/^\s+(\p{L}{3,})(?=[\s,.!?]|$)(.*)$/u);
    const which =
      own && !/\s/.test(thing) && !stopwords('id').has(own[1]!.toLowerCase()) && !isIdVerb(own[1]!.toLowerCase());
    if (which && !/^(?:bareng|pake|sampai|sampe|sekalian)$/i.test(own[1]!))
      return `tolong ${yours[2]} ${own[1]} ${thing.replace(/(?<=\p{L}{3})-?nya$/u, '')}${own[2]}`;
    return `tolong ${yours[2]} ${thing}${yours[3]}`;
  }
  // "nanti bendahara yang transfer ke bu nur mas rizal ya besok": the one in that role, asked.
  const role = main.match(
    /^(?:(?:oke|ok|nah|terus|jadi)\s+)*(?:nanti\s+)?(?:bendahara|sekretaris|ketua|humas|koordinator)(?:nya)?\s+yang\s+(\p{L}+)(.*)$/iu,
  );
  const spokenTo = role ? names?.mentions(role[2]!).at(-1) : undefined;
  const rest =
    spokenTo && /^\s*ya\b/i.test(role![2]!.slice(spokenTo.end))
      ? role![2]!.slice(0, spokenTo.start).trimEnd() + role![2]!.slice(spokenTo.end)
      : role?.[2];
  if (role && isIdVerb(role[1]!)) return `tolong ${role[1]}${rest}`;
  // "laporan audit itu Sari yang pegang": the thing, then the person and the verb.
  const named = main.match(NAMED_FRONTED);
  const thing = named?.[1] ?? '';
  // "udah dua bus om bram yang urus kemarin dp udah masuk": who saw to it, done already.
  if (
    named &&
    names?.resolve(capitalize(named[2]!)) &&
    isIdVerb(named[4]!) &&
    !/(?<![\p{L}])(?:udah|sudah|kemarin|kemaren|tadi)(?![\p{L}])/iu.test(thing) &&
    !/[,.;!?]|\b(?:pak|bu|mas|mbak|kak|bang|nanti)$|^(?:oh|eh|wah|iya|ya|yaudah|oke|ok|boleh)\b|\b(?:saya|aku|gue|gua)\b/i.test(
      thing,
    )
  )
    return `${named[2]} ${named[3]}${named[4]} ${moved(named[1]!)}${named[5]}`;
  // "buat alat-alat kayak cangkul itu Mas Anto bisa tolong kumpulin dari warga": the thing, then a request by name.
  const asked = main.match(ASKED_FRONTED);
  if (asked && names?.resolve(asked[2]!) && isIdVerb(asked[3]!) && !/[,.;!?]/.test(asked[1]!)) {
    const object = asked[1]!.replace(/^(?:(?:nah|terus|oke|jadi)\s+)*(?:untuk|buat|soal)\s+/i, '');
    return `${asked[2]} yang ${asked[3]} ${object}${asked[4]!.replace(/\s+(?:nggak|gak|ga|ya)\s*\??$/i, '')}`;
  }
  // "buat analisis drop-off, biar aku yang tarik data funnel …": what it is for, then the commitment.
  const purpose = main.match(
    /^(?:(?:terus|nah|oke|jadi)\s+)*((?:untuk|buat)\s+[^,]{3,50}),\s+((?:biar\s+)?(?:saya|aku|gue|gua)\s+yang\s+(\p{L}+).*)$/iu,
  );
  if (purpose && isIdVerb(purpose[3]!)) return `${purpose[2]!.replace(/[\s,.!?]+$/, '')} ${purpose[1]}`;
  // "untuk surat edaran … biar saya yang tanda tangani": "biar" joins the pronoun; "tanda tangani" is one verb.
  const m = main.match(
    /^(.{3,60}?)\s+((?:biar\s+)?(?:saya|aku|gue|gua)\s+(?:yang\s+)?)(tanda\s+tangan\p{L}*|\p{L}+)(.*)$/iu,
  );
  if (!m || !isIdVerb(m[3]!.split(/\s+/)[0]!)) return main;
  // "aduh pakde em iya deh aku yang ngumpulin …": a reluctant yes, then the promise.
  if (REPLY_WORDS.test(m[1]!)) return `${m[2]}${m[3]}${m[4]}`;
  // A yes before the promise ("boleh sabtu lembur ya saya yang pesan makan siang", "bisa kak on it jumat siang aku
  // upload ke drive"): the promise is what follows it, on the day the yes named.
  const yes = /^(?:boleh|iya|ya|siap|setuju|sip|baik|bisa)\b/i.test(m[1]!);
  // Not "bisa kak tapi aku minta copy final dulu": a yes on a condition.
  const toSomeone = /^\p{L}+\s+(?:pak|bu|mas|mbak|kak|bang)\b(?!.*\btapi\b)/iu.test(m[1]!);
  if (yes && (/\byang\s*$/i.test(m[2]!) || toSomeone)) {
    const day = m[1]!.match(/\b(?:senin|selasa|rabu|kamis|jumat|sabtu|minggu|besok|lusa)\b/i)?.[0];
    return `${m[2]}${m[3]}${m[4]}${day && !m[4]!.toLowerCase().includes(day.toLowerCase()) ? ` ${day}` : ''}`;
  }
  // "(bude istirahat aja) biar kuenya aku pesenin di toko langganan": "let me", with the thing between.
  const letMe = m[1]!.match(/(?:^|\s)biar\s+((?:\p{L}+\s+){0,2}\p{L}+?(?:-|\s)?nya)$/iu);
  if (letMe && !/^(?:saya|aku|gue|gua|aja|saja|deh|dulu|nanti)$/i.test(letMe[1]!.split(/\s+/)[0]!))
    return `biar ${m[2]}${m[3]} ${moved(letMe[1]!)}${m[4]}`;
  // Not a lead-in before the pronoun ("oh gitu, nanti aku kirimin …"): the thing has no comma and no time word.
  const lead =
    /^(?:saya|aku|gue|gua|oke|ok|nanti|biar|kalau|tapi|terus|jadi|insya ?allah|insha ?allah|inshallah|alhamdulillah)\b|[,.;!?]|\b(?:nanti|besok|lusa|juga|terus|langsung|sekarang|(?:abis|habis|setelah|sesudah)\s+itu)$/i;
  if (lead.test(m[1]!)) return main;
  const object = m[1]!.replace(/^(?:untuk|buat|soal)\s+/i, '');
  return `${m[2]}${m[3]} ${moved(object)}${m[4]}`;
}

const ASKED_FRONTED =
  /^(.{3,60}?)\s+itu\s+((?:(?:Pak|Bu|Mas|Mbak|Kak|Bang)\s+)?\p{Lu}[\p{L}'’-]+)\s+(?:bisa\s+)?(?:tolong\s+)(\p{L}+)(.*)$/u;

const NAMED_FRONTED =
  /^(.{3,60}?)\s+(?:itu\s+)?((?:(?:[Pp]ak|[Bb]u|[Mm]as|[Mm]bak|[Kk]ak|[Bb]ang)\s+)?\p{L}[\p{L}'’-]+)\s+((?:aja\s+|saja\s+)?yang\s+)(\p{L}+)(.*)$/u;

export const THANKS: Record<SummaryLanguage, RegExp> = {
  // Up to three words after the thanks: "thanks mas arif" names Arif, with his honorific.
  // "baik bu lidia, …" right after "biar saya saja yang koordinasi …", "silakan mas yoga", "oke yoga tapi …": taken,
  // and by whom.
  id: /^(?:(?:oke|ok|sip|wah|mantap|baik)\s+)?(?:(?:makasih|terima kasih|thanks)\s+(\S+(?:\s+\S+){0,2})|(.+?)\s+(?:makasih|terima kasih))(?:\s|$)|^(?:baik|oke|ok|sip|siap|mantap|silakan|silahkan)\s+((?:pak|bu|mas|mbak|kak|bang)\s+\S+)(?:\s|$)|^(?:oke|ok|sip|siap|baik)\s+(\S+)\s+tapi\s/iu,
  // "wednesday is fine dimas thanks": the name said just before the thanks.
  en: /^(?:(?:great|nice|perfect|okay|ok|cool|lovely|brilliant)[\s,]+){0,2}(?:thanks|thank you|cheers),?\s+(\S+(?:\s+\S+){0,2})(?:\s|$)|^(?:[^,.!?]{0,40}\s)?(\p{L}+),?\s+(?:thanks|thank you|cheers)[\s.!]*$/iu,
};

/**
 * Speech without labels: "biar saya aja yang pesan spanduk" — "oke mas rizal makasih …". Whoever the next turn thanks
 * by name is the one who just took the task on.
 */
export function thankedSpeakers(
  drafts: Array<{ assignee: string | null; own?: boolean; turn: number }>,
  sentences: Sentence[],
  ctx: { lang: SummaryLanguage; names: Names },
): void {
  for (const d of drafts) {
    if (d.assignee !== null || !d.own) continue;
    // Speech-to-text cuts an utterance into segments: the thanks may follow the one that ends it.
    const reach = sentences.some((x) => x.turn === d.turn && x.speaker) ? 1 : 2;
    let said: string | null = null;
    for (let t = d.turn + 1; t <= d.turn + reach && !said; t++) {
      const text = sentences.find((x) => x.turn === t)?.text;
      const m = text?.match(THANKS[ctx.lang]);
      said = m ? (m[1] ?? m[2] ?? m[3] ?? m[4])! : (text?.match(WHEN_OF_YOU[ctx.lang])?.[1] ?? null);
    }
    if (!said) continue;
    // "oke bang kabarin gue besok ya": a form of address alone names the one person the meeting calls so.
    const mention = ctx.names.mentions(said)[0]?.name ?? onlyOneCalled(said.match(TITLE_FIRST)?.[1], ctx.names);
    if (mention) d.assignee = mention;
  }
}

const PAST =
  /(?<![\p{L}])(?:kemarin|kemaren|tadi|barusan|minggu lalu|bulan lalu|tahun lalu|waktu itu|dulu)(?![\p{L}])/iu;

const TITLE_FIRST = /^(pak|bu|mas|mbak|kak|bang|kang|teh|uni|uda|bli|mbok|ko|koh|ci|cik|daeng|om|tante|dek|cak)\b/i;

// The next turn takes it without saying what: "aku aja mas", "saya pak", "biar aku", "me", "I can do that"; maybe
// with when ("I'll do it tomorrow", "aku aja, besok").
export const VOLUNTEER: Record<SummaryLanguage, RegExp> = {
  id: /^(?:(?:oke|ok|boleh|sip|eh|iya|ya ?udah|udah|itu)(?:\s+deh)?[\s,]+)?(?:(?:saya|aku|gue|gua)(?:\s+(?:aja|saja|deh|dong|bisa|mau|siap|juga))*|biar (?:saya|aku|gue)(?:\s+(?:aja|saja))?)(?:\s+(?:mas|mbak|pak|bu|kak|bang)(?:\s+(?!(?:tapi|sama|bareng)\b)\p{L}+)?)?(?=\s*(?:[,.!]|$)|\s+(?:besok|nanti|lusa|hari|minggu|sebelum|paling|saya|aku|gue|kebetulan|soalnya|karena|tapi|sama|bareng|suami|istri|adik|kakak|temen|teman|kenalan)\b|\s+yang\s+\p{L}+\s*(?:[,.!]|$))/iu,
  en: /^(?:(?:yeah|yes|sure|ok|okay|oh|hmm|well|fine|alright)[\s,]+)*(?:me|i can|i will|i'll do it|i'll take it|i'll do that|i can do it|i can do that|i'll take that|i'm happy to|i'll (?:draft|write|handle|cover|run|organi[sz]e) (?:it|that)|i(?:'ll| can| will) (?:come|go) with you|i'll go|i can go|i(?:'ll| can) help(?: you)?)(?=\s*(?:[,.!]|$)|\s+(?:by|on|this|next|tomorrow|today|tonight|before|i|i've|i'm|if|as long as|provided|but|with)\b)/iu,
};

/** "I can do that.", "aku aja mas", "itu gue aja": the speaker takes it (and may say more after). */
export const volunteers = (text: string, lang: SummaryLanguage) => VOLUNTEER[lang].test(text.trim());

export interface Volunteer {
  /** The task as the question put it, and the sentence that put it. */
  asked: string;
  question: number;
  /** The reply that took it on. */
  reply: Sentence;
  /** "yang bawa ke percetakan siapa?" — "rendi aja": the reply put someone else forward. */
  nominee?: string;
}

// "rendi aja", "Mbak Tika saja deh", "tante lina kan paling deket sama keluarga solo": someone else put forward.
const NOMINATED =
  /^(?:(?:oke|ok|ya ?udah|ya|terus|nah|kalau gitu)[\s,]+)?(?:(?:kamu|lo|lu|elo|elu|anda)\s+(?:aja|saja)\s+(\p{L}+)|(.{2,30}?)\s+(?:aja|saja)|(.{2,30}?)\s+kan\s+(?:yang\s+)?paling\s+(?:deket|dekat|ngerti|paham|jago|tau|tahu|kenal))(?![\p{L}])/iu;

// "Ci, listing hampers … siapa yang upload?": who is spoken to is no part of the thing.
function withoutVocative(thing: string, names?: Names): string {
  // "bu terus surat edaran … siapa yang bikin": the title and the "next" that turn to the matter, without a comma.
  thing = thing.replace(
    /^(?:(?:pak|bu|mas|mbak|kak|bang|ko|ci|dek)\s*,?\s+)?(?:terus|trus|lalu|nah)\s+(?!(?:lintas|terang)(?![\p{L}]))(?=\p{L}{3})/iu,
    '',
  );
  const m = thing.match(/^((?:\p{L}+\s+)?\p{L}+),\s+(?=\S)/u);
  const spokenTo = m && (ADDRESS.test(m[1]!) || names?.resolve(m[1]!));
  return spokenTo ? thing.slice(m[0].length) : thing;
}
const ADDRESS = /^(?:ci|cik|ko|koh|kak|pak|bu|mas|mbak|bang|dek|om|tante|bos|guys|bro|sis)(?:\s+\p{L}+)?$/iu;

const HOLD = /^(?:pegang|megang|handle|urus|ngurus|ambil)$/i;

// "iya itu harus dibawa ke bengkel, siapa yang bisa bawa?": what is to be done is said as a passive of the verb
// asked ("bawa ke bengkel"); the thing before it, if any, is what it is done to.
function doneTo(thing: string, verb: string): string {
  const m = thing.match(
    new RegExp(
      String.raw`^(?:(?:iya|ya|oke|nah|terus)\s+)*(.*?)\s*(?:(?:itu|ini|tuh)\s+)?(?:harus|perlu|mesti|musti)?\s*di${verb}\s+(.+)$`,
      'iu',
    ),
  );
  if (!m) return thing;
  const object = /^(?:itu|ini|tuh)?$/i.test(m[1]!) ? '' : `${m[1]} `;
  return `${object}${m[2]}`;
}
const ROLE = new RegExp(String.raw`^(?:${EVENT_ROLES})(?:\s+\p{L}+)?$`, 'iu');

const nomineeIn = (text: string, lang: SummaryLanguage, names?: Names) => {
  const named = lang === 'id' ? text.trim().match(NOMINATED)?.slice(1).find(Boolean) : undefined;
  return (named && names?.resolve(named)) || undefined;
};

const first = (text: string) => text.split(/\s+/)[0]!.toLowerCase();

/** "Siapa yang mau pegang desain?" — "aku aja mas": the task of the question, for the one who answered. */
export function findVolunteer(
  s: Sentence,
  sentences: Sentence[],
  lang: SummaryLanguage,
  names?: Names,
): Volunteer | null {
  // "lo aja Cup": the name after "you".
  const nominee = nomineeIn(s.text, lang, names);
  if (!VOLUNTEER[lang].test(s.text.trim()) && !nominee) return null;
  // "Gue minggu ini full handle KOL, bro.": the week they are busy, not the speaker taking it.
  if (!nominee && (LEXICON[lang].excuse.test(s.text) || LEXICON[lang].decline.test(s.text.trim()))) return null;
  // The question in the turn before; or further back, past turns that only say no or put a name forward ("Siapa
  // yang mau rewrite copy-nya?" — "Gue bukan copywriter ya" — "Sorry telat. Copy onboarding? Biar gue aja").
  const lex = LEXICON[lang];
  for (let t = s.turn - 1; t >= Math.max(0, s.turn - 4); t--) {
    const turn = sentences.filter((x) => x.turn === t && x.index < s.index);
    for (const asked of [...turn].reverse()) {
      for (const re of WHO[lang]) {
        const m = asked.text.trim().match(re);
        // "yang ngajarin kelas tiga minggu lalu siapa?": who did it, not who will.
        if (!m || PAST.test(m[1]!)) continue;
        // Object first ("undangan digital siapa yang mau pegang?"): the verb, then the thing.
        const thing = m[2] ? withoutVocative(m[1]!, names) : m[1]!;
        // "… itu siapa yang pegang?" — "Gue aja deh yang cek": holding it is doing what the answer says.
        // "aku aja, aku yang bikin undangan digitalnya di Canva": so is making it.
        const own = s.text.match(/\byang\s+(\p{L}+)(?=\s*[,.!]|\s*$|\s+\p{L})/iu)?.[1];
        const verb = m[2] && own && HOLD.test(m[2]) && !HOLD.test(own) && isIdVerb(own.toLowerCase()) ? own : m[2];
        // "Ada yang kenal tukang servis kompresor?" — "… Biar saya yang telepon": knowing one is not the task.
        const known =
          !m[2] && own && isIdVerb(own.toLowerCase()) ? m[1]!.match(/^(?:kenal|tau|tahu|punya)\s+(.+)$/iu) : null;
        if (known) return { asked: `${own} ${known[1]}`, question: asked.index, reply: s, nominee };
        // "MC-nya siapa?" — "saya aja": a role is taken by being it ("Jadi MC").
        const task = m[2]
          ? `${verb} ${doneTo(thing, m[2]).replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())}`
          : lang === 'id' && ROLE.test(m[1]!)
            ? `jadi ${m[1]}`
            : re === THING_WHO && !isIdVerb(first(m[1]!))
              ? `urus ${m[1]}`
              : lang === 'en' && /^the\s/i.test(m[1]!)
                ? `run ${m[1]}`
                : m[1]!;
        // "who writes the gender section": the verb as a task says it.
        const base = lang === 'en' ? baseOfThirdPerson(task.split(/\s+/)[0]!) : null;
        const asTask = base && EN_IMPERATIVES.has(base) ? task.replace(/^\p{L}+/u, base) : task;
        // "… helps me collect …": the one who asked is the one helped.
        const helped = asked.speaker ? asTask.replace(/^(helps?) me\b/i, `help ${asked.speaker}`) : asTask;
        return { asked: helped, question: asked.index, reply: s, nominee };
      }
    }
    const said = turn.map((x) => x.text).join(' ');
    const passing =
      DECLINED[lang].test(said) ||
      lex.decline.test(said) ||
      lex.excuse.test(said) ||
      /^\s*\p{Lu}[\p{L}'’-]+\s*\?\s*$/u.test(said) ||
      !!nomineeIn(said, lang, names);
    if (!passing) break;
  }
  return null;
}

// A turn that says no to what was asked: someone else may still take it.
const DECLINED: Record<SummaryLanguage, RegExp> = {
  id: /\b(?:bukan|nggak bisa|gak bisa|ga bisa|tidak bisa|nggak sempet|gak sempet|skip)\b/i,
  en: /\b(?:not me|can't|cannot|i'm not|no way|pass)\b/i,
};

/** English verbs a hand-out list uses in the third person ("Kevin takes …, Emma handles …"), beyond EN_IMPERATIVES. */
const EN_LIST_VERBS = new Set([...EN_GIVEN_VERBS, 'do']);

/** "takes" → "take", "handles" → "handle", "carries" → "carry", "watches" → "watch". */
function baseOfThirdPerson(word: string): string | null {
  const w = word.toLowerCase();
  if (/ies$/.test(w)) return `${w.slice(0, -3)}y`;
  if (/(?:ch|sh|ss|x|z|o)es$/.test(w)) return w.slice(0, -2);
  if (/[^s]s$/.test(w)) return w.slice(0, -1);
  return null;
}

const LIST_PART: Record<SummaryLanguage, RegExp> = {
  id: /^(?:(?:terus|trus|lalu|sama|dan|kalau)\s+)?((?:(?:Pak|Bu|Mas|Mbak|Kak|Bang)\s+)?\p{Lu}[\p{L}'’-]+)\s+(?:yang\s+)?(\p{L}+)\s+(\S.*)$/u,
  en: /^(?:(?:and|then)\s+)?((?:(?:Mr|Mrs|Ms|Dr)\.?\s+)?\p{Lu}[\p{L}'’-]+)\s+(\p{L}+)\s+(\S.*)$/u,
};

export interface Listed {
  name: string;
  /** The part as a task: the verb (English in its base form), then the rest. */
  text: string;
}

/**
 * "Rina desain poster, Andi urus konsumsi, Sari hubungi sponsor" / "Kevin takes the vendor contract, Emma handles the
 * onboarding docs": work handed out as a list, each part a person and a verb, with no "will" or "tolong" to mark it.
 * The list itself is the cue: two parts at least, every part of that shape.
 */
export function handedOutList(text: string, lang: SummaryLanguage, names: Names): Listed[] | null {
  const body = text.replace(/^[^:]{0,40}:\s+/, '').replace(/[.!]+\s*$/, '');
  const parts = body.split(/\s*[,;]\s*|\s+(?:dan|and)\s+(?=\p{Lu})/u).filter(Boolean);
  if (parts.length < 2) return null;
  const out: Listed[] = [];
  for (const part of parts) {
    const m = part.match(LIST_PART[lang]);
    if (!m) return null;
    const [, said, verb, rest] = m as unknown as [string, string, string, string];
    const name = names.resolve(said) ?? (names.plausibleName(said.split(/\s+/).pop()!) ? said : null);
    if (!name) return null;
    let task: string;
    if (lang === 'id') {
      if (!isIdVerb(verb)) return null;
      task = `${verb} ${rest}`;
    } else {
      const base = baseOfThirdPerson(verb);
      if (!base || !(EN_IMPERATIVES.has(base) || EN_LIST_VERBS.has(base))) return null;
      task = `${base} ${rest}`;
    }
    out.push({ name, text: task });
  }
  // Someone known among them: a list of capitalised words alone could be anything.
  return out.some((l) => names.resolve(l.name)) ? out : null;
}
