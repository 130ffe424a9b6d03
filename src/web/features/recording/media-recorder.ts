/**
 * docs/product.md §9: microphone mono, 44100 Hz, noise suppression on, auto gain on, echo cancellation off; recorder
 * webm at 128000 bit/s, a chunk every 1000 ms.
 */
export const MIC_CONSTRAINTS = {
  channelCount: 1,
  sampleRate: 44_100,
  noiseSuppression: true,
  autoGainControl: true,
  echoCancellation: false,
} as const satisfies MediaTrackConstraints;

export const RECORDER_MIME = 'audio/webm;codecs=opus';
export const RECORDER_BITS_PER_SECOND = 128_000;
export const CHUNK_MS = 1_000;

/**
 * localStorage key: '1' turns the browser's audio processing off (no noise suppression, no auto gain). Tests that
 * check what was heard set it, so the recogniser gets the test's audio unaltered.
 */
export const RAW_AUDIO_KEY = 'notulen.recording.rawAudio';

export function microphoneConstraints(raw: boolean): MediaTrackConstraints {
  return raw ? { ...MIC_CONSTRAINTS, noiseSuppression: false, autoGainControl: false } : { ...MIC_CONSTRAINTS };
}

function rawAudioWanted(): boolean {
  try {
    return localStorage.getItem(RAW_AUDIO_KEY) === '1';
  } catch {
    return false;
  }
}

export class MicrophoneError extends Error {
  constructor(cause: unknown) {
    super(`microphone: ${(cause as Error)?.message ?? String(cause)}`);
    this.name = 'MicrophoneError';
  }
}

export async function openMicrophone(): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) throw new MicrophoneError(new Error('getUserMedia is unavailable'));
  try {
    return await navigator.mediaDevices.getUserMedia({ audio: microphoneConstraints(rawAudioWanted()) });
  } catch (err) {
    throw new MicrophoneError(err);
  }
}

export function stopStream(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/** A started MediaRecorder that hands each non-empty chunk to `onChunk`. */
export function startRecorder(stream: MediaStream, onChunk: (blob: Blob) => void): MediaRecorder {
  const mimeType = MediaRecorder.isTypeSupported(RECORDER_MIME) ? RECORDER_MIME : 'audio/webm';
  const recorder = new MediaRecorder(stream, { mimeType, audioBitsPerSecond: RECORDER_BITS_PER_SECOND });
  recorder.ondataavailable = (e) => {
    if (e.data.size > 0) onChunk(e.data);
  };
  recorder.start(CHUNK_MS);
  return recorder;
}

/** Stops the recorder and resolves after its last chunk has been handed out. */
export function stopRecorder(recorder: MediaRecorder | null): Promise<void> {
  if (!recorder || recorder.state === 'inactive') return Promise.resolve();
  return new Promise((resolve) => {
    // `stop` fires after the final dataavailable.
    recorder.addEventListener('stop', () => resolve(), { once: true });
    recorder.stop();
  });
}
