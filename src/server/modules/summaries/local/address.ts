import type { SummaryLanguage } from '../../../../shared/summary/normalize.js';
import { isIdVerb } from './action-rules.js';
import { nicknameOf, SPEAKS_FOR, TITLE_WORDS, type Names } from './names.js';
import { BIRTH_ORDER, BUSINESS, plausible } from './name-words.js';
import { capitalize, type Sentence, type Turn } from './sentences.js';
import { escapeRegExp } from './tokens.js';

/**
 * People in speech without speaker labels. Speech-to-text writes everything in lower case, so the only trace of who
 * took part is how people address each other: a form of address ("pak hendra", "mbak sari"), a name before a
 * request ("dina kamu bisa …", "priya can you …"), after "tolong" or a thank-you ("makasih bu yanti", "thanks,
 * Leo"), before "aja yang …", or handing a task over ("grace that's yours", "Leo, take that as a follow-up").
 * The names found are written with their capital again, so the rest of the summariser reads them as names.
 */

// With the regional ones: Sundanese "teh", "kang"; Chinese-Indonesian "ci", "ko"; Minang "uni", "uda"; Balinese "bli".
const REGIONAL = /^(?:teh|kang|ci|cik|ko|koh|uni|uda|bli|mbok|daeng|cak|bude|pakde|dek)$/;
export const HONORIFICS =
  'pak|bu|bapak|ibu|mas|mbak|kak|bang|om|tante|dok|chef|mr|mrs|ms|miss|teh|kang|ci|cik|ko|koh|uni|uda|bli|mbok|daeng|cak|bude|pakde|dek';
const NAME = String.raw`(\p{L}[\p{L}'’-]+)`;
const FORM_OF_ADDRESS = new RegExp(`^(?:${HONORIFICS})$`);
const TIME_OF_DAY = /^(?:malem|malam|pagi|siang|sore|besok|lusa|nanti|sekarang|tadi)$/;
const WORD_END = String.raw`(?![\p{L}\p{N}])`;
// Words a turn may open with before the name it addresses ("yeah emma could you …", "oke bayu bisa …").
const LEAD = String.raw`(?:(?:e+|em+|(?:ha){2,}|hey|yeah|yes|yep|okay|ok|so|and|alright|right|oke|nah|terus|jadi|i?ya|udah|yaudah|satu lagi|terakhir|instead|also|one more thing|lastly|agreed|setuju|um|uh|eh|cool|great|nice|sip)\s+){1,3}`;

// Titles between the form of address and the name: "pak haji rahmat", "bu dokter sinta", "pak ustadz hamid".
export const TITLES = TITLE_WORDS.join('|');
const TITLE_ONLY = new RegExp(`^(?:${TITLES})$`);
/** A form of address, a title maybe, and the name after them ("pak haji rahmat"): groups 1, 2 and 3. */
const ADDRESSED = new RegExp(String.raw`(?<![\p{L}])(${HONORIFICS})\.?\s+(?:(${TITLES})\s+)?${NAME}`, 'gu');

// Verbs a person is asked to do right after "tolong NAME": the common ones, and any -kan/-in/-i verb.
const ASKED_VERB = String.raw`\p{L}{2,}(?:kan|in)|bikin|buat|cek|kirim|beli|bawa|urus|pesan|pesen|telpon|telepon|hubungi|kabari|siapin|bantu|catat|rekap|jemput|ambil|bayar|tagih|cari|tanya|follow up|update|share|fix`;

const HOLDS = 'pegang|megang|handle|take over|urus|ngurus|kerjain|ambil alih';

/** Where only a person fits besides a form of address; group 1 is the name. Lower-cased text. */
const PATTERNS: Record<SummaryLanguage, RegExp[]> = {
  id: [
    new RegExp(
      String.raw`(?:^|[,.!?]\s*)(?:${LEAD})?${NAME},?\s+(?=(?:kamu|anda|lo|lu|elo|elu|bisa|tolong|coba|aja yang|saja yang|sendiri yang|take that|that's yours|itu bagian)${WORD_END})`,
      'gu',
    ),
    new RegExp(String.raw`(?:makasih|terima kasih|thanks|thank you),?\s+${NAME}`, 'gu'),
    // "tolong rara bikin …", not "tolong pengumuman kerja bakti dibagikan": a name after "tolong" does something.
    new RegExp(
      String.raw`(?:tolong|minta tolong|mohon),?\s+${NAME}(?=[,.!?]|$|\s+(?:kamu|anda|lo|lu|ya|dong|aja|saja|nanti|besok|${ASKED_VERB})${WORD_END})`,
      'gu',
    ),
    new RegExp(String.raw`(?<![\p{L}])${NAME},?\s+(?:aja|saja)\s+yang${WORD_END}`, 'gu'),
    // "… siapa yang ngumpulin laras aja ya kamu kan yang paling rapi": put forward, then told "you".
    new RegExp(String.raw`(?<![\p{L}])${NAME}\s+(?:aja|saja)\s+(?:ya\s+)?(?=(?:kamu|lo|lu)${WORD_END})`, 'gu'),
    // "ya udah kevin yang take over media plannya": whoever holds it from now, named first.
    new RegExp(String.raw`(?:^|[,.!?]\s*)(?:${LEAD})?${NAME}\s+yang\s+(?=(?:${HOLDS})${WORD_END})`, 'gu'),
    // "sinta UAT nya bisa mulai senin depan nggak": the name, the thing, and whether they can.
    new RegExp(
      String.raw`^(?:${LEAD})?${NAME}\s+(?:\p{L}+\s+){0,2}?\p{L}+\s?-?nya\s+(?=bisa\s[^.?!]*\s(?:nggak|gak|ga|enggak)\s*\??$)`,
      'gu',
    ),
    // "banner promo udah jadi belum put": how a thing stands, asked of the one named last.
    new RegExp(String.raw`(?<![\p{L}])(?:udah|sudah)\s(?:[^.?!]*\s)?(?<!masih\s)belum,?\s+${NAME}\s*[?.!]*$`, 'gu'),
    // "terus A/B test yang kemarin gimana kevin": how a thing stands, asked of the one named last.
    new RegExp(String.raw`\s(?:gimana|bagaimana)\s+${NAME}\s*[?.!]*$`, 'gu'),
    // "terus hotel di solo gimana dika udah booking belum": asked by name how a thing stands.
    new RegExp(String.raw`(?:gimana|bagaimana)\s+${NAME}\s+(?=(?:udah|sudah)\s+\p{L}+\s+belum${WORD_END})`, 'gu'),
    // "nah ojan pas banget lo yang pegang dekor kan": the name, a remark, then "lo yang …".
    new RegExp(String.raw`^(?:${LEAD})?${NAME}\s+(?:\p{L}+\s+){1,2}?(?=(?:lo|lu|kamu)\s+yang${WORD_END})`, 'gu'),
    // "itu pic nya rani ya", "nanti reza yang sebar", "biar dodi yang rekap": the one in charge.
    new RegExp(String.raw`(?<![\p{L}])(?:pic|penanggung jawab)\s?-?nya\s+(?:itu\s+|tuh\s+)?${NAME}${WORD_END}`, 'gu'),
    // "putri sama reza bisa nggak bikin …": both asked.
    new RegExp(
      String.raw`(?:^|[,.!?]\s*)(?:${LEAD})?${NAME}\s+(?:sama|dan|&)\s+\p{L}[\p{L}'’-]+,?\s+(?=(?:bisa|tolong|coba)${WORD_END})`,
      'gu',
    ),
    new RegExp(
      String.raw`(?:^|[,.!?]\s*)(?:${LEAD})?\p{L}[\p{L}'’-]+\s+(?:sama|dan|&)\s+${NAME},?\s+(?=(?:bisa|tolong|coba)${WORD_END})`,
      'gu',
    ),
    // "… bu tini aja dodi tolong kamu yang booking": a name, then "tolong kamu", anywhere in the turn.
    new RegExp(String.raw`(?<![\p{L}])${NAME}\s+(?=tolong\s+(?:kamu|anda|lo|lu)${WORD_END})`, 'gu'),
    new RegExp(String.raw`(?<![\p{L}])${NAME},?\s+(?=(?:take that|that's yours|itu bagian kamu)${WORD_END})`, 'gu'),
    // Praise, then the name and the next question ("bagus hana terus draft-nya …"); a turn that opens by asking a
    // person how things stand ("fikri gimana server lab …"; not "konsumsinya gimana").
    new RegExp(
      String.raw`(?:^|[,.!?]\s*)(?:bagus|mantap|keren|sip|good|great|nice)\s+${NAME}(?=\s+(?:terus|trus|lanjut)${WORD_END}|\s*[,.!?]|$)`,
      'gu',
    ),
    new RegExp(String.raw`^(?:${LEAD})?(?!\p{L}+nya${WORD_END})${NAME},?\s+(?=(?:gimana|bagaimana)${WORD_END})`, 'gu'),
  ],
  en: [
    new RegExp(
      String.raw`(?:^|[,.!?]\s*)(?:${LEAD})?${NAME},?\s+(?=(?:(?:you know|before|after|when|once|while) [^,.?!]{0,50}?\s|you [^,.?!]{0,50}?\sright,?\s)?(?:can you|could you|would you|will you|please|you're on|take that|that's yours|that one's yours)${WORD_END})`,
      'gu',
    ),
    new RegExp(String.raw`(?:thanks|thank you|cheers)\s*,?\s+${NAME}`, 'gu'),
    // "… out of town for two weeks so lisa could you take it", "and marcus you were going to …": a request in the
    // middle of a turn, after "so"/"then"/"and".
    new RegExp(
      String.raw`(?<![\p{L}])(?:so|then|but|and|though)\s+${NAME}\s+(?=(?:(?:can|could|would|will) you|you're|you are|you were|were you|(?:just\s+)?(?:make sure|remember to|don't forget to))${WORD_END})`,
      'gu',
    ),
    // "somebody's gonna twist an ankle tony you know the guy at parks right": a question put to a person mid-turn.
    new RegExp(
      String.raw`(?<![\p{L}])${NAME},?\s+(?=you (?:know|knew|still have|have|'ve got|got)\s[^.?!]{3,60}?\s(?:right|yeah)\s*[?.]?$)`,
      'gu',
    ),
    // "that's actually a great idea raj can you reach out …": praise, then the name and the request.
    new RegExp(
      String.raw`(?<![\p{L}])(?:idea|point|great|good|perfect|nice|cool|thanks|thank you)\s+${NAME}\s+(?=(?:can|could|would|will) you${WORD_END})`,
      'gu',
    ),
    // "and leo once you have that ship it …": a name, then when they are to do it.
    new RegExp(
      String.raw`(?:^|[,.!?]\s*)(?:${LEAD})${NAME},?\s+(?=(?:once|when|as soon as) you (?:have|get|finish|are done)\b)`,
      'gu',
    ),
    // "kim and raj can you two put those together": both asked.
    new RegExp(
      String.raw`(?:^|[,.!?]\s*)(?:${LEAD})?${NAME}\s+(?:and|&)\s+\p{L}[\p{L}'’-]+,?\s+(?=(?:can|could|would) you\b)`,
      'gu',
    ),
    new RegExp(
      String.raw`(?:^|[,.!?]\s*)(?:${LEAD})?\p{L}[\p{L}'’-]+\s+(?:and|&)\s+${NAME},?\s+(?=(?:can|could|would) you\b)`,
      'gu',
    ),
    // "tanya i need the updated checklist from you by wednesday"
    new RegExp(
      String.raw`(?:^|[,.!?]\s*)(?:${LEAD})?${NAME},?\s+(?=(?:i|we) need [^,.?!]{3,80}? from you${WORD_END})`,
      'gu',
    ),
    new RegExp(String.raw`(?<![\p{L}])${NAME},?\s+(?=(?:take that|that's yours|that one's yours)${WORD_END})`, 'gu'),
    // "karen you're the president you should probably", "marcus you wanna start": a turn that opens by telling a
    // person what is theirs.
    new RegExp(
      String.raw`^(?:${LEAD})?${NAME},?\s+(?=(?:you're|you are|you should|you need to|you have to|you'll|you will|you wanna|you want to)${WORD_END})`,
      'gu',
    ),
    // A turn that opens by asking a person how things stand ("raj did the council ever come back", "luis how is the
    // western blot going", "rachel how about you"), or giving them a thing to do ("sophie the risk assessment needs doing").
    new RegExp(
      String.raw`^(?:${LEAD})?${NAME},?\s+(?=(?:did|does|do you|have you|has the|are you|how is|how are|how's|where are we|any news|any update|how about you|what about you|anything else)${WORD_END}|the\s+(?:\p{L}+\s+){0,3}(?:needs|has to|is due)${WORD_END})`,
      'gu',
    ),
  ],
};

// Places a name often takes, but a thing may too ("nanti petugasnya yang datang"): a name only if said twice.
const HINTS: Record<SummaryLanguage, RegExp[]> = {
  id: [
    new RegExp(String.raw`(?<![\p{L}])(?:nanti|biar)\s+${NAME}\s+yang\s+(?=\p{L})`, 'gu'),
    // "moodboard nadia yang pegang ya": the one who holds it, said after the thing.
    new RegExp(String.raw`(?<![\p{L}])${NAME}\s+yang\s+(?=(?:${HOLDS})${WORD_END})`, 'gu'),
    // "si mila kan jago foto": "si" before a name, as people speak of someone present.
    new RegExp(String.raw`(?<![\p{L}])si\s+${NAME}\s+(?=kan|yang|udah|sudah|lagi|jago|bisa|aja)`, 'gu'),
    // "oke lo yang dateng ya kar bawa layout …": a short name after "ya", then what to do.
    new RegExp(String.raw`(?<![\p{L}])ya\s+${NAME}\s+(?=(?:${ASKED_VERB})${WORD_END})`, 'gu'),
    // "putri regression test buat release tiga koma empat kapan bisa": asked by name when it can be done.
    new RegExp(
      String.raw`^(?:${LEAD})?${NAME}\s+(?:\p{L}+\s+){1,10}?kapan\s+(?:bisa|selesai|beres|kelar)\s*\??$`,
      'gu',
    ),
    // "di lemari qa ada kok tanya putri aja", "oke yoga tapi …", "makasih dulu buat yoga yang kemarin …".
    new RegExp(String.raw`(?<![\p{L}])(?:tanya|tanyain|tanyakan ke)\s+${NAME}\s+(?=aja|saja)`, 'gu'),
    new RegExp(String.raw`^(?:oke|ok|sip|siap)\s+${NAME}\s+(?=tapi${WORD_END})`, 'gu'),
    // "coba kirim foto nya ke gue cup nanti …", "hahaha tua lo cup": a name right after "me" or "you".
    new RegExp(String.raw`(?<![\p{L}])(?:gue|gua|lo|lu)\s+${NAME}(?=\s+(?:nanti|besok)${WORD_END}|\s*[.?!]*$)`, 'gu'),
    new RegExp(
      String.raw`(?:makasih|terima kasih)\s+(?:dulu\s+)?(?:buat|untuk|sama)\s+${NAME}\s+(?=yang${WORD_END})`,
      'gu',
    ),
  ],
  // "… can you bug hr about the badges marcus": the name said last (a thing may end a request too).
  en: [new RegExp(String.raw`(?:can|could|would|will) you\s[^.?!]{3,80}?,?\s+${NAME}\s*[.?!]?$`, 'gu')],
};

/**
 * Names used in address in turns without speakers, capitalised, in order of first mention; with their form of
 * address when the meeting uses one ("Pak Hendra"), as a minute-taker would write them.
 */
export function namesFromAddress(turns: readonly Turn[], lang: SummaryLanguage): string[] {
  const found = new Map<string, string>();
  // "makasih ya bu haji": the title is what the meeting calls her, unless someone is "bu haji" with a name too.
  const titled = new Set<string>();
  const add = (name: string, hon?: string) => {
    const titleOnly = !!hon && TITLE_ONLY.test(name) && !titled.has(name);
    if (!titleOnly && !plausible(name, lang, !!hon)) return;
    const display = hon ? `${capitalize(hon)} ${capitalize(name)}` : capitalize(name);
    if (!found.has(name) || (hon && !found.get(name)!.includes(' '))) found.set(name, display);
  };
  const patterns = [...PATTERNS[lang], ...(lang === 'en' ? [] : PATTERNS.en.slice(0, 2))];
  // A form of address said once, in the middle of other words ("ikut kak nasi padang satu"), is no name; one said
  // where people are addressed (a turn's start or end, before a request or after a thanks), or said twice, is.
  const candidates: Array<{ at: number; name: string; hon?: string; sure: boolean }> = [];
  turns.forEach((t, ti) => {
    const lower = t.text.toLowerCase().replace(/’/g, "'");
    const at = (i: number) => ti * 100_000 + i;
    for (const m of lower.matchAll(ADDRESSED)) {
      const before = lower.slice(0, m.index).trim();
      const after = lower.slice(m.index + m[0].length).trim();
      // "siap bang deadline nya kapan": a word with "nya" after it is a thing.
      // "bu kulkas yang belakang bunyinya aneh" (a sentence run on after "bu"): which one, of a thing.
      const thing = /^(?:nya\b|yang\s+(?:belakang|depan|samping|atas|bawah|gede|besar|kecil|baru|lama|rusak)\b)/.test(
        after,
      );
      if (m[2]) titled.add(m[2]);
      const addressedBefore =
        /(?:^|\s)(?:makasih|terima kasih|thanks|tolong|mohon|silakan|silahkan|oke|ok|iya|ya|siap|baik|nah|halo|sama|ke|dari|dengan|bareng)$|[,.!?]$/.test(
          before,
        );
      // "terus bu sumi soal iuran …": the chair turning to someone; not "terus bu tenda sama kursi …".
      const turnedTo =
        /(?:^|\s)(?:terus|trus)$/.test(before) &&
        /^(?:soal|masalah|tentang|perihal|gimana|bagaimana|bisa|tolong|coba|kan|ya)(?![\p{L}])/u.test(after);
      const addressedAfter =
        /^(?:[,.!?]|(?:bisa|tolong|kamu|anda|gimana|bagaimana|udah|sudah|aja|saja|yang|(?:wah\s+)?makasih|ya|mau|coba|nanti|kan|sama (?:pak|bu|mas|mbak|kak|bang)\b))/u.test(
          after,
        ) ||
        // "bu tini ibu ibu pkk bisa bantu": asked, with the group she speaks for.
        ASKED_WITH_GROUP.test(` ${after}`);
      // "yang paling murah dapur bu endang": a business named after its owner is no one at the meeting.
      if (BUSINESS.test(before)) continue;
      // "teh manis", "ci | rak yang belakang": a regional title is also a word, or ends a sentence without commas; a
      // name only where nothing else fits ("teh euis bisa …", "makasih ya ci mei").
      const regional = REGIONAL.test(m[1]!);
      const sure = regional
        ? !thing &&
          // "mbok made", "bli wayan", "dek putu": a Balinese name by birth order after the title is no word.
          ((BIRTH_ORDER.test(m[3]!) && !/^(?:banget|amat|bener|sekali|ayu|bambu|mayang|in|nya)\b/.test(after)) ||
            /(?:^|\s)(?:makasih|terima kasih|thanks|tolong|siap|suksma|nuhun)$/.test(before) ||
            (!after && /(?:^|\s)(?:ya|iya|oke|ok)$/.test(before)) ||
            // "… yang muda muda ya dek putu bisa kumpulin …": asked, after the question's "ya".
            (/(?:^|\s)(?:ya|iya)$/.test(before) && /^(?:bisa|tolong|kamu|coba)\b/.test(after)) ||
            (!before && /^(?:bisa|tolong|kamu|coba|gimana|bagaimana)\b/.test(after)) ||
            // "teh rini bikinin info promonya …": a command follows the title and name.
            ((!before || /(?:^|\s)(?:terus|nah|oke|ok|yaudah|ya udah|sip)$/.test(before)) &&
              isIdVerb(after.split(/\s+/)[0] ?? '')))
        : !thing && (!before || !after || addressedBefore || addressedAfter || turnedTo);
      const hon = m[2] ? `${m[1]!} ${capitalize(m[2])}` : m[1]!;
      // "siap pak malem ini aku bikin": when, after the form of address, is no name.
      if (!TIME_OF_DAY.test(m[3]!)) candidates.push({ at: at(m.index), name: m[3]!, hon, sure });
    }
    for (const re of patterns)
      for (const m of lower.matchAll(re))
        // "bagus makasih teh": a form of address alone is no name.
        if (!FORM_OF_ADDRESS.test(m[1]!)) candidates.push({ at: at(m.index), name: m[1]!, sure: true });
    // "terus yang bawa ke percetakan siapa" — "rendi aja kan kamis dia libur": someone put forward when asked who.
    const put = lang === 'id' && /\bsiapa\b/.test(turns[ti - 1]?.text.toLowerCase() ?? '') && lower.match(PUT_FORWARD);
    if (put) candidates.push({ at: at(0), name: put[1]!, sure: true });
    // "moodboard nadia yang pegang ya bisa kan nad": a hint whose short form the turn then ends on is a name.
    for (const re of HINTS[lang])
      for (const m of lower.matchAll(re)) {
        const end = lower.match(/(?<![\p{L}])(\p{L}{3,4})\s*[.?!]*$/u)?.[1];
        const sure = !!end && end !== m[1] && nicknameOf(end, m[1]!);
        candidates.push({ at: at(m.index), name: m[1]!, sure });
      }
  });
  // "pak teknisi bilang …" — "temenin teknisi nya": a word that takes "-nya" elsewhere in the meeting is a thing.
  const all = turns.map((t) => t.text.toLowerCase()).join('\n');
  const takesNya = (w: string) =>
    lang === 'id' && new RegExp(`(?<![\\p{L}])${escapeRegExp(w)}(?:-| )?nya(?![\\p{L}])`, 'u').test(all);
  const times = new Map<string, number>();
  for (const c of candidates) times.set(c.name, (times.get(c.name) ?? 0) + 1);
  // "lo yang pegang dekor kan" — "iya mbak dekor udah sesuai moodboard": a word someone holds is a thing.
  const held = (w: string) =>
    lang === 'id' &&
    new RegExp(
      `(?<![\\p{L}])(?:pegang|megang|urus|ngurus|handle|soal|masalah)\\s+${escapeRegExp(w)}(?![\\p{L}])`,
      'u',
    ).test(all);
  for (const name of times.keys()) if (takesNya(name) || held(name)) times.delete(name);
  const sure = new Set(candidates.filter((c) => c.sure).map((c) => c.name));
  // "si mila kan jago foto" … "oke makasih mil": a name said once, whose short form is said in address, is that person.
  for (const c of candidates)
    if (!c.hon && !sure.has(c.name) && [...sure].some((s) => nicknameOf(s, c.name) || nicknameOf(c.name, s)))
      sure.add(c.name);
  for (const c of candidates.sort((a, b) => a.at - b.at))
    if (times.has(c.name) && (sure.has(c.name) || times.get(c.name)! > 1)) add(c.name, c.hon);
  if (lang === 'id') for (const full of fullNames([...found.keys()], all)) add(full);
  return [...found.values()];
}

// Where a word is a person talked of or to: "acara bella udah update", "minggu depan ucup minta libur".
const AS_PERSON = String.raw`(?=\s+(?:udah|sudah|lo|lu|kamu|gimana|minta|bisa|yang|aja|tolong|mau|kan|lagi|rundown|bilang)(?![\p{L}]))`;
const BEFORE_PERSON = String.raw`(?:^|\n|(?:sama|ke|dari|makasih|buat|untuk|si|acara|depan)\s+)`;
const PERSON_WORD = new RegExp(String.raw`${BEFORE_PERSON}(\p{L}{4,7})${AS_PERSON}`, 'gu');

/**
 * "put lo follow up …", "coba kirim ke gue cup": a short name said in address is the one said in full elsewhere
 * ("putri rundown udah", "ucup minta libur") when exactly one such word there is where a person goes.
 */
function fullNames(short: string[], all: string): string[] {
  const out: string[] = [];
  const nicks = short.filter((n) => n.length >= 3 && n.length <= 4 && !short.some((o) => o !== n && nicknameOf(n, o)));
  if (!nicks.length) return out;
  const words = new Set([...all.matchAll(PERSON_WORD)].map((m) => m[1]!));
  for (const nick of nicks) {
    const longer = [...words].filter(
      (w) => nicknameOf(nick, w) && w.length <= nick.length + 3 && plausible(w, 'id') && !isIdVerb(w),
    );
    if (longer.length === 1) out.push(longer[0]!);
  }
  return out;
}

const PUT_FORWARD = /^(?:(?:oke|ok|ya|ya udah|yaudah|kalau gitu|terus)[\s,]+)?(\p{L}{2,})\s+(?:aja|saja)(?![\p{L}])/u;

// "tony you know the guy at parks right": a question put to someone by name in the middle of a turn.
const ASKED_MID_TURN = /^\s+you\s+(?:know|knew|have|still have|got|'ve got)\b.*(?:\bright|\?)\s*$/i;

/**
 * Speech without labels: whom a turn speaks to, whose answer comes next. A turn that opens with a form of address
 * and a name ("bu nur data absensi …"), in English a first name alone when a thing or a request follows ("sophie the
 * risk assessment needs doing"), or a question put to someone by name mid-turn.
 */
const ASKED_WITH_GROUP = new RegExp(String.raw`^\s*${SPEAKS_FOR}\s+(?:bisa|tolong)\s+\p{L}{3,}`, 'iu');

export function spokenToIn(text: string, names: Names, lang: SummaryLanguage): string | null {
  const all = names.mentions(text);
  const opening = all[0];
  const opens =
    opening &&
    /^(?:(?:oke|ok|okay|nah|terus|jadi|i?ya|so|and|e+|eh|em+|um|uh)\s+)*$/i.test(text.slice(0, opening.start)) &&
    (/\s/.test(opening.name) ||
      // "nah ojan pas banget lo yang pegang dekor kan", "putri regression test buat release 3.4 kapan bisa",
      // "fikri gimana server lab kemarin"
      (lang === 'id' &&
        (/^\s*(?:\p{L}+\s+){0,3}?(?:lo|lu|elo|elu|kamu)\s|^\s*(?:gimana|bagaimana)\s/iu.test(text.slice(opening.end)) ||
          /\s(?:kapan bisa|bisa kapan|bisa nggak|bisa gak|gimana|bagaimana)\s*\??\s*$/iu.test(text))) ||
      (lang === 'en' &&
        /^\s*(?:the|your|you|can|could|would|will|please|one\s+more\s+thing|quick\s+question)\b/i.test(
          text.slice(opening.end),
        )));
  if (opens) return opening.name;
  // "untuk konsumsi kerja bakti bu tini ibu ibu pkk bisa bantu": someone, with the group they speak for, asked.
  const asked = lang === 'id' ? all.find((m) => ASKED_WITH_GROUP.test(text.slice(m.end))) : undefined;
  if (asked) return asked.name;
  // "terus catering bang tigor": the next thing, then whom it is asked of.
  const last = all.at(-1);
  if (last && !text.slice(last.end).trim() && /\s/.test(last.name) && text.split(/\s+/).length <= 6) return last.name;
  // "… transfer ke bu nur mas rizal ya besok": said to the one named last, with "ya" and when.
  const after = last ? text.slice(last.end) : '';
  if (
    lang === 'id' &&
    last &&
    /\s/.test(last.name) &&
    /^\s*ya(?:\s+(?:besok|nanti|lusa|hari ini))?[\s.!?]*$/i.test(after)
  )
    return last.name;
  if (lang !== 'en') return null;
  return all.find((m) => ASKED_MID_TURN.test(text.slice(m.end)))?.name ?? null;
}

// "iya deh aku yang ngumpulin …": a yes that takes it on.
const TAKES_IT =
  /(?<![\p{L}])(?:iya|oke|ok|siap|bisa|boleh)(?![\p{L}])[^.?!]*?(?:aku|saya|gue)\s+(?:aja\s+)?yang\s+\p{L}/iu;

/**
 * "… siapa yang ngumpulin laras aja ya kamu kan yang paling rapi" — "aduh pakde em iya deh aku yang ngumpulin …":
 * in speech without labels, the one put forward by name and told "you" in the turn before says yes and takes it.
 */
export function takerPutForward(s: Sentence, sentences: Sentence[], names: Names): string | null {
  const before = sentences.filter((x) => x.turn === s.turn - 1).at(-1);
  if (!before || !TAKES_IT.test(s.text)) return null;
  const put = names
    .mentions(before.text)
    .find((m) =>
      /^\s+(?:aja|saja)\s+(?:ya\s+)?(?:kamu|lo|lu)\s+(?:kan|tuh|paling|lebih)(?![\p{L}])/iu.test(
        before.text.slice(m.end),
      ),
    );
  // "oke setuju rina aja saya yang pegang absen": someone else, naming them again.
  return put && !names.mentions(s.text).some((m) => m.name === put.name) ? put.name : null;
}
