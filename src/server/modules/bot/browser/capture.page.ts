/// <reference lib="dom" />
// Runs inside the meeting page (Chromium), not in Node: the server build needs the DOM types for it.
/**
 * The meeting's audio, from inside the page (meeting-bots.md §A "Audio capture"). Installed with
 * context.addInitScript, so it runs before the platform's scripts build their peer connections:
 * - every remote audio track, from an RTCPeerConnection hook (the 'track' event and the ontrack setter) and from a
 *   periodic scan of <audio>/<video> elements playing a MediaStream, de-duplicated by track id across both paths;
 *   tracks from the page's own getUserMedia (the fake microphone) are never taken;
 * - Teams: once a server-mixed `mainAudio…` track exists, it alone is heard (the others repeat the same words);
 * - one AudioContext at 16 kHz mixes them; an AudioWorklet (not ScriptProcessor, which drops and repeats buffers under
 *   load) turns the mix into Int16 blocks of ~200 ms, sent out as base64 through the exposed binding;
 * - a MediaRecorder (WebM/Opus, 1 s timeslice) on the same mix makes the compressed copy.
 * Nothing is sent before the bot process says the bot is admitted (the `start` event), so the lobby is never recorded.
 */

export interface CaptureConfig {
  /** The exposed binding's name (random per run). */
  binding: string;
  /** The window event that starts sending (random per run). */
  startEvent: string;
  preferTeamsMain: boolean;
  sampleRate: number;
  /** Samples per PCM block. */
  blockSamples: number;
  rescanMs: number;
  recorderMime: string;
  timesliceMs: number;
}

/** The worklet: frames of 128 samples in, Int16 blocks out (zeros while nothing is connected, so time runs on). */
export const WORKLET_SOURCE = `
class NotulenPcm extends AudioWorkletProcessor {
  constructor(options) {
    super();
    this.n = options.processorOptions.blockSamples;
    this.buf = new Int16Array(this.n);
    this.i = 0;
  }
  process(inputs) {
    const ch = inputs[0] && inputs[0][0];
    const len = ch ? ch.length : 128;
    for (let k = 0; k < len; k++) {
      let v = ch ? ch[k] : 0;
      v = v < -1 ? -1 : v > 1 ? 1 : v;
      this.buf[this.i++] = v < 0 ? v * 32768 : v * 32767;
      if (this.i === this.n) {
        this.port.postMessage(this.buf, [this.buf.buffer]);
        this.buf = new Int16Array(this.n);
        this.i = 0;
      }
    }
    return true;
  }
}
registerProcessor('notulen-pcm', NotulenPcm);
`;

/** Runs in every frame of the page, before its scripts (through pageSource). Self-contained: nothing imported. */
export function installCaptureInPage(cfg: CaptureConfig & { worklet: string }): void {
  type Send = (kind: string, a?: unknown, b?: unknown) => Promise<unknown>;
  const w = window as unknown as Record<string, unknown>;
  const send = (kind: string, a?: unknown, b?: unknown) => {
    const fn = w[cfg.binding] as Send | undefined;
    if (fn) fn(kind, a, b).catch(() => {});
  };
  const toBase64 = (bytes: Uint8Array) => {
    let s = '';
    for (let i = 0; i < bytes.length; i += 0x8000) {
      s += String.fromCharCode.apply(null, Array.from(bytes.subarray(i, i + 0x8000)));
    }
    return btoa(s);
  };

  const localTracks = new Set<string>();
  const seen = new Set<string>();
  const inputs = new Map<string, { source: MediaStreamAudioSourceNode; el: HTMLAudioElement; main: boolean }>();
  let mainOnly = false;
  let ctx: AudioContext | null = null;
  let mix: GainNode | null = null;
  let started = false;
  let recorder: MediaRecorder | null = null;
  let dest: MediaStreamAudioDestinationNode | null = null;

  const resume = () => {
    if (ctx && ctx.state === 'suspended') ctx.resume().catch(() => {});
  };

  const ensureContext = () => {
    if (ctx) return;
    const c = new AudioContext({ sampleRate: cfg.sampleRate });
    ctx = c;
    mix = c.createGain();
    mix.channelCount = 1;
    mix.channelCountMode = 'explicit';
    dest = c.createMediaStreamDestination();
    mix.connect(dest);
    const url = URL.createObjectURL(new Blob([cfg.worklet], { type: 'application/javascript' }));
    c.audioWorklet
      .addModule(url)
      .then(() => {
        const node = new AudioWorkletNode(c, 'notulen-pcm', {
          numberOfInputs: 1,
          numberOfOutputs: 1,
          channelCount: 1,
          channelCountMode: 'explicit',
          processorOptions: { blockSamples: cfg.blockSamples },
        });
        node.port.onmessage = (e: MessageEvent<Int16Array>) => {
          if (started) send('pcm', toBase64(new Uint8Array(e.data.buffer)));
        };
        // A silent path to the destination, so the graph is pulled; nothing is played.
        const mute = c.createGain();
        mute.gain.value = 0;
        mix!.connect(node);
        node.connect(mute);
        mute.connect(c.destination);
      })
      .catch((e: unknown) => send('log', `audio worklet failed: ${String(e)}`));
    c.onstatechange = resume;
    resume();
  };

  const startRecorder = () => {
    if (recorder || !dest) return;
    try {
      let seq = 0;
      recorder = new MediaRecorder(dest.stream, { mimeType: cfg.recorderMime });
      recorder.ondataavailable = (e: BlobEvent) => {
        if (!e.data || !e.data.size) return;
        const n = seq++;
        e.data
          .arrayBuffer()
          .then((b) => send('chunk', n, toBase64(new Uint8Array(b))))
          .catch(() => {});
      };
      recorder.start(cfg.timesliceMs);
    } catch (e) {
      send('log', `recorder failed: ${String(e)}`);
    }
  };

  const connect = (id: string) => {
    const input = inputs.get(id);
    if (input && mix) input.source.connect(mix);
  };
  const disconnect = (id: string) => {
    const input = inputs.get(id);
    if (input) input.source.disconnect();
  };

  const addTrack = (track: MediaStreamTrack | null | undefined) => {
    if (!track || track.kind !== 'audio' || seen.has(track.id) || localTracks.has(track.id)) return;
    seen.add(track.id);
    ensureContext();
    const stream = new MediaStream([track]);
    // Chromium feeds a remote WebRTC track to Web Audio only while a media element plays it.
    const el = new Audio();
    el.muted = true;
    el.srcObject = stream;
    el.play().catch(() => {});
    const main = cfg.preferTeamsMain && track.id.startsWith('mainAudio');
    inputs.set(track.id, { source: ctx!.createMediaStreamSource(stream), el, main });
    if (main && !mainOnly) {
      mainOnly = true;
      for (const [id, i] of inputs) if (!i.main) disconnect(id);
    }
    if (!mainOnly || main) connect(track.id);
    track.addEventListener('ended', () => {
      disconnect(track.id);
      el.srcObject = null;
      inputs.delete(track.id);
    });
    resume();
    send('track', track.id);
  };

  const NativePC = window.RTCPeerConnection;
  if (NativePC) {
    const hook = (pc: RTCPeerConnection) => pc.addEventListener('track', (e) => addTrack(e.track));
    // A Proxy keeps the constructor's name, prototype and native-looking toString.
    const Hooked = new Proxy(NativePC, {
      construct(target, args, newTarget) {
        const pc = Reflect.construct(target, args, newTarget) as RTCPeerConnection;
        hook(pc);
        return pc;
      },
    });
    window.RTCPeerConnection = Hooked;
    if (w.webkitRTCPeerConnection === NativePC) w.webkitRTCPeerConnection = Hooked;
    const desc = Object.getOwnPropertyDescriptor(NativePC.prototype, 'ontrack');
    if (desc && desc.set && desc.get) {
      const { get, set } = desc;
      Object.defineProperty(NativePC.prototype, 'ontrack', {
        configurable: true,
        enumerable: desc.enumerable,
        get() {
          return get.call(this);
        },
        set(fn: ((this: RTCPeerConnection, e: RTCTrackEvent) => unknown) | null) {
          set.call(
            this,
            typeof fn === 'function'
              ? function (this: RTCPeerConnection, e: RTCTrackEvent) {
                  addTrack(e.track);
                  return fn.call(this, e);
                }
              : fn,
          );
        },
      });
    }
  }

  const md = navigator.mediaDevices as MediaDevices | undefined;
  if (md && md.getUserMedia) {
    const gum = md.getUserMedia.bind(md);
    md.getUserMedia = (c?: MediaStreamConstraints) =>
      gum(c).then((stream) => {
        for (const t of stream.getTracks()) localTracks.add(t.id);
        return stream;
      });
  }

  const scan = () => {
    for (const el of Array.from(document.querySelectorAll('audio, video'))) {
      const src = (el as HTMLMediaElement).srcObject;
      if (src instanceof MediaStream) for (const t of src.getAudioTracks()) addTrack(t);
    }
    resume();
  };
  setInterval(scan, cfg.rescanMs);

  window.addEventListener(cfg.startEvent, () => {
    if (started) return;
    started = true;
    ensureContext();
    scan();
    startRecorder();
  });
}
