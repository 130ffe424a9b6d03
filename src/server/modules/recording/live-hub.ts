/**
 * The live sessions of each recording in this process, so a finish (or a reconnect) can end them and wait for their
 * last finals to be stored before the segments are read.
 */
export interface LiveHub {
  /**
   * Registers a session; the recording's older sessions (a reconnect whose old socket is not yet dead) are ended,
   * and `replaced` resolves once their last finals are stored.
   */
  add(recordingId: string, end: () => Promise<void>): { unregister(): void; replaced: Promise<void> };
  stop(recordingId: string): Promise<void>;
}

export function createLiveHub(): LiveHub {
  const live = new Map<string, Set<() => Promise<void>>>();
  return {
    add(recordingId, end) {
      const set = live.get(recordingId) ?? new Set();
      const older = [...set];
      set.add(end);
      live.set(recordingId, set);
      return {
        unregister() {
          set.delete(end);
          if (set.size === 0 && live.get(recordingId) === set) live.delete(recordingId);
        },
        replaced: Promise.all(older.map((e) => e())).then(() => undefined),
      };
    },
    async stop(recordingId) {
      await Promise.all([...(live.get(recordingId) ?? [])].map((end) => end()));
    },
  };
}
