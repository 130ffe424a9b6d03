import { z } from 'zod';

/**
 * The summary object of docs/product.md §3, as stored on a transcription. Deliberately lenient: topics and action items
 * may be plain strings or objects (older or model-made data), action items may even be JSON text. Display code
 * normalises it; the summaries module fills the spec's defaults when it generates one.
 */
export const TopicSchema = z.union([
  z.string(),
  z.object({ title: z.string().optional(), points: z.array(z.string()).optional() }).passthrough(),
]);
export const ActionItemSchema = z.union([
  z.string(),
  z
    .object({
      task: z.string().optional(),
      assignee: z.string().optional(),
      deadline: z.string().optional(),
      status: z.string().optional(),
    })
    .passthrough(),
]);
export const ParticipantSchema = z
  .object({ name: z.string().optional(), role: z.string().optional(), contribution: z.string().optional() })
  .passthrough();

export const SummarySchema = z
  .object({
    meetingInfo: z
      .object({
        title: z.string().optional(),
        date: z.string().optional(),
        duration: z.string().optional(),
        location: z.string().optional(),
      })
      .passthrough()
      .optional(),
    summary: z.string().optional(),
    topics: z.array(TopicSchema).optional(),
    actionItems: z.union([z.array(ActionItemSchema), z.string()]).optional(),
    participants: z.array(ParticipantSchema).optional(),
  })
  .passthrough();

export type Summary = z.infer<typeof SummarySchema>;
export type Topic = z.infer<typeof TopicSchema>;
export type ActionItem = z.infer<typeof ActionItemSchema>;
export type Participant = z.infer<typeof ParticipantSchema>;
