import { z } from 'zod';
import { SUMMARY_FAILURE_CODES } from './errors.js';

/**
 * The complete summary object the server generates (docs/product.md §3, every field filled), and the one function that
 * turns whatever a model answered into it with the defaults of docs/product.md §5. Pure: the web can use it on old
 * stored data too.
 */

export const SUMMARY_LANGUAGES = ['id', 'en'] as const;
export type SummaryLanguage = (typeof SUMMARY_LANGUAGES)[number];

export const SUMMARY_GENERATORS = ['llm', 'local', 'canned-test'] as const;
export type SummaryGenerator = (typeof SUMMARY_GENERATORS)[number];

/**
 * docs/product.md §5 defaults. Indonesian values are the spec's, verbatim (its 'Untitled Meeting' is English in the
 * spec too). Summaries are written in the transcript's language (docs/product.md §7), so an English summary gets the
 * English equivalents instead of Indonesian words in the middle of English text.
 */
export const SUMMARY_DEFAULTS = {
  id: {
    title: 'Untitled Meeting',
    notMentioned: 'Tidak disebutkan',
    topic: 'Topik',
    assignee: 'Tim',
    deadline: 'Segera',
    status: 'Pending',
    participant: 'Peserta',
  },
  en: {
    title: 'Untitled Meeting',
    notMentioned: 'Not mentioned',
    topic: 'Topic',
    assignee: 'Team',
    deadline: 'As soon as possible',
    status: 'Pending',
    participant: 'Participant',
  },
} as const satisfies Record<SummaryLanguage, Record<string, string>>;

/** docs/product.md §9: action text that is not the JSON it should be is cut to this many characters. */
export const MALFORMED_TEXT_LIMIT = 100;

const text = z.string();
export const MeetingInfoSchema = z.object({ title: text, date: text, duration: text, location: text });
export const GeneratedTopicSchema = z.object({ title: text.min(1), points: z.array(text) });
export const GeneratedActionItemSchema = z.object({ task: text.min(1), assignee: text, deadline: text, status: text });
export const GeneratedParticipantSchema = z.object({ name: text.min(1), role: text, contribution: text });
/** Set when the AI provider failed and the local summariser stood in: the UI says why. */
export const SummaryNoticeSchema = z.object({
  code: z.enum(SUMMARY_FAILURE_CODES),
  status: z.number().int().optional(),
});

export const GeneratedSummarySchema = z.object({
  meetingInfo: MeetingInfoSchema,
  summary: text.min(1),
  topics: z.array(GeneratedTopicSchema),
  actionItems: z.array(GeneratedActionItemSchema),
  participants: z.array(GeneratedParticipantSchema),
  language: z.enum(SUMMARY_LANGUAGES),
  generator: z.enum(SUMMARY_GENERATORS),
  notice: SummaryNoticeSchema.optional(),
});
export type GeneratedSummary = z.infer<typeof GeneratedSummarySchema>;
export type MeetingInfo = z.infer<typeof MeetingInfoSchema>;
export type GeneratedTopic = z.infer<typeof GeneratedTopicSchema>;
export type GeneratedActionItem = z.infer<typeof GeneratedActionItemSchema>;
export type GeneratedParticipant = z.infer<typeof GeneratedParticipantSchema>;
export type SummaryNotice = z.infer<typeof SummaryNoticeSchema>;

/** What a model answers, read loosely: only the envelope must be an object. */
const LooseSummarySchema = z.looseObject({});

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' || typeof v === 'boolean' ? String(v) : '';
/** The first non-empty value among a field's names (models use snake_case, synonyms and Indonesian keys). */
const pick = (o: Record<string, unknown>, ...keys: string[]): unknown => {
  for (const k of keys) if (o[k] !== undefined && o[k] !== null && o[k] !== '') return o[k];
  return undefined;
};

export function cutMalformed(value: string, limit = MALFORMED_TEXT_LIMIT): string {
  const chars = Array.from(value.trim()); // by code point, so an emoji is never split
  return chars.length > limit ? `${chars.slice(0, limit).join('')}…` : chars.join('');
}

/**
 * The JSON object in a model's answer: bare, in a ``` fence, or with prose around it (the first balanced {...}).
 * Undefined when there is none.
 */
export function extractJson(answer: string): unknown {
  const candidates: string[] = [];
  for (const m of answer.matchAll(/```[a-zA-Z]*\s*\n?([\s\S]*?)```/g)) candidates.push(m[1]!.trim());
  candidates.push(answer.trim());
  for (const c of candidates) {
    try {
      return JSON.parse(c);
    } catch {
      const inner = balancedObject(c);
      if (inner === undefined) continue;
      try {
        return JSON.parse(inner);
      } catch {
        continue;
      }
    }
  }
  return undefined;
}

/** The first `{...}` with balanced braces, skipping braces inside JSON strings. */
function balancedObject(s: string): string | undefined {
  const start = s.indexOf('{');
  if (start < 0) return undefined;
  let depth = 0;
  let inString = false;
  for (let i = start; i < s.length; i++) {
    const c = s[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return s.slice(start, i + 1);
  }
  return undefined;
}

type Defaults = (typeof SUMMARY_DEFAULTS)[SummaryLanguage];

function normalizeTopic(t: unknown, d: Defaults): GeneratedTopic | null {
  if (isObject(t)) {
    const rawPoints = pick(t, 'points', 'poin', 'details', 'keyPoints', 'key_points');
    const points = (Array.isArray(rawPoints) ? rawPoints : rawPoints === undefined ? [] : [rawPoints])
      .map((p) => (isObject(p) ? str(pick(p, 'text', 'point', 'title')) : str(p)))
      .filter(Boolean);
    const title = str(pick(t, 'title', 'topic', 'name', 'judul', 'topik'));
    return title || points.length ? { title: title || d.topic, points } : null;
  }
  const title = str(t);
  return title ? { title, points: [] } : null;
}

function actionFromObject(o: Record<string, unknown>, d: Defaults): GeneratedActionItem | null {
  const task = str(pick(o, 'task', 'tugas', 'action', 'item', 'description', 'title', 'text'));
  if (!task) return null;
  return {
    task,
    assignee:
      str(pick(o, 'assignee', 'pic', 'owner', 'responsible', 'penanggungJawab', 'penanggung_jawab')) || d.assignee,
    deadline:
      str(pick(o, 'deadline', 'due', 'dueDate', 'due_date', 'tenggat', 'batasWaktu', 'batas_waktu')) || d.deadline,
    status: str(pick(o, 'status')) || d.status,
  };
}

const looksLikeJson = (s: string) => /^(```|\{|\[)/.test(s);

function actionItemsFrom(value: unknown, d: Defaults, depth = 0): GeneratedActionItem[] {
  const asTask = (task: string): GeneratedActionItem => ({
    task,
    assignee: d.assignee,
    deadline: d.deadline,
    status: d.status,
  });
  if (typeof value === 'string') {
    const s = value.trim();
    if (!s) return [];
    if (!looksLikeJson(s)) return [asTask(depth === 0 ? cutMalformed(s) : s)];
    const parsed = s.startsWith('[') ? tryParse(s) : extractJson(s);
    if (parsed === undefined || depth > 2) return [asTask(cutMalformed(s))];
    return actionItemsFrom(parsed, d, depth + 1);
  }
  if (Array.isArray(value)) return value.flatMap((v) => actionItemsFrom(v, d, depth + 1));
  if (isObject(value)) {
    const nested = pick(value, 'actionItems', 'action_items');
    if (nested !== undefined) return actionItemsFrom(nested, d, depth + 1);
    const item = actionFromObject(value, d);
    return item ? [item] : [];
  }
  return [];
}

function tryParse(s: string): unknown {
  try {
    return JSON.parse(s);
  } catch {
    return undefined;
  }
}

function normalizeParticipant(p: unknown, d: Defaults): GeneratedParticipant | null {
  if (isObject(p)) {
    const name = str(pick(p, 'name', 'nama'));
    const role = str(pick(p, 'role', 'peran', 'jabatan'));
    const contribution = str(pick(p, 'contribution', 'kontribusi'));
    if (!name && !role && !contribution) return null;
    return { name: name || d.participant, role: role || d.participant, contribution };
  }
  const name = str(p);
  return name ? { name, role: d.participant, contribution: '' } : null;
}

export interface NormalizeOptions {
  language: SummaryLanguage;
  generator: SummaryGenerator;
  /** Facts the caller knows (the transcription's title, date, duration) used where the model left a field empty. */
  known?: Partial<MeetingInfo>;
}

export type NormalizeResult = { ok: true; summary: GeneratedSummary } | { ok: false; issue: string };

/**
 * Validates a model's answer (object or JSON text) and fills every missing field with the spec's defaults in the
 * summary's language. Fails only when there is no summary text: docs/product.md §5, 'Format respons tidak valid'.
 */
export function normalizeSummary(raw: unknown, opts: NormalizeOptions): NormalizeResult {
  const d = SUMMARY_DEFAULTS[opts.language];
  const value = typeof raw === 'string' ? extractJson(raw) : raw;
  const parsed = LooseSummarySchema.safeParse(value);
  if (!parsed.success) return { ok: false, issue: 'not a JSON object' };
  const o = parsed.data;
  const rawSummary = pick(o, 'summary', 'ringkasan', 'overview');
  const summary = Array.isArray(rawSummary) ? rawSummary.map(str).filter(Boolean).join(' ') : str(rawSummary);
  if (!summary) return { ok: false, issue: 'no summary text' };

  const info = pick(o, 'meetingInfo', 'meeting_info', 'meeting');
  const mi = isObject(info) ? info : {};
  const known = opts.known ?? {};
  const field = (key: keyof MeetingInfo, fallback: string) => str(mi[key]) || known[key] || fallback;
  const topics = pick(o, 'topics', 'topik', 'topics_discussed', 'topicsDiscussed', 'key_points', 'keyPoints');
  const participants = pick(o, 'participants', 'peserta', 'attendees');

  return {
    ok: true,
    summary: GeneratedSummarySchema.parse({
      meetingInfo: {
        title: field('title', d.title),
        date: field('date', d.notMentioned),
        duration: field('duration', d.notMentioned),
        location: field('location', d.notMentioned),
      },
      summary,
      topics: (Array.isArray(topics) ? topics : []).map((t) => normalizeTopic(t, d)).filter((t) => t !== null),
      actionItems: actionItemsFrom(pick(o, 'actionItems', 'action_items', 'actions', 'tasks', 'tindakLanjut') ?? [], d),
      participants: (Array.isArray(participants) ? participants : [])
        .map((p) => normalizeParticipant(p, d))
        .filter((p) => p !== null),
      language: opts.language,
      generator: opts.generator,
    }),
  };
}
