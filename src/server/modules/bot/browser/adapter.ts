import type { Page } from 'playwright-core';
import type { HostAlias } from '../../../../shared/meeting-link.js';
import type { PageSignals } from './signals.js';

export interface JoinInput {
  url: string;
  displayName: string;
  password: string | undefined;
  aliases: readonly HostAlias[];
}

/** Where the adapter is in the pre-join screens (kept between ticks). */
export interface PreJoinState {
  nameDone: boolean;
  clicks: number;
}

/**
 * One platform: where to go, one step of its pre-join screens at a time (join.ts calls it each tick until Join is
 * clicked, and checks walls, lobby and admission in between), its pop-ups, and how to leave.
 */
export interface PlatformAdapter {
  signals: PageSignals;
  /** Teams: one server-mixed track carries everyone. */
  preferTeamsMain: boolean;
  joinUrl(input: JoinInput): string;
  /** Does what the screen shows now; true once Join / Ask to join was clicked. Throws JoinFailure for a dead end. */
  preJoinStep(page: Page, input: JoinInput, state: PreJoinState): Promise<boolean>;
  /** Answers pop-ups in the lobby and the call (cheap when there is none). */
  dismiss(page: Page): Promise<void>;
  leave: readonly string[];
  leaveConfirm: readonly string[];
  lobbyCancel: readonly string[];
}
