import { describe, expect, it } from 'vitest';
import { userAnalyticsEventSchema } from './analytics';

describe('userAnalyticsEventSchema', () => {
  it('accepts a visit', () => {
    expect(userAnalyticsEventSchema.parse({ userID: 'u1', userName: 'Ann', eventType: 'VISIT' })).toEqual({
      userID: 'u1',
      userName: 'Ann',
      eventType: 'VISIT',
    });
  });

  it('refuses other event types', () => {
    const result = userAnalyticsEventSchema.safeParse({ userID: 'u1', userName: 'Ann', eventType: 'CLICK' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('eventType must be VISIT');
  });

  it('requires a user id', () => {
    expect(
      userAnalyticsEventSchema.safeParse({ userID: '', userName: 'Ann', eventType: 'VISIT' }).success,
    ).toBe(false);
    expect(userAnalyticsEventSchema.safeParse({ userName: 'Ann', eventType: 'VISIT' }).success).toBe(false);
  });

  it('bounds the name', () => {
    const long = { userID: 'u1', userName: 'x'.repeat(201), eventType: 'VISIT' };
    expect(userAnalyticsEventSchema.safeParse(long).success).toBe(false);
  });
});
