export const BAN_DURATIONS = ['none', 'day', 'week', 'month', 'custom'] as const;
export type BanDuration = (typeof BAN_DURATIONS)[number];

const DAY_MS = 86_400_000;
const DAYS: Record<Exclude<BanDuration, 'none' | 'custom'>, number> = { day: 1, week: 7, month: 30 };

/** YYYY-MM-DD of a local day, as a date input reads and writes it. */
export function localDateInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * When a ban ends, as the API wants it: null for never, or an instant. A chosen date is the ban's
 * last day, so it ends at the following local midnight. Undefined means the custom date is missing
 * or already past.
 */
export function banExpiresAt(
  duration: BanDuration,
  customDate: string,
  now = new Date(),
): string | null | undefined {
  switch (duration) {
    case 'none':
      return null;
    case 'day':
    case 'week':
    case 'month':
      return new Date(now.getTime() + DAYS[duration] * DAY_MS).toISOString();
    case 'custom': {
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(customDate);
      if (!match) return undefined;
      const end = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + 1);
      return end.getTime() > now.getTime() ? end.toISOString() : undefined;
    }
    default: {
      const unreachable: never = duration;
      throw new Error(`unknown duration ${String(unreachable)}`);
    }
  }
}
