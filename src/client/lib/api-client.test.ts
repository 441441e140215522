import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiErrorBodySchema, runtimeConfigSchema } from '../../shared/api/system';
import {
  api,
  ApiError,
  createApiClient,
  isApiErrorBody,
  RETRYABLE_STATUSES,
  retriesFor,
  shouldRetry,
} from './api-client';
import { isRuntimeConfig, setRuntimeConfig } from './runtime-config';

const json = (status: number, body?: unknown, statusText = '') =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });

describe('checks by hand that agree with the shared schemas', () => {
  it('reads an error body exactly as apiErrorBodySchema does', () => {
    const samples: unknown[] = [
      { code: 'X', message: 'm' },
      { code: 'X', message: 'm', details: { a: 1 } },
      { code: 'X' },
      { code: 1, message: 'm' },
      { message: 'm' },
      null,
      'text',
      [],
    ];
    for (const sample of samples)
      expect(isApiErrorBody(sample)).toBe(apiErrorBodySchema.safeParse(sample).success);
  });

  it('reads the runtime config exactly as runtimeConfigSchema does', () => {
    const good = { apiBaseUrl: '/api', minPasswordLength: 8, version: '1.0.0' };
    const samples: unknown[] = [
      good,
      { ...good, analyticsExcludedUserId: 'u1', passwordResetByEmail: true },
      { ...good, analyticsExcludedUserId: null },
      { ...good, analyticsExcludedUserId: 3 },
      { ...good, passwordResetByEmail: 'yes' },
      { ...good, minPasswordLength: 0 },
      { ...good, minPasswordLength: 2.5 },
      { ...good, minPasswordLength: '8' },
      { ...good, apiBaseUrl: undefined },
      { ...good, version: 1 },
      null,
      [],
    ];
    for (const sample of samples)
      expect(isRuntimeConfig(sample)).toBe(runtimeConfigSchema.safeParse(sample).success);
  });
});

describe('retry policy', () => {
  it('lists exactly the statuses of the spec', () => {
    expect([...RETRYABLE_STATUSES].sort()).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
  });

  it('gives reads one retry and writes none', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'get']) expect(retriesFor(method)).toBe(1);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'post']) expect(retriesFor(method)).toBe(0);
  });

  it('retries a read once on every retryable status', () => {
    for (const status of RETRYABLE_STATUSES) {
      expect(shouldRetry('GET', status, 0)).toBe(true);
      expect(shouldRetry('GET', status, 1)).toBe(false);
    }
  });

  it('never retries a write', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      for (const status of RETRYABLE_STATUSES) expect(shouldRetry(method, status, 0)).toBe(false);
    }
  });

  it('never retries other statuses', () => {
    for (const status of [200, 400, 401, 403, 404, 410, 422, 501, 505]) {
      expect(shouldRetry('GET', status, 0)).toBe(false);
    }
  });
});

describe('api client', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const client = createApiClient({ baseUrl: () => 'http://api.test/api', retryDelayMs: 0 });

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setRuntimeConfig(undefined);
  });

  it('sends JSON with the session cookie and returns the parsed answer', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    await expect(client.patch('/profile', { displayName: 'Ann' })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://api.test/api/profile');
    expect(init?.method).toBe('PATCH');
    expect(init?.credentials).toBe('include');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init?.body).toBe('{"displayName":"Ann"}');
  });

  it('uses the runtime config base URL by default', async () => {
    setRuntimeConfig({ apiBaseUrl: 'https://estimate.example/api', minPasswordLength: 8, version: '1.3.0' });
    fetchMock.mockResolvedValueOnce(json(200, {}));
    await api.get('/version');
    expect(fetchMock.mock.calls[0]![0]).toBe('https://estimate.example/api/version');
  });

  it('falls back to the page origin plus /api', async () => {
    fetchMock.mockResolvedValueOnce(json(200, {}));
    await api.get('/version');
    expect(fetchMock.mock.calls[0]![0]).toBe(`${window.location.origin}/api/version`);
  });

  it('returns undefined for an empty answer', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(client.delete('/rooms/x')).resolves.toBeUndefined();
  });

  it('validates the answer against a schema', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { version: 1 }));
    await expect(client.get('/version', { schema: z.object({ version: z.string() }) })).rejects.toThrow();
  });

  it('checks the answer against a schema fetched while the request is on its way', async () => {
    const schema = z.object({ version: z.string() });
    fetchMock.mockResolvedValueOnce(json(200, { version: '1.4.0', extra: true }));
    const load = vi.fn(() => Promise.resolve(schema));
    await expect(client.get('/version', { schema: load })).resolves.toEqual({ version: '1.4.0' });
    expect(load).toHaveBeenCalledTimes(1);
    fetchMock.mockResolvedValueOnce(json(200, { version: 1 }));
    await expect(client.get('/version', { schema: () => Promise.resolve(schema) })).rejects.toThrow();
  });

  it('fails as the network would when the schema cannot be fetched, and only once the answer is in', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { version: '1.4.0' }));
    const load = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    await expect(client.get('/version', { schema: load })).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK',
    });
    fetchMock.mockResolvedValueOnce(json(404, { code: 'NOT_FOUND', message: 'No such room' }));
    await expect(client.get('/rooms/x', { schema: load })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('turns an error body into a typed ApiError', async () => {
    fetchMock.mockResolvedValueOnce(
      json(401, { code: 'WRONG_PASSWORD', message: 'Wrong password', details: { a: 1 } }),
    );
    const error = await client.post('/auth/sign-in/email', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      code: 'WRONG_PASSWORD',
      message: 'Wrong password',
      details: { a: 1 },
    });
  });

  it('gives a clear generic message when the body is not an error body', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>oops</html>', { status: 418, statusText: 'Teapot' }));
    await expect(client.get('/x')).rejects.toMatchObject({
      status: 418,
      code: 'HTTP_418',
      message: 'Request failed with status 418 (Teapot)',
    });
  });

  it('reports a network failure as status 0, code NETWORK', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(client.get('/x')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('retries a GET once, then succeeds', async () => {
    fetchMock.mockResolvedValueOnce(json(503, { code: 'UNAVAILABLE', message: 'busy' }));
    fetchMock.mockResolvedValueOnce(json(200, { fine: 1 }));
    await expect(client.get('/x')).resolves.toEqual({ fine: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('gives up on a GET after one retry', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(json(429, { code: 'RATE_LIMITED', message: 'slow down' })),
    );
    await expect(client.get('/x')).rejects.toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not retry a POST', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(503, { code: 'UNAVAILABLE', message: 'busy' })));
    await expect(client.post('/x', { a: 1 })).rejects.toMatchObject({ status: 503 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not retry a GET that failed for a non-retryable reason', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(404, { code: 'NOT_FOUND', message: 'gone' })));
    await expect(client.get('/x')).rejects.toMatchObject({ status: 404 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('lets an abort through untouched', async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValueOnce(new DOMException('aborted', 'AbortError'));
    const error = await client.get('/x', { signal: controller.signal }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
  });
});
