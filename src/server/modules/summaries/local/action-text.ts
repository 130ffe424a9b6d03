import type { SummaryLanguage } from '../../../../shared/summary/normalize.js';
import {
  EN_IMPERATIVES,
  givenBase,
  isIdVerb,
  KNOWN_REASON,
  LEXICON,
  EVENT_ROLES,
  passiveCommand,
} from './action-rules.js';
import { BEFORE_DAY } from './deadline-rules.js';
import type { Deadline } from './deadlines.js';
import type { Names } from './names.js';
import { gerundBase } from './handoff.js';
import { capitalize } from './sentences.js';
import { withoutParticles } from './spoken-particles.js';
import { asCommand } from './word-order.js';
import { escapeRegExp } from './tokens.js';

/**
 * The text side of action items: finding who is addressed, and turning a spoken clause into a task ("Rina, tolong
 * siapkan catatan rilis paling lambat Jumat ya" becomes "Siapkan catatan rilis"). Clauses are cut in clauses.ts.
 */
export interface Vocative {
  name: string;
  /** The clause without the name. */
  rest: string;
  /** Asked together with `name` ("Mbak Yuli sama Jordy, tolong …"): the same task is theirs too. */
  others?: string[];
}

const FILLERS = String.raw`(?:good idea|great idea|agreed|setuju|gapapa|gpp|nggak apa[- ]apa|gak apa[- ]apa|ga papa|um|uh|ugh|eh|e+h?|em+|hmm+|(?:ha){2,}|(?:he){2,}|wkwk+|no worries|no problem|cool|nice|hey|hi|hai|halo|thanks|thank you|terima kasih|makasih|ya udah|yaudah|ya sudah|oke|ok|okay|baik|nah|jadi|terus|great|so|and|fine|right|good|also|oh|then|sip|wah|ya|yes|yeah|yep|alright|ha|haha|usul yang bagus|ide bagus|ide yang bagus|bagus|mantap|kalau begitu|kalau gitu|kalo gitu|kalo begitu|sekalian|langsung|satu lagi|terakhir|instead|one more thing|lastly|insya ?allah|insha ?allah|inshallah|alhamdulillah|silakan|silahkan)`;
// "terus konsumsi gimana, Bu Ratna bisa …": a subject raised as a question, then the person asked about it.
// "terus soal konsumsi, Pak Hendra bisa …": the subject named first, then the person.
// "Terus konsumsi panitia, Mbak Sari tolong urus ya": the subject alone after "terus", then a comma.
const RAISED =
  /(?:^|\s)(?:gimana|bagaimana|gmn|how about|what about)[\s,]*$|^(?:(?:oke|ok|terus|nah|jadi|dan)\s+)*(?:soal|untuk|buat|masalah|as for|for)\s+\S+(?:\s+\S+){0,2}[\s,]*$|^(?:(?:oke|ok|terus|nah|lalu)\s+)+\S+(?:\s+\S+){0,2}\s*,\s*$/i;
const LEADING_FILLER = new RegExp(String.raw`^(?:${FILLERS}\b[\s,.!]*)*`, 'i');
const ONLY_FILLER = new RegExp(String.raw`^(?:${FILLERS}\b[\s,.!]*)*$`, 'i');
const REASON_THEN_REQUEST = new RegExp(String.raw`${KNOWN_REASON},\s*(?=\p{L})`, 'iu');
const HONORIFIC_WORD = String.raw`(?:Pak|Bu|Bapak|Ibu|Mas|Mbak|Kak|Bang|Om|Tante|Teh|Kang|Uni|Uda|Bli|Mbok|Daeng|Cak|Dek|Ci|Cik|Ko|Koh|Pakde|Bude|Dok|Mr\.?|Mrs\.?|Ms\.?)`;
const PLEASE_NAME = new RegExp(
  // "tolong pak haji rahmat …": a title after the form of address.
  String.raw`\b(tolong|minta tolong|mohon)\s+((?:${HONORIFIC_WORD}\s+(?:(?:Haji|Hajah|Hajjah)\s+)?)?\p{Lu}[\p{L}'’-]+)\s+(?=\p{Ll})`,
  'iu',
);
const NAME_WHEN_VERB = new RegExp(
  // "ya udah Bu Ningsih lagi ya masak …": the same one as before, a "ya", then the verb.
  String.raw`((?:${HONORIFIC_WORD}\s+)?\p{Lu}[\p{L}'’-]+)\s+(?:(?:lagi|juga)\s+)?(?:(?:ya|yah)\s+)?((?:(?:besok|lusa|nanti|hari ini|abis ini|habis ini|(?:hari\s+)?(?:senin|selasa|rabu|kamis|jumat|sabtu|minggu))(?:\s+(?:pagi|siang|sore|malam))?\s+)?)(\p{L}+)\s`,
  'u',
);
const NAME_THEN_REQUEST: Record<SummaryLanguage, RegExp> = {
  // "Mbak Rara kira-kira bisa …": a softener may come between the name and the request.
  id: new RegExp(
    // "bu lilis ee nanti rinciannya tolong diserahkan …": a hesitation, and the thing said before "tolong".
    // "pak harun besok pagi bisa ambil …": when, kept for the task.
    String.raw`((?:${HONORIFIC_WORD}\s+)?\p{Lu}[\p{L}'’-]+)\s+(?:(?:e+|em+)\s+)?(?:(?:kira[- ]kira|kira2|kiranya)\s+)?(?:nanti\s+(?!(?:pagi|siang|sore|malam|malem)\s))?((?:(?:nanti|besok|lusa|hari ini)(?:\s+(?:pagi|siang|sore|malam|malem))?\s+)?)(?=(?:kamu|anda|bisa|tolong|coba)\s|(?:\p{Ll}[\p{L}-]*\s+){1,3}tolong\s)`,
    'u',
  ),
  // "Daniel you know the guy at the hall can you ask him …": the request may come a few words on.
  en: new RegExp(
    String.raw`((?:${HONORIFIC_WORD}\s+)?\p{Lu}[\p{L}'’-]+)\s+(?:you know [^,.?!]{0,50}?\s)?(?=(?:can you|could you|would you|will you|please|(?:just\s+)?(?:make sure|remember to|don't forget to))\s|(?:i|we) need [^,.?!]{3,80}? from you\b|you(?:'re|’re| are) (?:on|leading|taking|handling|owning|driving|covering|doing|running)\s)`,
    'u',
  ),
};
/** The name said last, after a particle and without a comma: "… tolong disiapkan ya Dewi", "… okay Tom?". */
// "… di-follow up aja ya Dim, jangan nunggu mereka": a known name alone too.
// Without a form of address, only before a comma or a verb ("ya Kar bawa layout …", not "ya Dodi yang rekap").
const YA_NAME =
  /\s(?:ya|dong|deh)\s+((?:(?:Pak|Bu|Mas|Mbak|Kak|Bang)\s+)?\p{Lu}[\p{L}'’-]+)(?=\s*,|\s+(?!(?:tolong|mohon|bisa|coba|kamu)\b)(\p{Ll}+))/u;
const TRAILING_NAME: Record<SummaryLanguage, RegExp> = {
  id: /\s+(?:ya|yah|dong|deh|oke|ok)\s+((?:(?:Pak|Bu|Mas|Mbak|Kak|Bang)\s+)?\p{Lu}[\p{L}'’-]+)\s*[.?!]*$/u,
  // "… can you bug hr about the badges Marcus": speech-to-text has no comma before the name.
  en: /(?:\s+(?:okay|ok|alright)|(?<=\b(?:can|could|would|will) you\s.{3,80}))\s+((?:(?:Mr|Mrs|Ms|Dr)\.?\s+)?\p{Lu}[\p{L}'’-]+)\s*[.?!]*$/u,
};

const TO_ME_THEN_NAME =
  /(?<=\s(?:ke|sama)\s+(?:gue|gua|aku|saya)\s+)((?:(?:Pak|Bu|Mas|Mbak|Kak|Bang)\s+)?\p{L}[\p{L}'’-]+)\s*[.?!]*$/iu;
const PERSON = String.raw`((?:${HONORIFIC_WORD}\s+)?\p{Lu}[\p{L}'’-]+)`;
// Two people asked at once: "Mbak Yuli sama Jordy, tolong …", "Tom, Jo, for the refreshments, could you two …".
const PAIR = new RegExp(
  String.raw`^(?:${FILLERS}\b[\s,.!]*)*${PERSON}(?:\s*,\s*|\s+(?:sama|dan|and|&)\s+)${PERSON}(?:\s*,\s*|\s+(?=(?:tolong|bisa|kalian|can you|could you|please)\s))`,
  'iu',
);
const YOU_AND = new RegExp(String.raw`^${PERSON},\s+(can|could|would)\s+you\s+and\s+${PERSON}\s+(.+)$`, 'u');
export const PAIR_ONLY = new RegExp(String.raw`^${PERSON}(?:\s*,\s*|\s+(?:sama|dan|and|&)\s+)${PERSON}$`, 'u');

// "nah Jess, lo finalin …" is Jess's as much as "Nah Jess, …"; "Terus Mas Rudi, bisa …" is Mas Rudi's.
const NAME_THEN_COMMA = new RegExp(
  String.raw`(?<=^(?:${FILLERS}[\s,]+)*|[,.!—–]\s*)((?:\p{Lu}[\p{L}'’.-]*\s+){0,2}\p{Lu}[\p{L}'’-]+)\s*,\s+`,
  'gu',
);
// "And Priya, could you …", "Thanks Ben, and can you also …": the word before the name is no part of it.
const LEADING_WORD =
  /^(?:And|But|So|Okay|Ok|Also|Then|Right|Now|Thanks|Cheers|Makasih|Oke|Terus|Tapi|Nah|Jadi|Lalu|Oh|Eh|Ah)\s+/u;

/**
 * Who a clause speaks to: "Rina, tolong ...", "And for Jordan, Lisa, would you ...", "... ya, Rez." A name not yet
 * known counts only where a request follows it ("Omar, can you ..."), so "Terakhir, ..." or "Great, thanks" never
 * becomes a person.
 */
export function findVocative(clause: string, lang: SummaryLanguage, names: Names): Vocative | null {
  const lex = LEXICON[lang];
  // "Fiona, could you and Sian put the menu together?"
  const withYou = lang === 'en' ? clause.match(YOU_AND) : null;
  const firstOf = withYou && names.resolve(withYou[1]!);
  const secondOf = withYou && names.resolve(withYou[3]!);
  if (withYou && firstOf && secondOf && firstOf !== secondOf)
    return { name: firstOf, others: [secondOf], rest: `${withYou[2]} you ${withYou[4]}` };
  const pair = clause.match(PAIR);
  const both = pair && [names.resolve(pair[1]!), names.resolve(pair[2]!)];
  if (pair && both?.[0] && both[1] && both[0] !== both[1])
    return { name: both[0], others: [both[1]], rest: clause.slice(pair[0].length) };
  // "tolong Rara bikin …", "tolong Mbak Desi siapin …": the person asked, the name out of the task.
  const please = clause.match(PLEASE_NAME);
  if (please && please.index !== undefined) {
    const name = names.resolve(please[2]!) ?? (names.plausibleName(please[2]!) ? please[2]! : null);
    if (name)
      return {
        name,
        rest: `${clause.slice(0, please.index)}${please[1]} ${clause.slice(please.index + please[0].length)}`,
      };
  }
  // "Ya udah, Mas Arif besok pagi belanja ke grosir ya": a known person, maybe when, then the verb.
  const told = lang === 'id' ? clause.match(NAME_WHEN_VERB) : null;
  if (told && told.index !== undefined && ONLY_FILLER.test(clause.slice(0, told.index))) {
    const name = names.resolve(told[1]!);
    const rest = clause
      .slice(told.index + told[1]!.length)
      .trim()
      .replace(/^(?:(?:lagi|juga)\s+)?(?:(?:ya|yah)\s+)?/i, '');
    // "Sekar pegang UI-nya, Dimas yang backend": a list of who does what, read elsewhere.
    // (Not "… kirim ke Mbak Tiwi": whom it goes to is part of the task.)
    const others = names
      .mentions(rest)
      .filter((m) => !/(?:ke|sama|dari|buat|untuk|dengan)\s+$/i.test(rest.slice(0, m.start)));
    if (name && isIdVerb(told[3]!) && !others.length) return { name, rest };
  }
  // Speech without commas: "Bu Lia bisa update …", "Dina kamu bisa …", "Priya can you …" (known people only).
  const bare = clause.match(NAME_THEN_REQUEST[lang]);
  if (bare && bare.index !== undefined) {
    const name = names.resolve(bare[1]!);
    const before = clause.slice(0, bare.index);
    // "that's actually a great idea Raj can you …": praise before the name.
    const praised = /\b(?:idea|point|great|good|perfect|nice|cool|thanks|thank you)[\s,]*$/i.test(before);
    // "next live bang rendy tolong sebutin …": when, then the one asked.
    const when = /^(?:next \p{L}+|besok|nanti|lusa|minggu depan|abis ini|pas \p{L}+(?: \p{L}+)?)[\s,]*$/iu.test(
      before.trim(),
    );
    if (name && (ONLY_FILLER.test(before) || RAISED.test(before) || praised || when))
      return { name, rest: `${bare[2] ?? ''}${clause.slice(bare.index + bare[0].length)}` };
  }
  for (const m of [...clause.matchAll(NAME_THEN_COMMA)].reverse()) {
    const mention = m[1]!.replace(LEADING_WORD, '');
    const after = clause.slice(m.index + m[0].length);
    const before = clause.slice(0, m.index);
    const requested = lex.request.test(after.toLowerCase());
    const instruction = requested || looksImperative(after, lang);
    const known = names.resolve(mention);
    if (known && (ONLY_FILLER.test(before) || instruction)) return { name: known, rest: after };
    const unknownOk = lang === 'en' ? instruction : requested;
    if (!known && unknownOk && !/\s/.test(mention) && names.plausibleName(mention))
      return { name: mention, rest: after };
  }
  // Speech-to-text: "… tolong dibalas yang sopan ya mbak rina minta maaf gitu": "ya" and the name, mid-turn.
  const ya = lang === 'id' ? clause.match(YA_NAME) : null;
  const bareName = ya && !/\s/.test(ya[1]!) && ya[2] !== undefined && !isIdVerb(ya[2]);
  const yaName = ya && !bareName && names.resolve(ya[1]!);
  if (ya && yaName)
    return {
      name: yaName,
      rest: `${clause.slice(0, ya.index)},${clause.slice(ya.index! + ya[0].length).replace(/^\s*,/, '')}`,
    };
  // The name said last, before any warning or reason ("… ya, Nad, jangan sampai molor lagi").
  const said = withoutPurpose(clause, lang).replace(/[\s,]+$/, '');
  // "coba kirim fotonya ke gue cup": the name after whom to send it to, known or not ("cup" for Ucup).
  const toMe = lang === 'id' ? said.match(TO_ME_THEN_NAME) : null;
  const [called, rest] = toMe ? [capitalize(toMe[1]!), said.slice(0, toMe.index)] : ['', ''];
  const meant =
    toMe && (names.resolve(called) ?? (looksImperative(rest, lang) && names.plausibleName(called) && called));
  if (meant) return { name: meant, rest };
  const end =
    said.match(/,\s*((?:\p{Lu}[\p{L}'’.-]*\s+)?\p{Lu}[\p{L}'’-]+)\s*[.?!]*$/u) ?? said.match(TRAILING_NAME[lang]);
  if (end && end.index !== undefined) {
    const known = names.resolve(end[1]!);
    if (known) return { name: known, rest: said.slice(0, end.index) };
  }
  return null;
}

/** Does the text start like an instruction ("beli ...", "add ...", "kamu susun ...")? */
export function looksImperative(text: string, lang: SummaryLanguage): boolean {
  const t = text.trim().replace(LEADING_FILLER, '').trim().toLowerCase();
  const first = t.match(/^[\p{L}'’-]+/u)?.[0] ?? '';
  if (!first) return false;
  if (lang === 'en') return EN_IMPERATIVES.has(first);
  if (/^(?:kamu|anda|kalian)\s+(?:yang\s+)?\p{L}/u.test(t))
    return !/^(?:kamu|anda|kalian)\s+(?:juga|sudah|udah|ada|mah|kok|emang|memang|kan|tuh|sih)\b/.test(t);
  // "buat Imlek kita butuh key visual baru": what it is for, then a need, not "make".
  if (first === 'buat' && /^buat\s+(?:\S+\s+){1,3}?(?:kita|kami)\s+(?:butuh|perlu|harus)\b/.test(t)) return false;
  return isIdVerb(first) || /^(?:bisa|tolong|mohon|coba)$/.test(first);
}

/** The clause with a leading subordinate clause ("kalau ..., ", "once I have it, ") and fillers removed. */
const ACK_LEAD = {
  // "Siap, Bu," / "siap bu, …": the answer may name whom it answers.
  id: new RegExp(
    String.raw`^(?:${LEXICON.id.ack.source.slice(1)})(?:[,\s]+(?:pak|bu|mas|mbak|kak|bang|om|tante)(?:\s+\p{L}+)?)?[,.!]+\s*`,
    'iu',
  ),
  en: new RegExp(String.raw`^(?:${LEXICON.en.ack.source.slice(1)})[,.!]+\s*`, 'i'),
};
const SUBORDINATE = {
  id: new RegExp(LEXICON.id.subordinate.source, 'i'),
  en: new RegExp(LEXICON.en.subordinate.source, 'i'),
};

export function mainClause(clause: string, lang: SummaryLanguage): string {
  const ack = ACK_LEAD[lang];
  // "itu biar saya aja yang lapor …": "itu" points at what was just said; the commitment follows.
  let s = clause
    .trim()
    .replace(LEADING_FILLER, '')
    .replace(ack, '')
    .replace(/^itu\s+(?=(?:biar|nanti|saya|aku)\s)/i, '')
    // "I'm in tomorrow, I'll dig them out …": when the speaker is around is when the promise is kept.
    .replace(
      /^i(?:'m|’m| am)\s+(?:in|around|free|back|here)\b([^,.;]{0,30}),\s*(i(?:'ll|’ll| will| can)\s.*?)([.!?]*)$/i,
      '$2$1$3',
    )
    // "pak ari bisa kan sekalian pasang tiang …": "can you, right, while at it" asks as "bisa" does.
    .replace(/(?<![\p{L}])bisa\s+(?:kan|ya|dong)\s+(?:sekalian\s+)?(?=\p{L}{3,}\s)/iu, 'bisa ')
    // "…, tapi lo review hari Rabu ya, Raka": the other half, asked of someone else.
    .replace(/^(?:tapi|but)\s+(?=(?:kamu|lo|lu|anda|you)\s)/i, '')
    // "besok kan air mati … karena pembersihan tandon tolong warga krajan dikabari": the reason, then the request.
    .replace(/^((?:\S+\s+){0,6}?)kan\s+\S.{3,120}?\s+(?=(?:tolong|mohon)\s+\p{L})/iu, (_m, lead: string) =>
      // "besok" there is when the water is off, not when to tell people.
      lead.replace(/(?:besok|lusa|nanti|hari ini)\s+$/i, ''),
    )
    // "kamu kan sering pegang kasir, bisa bikin daftar …": the reason everyone knows, then the request.
    .replace(REASON_THEN_REQUEST, '')
    // "bisa bisa besok pagi saya transfer …": a yes said twice, without a comma.
    .replace(/^(siap|oke|ok|bisa|iya|ya|sip|boleh|baik)\s+\1(?:\s+(?:pak|bu|mas|mbak|kak|bang))?\s+/i, '')
    // "nggak usah pak saya bawa ke tukang servis aja": the other way turned down, then the promise.
    .replace(
      /^(?:nggak|gak|ga|tidak|enggak)\s+usah(?:\s+(?:pak|bu|mas|mbak|kak|bang))?[\s,]+(?=(?:saya|aku|gue)\s)/i,
      '',
    )
    // "tapi transfer duitnya dulu ya pa": the request itself, after "but".
    .replace(/^tapi\s+(?=(\p{L}+)\s)/iu, (but, verb: string) =>
      // "Tapi kebijakan retensinya …": a ke-…-an noun is no verb, though it ends as one.
      isIdVerb(verb.toLowerCase()) && !/^ke(?!rja)/i.test(verb) ? '' : but,
    );
  const sub = s.match(SUBORDINATE[lang]);
  if (sub) s = s.slice(sub[0].length);
  // "Ya udah deh, saya pesenin …": the particle the filler left.
  return s
    .replace(LEADING_FILLER, '')
    .replace(ack, '')
    .replace(/^(?:deh|dong|sih|nih)[\s,]+/i, '')
    .trim();
}

// Purpose and reason clauses ("supaya lampunya diganti") are not part of the task; a negation in them cancels nothing.
const PURPOSE: Record<SummaryLanguage, RegExp> = {
  // "…, jangan sampai molor lagi": a warning after the task, not a "don't".
  id: /\s+(?:supaya|agar|biar|karena|soal ?nya|jangan (?:sampai|sampe)(?! lupa))\s.*$/i,
  // "… defrosted on the eighteenth so everyone please move your samples out": "so" and then the request itself.
  en: /\s+(?:so that|so(?!\s+(?:everyone|everybody|please|can you|could you|would you|you all|all of you)\b)|because|otherwise|or else)\s.*$/i,
};
export const withoutPurpose = (s: string, lang: SummaryLanguage) => s.replace(PURPOSE[lang], '');
// In a task only reasons and purposes about people go ("so we don't lose time"); "so the tax section sits under
// the total" says what the task is.
// So is where the money comes from ("nanti uangnya dari kas"), what the speaker asks back ("tapi resepnya minta") and
// why not now (", sekarang masih repot nyiapin gulai").
const TASK_PURPOSE: Record<SummaryLanguage, RegExp> = {
  id: /\s+(?:karena|soal ?nya|jangan (?:sampai|sampe)(?! lupa)|(?:nanti )?(?:uang|dana|biaya|ongkos)nya (?:ambil |diambil )?(?:dari|pakai|pake)|asal(?:kan)? nanti|tapi (?:\p{L}+\s+){0,3}(?:minta|mintain|tolong)(?![\p{L}]))(?:\s.*)?$|,\s*sekarang\s+(?:masih|lagi)\s.*$|,?\s+(?:makasih|terima kasih|matur nuwun|hatur nuhun|nuhun)(?![\p{L}]).*$/iu,
  en: /\s+(?:because|otherwise|or else)\s.*$|\s+so(?: that)? (?:we|i|they|you|people|everyone(?!\s+please))\b.*$|,\s*(?:he|she|they)\s+\p{L}+ed\b.*$|,\s*(?:i swear|i promise|promise|honest|honestly|for real|would you|will you|yeah)\s*[.!?]*$|,\s*(?:just\s+)?don't let me forget\b.*$|,?\s+but\s+(?:someone|somebody|one of you)\b.*$|,\s*(?:should|will|might|hopefully)\s+have\s+(?:a|it|them|something)\b.*$|,?\s+and\s+(?:the|their|our|its|his|her|your)(?:\s+deadline(?:['’]s|\s+is)(?![\p{L}]).*)?$/iu,
};
const ROLE_TAKEN = new RegExp(String.raw`^jadi\s+(${EVENT_ROLES})((?:-?nya)?)(?![\p{L}])`, 'iu');
const SPOKEN_TO_LAST =
  /(?<=\p{L}nya|(?:^|\s)(?:ya|dong|deh|nih|aja|saja))\s*,?\s+(?:[Pp]ak|[Bb]u|[Mm]as|[Mm]bak|[Kk]ak|[Bb]ang)\s+\p{Lu}\p{L}+$/u;

const MAX_TASK = 160;
const dayOnly = (display: string) => display.replace(',', '').replace(/\s\d{4}$/, '');

/** A task as it should read in the minutes: no vocative, subject, modal, request words, deadline or tail. */
export function cleanTask(clause: string, deadline: Deadline | null, lang: SummaryLanguage, subject?: string): string {
  const lex = LEXICON[lang];
  // "laporan keuangan untuk Jumat", "the rota from tomorrow on": the words that brought in the day go with it.
  const before = (text: string) => text.replace(BEFORE_DAY[lang], ' ');
  const after = (text: string) => (lang === 'en' ? text.replace(/^\s*(?:on|onwards?)(?![\p{L}])/iu, '') : text);
  // The day of an event stays with it, written out ("kerja bakti Sabtu 15 Agustus"), as does "next time"; and one of
  // whose thing the task speaks ("a notice for Sunday's pew sheet").
  const kept = !deadline?.event ? ' ' : ` ${deadline.kind === 'day' ? dayOnly(deadline.display) : deadline.phrase} `;
  const whose = deadline && /^['’]s(?![\p{L}])/u.test(clause.slice(deadline.end));
  let t =
    deadline && !whose
      ? `${before(clause.slice(0, deadline.start))}${kept}${after(clause.slice(deadline.end))}`
      : clause;
  t = t
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.?!])/g, '$1')
    .replace(/^[\s,;:]+/, '') // "nanti malem, saya kirim …" without its day
    .trim();
  t = t.replace(TASK_PURPOSE[lang], '');
  // "badges gotta go through hr can you bug hr about the badges": the request starts where it is asked.
  // "We're getting an admission from the ED this morning, can you get bed 7 …": so after a comma.
  if (lang === 'en') t = t.replace(/^[^.;?!]{3,100}?(?:,\s*|\s+)(?=(?:can|could|would|will) you\s)/i, '');
  for (let pass = 0; pass < 4; pass++) {
    const before = t;
    // "pak hasan saja yang jadi pembicaranya": "jadi" is the role taken, not "so".
    if (lang === 'id') t = t.replace(ROLE_TAKEN, 'menjadi $1$2');
    // "you're leading the orientation": the work given, as "lead the orientation".
    if (lang === 'en')
      t = t.replace(/^you(?:'re|’re| are)\s+(\p{L}+ing)\b/iu, (whole, ing: string) =>
        givenBase(ing.toLowerCase()) === ing.toLowerCase() ? whole : givenBase(ing.toLowerCase()),
      );
    for (const re of lex.leadIns) t = t.replace(re, '');
    // "Anita, you join Rizal on Monday", "Carlos, you want to run the fundraiser?": the command without its "you".
    if (lang === 'en') t = t.replace(/^(?:do\s+)?you\s+want\s+to\s+/i, '');
    if (lang === 'en')
      t = t.replace(/^you\s+(\p{L}+)/iu, (whole, verb: string) =>
        EN_IMPERATIVES.has(verb.toLowerCase()) || /^(?:join|attend|go|come)$/i.test(verb) ? verb : whole,
      );
    if (subject)
      t = t.replace(
        new RegExp(`^(?:${escapeRegExp(subject)}|${escapeRegExp(subject.split(/\s+/).pop()!)})\\s+`, 'i'),
        '',
      );
    t = t.replace(
      // "saya aja bu yang masak": the one spoken to, before "yang"; "belum bli, nanti aku bales": not yet, then the
      // promise; "dek rizal gimana bisa bantu desainnya": how about it, then the request.
      lang === 'id'
        ? /^(?:aja|saja|sendiri|yang|akan|nanti|(?:pak|bu|mas|mbak|kak|bang)(?=\s+yang\s)|(?:gimana|bagaimana)(?=\s+bisa\s)|belum(?:\s+(?:pak|bu|mas|mbak|kak|bang|bli|dek|teh|kang))?\s*,)\s+/i
        : /^(?:will|'ll|is going to|can)\s+/i,
      '',
    );
    if (t === before) break;
  }
  t = t.replace(lang === 'id' ? /\b(?:tolong|mohon)\s+/gi : /\bplease\s+/gi, '');
  // "telpon supplier nya": speech-to-text writes the clitic apart; the minutes write it as one word.
  if (lang === 'id') t = t.replace(/(?<=\p{L}{3})\s+nya(?![\p{L}])/gu, 'nya');
  // "keliling sama ee sama anak saya": a hesitation inside the task.
  t = t.replace(/(?<![\p{L}])(\p{L}+)\s+(?:e+|em+|uh+|um+)\s+\1(?![\p{L}])/giu, '$1');
  t = t.replace(/(?<=\p{L})\s+(?:e+|em+|uh+|um+)(?=\s+\p{L})/giu, '');
  // "cek kelengkapannya dan saya laporkan" → "… dan laporkan": the second verb has the same doer.
  t = t.replace(
    lang === 'id'
      ? /\b(dan|lalu|terus|sekalian)\s+(?:saya|aku|kamu)\s+(?!(?:emang|memang|lagi|juga|udah|sudah|masih|ada|mau)\b)/gi
      : /\b(and|then)\s+(?:i'll|i will)\s+/gi,
    '$1 ',
  );
  t = t.replace(lang === 'id' ? /\s+(?:ya|yah|(?:dulu\s+)?(?:aja|saja)),/gi : /\s+(?:ya|yah),/gi, ',');
  if (lang === 'id') t = withoutParticles(t);
  for (let pass = 0; pass < 3; pass++) {
    const before = t;
    for (const re of lex.tails) t = t.replace(re, '');
    // What a deadline leaves behind: "…, kirim [hari Jumat]", "… ya kirim [sebelum kamis]".
    if (deadline)
      t = t.replace(
        lang === 'id'
          ? /(?:,|\s+(?:ya|dong|deh|terus))\s*(?:(?:saya|aku)\s+)?\p{L}+$/iu
          : /,\s*(?:(?:i'll|i will)\s+)?\p{L}+$/iu,
        '',
      );

    t = t
      // "I'll price it up and—": cut off, the word left hanging goes with it.
      .replace(/\s+(?:and|but|or|so|then|dan|tapi|terus|sama)\s*[—–-]+$/iu, '')
      .replace(/[\s,;:.?!—–-]+$/, '')
      .replace(lang === 'id' ? /\s+(?:juga|ya|dulu|saja|aja)$/i : /\s+(?:too|please)$/i, '');
    if (t === before) break;
  }
  // "Pisahin itu, terus dibikin berita acaranya": the next step, as a command ("…; bikin berita acaranya"); "saya aja
  // kang, temen saya punya percetakan": what is left of a reason is no task ("Kang temen").
  if (lang === 'id')
    t = t
      .replace(/,\s*(?:terus|lalu|habis itu)\s+(di\p{L}{3,})(?=\s)/giu, (all, done: string) => {
        const command = passiveCommand(done);
        return command ? `; ${command}` : all;
      })
      .replace(/^(?:pak|bu|mas|mbak|kak|bang|kang|teh|dek)\s+(?:temen|teman|kenalan|tetangga)$/iu, '');
  // "… beresin regression nya jumat bang fajar": the one spoken to, said last after the thing, is no part of it.
  if (lang === 'id') t = asCommand(t.replace(SPOKEN_TO_LAST, ''));
  // "would you mind taking related work": the verb as a command ("Take related work").
  else
    t = t.replace(/^\p{L}+ing(?![\p{L}])/iu, (w) =>
      EN_IMPERATIVES.has(gerundBase(w)) || /^doing$/i.test(w) ? gerundBase(w) : w,
    );
  t = capitalize(t.trim());
  if (t.length > MAX_TASK) t = `${t.slice(0, t.lastIndexOf(' ', MAX_TASK))}…`;
  return t;
}
