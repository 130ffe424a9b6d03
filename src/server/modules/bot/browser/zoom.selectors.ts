import { bothApostrophes as both, type PageSignals } from './signals.js';

const ENDED = both(['This meeting has been ended by host', 'The meeting has been ended', 'host ended the meeting']);
const REMOVED = both(['You have been removed', 'removed you from the meeting', 'removed from the meeting']);
/**
 * A modal that is not the meeting's end: "This meeting has been ended by host" also has an OK, and clicking it would
 * hide the one sign that the meeting ended (the bot would then stay until the maximum duration).
 */
const ANSWERABLE = `.zm-modal${[...ENDED, ...REMOVED].map((t) => `:not(:has-text(${JSON.stringify(t)}))`).join('')}`;

/** Zoom's web client (meeting-bots.md §A "Zoom web client"; Vexa's selectors from the live DOM). */
export const ZOOM = {
  cookieAccept: ['#onetrust-accept-btn-handler'],
  // Without "Allow" Zoom delivers no participant audio (Vexa).
  allowMedia: ['button:text-is("Allow")', 'button:has-text("Allow")'],
  passcode: ['input[placeholder*="passcode" i]', '#input-for-pwd', 'input[type="password"]'],
  nameInput: ['#input-for-name', '#inputname', 'input[placeholder="Your Name" i]'],
  micOff: ['#preview-audio-control-button[aria-label="Mute"]'],
  cameraOff: ['#preview-video-control-button[aria-label="Stop Video"]'],
  join: ['button.preview-join-button', '#joinBtn'],
  agree: ['#wc_agree1'],
  /** Modals in the call that wait for an answer ("The host would like you to unmute": stay muted). */
  dismiss: [
    `${ANSWERABLE} button:has-text("Stay Muted")`,
    `${ANSWERABLE} button:has-text("Later")`,
    `${ANSWERABLE} button:has-text("Got it")`,
    `${ANSWERABLE} button:has-text("OK")`,
  ] as string[],
  leave: ['button[aria-label="Leave"]', 'button.footer__leave-btn'],
  leaveConfirm: ['button.leave-meeting-options__btn--danger', 'button:has-text("Leave Meeting")'],
  lobbyCancel: [] as string[],
  passcodeWrong: ['text=Passcode wrong', 'text=Incorrect passcode'],
} as const;

export const ZOOM_SIGNALS: PageSignals = {
  texts: {
    lobby: both([
      'Please wait, the meeting host will let you in soon',
      'Waiting for the host to start this meeting',
      'Waiting for the host to start the meeting',
      'Host has joined. We’ve let them know you’re here',
    ]),
    denied: both(['The host has denied your request', 'You have been denied entry']),
    lobbyLimit: [],
    notFound: both(['This meeting ID is not valid', 'Meeting does not exist', 'Invalid meeting ID']),
    notStarted: both(['This meeting link is invalid (3,001)']),
    signIn: both(['Sign in to join this meeting', 'This meeting is for authorized attendees only']),
    captcha: both(['Please complete the security verification']),
    // Zoom's bot wall points to its RTMS API: a wall against bots, not a sign-in problem.
    blocked: both(['detected you may be a bot', 'Automated bots aren’t allowed', 'must use Zoom RTMS']),
    removed: REMOVED,
    ended: ENDED,
  },
  notStartedTitles: ['Error - Zoom'],
  css: {
    inCall: ['button[aria-label="Leave"]', '.footer__leave-btn'],
    signIn: [],
    captcha: ['iframe[src*="recaptcha"]', '#recaptcha'],
    tile: '.video-avatar__avatar',
    tileName: '.video-avatar__avatar-footer span, .video-avatar__avatar-name',
    tileNameAttr: null,
    speaking:
      '.speaker-active-container__video-frame, .speaker-bar-container__video-frame--active, [data-speaking="true"]',
    selfTile: '[data-self="true"]',
  },
};
