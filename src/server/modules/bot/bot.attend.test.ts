import { describe, expect, it } from 'vitest';
import type { BotConfig } from '../../platform/config/config.js';
import { botJoinJob, type AttendDeps } from './bot.attend.js';
import type { BotRepo } from './bot.repo.js';
import type { BotSessionRow } from './bot.schema.js';
import { createStopSignals } from './stop-signals.js';
import { deferred, scriptedBrowser } from './testing.js';

/**
 * The attending run's writes, apart from any database: the state the screen shows ("hearing audio") does not wait
 * behind the audio's chunks, whose store may be slow (an object store, a busy database), and each kind keeps its order.
 */
describe('a bot run writes its state apart from its audio', () => {
  const config: BotConfig = {
    apiKey: undefined,
    port: 0,
    maxConcurrent: 1,
    maxActivePerUser: 3,
    chromiumPath: undefined,
    browserArgs: [],
    lobbyTimeoutS: 60,
    aloneTimeoutS: 60,
    maxDurationMin: 60,
    noAudioTimeoutS: 60,
    heartbeatStaleS: 30,
    hostAliases: [],
  };

  function fakeDeps(row: BotSessionRow) {
    const states: string[] = [];
    const chunkWritten = deferred();
    const stored: number[] = [];
    const repo: Partial<BotRepo> = {
      findById: async () => ({ ...row }),
      advance: async (_id, changes) => {
        if (changes.state) states.push(changes.state);
        Object.assign(row, changes);
        return { ...row };
      },
      update: async (_id, changes) => {
        Object.assign(row, changes);
        return { ...row };
      },
      heartbeat: async () => {},
      addSpeakerTurn: async () => {},
    };
    const browser = scriptedBrowser();
    const silent = { info() {}, warn() {}, error() {} };
    const log = { ...silent, child: () => log };
    const deps = {
      repo: repo as BotRepo,
      recordings: {
        find: async () => ({ maxSeq: stored.length ? Math.max(...stored) : null, chunkCount: 0, segments: [] }),
        // The store answers only when the test lets it.
        putChunk: async (_u: string, _r: string, seq: number) => {
          await chunkWritten.promise;
          stored.push(seq);
        },
        finish: async () => {
          throw new Error('nothing was captured');
        },
      },
      live: { open: async () => ({ write() {}, end: async () => {} }) },
      storage: { put: async () => {} },
      jobs: { send: async () => null, requeue: async () => null, find: async () => null },
      run: browser.run,
      stops: createStopSignals({ listen: async () => async () => {} }, silent),
      config,
      chromiumPath: '/usr/bin/chromium',
      log,
    } as unknown as AttendDeps;
    return { deps, browser, states, chunkWritten, stored };
  }

  it('says "in the meeting and hearing audio" while the first chunk is still being stored', async () => {
    const row = {
      id: 'b0f5d1de-0000-4000-8000-000000000001',
      userId: 'u1',
      recordingId: 'b0f5d1de-0000-4000-8000-000000000002',
      platform: 'google-meet',
      meetingUrl: 'https://meet.google.com/abc-defg-hij',
      language: 'en-US',
      displayName: "Sari's Notulen Bot",
      state: 'queued',
      runs: 0,
      joinedAt: null,
      leaveAt: null,
      stopRequestedAt: null,
      createdAt: new Date(),
    } as unknown as BotSessionRow;
    const { deps, browser, states, chunkWritten, stored } = fakeDeps(row);
    const heard = deferred();
    const leave = deferred();
    browser.script = async (opts) => {
      opts.events.onAdmitted();
      opts.events.onChunk(0, Buffer.from('webm'));
      opts.events.onChunk(1, Buffer.from('webm'));
      opts.events.onFirstSound();
      heard.resolve();
      await leave.promise;
      return { kind: 'left', reason: 'meeting_ended' };
    };

    const done = botJoinJob(deps).handler({ sessionId: row.id }, { id: 'job-1', attempt: 1 });
    await heard.promise;
    await expect.poll(() => states).toContain('in_meeting');
    expect(stored).toEqual([]);
    // Order within a kind: admitted (no sound yet), then hearing; the chunks in theirs.
    expect(states).toEqual(['starting', 'no_audio', 'in_meeting']);

    chunkWritten.resolve();
    leave.resolve();
    await done;
    expect(stored).toEqual([0, 1]);
  });
});
