import {
  SUMMARY_DEFAULTS,
  type GeneratedActionItem,
  type GeneratedParticipant,
  type GeneratedSummary,
  type GeneratedTopic,
} from '../../../../shared/summary/normalize.js';

/**
 * One summary from the summaries of a long meeting's parts. The lists are merged here, deterministically, rather
 * than by another model call: a merge call would have to repeat every action item (and could drop or invent
 * some), and its input could itself outgrow the context. Only the overall title and summary come from the model's
 * merge call (`overall`); without it the parts' summaries are joined.
 */

const normal = (s: string) => s.trim().toLowerCase();
const wordsOf = (s: string) => new Set(normal(s).match(/[\p{L}\p{N}]+/gu) ?? []);

function similar(a: string, b: string): boolean {
  const x = wordsOf(a);
  const y = wordsOf(b);
  let shared = 0;
  for (const w of x) if (y.has(w)) shared++;
  return shared / Math.max(1, x.size + y.size - shared) >= 0.7;
}

function mergeTopics(all: GeneratedTopic[]): GeneratedTopic[] {
  const out: GeneratedTopic[] = [];
  for (const t of all) {
    const same = out.find((o) => normal(o.title) === normal(t.title));
    if (same) same.points = [...new Set([...same.points, ...t.points])];
    else out.push({ title: t.title, points: [...t.points] });
  }
  return out;
}

function mergeActions(all: GeneratedActionItem[], defaults: { deadline: string }): GeneratedActionItem[] {
  const out: GeneratedActionItem[] = [];
  for (const a of all) {
    const same = out.find((o) => normal(o.assignee) === normal(a.assignee) && similar(o.task, a.task));
    if (!same) out.push({ ...a });
    else if (same.deadline === defaults.deadline) same.deadline = a.deadline;
  }
  return out;
}

function mergeParticipants(all: GeneratedParticipant[], defaults: { participant: string }): GeneratedParticipant[] {
  const out: GeneratedParticipant[] = [];
  for (const p of all) {
    const same = out.find((o) => normal(o.name) === normal(p.name));
    if (!same) out.push({ ...p });
    else {
      if (same.role === defaults.participant) same.role = p.role;
      if (!same.contribution) same.contribution = p.contribution;
    }
  }
  return out;
}

export function mergeParts(
  parts: GeneratedSummary[],
  overall?: { title?: string; summary?: string },
): GeneratedSummary {
  const first = parts[0]!;
  const d = SUMMARY_DEFAULTS[first.language];
  const known = (key: 'title' | 'date' | 'duration' | 'location', fallback: string) =>
    parts.map((p) => p.meetingInfo[key]).find((v) => v && v !== fallback) ?? fallback;
  return {
    meetingInfo: {
      title: overall?.title?.trim() || known('title', d.title),
      date: known('date', d.notMentioned),
      duration: known('duration', d.notMentioned),
      location: known('location', d.notMentioned),
    },
    summary: overall?.summary?.trim() || parts.map((p) => p.summary).join(' '),
    topics: mergeTopics(parts.flatMap((p) => p.topics)),
    actionItems: mergeActions(
      parts.flatMap((p) => p.actionItems),
      d,
    ),
    participants: mergeParticipants(
      parts.flatMap((p) => p.participants),
      d,
    ),
    language: first.language,
    generator: first.generator,
  };
}
