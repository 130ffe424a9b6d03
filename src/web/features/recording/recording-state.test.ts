import { describe, expect, it } from 'vitest';
import type { FinishResult } from '@shared/api/recordings';
import {
  initialState,
  recordingReducer,
  savedNotice,
  showsSummary,
  transcriptText,
  type Action,
  type RecordingState,
} from './recording-state';

const run = (actions: Action[], from: RecordingState = initialState) => actions.reduce(recordingReducer, from);
const seg = (start: number, text: string) => ({ start, end: start + 1, text });
const START: Action = { type: 'start', id: 'a', engine: 'pocketsphinx', lang: 'en-US', title: 'Recording 1' };
const RESULT: FinishResult = {
  transcriptionId: '00000000-0000-4000-8000-000000000002',
  audioSaved: true,
  missing: [],
  text: 'hello world. final pass.',
  segments: [seg(0, 'hello world.'), seg(1, 'final pass.')],
  durationSeconds: 2,
};

describe('recording state machine (docs/product.md §4)', () => {
  it('goes idle → starting → recording → stopping → saved', () => {
    const phases: string[] = [];
    let s = initialState;
    for (const a of [
      START,
      { type: 'started', at: 1000 },
      { type: 'final', segment: seg(0, 'hello') },
      { type: 'stop', at: 3000 },
      { type: 'saved', result: RESULT, chunks: 2 },
    ] as Action[]) {
      s = recordingReducer(s, a);
      phases.push(s.phase);
    }
    expect(phases).toEqual(['starting', 'recording', 'recording', 'stopping', 'saved']);
    expect(s).toMatchObject({ startedAt: 1000, stoppedAt: 3000, chunks: 2, result: RESULT });
    // The server's final pass replaces the live text.
    expect(s.finals).toEqual(RESULT.segments);
    expect(transcriptText(s)).toBe('hello world. final pass.');
  });

  it('Start resets error, text, summary, timer and takes the new id; ignored while stopping', () => {
    const saved = run([
      START,
      { type: 'started', at: 1 },
      { type: 'stop', at: 2 },
      { type: 'saved', result: RESULT, chunks: 1 },
    ]);
    const again = recordingReducer({ ...saved, error: { key: 'x' } }, { ...START, id: 'b' });
    expect(again).toMatchObject({
      phase: 'starting',
      recordingId: 'b',
      error: null,
      finals: [],
      partial: '',
      result: null,
      startedAt: null,
      stoppedAt: null,
    });
    const stopping = run([START, { type: 'started', at: 1 }, { type: 'stop', at: 2 }]);
    expect(recordingReducer(stopping, { ...START, id: 'c' })).toBe(stopping);
  });

  it('a partial is replaced by the next partial and cleared by a final', () => {
    const s = run([
      START,
      { type: 'started', at: 1 },
      { type: 'partial', text: 'hel' },
      { type: 'partial', text: 'hello wor' },
    ]);
    expect(s.partial).toBe('hello wor');
    const f = recordingReducer(s, { type: 'final', segment: seg(0, 'hello world') });
    expect(f).toMatchObject({ partial: '', finals: [seg(0, 'hello world')] });
  });

  it('a failed start goes back to idle with its error; a failed stop keeps the text for the summary panel', () => {
    expect(run([START, { type: 'startFailed', error: { key: 'recording:errors.microphone' } }])).toMatchObject({
      phase: 'idle',
      error: { key: 'recording:errors.microphone' },
    });
    const failed = run([
      START,
      { type: 'started', at: 1 },
      { type: 'final', segment: seg(0, 'kept text') },
      { type: 'stop', at: 2 },
      { type: 'stopFailed', error: { key: 'recording:errors.stopFailed' } },
    ]);
    expect(failed.phase).toBe('idle');
    expect(showsSummary(failed)).toBe(true);
    expect(transcriptText(failed)).toBe('kept text');
  });

  it('shows the summary panel when saved, or idle with a transcript; never while recording', () => {
    expect(showsSummary(initialState)).toBe(false);
    const recording = run([START, { type: 'started', at: 1 }, { type: 'final', segment: seg(0, 'x') }]);
    expect(showsSummary(recording)).toBe(false);
    expect(
      showsSummary(
        run(
          [
            { type: 'stop', at: 2 },
            { type: 'saved', result: { ...RESULT, text: '', segments: [] }, chunks: 0 },
          ],
          recording,
        ),
      ),
    ).toBe(true);
  });

  it('Stop only from recording', () => {
    expect(recordingReducer(initialState, { type: 'stop', at: 1 })).toBe(initialState);
    const starting = recordingReducer(initialState, START);
    expect(recordingReducer(starting, { type: 'stop', at: 1 })).toBe(starting);
  });

  it('tracks the live connection while recording; saving clears it', () => {
    const recording = run([START, { type: 'started', at: 1 }]);
    expect(recording.liveConnection).toBe('ok');
    const lost = run(
      [
        { type: 'live', connection: 'reconnecting' },
        { type: 'live', connection: 'unreachable' },
      ],
      recording,
    );
    expect(lost.liveConnection).toBe('unreachable');
    expect(run([{ type: 'live', connection: 'ok' }], lost).liveConnection).toBe('ok');
    const saved = run(
      [
        { type: 'stop', at: 2 },
        { type: 'saved', result: RESULT, chunks: 1 },
      ],
      lost,
    );
    expect(saved.liveConnection).toBe('ok');
  });
});

describe('savedNotice', () => {
  const saved = (text: string, audioSaved: boolean, finals: string[] = []): RecordingState => ({
    ...initialState,
    phase: 'saved',
    finals: finals.map((t, i) => ({ start: i, end: i + 1, text: t })),
    result: { transcriptionId: 'x', audioSaved, missing: [], text, segments: [], durationSeconds: 3 },
  });

  it('says "with its transcript" only when there is text, the server\'s or the live finals shown', () => {
    expect(savedNotice(saved('Selamat pagi', true), true).body).toBe('body');
    expect(savedNotice(saved('', true, ['Selamat pagi']), true).body).toBe('body');
    expect(savedNotice(saved('  ', true), true).body).toBe('bodyNoText');
  });

  it('promises a final transcript only when the server can transcribe the language now', () => {
    expect(savedNotice(saved('', true), true).finalPass).toBe('finalPass');
    expect(savedNotice(saved('', true), false).finalPass).toBe('finalPassLater');
    // Without audio there is nothing to transcribe: the no-audio warning says so.
    expect(savedNotice(saved('hi', false), true).finalPass).toBeNull();
  });
});
