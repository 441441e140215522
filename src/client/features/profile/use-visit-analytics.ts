import { useEffect } from 'react';
import type { Profile } from '../../../shared/api/profile';
import type { UserAnalyticsEvent } from '../../../shared/api/analytics';
import { api } from '../../lib/api-client';
import { getRuntimeConfig } from '../../lib/runtime-config';

const VISIT_KEY_PREFIX = 'estimate.visit.';

function alreadyCounted(key: string): boolean {
  try {
    if (window.sessionStorage.getItem(key)) return true;
    window.sessionStorage.setItem(key, new Date().toISOString());
    return false;
  } catch {
    // Without session storage there is no way to count once per session, so do not count at all.
    return true;
  }
}

function forget(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Nothing was stored.
  }
}

/** SPEC §7: one VISIT per browser session for a signed-in user, never for the excluded internal id. */
export function recordVisit(user: Pick<Profile, 'uid' | 'displayName'>): void {
  if (user.uid === getRuntimeConfig().analyticsExcludedUserId) return;
  const key = `${VISIT_KEY_PREFIX}${user.uid}`;
  if (alreadyCounted(key)) return;
  const event: UserAnalyticsEvent = { userID: user.uid, userName: user.displayName, eventType: 'VISIT' };
  // A failed count is tried again on the next page load, and never bothers the person.
  api.post('/analytics/user', event).catch(() => forget(key));
}

export function useVisitAnalytics(user: Profile | null): void {
  const uid = user?.uid;
  const name = user?.displayName ?? '';
  useEffect(() => {
    if (uid) recordVisit({ uid, displayName: name });
    // Counted once per user; a rename later in the session is not a new visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [uid]);
}
