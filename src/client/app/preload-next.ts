import { useEffect } from 'react';
import { useLocation } from '../lib/router';
import { matchAppRoute } from '../../shared/routes';
import { preloadRoute } from './route-modules';

/** Where people usually go next from a page: its files are fetched once the page is idle. */
export const LIKELY_NEXT: Readonly<Record<string, string>> = {
  '/': '/new-game',
  '/new-game': '/rooms/:room',
  '/new-retro': '/retro/:retro',
  '/dashboard': '/rooms/:room',
  '/rooms': '/rooms/:room',
  '/retro': '/retro/:retro',
};

/** Browsers without requestIdleCallback (Safari) wait this long instead. */
const IDLE_FALLBACK_MS = 1500;

function whenIdle(run: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(run);
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, IDLE_FALLBACK_MS);
  return () => clearTimeout(id);
}

export function usePreloadLikelyNext(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const route = matchAppRoute(pathname);
    const next = route && LIKELY_NEXT[route.path];
    if (next) return whenIdle(() => preloadRoute(next));
  }, [pathname]);
}
