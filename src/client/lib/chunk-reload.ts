import { CHUNK_RELOAD_GUARD_MS } from '../../shared/constants';

export const CHUNK_RELOAD_KEY = 'estimate.chunk-reload-at';

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
];

/** True for the errors browsers raise when a lazily loaded file of an older build is gone. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

/**
 * A reload is allowed unless one already happened within the guard window: if the fresh page fails
 * the same way, reloading again would loop forever.
 */
export function canReloadForChunkError(
  lastReloadAt: number | null,
  now: number,
  guardMs = CHUNK_RELOAD_GUARD_MS,
): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true;
  return now - lastReloadAt >= guardMs || now < lastReloadAt;
}

function readStamp(storage: Storage): number | null {
  try {
    const raw = storage.getItem(CHUNK_RELOAD_KEY);
    return raw === null ? null : Number(raw);
  } catch {
    return null;
  }
}

/** Reloads the page once per guard window; returns whether it did. */
export function reloadOnceForChunkError(
  storage: Storage = window.sessionStorage,
  reload: () => void = () => window.location.reload(),
  now = Date.now(),
): boolean {
  if (!canReloadForChunkError(readStamp(storage), now)) return false;
  try {
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    // Without storage there is no guard, so reloading could loop: show the error page instead.
    return false;
  }
  reload();
  return true;
}

/**
 * Wraps a dynamic import: a missing chunk reloads the page (once) so the user gets the new build;
 * any other failure, or a second one inside the guard window, goes to the error boundary.
 */
export function withChunkReload<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      if (isChunkLoadError(error) && reloadOnceForChunkError()) return new Promise<T>(() => {});
      throw error;
    });
}

/** Vite fires this when a preloaded dependency of a lazy chunk fails. */
export function installPreloadErrorHandler(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnceForChunkError()) event.preventDefault();
  });
}
