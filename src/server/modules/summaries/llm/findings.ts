import {
  SUMMARY_DEFAULTS,
  type GeneratedActionItem,
  type GeneratedSummary,
  type SummaryLanguage,
} from '../../../../shared/summary/normalize.js';

/**
 * The local summariser as the model's safety net (issue 13): its action items go into the prompt as hints, and
 * after the model answers, every action item either of them found stays — once. The model's wording wins where both
 * found the same task; the local item fills in an assignee or deadline the model left at the default.
 */

const HONORIFIC = /^(?:pak|bu|bapak|ibu|mas|mbak|kak|bang|om|tante|mr\.?|mrs\.?|ms\.?|dr\.?)\s+/;
const person = (s: string) => s.trim().toLowerCase().replace(HONORIFIC, '');
const keys = (s: string) =>
  new Set((s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length >= 3).map((w) => w.slice(0, 5)));

/** Share of the shorter task's words found in the other. */
function overlap(a: string, b: string): number {
  const x = keys(a);
  const y = keys(b);
  let shared = 0;
  for (const k of x) if (y.has(k)) shared++;
  return shared / Math.max(1, Math.min(x.size, y.size));
}

/** The same task: half the words of the shorter, and the same person unless one of them is the default. */
export function sameTask(a: GeneratedActionItem, b: GeneratedActionItem, lang: SummaryLanguage): boolean {
  const team = person(SUMMARY_DEFAULTS[lang].assignee);
  const pa = person(a.assignee);
  const pb = person(b.assignee);
  const people = pa === pb || pa === team || pb === team;
  return people && overlap(a.task, b.task) >= 0.5;
}

/** Model items first (deduplicated among themselves), then the local ones the model did not find. */
export function mergeActionItems(
  model: GeneratedActionItem[],
  local: GeneratedActionItem[],
  lang: SummaryLanguage,
): GeneratedActionItem[] {
  const d = SUMMARY_DEFAULTS[lang];
  const out: GeneratedActionItem[] = [];
  for (const item of [...model, ...local]) {
    const same = out.find((o) => sameTask(o, item, lang));
    if (!same) {
      out.push({ ...item });
      continue;
    }
    if (person(same.assignee) === person(d.assignee) && person(item.assignee) !== person(d.assignee))
      same.assignee = item.assignee;
    if (same.deadline === d.deadline && item.deadline !== d.deadline) same.deadline = item.deadline;
  }
  return out;
}

/** The model's summary with the local findings merged in: action items, and participants it did not list. */
export function withLocalFindings(model: GeneratedSummary, local: GeneratedSummary): GeneratedSummary {
  const lang = model.language;
  const named = new Set(model.participants.map((p) => person(p.name)));
  return {
    ...model,
    actionItems: mergeActionItems(model.actionItems, local.actionItems, lang),
    participants: [...model.participants, ...local.participants.filter((p) => !named.has(person(p.name)))],
  };
}

/** The hints in the prompt, in the transcript's language. */
export function hintsMessage(items: GeneratedActionItem[], lang: SummaryLanguage): string {
  if (!items.length) return '';
  const head =
    lang === 'id'
      ? 'Tindak lanjut yang ditemukan pemeriksa otomatis (bisa keliru atau kurang: periksa terhadap transkrip, perbaiki, lengkapi, dan jangan hilangkan yang benar):'
      : 'Action items an automatic checker found (they may be wrong or incomplete: check them against the transcript, correct and complete them, and keep the right ones):';
  return [head, ...items.map((a) => `- ${a.task} — ${a.assignee} — ${a.deadline}`)].join('\n');
}
