// Zoom's web client (/wc/<id>/join; meeting-bots.md §A "Zoom web client"; selectors and texts in README.md).
import { askForMedia, audioElement, boot, createReceiver, follow, h, mount, post } from './common.js';
import { startCall } from './call.js';

const { traps } = boot;
const pwdInLink = new URLSearchParams(location.search).get('pwd') ?? '';
let guestId = null;
let status = 'prejoin';
let call = null;
let botName = '';
/** "Continue without microphone and camera" means no meeting audio for this guest (Vexa: click Allow). */
let audioAllowed = !traps.permissionDialog;

function cookieBanner() {
  const sdk = h(
    'div',
    { id: 'onetrust-consent-sdk' },
    h('div', { className: 'onetrust-pc-dark-filter' }),
    h(
      'div',
      { id: 'onetrust-banner-sdk', role: 'region', 'aria-label': 'Cookie banner' },
      h('p', {}, 'By clicking “Accept Cookies”, you agree to the storing of cookies on your device.'),
      h('button', { type: 'button', id: 'onetrust-accept-btn-handler', onclick: () => sdk.remove() }, 'Accept Cookies'),
    ),
  );
  return sdk;
}

function permissionDialog() {
  const dialog = h(
    'div',
    { className: 'overlay pepc-permission-dialog', role: 'dialog', 'aria-modal': 'true' },
    h(
      'div',
      { className: 'dialog' },
      h('h2', {}, 'Do you want people to see and hear you in the meeting?'),
      h('p', {}, 'You can still turn off your microphone and camera anytime in the meeting.'),
      h(
        'button',
        {
          type: 'button',
          onclick: async () => {
            dialog.remove();
            audioAllowed = true;
            await askForMedia();
          },
        },
        'Allow',
      ),
      h('button', { type: 'button', onclick: () => dialog.remove() }, 'Continue without microphone and camera'),
    ),
  );
  return dialog;
}

function prejoin() {
  const join = h('button', { type: 'button', className: 'zm-btn preview-join-button', disabled: true }, 'Join');
  const name = h('input', { type: 'text', id: 'input-for-name', placeholder: 'Your Name', 'aria-label': 'Your Name' });
  const pwd = boot.needsPasscode
    ? h('input', {
        type: 'text',
        id: 'input-for-pwd',
        placeholder: 'Meeting Passcode',
        'aria-label': 'Meeting Passcode',
      })
    : null;
  const error = h('div', { className: 'error-tip', 'aria-live': 'polite' });
  // Enabled by input events only: a value set from script (no keystrokes) leaves Join disabled, as on Zoom.
  const check = () => (join.disabled = !name.value.trim() || (pwd !== null && !pwd.value.trim()));
  name.addEventListener('input', check);
  pwd?.addEventListener('input', check);
  join.addEventListener('click', async () => {
    if (boot.wall === 'bot-wall') return botWall();
    join.disabled = true;
    botName = name.value.trim();
    const res = await post('/_fake/knock', { name: botName, audio: audioAllowed, passcode: pwd?.value ?? pwdInLink });
    if (res.error === 'passcode') {
      error.textContent = 'Passcode wrong';
      join.disabled = false;
      return;
    }
    guestId = res.guest;
    follow(guestId, render);
  });
  const nodes = [
    h(
      'main',
      { className: 'preview-meeting-info' },
      h('h1', {}, 'Enter Meeting Info'),
      h('button', { type: 'button', id: 'preview-audio-control-button', 'aria-label': 'Mute' }, 'Mute'),
      h('button', { type: 'button', id: 'preview-video-control-button', 'aria-label': 'Stop Video' }, 'Stop Video'),
      name,
      pwd,
      error,
      join,
    ),
  ];
  if (traps.permissionDialog) nodes.push(permissionDialog());
  if (traps.cookieBanner) nodes.push(cookieBanner());
  mount(...nodes);
}

function botWall() {
  mount(
    h(
      'main',
      { className: 'wall' },
      h('h1', {}, 'Unable to join this meeting'),
      h('p', {}, 'We detected you may be a bot. Apps that access meeting content must use Zoom RTMS.'),
    ),
  );
}

function modal(title, buttons) {
  const wrap = h(
    'div',
    { className: 'zm-modal-wrap' },
    h(
      'div',
      { className: 'zm-modal', role: 'dialog', 'aria-modal': 'true' },
      h('div', { className: 'zm-modal-body' }, h('div', { className: 'zm-modal-body-title' }, title)),
      h(
        'div',
        { className: 'zm-modal-footer' },
        ...buttons.map(([label, fn]) =>
          h('button', { type: 'button', className: 'zm-btn', onclick: () => fn(wrap) }, label),
        ),
      ),
    ),
  );
  document.body.append(wrap);
  return wrap;
}

async function leave() {
  await post('/_fake/leave', { guest: guestId });
}

function inCall(view) {
  const receiver = createReceiver(guestId, (event) => call.addAudio('mix', audioElement(event.streams[0])));
  const leaveButton = () => {
    const button = h('button', { type: 'button', className: 'footer-button__button', 'aria-label': 'Leave' }, 'Leave');
    button.addEventListener('click', () => {
      if (document.querySelector('.leave-meeting-options')) return;
      button.after(
        h(
          'div',
          { className: 'leave-meeting-options' },
          h(
            'button',
            {
              type: 'button',
              className: 'zm-btn leave-meeting-options__btn leave-meeting-options__btn--danger',
              onclick: () => void leave(),
            },
            'Leave Meeting',
          ),
        ),
      );
    });
    return button;
  };
  call = startCall({
    receiver,
    selfName: botName,
    autoHide: false,
    className: 'meeting-app',
    leaveButton,
    toolbarExtra: () => [
      h('button', { type: 'button', className: 'join-audio-container__btn', 'aria-label': 'Mute' }, 'Mute'),
      h(
        'button',
        { type: 'button', className: 'send-video-container__btn', 'aria-label': 'Start Video' },
        'Start Video',
      ),
    ],
    tile: (p) =>
      h(
        'div',
        { className: 'speaker-bar-container__video-frame' },
        h(
          'div',
          { className: 'video-avatar__avatar' },
          h('div', { className: 'video-avatar__avatar-footer' }, h('span', {}, p.name)),
        ),
      ),
    setSpeaking: (tile, speaking) =>
      (tile.className = speaking ? 'speaker-active-container__video-frame' : 'speaker-bar-container__video-frame'),
    count: (n) => h('span', { className: 'footer-button__number-counter' }, h('span', {}, String(n))),
    peopleLabel: (n) => `open the participants list pane,[${n}] particpants`,
  });
  if (traps.unmuteModal) {
    setTimeout(() => {
      if (call)
        modal('The host would like you to unmute', [
          ['Unmute', (w) => w.remove()],
          ['Stay Muted', (w) => w.remove()],
        ]);
    }, 1000);
  }
  call.update(view);
}

function ended(title) {
  call?.close();
  call = null;
  document.querySelectorAll('.zm-modal-wrap').forEach((m) => m.remove());
  mount(h('main', { className: 'meeting-app' }));
  modal(title, [['OK', (w) => w.remove()]]);
}

function render(view) {
  if (view.status === 'in-call' && call) return call.update(view);
  if (view.status === status) return;
  status = view.status;
  if (status === 'waiting') {
    return mount(
      h(
        'main',
        { className: 'wr-container' },
        h('div', { role: 'status' }, 'Please wait, the meeting host will let you in soon.'),
      ),
    );
  }
  if (status === 'in-call') return inCall(view);
  if (status === 'ended') return ended('This meeting has been ended by host');
  if (status === 'removed' || status === 'denied') return ended('You have been removed from this meeting by the host');
  if (status === 'left') {
    call?.close();
    call = null;
    return mount(h('main', {}, h('h1', {}, 'You have left the meeting')));
  }
}

// Without the in-page dialog the page asks for the devices straight away, as the lobby then does.
if (!traps.permissionDialog) await askForMedia();
prejoin();
