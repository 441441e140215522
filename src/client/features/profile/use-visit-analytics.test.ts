import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '../../lib/runtime-config';
import { recordVisit } from './use-visit-analytics';

const config = { apiBaseUrl: 'http://localhost/api', minPasswordLength: 6, version: '1.3.0' };

describe('recordVisit', () => {
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
  beforeEach(() => {
    window.sessionStorage.clear();
    fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setRuntimeConfig(undefined);
  });

  it('posts one VISIT per browser session and user', async () => {
    setRuntimeConfig({ ...config, analyticsExcludedUserId: null });
    recordVisit({ uid: 'u1', displayName: 'Ann' });
    recordVisit({ uid: 'u1', displayName: 'Ann' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://localhost/api/analytics/user');
    expect(JSON.parse(String(init?.body))).toEqual({ userID: 'u1', userName: 'Ann', eventType: 'VISIT' });
    recordVisit({ uid: 'u2', displayName: 'Bob' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });

  it('skips the excluded internal user id', () => {
    setRuntimeConfig({ ...config, analyticsExcludedUserId: 'internal' });
    recordVisit({ uid: 'internal', displayName: 'Bot' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('tries again on the next load when the count failed', async () => {
    setRuntimeConfig(config);
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 500 }));
    recordVisit({ uid: 'u3', displayName: 'Cy' });
    await vi.waitFor(() => expect(window.sessionStorage.getItem('estimate.visit.u3')).toBeNull());
    recordVisit({ uid: 'u3', displayName: 'Cy' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });
});
