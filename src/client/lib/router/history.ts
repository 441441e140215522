/** Where the app is: the parts of a URL a page reads, the state it was sent with, and a key per entry. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** Unique per history entry, so a page's scroll position can be kept for the way back. */
  key: string;
}

export type NavigationAction = 'push' | 'replace' | 'pop';

export interface History {
  readonly location: Location;
  push(to: string, state?: unknown): void;
  replace(to: string, state?: unknown): void;
  go(delta: number): void;
  /** Called on back and forward only; push and replace are the router's own. */
  listen(onPop: () => void): () => void;
}

const newKey = (): string => Math.random().toString(36).slice(2, 10);

/** Splits a path such as `/a?b=1#c` into its parts, relative to nothing: every app path is absolute. */
export function parsePath(to: string, state: unknown = null, key = newKey()): Location {
  const url = new URL(to, 'http://router.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash, state, key };
}

export const createPath = ({
  pathname,
  search,
  hash,
}: Pick<Location, 'pathname' | 'search' | 'hash'>): string => `${pathname}${search}${hash}`;

/** What the browser keeps per entry: the page's own state and the entry's key. */
interface EntryState {
  usr: unknown;
  key: string;
}

const isEntryState = (value: unknown): value is EntryState =>
  typeof value === 'object' && value !== null && 'key' in value && typeof value.key === 'string';

export function createBrowserHistory(win: Window = window): History {
  const read = (): Location => {
    let entry: unknown = win.history.state;
    if (!isEntryState(entry)) {
      // An entry the app did not make (a typed address, a link from elsewhere) gets a key of its
      // own, kept by the browser: shared, every such entry would be scrolled to the others' places.
      entry = { usr: entry ?? null, key: newKey() } satisfies EntryState;
      win.history.replaceState(entry, '');
    }
    const { usr, key } = entry as EntryState;
    const { pathname, search, hash } = win.location;
    return { pathname, search, hash, state: usr, key };
  };
  let location = read();
  const write = (method: 'pushState' | 'replaceState', to: string, state: unknown) => {
    const next = parsePath(to, state);
    win.history[method]({ usr: state, key: next.key } satisfies EntryState, '', createPath(next));
    location = read();
  };
  return {
    get location() {
      return location;
    },
    push: (to, state = null) => write('pushState', to, state),
    replace: (to, state = null) => write('replaceState', to, state),
    go: (delta) => win.history.go(delta),
    listen(onPop) {
      const handle = () => {
        location = read();
        onPop();
      };
      win.addEventListener('popstate', handle);
      return () => win.removeEventListener('popstate', handle);
    },
  };
}

/** A history kept in memory: for tests, and for rendering a page at build time. */
export function createMemoryHistory(initialPath: string): History {
  const entries: Location[] = [parsePath(initialPath, null, 'default')];
  let index = 0;
  const listeners = new Set<() => void>();
  return {
    get location() {
      return entries[index]!;
    },
    push(to, state = null) {
      entries.splice(index + 1, entries.length, parsePath(to, state));
      index = entries.length - 1;
    },
    replace(to, state = null) {
      entries[index] = parsePath(to, state);
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      for (const listener of listeners) listener();
    },
    listen(onPop) {
      listeners.add(onPop);
      return () => listeners.delete(onPop);
    },
  };
}
