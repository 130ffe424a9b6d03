// The host page (a second Chromium, launched by the harness): stands for the meeting's media server and its host.
// For each admitted guest it offers a peer connection with the tracks that guest's platform would deliver, and once
// connected plays the WAV into the speaking tracks through WebAudio (bit-exact level, meeting-bots.md §B).
import { boot, iceComplete, post } from './common.js';

const params = new URLSearchParams(location.search);
const delayMs = Number(params.get('delayMs') ?? '1500');
const autoPlay = params.get('autoPlay') !== 'false';

const ctx = new AudioContext();
/** Everything the host says goes through this bus into every speaking track of every guest. */
const bus = ctx.createGain();
let buffer = null;
let playing = null;
let autoPlayed = false;
let playsHandled = 0;
let present = true;
const peers = new Map();
const doneJobs = new Set();

async function load() {
  // Raw local addresses for ICE on loopback-only machines (meeting-bots.md §B); the audio itself is the WAV.
  await navigator.mediaDevices.getUserMedia({ audio: true }).catch(() => null);
  const wav = await fetch(params.get('wav')).then((r) => r.arrayBuffer());
  buffer = await ctx.decodeAudioData(wav);
  await ctx.resume();
}

function play() {
  if (!buffer || !present) return;
  playing?.stop();
  const source = ctx.createBufferSource();
  source.buffer = buffer;
  source.connect(bus);
  playing = source;
  source.onended = () => {
    if (playing !== source) return;
    playing = null;
    void post('/_fake/host-audio', { event: 'end' });
  };
  source.start();
  void post('/_fake/host-audio', { event: 'start' });
}

/** Replaces each m-section's msid (stream and track id as the guest will see them) with the one the job names. */
function withMsids(sdp, msidByMid) {
  return sdp
    .split(/(?=^m=)/m)
    .map((section) => {
      const mid = /^a=mid:(\S+)$/m.exec(section)?.[1];
      const msid = mid === undefined ? undefined : msidByMid.get(mid);
      return msid ? section.replace(/^a=msid:.*$/m, `a=msid:${msid}`) : section;
    })
    .join('');
}

async function connect(job) {
  const pc = new RTCPeerConnection({ iceServers: [] });
  peers.set(job.guestId, pc);
  const tracks = [];
  const msidByMid = new Map();
  const transceivers = [];
  for (const t of job.tracks) {
    const dest = ctx.createMediaStreamDestination();
    // The others say nothing; their tracks carry silence, as a muted participant's would.
    if (t.speaks) bus.connect(dest);
    const track = dest.stream.getAudioTracks()[0];
    transceivers.push({ t, transceiver: pc.addTransceiver(track, { direction: 'sendonly', streams: [dest.stream] }) });
  }
  pc.addEventListener('connectionstatechange', () => {
    if (pc.connectionState === 'connected' && autoPlay && !autoPlayed) {
      autoPlayed = true;
      setTimeout(play, delayMs);
    }
  });
  await pc.setLocalDescription(await pc.createOffer());
  await iceComplete(pc);
  for (const { t, transceiver } of transceivers) {
    msidByMid.set(transceiver.mid, t.msid);
    tracks.push({ participantId: t.participantId, name: t.name, mid: transceiver.mid });
  }
  const sdp = withMsids(pc.localDescription.sdp, msidByMid);
  await post('/_fake/host-offer', { guest: job.guestId, sdp, tracks });
}

await load();
const source = new EventSource(`/_fake/host-events?room=${encodeURIComponent(boot.room)}`);
source.onmessage = (e) => {
  const state = JSON.parse(e.data);
  present = state.present;
  if (!present && playing) {
    const p = playing;
    playing = null;
    p.stop();
  }
  for (const job of state.jobs) {
    if (doneJobs.has(job.guestId)) continue;
    doneJobs.add(job.guestId);
    void connect(job);
  }
  for (const [guestId, sdp] of Object.entries(state.answers)) {
    const pc = peers.get(guestId);
    if (pc && pc.signalingState === 'have-local-offer') void pc.setRemoteDescription({ type: 'answer', sdp });
  }
  while (playsHandled < state.plays) {
    playsHandled += 1;
    play();
  }
};
await post('/_fake/host-ready', {});
document.title = 'Fake meeting host (ready)';
