// Google Meet's guest flow (meeting-bots.md §A "Google Meet"; selectors and texts in README.md).
import { askForMedia, audioElement, boot, createReceiver, follow, h, mount, post } from './common.js';
import { startCall } from './call.js';

const { traps } = boot;
let guestId = null;
let status = 'prejoin';
let call = null;
let botName = '';

function toggle(label, key) {
  const el = h('div', {
    role: 'button',
    tabindex: 0,
    'aria-label': `Turn off ${label} (ctrl + ${key})`,
    'data-is-muted': 'false',
    className: 'toggle',
    onclick: () => {
      const muted = el.getAttribute('data-is-muted') === 'true';
      el.setAttribute('data-is-muted', String(!muted));
      el.setAttribute('aria-label', `Turn ${muted ? 'off' : 'on'} ${label} (ctrl + ${key})`);
    },
  });
  el.textContent = label;
  return el;
}

function leaveButton() {
  return h(
    'button',
    { type: 'button', 'aria-label': 'Leave call', 'data-tooltip': 'Leave call', onclick: () => leave() },
    h('span', {}, 'call_end'),
  );
}

function homeButton() {
  return h('button', { type: 'button', onclick: () => location.reload() }, h('span', {}, 'Return to home screen'));
}

function prejoin() {
  const join = h(
    'button',
    { type: 'button', jsname: 'Qx7uuf', disabled: true },
    h('span', {}, boot.lobby ? 'Ask to join' : 'Join now'),
  );
  const name = h('input', {
    type: 'text',
    jsname: 'YPqjbf',
    'aria-label': 'Your name',
    placeholder: 'Your name',
    autocomplete: 'name',
    oninput: () => (join.disabled = !name.value.trim()),
  });
  join.addEventListener('click', async () => {
    join.disabled = true;
    botName = name.value.trim();
    const res = await post('/_fake/knock', { name: botName, audio: true });
    guestId = res.guest;
    follow(guestId, render);
  });
  const nodes = [
    h(
      'main',
      { className: 'prejoin' },
      h('div', { className: 'preview' }, toggle('microphone', 'd'), toggle('camera', 'e')),
      h('h1', {}, 'What’s your name?'),
      name,
      join,
      h('button', { type: 'button' }, h('span', {}, 'Other ways to join')),
    ),
  ];
  if (traps.gotIt) {
    const dialog = h(
      'div',
      { className: 'overlay', role: 'dialog', 'aria-modal': 'true' },
      h(
        'div',
        { className: 'dialog' },
        h('h2', {}, 'Others may see your meeting differently'),
        h(
          'p',
          {},
          'Your video may be cropped so that everyone fits. Others may also see the meeting in a different layout.',
        ),
        h('button', { type: 'button', onclick: () => dialog.remove() }, h('span', {}, 'Got it')),
      ),
    );
    nodes.push(dialog);
  }
  mount(...nodes);
}

function lobby() {
  mount(
    h(
      'main',
      { className: 'lobby' },
      h('div', { role: 'status', 'aria-live': 'polite' }, 'Asking to be let in…'),
      h('p', {}, 'You’ll join the call when someone lets you in'),
      h('button', { type: 'button', onclick: () => leave() }, h('span', {}, 'Cancel')),
      traps.returnHomeInLobby ? homeButton() : null,
    ),
    traps.leaveInLobby
      ? h(
          'div',
          { role: 'toolbar', className: 'toolbar', 'aria-label': 'Call controls' },
          toggle('microphone', 'd'),
          toggle('camera', 'e'),
          leaveButton(),
        )
      : null,
  );
}

function notice(title, text, className = '') {
  call?.close();
  call = null;
  mount(h('main', { className: `notice ${className}` }, title ? h('h1', {}, title) : null, text, homeButton()));
}

async function leave() {
  await post('/_fake/leave', { guest: guestId });
}

/** The in-call page: tiles with names, a People count, the toolbar that hides itself, one <audio> per remote. */
function inCall(view) {
  const receiver = createReceiver(guestId, (event, info) => {
    if (!info) return;
    call.addAudio(info.participantId, audioElement(event.streams[0]));
  });
  call = startCall({
    receiver,
    selfName: botName,
    autoHide: traps.toolbarAutoHide,
    leaveButton,
    tile: (p, self) => {
      const indicator = h('div', { className: 'IisKdb' }, h('div', { className: 'gjg47c', 'data-audio-level': '0' }));
      return h(
        'div',
        {
          className: 'tile',
          'data-participant-id': `spaces/${boot.room}/devices/${self ? 'self' : p.id}`,
          'data-self-name': self ? 'You' : undefined,
        },
        indicator,
        h('span', { className: 'notranslate' }, p.name),
        self ? h('button', { type: 'button', 'aria-label': 'Backgrounds and visual effects' }, 'visual_effects') : null,
      );
    },
    setSpeaking: (tile, speaking) => {
      const el = tile.querySelector('.IisKdb > div');
      el.className = speaking ? 'Oaajhc' : 'gjg47c';
      el.setAttribute('data-audio-level', speaking ? '3' : '0');
    },
    count: (n) => h('div', { 'data-avatar-count': n }, String(n)),
    peopleLabel: (n) => `People - ${n} joined`,
  });
  if (traps.gemini) {
    const dialog = h(
      'div',
      { className: 'overlay', role: 'dialog', 'aria-modal': 'true' },
      h(
        'div',
        { className: 'dialog' },
        h('h2', {}, 'Gemini is taking notes'),
        h('p', {}, 'Take notes for me is on. Gemini is taking notes for this meeting.'),
        h('button', { type: 'button', onclick: () => dialog.remove() }, h('span', {}, 'Join now')),
        h('button', { type: 'button', onclick: () => leave() }, h('span', {}, 'Leave meeting')),
      ),
    );
    document.body.append(dialog);
  }
  call.update(view);
}

function render(view) {
  if (view.status === 'in-call' && call) return call.update(view);
  if (view.status === status) return;
  status = view.status;
  if (status === 'waiting') return lobby();
  if (status === 'in-call') return inCall(view);
  document.querySelectorAll('.overlay').forEach((o) => o.remove());
  if (status === 'denied') return notice('You can’t join this call', 'Someone in the call denied your request to join');
  if (status === 'removed')
    return notice(null, h('div', { className: 'roSPhc' }, "You've been removed from the meeting"));
  if (status === 'ended')
    return notice(null, h('div', { className: 'roSPhc' }, 'Your host ended the meeting for everyone'));
  if (status === 'left')
    return notice(
      'You left the meeting',
      h('button', { type: 'button', onclick: () => location.reload() }, h('span', {}, 'Rejoin')),
    );
}

await askForMedia();
prejoin();
