import { describe, expect, it, vi } from 'vitest';
import { mixAudio, openTabAudio, sourceFromQuery, tabErrorReason, TabAudioError, type MixContext } from './tab-audio';
import { startNotice } from './use-recording';

class FakeTrack {
  readyState: 'live' | 'ended' = 'live';
  constructor(readonly kind: 'audio' | 'video') {}
  stop() {
    this.readyState = 'ended';
  }
}

/** Just enough of MediaStream for the picker's answer (Node has no MediaStream). */
class FakeStream {
  constructor(readonly tracks: FakeTrack[]) {}
  getTracks() {
    return this.tracks;
  }
  getAudioTracks() {
    return this.tracks.filter((t) => t.kind === 'audio');
  }
  getVideoTracks() {
    return this.tracks.filter((t) => t.kind === 'video');
  }
}
vi.stubGlobal('MediaStream', FakeStream);

const picker = (answer: () => Promise<FakeStream>) => ({
  getDisplayMedia: vi.fn((_opts?: DisplayMediaStreamOptions) => answer() as unknown as Promise<MediaStream>),
});

describe('recording a browser tab', () => {
  it('is preselected by ?source=tab, the microphone alone otherwise', () => {
    expect(sourceFromQuery(new URLSearchParams('source=tab'))).toBe('mic+tab');
    expect(sourceFromQuery(new URLSearchParams(''))).toBe('mic');
    expect(sourceFromQuery(new URLSearchParams('source=screen'))).toBe('mic');
  });

  it('asks the picker for audio and video, stops the picture at once and keeps only the sound', async () => {
    const audio = new FakeTrack('audio');
    const video = new FakeTrack('video');
    const media = picker(async () => new FakeStream([audio, video]));
    const stream = (await openTabAudio(media)) as unknown as FakeStream;
    expect(media.getDisplayMedia).toHaveBeenCalledWith({ audio: true, video: true });
    expect(video.readyState).toBe('ended');
    expect(audio.readyState).toBe('live');
    expect(stream.getTracks()).toEqual([audio]);
  });

  it('refuses a choice without sound and releases it, so the user can pick again', async () => {
    const video = new FakeTrack('video');
    const err = await openTabAudio(picker(async () => new FakeStream([video]))).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TabAudioError);
    expect((err as TabAudioError).reason).toBe('noAudio');
    expect(video.readyState).toBe('ended');
  });

  it('tells a closed picker (cancelled) from a browser that cannot share tabs', async () => {
    const cancelled = Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' });
    const err = await openTabAudio(picker(() => Promise.reject(cancelled))).catch((e: unknown) => e);
    expect((err as TabAudioError).reason).toBe('cancelled');
    expect(tabErrorReason(Object.assign(new Error(), { name: 'NotSupportedError' }))).toBe('unsupported');
    expect(((await openTabAudio({} as never).catch((e: unknown) => e)) as TabAudioError).reason).toBe('unsupported');
  });

  it('says each failure in its own words', () => {
    expect(startNotice('tab', new TabAudioError('cancelled'))).toEqual({ key: 'recording:errors.tab.cancelled' });
    expect(startNotice('tab', new TabAudioError('noAudio'))).toEqual({ key: 'recording:errors.tab.noAudio' });
    expect(startNotice('tab', new Error('odd'))).toEqual({ key: 'recording:errors.tab.unsupported' });
    expect(startNotice('microphone', new Error('denied'))).toEqual({ key: 'recording:errors.microphone' });
    expect(startNotice('recorder', new Error('x'))).toEqual({ key: 'recording:errors.startFailed' });
  });
});

describe('mixing the microphone and the tab', () => {
  function fakeContext(state: AudioContextState) {
    const destination = { stream: new FakeStream([new FakeTrack('audio')]) };
    const connections: [unknown, unknown][] = [];
    const disconnected: unknown[] = [];
    const ctx = {
      state,
      createMediaStreamDestination: () => destination,
      createMediaStreamSource: (input: MediaStream) => ({
        connect: (node: unknown) => connections.push([input, node]),
        disconnect: () => disconnected.push(input),
      }),
      resume: vi.fn(async () => undefined),
      close: vi.fn(async () => undefined),
    };
    return { ctx, destination, connections, disconnected };
  }

  it('feeds every input into one destination whose stream the recorder and live capture share', async () => {
    const { ctx, destination, connections, disconnected } = fakeContext('running');
    const mic = new FakeStream([new FakeTrack('audio')]) as unknown as MediaStream;
    const tab = new FakeStream([new FakeTrack('audio')]) as unknown as MediaStream;
    const mix = await mixAudio([mic, tab], ctx as unknown as MixContext);
    expect(mix.stream).toBe(destination.stream);
    expect(connections).toEqual([
      [mic, destination],
      [tab, destination],
    ]);
    expect(ctx.resume).not.toHaveBeenCalled();
    await mix.close();
    expect(disconnected).toEqual([mic, tab]);
    expect(ctx.close).toHaveBeenCalled();
  });

  it('resumes a context that started suspended (a suspended graph records silence)', async () => {
    const { ctx } = fakeContext('suspended');
    await mixAudio([], ctx as unknown as MixContext);
    expect(ctx.resume).toHaveBeenCalled();
  });
});
