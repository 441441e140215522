import { useCallback, useMemo } from 'react';
import { useSearchParams } from '../../lib/router';
import type { z } from 'zod';

/**
 * A list's search, sort, filters and page live in the address, so a reload, the back button or a
 * shared link shows the same list. Values the schema refuses fall back to its defaults.
 */
export function useListParams<S extends z.ZodObject>(schema: S) {
  const [params, setParams] = useSearchParams();
  const value = useMemo(() => {
    const raw = Object.fromEntries(params);
    const parsed = schema.safeParse(raw);
    return (parsed.success ? parsed.data : schema.parse({})) as z.infer<S>;
  }, [params, schema]);

  /** Any change but paging itself goes back to the first page. */
  const update = useCallback(
    (patch: Partial<z.infer<S>>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, entry] of Object.entries(patch)) {
            if (entry === undefined || entry === '') next.delete(key);
            else next.set(key, String(entry));
          }
          if (!('page' in patch)) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [value, update] as const;
}
