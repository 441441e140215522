import type { ZodType } from 'zod';
import { withChunkReload } from './chunk-reload';

/**
 * A module of rules (zod schemas, mostly) fetched when something needs it rather than with the
 * page, so a page that only shows does not download zod.
 */
export interface LazyRules<M> {
  /** When it is needed: a file lost to a redeploy reloads the page once. */
  load(): Promise<M>;
  /** Ahead of need; a failure is left for the real load to report. */
  preload(): void;
  /** One of its schemas, for a request to check its answer by (the api client's `schema`). */
  schema<T>(pick: (rules: M) => ZodType<T>): () => Promise<ZodType<T>>;
}

export function lazyRules<M>(load: () => Promise<M>): LazyRules<M> {
  const loadOnce = withChunkReload(load);
  return {
    load: loadOnce,
    preload: () => void load().catch(() => undefined),
    schema: (pick) => () => loadOnce().then(pick),
  };
}
