import type { ZodType } from 'zod';
import type { ApiErrorBody } from '../../shared/api/system';
import { getRuntimeConfig } from './runtime-config';

export type HttpMethod = 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Statuses worth another try (SPEC §7): the server was busy, timed out, or lost a race. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
export const RETRY_DELAY_MS = 300;

const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** How many times a failed request may be repeated: a write might already have happened, so never. */
export function retriesFor(method: string): number {
  return SAFE_METHODS.has(method.toUpperCase()) ? 1 : 0;
}

/** `attempt` counts the retries already made for this request (0 before the first retry). */
export function shouldRetry(method: string, status: number, attempt: number): boolean {
  return RETRYABLE_STATUSES.has(status) && attempt < retriesFor(method);
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface RequestOptions<T> {
  method?: HttpMethod;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * When given, the answer is checked against it, so a contract drift fails loudly here. A function
   * fetches the schema (and zod) while the request is on its way, for pages that keep zod off
   * their first paint.
   */
  schema?: ZodType<T> | (() => Promise<ZodType<T>>);
}

export interface ApiClientOptions {
  baseUrl?: () => string;
  retryDelayMs?: number;
  fetch?: () => typeof fetch;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The shape of apiErrorBodySchema, checked by hand: every page needs this, and zod is kept for the
 * pages that validate forms, off the first paint (api-client.test.ts holds the two together).
 */
export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return typeof body.code === 'string' && typeof body.message === 'string';
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = await readJson(response);
  if (isApiErrorBody(body)) return new ApiError(response.status, body.code, body.message, body.details);
  const label = response.statusText ? ` (${response.statusText})` : '';
  return new ApiError(
    response.status,
    `HTTP_${response.status}`,
    `Request failed with status ${response.status}${label}`,
  );
}

function networkError(error: unknown): ApiError {
  const reason = error instanceof Error ? error.message : String(error);
  return new ApiError(0, 'NETWORK', `Could not reach the server: ${reason}`);
}

/** A schema whose file cannot be fetched fails the request as the network would. */
async function loadSchema<T>(load: () => Promise<ZodType<T>>): Promise<ZodType<T>> {
  try {
    return await load();
  } catch (error) {
    throw networkError(error);
  }
}

export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? (() => getRuntimeConfig().apiBaseUrl);
  const retryDelayMs = options.retryDelayMs ?? RETRY_DELAY_MS;
  const getFetch = options.fetch ?? (() => globalThis.fetch);

  async function send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await getFetch()(url, init);
    } catch (error) {
      if (init.signal?.aborted) throw error;
      throw networkError(error);
    }
  }

  async function request<T = unknown>(path: string, opts: RequestOptions<T> = {}): Promise<T> {
    const method = opts.method ?? 'GET';
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
    const init: RequestInit = {
      method,
      headers,
      credentials: 'include',
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: opts.signal,
    };
    const url = `${baseUrl()}${path}`;
    const schema = typeof opts.schema === 'function' ? loadSchema(opts.schema) : opts.schema;
    // Read only once the answer is in; a request that fails first must not leave it unhandled.
    if (schema instanceof Promise) schema.catch(() => undefined);

    for (let attempt = 0; ; attempt++) {
      const response = await send(url, init);
      if (response.ok) {
        const data = await readJson(response);
        return schema ? (await schema).parse(data) : (data as T);
      }
      if (!shouldRetry(method, response.status, attempt)) throw await toApiError(response);
      await wait(retryDelayMs);
    }
  }

  return {
    request,
    get: <T>(path: string, opts?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
      request<T>(path, { ...opts, method: 'GET' }),
    post: <T>(path: string, body?: unknown, opts?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
      request<T>(path, { ...opts, method: 'POST', body: body ?? {} }),
    put: <T>(path: string, body?: unknown, opts?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
      request<T>(path, { ...opts, method: 'PUT', body }),
    patch: <T>(path: string, body?: unknown, opts?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
      request<T>(path, { ...opts, method: 'PATCH', body }),
    delete: <T>(path: string, opts?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
      request<T>(path, { ...opts, method: 'DELETE' }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The one client every feature uses. */
export const api: ApiClient = createApiClient();
