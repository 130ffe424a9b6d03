import { randomUUID } from 'node:crypto';
export const DEFAULT_TRAPS = {
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
export class Room {
    id;
    config;
    guests = new Map();
    /** The host is in the call (as a name) until hostLeave() or end(); startHost() adds its audio. */
    hostPresent = true;
    /** A host page (startHost) is connected and can send audio. */
    hostConnected = false;
    /** Times host.play() was asked for; the host page plays once per increment. */
    playRequests = 0;
    ended = false;
    botJoinedAt = null;
    audioSent = false;
    audioDone = false;
    /** Times the host page finished playing its WAV. */
    audioDoneCount = 0;
    speaking = null;
    /** Offers from the host page for a guest, and the guest's answer back. */
    offers = new Map();
    answers = new Map();
    hostJobs = [];
    listeners = new Set();
    autoAdmitTimers = new Set();
    /** Open event streams per guest page. */
    streams = new Map();
    constructor(id, config) {
        this.id = id;
        this.config = Room.withDefaults(config);
    }
    static withDefaults(config) {
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
    configure(config) {
        this.config = Room.withDefaults({ ...this.config, ...config, traps: { ...this.config.traps, ...config.traps } });
        this.changed();
    }
    /** Page listeners (SSE streams) re-read their view on every change. */
    subscribe(listener) {
        this.listeners.add(listener);
        return () => this.listeners.delete(listener);
    }
    changed() {
        for (const l of this.listeners)
            l();
    }
    knock(name, audio) {
        const guest = {
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
        if (this.ended)
            guest.status = 'ended';
        else if (!this.config.lobby)
            this.admitGuest(guest);
        else if (this.config.autoAdmit) {
            const timer = setTimeout(() => {
                this.autoAdmitTimers.delete(timer);
                if (guest.status === 'waiting')
                    this.admitGuest(guest);
                this.changed();
            }, this.config.autoAdmitMs);
            this.autoAdmitTimers.add(timer);
        }
        this.changed();
        return guest;
    }
    admitGuest(guest) {
        guest.status = 'in-call';
        guest.admittedAt = Date.now();
        this.botJoinedAt ??= guest.admittedAt;
        if (guest.audio)
            this.requestMedia(guest);
    }
    /** Asks the host page (when there is one) for a peer connection to an admitted guest with audio. */
    requestMedia(guest) {
        if (!this.hostConnected || guest.status !== 'in-call' || !guest.audio)
            return;
        if (this.hostJobs.some((j) => j.guestId === guest.id) || this.offers.has(guest.id))
            return;
        this.hostJobs.push({ guestId: guest.id, platform: this.config.platform, tracks: this.tracksFor() });
    }
    tracksFor() {
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
    select(name, statuses) {
        return [...this.guests.values()].filter((g) => statuses.includes(g.status) && (!name || g.name === name));
    }
    admit(name) {
        const guests = this.select(name, ['waiting']);
        for (const g of guests)
            this.admitGuest(g);
        this.changed();
        return guests.length;
    }
    deny(name) {
        const guests = this.select(name, ['waiting']);
        for (const g of guests)
            g.status = 'denied';
        this.changed();
        return guests.length;
    }
    remove(name) {
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
    guestLeft(guestId, via = 'leave') {
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
    guestConnected(guestId) {
        this.streams.set(guestId, (this.streams.get(guestId) ?? 0) + 1);
        return () => {
            const left = (this.streams.get(guestId) ?? 1) - 1;
            this.streams.set(guestId, left);
            if (left > 0)
                return;
            const timer = setTimeout(() => {
                this.autoAdmitTimers.delete(timer);
                if (!this.streams.get(guestId))
                    this.guestLeft(guestId, 'disconnect');
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
    viewFor(guestId) {
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
    state() {
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
        for (const t of this.autoAdmitTimers)
            clearTimeout(t);
        this.listeners.clear();
    }
}
//# sourceMappingURL=rooms.js.map