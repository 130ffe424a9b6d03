import { randomUUID } from 'node:crypto';
import type { MeetingPlatform } from '../../src/shared/meeting-link.js';

/**
 * The fake meeting's state: rooms, the guests (bots) that knock, the people in the call, and the signalling mailboxes
 * between a guest's page and the host page. Pages follow their room through server-sent events (server.ts); the
 * test drives it through the control methods (index.ts). One process, no persistence.
 */

/** A page that renders instead of the meeting (each is a real platform's wall, meeting-bots.md §A). */
export type Wall =
  | 'blocked' // Meet: "You can't join this video call" (anti-bot wall)
  | 'not-found' // Meet: "Check your meeting code"
  | 'sign-in' // Teams: a sign-in page with input[name="loginfmt"]
  | 'captcha' // Teams: "Verify you're a real person"
  | 'not-started' // Zoom: title "Error - Zoom", "This meeting link is invalid (3,001)"
  | 'bot-wall'; // Zoom: the RTMS wall after Join

/** Behaviours that a naive bot gets wrong; each defaults to what the real platform does (README.md). */
export interface Traps {
  /** Meet: a "Got it" pop-up over the pre-join screen that intercepts clicks until dismissed (default off). */
  gotIt?: boolean;
  /** Meet: the Gemini "take notes for me" consent dialog right after admission (default off). */
  gemini?: boolean;
  /** Meet: "Return to home screen" button in the lobby, which means waiting, not rejected (default on). */
  returnHomeInLobby?: boolean;
  /**
   * Meet: the lobby has the call toolbar too (mic, camera and `Leave call`), so that button is no sign of admission
   * (screenapp's field experience, Vexa's selectors.ts warning) (default on).
   */
  leaveInLobby?: boolean;
  /** Meet: the call toolbar (Leave call included) hides 3 s after the last mouse move (default on). */
  toolbarAutoHide?: boolean;
  /** Teams: role="alert" mute toasts right after admission (default on). */
  muteToasts?: boolean;
  /** Teams: the "Continue without audio or video" confirmation over the pre-join screen (default off). */
  noMediaDialog?: boolean;
  /** Zoom: the OneTrust cookie banner over the page (default on). */
  cookieBanner?: boolean;
  /** Zoom: the in-page media permission dialog, "Allow" or "Continue without microphone and camera" (default on). */
  permissionDialog?: boolean;
  /** Zoom: "The host would like you to unmute" modal shortly after admission (default on). */
  unmuteModal?: boolean;
}

export const DEFAULT_TRAPS: Required<Traps> = {
  gotIt: false,
  gemini: false,
  returnHomeInLobby: true,
  leaveInLobby: true,
  toolbarAutoHide: true,
  muteToasts: true,
  noMediaDialog: false,
  cookieBanner: true,
  permissionDialog: true,
  unmuteModal: true,
};

export interface RoomConfig {
  platform: MeetingPlatform;
  wall?: Wall | undefined;
  /** Zoom: asked for when the link has no (or a wrong) `pwd`. */
  passcode?: string | undefined;
  /** Other people in the call besides the host (note-taker bots such as "Otter.ai" included). */
  participants?: string[];
  /** Guests wait in the lobby until admit() (default true); false: straight into the call. */
  lobby?: boolean;
  /** Admit a knocking guest by itself after `autoAdmitMs` (default 1500 ms, so the lobby is seen first). */
  autoAdmit?: boolean;
  autoAdmitMs?: number;
  traps?: Traps;
  /** The host's display name (default "Host"; startHost's `speaker` replaces it). */
  hostName?: string;
}

export type GuestStatus = 'waiting' | 'in-call' | 'denied' | 'removed' | 'ended' | 'left';

export interface Guest {
  id: string;
  name: string;
  status: GuestStatus;
  /** The guest chose no audio (Zoom "Continue without microphone and camera", Teams "Don't use audio"). */
  audio: boolean;
  knockedAt: number;
  admittedAt: number | null;
  leftAt: number | null;
  /** How a `left` guest went: its Leave (or Cancel) button, or its page closed without it. */
  leftVia: 'leave' | 'disconnect' | null;
  /** The guest's page has an answered peer connection to the host page. */
  mediaConnected: boolean;
}

export interface RoomState {
  room: string;
  platform: MeetingPlatform;
  wall: Wall | null;
  /** Names of guests in the lobby. */
  waiting: string[];
  /** Everyone in the call: the host (while present), configured participants, admitted guests. */
  inCall: string[];
  /** When the first guest was admitted (ms since epoch), or null. */
  botJoinedAt: number | null;
  /** The host page started playing its WAV into the call. */
  audioSent: boolean;
  /** The host page finished playing its WAV. */
  audioDone: boolean;
  /** Who is speaking now (the host while the WAV plays), or null. */
  speaking: string | null;
  hostPresent: boolean;
  ended: boolean;
  guests: Guest[];
}

/** What a guest page is told (server-sent events): its own status and the call as it would see it. */
export interface GuestView {
  status: GuestStatus | 'prejoin';
  /** Remote participants (the guest itself excluded), with an id per participant. */
  participants: { id: string; name: string }[];
  speaking: string | null;
  /** An SDP offer from the host page waiting for this guest's answer. */
  offer: { sdp: string; tracks: OfferTrack[] } | null;
}

/** A track of the host page's offer, found by the guest through its transceiver's mid. */
export interface OfferTrack {
  participantId: string;
  name: string;
  mid: string;
}

/** A signalling request for the host page: build a peer connection for this guest. */
export interface HostJob {
  guestId: string;
  platform: MeetingPlatform;
  /** Meet: one track per remote participant; Teams: the mix twice (mainAudio + a redundant copy); Zoom: the mix. */
  tracks: { participantId: string; name: string; msid: string; speaks: boolean }[];
}

type Listener = () => void;

export class Room {
  readonly id: string;
  config: Required<Omit<RoomConfig, 'wall' | 'passcode'>> & Pick<RoomConfig, 'wall' | 'passcode'>;
  guests = new Map<string, Guest>();
  /** The host is in the call (as a name) until hostLeave() or end(); startHost() adds its audio. */
  hostPresent = true;
  /** A host page (startHost) is connected and can send audio. */
  hostConnected = false;
  /** Times host.play() was asked for; the host page plays once per increment. */
  playRequests = 0;
  ended = false;
  botJoinedAt: number | null = null;
  audioSent = false;
  audioDone = false;
  /** Times the host page finished playing its WAV. */
  audioDoneCount = 0;
  speaking: string | null = null;
  /** Offers from the host page for a guest, and the guest's answer back. */
  offers = new Map<string, GuestView['offer']>();
  answers = new Map<string, string>();
  hostJobs: HostJob[] = [];
  private listeners = new Set<Listener>();
  private autoAdmitTimers = new Set<NodeJS.Timeout>();
  /** Open event streams per guest page. */
  private streams = new Map<string, number>();

  constructor(id: string, config: RoomConfig) {
    this.id = id;
    this.config = Room.withDefaults(config);
  }

  static withDefaults(config: RoomConfig) {
    return {
      platform: config.platform,
      wall: config.wall,
      passcode: config.passcode,
      participants: config.participants ?? [],
      lobby: config.lobby ?? true,
      autoAdmit: config.autoAdmit ?? false,
      autoAdmitMs: config.autoAdmitMs ?? 1500,
      traps: { ...DEFAULT_TRAPS, ...config.traps },
      hostName: config.hostName ?? 'Host',
    };
  }

  configure(config: RoomConfig) {
    this.config = Room.withDefaults({ ...this.config, ...config, traps: { ...this.config.traps, ...config.traps } });
    this.changed();
  }

  /** Page listeners (SSE streams) re-read their view on every change. */
  subscribe(listener: Listener) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  changed() {
    for (const l of this.listeners) l();
  }

  knock(name: string, audio: boolean) {
    const guest: Guest = {
      id: randomUUID(),
      name,
      status: 'waiting',
      audio,
      knockedAt: Date.now(),
      admittedAt: null,
      leftAt: null,
      leftVia: null,
      mediaConnected: false,
    };
    this.guests.set(guest.id, guest);
    if (this.ended) guest.status = 'ended';
    else if (!this.config.lobby) this.admitGuest(guest);
    else if (this.config.autoAdmit) {
      const timer = setTimeout(() => {
        this.autoAdmitTimers.delete(timer);
        if (guest.status === 'waiting') this.admitGuest(guest);
        this.changed();
      }, this.config.autoAdmitMs);
      this.autoAdmitTimers.add(timer);
    }
    this.changed();
    return guest;
  }

  private admitGuest(guest: Guest) {
    guest.status = 'in-call';
    guest.admittedAt = Date.now();
    this.botJoinedAt ??= guest.admittedAt;
    if (guest.audio) this.requestMedia(guest);
  }

  /** Asks the host page (when there is one) for a peer connection to an admitted guest with audio. */
  requestMedia(guest: Guest) {
    if (!this.hostConnected || guest.status !== 'in-call' || !guest.audio) return;
    if (this.hostJobs.some((j) => j.guestId === guest.id) || this.offers.has(guest.id)) return;
    this.hostJobs.push({ guestId: guest.id, platform: this.config.platform, tracks: this.tracksFor() });
  }

  private tracksFor(): HostJob['tracks'] {
    const host = { participantId: 'host', name: this.config.hostName };
    // msid ids are SDP tokens: no spaces or other specials from a room's name.
    const tag = this.id.replace(/[^A-Za-z0-9-]/g, '-');
    if (this.config.platform === 'teams') {
      // One server-mixed track recognisable as mainAudio, plus a redundant copy of the same mix: a bot that
      // captures every remote track hears each word twice (Vexa PR #1024).
      return [
        { ...host, msid: `mainAudio-${tag} mainAudio-${randomUUID()}`, speaks: true },
        { ...host, msid: `audio-redundant-${tag} audio-${randomUUID()}`, speaks: true },
      ];
    }
    if (this.config.platform === 'zoom') {
      return [{ ...host, msid: `zoom-mix-${tag} zoom-audio-${randomUUID()}`, speaks: true }];
    }
    // Meet: one stream per remote participant; only the host has something to say.
    return [
      { ...host, msid: `host-${tag} host-audio-${randomUUID()}`, speaks: true },
      ...this.config.participants.map((name, i) => ({
        participantId: `p${i}`,
        name,
        msid: `p${i}-${tag} p${i}-audio-${randomUUID()}`,
        speaks: false,
      })),
    ];
  }

  private select(name: string | undefined, statuses: GuestStatus[]) {
    return [...this.guests.values()].filter((g) => statuses.includes(g.status) && (!name || g.name === name));
  }

  admit(name?: string) {
    const guests = this.select(name, ['waiting']);
    for (const g of guests) this.admitGuest(g);
    this.changed();
    return guests.length;
  }

  deny(name?: string) {
    const guests = this.select(name, ['waiting']);
    for (const g of guests) g.status = 'denied';
    this.changed();
    return guests.length;
  }

  remove(name?: string) {
    const guests = this.select(name, ['in-call']);
    for (const g of guests) {
      g.status = 'removed';
      g.leftAt = Date.now();
    }
    this.changed();
    return guests.length;
  }

  end() {
    this.ended = true;
    this.hostPresent = false;
    this.speaking = null;
    for (const g of this.select(undefined, ['waiting', 'in-call'])) {
      g.status = 'ended';
      g.leftAt = Date.now();
    }
    this.changed();
  }

  hostLeave() {
    this.hostPresent = false;
    this.speaking = null;
    this.changed();
  }

  /** The guest clicked the platform's Leave (or cancelled in the lobby). */
  guestLeft(guestId: string, via: 'leave' | 'disconnect' = 'leave') {
    const g = this.guests.get(guestId);
    if (g && (g.status === 'in-call' || g.status === 'waiting')) {
      g.status = 'left';
      g.leftAt = Date.now();
      g.leftVia = via;
      this.changed();
    }
  }

  /**
   * A guest's page keeps its event stream open while it lives. When the last one closes (the bot closed its browser
   * without clicking Leave) the guest drops out of the call after a short grace, as the platforms do.
   */
  guestConnected(guestId: string) {
    this.streams.set(guestId, (this.streams.get(guestId) ?? 0) + 1);
    return () => {
      const left = (this.streams.get(guestId) ?? 1) - 1;
      this.streams.set(guestId, left);
      if (left > 0) return;
      const timer = setTimeout(() => {
        this.autoAdmitTimers.delete(timer);
        if (!this.streams.get(guestId)) this.guestLeft(guestId, 'disconnect');
      }, 2000);
      this.autoAdmitTimers.add(timer);
    };
  }

  /** The names in the call, as the platform's roster would list them. */
  inCall() {
    return [
      ...(this.hostPresent ? [this.config.hostName] : []),
      ...this.config.participants,
      ...this.select(undefined, ['in-call']).map((g) => g.name),
    ];
  }

  viewFor(guestId: string | null): GuestView {
    const guest = guestId ? this.guests.get(guestId) : undefined;
    const status = guest?.status ?? 'prejoin';
    const others = [
      ...(this.hostPresent ? [{ id: 'host', name: this.config.hostName }] : []),
      ...this.config.participants.map((name, i) => ({ id: `p${i}`, name })),
      ...this.select(undefined, ['in-call'])
        .filter((g) => g.id !== guestId)
        .map((g) => ({ id: g.id, name: g.name })),
    ];
    return {
      status,
      participants: status === 'in-call' ? others : [],
      speaking: status === 'in-call' ? this.speaking : null,
      offer: status === 'in-call' && guestId ? (this.offers.get(guestId) ?? null) : null,
    };
  }

  state(): RoomState {
    return {
      room: this.id,
      platform: this.config.platform,
      wall: this.config.wall ?? null,
      waiting: this.select(undefined, ['waiting']).map((g) => g.name),
      inCall: this.inCall(),
      botJoinedAt: this.botJoinedAt,
      audioSent: this.audioSent,
      audioDone: this.audioDone,
      speaking: this.speaking,
      hostPresent: this.hostPresent,
      ended: this.ended,
      guests: [...this.guests.values()].map((g) => ({ ...g })),
    };
  }

  dispose() {
    for (const t of this.autoAdmitTimers) clearTimeout(t);
    this.listeners.clear();
  }
}
