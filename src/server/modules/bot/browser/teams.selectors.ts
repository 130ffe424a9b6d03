import { bothApostrophes as both, type PageSignals } from './signals.js';

/** Microsoft Teams on the web, as an anonymous guest (meeting-bots.md §A "Microsoft Teams"; data-tid first). */
export const TEAMS = {
  continueOnBrowser: [
    'button:has-text("Continue on this browser")',
    'a:has-text("Continue on this browser")',
    '[data-tid="joinOnWeb"]',
  ],
  noMediaDialog: ['button:has-text("Continue without audio or video")', 'button[aria-label*="Continue without audio"]'],
  computerAudio: ['[role="radio"][aria-label*="Computer audio"]', '[role="radio"]:has-text("Computer audio")'],
  speakerOn: [
    'button[aria-label*="Turn speaker on"]',
    'button[aria-label*="Speaker is off"]',
    'button[data-tid="toggle-speaker"]:has-text("Turn speaker on")',
  ],
  nameInput: ['[data-tid="prejoin-display-name-input"]', 'input[placeholder*="name" i]'],
  // Teams names the toggles by what they are; the bot turns each off only when it is on.
  micOff: ['[data-tid="toggle-mute"][aria-pressed="true"]', '[data-tid="toggle-mute"][aria-checked="true"]'],
  cameraOff: ['[data-tid="toggle-video"][aria-pressed="true"]', '[data-tid="toggle-video"][aria-checked="true"]'],
  join: ['[data-tid="prejoin-join-button"]', 'button:has-text("Join now")'],
  dismiss: [] as string[],
  leave: ['#hangup-button', '[data-tid="hangup-main-btn"]', 'button[aria-label^="Leave"]'],
  leaveConfirm: ['button:has-text("Leave meeting")', '[role="dialog"] button:has-text("Leave")'],
  lobbyCancel: ['[data-tid="prejoin-cancel-button"]'],
} as const;

export const TEAMS_SIGNALS: PageSignals = {
  texts: {
    lobby: both([
      'Someone will let you in soon',
      'Someone will let you in shortly',
      'Waiting for someone to let you in',
      'Your request to join has been sent',
      'You’re in the lobby',
      'When the meeting starts, we’ll let people know you’re waiting',
    ]),
    denied: both(['Sorry, but you were denied access to the meeting', 'Your request to join was declined']),
    lobbyLimit: both(['No one responded to your request to join', 'You’ve been in the lobby too long']),
    notFound: both(['This meeting doesn’t exist', 'We couldn’t find this meeting', 'Meeting not found']),
    notStarted: [],
    signIn: both(['Looks like the meeting URL is incorrect', 'Sign in to join this meeting', 'Pick an account']),
    captcha: both(['Verify you’re a real person', 'Verify you are a human']),
    blocked: both(['You can’t join this meeting', 'Anonymous users can’t join this meeting']),
    // Text only (Vexa #600): role=alert toasts and dialogs are mute notices, never a removal.
    removed: both(['You’ve been removed from this meeting', 'You have been removed from this meeting']),
    ended: both(['The meeting has ended', 'This meeting has ended', 'The host ended the meeting']),
  },
  notStartedTitles: [],
  css: {
    inCall: ['#hangup-button', '[data-tid="hangup-main-btn"]', '[data-stream-type][data-tid]'],
    signIn: ['input[name="loginfmt"]'],
    captcha: ['iframe[src*="captcha" i]', '#hipEnforcementContainer'],
    tile: '[data-stream-type][data-tid]',
    tileName: null,
    // The stream wrapper's data-tid is the participant's display name (Vexa msteams-speakers).
    tileNameAttr: 'data-tid',
    // The voice-level outline is always there; Teams marks it while the participant speaks.
    speaking: '[data-tid="voice-level-stream-outline"].vdi-frame-occlusion',
    selfTile: '[data-tid-self], [data-is-self="true"]',
  },
};
