/**
 * The contact form's choices and limits, apart from its schema (feedback.ts) so the form can show
 * them without downloading zod before someone starts writing.
 */
export const FEEDBACK_CATEGORIES = ['bug', 'idea', 'question', 'other'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

export const FEEDBACK_NAME_MAX = 100;
export const FEEDBACK_MESSAGE_MIN = 10;
export const FEEDBACK_MESSAGE_MAX = 5000;
export const FEEDBACK_PAGE_MAX = 300;

/**
 * A path on this site: one slash, then not another (nor a backslash, which browsers read as one),
 * since `//host` is another site to a browser.
 */
export const SITE_PATH = /^\/(?![/\\])/;
