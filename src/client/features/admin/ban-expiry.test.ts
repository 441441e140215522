// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { banExpiresAt, localDateInput } from './ban-expiry';

describe('ban expiry', () => {
  const now = new Date(2026, 2, 10, 15, 30);

  it('gives no end for a ban until lifted, and fixed spans from now', () => {
    expect(banExpiresAt('none', '', now)).toBeNull();
    expect(banExpiresAt('week', '', now)).toBe(new Date(now.getTime() + 7 * 86_400_000).toISOString());
  });

  it('ends a ban on a chosen date at the next local midnight', () => {
    expect(banExpiresAt('custom', '2026-03-10', now)).toBe(new Date(2026, 2, 11).toISOString());
    expect(banExpiresAt('custom', localDateInput(now), now)).toBe(new Date(2026, 2, 11).toISOString());
  });

  it('refuses a missing or past date', () => {
    expect(banExpiresAt('custom', '', now)).toBeUndefined();
    expect(banExpiresAt('custom', '2026-03-09', now)).toBeUndefined();
  });
});
