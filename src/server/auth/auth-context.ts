import {
  getCurrentAuthContextAsyncLocalStorage,
  getCurrentDBAdapterAsyncLocalStorage,
  getRequestStateAsyncLocalStorage,
} from '@better-auth/core/context';

/** What a store must offer to be turned off: an AsyncLocalStorage has it. */
interface Store {
  disable(): void;
}

/** Runs a call into better-auth within its context stores. */
export type AuthContextScope = <T>(call: () => Promise<T>) => Promise<T>;

/**
 * better-auth keeps each call's context in AsyncLocalStorage stores. On Node 20 a store, once
 * run, keeps promise hooks on that every promise in the process pays for until it is disabled:
 * the live path's votes and joins too, though they never call better-auth. The stores are turned
 * off whenever no call into better-auth is under way; the next call's `run` turns them on again.
 * Only while none is under way: turning a store off ends the contexts it holds, and a call whose
 * transaction lost its context would write outside that transaction.
 */
export function authContextScope(stores: Promise<readonly Store[]>): AuthContextScope {
  let inFlight = 0;
  return async (call) => {
    inFlight += 1;
    try {
      return await call();
    } finally {
      inFlight -= 1;
      // Not awaited: the answer does not wait for this. A call may start before the stores are
      // found, and it keeps them on.
      if (inFlight === 0)
        void stores.then((all) => inFlight === 0 && all.forEach((store) => store.disable()));
    }
  };
}

/** better-auth's stores: the endpoint's context, the request's state and the database adapter's. */
export const betterAuthStores = (): Promise<readonly Store[]> =>
  Promise.all([
    getCurrentAuthContextAsyncLocalStorage(),
    getRequestStateAsyncLocalStorage(),
    getCurrentDBAdapterAsyncLocalStorage(),
  ]);

/**
 * better-auth with every entry point within the scope: `handler` (and its alias `fetch`), each
 * `api` endpoint, and `inContext` for what reaches its internals through `$context`.
 */
export function scopedAuth<Auth extends { handler(request: Request): Promise<Response>; api: object }>(
  auth: Auth,
  scope: AuthContextScope,
): Auth & { inContext: AuthContextScope } {
  // An endpoint keeps its own properties (path, options): only calling it goes through the scope.
  // Each is wrapped once, not on every request that reads it.
  const wrapped = new WeakMap<object, unknown>();
  const api = new Proxy(auth.api, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key);
      if (typeof value !== 'function') return value;
      if (!wrapped.has(value)) {
        const inScope = new Proxy(value, {
          apply: (endpoint, _self, args: unknown[]) =>
            scope(() => Promise.resolve(Reflect.apply(endpoint, target, args))),
        });
        wrapped.set(value, inScope);
      }
      return wrapped.get(value);
    },
  });
  const handler = (request: Request) => scope(() => auth.handler(request));
  return { ...auth, api, handler, fetch: handler, inContext: scope };
}
