import koffi from 'koffi';

/** What /proc/<pid>/task/<tid>/comm says for the speech engine's threads. */
export const SPEECH_THREAD_NAME = 'notulen-speech';

let prctl: ((option: number, name: string, a: number, b: number, c: number) => number) | null | undefined;
const PR_SET_NAME = 15;

/**
 * Names the calling thread (Linux keeps 15 bytes), so `top -H`, `ps -L` and the bot benchmark can tell a speech
 * recognition thread from the rest of the Node process. Best effort: elsewhere, or without libc, nothing happens.
 */
export function nameThisThread(name: string): void {
  if (prctl === undefined) {
    try {
      prctl =
        process.platform === 'linux'
          ? koffi
              .load('libc.so.6')
              .func('int prctl(int option, const char *arg2, unsigned long, unsigned long, unsigned long)')
          : null;
    } catch {
      prctl = null;
    }
  }
  prctl?.(PR_SET_NAME, name.slice(0, 15), 0, 0, 0);
}
