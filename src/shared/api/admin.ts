import { z } from 'zod';
import { siteRoleSchema } from './profile';

/** Days covered by the overview charts, today included. */
export const ADMIN_CHART_DAYS = 30;
export const ADMIN_PAGE_SIZES = [10, 20, 50, 100] as const;
export const BAN_REASON_MAX_LENGTH = 500;
export const FEEDBACK_CATEGORY_MAX_LENGTH = 40;

/**
 * The browser's `Date#getTimezoneOffset()`, so "today" and the chart days are the administrator's
 * own days rather than the server's UTC ones.
 */
const tzOffsetSchema = z.coerce.number().int().min(-840).max(840).default(0);

export const adminOverviewQuerySchema = z.object({ tzOffset: tzOffsetSchema });
export type AdminOverviewQuery = z.infer<typeof adminOverviewQuerySchema>;

export const dailyActivitySchema = z.object({
  /** YYYY-MM-DD in the administrator's time zone. */
  date: z.string(),
  visits: z.number().int(),
  signUps: z.number().int(),
});
export type DailyActivity = z.infer<typeof dailyActivitySchema>;

export const adminOverviewSchema = z.object({
  users: z.object({
    total: z.number().int(),
    guests: z.number().int(),
    newLast7Days: z.number().int(),
    newLast30Days: z.number().int(),
    banned: z.number().int(),
    admins: z.number().int(),
  }),
  rooms: z.object({ total: z.number().int(), activeNow: z.number().int() }),
  onlineNow: z.number().int(),
  /** Rounds revealed with a vote cast today, and the votes of those rounds cast today. */
  today: z.object({ rounds: z.number().int(), votes: z.number().int() }),
  retros: z.number().int(),
  teams: z.number().int(),
  feedbackWaiting: z.number().int(),
  /** One entry per day, oldest first, days without activity included as zeros. */
  daily: z.array(dailyActivitySchema),
  generatedAt: z.string(),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

export const USER_SORT_KEYS = ['name', 'email', 'created', 'lastVisit', 'rooms'] as const;
export type UserSortKey = (typeof USER_SORT_KEYS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const USER_KINDS = ['all', 'registered', 'guest'] as const;
export type UserKind = (typeof USER_KINDS)[number];

export const adminUsersQuerySchema = z.object({
  query: z.string().trim().max(200).default(''),
  sort: z.enum(USER_SORT_KEYS).default('created'),
  order: z.enum(SORT_ORDERS).default('desc'),
  kind: z.enum(USER_KINDS).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  email: z.string(),
  photoURL: z.string().nullable(),
  role: siteRoleSchema,
  isAnonymous: z.boolean(),
  /** Listed in ADMIN_EMAILS: made an administrator again whenever the server starts. */
  isConfiguredAdmin: z.boolean(),
  /** True only while a ban is in force; an expired ban reads as not banned. */
  banned: z.boolean(),
  banReason: z.string().nullable(),
  banExpires: z.string().nullable(),
  roomCount: z.number().int(),
  createAt: z.string(),
  lastVisitDate: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserPageSchema = z.object({
  items: z.array(adminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

export const setRoleSchema = z.object({ role: siteRoleSchema }).strict();
export type SetRoleInput = z.infer<typeof setRoleSchema>;

export const banUserSchema = z
  .object({
    reason: z
      .string()
      .trim()
      .min(1, 'Give a reason for the ban')
      .max(BAN_REASON_MAX_LENGTH, `A reason can be at most ${BAN_REASON_MAX_LENGTH} characters`),
    /** When the ban ends on its own; null bans until an administrator lifts it. */
    expiresAt: z.iso.datetime({ offset: true }).nullable().default(null),
  })
  .strict();
export type BanUserInput = z.input<typeof banUserSchema>;

export const FEEDBACK_STATUSES = ['new', 'resolved'] as const;
export const feedbackStatusSchema = z.enum(FEEDBACK_STATUSES);
export type FeedbackStatus = z.infer<typeof feedbackStatusSchema>;

export const adminFeedbackQuerySchema = z.object({
  category: z.string().trim().max(FEEDBACK_CATEGORY_MAX_LENGTH).default(''),
  status: z.enum(['all', ...FEEDBACK_STATUSES]).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminFeedbackQuery = z.infer<typeof adminFeedbackQuerySchema>;

export const adminFeedbackItemSchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  category: z.string(),
  message: z.string(),
  page: z.string().nullable(),
  status: feedbackStatusSchema,
  createAt: z.string(),
  updatedAt: z.string(),
});
export type AdminFeedbackItem = z.infer<typeof adminFeedbackItemSchema>;

export const adminFeedbackPageSchema = z.object({
  items: z.array(adminFeedbackItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Every category any message has, so the filter offers exactly those. */
  categories: z.array(z.string()),
  counts: z.object({ new: z.number().int(), resolved: z.number().int() }),
});
export type AdminFeedbackPage = z.infer<typeof adminFeedbackPageSchema>;

export const setFeedbackStatusSchema = z.object({ status: feedbackStatusSchema }).strict();

/** Error codes of the admin API that the client explains in its own words. */
export const ADMIN_ERROR_CODES = ['LAST_ADMIN', 'CANNOT_BAN_SELF', 'GUEST_CANNOT_BE_ADMIN'] as const;
export type AdminErrorCode = (typeof ADMIN_ERROR_CODES)[number];

/** A one-time password reset link an administrator hands over, for servers without email. */
export const resetLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type ResetLinkResponse = z.infer<typeof resetLinkSchema>;
