import { createHash } from 'node:crypto';
/**
 * Room names as the platforms' meeting ids: a Meet code (`abc-defg-hij`), a Teams meeting thread
 * (`19:meeting_<room>@thread.v2`) and a 10-digit Zoom id, each mapped back to the room when a page asks.
 */
const MEET_CODE = /^[a-z]{3}-[a-z]{4}-[a-z]{3}$/;
function digest(room) {
    return createHash('sha256').update(room).digest();
}
/** The room itself when it already looks like a Meet code, otherwise a stable code made from its name. */
export function meetCode(room) {
    if (MEET_CODE.test(room))
        return room;
    const letters = [...digest(room)].slice(0, 10).map((b) => String.fromCharCode(97 + (b % 26)));
    return `${letters.slice(0, 3).join('')}-${letters.slice(3, 7).join('')}-${letters.slice(7).join('')}`;
}
export function isMeetCode(code) {
    return MEET_CODE.test(code);
}
/** 10 digits, never starting with 0 (meeting-link.ts accepts 9 to 12). */
export function zoomId(room) {
    const n = digest(room).readBigUInt64BE(0) % 9000000000n;
    return String(1000000000n + n);
}
/** The thread id Teams puts in /l/meetup-join/ links, before URL-encoding. */
export function teamsThread(room) {
    return `19:meeting_${room}@thread.v2`;
}
/** Every id a room is reachable by, for the server's reverse lookup. */
export function idsOf(room) {
    return { meet: meetCode(room), zoom: zoomId(room), teams: teamsThread(room) };
}
//# sourceMappingURL=links.js.map