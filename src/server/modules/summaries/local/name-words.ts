import type { SummaryLanguage } from '../../../../shared/summary/normalize.js';
import { EN_IMPERATIVES, isIdVerb, isListedIdVerb } from './action-rules.js';
import { TITLE_WORDS } from './names.js';
import { standardCommand } from './spoken-verbs.js';
import { stopwords } from './tokens.js';

/** Which words heard where people are addressed can be names ("pak wagimin" can, "pak kursi" and "bu maksud" not). */

const TITLE_ONLY = new RegExp(`^(?:${TITLE_WORDS.join('|')})$`);

export const BUSINESS =
  /(?:^|\s)(?:dapur|warung|kedai|rumah makan|depot|toko|laundry|salon|bengkel|kios|konveksi|penjahit|sambal|bakso|soto|gudeg|warteg|kantin|percetakan)$/;

// Words these places hold that are not names.
const NOT_NAMES = new Set(
  `oke ok okay baik siap nah jadi terus iya ya sip great thanks thank fine right sure yes yeah yep good perfect also so
  well alright hi hello morning pagi siang sore malam selamat terima halo untuk soal dari and but or then tim team
  semua semuanya kalian kita kami kamu anda saya aku dia mereka everyone everybody all guys you someone somebody
  sekalian sekali banyak deh dong sih kok ini itu nanti yang juga lagi aja saja kan ada udah sudah belum bisa tolong
  makasih kasih bapak ibu pak bu mas mbak kak bang dik om tante mr mrs ms miss ugh um uh eh hmm wah nih loh lho tuh
  oh ah please can could would will that this it one ones much lot lots god rt rw tinggal maaf izin mohon kemarin
  besok sekarang gimana bagaimana masih mau harus perlu sama dulu gas aman beres otw mantap noted yaudah gapapa
  sorry btw guys gaes insyaallah insya alhamdulillah amin assalamualaikum idea point nice cool menurut barusan sebagian cuti konsumsi kotak stok
  stock supplier vendor kurir tua gila parah bego lucu gokil keren hebat jago rajin pinter
  nikahan kondangan arisan lamaran sunatan bro sis bos boss gan caranya swastiastu santih suksma maksud maksudnya
  misalnya intinya sebenarnya sesudah sesudahnya sebelumnya`
    .split(/\s+/)
    .filter(Boolean),
);

export const BIRTH_ORDER = /^(?:wayan|made|nyoman|ketut|putu|kadek|komang|gede|nengah)$/;

export function plausible(word: string, lang: SummaryLanguage, titled = false): boolean {
  const w = word.toLowerCase();
  // Two letters may be a name ("oke jo lo kirimin …"), but most two-letter words are not.
  if (w.length < 2 || (w.length === 2 && !/^(?:jo|al|ed|bo)$/.test(w))) return false;
  // Balinese names by birth order ("bli made", "dek putu") are names, though "made" is an English word.
  if (lang === 'id' && BIRTH_ORDER.test(w)) return true;
  if (w.includes('-') || NOT_NAMES.has(w) || stopwords(lang).has(w) || stopwords('en').has(w)) return false;
  // "tolong notanya disimpan": a thing with its "-nya" is no name.
  if (lang === 'id' && /^\p{L}{3,}nya$/u.test(w)) return false;
  // "makasih pak haji": the title of someone named in full elsewhere.
  if (TITLE_ONLY.test(w)) return false;
  // Laughter ("wah itu mahal pak hahaha") is no name.
  if (/^(?:(?:ha)+h?|(?:he)+|(?:hi)+|(?:wk)+)$/.test(w)) return false;
  // "udah kak keliatan", "kedengeran kok": a ke-…-an word is how something seems, not a name.
  if (w.length >= 8 && /^ke\p{L}+an$/u.test(w)) return false;
  // "tolong dikirim ke mas fauzan": a verb in the passive is no name either.
  const passive = lang === 'id' && /^di\p{L}{3,}$/u.test(w) && isIdVerb(w.slice(2));
  // "pak wagimin", "bu karmin": after a form of address, a word only shaped like a Jakarta -in verb is a Javanese name.
  // Only the endings such names have ("-imin", "-armin", "-udin"), not "matiin", "pinjemin", "naikin".
  const stem = w.slice(0, -2);
  const shapedOnly =
    titled &&
    w.length >= 6 &&
    /(?:[aiu]|r|s)min$|[aiu]din$/.test(w) &&
    ![w, stem, `${stem}i`, `${stem}kan`].some(isListedIdVerb) &&
    !standardCommand(w);
  // "put lo follow up mas arga": in an Indonesian meeting an English verb may well be a nickname.
  return !((lang === 'id' && isIdVerb(w) && !shapedOnly) || passive || (lang === 'en' && EN_IMPERATIVES.has(w)));
}
