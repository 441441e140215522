import type { ComponentType } from 'react';
import { createPath, parsePath, type History, type Location, type NavigationAction } from './history';
import { matchRoutes, type Params, type RouteObject } from './routes';

export interface RouterState {
  location: Location;
  /** How the current location was reached: back and forward restore the page's scroll. */
  action: NavigationAction;
  /** From the root down to the page; empty when nothing matches. */
  matches: RouteObject[];
  params: Params;
  /** False until the first page's files have arrived. */
  initialized: boolean;
  /** A page's files that failed to load, or a path no route takes. */
  error: unknown;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface Router {
  readonly state: RouterState;
  readonly routes: RouteObject[];
  /** Where each history entry was scrolled to when it was left. */
  readonly scrollPositions: Map<string, number>;
  subscribe(listener: () => void): () => void;
  /** Resolves once the new page is shown: its files are fetched first, the old page stays meanwhile. */
  navigate(to: string | number, options?: NavigateOptions): Promise<void>;
  /** The component a lazy node loaded, once it has. */
  componentOf(route: RouteObject): ComponentType | undefined;
}

export function createRouter({ routes, history }: { routes: RouteObject[]; history: History }): Router {
  const components = new WeakMap<RouteObject, ComponentType>();
  const listeners = new Set<() => void>();
  const scrollPositions = new Map<string, number>();
  // Only the newest navigation may finish: one that a later click overtook is dropped.
  let latest = 0;

  const pending = (matched: RouteObject[]) => matched.filter((route) => route.lazy && !components.has(route));
  const load = (matched: RouteObject[]) =>
    Promise.all(
      pending(matched).map((route) =>
        route.lazy!().then((module) => components.set(route, module.Component)),
      ),
    );

  const describe = (location: Location, action: NavigationAction): RouterState => {
    const match = matchRoutes(routes, location.pathname);
    return {
      location,
      action,
      matches: match?.routes ?? [],
      params: match?.params ?? {},
      initialized: true,
      error: match ? null : new Error(`No page for ${location.pathname}`),
    };
  };

  let state = describe(history.location, 'pop');
  const set = (next: RouterState) => {
    if (typeof window !== 'undefined') scrollPositions.set(state.location.key, window.scrollY);
    state = next;
    for (const listener of listeners) listener();
  };

  /** Fetches what `location` needs, then shows it (after `commit` has moved the history there). */
  async function go(location: Location, action: NavigationAction, commit: () => void): Promise<void> {
    const id = ++latest;
    const next = describe(location, action);
    let error: unknown = null;
    try {
      await load(next.matches);
    } catch (loadError) {
      error = loadError;
    }
    if (id !== latest) return;
    commit();
    set({ ...next, location: history.location, error: error ?? next.error });
  }

  if (pending(state.matches).length > 0) {
    state = { ...state, initialized: false };
    void go(history.location, 'pop', () => undefined);
  }

  history.listen(() => void go(history.location, 'pop', () => undefined));

  return {
    get state() {
      return state;
    },
    routes,
    scrollPositions,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(to, options = {}) {
      if (typeof to === 'number') {
        history.go(to);
        return Promise.resolve();
      }
      const target = parsePath(to, options.state ?? null);
      const path = createPath(target);
      // Following a link to the page already shown replaces its entry rather than stacking a copy.
      const replace = options.replace || path === createPath(state.location);
      return go(target, replace ? 'replace' : 'push', () =>
        replace ? history.replace(path, target.state) : history.push(path, target.state),
      );
    },
    componentOf: (route) => components.get(route),
  };
}

/** Resolves once the router has loaded what its first page needs. */
export function whenRouterReady(router: Router): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe(() => {
      if (!router.state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
