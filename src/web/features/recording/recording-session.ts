import type { FinishResult, LiveMessage } from '@shared/api/recordings';
import type { EngineInfo, SpeechLanguage } from '@shared/api/speech';
import type { Segment } from '@shared/api/transcriptions';
import { ApiError } from '../../lib/api';
import { createRecording, finishRecording, putChunk, putSegments } from './api';
import { BrowserRecognition } from './browser-recognition';
import { ChunkUploader, classify, type UploaderProgress } from './chunk-uploader';
import { Keepalive } from './keepalive';
import { LiveSocket } from './live-socket';
import { openMicrophone, startRecorder, stopRecorder, stopStream } from './media-recorder';
import { startPcmCapture, type PcmCapture } from './pcm-capture';
import { holdRecordingLock } from './recording-lock';
import type { ActiveRecording, RecordingStore } from './recording-store';
import type { LiveConnection, Notice } from './recording-state';
import { mixAudio, openTabAudio, type AudioMix, type AudioSource } from './tab-audio';

export interface SessionEvents {
  onPartial(text: string): void;
  onFinal(segment: Segment): void;
  /** Shown inline; recording goes on. */
  onError(notice: Notice): void;
  onLive(connection: LiveConnection): void;
  onUpload(progress: UploaderProgress): void;
  /** The keepalive could not revive the recorder: the screen stops the recording (docs/product.md §4). */
  onRecorderLost(): void;
}

export interface SessionOptions {
  id: string;
  language: SpeechLanguage;
  /** id-ID or en-US, for the browser engine. */
  lang: string;
  /** The engine the server will use; null: the server's choice, no live text. */
  engine: EngineInfo | null;
  title: string;
  store: RecordingStore;
  /** The microphone alone (default), or mixed with a browser tab's sound (a meeting in another tab). */
  source?: AudioSource;
}

/** Where a start failed: the screen picks the message (microphone permission, or 'Failed to start recording'). */
export class StartError extends Error {
  constructor(
    readonly stage: 'microphone' | 'tab' | 'server' | 'recorder',
    override readonly cause: unknown,
  ) {
    super(`start failed at ${stage}`);
  }
}

const SEGMENTS_DEBOUNCE_MS = 1_500;

/**
 * One manual recording in the page: microphone → MediaRecorder chunks (IndexedDB, then uploaded in order) and, at the
 * same time, live text (PCM over the server's WebSocket, or the browser's own recogniser). `stop()` ends all of it,
 * waits for the uploads and asks the server to finish.
 */
export class RecordingSession {
  /** What the recorder and the live capture hear: the microphone, or the mix of microphone and tab. */
  private stream: MediaStream | null = null;
  /** The microphone and, when chosen, the tab: stopped with the session. */
  private inputs: MediaStream[] = [];
  private mix: AudioMix | null = null;
  private recorder: MediaRecorder | null = null;
  private pcm: PcmCapture | null = null;
  private socket: LiveSocket | null = null;
  private recognition: BrowserRecognition | null = null;
  private readonly uploader: ChunkUploader;
  private readonly keepalive: Keepalive;
  private meta: ActiveRecording;
  private writes = new Set<Promise<void>>();
  private startedAt = 0;
  private segments: Segment[] = [];
  private segmentsTimer: ReturnType<typeof setTimeout> | null = null;
  private releaseLock: () => void = () => undefined;
  private ended = false;

  private constructor(
    private readonly opts: SessionOptions,
    private readonly events: SessionEvents,
  ) {
    this.meta = {
      id: opts.id,
      language: opts.language,
      engine: opts.engine?.id ?? null,
      startedAt: Date.now(),
      title: opts.title,
      chunksMade: 0,
      durationSeconds: 0,
      state: 'recording',
    };
    this.uploader = new ChunkUploader({
      recordingId: opts.id,
      store: opts.store,
      send: (seq, blob) => putChunk(opts.id, seq, blob),
      ensureCreated: () => this.create().then(() => undefined),
      onProgress: (p) => events.onUpload(p),
    });
    this.keepalive = new Keepalive({
      isActive: () => this.recorder?.state === 'recording',
      restart: () => this.restartRecorder(),
      onGiveUp: () => events.onRecorderLost(),
    });
  }

  static async start(opts: SessionOptions, events: SessionEvents): Promise<RecordingSession> {
    const session = new RecordingSession(opts, events);
    try {
      await session.begin();
    } catch (err) {
      session.teardown();
      throw err;
    }
    return session;
  }

  /** Seconds since the recorder started: the clock of chunks, segments and the live socket's offset. */
  clock(): number {
    return this.startedAt ? (performance.now() - this.startedAt) / 1000 : 0;
  }

  get chunksMade(): number {
    return this.meta.chunksMade;
  }

  get startedAtEpoch(): number {
    return this.meta.startedAt;
  }

  private create() {
    return createRecording(this.opts.id, {
      language: this.opts.language,
      ...(this.opts.engine ? { engine: this.opts.engine.id } : {}),
    });
  }

  private async begin() {
    let mic: MediaStream;
    try {
      mic = await openMicrophone();
    } catch (err) {
      throw new StartError('microphone', err);
    }
    this.inputs = [mic];
    this.stream = mic;
    if (this.opts.source === 'mic+tab') await this.addTab(mic);
    try {
      await this.create();
    } catch (err) {
      throw new StartError('server', err);
    }
    try {
      this.releaseLock = await holdRecordingLock(this.opts.id);
      await this.opts.store.putRecording(this.meta);
      this.meta.startedAt = Date.now();
      this.startedAt = performance.now();
      this.recorder = startRecorder(this.stream, (blob) => this.onChunk(blob));
    } catch (err) {
      throw new StartError('recorder', err);
    }
    this.keepalive.start();
    await this.startLive(this.stream);
  }

  /** Asks for the meeting's tab and mixes its sound with the microphone: one stream for recorder and live text. */
  private async addTab(mic: MediaStream) {
    let tab: MediaStream;
    try {
      tab = await openTabAudio();
    } catch (err) {
      throw new StartError('tab', err);
    }
    this.inputs.push(tab);
    // "Stop sharing" in the browser's bar ends the tab's sound; the microphone goes on, and the user is told.
    tab.getAudioTracks()[0]?.addEventListener('ended', () => {
      if (!this.ended) this.events.onError({ key: 'recording:errors.tab.ended' });
    });
    try {
      this.mix = await mixAudio([mic, tab]);
    } catch (err) {
      throw new StartError('recorder', err);
    }
    this.stream = this.mix.stream;
  }

  private releaseInputs() {
    stopStream(this.stream);
    for (const input of this.inputs) stopStream(input);
    void this.mix?.close();
    this.mix = null;
  }

  private async startLive(stream: MediaStream) {
    const engine = this.opts.engine;
    if (!engine?.live) return;
    if (engine.runsIn === 'browser') {
      if (!BrowserRecognition.supported()) {
        this.events.onError({ key: 'recording:errors.notSupported' });
        return;
      }
      this.recognition = new BrowserRecognition({
        lang: this.opts.lang,
        clock: () => this.clock(),
        onPartial: (text) => this.events.onPartial(text),
        onFinal: (s) => this.addBrowserSegment(s),
        onError: (code) => this.events.onError({ key: 'recording:errors.recognition', params: { code } }),
      });
      this.recognition.start();
      return;
    }
    this.socket = new LiveSocket({
      recordingId: this.opts.id,
      onMessage: (m) => this.onLiveMessage(m),
      onStatus: (s) => this.events.onLive(s === 'reconnecting' || s === 'unreachable' ? s : 'ok'),
    });
    try {
      const socket = this.socket;
      this.pcm = await startPcmCapture(stream, (frame) => socket.send(frame));
    } catch {
      // Live text is a convenience: the audio still records and the transcript comes at Stop.
      this.events.onError({ key: 'recording:errors.liveUnavailable' });
    }
  }

  private onLiveMessage(m: LiveMessage) {
    if (m.type === 'partial') this.events.onPartial(m.text);
    else if (m.type === 'final') this.events.onFinal(m.segment);
    else if (m.type === 'error') this.events.onError({ key: `errors:${m.code}` });
  }

  private addBrowserSegment(s: Segment) {
    this.segments.push(s);
    this.events.onFinal(s);
    if (this.segmentsTimer) clearTimeout(this.segmentsTimer);
    this.segmentsTimer = setTimeout(() => void this.saveSegments(), SEGMENTS_DEBOUNCE_MS);
  }

  private async saveSegments() {
    if (this.segmentsTimer) clearTimeout(this.segmentsTimer);
    this.segmentsTimer = null;
    if (this.segments.length === 0) return;
    await putSegments(this.opts.id, [...this.segments]).catch(() => undefined);
  }

  private onChunk(blob: Blob) {
    const seq = this.meta.chunksMade;
    this.meta.chunksMade += 1;
    this.meta.durationSeconds = this.clock();
    const { store } = this.opts;
    // Stored before it is uploaded: a reload or a crash between the two loses nothing.
    const write = store
      .putChunk({ recordingId: this.opts.id, seq, blob })
      .then(() => store.putRecording({ ...this.meta }))
      .then(
        () => this.uploader.add(seq, blob),
        () => this.uploader.add(seq, blob), // storage full: upload straight from memory
      )
      .finally(() => this.writes.delete(write));
    this.writes.add(write);
  }

  private async restartRecorder() {
    if (this.ended || !this.stream) return;
    // A mix's track lives as long as its context; only the microphone alone can end under the recorder.
    if (!this.mix && this.stream.getAudioTracks().every((t) => t.readyState === 'ended')) {
      stopStream(this.stream);
      this.stream = await openMicrophone();
      this.inputs = [this.stream];
    }
    this.recorder = startRecorder(this.stream, (blob) => this.onChunk(blob));
  }

  /** Ends capture and live text, uploads what is left, and saves the transcription. */
  async stop(): Promise<FinishResult> {
    this.ended = true;
    this.keepalive.stop();
    const stoppedAt = this.clock();
    this.recognition?.stop();
    await stopRecorder(this.recorder);
    await Promise.all([this.pcm?.stop(), this.saveSegments()]);
    await this.socket?.close();
    this.releaseInputs();
    await Promise.all([...this.writes]);
    this.meta = { ...this.meta, durationSeconds: stoppedAt, state: 'stopped' };
    await this.opts.store.putRecording(this.meta).catch(() => undefined);
    await this.uploader.drain();
    try {
      const result = await finishOrFetch(this.opts.id, {
        title: this.meta.title,
        chunks: this.meta.chunksMade,
        durationSeconds: Math.round(stoppedAt * 1000) / 1000,
      });
      await this.opts.store.deleteRecording(this.opts.id).catch(() => undefined);
      return result;
    } catch (err) {
      // Nothing was recorded: nothing to offer for finishing later. Other failures keep the chunks for the next visit.
      if (err instanceof ApiError && err.code === 'RECORDING_EMPTY') {
        await this.opts.store.deleteRecording(this.opts.id).catch(() => undefined);
      }
      throw err;
    } finally {
      this.releaseLock();
    }
  }

  /** Leaving the page mid-recording: release everything; chunks stay in the store for the next visit. */
  teardown(): void {
    this.ended = true;
    this.keepalive.stop();
    this.recognition?.stop();
    if (this.recorder && this.recorder.state !== 'inactive') this.recorder.stop();
    void this.pcm?.stop();
    void this.socket?.close(0);
    this.releaseInputs();
    this.uploader.stop();
    this.releaseLock();
  }
}

const FINISH_RETRY_MS = [1_000, 2_000, 5_000] as const;
const FINISH_ATTEMPTS = 12;

/**
 * POST finish until it answers: finish is idempotent on the server (a repeat answers the saved result), so a lost
 * answer, a restarting server or a finish already running (409 CONFLICT) only mean "ask again shortly".
 */
export async function finishOrFetch(
  id: string,
  body: { title: string; chunks: number; durationSeconds: number },
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): Promise<FinishResult> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await finishRecording(id, body);
    } catch (err) {
      const again = (err instanceof ApiError && err.code === 'CONFLICT') || classify(err) === 'retry';
      if (!again || attempt + 1 >= FINISH_ATTEMPTS) throw err;
      await sleep(FINISH_RETRY_MS[Math.min(attempt, FINISH_RETRY_MS.length - 1)]!);
    }
  }
}
