import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS } from '../../shared/constants';
import {
  CHUNK_RELOAD_KEY,
  canReloadForChunkError,
  isChunkLoadError,
  reloadOnceForChunkError,
  serverAnswers,
  waitForServer,
  withChunkReload,
} from './chunk-reload';

const answering = async () => true;
const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/x.js');

describe('canReloadForChunkError', () => {
  it('allows the first reload', () => {
    expect(canReloadForChunkError(null, 1_000_000)).toBe(true);
  });

  it('refuses a second reload within the guard window', () => {
    expect(canReloadForChunkError(1_000_000, 1_000_000 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
  });

  it('allows a reload once the window has passed', () => {
    expect(canReloadForChunkError(1_000_000, 1_000_000 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
  });

  it('ignores a garbage or future stamp', () => {
    expect(canReloadForChunkError(Number('abc'), 5)).toBe(true);
    expect(canReloadForChunkError(10_000, 5)).toBe(true);
  });
});

describe('isChunkLoadError', () => {
  it('recognises browser chunk failures', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('reloadOnceForChunkError', () => {
  it('reloads once, then not again inside the window', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunkError(sessionStorage, reload, 50_000)).toBe(true);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe('50000');
    expect(reloadOnceForChunkError(sessionStorage, reload, 55_000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceForChunkError(sessionStorage, reload, 60_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    sessionStorage.clear();
  });
});

describe('withChunkReload', () => {
  it('passes ordinary errors through', async () => {
    const load = withChunkReload(() => Promise.reject(new Error('boom')));
    await expect(load()).rejects.toThrow('boom');
  });

  it('passes a chunk error through when the guard refuses', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
    const load = withChunkReload(() => Promise.reject(chunkError()), answering);
    await expect(load()).rejects.toThrow('dynamically imported');
    sessionStorage.clear();
  });

  it('asks again once the server answers, without reloading, when the file was only out of reach', async () => {
    const answers = vi.fn<() => Promise<boolean>>().mockResolvedValueOnce(false).mockResolvedValue(true);
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValue('module');
    const loaded = withChunkReload(load, answers)();
    await expect(loaded).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
  });
});

describe('serverAnswers', () => {
  it('counts any answer, even an error status, and no answer as out of reach', async () => {
    expect(await serverAnswers(() => Promise.resolve(new Response(null, { status: 503 })))).toBe(true);
    expect(await serverAnswers(() => Promise.reject(new TypeError('Failed to fetch')))).toBe(false);
  });

  it('does not ask while the browser is offline', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchImpl = vi.fn<typeof fetch>();
    expect(await serverAnswers(fetchImpl)).toBe(false);
    expect(fetchImpl).not.toHaveBeenCalled();
    online.mockRestore();
  });
});

describe('waitForServer', () => {
  it('does not wait for a server that answers', async () => {
    expect(await waitForServer(answering, 60_000)).toBe(false);
  });

  it('asks again as soon as the browser is back online, not only at the next try', async () => {
    const answers = vi.fn<() => Promise<boolean>>().mockResolvedValueOnce(false).mockResolvedValue(true);
    const waited = waitForServer(answers, 60_000);
    await vi.waitFor(() => expect(answers).toHaveBeenCalledTimes(1));
    window.dispatchEvent(new Event('online'));
    expect(await waited).toBe(true);
    expect(answers).toHaveBeenCalledTimes(2);
  });

  it('asks again every `retryMs` without an online event (a server restarting)', async () => {
    const answers = vi.fn<() => Promise<boolean>>().mockResolvedValueOnce(false).mockResolvedValue(true);
    expect(await waitForServer(answers, 10)).toBe(true);
    expect(answers).toHaveBeenCalledTimes(2);
  });
});
