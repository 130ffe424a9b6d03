import { ACTIVE_BOT_STATES, type BotSession } from '../../../shared/api/bots.js';
import type { BotSessionRow } from './bot.schema.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A session as the API shows it (src/shared/api/bots.ts). */
export function toBotSession(row: BotSessionRow): BotSession {
  return {
    id: row.id,
    platform: row.platform,
    meetingUrl: row.meetingUrl,
    language: row.language,
    displayName: row.displayName,
    state: row.state,
    endReason: row.endReason ?? null,
    failure: row.failureCode ? { code: row.failureCode, detail: row.failureDetail ?? null } : null,
    hasScreenshot: !!row.screenshotKey,
    recordingId: row.recordingId,
    transcriptionId: row.transcriptionId ?? null,
    scheduledBotId: row.scheduledBotId ?? null,
    status: ACTIVE_BOT_STATES.includes(row.state) ? 'active' : 'ended',
    createdAt: row.createdAt.toISOString(),
    joinedAt: iso(row.joinedAt),
    audioAt: iso(row.audioAt),
    endedAt: iso(row.endedAt),
  };
}

/** "{user}'s Notulen Bot" (docs/product.md §9): the name, else the e-mail's local part, else 'User'. */
export function botDisplayName(user: { name?: string | null; email?: string | null } | undefined): string {
  const name = user?.name?.trim() || user?.email?.split('@')[0]?.trim() || 'User';
  return `${name.slice(0, 60)}'s Notulen Bot`;
}
