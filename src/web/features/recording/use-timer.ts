import { useEffect, useState } from 'react';

/** Seconds from `startedAt` to `stoppedAt`, or to now while running; re-renders once a second (spec: tick 1 s). */
export function useElapsed(startedAt: number | null, stoppedAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (startedAt === null || stoppedAt !== null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [startedAt, stoppedAt]);
  if (startedAt === null) return 0;
  return Math.max(0, ((stoppedAt ?? now) - startedAt) / 1000);
}
