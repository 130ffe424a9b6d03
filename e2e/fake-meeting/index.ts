import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { HostBrowser } from './host.js';
import { meetCode, teamsThread, zoomId } from './links.js';
import type { RoomConfig, RoomState } from './rooms.js';
import { startServers } from './server.js';

export { BOT_TEST_BROWSER_ARGS, HOST_BROWSER_ARGS } from './host.js';
export type { GuestStatus, RoomConfig, RoomState, Traps, Wall } from './rooms.js';
export { DEFAULT_TRAPS } from './rooms.js';

/**
 * A local fake meeting for the meeting bot's tests (README.md): Google Meet, Microsoft Teams and Zoom guest flows on
 * three listeners (one per platform, shared rooms), a control API, and a host in a second Chromium that sends a WAV
 * into the call over WebRTC. Usable from Playwright specs and Vitest alike (no @playwright/test here).
 */

export interface HostOptions {
  /** The WAV the host says (e2e/fixtures/audio.ts speechWav()). */
  wav: string;
  /** The host's display name, shown on its tile and as the speaker (default "Host"). */
  speaker?: string;
  /** Play the WAV this long after the first guest's media connects (default 1500 ms). */
  delayMs?: number;
  /** false: play only when host.play() is called. */
  autoPlay?: boolean;
}

export interface FakeHost {
  page: Page;
  /** Resolves when the WAV has been played to the end once (the first time). */
  sent: Promise<void>;
  /** Plays the WAV again (or the first time, with autoPlay false); resolves when it has finished. */
  play(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export interface FakeMeeting {
  /** For MEETING_HOST_ALIASES: `google-meet=127.0.0.1:P1,teams=127.0.0.1:P2,zoom=127.0.0.1:P3`. */
  aliases: string;
  ports: { 'google-meet': number; teams: number; zoom: number };
  meetUrl(room: string): string;
  teamsUrl(room: string): string;
  zoomUrl(room: string, opts?: { pwd?: string }): string;
  configure(room: string, config: RoomConfig): Promise<RoomState>;
  /** Lets in who is waiting (everyone, or the guest with this name). Returns the state after. */
  admit(room: string, name?: string): Promise<RoomState>;
  deny(room: string, name?: string): Promise<RoomState>;
  /** Removes guests from the call (everyone, or the one with this name). */
  remove(room: string, name?: string): Promise<RoomState>;
  /** The host ends the meeting for everyone. */
  end(room: string): Promise<RoomState>;
  /** The host leaves; the others stay (the count drops, so a bot's "alone" rule can fire). */
  hostLeave(room: string): Promise<RoomState>;
  state(room: string): Promise<RoomState>;
  /** Polls state(room) until predicate holds; throws with the last state after timeoutMs. */
  waitFor(room: string, predicate: (s: RoomState) => boolean, timeoutMs?: number): Promise<RoomState>;
  startHost(room: string, opts: HostOptions): Promise<FakeHost>;
  close(): Promise<void>;
}

export async function startFakeMeeting(): Promise<FakeMeeting> {
  const server = await startServers();
  const { rooms, ports } = server;
  const hosts = new HostBrowser();
  const base = (p: keyof typeof ports) => `http://127.0.0.1:${ports[p]}`;
  const state = async (room: string) => rooms.get(room).state();

  let closed = false;
  const waitFor: FakeMeeting['waitFor'] = async (room, predicate, timeoutMs = 15_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (closed) throw new Error(`fake meeting ${room}: closed while waiting`);
      const s = await state(room);
      if (predicate(s)) return s;
      if (Date.now() > deadline)
        throw new Error(`fake meeting ${room}: condition not met in ${timeoutMs} ms; state ${JSON.stringify(s)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  return {
    aliases: `google-meet=127.0.0.1:${ports['google-meet']},teams=127.0.0.1:${ports.teams},zoom=127.0.0.1:${ports.zoom}`,
    ports,
    meetUrl(room) {
      rooms.get(room, 'google-meet');
      return `${base('google-meet')}/${meetCode(room)}`;
    },
    teamsUrl(room) {
      rooms.get(room, 'teams');
      const context = encodeURIComponent(JSON.stringify({ Tid: randomUUID(), Oid: randomUUID() }));
      return `${base('teams')}/l/meetup-join/${encodeURIComponent(teamsThread(room))}/0?context=${context}`;
    },
    zoomUrl(room, opts = {}) {
      rooms.get(room, 'zoom');
      const pwd = opts.pwd ? `?pwd=${encodeURIComponent(opts.pwd)}` : '';
      return `${base('zoom')}/j/${zoomId(room)}${pwd}`;
    },
    async configure(room, config) {
      return rooms.configure(room, config).state();
    },
    async admit(room, name) {
      rooms.get(room).admit(name);
      return state(room);
    },
    async deny(room, name) {
      rooms.get(room).deny(name);
      return state(room);
    },
    async remove(room, name) {
      rooms.get(room).remove(name);
      return state(room);
    },
    async end(room) {
      rooms.get(room).end();
      return state(room);
    },
    async hostLeave(room) {
      rooms.get(room).hostLeave();
      return state(room);
    },
    state,
    waitFor,
    async startHost(room, opts) {
      const r = rooms.get(room);
      if (opts.speaker) r.configure({ platform: r.config.platform, hostName: opts.speaker });
      const key = randomUUID().replace(/-/g, '');
      rooms.wavs.set(key, opts.wav);
      const params = new URLSearchParams({
        room,
        wav: `/_fake/wav/${key}`,
        delayMs: String(opts.delayMs ?? 1500),
        autoPlay: String(opts.autoPlay ?? true),
      });
      const page = await hosts.open(`${base(r.config.platform)}/_fake/host?${params}`);
      const played = async (before: number, timeoutMs: number) => {
        await waitFor(room, () => r.audioDoneCount > before, timeoutMs);
      };
      const sent = played(0, 10 * 60_000);
      // Nobody may await it (a test that only needs the host present): its rejection at close() is not an error.
      sent.catch(() => {});
      return {
        page,
        sent,
        async play(timeoutMs = 120_000) {
          const before = r.audioDoneCount;
          r.playRequests += 1;
          r.changed();
          await played(before, timeoutMs);
        },
        async close() {
          r.hostConnected = false;
          await page.close();
        },
      };
    },
    async close() {
      closed = true;
      await hosts.close();
      await server.close();
    },
  };
}
