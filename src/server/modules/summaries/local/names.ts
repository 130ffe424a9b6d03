import type { SummaryLanguage } from '../../../../shared/summary/normalize.js';
import { capitalize } from './sentences.js';
import { escapeRegExp, stopwords } from './tokens.js';

/** Forms of address before a name: "Pak Budi", "Bu Dewi", "Mbak Wati", "Mr. Lee". */
const HONORIFIC = String.raw`(?:Pak|Bu|Bapak|Ibu|Mas|Mbak|Kak|Bang|Dik|Dok|Teh|Kang|Uni|Uda|Bli|Mbok|Daeng|Cak|Om|Tante|Bude|Pakde|Bulik|Paklik|Mr\.?|Mrs\.?|Ms\.?|Miss|Dr\.?)`;
// "Pak Haji Rahmat" is Rahmat, and is also called "Pak Haji": the title goes with the form of address.
/** Titles said between the form of address and the name, in lower case as speech-to-text writes them. */
export const TITLE_WORDS = ['haji', 'hajjah', 'hajah', 'ustadz', 'ustad', 'ustazah', 'kyai', 'kiai', 'dokter', 'prof'];
const TITLE = `(?:${TITLE_WORDS.map(capitalize).join('|')})`;
const STRIP_HONORIFIC = new RegExp(String.raw`^${HONORIFIC}\s+(?:${TITLE}\s+)?`, 'u');
const TITLED = new RegExp(String.raw`^${HONORIFIC}\s+${TITLE}(?=\s+\p{Lu})`, 'u');
const HONORIFIC_NAME = new RegExp(String.raw`\b${HONORIFIC}\s+(?:${TITLE}\s+(?=\p{Lu}))?(\p{Lu}[\p{L}'’-]+)`, 'gu');

// Capitalised words that start sentences or name things without being people.
const NOT_NAMES = new Set(
  `oke ok okay baik siap nah jadi terus iya ya sip great thanks thank fine right sure yes yeah good perfect also so
  well alright hi hello morning pagi siang sore malam selamat terima halo untuk soal dari and but or then ibu bapak
  pak bu tim team monday tuesday wednesday thursday friday saturday sunday senin selasa rabu kamis jumat sabtu minggu
  january february march april may june july august september october november december januari februari maret mei
  juni juli agustus oktober desember google zoom teams slack figma grafana asana whatsapp instagram tiktok jakarta
  yaudah udah gapapa nggak gak ee eh hahaha wkwk abis lanjut sorry btw guys gaes dok`
    .split(/\s+/)
    .filter(Boolean),
);

export interface Mention {
  name: string;
  start: number;
  end: number;
}

/**
 * The people of a meeting: its speakers (with the shorter forms people use for them: "Pak Hendra" is also
 * "Hendra", "Reza" is also "Rez") and anyone named with a form of address ("Pak Yanto"). Names are matched with
 * their capital letter only, so a speaker called "Will" is never the English "will".
 */
export class Names {
  private readonly aliases = new Map<string, string>();
  private readonly pattern: RegExp;

  /** Speakers and the people named in address when there are no speakers (src/.../local/address.ts). */
  readonly people: string[];

  constructor(
    readonly speakers: string[],
    private readonly lang: SummaryLanguage,
    readonly addressed: string[] = [],
  ) {
    // "bel lo kejar …" and "bella udah update belum": a nickname of someone named in full is that person.
    const fullNameOf = (a: string) => {
      const short = a.replace(STRIP_HONORIFIC, '');
      const longer = [...speakers, ...addressed].filter((p) => p !== a && nicknameOf(short, p));
      return longer.length === 1 && !speakers.includes(a) ? longer[0]! : null;
    };
    const nicknames = new Map(addressed.flatMap((a) => (fullNameOf(a) ? [[a, fullNameOf(a)!] as const] : [])));
    this.people = [...speakers, ...addressed.filter((a) => !speakers.includes(a) && !nicknames.has(a))];
    for (const [nick, full] of nicknames) this.aliases.set(nick, full);
    for (const s of this.people) {
      const bare = s.replace(STRIP_HONORIFIC, '');
      const titled = s.match(TITLED)?.[0];
      for (const alias of [s, bare, bare.split(/\s+/)[0]!, ...(titled ? [titled] : [])])
        if (alias.length >= 2) this.aliases.set(alias, s);
    }
    const alternatives = [...this.aliases.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
    const honorific = String.raw`${HONORIFIC}\s+\p{Lu}[\p{L}'’-]+`;
    this.pattern = new RegExp(String.raw`(?<![\p{L}])(?:${[honorific, ...alternatives].join('|')})(?![\p{L}])`, 'gu');
  }

  /** The canonical name of a mention: the speaker it refers to, or the mention itself with a form of address. */
  resolve(mention: string): string | null {
    const m = mention.trim();
    const direct = this.aliases.get(m) ?? this.aliases.get(m.replace(STRIP_HONORIFIC, ''));
    if (direct) return direct;
    if (new RegExp(String.raw`^${HONORIFIC}\s+\p{Lu}`, 'u').test(m)) return m.replace(/\s+/g, ' ');
    // A nickname: the first three or more letters of exactly one speaker's name ("Rez" for Reza).
    if (/^\p{Lu}\p{L}{2,}$/u.test(m)) {
      const matches = this.people.filter((s) => nicknameOf(m, s));
      if (matches.length === 1) return matches[0]!;
    }
    // "Sa, lo bisa update poster …?": two letters of a short name, said in address, when only one name starts so.
    if (/^\p{Lu}\p{Ll}$/u.test(m) && !stopwords('id').has(m.toLowerCase()) && !stopwords('en').has(m.toLowerCase())) {
      const first = (p: string) => p.replace(STRIP_HONORIFIC, '').split(/\s+/)[0]!.toLowerCase();
      const matches = this.people.filter((p) => first(p).length <= 5 && first(p).startsWith(m.toLowerCase()));
      if (matches.length === 1) return matches[0]!;
    }
    return null;
  }

  /** People named in a text, left to right. */
  mentions(text: string): Mention[] {
    const out: Mention[] = [];
    for (const m of text.matchAll(this.pattern)) {
      const name = this.resolve(m[0]);
      if (name) out.push({ name, start: m.index, end: m.index + m[0].length });
    }
    return out;
  }

  /** Could this capitalised word be a person not yet known (in a place only a person fits, like "Omar, can you")? */
  plausibleName(word: string): boolean {
    if (!/^\p{Lu}[\p{L}'’-]+$/u.test(word)) return false;
    const lower = word.toLowerCase();
    return !NOT_NAMES.has(lower) && !stopwords(this.lang).has(lower);
  }

  /** Honorific names anywhere in a text (used to list people when the transcript has no speaker labels). */
  static honorificNames(text: string): string[] {
    return [...text.matchAll(HONORIFIC_NAME)].map((m) => m[0].replace(/\s+/g, ' '));
  }
}

/** "Rez" for Reza, and the end of a name too, as Indonesians shorten them: "Tan" for Intan, "Gus" for Agus. */
export function nicknameOf(short: string, person: string): boolean {
  const full = person.replace(STRIP_HONORIFIC, '').split(/\s+/)[0]!.toLowerCase();
  const nick = short.toLowerCase();
  return nick.length >= 3 && full.length > nick.length && (full.startsWith(nick) || full.endsWith(nick));
}

/** "bu tini ibu ibu pkk bisa bantu": the group someone speaks for, said after their name (up to two words of it). */
export const SPEAKS_FOR = String.raw`(?:ibu[- ]ibu|bapak[- ]bapak|anak[- ]anak|teman[- ]teman|temen[- ]temen)(?:\s+\p{L}+){0,2}?`;

const TEAM: Record<SummaryLanguage, RegExp> = {
  id: /\b(tim|divisi|bagian|departemen|panitia)\s+(\p{L}+)/iu,
  en: /\b(?:the\s+)?(\p{L}+)\s+(team|department)\b/iu,
};

/**
 * A team named as the doer ("Bagian kurikulum akan ...", "the web team will ..."): its display name ('Bagian
 * Kurikulum', 'Web team') and the words as spoken.
 */
export function teamSubject(clause: string, lang: SummaryLanguage): { name: string; text: string } | null {
  const m = clause.match(TEAM[lang]);
  if (!m || m.index === undefined) return null;
  const before = clause.slice(0, m.index).trim();
  const after = clause.slice(m.index + m[0].length);
  // The team must be the subject: at the start of the clause and followed by a future or obligation.
  if (before.split(/\s+/).filter(Boolean).length > 1) return null;
  const modal =
    lang === 'id'
      ? /^\s*(?:\p{L}+\s+){0,2}?(akan|harus|perlu|yang akan|nanti)\b/iu
      : /^\s*(will|'ll|should|needs? to|is going to|must)\b/i;
  if (!modal.test(after)) return null;
  const text = clause.slice(0, m.index + m[0].length);
  if (lang === 'id') {
    const word = m[2]!.toLowerCase();
    if (stopwords('id').has(word)) return null;
    return { name: `${capitalize(m[1]!.toLowerCase())} ${capitalize(word)}`, text };
  }
  const word = m[1]!.toLowerCase();
  if (stopwords('en').has(word) || word === 'the') return null;
  return { name: `${capitalize(word)} ${m[2]!.toLowerCase()}`, text };
}
