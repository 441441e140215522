/** Business constants from SPEC.md §9 and DESIGN.md; both sides read them from here. */
/** The product's name: the landing page's title, and the end of every other page's. */
export const APP_TITLE = 'Estimate';
export const TOAST_TIMEOUT_MS = 5000;
export const QUERY_CHUNK_SIZE = 30;
export const TRANSACTION_RETRY_LIMIT = 25;
export const DEFAULT_SOUND_VOLUME = 0.5;
export const RECENT_ROOMS_LIMIT = 10;
export const DEFAULT_MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;
export const DISPLAY_NAME_MAX_LENGTH = 60;
export const CHUNK_RELOAD_GUARD_MS = 10_000;
export const VERSION_CHECK_INTERVAL_MS = 5 * 60_000;
export const TABLE_SEATS = { top: 6, bottom: 6, left: 3, right: 3 } as const;
export const LOCALES = ['en', 'uk'] as const;
export type Locale = (typeof LOCALES)[number];
