import { DEFAULT_MIN_PASSWORD_LENGTH } from '../../shared/constants';
import type { RuntimeConfig } from '../../shared/api/system';

const CONFIG_TIMEOUT_MS = 3000;

export function fallbackConfig(): RuntimeConfig {
  return {
    apiBaseUrl: `${window.location.origin}/api`,
    minPasswordLength: DEFAULT_MIN_PASSWORD_LENGTH,
    version: __APP_VERSION__,
  };
}

let current: RuntimeConfig | undefined;

/**
 * runtimeConfigSchema's check, by hand: every page waits for the config, and zod stays with the
 * pages that validate forms (api-client.test.ts holds the two together).
 */
export function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  if (typeof value !== 'object' || value === null) return false;
  const {
    apiBaseUrl,
    version,
    minPasswordLength,
    analyticsExcludedUserId,
    passwordResetByEmail,
    signInProviders,
  } = value as Record<string, unknown>;
  return (
    typeof apiBaseUrl === 'string' &&
    typeof version === 'string' &&
    Number.isInteger(minPasswordLength) &&
    (minPasswordLength as number) > 0 &&
    (analyticsExcludedUserId === undefined ||
      analyticsExcludedUserId === null ||
      typeof analyticsExcludedUserId === 'string') &&
    (passwordResetByEmail === undefined || typeof passwordResetByEmail === 'boolean') &&
    (signInProviders === undefined || Array.isArray(signInProviders))
  );
}

/** The config loaded at start, or the fallback when it has not been (or could not be) loaded. */
export function getRuntimeConfig(): RuntimeConfig {
  return current ?? fallbackConfig();
}

export function setRuntimeConfig(config: RuntimeConfig | undefined): void {
  current = config;
}

/**
 * Reads GET /api/config from the page's own origin: the API base URL cannot come from the config
 * before the config is known. Any failure falls back, so a missing endpoint never blocks the app.
 */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  try {
    const response = await fetchImpl(`${window.location.origin}/api/config`, {
      credentials: 'include',
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(CONFIG_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`config answered ${response.status}`);
    const parsed: unknown = await response.json();
    if (!isRuntimeConfig(parsed)) throw new Error('config has an unexpected shape');
    current = { ...parsed, apiBaseUrl: parsed.apiBaseUrl.replace(/\/+$/, '') };
  } catch (error) {
    console.warn('Runtime config unavailable, using defaults', error);
    current = fallbackConfig();
  }
  return current;
}
