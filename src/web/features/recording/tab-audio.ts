/**
 * Recording a meeting that runs in another browser tab (Meet, Zoom or Teams on the web): the tab's sound, captured
 * with the screen-share picker, mixed with the microphone into one stream. That one stream feeds the recorder and the
 * live PCM capture exactly as the microphone alone does: one pipeline, two inputs.
 */

export const AUDIO_SOURCES = ['mic', 'mic+tab'] as const;
export type AudioSource = (typeof AUDIO_SOURCES)[number];

/** `?source=tab` (the Meeting Bot's "Record this meeting from your own browser") preselects the tab. */
export const sourceFromQuery = (params: URLSearchParams): AudioSource =>
  params.get('source') === 'tab' ? 'mic+tab' : 'mic';

/** Why the tab's sound could not be had; each has its words in `recording.json` (`errors.tab.<reason>`). */
export type TabAudioReason = 'cancelled' | 'noAudio' | 'unsupported';

export class TabAudioError extends Error {
  constructor(
    readonly reason: TabAudioReason,
    override readonly cause?: unknown,
  ) {
    super(`tab audio: ${reason}`);
    this.name = 'TabAudioError';
  }
}

/** The picker closed without a choice (or the user refused): not a fault, the user changed their mind. */
export function tabErrorReason(err: unknown): TabAudioReason {
  const name = (err as { name?: unknown } | null)?.name;
  return name === 'NotAllowedError' || name === 'AbortError' ? 'cancelled' : 'unsupported';
}

type DisplayMedia = Pick<MediaDevices, 'getDisplayMedia'>;

/**
 * Asks for a tab with its sound. Chromium's picker needs `video: true` to offer tabs at all; the video track is stopped
 * at once (nothing is recorded of the picture). A choice without sound (a window, a screen, or "share tab audio"
 * left off) is refused with `noAudio`, so the user can pick again instead of recording silence.
 */
export async function openTabAudio(media: DisplayMedia | undefined = navigator.mediaDevices): Promise<MediaStream> {
  if (!media?.getDisplayMedia) throw new TabAudioError('unsupported');
  let display: MediaStream;
  try {
    display = await media.getDisplayMedia({ audio: true, video: true });
  } catch (err) {
    throw new TabAudioError(tabErrorReason(err), err);
  }
  for (const track of display.getVideoTracks()) track.stop();
  const audio = display.getAudioTracks();
  if (audio.length === 0) {
    for (const track of display.getTracks()) track.stop();
    throw new TabAudioError('noAudio');
  }
  return new MediaStream(audio);
}

/** What mixing needs of an AudioContext (a fake in unit tests). */
export interface MixContext {
  createMediaStreamSource(stream: MediaStream): { connect(node: AudioNode): unknown; disconnect(): void };
  createMediaStreamDestination(): AudioNode & { stream: MediaStream };
  resume(): Promise<void>;
  close(): Promise<void>;
  readonly state: AudioContextState;
}

export interface AudioMix {
  /** One audio track carrying every input. */
  stream: MediaStream;
  /** Disconnects the inputs and closes the context (the inputs' own tracks are the caller's to stop). */
  close(): Promise<void>;
}

/** Sums the inputs into one MediaStream through WebAudio. */
export async function mixAudio(
  inputs: readonly MediaStream[],
  ctx: MixContext = new AudioContext(),
): Promise<AudioMix> {
  const destination = ctx.createMediaStreamDestination();
  const sources = inputs.map((input) => {
    const node = ctx.createMediaStreamSource(input);
    node.connect(destination);
    return node;
  });
  // Created after the picker's await, the context may start suspended; a suspended graph yields silence.
  if (ctx.state === 'suspended') await ctx.resume();
  return {
    stream: destination.stream,
    close: async () => {
      for (const node of sources) node.disconnect();
      await ctx.close().catch(() => undefined);
    },
  };
}
