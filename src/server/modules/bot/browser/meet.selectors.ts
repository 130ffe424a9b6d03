import { bothApostrophes as both, type PageSignals } from './signals.js';

/**
 * Google Meet (meeting-bots.md §A "Google Meet"; Vexa, Attendee, meetingbot). Playwright selectors are used with
 * page.locator; MEET_SIGNALS is plain CSS and text, read inside the page.
 */
export const MEET = {
  // Vexa tries the locale-agnostic jsname input first.
  nameInput: ['input[jsname][type="text"]', 'input[type="text"][aria-label="Your name"]'],
  micOff: ['[aria-label*="Turn off microphone"]'],
  cameraOff: ['[aria-label*="Turn off camera"]'],
  join: [
    'xpath=//button[.//span[text()="Ask to join" or text()="Ask to join anyway" or text()="Join now" or ' +
      'text()="Join the call now" or text()="Join anyway" or text()="Join here too"]]',
  ],
  /** Pop-ups over the pre-join screen or the call that a click on their button dismisses. */
  dismiss: [
    'button:has-text("Got it")',
    // Gemini's "take notes for me" consent after admission: continue into the call.
    '[role="dialog"]:has-text("Gemini") button:has-text("Join now")',
    '[role="dialog"]:has-text("Take notes for me") button:has-text("Join now")',
    '[role="dialog"] button:has-text("Dismiss")',
  ],
  leave: ['button[aria-label="Leave call"]'],
  leaveConfirm: ['button:has-text("Just leave the meeting")', 'button:has-text("Leave meeting")'],
  lobbyCancel: ['button:has-text("Cancel")'],
} as const;

export const MEET_SIGNALS: PageSignals = {
  texts: {
    lobby: both([
      'Asking to be let in',
      'You’ll join the call when someone lets you in',
      'Please wait until a meeting host brings you into the call',
      'Waiting for the host to let you in',
      // Before the host arrives Meet keeps guests waiting on this screen: a lobby, bounded like one.
      'Waiting for the host to join',
    ]),
    denied: both([
      'denied your request to join',
      'You weren’t allowed to join',
      'You can’t join this call',
      'Ask to join again',
    ]),
    lobbyLimit: both(['No one responded to your request to join the call']),
    notFound: both(['Check your meeting code', 'Invalid video call name', 'Your meeting code has expired']),
    notStarted: [],
    signIn: both(['Sign in to join this call', 'You must sign in to join']),
    captcha: both(['Verify it’s you', 'I’m not a robot']),
    blocked: both(['You can’t join this video call']),
    removed: both(['You’ve been removed from the meeting', 'Someone removed you from the meeting']),
    ended: both(['Your host ended the meeting for everyone', 'The meeting has ended', 'Call ended']),
  },
  notStartedTitles: [],
  css: {
    inCall: ['[data-participant-id]', 'button[aria-label="Leave call"]'],
    signIn: ['input[type="email"][name="identifier"]'],
    captcha: ['iframe[src*="recaptcha"]'],
    tile: '[data-participant-id]',
    tileName: 'span.notranslate',
    tileNameAttr: null,
    // Meet's speaking ring: the audio-level indicator's "active" classes (Vexa); silent is .gjg47c.
    speaking: '.Oaajhc, .HX2H7, .wEsLMd, .OgVli',
    selfTile: '[data-self-name], [data-participant-id$="/self"]',
  },
};
