import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it, vi } from 'vitest';
import { authContextScope, scopedAuth } from './auth-context';

const settle = () => new Promise((resolve) => setImmediate(resolve));

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('the auth context scope', () => {
  it('turns the stores off once the last call under way has ended, failed or not', async () => {
    const store = { disable: vi.fn() };
    const scope = authContextScope(Promise.resolve([store]));
    const first = deferred();
    const second = deferred();
    const one = scope(() => first.promise);
    const two = scope(() => second.promise);

    first.resolve();
    await one;
    await settle();
    expect(store.disable).not.toHaveBeenCalled();

    second.reject(new Error('refused'));
    await expect(two).rejects.toThrow('refused');
    await settle();
    expect(store.disable).toHaveBeenCalledTimes(1);
  });

  it('leaves the stores on for a call that starts while they are being found', async () => {
    const store = { disable: vi.fn() };
    const found = deferred();
    const scope = authContextScope(found.promise.then(() => [store]));
    await scope(async () => undefined);
    const later = deferred();
    const running = scope(() => later.promise);
    found.resolve();
    await settle();
    expect(store.disable).not.toHaveBeenCalled();
    later.resolve();
    await running;
    await settle();
    expect(store.disable).toHaveBeenCalledTimes(1);
  });

  it('keeps a call’s context through another call ending, and runs again once turned off', async () => {
    const storage = new AsyncLocalStorage<string>();
    const scope = authContextScope(Promise.resolve([storage]));
    const short = scope(() => storage.run('short', async () => storage.getStore()));
    const long = scope(() =>
      storage.run('long', async () => {
        await short;
        await settle();
        return storage.getStore();
      }),
    );
    expect(await Promise.all([short, long])).toEqual(['short', 'long']);
    await settle();
    expect(await scope(() => storage.run('again', async () => storage.getStore()))).toBe('again');
  });
});

describe('better-auth within the scope', () => {
  it('runs its handler, each endpoint and calls on its internals in the scope, endpoints keeping their properties', async () => {
    const calls: string[] = [];
    const scope = <T>(call: () => Promise<T>) => {
      calls.push('in');
      return call().finally(() => calls.push('out'));
    };
    const getSession = Object.assign(async (input: { id: string }) => `session ${input.id}`, {
      path: '/get-session',
    });
    const auth = scopedAuth(
      {
        handler: async (request: Request) => new Response(new URL(request.url).pathname),
        api: { getSession },
        options: { basePath: '/api/auth' },
      },
      scope,
    );

    expect(await auth.api.getSession({ id: 's1' })).toBe('session s1');
    expect(auth.api.getSession.path).toBe('/get-session');
    expect(auth.api.getSession).toBe(auth.api.getSession);
    expect(await (await auth.handler(new Request('http://localhost/api/auth/ok'))).text()).toBe(
      '/api/auth/ok',
    );
    expect(await auth.inContext(async () => 'internal')).toBe('internal');
    expect(auth.options.basePath).toBe('/api/auth');
    expect(calls).toEqual(['in', 'out', 'in', 'out', 'in', 'out']);
  });
});
