const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * Days as the administrator lives them. `tzOffset` is the browser's `Date#getTimezoneOffset()`:
 * minutes from local time to UTC (-120 in Kyiv in winter). A DST change inside the window shifts
 * the older days by an hour at most, which a usage chart can bear.
 */
export function localDayKey(instant: Date | string, tzOffset: number): string {
  const local = new Date(new Date(instant).getTime() - tzOffset * MINUTE_MS);
  return local.toISOString().slice(0, 10);
}

/** The instant the local day `daysBack` days before `now` began. */
export function startOfLocalDay(now: Date, tzOffset: number, daysBack = 0): Date {
  const local = now.getTime() - tzOffset * MINUTE_MS;
  const dayStart = Math.floor(local / DAY_MS) * DAY_MS - daysBack * DAY_MS;
  return new Date(dayStart + tzOffset * MINUTE_MS);
}

/** The keys of the last `count` local days, oldest first, today last. */
export function lastDayKeys(now: Date, tzOffset: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) =>
    localDayKey(startOfLocalDay(now, tzOffset, count - 1 - i), tzOffset),
  );
}

/** Adds `amount` to the day an instant falls on, ignoring instants outside the chart. */
export function addToDay(counts: Map<string, number>, instant: Date | string, tzOffset: number, amount = 1) {
  const key = localDayKey(instant, tzOffset);
  const current = counts.get(key);
  if (current !== undefined) counts.set(key, current + amount);
}
