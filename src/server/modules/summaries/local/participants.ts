import {
  SUMMARY_DEFAULTS,
  type GeneratedActionItem,
  type GeneratedParticipant,
  type SummaryLanguage,
} from '../../../../shared/summary/normalize.js';
import { Names } from './names.js';
import { capitalize, cleanSentence, type Sentence } from './sentences.js';
import { isSubstantive } from './topics.js';
import { escapeRegExp } from './tokens.js';

/**
 * Participants: the speakers in order of first words, each with the role they state ("saya Budi, sebagai manajer
 * proyek", "As treasurer, ...") or that others give them ("Pak Agus sebagai pembina"), and what they contributed:
 * their most central statement and how many action items they took.
 */

const ROLE_NOUN_EN =
  'manager|lead|leader|director|chair|chairperson|treasurer|secretary|coordinator|engineer|designer|developer|analyst|head|officer|owner|president|member|consultant|recruiter|organizer|organiser|facilitator|representative';
const SELF_ROLE: Record<SummaryLanguage, RegExp[]> = {
  id: [
    /\b(?:saya|aku)\s+(?:\p{Lu}[\p{L}'’-]+\s*,?\s*)?(?:di sini\s+)?(?:sebagai|selaku)\s+([^,.;!?]+)/iu,
    /^(?:sebagai|selaku)\s+([^,.;!?]+),\s*(?:saya|aku)\b/iu,
    /\b(?:saya|aku)\s+dari\s+((?:tim|divisi|bagian|departemen)\s+\p{L}+)/iu,
  ],
  en: [
    new RegExp(
      String.raw`\bI(?:'m| am)\s+(?:\p{Lu}[\p{L}'’-]+,\s*)?(?:the|a|an|your)\s+((?:[\p{L}-]+\s+){0,2}(?:${ROLE_NOUN_EN}))\b`,
      'iu',
    ),
    new RegExp(String.raw`^as\s+(?:the\s+)?((?:[\p{L}-]+\s+){0,2}?(?:${ROLE_NOUN_EN}))\s*,`, 'iu'),
  ],
};
const OTHER_ROLE: Record<SummaryLanguage, (name: string) => RegExp> = {
  id: (name) => new RegExp(String.raw`\b${escapeRegExp(name)}\s+(?:sebagai|selaku)\s+([^,.;!?]+)`, 'u'),
  en: (name) =>
    new RegExp(String.raw`\b${escapeRegExp(name)},\s+(?:our|the)\s+((?:[\p{L}-]+\s+){0,2}(?:${ROLE_NOUN_EN}))\b`, 'u'),
};
// Where a stated role ends: "ketua RT mau membahas ..." is "ketua RT".
const ROLE_END = /\s+(?:mau|akan|yang|dan|hari|di|untuk|ingin|hendak|sudah|juga|for|and|who|here|today|katanya)\b.*$/i;

function tidyRole(raw: string): string | null {
  const role = raw.replace(ROLE_END, '').trim();
  const n = role.split(/\s+/).length;
  return role && n <= 5 ? capitalize(role) : null;
}

function roleOf(name: string, own: Sentence[], others: Sentence[], lang: SummaryLanguage): string | null {
  for (const s of own) {
    for (const re of SELF_ROLE[lang]) {
      const m = s.text.match(re);
      const role = m && tidyRole(m[1]!);
      if (role) return role;
    }
  }
  const patterns = [...new Set([name, name.replace(/^(?:Pak|Bu|Bapak|Ibu|Mas|Mbak)\s+/, '')])].map(OTHER_ROLE[lang]);
  for (const s of others) {
    for (const re of patterns) {
      const m = s.text.match(re);
      const role = m && tidyRole(m[1]!);
      if (role) return role;
    }
  }
  return null;
}

function contributionOf(
  name: string,
  own: Sentence[],
  scores: Float64Array,
  actions: GeneratedActionItem[],
  lang: SummaryLanguage,
): string {
  // What they said themselves, rather than what they asked of others ("Fitri, tolong ...").
  const asking = lang === 'id' ? /\b(?:tolong|mohon|minta tolong)\b/i : /\b(?:please|can you|could you|would you)\b/i;
  const candidates = own.filter((s) => isSubstantive(s, lang));
  const ranked = [...candidates].sort(
    (a, b) =>
      Number(asking.test(a.text)) - Number(asking.test(b.text)) ||
      scores[b.index]! - scores[a.index]! ||
      a.index - b.index,
  );
  const best = ranked[0];
  let text = best ? cleanSentence(best.text, lang) : '';
  if (text.length > 160) text = `${text.slice(0, text.lastIndexOf(' ', 160))}…`;
  const owned = actions.filter((a) => a.assignee === name);
  if (!owned.length) return text;
  const count =
    lang === 'id' ? `${owned.length} tindak lanjut` : `${owned.length} action item${owned.length > 1 ? 's' : ''}`;
  if (!text)
    return capitalize(
      lang === 'id' ? `Bertanggung jawab atas ${count}: ${owned[0]!.task}` : `Owns ${count}: ${owned[0]!.task}`,
    );
  return `${text} (${count})`;
}

export function participantsOf(
  sentences: Sentence[],
  names: Names,
  scores: Float64Array,
  actions: GeneratedActionItem[],
  lang: SummaryLanguage,
): GeneratedParticipant[] {
  const d = SUMMARY_DEFAULTS[lang];
  let people = names.speakers;
  if (!people.length) {
    // No speaker labels: the people the meeting names with a form of address, and those who took tasks.
    const named = Names.honorificNames(sentences.map((s) => s.text).join('\n')).filter((n) => !/\bRT$/.test(n));
    const assignees = actions
      .map((a) => a.assignee)
      .filter((a) => a !== d.assignee && !/^(?:tim|bagian|divisi)\b|\bteam$/i.test(a));
    // "Pak Hendra" is the "Hendra" already listed.
    const all = [...new Set([...names.people, ...named, ...assignees])];
    people = all.filter((p) => !all.some((o) => o !== p && p.endsWith(` ${o}`)));
  }
  // Only sentences that can state someone else's role are searched for it.
  const stating = sentences.filter((s) =>
    (lang === 'id' ? /\b(?:sebagai|selaku)\b/ : /,\s+(?:our|the)\s/).test(s.text),
  );
  const bySpeaker = new Map<string, Sentence[]>();
  for (const s of sentences) {
    if (!s.speaker) continue;
    const list = bySpeaker.get(s.speaker);
    if (list) list.push(s);
    else bySpeaker.set(s.speaker, [s]);
  }
  return people.map((name) => {
    const own = bySpeaker.get(name) ?? [];
    return {
      name,
      role: roleOf(name, own, stating, lang) ?? d.participant,
      contribution: contributionOf(name, own, scores, actions, lang),
    };
  });
}
