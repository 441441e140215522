import { CHUNK_RELOAD_GUARD_MS } from '../../shared/constants';

export const CHUNK_RELOAD_KEY = 'estimate.chunk-reload-at';
/** While the server is out of reach, how often a page asks again whether it answers. */
export const REACHABLE_RETRY_MS = 2_000;
const HEALTH_PATH = '/api/health';

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
 * Whether the server answers at all. A file that failed to arrive while it answers is gone (a
 * redeploy replaced it); while it does not (the network dropped, the server is restarting), the
 * file is only out of reach, and reloading would swap the page for the browser's error page.
 */
export async function serverAnswers(fetchImpl: typeof fetch = fetch): Promise<boolean> {
  if (!navigator.onLine) return false;
  try {
    await fetchImpl(HEALTH_PATH, { method: 'HEAD', cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Resolves once the server answers, asking again when the browser is back online and every
 * `retryMs`: true when it did not answer at first (the caller had to wait).
 */
export async function waitForServer(
  answers: () => Promise<boolean> = serverAnswers,
  retryMs = REACHABLE_RETRY_MS,
): Promise<boolean> {
  let waited = false;
  while (!(await answers())) {
    waited = true;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        window.removeEventListener('online', done);
        resolve();
      };
      const timer = setTimeout(done, retryMs);
      window.addEventListener('online', done);
    });
  }
  return waited;
}

/**
 * Wraps a dynamic import: a missing chunk reloads the page (once) so the user gets the new build;
 * one out of reach is asked for again once the server answers, with the page as it was; any other
 * failure, or a second one inside the guard window, goes to the error boundary.
 */
export function withChunkReload<T>(
  load: () => Promise<T>,
  answers: () => Promise<boolean> = serverAnswers,
): () => Promise<T> {
  const attempt = (): Promise<T> =>
    load().catch(async (error: unknown) => {
      if (!isChunkLoadError(error)) throw error;
      if (await waitForServer(answers)) return attempt();
      if (reloadOnceForChunkError()) return new Promise<T>(() => {});
      throw error;
    });
  return attempt;
}
