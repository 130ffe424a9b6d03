import type { SummaryView } from './display.js';

/** Localized words the plain-text summary needs; the web passes its current language's texts. */
export interface SummaryLabels {
  summary: string;
  topics: string;
  actionItems: string;
  participants: string;
  /** Shown for a topic without a title (docs/product.md §5 default 'Topik'). */
  topicFallback: string;
  /** Shown for a participant without a name (docs/product.md §5 default 'Peserta'). */
  participantFallback: string;
  assignee: string;
  deadline: string;
  status: string;
}

export const ENGLISH_SUMMARY_LABELS: SummaryLabels = {
  summary: 'Summary',
  topics: 'Topics Discussed',
  actionItems: 'Action Items',
  participants: 'Participants',
  topicFallback: 'Topic',
  participantFallback: 'Participant',
  assignee: 'Assignee',
  deadline: 'Deadline',
  status: 'Status',
};

export interface SummarySection {
  heading: string;
  lines: string[];
}

/**
 * The summary as headed sections of plain lines: what the copy button copies and what the TXT, Markdown and HTML
 * exports lay out. Sections without content are left out.
 */
export function summarySections(view: SummaryView, labels: SummaryLabels): SummarySection[] {
  const sections: SummarySection[] = [];
  if (view.summary) sections.push({ heading: labels.summary, lines: view.summary.split(/\r?\n/) });
  if (view.topics.length) {
    sections.push({
      heading: labels.topics,
      lines: view.topics.flatMap((topic, i) => [
        `${i + 1}. ${topic.title ?? labels.topicFallback}`,
        ...topic.points.map((p) => `   - ${p}`),
      ]),
    });
  }
  if (view.actionItems.length) {
    sections.push({
      heading: labels.actionItems,
      lines: view.actionItems.map((item) => {
        if (item.kind === 'text') return `- ${item.text}`;
        const details = [
          item.assignee && `${labels.assignee}: ${item.assignee}`,
          item.deadline && `${labels.deadline}: ${item.deadline}`,
          `${labels.status}: ${item.status}`,
        ].filter(Boolean);
        return `- ${item.task} (${details.join('; ')})`;
      }),
    });
  }
  if (view.participants.length) {
    sections.push({
      heading: labels.participants,
      lines: view.participants.map((p) => {
        const role = p.role ? ` (${p.role})` : '';
        const contribution = p.contribution ? `: ${p.contribution}` : '';
        return `- ${p.name ?? labels.participantFallback}${role}${contribution}`;
      }),
    });
  }
  return sections;
}

/** The summary as plain text (sections separated by a blank line). */
export function summaryToText(view: SummaryView, labels: SummaryLabels = ENGLISH_SUMMARY_LABELS): string {
  return summarySections(view, labels)
    .map((s) => [s.heading, ...s.lines].join('\n'))
    .join('\n\n');
}
