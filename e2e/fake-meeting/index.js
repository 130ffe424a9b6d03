import { randomUUID } from 'node:crypto';
import { HostBrowser } from './host.js';
import { meetCode, teamsThread, zoomId } from './links.js';
import { startServers } from './server.js';
export { BOT_TEST_BROWSER_ARGS, HOST_BROWSER_ARGS } from './host.js';
export { DEFAULT_TRAPS } from './rooms.js';
export async function startFakeMeeting() {
    const server = await startServers();
    const { rooms, ports } = server;
    const hosts = new HostBrowser();
    const base = (p) => `http://127.0.0.1:${ports[p]}`;
    const state = async (room) => rooms.get(room).state();
    let closed = false;
    const waitFor = async (room, predicate, timeoutMs = 15_000) => {
        const deadline = Date.now() + timeoutMs;
        for (;;) {
            if (closed)
                throw new Error(`fake meeting ${room}: closed while waiting`);
            const s = await state(room);
            if (predicate(s))
                return s;
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
            if (opts.speaker)
                r.configure({ platform: r.config.platform, hostName: opts.speaker });
            const key = randomUUID().replace(/-/g, '');
            rooms.wavs.set(key, opts.wav);
            const params = new URLSearchParams({
                room,
                wav: `/_fake/wav/${key}`,
                delayMs: String(opts.delayMs ?? 1500),
                autoPlay: String(opts.autoPlay ?? true),
            });
            const page = await hosts.open(`${base(r.config.platform)}/_fake/host?${params}`);
            const played = async (before, timeoutMs) => {
                await waitFor(room, () => r.audioDoneCount > before, timeoutMs);
            };
            const sent = played(0, 10 * 60_000);
            // Nobody may await it (a test that only needs the host present): its rejection at close() is not an error.
            sent.catch(() => { });
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
//# sourceMappingURL=index.js.map