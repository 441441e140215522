import { z } from 'zod';

export const ANALYTICS_EVENT_TYPES = ['VISIT'] as const;
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];

/** POST /api/analytics/user, with SPEC §7's field names. */
export const userAnalyticsEventSchema = z.object({
  userID: z.string().trim().min(1, 'userID is required').max(128),
  userName: z.string().trim().max(200),
  eventType: z.enum(ANALYTICS_EVENT_TYPES, 'eventType must be VISIT'),
});
export type UserAnalyticsEvent = z.infer<typeof userAnalyticsEventSchema>;
