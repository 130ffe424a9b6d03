// Microsoft Teams' anonymous web join (meeting-bots.md §A "Microsoft Teams"; selectors and texts in README.md).
import { askForMedia, audioElement, boot, createReceiver, follow, h, mount, post } from './common.js';
import { startCall } from './call.js';

const { traps } = boot;
let guestId = null;
let status = 'prejoin';
let call = null;
let botName = '';

function launcher() {
  mount(
    h(
      'main',
      { className: 'launcher' },
      h('h1', {}, 'How do you want to join your Teams meeting?'),
      h('button', { type: 'button', 'data-tid': 'joinOnApp' }, 'Join on the Teams app'),
      h(
        'button',
        { type: 'button', 'data-tid': 'joinOnWeb', onclick: () => void continueOnBrowser() },
        'Continue on this browser',
      ),
    ),
  );
}

async function continueOnBrowser() {
  if (boot.wall === 'captcha') {
    mount(
      h(
        'main',
        { className: 'wall' },
        h('h1', {}, "Verify you're a real person"),
        h('button', { type: 'button' }, 'Start puzzle'),
      ),
    );
    return;
  }
  mount(h('main', {}, h('p', {}, 'Loading…')));
  await askForMedia();
  prejoin();
}

function switchButton(tid, label) {
  const el = h('button', {
    type: 'button',
    role: 'switch',
    'data-tid': tid,
    'aria-label': label,
    'aria-checked': 'true',
    onclick: () => el.setAttribute('aria-checked', String(el.getAttribute('aria-checked') !== 'true')),
  });
  el.textContent = label;
  return el;
}

function prejoin() {
  const join = h('button', { type: 'button', 'data-tid': 'prejoin-join-button', disabled: true }, 'Join now');
  const name = h('input', {
    type: 'text',
    'data-tid': 'prejoin-display-name-input',
    placeholder: 'Type your name',
    oninput: () => (join.disabled = !name.value.trim()),
  });
  let audioChoice = 'Computer audio';
  const radios = ['Computer audio', 'Phone audio', 'Room audio', "Don't use audio"].map((label) => {
    const radio = h('div', {
      role: 'radio',
      tabindex: 0,
      'aria-label': label,
      'aria-checked': String(label === audioChoice),
      onclick: () => {
        audioChoice = label;
        for (const r of radios) r.setAttribute('aria-checked', String(r === radio));
      },
    });
    radio.textContent = label;
    return radio;
  });
  let speakerOn = true;
  const speaker = h('button', {
    type: 'button',
    'data-tid': 'toggle-speaker',
    'aria-label': 'Turn speaker off',
    onclick: () => {
      speakerOn = !speakerOn;
      speaker.setAttribute('aria-label', speakerOn ? 'Turn speaker off' : 'Turn speaker on');
    },
  });
  speaker.textContent = 'Speaker';
  join.addEventListener('click', async () => {
    join.disabled = true;
    botName = name.value.trim();
    // Without computer audio and the speaker on, Teams delivers no audio to this guest.
    const audio = audioChoice === 'Computer audio' && speakerOn;
    guestId = (await post('/_fake/knock', { name: botName, audio })).guest;
    follow(guestId, render);
  });
  const nodes = [
    h(
      'main',
      { className: 'prejoin', 'data-tid': 'prejoin-screen' },
      h('h2', {}, 'Microsoft Teams meeting'),
      name,
      switchButton('toggle-video', 'Camera'),
      switchButton('toggle-mute', 'Microphone'),
      h('div', { role: 'radiogroup', 'aria-label': 'Audio settings' }, ...radios),
      speaker,
      join,
    ),
  ];
  if (traps.noMediaDialog) {
    const dialog = h(
      'div',
      { className: 'overlay', role: 'dialog', 'aria-modal': 'true' },
      h(
        'div',
        { className: 'dialog' },
        h('h2', {}, "Are you sure you don't want audio or video?"),
        h('p', {}, 'If you change your mind, select the camera icon by your address bar and then Always allow.'),
        h('button', { type: 'button', onclick: () => dialog.remove() }, 'Continue without audio or video'),
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
      h('h2', {}, 'Microsoft Teams meeting'),
      h('div', { role: 'status' }, 'Someone will let you in shortly'),
      h('button', { type: 'button', 'data-tid': 'prejoin-cancel-button', onclick: () => void leave() }, 'Cancel'),
    ),
  );
}

async function leave() {
  await post('/_fake/leave', { guest: guestId });
}

function screen(node) {
  call?.close();
  call = null;
  document.querySelectorAll('[role="alert"]').forEach((t) => t.remove());
  mount(
    h(
      'main',
      { className: 'post-call' },
      node,
      h('button', { type: 'button', onclick: () => location.reload() }, 'Rejoin'),
    ),
  );
}

function toasts() {
  const list = [
    h('div', { role: 'alert' }, 'Your mic is muted'),
    h('div', { role: 'alert', style: 'top: 56px' }, 'Your camera is off'),
  ];
  document.body.append(...list);
  setTimeout(() => list.forEach((t) => t.remove()), 5000);
}

function inCall(view) {
  const receiver = createReceiver(guestId, (event) => {
    // The mix is played; the redundant copy is received but not played (README.md "Teams audio").
    const stream = event.streams[0];
    if (stream?.id.startsWith('mainAudio')) call.addAudio('main', audioElement(stream));
  });
  call = startCall({
    receiver,
    selfName: botName,
    autoHide: false,
    leaveButton: () =>
      h(
        'button',
        {
          type: 'button',
          id: 'hangup-button',
          'data-tid': 'hangup-main-btn',
          'aria-label': 'Leave',
          onclick: () => void leave(),
        },
        'Leave',
      ),
    tile: (p) =>
      h(
        'div',
        { 'data-stream-type': 'Video', 'data-tid': p.name },
        h('div', { 'data-tid': 'voice-level-stream-outline' }),
        h('span', { 'data-tid': 'participant-name', title: p.name }, p.name),
      ),
    setSpeaking: (tile, speaking) =>
      tile.querySelector('[data-tid="voice-level-stream-outline"]').classList.toggle('vdi-frame-occlusion', speaking),
    count: (n) => h('span', { 'data-tid': 'roster-count' }, String(n)),
    peopleLabel: (n) => `People, ${n} participants`,
  });
  const people = call.main.querySelector('[role="toolbar"] button');
  people.id = 'roster-button';
  people.setAttribute('data-tid', 'roster-button');
  if (traps.muteToasts) toasts();
  call.update(view);
}

function render(view) {
  if (view.status === 'in-call' && call) return call.update(view);
  if (view.status === status) return;
  status = view.status;
  if (status === 'waiting') return lobby();
  if (status === 'in-call') return inCall(view);
  if (status === 'denied') return screen(h('h1', {}, 'Sorry, but you were denied access to the meeting'));
  if (status === 'removed')
    return screen(h('h1', { id: 'calling-retry-screen-title' }, "You've been removed from this meeting"));
  if (status === 'ended') return screen(h('h1', { id: 'calling-retry-screen-title' }, 'The meeting has ended'));
  if (status === 'left') return screen(h('h1', {}, 'You left the meeting'));
}

launcher();
