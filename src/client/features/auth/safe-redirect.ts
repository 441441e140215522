export const DEFAULT_AFTER_SIGN_IN = '/dashboard';

/**
 * Only same-site paths are followed: `//evil.example` and `/\evil.example` are read by browsers as
 * another host, which would turn the sign-in page into an open redirect.
 */
export function safeRedirect(target: string | null | undefined, fallback = DEFAULT_AFTER_SIGN_IN): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\'))
    return fallback;
  return target;
}

export function signInPath(redirectTo: string): string {
  return `/sign-in?${new URLSearchParams({ redirect: redirectTo }).toString()}`;
}
