import { describe, expect, it } from 'vitest';
import { addToDay, lastDayKeys, localDayKey, startOfLocalDay } from './day-buckets';

const KYIV_SUMMER = -180;

describe('local days', () => {
  it('puts an instant on the local calendar day', () => {
    expect(localDayKey('2026-03-09T22:30:00.000Z', 0)).toBe('2026-03-09');
    expect(localDayKey('2026-03-09T22:30:00.000Z', KYIV_SUMMER)).toBe('2026-03-10');
    expect(localDayKey('2026-03-10T02:00:00.000Z', 300)).toBe('2026-03-09');
  });

  it('finds the start of today and of earlier days in the local zone', () => {
    const now = new Date('2026-03-10T01:00:00.000Z');
    expect(startOfLocalDay(now, 0).toISOString()).toBe('2026-03-10T00:00:00.000Z');
    expect(startOfLocalDay(now, KYIV_SUMMER).toISOString()).toBe('2026-03-09T21:00:00.000Z');
    expect(startOfLocalDay(now, 0, 6).toISOString()).toBe('2026-03-04T00:00:00.000Z');
  });

  it('lists the last days oldest first and counts only inside them', () => {
    const now = new Date('2026-03-10T12:00:00.000Z');
    const keys = lastDayKeys(now, 0, 3);
    expect(keys).toEqual(['2026-03-08', '2026-03-09', '2026-03-10']);
    const counts = new Map(keys.map((key) => [key, 0]));
    addToDay(counts, '2026-03-09T05:00:00.000Z', 0);
    addToDay(counts, '2026-03-09T06:00:00.000Z', 0, 4);
    addToDay(counts, '2026-03-01T06:00:00.000Z', 0);
    expect([...counts.values()]).toEqual([0, 5, 0]);
  });
});
