/**
 * The HTML the server answers with: a shell that loads a skin's script (client/*.js renders every state in the page,
 * as the real single-page apps do), or a wall that is a whole page of its own (real texts, meeting-bots.md §A).
 */
const escape = (s) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
function page(title, body, head = '') {
    return (`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title>` +
        `<link rel="stylesheet" href="/_fake/client/style.css">${head}</head><body>${body}</body></html>`);
}
const TITLES = {
    'google-meet': 'Meet',
    teams: 'Microsoft Teams',
    zoom: 'Zoom',
};
const SCRIPTS = { 'google-meet': 'meet.js', teams: 'teams.js', zoom: 'zoom.js' };
/** The skin's shell: its script reads the room's settings from the JSON block (never from a global a bot sees). */
export function skinPage(room, extra = {}) {
    const { platform, traps, wall, lobby } = room.config;
    const boot = { room: room.id, platform, traps, wall: wall ?? null, lobby, ...extra };
    const json = JSON.stringify(boot).replace(/</g, '\\u003c');
    return page(TITLES[platform], `<div id="app"></div><script type="application/json" id="fake-meeting-boot">${json}</script>` +
        `<script type="module" src="/_fake/client/${SCRIPTS[platform]}"></script>`);
}
/** Meet's anti-bot wall (Attendee #841). */
export function meetBlockedPage() {
    return page('Meet', `<main class="wall"><h1>You can't join this video call</h1>` +
        `<p>You can't join this video call. Try another meeting or contact the meeting organiser.</p>` +
        `<button type="button"><span>Return to home screen</span></button></main>`);
}
/** Meet's page for a code that is not a meeting. */
export function meetNotFoundPage() {
    return page('Meet', `<main class="wall"><h1>Check your meeting code</h1>` +
        `<p>Make sure that you entered the correct meeting code in the URL, for example: ` +
        `https://meet.google.com/xxx-yyyy-zzz</p>` +
        `<button type="button"><span>Return to home screen</span></button></main>`);
}
/** Microsoft's sign-in page, where Teams sends guests of meetings that do not allow anonymous users. */
export function teamsSignInPage() {
    return page('Sign in to your account', `<main class="wall"><div role="heading" aria-level="1">Sign in</div>` +
        `<input type="email" name="loginfmt" id="i0116" placeholder="Email, phone, or Skype" aria-label="Enter your email, phone, or Skype.">` +
        `<input type="submit" id="idSIButton9" value="Next"></main>`);
}
/** Zoom before the host starts (Vexa: title "Error - Zoom", "This meeting link is invalid (3,001)"). */
export function zoomNotStartedPage() {
    return page('Error - Zoom', `<main class="wall"><div class="error-message" role="alert">This meeting link is invalid (3,001)</div>` +
        `<p>Please check the meeting link and try again.</p></main>`);
}
export function notFoundPage() {
    return page('Not found', '<main class="wall"><h1>Not found</h1></main>');
}
//# sourceMappingURL=pages.js.map