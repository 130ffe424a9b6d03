import type { SummaryLanguage } from '../../../../shared/summary/normalize.js';
import { EN_IMPERATIVES, isIdVerb } from './action-rules.js';
import type { Names } from './names.js';
import type { Sentence } from './sentences.js';
import { stopwords, words } from './tokens.js';

/**
 * Tasks handed out after they were described: "… itu harus dibenerin sebelum release. Leo, take that as a
 * follow-up", "someone has to book it grace that's yours". And the thing a short task points back to: "Carla, could
 * you redraw those?" after "the icon set still has the old style" is redrawing the icon set.
 */

const HON = String.raw`(?:Pak|Bu|Bapak|Ibu|Mas|Mbak|Kak|Bang|Om|Tante|Mr\.?|Mrs\.?|Ms\.?)`;
const PERSON = String.raw`((?:${HON}\s+)?\p{Lu}[\p{L}'’-]+)`;
const GIVE = String.raw`(?:(?:can|could|would) you take (?:that|this|it) on|(?:can|could|would) you(?: two| both)? (?:do|handle|sort(?: out)?|take care of|look after) (?:that|this)(?: one)?(?: between you)?|take that as (?:a |an )?(?:follow[- ]?up|action item)|take that one|take that on|take that|that's yours|that one's yours|that's on you|you're on that|you're on it|itu bagian (?:kamu|anda|lo|lu)|itu tugas (?:kamu|anda|lo|lu)|itu jadi pr (?:kamu|anda)|(?:itu\s+)?(?:kamu|anda) yang (?:follow up|urus|pegang|handle)(?: ya)?|(?:itu\s+)?(?:pic|penanggung jawab)\s?-?nya(?:\s+itu)?)`;
const NAME_GIVE = new RegExp(String.raw`(?:^|[\s,.;!?])${PERSON},?\s+${GIVE}(?![\p{L}])`, 'u');
const GIVE_NAME = new RegExp(String.raw`(?:^|[\s,.;!?])${GIVE},?\s+${PERSON}(?![\p{L}])`, 'u');

export interface Handoff {
  name: string;
  /** The words before the hand-over in the same sentence (may be empty). */
  before: string;
  /** "Jordy, kamu yang pegang photoshoot ya": the verb and what follows it, when the hand-over says what. */
  own?: string;
}

/** "…, Leo, take that as a follow-up" / "grace that's yours" / "itu bagian kamu, Rina". */
export function findHandoff(sentence: string, names: Names): Handoff | null {
  const text = sentence.replace(/’/g, "'");
  const m = text.match(NAME_GIVE) ?? text.match(GIVE_NAME);
  if (!m || m.index === undefined) return null;
  const name = names.resolve(m[1]!) ?? (names.plausibleName(m[1]!.split(/\s+/).pop()!) ? m[1]! : null);
  if (!name) return null;
  const after = text.slice(m.index + m[0].length);
  const verb = m[0].match(/yang\s+(follow up|urus|pegang|handle)(?:\s+ya)?$/i)?.[1];
  const object = verb && after.match(/^\s+([^,.?!;]+)/)?.[1];
  // "itu pic-nya Rani ya, bikin poster promonya": the person in charge, then what they do.
  const charge = /(?:pic|penanggung jawab)\s?-?nya/i.test(m[0])
    ? after.match(/^[\s,]+(?:ya[\s,]+)?(\p{L}+\s+[^,.?!;]+)/u)
    : null;
  const told = charge && isIdVerb(charge[1]!.split(/\s+/)[0]!) ? charge[1] : undefined;
  // "kamu yang pegang ig kan bikin konten countdown gitu": who holds it, as everyone knows, then what to do.
  // Not a question about what was done ("… kan kirim ke kelurahan kemarin?").
  const then = verb && after.match(/^\s+[^,.?!;]{1,40}?\s+kan[\s,]+(\p{L}+)(\s[^,.?!;]*)?(?![^.!]*\?)/iu);
  const done = then && /(?<![\p{L}])(?:kemarin|tadi|semalam|udah|sudah|belum)(?![\p{L}])/iu.test(then[0]);
  const asked = then && !done && isIdVerb(then[1]!.toLowerCase());
  const own = asked ? `${then[1]}${then[2] ?? ''}` : object ? `${verb} ${object}` : told;
  if (own) return { name, before: text.slice(0, m.index).trim(), own: own.replace(/\s+(?:ya|yah|dong|deh)$/i, '') };
  return { name, before: text.slice(0, m.index).trim() };
}

const OBLIGATION: Record<SummaryLanguage, RegExp> = {
  id: /^(?:(?:jadi|oke|ok|nah|terus|dan)\s+)*(?:(itu|ini|hal itu|semua itu)\s+)?(?:(?:kita|kami|seseorang|ada yang)\s+)?(?:juga\s+)?(?:harus|perlu|mesti|wajib|(?:butuh|perlu) orang (?:untuk|buat|yang))\s+/i,
  // "we also need someone to collect the litter pickers …": the need, said as who is wanted.
  en: /^(?:(?:so|and|okay|ok|then|right)[\s,]+)*(?:(those|these|that|this|it|they)\s+|(?:someone|somebody|we|you|one of us)\s+)?(?:(?:really|still|also)\s+)?(?:needs? to|has to|have to|must|should|need (?:someone|somebody|a volunteer|people|volunteers) to)\s+(be\s+)?/i,
};

/** "itu harus dibenerin sebelum release" → "benerin … sebelum release" with what "itu" was: the task as a command. */
export function taskFromObligation(source: string, antecedent: string | null, lang: SummaryLanguage): string {
  // "it needs redoing for Christmas" → "redo the display for Christmas".
  const gerund = lang === 'en' ? source.match(NEEDS_DOING) : null;
  if (gerund)
    return [gerundBase(gerund[2]!), gerund[1] && antecedent ? antecedent : null, gerund[3]!.trim()]
      .filter(Boolean)
      .join(' ');
  // "the deck needs the new logo and the pricing slide" → "add the new logo and the pricing slide to the deck".
  const thing = lang === 'en' ? source.match(NEEDS_THING) : null;
  if (thing && !PEOPLE.test(thing[1]!)) return `add ${thing[2]!.trim()} to ${thing[1]!}`;
  // "We need the Indonesian version before the campaign goes live" → "get the Indonesian version …".
  const need = lang === 'en' ? source.match(WE_NEED) : null;
  if (need) return `get ${need[1]!.replace(/[.!]+$/, '')}`;
  const m = source.match(OBLIGATION[lang]);
  if (!m) return source;
  let rest = source.slice(m[0].length);
  if (lang === 'id') {
    // The passive of a command is its di- form: "diupdate" → "update", "dibenerin" → "benerin".
    rest = rest.replace(/^di(\p{L}{4,})/u, '$1');
  } else if (m[2]) {
    // "those have to be designed" → "design".
    rest = rest.replace(/^(\p{L}+)/u, (p: string) => baseOf(p));
  } else if (m[1]) return source;
  if (m[1] && antecedent) {
    const [verb, ...more] = rest.split(/\s+/);
    rest = [verb, antecedent, ...more].join(' ');
  }
  return rest;
}

const WE_NEED =
  /^(?:(?:so|and|okay|ok|then|right|fair)[\s,.]+)*we\s+(?:really\s+|still\s+|also\s+)?need\s+((?:the|a|an|some|more|new)\s+.+)$/iu;
const NEEDS_THING =
  /^(?:(?:so|and|okay|ok|then|right|also)[\s,]+)*(the\s+(?:\p{L}+\s+){0,2}?\p{L}+)\s+(?:still\s+|also\s+)*needs\s+((?:the|a|an|some|new|more|our)\s+[^.!?]+?)\s*[.!]?$/iu;
// Who may need a thing given to them, not added to them ("the coaches need the updated rosters").
const PEOPLE =
  /\b(?:coach|coaches|parents?|kids|team|teams|volunteers?|clients?|customers?|board|staff|students?|teachers?|committee|members?|guests?|people|everyone)$/i;

const NEEDS_DOING =
  /^(?:(?:so|and|okay|ok|then|right)[\s,]+)*(?:(it|that|this|they|those|these)|the\s+[\p{L}\s]+?)\s+(?:still\s+|also\s+|really\s+)*needs?\s+(\p{L}{3,}ing)\b(.*)$/iu;

/** "redoing" → "redo", "fixing" → "fix", "updating" → "update", "planning" → "plan". */
export function gerundBase(gerund: string): string {
  const stem = gerund.toLowerCase().slice(0, -3);
  if (EN_IMPERATIVES.has(stem) || /(?:o|x|w|y|ck|sh|ch|ss|ll|rr)$/.test(stem)) return stem;
  if (/(\p{L})\1$/u.test(stem)) return stem.slice(0, -1);
  return EN_IMPERATIVES.has(`${stem}e`) || /[^aeiou][aeiou][tvcsgzk]$/.test(stem) ? `${stem}e` : stem;
}

/** A past participle's base form, near enough: "designed" → "design", "planned" → "plan", "updated" → "update". */
export function baseOf(participle: string): string {
  const w = participle.toLowerCase();
  if (!w.endsWith('ed') || w.length < 5) return participle;
  if (w.endsWith('ied')) return `${w.slice(0, -3)}y`;
  const stem = w.slice(0, -2);
  if (EN_IMPERATIVES.has(stem)) return stem;
  if (EN_IMPERATIVES.has(`${stem}e`) || /[^aeiou][aeiou][tvcsgz]$/.test(stem)) return `${stem}e`;
  if (/(\p{L})\1$/u.test(stem)) return stem.slice(0, -1);
  return stem;
}

// Words that end the noun phrase a sentence starts with.
const NP_END: Record<SummaryLanguage, RegExp> = {
  id: /^(?:masih|juga|udah|sudah|belum|lagi|yang|itu|ini|kan|nih|sih|tuh|kok|di|ke|dari|untuk|dengan|harus|perlu|akan|mau|bisa|sama|dan|atau|tapi|ada|nya|lumayan|cukup|agak|sangat|terlalu|kayaknya|katanya|sepertinya|kelihatannya|tolong|mohon|coba|dong|buat|gimana|bagaimana)$/,
  en: /^(?:is|are|was|were|still|has|have|had|keeps|kept|went|got|broke|ran|stopped|seems|seemed|looks|looked|will|would|can|could|needs?|should|must|and|or|but|on|in|at|for|with|to|from|of|that|which|who|doesn't|isn't|aren't|wasn't|weren't|hasn't|haven't|didn't|won't|can't|though|although|because|so|if|when|while|then|yet|ever|never|already|just|really|finally|actually|even|always)$/,
};
// Where "for the …" stops naming which one: a time, a verb-like word, a function word.
const FOR_WHAT_END =
  /^(?:last|this|next|year|week|month|today|tomorrow|and|or|but|to|is|are|was|were|that|which|so|if|when|because)$/i;
const NP_SKIP =
  /^(?:probably|maybe|perhaps|honestly|actually|just|the|a|an|our|their|your|my|oh|ah|sorry|hmm|uh|um|please|thanks|so|and|also|but|okay|ok|well|yeah|jadi|oke|nah|terus|untuk|soal|kalau|buat|agreed|right|sure|yes|great|good|fine|exactly|true|setuju|betul|iya|sip)$/;

/** The noun phrase a sentence starts with ("dokumentasi api juga udah …" → "dokumentasi api"), at most 4 words. */
export function leadingNounPhrase(sentence: string, lang: SummaryLanguage): string | null {
  const out: string[] = [];
  // "Kwame, do the volunteers still have those?": the person spoken to is not the thing.
  // "Sophie the risk assessment needs doing" (speech, no comma): the same.
  // "Marcus could you grab one": so is the person asked.
  let all = words(
    sentence
      // "Last thing, the release checklist.", "What about the candles?": the thing, after what leads to it.
      .replace(
        /^\s*(?:(?:and|so|okay|ok)[\s,]+)?(?:(?:last|next|one more|final) thing[\s,:]+|(?:what|how) about\s+)/iu,
        '',
      )
      // "And the Facebook post?": "and" is no one's name.
      .replace(/^\s*(?:and|so|but|also|plus)\s+(?=(?:the|a|an|our|your)\s)/iu, '')
      .replace(
        /^\s*(?:(?:Mr|Mrs|Ms|Dr)\.?\s+)?\p{Lu}[\p{L}'’-]+(?:,\s+|\s+(?=the\s)|\s+(?=(?:could|can|would|will)\s+you\s))/u,
        '',
      )
      // "raj did the council ever come back" (speech, no capitals): so is the one asked a question.
      .replace(
        /^\s*\p{L}+\s+(?=(?:did|does|could|can|would|will)\s+(?:the|you|they|we)\s|you(?:'re|’re| are)\s)/iu,
        '',
      ),
  );
  // "yang paling urgent itu checkout error di android": what is named after "yang … itu".
  const named = lang === 'id' ? sentence.match(/^\s*yang\s+(?:\p{L}+\s+){1,3}?(?:itu|adalah|ialah)\s+(.+)$/iu) : null;
  if (named) all = words(named[1]!);
  // "we need the turnout numbers from the council", "did anyone look at the take-home tests?": a pronoun subject or a
  // question; the thing is the object after its article.
  const first = all.find((w) => !NP_SKIP.test(w.toLowerCase()));
  const subjectFirst =
    /^(?:(?:we|i|you|they|he|she|it)(?:['’](?:d|m|re|ll))?|did|does|do|has|have|is|are|was|were|could|can|should|shall|(?:did|does|do|has|have|is|are|was)n['’]t)$/i;
  if (first && lang === 'en' && subjectFirst.test(first)) {
    const det = all.findIndex((w) => /^(?:the|a|an|our|their|those|these)$/i.test(w));
    // "I'd need signed consent forms first": the thing needed, without an article.
    const needed = all.findIndex((w) => /^(?:need|needs|want|wants)$/i.test(w));
    if (det < 0 && needed < 0) return null;
    all = all.slice((det < 0 ? needed : needed >= 0 ? Math.min(det, needed) : det) + 1);
    if (/^(?:the|a|an|our|their|those|these|to)$/i.test(all[0] ?? '')) all = all.slice(1);
  }
  for (const [i, w] of all.entries()) {
    const lower = w.toLowerCase();
    if (!out.length && NP_SKIP.test(lower)) continue;
    const adverb =
      out.length > 0 &&
      /^(?:first|too|again|now|later|today|tomorrow|yesterday|tonight|honestly|actually|basically|aside|away|dulu|lagi)$/.test(
        lower,
      );
    // "the peak season temps start monday": people or things, then what they do and when; "Staffing said they'd try":
    // who, then what they said.
    const happens =
      out.length > 0 &&
      lang === 'en' &&
      /^(?:start|starts|begin|begins|arrive|arrives|finish|finishes|said|says|told|asked|mentioned|replied|called|emailed)$/.test(
        lower,
      );
    // "the icon set still has …": a word that could be a verb is the noun's last word when the verb comes next.
    const noun = NP_END[lang].test(all[i + 1]?.toLowerCase() ?? '');
    // "the evaluation plan for the state grant last year": which plan, up to when.
    if (lang === 'en' && out.length && lower === 'for' && /^the$/i.test(all[i + 1] ?? '')) {
      const of = all.slice(i + 2, i + 4).filter((_, k, a) => a.slice(0, k + 1).every((x) => !FOR_WHAT_END.test(x)));
      if (of.length) out.push('for', 'the', ...of);
      break;
    }
    if (
      adverb ||
      happens ||
      NP_END[lang].test(lower) ||
      // "the Facebook post?": a verb-like word that ends the sentence is the noun.
      (out.length && !noun && i < all.length - 1 && (lang === 'id' ? isIdVerb(lower) : EN_IMPERATIVES.has(lower)))
    )
      break;
    // "the new ones are on the shared drive": which ones, though "new" alone names nothing.
    const which = lang === 'en' && /^(?:new|old|other|latest|final)$/.test(lower) && all[i + 1] !== undefined;
    if (!out.length && stopwords(lang).has(lower) && !which) return null;
    out.push(w);
    if (out.length === 4) break;
  }
  return out.length ? out.join(' ') : null;
}

const OBJECT_PRONOUN: Record<SummaryLanguage, RegExp> = {
  id: /(?<![\p{L}])(?:itu|ini|semuanya)(?![\p{L}])/iu,
  en: /(?<![\p{L}])(?:those|these|them|it|that one|that|something)(?![\p{L}])/iu,
};

// "the third one", "the other ones": one of the things just named.
const ONE_OF =
  /(?<![\p{L}])((?:the|that)\s+(?:first|second|third|fourth|fifth|last|other|next|new|old)\s+ones?)(?![\p{L}])/iu;

/** Indonesian verbs of handing a thing on, said with where it goes ("kirim ke grup", "booking ke Pak Anton"). */
export const HANDED_ON =
  'kirim|kirimin|kirimkan|kasih|kasihin|serahkan|serahin|bawa|bawain|bawakan|antar|antarin|antarkan|anter|anterin|share|forward|teruskan|terusin|upload|setor|setorin|setorkan|deploy|booking|titip|titipin|ajukan|daftarin|daftarkan|submit';
const SENT_ON_BARE = new RegExp(String.raw`^(${HANDED_ON})\s+(?=(?:ke|kepada)\s)`, 'iu');

// Not "grab it on the way": where, not a particle.
const PHRASAL =
  /^(\p{L}+)\s+(that|this|it|them|those|these)\s+(on|out|up|over|together|back|off)(?![\p{L}])(?!\s+(?:the|my|your|our)\s+way\b)(.*)$/iu;

const REACH_THEM =
  /^(?:message|email|e-mail|text|call|ring|phone|ping|tell|remind|warn|invite|thank)\s+them(?![\p{L}])/iu;

/** A task that only points back ("Redraw those") with the thing it points to put in ("Redraw icon set"). */
export function fillPronoun(task: string, antecedent: string | null, lang: SummaryLanguage): string {
  if (!antecedent) return task;
  // "Staffing said they'd try …" — "I'll call them again": a department named by its work takes no "the".
  if (lang === 'en' && /^\p{L}{4,}ing$/u.test(antecedent) && /\bthem\b/i.test(task))
    return task.replace(/\bthem\b/i, antecedent.toLowerCase());
  // "Jen, can you let the parents know?" — "I'll message them tonight": people to reach, not the pitch just named.
  if (lang === 'en' && REACH_THEM.test(task) && !/s$/i.test(antecedent)) return task;
  if (lang === 'en' && ONE_OF.test(task)) return task.replace(ONE_OF, `$1 of the ${antecedent}`);
  // "we need a room for the practice talk … could you grab one": one such thing.
  if (lang === 'en' && /^\p{L}+\s+one$/iu.test(task.trim())) {
    const thing = antecedent.replace(/^(?:the|a|an)\s+/i, '');
    return task.trim().replace(/one$/i, `${/^[aeiou]/i.test(thing) ? 'an' : 'a'} ${thing}`);
  }
  // "we could get those bungee cords for the lids" — "i'll order some online": some of them.
  const some = lang === 'en' ? task.match(/^(\p{L}+\s+some)(?=\s|$)/iu) : null;
  if (some) return task.replace(some[1]!, `${some[1]} ${antecedent.replace(/^(?:the|those|these)\s+/i, '')}`);
  // "rundown acara udah aku revisi …" — "Kirim ke MC hari ini": sent on with nothing said, it is that thing.
  const sent = lang === 'id' ? task.match(SENT_ON_BARE) : null;
  if (sent)
    return `${sent[1]} ${antecedent.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())} ${task.slice(sent[0].length)}`;
  // "take that on" → "take on the raffle prizes": the particle stays with its verb.
  const phrasal = lang === 'en' ? task.match(PHRASAL) : null;
  // "have it up by Friday": the thing in place, so the particle stays after it ("Have the roster up").
  const held = phrasal && /^(?:have|keep)$/i.test(phrasal[1]!);
  if (phrasal && held) return `${phrasal[1]} the ${antecedent.replace(/^the\s+/i, '')} ${phrasal[3]}${phrasal[4]}`;
  if (phrasal) return `${phrasal[1]} ${phrasal[3]} the ${antecedent.replace(/^the\s+/i, '')}${phrasal[4]}`;
  return task.replace(OBJECT_PRONOUN[lang], lang === 'en' ? `the ${antecedent.replace(/^the\s+/i, '')}` : antecedent);
}

/**
 * What "itu"/"those" most likely points to: the noun phrase of one of the three sentences before (an answer of a word
 * or two, "Great.", "Oke", is not counted).
 */
export function antecedentBefore(
  at: number,
  sentences: Sentence[],
  lang: SummaryLanguage,
  said = '',
  plural = false,
): string | null {
  // "Lina just sends me the shortlist." — Lina: "I'll send it by Wednesday.": what the same verb was said of.
  const verb =
    lang === 'en' ? said.match(/^(?:i'll|i will|i can|we'll)\s+(\p{L}{3,})\s+(?:it|them|that|those)\b/iu) : null;
  if (verb) {
    const of = new RegExp(
      String.raw`(?<![\p{L}])${verb[1]}(?:s|es|ed)?\s+(?:me|us|him|her|you|them\s+)?\s*(?:the|our|your)\s+(\p{L}[\p{L}-]*(?:\s+\p{L}[\p{L}-]*){0,3}?)\s*(?:[.,!?]|$|\s+(?:by|to|on|before|tomorrow|today|tonight)\b)`,
      'iu',
    );
    for (let i = at - 1; i >= Math.max(0, at - 3); i--) {
      const m = sentences[i]!.text.match(of);
      if (m) return m[1]!;
    }
  }
  // "they've put a tempering valve aside for you" — "I'll grab it on the way": what was put by is what is fetched.
  if (lang === 'en' && FETCH_IT.test(said))
    for (let i = at - 1; i >= Math.max(0, at - 3); i--) {
      const put = sentences[i]!.text.match(PUT_BY);
      if (put) return put[1]!;
    }
  let looked = 0;
  // "the api docs are like super outdated" — "the mobile team keeps asking …" — "can someone update them": many.
  const many = plural && lang === 'en' && /\bthem\b/i.test(said);
  for (let i = at - 1; i >= 0 && looked < 3; i--) {
    const text = sentences[i]!.text;
    if (words(text).length <= 2) continue;
    looked++;
    // "… do the volunteers still have those?": a question that points back itself; the thing is further back.
    if (/\?\s*$/.test(text) && OBJECT_PRONOUN[lang].test(text)) continue;
    const np = leadingNounPhrase(text, lang);
    if (many && np && !/s$/i.test(np)) continue;
    // "… it's been a crazy week" — "can you get it to Leo", "I'm traveling until the 30th" — "I'll file it": a
    // stretch of time or a date is never the thing handed on.
    if (np && !TIME_NOUN.test(np) && !/^\d+(?:st|nd|rd|th)?$/i.test(np)) return np;
  }
  return null;
}

const FETCH_IT = /^(?:i'll|i will|i can|we'll)\s+(?:grab|collect|pick up|fetch|get)\s+(?:it|them)\b/i;
const PUT_BY =
  /\b(?:put|set|kept|left|holding)\s+(?:a|an|the|one|two|some)\s+((?:[\p{L}-]+\s+){0,3}?[\p{L}-]+)\s+(?:aside|back|ready)\b/iu;

/** "We need the facilities request in …" — "Get it [the map] to me and I'll file it": what is filed is a request. */
export function paperFiled(said: string, at: number, sentences: Sentence[], lang: SummaryLanguage): string | null {
  if (lang !== 'en' || !/^(?:and\s+)?(?:i'll|i will|i can|we'll)\s+(?:file|submit|lodge)\s+(?:it|that)\b/i.test(said))
    return null;
  for (let i = at; i >= Math.max(0, at - 6); i--) {
    const paper = sentences[i]!.text.match(PAPERWORK);
    if (paper) return paper[1]!;
  }
  return null;
}

const PAPERWORK =
  /\bthe\s+((?:[\p{L}-]+\s+){0,2}(?:request|form|claim|application|paperwork|return|report|complaint|permit|renewal))\b/iu;

const TIME_NOUN =
  /(?<![\p{L}])(?:week|weeks|weekend|day|days|month|months|year|years|morning|afternoon|evening|night|time|while|hour|hours|minggu|hari|bulan|tahun|pagi|siang|sore|malam|waktu)$/iu;
