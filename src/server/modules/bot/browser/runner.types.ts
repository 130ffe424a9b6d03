import type { BotEndReason, BotFailureCode } from '../../../../shared/api/bots.js';
import type { HostAlias, MeetingPlatform } from '../../../../shared/meeting-link.js';
import type { Log } from '../../../platform/logger.js';

/**
 * The contract between the bot module (sessions, jobs, the capture pipeline: ../bot.*.ts) and the browser that attends
 * a meeting (this folder: Chromium, one adapter per platform, audio capture inside the page). The runner knows nothing
 * of users, recordings or the database; the module knows nothing of pages and selectors.
 */
export interface BotRunOptions {
  /** The meeting link as the user gave it (the adapter rewrites it: Meet `?hl=en`, Zoom `/j/` → `/wc/…/join`). */
  url: string;
  platform: MeetingPlatform;
  /** "{user}'s Notulen Bot". */
  displayName: string;
  /** Zoom's passcode when the link carries none in `pwd` (the spec's bot-server API passes it apart). */
  password?: string | undefined;
  browser: {
    /** Debian's /usr/bin/chromium unless BOT_CHROMIUM_PATH says otherwise. */
    executablePath: string;
    /** BOT_BROWSER_ARGS, appended to the bot's own flags. */
    extraArgs: string[];
  };
  /** Every wait is bounded (ms). */
  limits: {
    /** In the lobby / waiting room before giving up (BOT_LOBBY_TIMEOUT_S): failure BOT_LOBBY_TIMEOUT. */
    lobbyMs: number;
    /** Alone in the meeting (no person besides the bot and other note-taker bots) before leaving: end reason `alone`. */
    aloneMs: number;
    /** Longest stay in a meeting: end reason `max_duration`. */
    maxDurationMs: number;
    /** Admitted but no non-silent audio this long: `onNoAudio` with a screenshot (the bot stays). */
    noAudioMs: number;
    /** Loading the platform's page and getting to its join button (navigation, pre-join screens). */
    joinMs: number;
  };
  /**
   * Aborted by the user's Stop, a stop from another process, or shutdown: the bot leaves the meeting (clicks Leave,
   * closes the browser) and the run resolves `{ kind: 'left', reason: 'stopped' }` (or the reason given to abort()).
   */
  signal: AbortSignal;
  events: BotRunEvents;
  /** MEETING_HOST_ALIASES: hosts that count as a platform (the Zoom rewrite parses the link with them). */
  hostAliases?: readonly HostAlias[] | undefined;
  /** Where the runner tells what it did and what went wrong inside the page (default: nowhere). */
  log?: Pick<Log, 'info' | 'warn'> | undefined;
}

export interface BotRunEvents {
  /** The page is open and the bot is filling in the pre-join screen. */
  onJoining(): void;
  /** Asked to join: in the lobby / waiting room. */
  onWaiting(): void;
  /** Admitted (positive signals only: participant tiles or the in-call leave control, and no lobby text). */
  onAdmitted(): void;
  /** 16 kHz mono Int16 PCM of the meeting's remote audio, in order, every 100–250 ms. */
  onAudio(pcm: Int16Array): void;
  /** The first non-silent audio after admission. */
  onFirstSound(): void;
  /** Admitted but silent for `limits.noAudioMs` (called once per silent stretch). */
  onNoAudio(screenshot: Buffer | null): void;
  /**
   * The compressed copy of the meeting's audio: WebM/Opus, one chunk a second, `seq` from 0 per run (a rejoin starts a
   * new WebM stream at 0; the module offsets it).
   */
  onChunk(seq: number, webm: Buffer): void;
  /**
   * Who is speaking, where the platform shows it (the speaking indicator of a participant tile): `name`, or null when
   * nobody is; `audioSeconds` is the time in the PCM stream given so far (for labelling segments).
   */
  onSpeaker(name: string | null, audioSeconds: number): void;
}

export type BotOutcome =
  | { kind: 'left'; reason: BotEndReason }
  | { kind: 'failed'; code: BotFailureCode; detail: string | null; screenshot: Buffer | null };

/** Attends one meeting, from launching the browser to closing it; never throws (a failure is an outcome). */
export type RunMeetingBot = (opts: BotRunOptions) => Promise<BotOutcome>;
