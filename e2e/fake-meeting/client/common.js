// Shared by the three skins (plain browser modules, served as they are). The skins render every state in the page,
// as the real single-page apps do; the server tells each page its state through server-sent events.

export const boot = JSON.parse(document.getElementById('fake-meeting-boot').textContent);

/** h('button', { 'aria-label': 'Leave call', onclick }, h('span', {}, 'Leave')) */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith('on')) el.addEventListener(k.slice(2), v);
    else if (k === 'className') el.className = v;
    else el.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children.flat()) if (c !== null && c !== undefined && c !== false) el.append(c);
  return el;
}

export function mount(...nodes) {
  const app = document.getElementById('app');
  app.replaceChildren(...nodes);
  return app;
}

export async function post(path, body) {
  const res = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ room: boot.room, ...body }),
  });
  return res.json();
}

/**
 * Real lobbies ask for the camera and microphone before anything else. Besides being faithful, a granted
 * getUserMedia is what makes Chromium offer raw local addresses instead of mDNS names, so loopback-only machines
 * can connect (meeting-bots.md §B).
 */
export async function askForMedia() {
  for (const constraints of [{ audio: true, video: true }, { audio: true }]) {
    try {
      return await navigator.mediaDevices.getUserMedia(constraints);
    } catch {
      // No such device: try with less, then go on without (the real lobbies let guests join without devices).
    }
  }
  return null;
}

/** Follows this page's view of the room: onView({ status, participants, speaking, offer }) on every change. */
export function follow(guestId, onView) {
  const params = new URLSearchParams({ room: boot.room, guest: guestId ?? '' });
  const source = new EventSource(`/_fake/events?${params}`);
  source.onmessage = (e) => onView(JSON.parse(e.data));
  return () => source.close();
}

function iceComplete(pc, timeoutMs = 5000) {
  if (pc.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    pc.addEventListener('icegatheringstatechange', () => {
      if (pc.iceGatheringState === 'complete') {
        clearTimeout(timer);
        resolve();
      }
    });
  });
}

/**
 * The call's media: answers the host page's offer (non-trickle ICE, no ICE servers) on a real RTCPeerConnection
 * made only after admission, so a bot's constructor hook and its <audio> capture see what they would see live.
 * onTrack(event, trackInfo) for each remote track, trackInfo = { participantId, name, mid } matched by the
 * transceiver's mid.
 */
export function createReceiver(guestId, onTrack) {
  let pc = null;
  let answered = null;
  return {
    async handle(offer) {
      // A new offer (a new host page) replaces the connection, as a platform's reconnect does.
      if (!offer || offer.sdp === answered) return;
      answered = offer.sdp;
      pc?.close();
      const conn = new RTCPeerConnection({ iceServers: [] });
      pc = conn;
      conn.addEventListener('track', (event) =>
        onTrack(event, offer.tracks.find((t) => t.mid === event.transceiver.mid) ?? null),
      );
      conn.addEventListener('connectionstatechange', () => {
        if (conn.connectionState === 'connected') void post('/_fake/media-connected', { guest: guestId });
      });
      await conn.setRemoteDescription({ type: 'offer', sdp: offer.sdp });
      await conn.setLocalDescription(await conn.createAnswer());
      await iceComplete(conn);
      await post('/_fake/answer', { guest: guestId, sdp: conn.localDescription.sdp });
    },
    close() {
      pc?.close();
    },
  };
}

export { iceComplete };

/** Plays a remote stream the way the platforms do: an autoplaying <audio> element with the stream as srcObject. */
export function audioElement(stream, attrs = {}) {
  const audio = h('audio', { autoplay: true, ...attrs });
  audio.srcObject = stream;
  void audio.play().catch(() => {});
  return audio;
}
