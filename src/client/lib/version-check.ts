import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from './toast';
import { VERSION_CHECK_INTERVAL_MS } from '../../shared/constants';
import type { BuildInfo } from '../../shared/api/system';
import { api } from './api-client';
import { useTranslation } from './i18n';

export const LOADED_BUILD = { version: __APP_VERSION__, commit: __APP_COMMIT__ } as const;

const UNKNOWN_COMMITS = new Set(['', 'unknown', 'dev']);

/** A commit only counts when both sides know theirs; a dev build without git must not nag. */
export function isNewBuild(
  loaded: Pick<BuildInfo, 'version' | 'commit'>,
  latest: Pick<BuildInfo, 'version' | 'commit'>,
): boolean {
  if (loaded.version !== latest.version) return true;
  if (UNKNOWN_COMMITS.has(loaded.commit) || UNKNOWN_COMMITS.has(latest.commit)) return false;
  return loaded.commit !== latest.commit;
}

export function logAppVersion(): void {
  console.info(`Estimate v${__APP_VERSION__} (${__APP_COMMIT__})`);
}

/** Polls the server's build and offers a reload, once, when it no longer matches this page. */
export function useVersionCheck(): void {
  const { t } = useTranslation();
  const notified = useRef(false);
  const { data } = useQuery<Pick<BuildInfo, 'version' | 'commit'>>({
    queryKey: ['version'],
    queryFn: ({ signal }) => api.get<BuildInfo>('/version', { signal }),
    refetchInterval: VERSION_CHECK_INTERVAL_MS,
    refetchOnWindowFocus: true,
    staleTime: 30_000,
    retry: false,
    // The page was just sent by the server, so it is the latest build: a request as it loads
    // would only compete with the page's own; the first look is on focus or after the interval.
    initialData: LOADED_BUILD,
    initialDataUpdatedAt: Date.now,
  });

  useEffect(() => {
    if (!data || notified.current || !isNewBuild(LOADED_BUILD, data)) return;
    notified.current = true;
    toast.info(t('version.available'), {
      description: t('version.description', { version: data.version }),
      // The one toast that waits: the user decides when to reload.
      duration: Infinity,
      closeButton: true,
      action: { label: t('version.reload'), onClick: () => window.location.reload() },
    });
  }, [data, t]);
}
