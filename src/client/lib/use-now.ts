import { useEffect, useState } from 'react';

const TICK_MS = 250;

/**
 * The current time, refreshed a few times a second until `untilMs` has passed (a quarter second
 * keeps a seconds display exact); null means nothing to count towards, so no ticking at all.
 */
export function useNow(untilMs: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (untilMs === null) return;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (current > untilMs + TICK_MS) clearInterval(handle);
    };
    const handle = setInterval(tick, TICK_MS);
    const first = setTimeout(tick, 0);
    return () => {
      clearInterval(handle);
      clearTimeout(first);
    };
  }, [untilMs]);
  return now;
}
