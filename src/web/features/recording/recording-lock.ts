/**
 * The tab that is making a recording holds a Web Lock named after it, so another tab (or this one after a reload)
 * can tell a recording in progress elsewhere from one left behind by a closed or reloaded page.
 */
const lockName = (id: string) => `notulen-recording-${id}`;

/** Holds the lock until the returned function is called. Without the Web Locks API it holds nothing. */
export async function holdRecordingLock(id: string): Promise<() => void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return () => undefined;
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => (release = r));
  await new Promise<void>((acquired) => {
    void locks.request(lockName(id), () => {
      acquired();
      return held;
    });
  });
  return release;
}

/** True when no live tab holds the recording's lock: it was left behind and this tab may finish it. */
export async function isAbandoned(id: string): Promise<boolean> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return true;
  const state = await locks.query();
  return !(state.held ?? []).some((l) => l.name === lockName(id));
}
