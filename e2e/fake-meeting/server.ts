import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MeetingPlatform } from '../../src/shared/meeting-link.js';
import { idsOf, isMeetCode } from './links.js';
import {
  meetBlockedPage,
  meetNotFoundPage,
  notFoundPage,
  skinPage,
  teamsSignInPage,
  zoomNotStartedPage,
} from './pages.js';
import { Room, type OfferTrack, type RoomConfig } from './rooms.js';

/**
 * The fake meeting's HTTP side: one listener per platform (so MEETING_HOST_ALIASES maps each to its platform), all
 * sharing the rooms. Pages follow their room through server-sent events and post their actions (knock, leave,
 * signalling) as JSON. `/ctl/:room/*` is the control API over HTTP for anyone outside this process.
 */

const CLIENT_DIR = join(fileURLToPath(new URL('.', import.meta.url)), 'client');
const CONTENT_TYPES: Record<string, string> = { js: 'text/javascript', css: 'text/css' };

export class Rooms {
  private rooms = new Map<string, Room>();
  /** WAV files the host pages fetch (`/_fake/wav/<key>`), by key. */
  wavs = new Map<string, string>();
  /** Meet code, Zoom id or Teams thread → room. */
  private byId = new Map<string, string>();

  get(room: string, platform?: MeetingPlatform): Room {
    let r = this.rooms.get(room);
    if (!r) {
      r = new Room(room, { platform: platform ?? 'google-meet' });
      this.rooms.set(room, r);
      // The room's own name too: Teams' short links (/meet/<id>?p=) carry no thread.
      for (const id of [room, ...Object.values(idsOf(room))]) this.byId.set(id, room);
    }
    return r;
  }

  configure(room: string, config: RoomConfig) {
    const r = this.get(room, config.platform);
    r.configure(config);
    return r;
  }

  /** The room a platform id (from a page's URL) names, or undefined when no test made it. */
  find(id: string) {
    const room = this.byId.get(id);
    return room === undefined ? undefined : this.rooms.get(room);
  }

  dispose() {
    for (const r of this.rooms.values()) r.dispose();
  }
}

function send(res: ServerResponse, status: number, body: string, type = 'text/html; charset=utf-8') {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(body);
}

const json = (res: ServerResponse, body: unknown, status = 200) =>
  send(res, status, JSON.stringify(body), 'application/json');

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** A server-sent event stream that sends `view()` now and after every change of the room. */
function stream(req: IncomingMessage, res: ServerResponse, room: Room, view: () => unknown) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
  let last = '';
  const push = () => {
    const data = JSON.stringify(view());
    if (data === last) return;
    last = data;
    res.write(`data: ${data}\n\n`);
  };
  push();
  const unsubscribe = room.subscribe(push);
  req.on('close', unsubscribe);
}

/** Routes shared by the three listeners: client files, the pages' API, the host page's signalling, control. */
async function common(rooms: Rooms, platform: MeetingPlatform, req: IncomingMessage, res: ServerResponse, url: URL) {
  const path = url.pathname;
  const q = (k: string) => url.searchParams.get(k) ?? '';
  const file = /^\/_fake\/client\/([a-z-]+\.(js|css))$/.exec(path);
  if (file && req.method === 'GET') {
    const body = await readFile(join(CLIENT_DIR, file[1]!), 'utf8').catch(() => null);
    if (body === null) return send(res, 404, 'not found', 'text/plain');
    return send(res, 200, body, CONTENT_TYPES[file[2]!]);
  }
  const wav = /^\/_fake\/wav\/(\w+)$/.exec(path);
  if (wav && rooms.wavs.has(wav[1]!)) {
    res.writeHead(200, { 'content-type': 'audio/wav', 'cache-control': 'no-store' });
    return res.end(await readFile(rooms.wavs.get(wav[1]!)!));
  }
  if (path === '/_fake/events') {
    const room = rooms.get(q('room'), platform);
    const guest = q('guest') || null;
    if (guest) req.on('close', room.guestConnected(guest));
    return stream(req, res, room, () => room.viewFor(guest));
  }
  if (path === '/_fake/host') {
    return send(res, 200, hostPage(q('room')));
  }
  if (path === '/_fake/host-events') {
    const room = rooms.get(q('room'), platform);
    return stream(req, res, room, () => ({
      jobs: room.hostJobs,
      answers: Object.fromEntries(room.answers),
      present: room.hostPresent && !room.ended,
      plays: room.playRequests,
    }));
  }
  if (path === '/ctl/rooms' && req.method === 'POST') {
    const body = await readJson(req);
    const room = rooms.configure(String(body.room), body.config as RoomConfig);
    return json(res, room.state());
  }
  const ctl = /^\/ctl\/([^/]+)\/(state|admit|deny|remove|end|leave-host)$/.exec(path);
  if (ctl) {
    const room = rooms.get(decodeURIComponent(ctl[1]!), platform);
    const name = q('name') || undefined;
    if (ctl[2] === 'admit') room.admit(name);
    if (ctl[2] === 'deny') room.deny(name);
    if (ctl[2] === 'remove') room.remove(name);
    if (ctl[2] === 'end') room.end();
    if (ctl[2] === 'leave-host') room.hostLeave();
    return json(res, room.state());
  }
  if (req.method === 'POST' && path.startsWith('/_fake/')) return pageAction(rooms, platform, path, req, res);
  return false;
}

/** A page's action: the guest's knock, leave and answer; the host page's readiness, offers and playback. */
async function pageAction(
  rooms: Rooms,
  platform: MeetingPlatform,
  path: string,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const body = await readJson(req);
  const room = rooms.get(String(body.room), platform);
  const guestId = String(body.guest ?? '');
  switch (path) {
    case '/_fake/knock': {
      const { passcode } = room.config;
      if (room.config.platform === 'zoom' && passcode && body.passcode !== passcode)
        return json(res, { error: 'passcode' });
      const guest = room.knock(String(body.name ?? ''), body.audio !== false);
      return json(res, { guest: guest.id });
    }
    case '/_fake/leave':
      room.guestLeft(guestId);
      return json(res, {});
    case '/_fake/answer':
      room.offers.delete(guestId);
      room.answers.set(guestId, String(body.sdp));
      room.changed();
      return json(res, {});
    case '/_fake/host-ready':
      // A new host page (startHost again after host.close()): every guest negotiates afresh with it.
      room.hostConnected = true;
      room.hostJobs = [];
      room.offers.clear();
      room.answers.clear();
      for (const g of room.guests.values()) room.requestMedia(g);
      room.changed();
      return json(res, {});
    case '/_fake/host-offer':
      room.hostJobs = room.hostJobs.filter((j) => j.guestId !== guestId);
      room.offers.set(guestId, { sdp: String(body.sdp), tracks: body.tracks as OfferTrack[] });
      room.changed();
      return json(res, {});
    case '/_fake/media-connected': {
      const g = room.guests.get(guestId);
      if (g) g.mediaConnected = true;
      room.changed();
      return json(res, {});
    }
    case '/_fake/host-audio':
      if (body.event === 'start') room.audioSent = true;
      if (body.event === 'end') {
        room.audioDone = true;
        room.audioDoneCount += 1;
      }
      room.speaking = body.event === 'start' && room.hostPresent ? room.config.hostName : null;
      room.changed();
      return json(res, {});
    default:
      return send(res, 404, 'not found', 'text/plain');
  }
}

function hostPage(room: string) {
  const boot = JSON.stringify({ room }).replace(/</g, '\\u003c');
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake meeting host</title></head><body>` +
    `<script type="application/json" id="fake-meeting-boot">${boot}</script>` +
    `<script type="module" src="/_fake/client/host.js"></script></body></html>`
  );
}

/** The platform pages: each listener answers its platform's links as the real site would. */
function platformRoute(rooms: Rooms, platform: MeetingPlatform, res: ServerResponse, url: URL) {
  const path = url.pathname;
  if (platform === 'google-meet') {
    const code = /^\/([a-z-]+)\/?$/.exec(path)?.[1];
    if (!code || !isMeetCode(code)) return send(res, 404, notFoundPage());
    const room = rooms.find(code);
    if (!room || room.config.wall === 'not-found') return send(res, 200, meetNotFoundPage());
    if (room.config.wall === 'blocked') return send(res, 200, meetBlockedPage());
    return send(res, 200, skinPage(room));
  }
  if (platform === 'teams') {
    if (path === '/login') return send(res, 200, teamsSignInPage());
    const launcher = /^\/l\/meetup-join\/([^/]+)\/\d+$/.exec(path);
    const short = /^\/meet\/([^/]+)$/.exec(path);
    const thread = launcher ? decodeURIComponent(launcher[1]!) : short ? decodeURIComponent(short[1]!) : undefined;
    const room = thread === undefined ? undefined : rooms.find(thread);
    if (!room) return send(res, 404, notFoundPage());
    if (room.config.wall === 'sign-in') {
      res.writeHead(302, { location: `/login?client_id=teams&redirect_uri=${encodeURIComponent(url.href)}` });
      return res.end();
    }
    return send(res, 200, skinPage(room));
  }
  const j = /^\/j\/(\d{9,12})\/?$/.exec(path);
  if (j) {
    // Zoom's own links go through /j/ to the web client; the bot may also go to /wc/ directly (Vexa zoom/join.ts).
    res.writeHead(302, { location: `/wc/${j[1]}/join${url.search}` });
    return res.end();
  }
  const wc = /^\/wc\/(\d{9,12})\/join\/?$/.exec(path) ?? /^\/wc\/join\/(\d{9,12})\/?$/.exec(path);
  const room = wc ? rooms.find(wc[1]!) : undefined;
  if (!room || room.config.wall === 'not-started') return send(res, 200, zoomNotStartedPage());
  const pwd = url.searchParams.get('pwd');
  const needsPasscode = Boolean(room.config.passcode) && pwd !== room.config.passcode;
  return send(res, 200, skinPage(room, { needsPasscode, meetingId: wc![1] }));
}

export interface FakeMeetingServer {
  rooms: Rooms;
  ports: Record<MeetingPlatform, number>;
  close(): Promise<void>;
}

export async function startServers(): Promise<FakeMeetingServer> {
  const rooms = new Rooms();
  const servers: Server[] = [];
  const ports = {} as Record<MeetingPlatform, number>;
  for (const platform of ['google-meet', 'teams', 'zoom'] as const) {
    const server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
      void (async () => {
        if ((await common(rooms, platform, req, res, url)) === false) platformRoute(rooms, platform, res, url);
      })().catch((err: unknown) => {
        if (!res.headersSent) send(res, 500, String(err), 'text/plain');
        else res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    ports[platform] = (server.address() as AddressInfo).port;
    servers.push(server);
  }
  return {
    rooms,
    ports,
    async close() {
      rooms.dispose();
      await Promise.all(
        servers.map(
          (s) =>
            new Promise<void>((resolve) => {
              s.closeAllConnections();
              s.close(() => resolve());
            }),
        ),
      );
    },
  };
}
