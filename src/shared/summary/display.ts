import type { Summary } from './summary.js';

/**
 * What the summary display shows, normalised from the lenient stored object (docs/product.md §2 Summary display
 * component, §3 Summary object, §4 Action item status). Pure, so the screens, the exports and the copy text agree.
 */
export interface TopicView {
  /** null when the topic has no title: the display shows its localized fallback ('Topik'). */
  title: string | null;
  points: string[];
}

export type StatusColor = 'green' | 'blue' | 'yellow';

export type ActionItemView =
  | { kind: 'text'; text: string }
  | {
      kind: 'task';
      task: string;
      assignee: string | null;
      deadline: string | null;
      status: string;
      color: StatusColor;
    };

export interface ParticipantView {
  name: string | null;
  role: string | null;
  contribution: string | null;
}

export interface SummaryView {
  summary: string;
  topics: TopicView[];
  actionItems: ActionItemView[];
  participants: ParticipantView[];
  /** Nothing at all to show: the display says 'No summary content available'. */
  isEmpty: boolean;
}

/** docs/product.md §9: action text that is not valid JSON is shown cut to this many characters. */
export const MALFORMED_ACTION_LIMIT = 100;
/** docs/product.md §4: an action item without a status reads 'Pending'. */
export const DEFAULT_STATUS = 'Pending';

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const optional = (v: unknown): string | null => text(v) || null;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * docs/product.md §4: 'selesai' or 'done' is green, 'progress' blue, anything else yellow (case-insensitive, free
 * text).
 */
export function statusColor(status: string): StatusColor {
  const s = status.toLowerCase();
  if (s.includes('selesai') || s.includes('done')) return 'green';
  if (s.includes('progress')) return 'blue';
  return 'yellow';
}

export function normaliseTopic(topic: unknown): TopicView | null {
  if (isObject(topic)) {
    const points = Array.isArray(topic.points) ? topic.points.map(text).filter(Boolean) : [];
    const title = optional(topic.title);
    return title || points.length ? { title, points } : null;
  }
  const title = text(topic);
  return title ? { title, points: [] } : null;
}

function normaliseActionItem(item: unknown): ActionItemView | null {
  if (isObject(item)) {
    const task = text(item.task);
    if (!task) return null;
    const status = text(item.status) || DEFAULT_STATUS;
    return {
      kind: 'task',
      task,
      assignee: optional(item.assignee),
      deadline: optional(item.deadline),
      status,
      color: statusColor(status),
    };
  }
  const value = text(item);
  return value ? { kind: 'text', text: value } : null;
}

/** Cuts text that is not the JSON it should have been (docs/product.md §9: 100 characters), marking the cut. */
export function cutMalformed(value: string): string {
  const chars = Array.from(value.trim()); // by code point: never splits an emoji or a surrogate pair
  return chars.length > MALFORMED_ACTION_LIMIT ? `${chars.slice(0, MALFORMED_ACTION_LIMIT).join('')}…` : chars.join('');
}

/**
 * Action items may arrive as a list, or as JSON text of a list (model output stored verbatim, possibly in a code
 * fence). Text that does not parse is shown as one item, cut at 100 characters.
 */
export function normaliseActionItems(value: unknown): ActionItemView[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    const raw = value.trim();
    if (!raw) return [];
    const unfenced = raw.replace(/^```(?:json)?\s*([\s\S]*?)\s*```$/i, '$1');
    try {
      list = JSON.parse(unfenced);
    } catch {
      return [{ kind: 'text', text: cutMalformed(raw) }];
    }
    if (isObject(list) && Array.isArray(list.actionItems)) list = list.actionItems;
    else if (!Array.isArray(list)) list = [list];
  }
  if (!Array.isArray(list)) return [];
  return list.map(normaliseActionItem).filter((x): x is ActionItemView => x !== null);
}

function normaliseParticipant(p: unknown): ParticipantView | null {
  if (isObject(p)) {
    const view = { name: optional(p.name), role: optional(p.role), contribution: optional(p.contribution) };
    return view.name || view.role || view.contribution ? view : null;
  }
  const name = text(p);
  return name ? { name, role: null, contribution: null } : null;
}

/** The display's view of a stored summary; null stays null (the display then shows its 'no summary yet' text). */
export function toSummaryView(summary: Summary | null | undefined): SummaryView | null {
  if (!summary || !isObject(summary)) return null;
  const topics = Array.isArray(summary.topics)
    ? summary.topics.map(normaliseTopic).filter((t): t is TopicView => t !== null)
    : [];
  const actionItems = normaliseActionItems(summary.actionItems);
  const participants = Array.isArray(summary.participants)
    ? summary.participants.map(normaliseParticipant).filter((p): p is ParticipantView => p !== null)
    : [];
  const body = text(summary.summary);
  return {
    summary: body,
    topics,
    actionItems,
    participants,
    isEmpty: !body && !topics.length && !actionItems.length && !participants.length,
  };
}
