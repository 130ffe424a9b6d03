import type { SummaryLanguage } from '../../../../shared/summary/normalize.js';
import { isIdVerb, LEXICON } from './action-rules.js';
import { PAIR_ONLY } from './action-text.js';
import { HONORIFICS } from './address.js';
import type { Names } from './names.js';
import { splitSpoken } from './spoken-clauses.js';
import { escapeRegExp, words } from './tokens.js';

/**
 * Clauses of a sentence, one task each: at ";" and ":", at a comma that starts a new subject ("..., tolong ...",
 * "..., Bayu atur ...", "..., and I'll ..."), and before "nanti aku …" even without one. Short pieces ("Oke", "Rina")
 * join the next.
 */
// Offices people are called by ("pak camat", "bu lurah"): often someone talked about, not someone asked.
const ROLES = /^(?:camat|lurah|kades|bupati|rt|rw|ketua|sekcam|sekdes|dokter|direktur|kepala|kapolsek|satpam)$/i;
const clauseSplitters = new WeakMap<Names, RegExp>();
function clauseSplitter(lang: SummaryLanguage, names: Names): RegExp {
  let re = clauseSplitters.get(names);
  if (!re) {
    const people = names.people.flatMap((s) => [s, s.split(/\s+/).pop()!]).map(escapeRegExp);
    // ", lalu Bu Endang yang memfinalisasi …": the next person's part starts a clause.
    const next = lang === 'id' ? '(?:(?:lalu|terus|kemudian|dan)\\s+)?' : '(?:(?:then|and)\\s+)?';
    const starts = [
      LEXICON[lang].clauseStarts,
      ...(people.length ? [`${next}(?:${people.join('|')})\\s+\\p{Ll}`] : []),
    ];
    // Speech-to-text has no commas: "… udah nanya ke konveksi nanti aku follow up …" turns at "nanti aku" (and "…
    // jeng nanti malem saya kirim …"); "… bu tini aja dodi tolong kamu yang booking": so does the next one asked.
    const named = names.people
      .filter((p) => !ROLES.test(p.split(/\s+/).pop()!))
      .flatMap((p) => [p, p.split(/\s+/).pop()!])
      .map(escapeRegExp);
    const asked = named.length
      ? String.raw`|(?<!\b(?:${HONORIFICS}|tolong|minta|mohon|oke|ok|ya|nah|terus|jadi|udah|sip|itu|ini|sama|dan))\s+(?=(?:${named.join('|')})\s+(?:tolong|bisa|kamu|coba)\s)`
      : '';
    // "… cancelled on us so nadia could you book …", "… the twelfth marcus you're on …": asked by name, mid-turn.
    const askedEn = named.length
      ? String.raw`|(?<!\b(?:to|with|tell|told|ask|asked|thanks|thank|and|for|about|from|like|said))\s+(?=(?:(?:so|then|but)\s+)?(?:${named.join('|')})\s+(?:(?:can|could|would|will) you|you're|you are)\s)`
      : '';
    // "… i can do the sign up sheet i'll put it on class dojo": a promise starts a clause without a comma too.
    const promiseEn = String.raw`|(?<!\b(?:and|so|then|but|if|when|once|that|because|think|guess|hope|know|said|say|which|what|where|whether|sure|yeah|yes|yep|okay|ok|oh|well|fine|alright))\s+(?=i(?:'ll| will) \p{L})`;
    // "bu maria kan sudah urus selendang biar saya saja yang koordinasi …": the speaker takes it on from there.
    // "makanya aku belum iyain aku mau konfirmasi dulu …": what they have not done, then what they will.
    // "… kamu kan ngerti teknologi coba cari aplikasi …": the request after the reason.
    // "aku kirim pengumuman hari ini terus bersihinnya minggu depan": the next step, with its own day.
    const spokenId = String.raw`|(?<!\b(?:bisa|mau|kita|saya|aku|kamu|lo|yang|untuk|buat|akan|tolong|mohon|ya|dulu|juga|sih|aja|saja))\s+(?=coba\s+\p{L}{3,})|\s+(?=nanti\s+(?:saya|aku|kami)\s+\p{L})|(?<=^(?:\S+\s+){3,}\S+)\s+(?=nanti\s+(?:pagi|siang|sore|malam|malem)\s+(?:saya|aku|kami)\s+\p{L})|\s+(?=tapi\s+(?:kamu|lo|lu|anda)\s+\p{L})|(?<!\b(?:yang|kalau|kalo|ya|itu|ini|nah|oke|ok|terus|jadi|udah|sudah|sip|deh|dong|gitu|begitu))\s+(?=biar\s+(?:saya|aku|gue)\s+(?:saja|aja)\s+yang\s)|(?<=\b(?:belum|nggak|gak|tidak)\s+\p{L}+)\s+(?=(?:saya|aku)\s+(?:mau|akan)\s+\p{L}{3,})|\s+(?=(?:terus|lalu|abis itu|habis itu)\s+\p{L}{3,}nya\s+(?:besok|lusa|minggu|senin|selasa|rabu|kamis|jumat|sabtu|hari|tanggal)\b)`;
    // "Send me their invoice and I'll cut the check Monday": what is asked of the other, then the speaker's part.
    const askThenPromise = String.raw`|(?<=^(?:(?:just|please|so|then)\s+)?(?:send|get|give|forward|email|text|show|bring|pass)\s+(?:me|us|it|them|that)\s[^,;]*?)\s+(?=and\s+i(?:'ll| will)\s)`;
    const spoken = lang === 'id' ? spokenId + asked : askedEn + promiseEn + askThenPromise;
    re = new RegExp(String.raw`\s*[;:]\s+|,\s+(?=(?:${starts.join('|')}))${spoken}`, 'giu');
    clauseSplitters.set(names, re);
  }
  return re;
}

export function splitClauses(sentence: string, lang: SummaryLanguage, names: Names): string[] {
  const re = clauseSplitter(lang, names);
  // Speech-to-text writes in lower case; a name at the start has its capital back ("Oki dp bis besok aku …").
  const lowerStart = /^\p{Ll}/u.test(sentence) || names.mentions(sentence)[0]?.start === 0;
  const unpunctuated = lang === 'id' && !/[,.;:?!]/.test(sentence) && lowerStart;
  const pieces = sentence
    .split(re)
    .flatMap((p) => (unpunctuated && p ? splitSpoken(p) : [p]))
    .filter((p) => p && p.trim());
  // "Besok saya ganti, saya beli karetnya dulu …": so is a promise of the speaker's own, with its day.
  const own = (p: string) =>
    (unpunctuated && /^(?:saya|aku|gue)\s+\p{L}+\s+\p{L}+/iu.test(p.trim())) ||
    (lang === 'id' && isIdVerb(p.trim().match(/^(?:besok|lusa|nanti)\s+(?:saya|aku|gue)\s+(\p{L}+)$/iu)?.[1] ?? ''));
  const out: string[] = [];
  let carry = '';
  pieces.forEach((p, i) => {
    const piece = carry ? `${carry}, ${p.trim()}` : p.trim();
    // "saya kenal takmirnya | saya bisa menanyakan …": a short statement of the speaker's own stands alone.
    if ((words(piece).length <= 3 || PAIR_ONLY.test(piece)) && i < pieces.length - 1 && !own(p)) carry = piece;
    else {
      out.push(piece);
      carry = '';
    }
  });
  if (carry) out.push(carry);
  return out;
}
