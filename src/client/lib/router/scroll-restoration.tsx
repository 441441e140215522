import { useLayoutEffect } from 'react';
import { useRouter, useRouterState } from './hooks';

/** Where the positions wait out a reload, so the page comes back where it was read. */
const SCROLL_STORAGE_KEY = 'router-scroll-positions';

function readStored(): [string, number][] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as [string, number][]) : [];
  } catch {
    return [];
  }
}

/**
 * A new page starts at its top (or at the element its #hash names); back and forward, and a
 * reload, return to where that page was left.
 */
export function ScrollRestoration() {
  const router = useRouter();
  // The shown page's, not the router's newest: a new page is rendered as a transition.
  const {
    location: { key, hash },
    action,
  } = useRouterState();

  // A layout effect, declared first: the positions a reload kept must be back before the one
  // below looks for this page's.
  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    for (const [entry, y] of readStored()) router.scrollPositions.set(entry, y);
    const save = () => {
      router.scrollPositions.set(router.state.location.key, window.scrollY);
      try {
        sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify([...router.scrollPositions]));
      } catch {
        // Storage full or refused: the way back simply starts at the top.
      }
    };
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, [router]);

  // No branch returns what the scroll calls give back: some browsers answer them with a promise,
  // which React would take for the effect's cleanup.
  useLayoutEffect(() => {
    const saved = router.scrollPositions.get(key);
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (action !== 'push' && saved !== undefined) window.scrollTo(0, saved);
    else if (target) target.scrollIntoView();
    else if (action !== 'pop') window.scrollTo(0, 0);
  }, [router, key, hash, action]);

  return null;
}
