import { NO_CHOICES, type SpeechChoices, type SpeechChoicesPatch, type SpeechRepo } from './speech.repo.js';

/** The admin's speech choices as the registry reads them on every pick: from the database, cached briefly. */
export interface SpeechChoicesStore {
  get(): Promise<SpeechChoices>;
  update(patch: SpeechChoicesPatch, userId: string | null): Promise<SpeechChoices>;
}

/**
 * Cached for `ttlMs` (default 5 s) per process: another process sees an admin's change within that bound, this one at
 * once. A database that cannot be read keeps the last choices known (automatic before any).
 */
export function createSpeechChoices(
  repo: SpeechRepo,
  { ttlMs = 5_000, onError }: { ttlMs?: number; onError?: (err: unknown) => void } = {},
): SpeechChoicesStore {
  let last: SpeechChoices = NO_CHOICES;
  let cached: { at: number; value: Promise<SpeechChoices> } | undefined;
  return {
    get() {
      if (!cached || Date.now() - cached.at > ttlMs) {
        cached = {
          at: Date.now(),
          value: repo.get().then(
            (v) => (last = v),
            (err: unknown) => {
              cached = undefined;
              onError?.(err);
              return last;
            },
          ),
        };
      }
      return cached.value;
    },
    async update(patch, userId) {
      last = await repo.update(patch, userId);
      cached = { at: Date.now(), value: Promise.resolve(last) };
      return last;
    },
  };
}
