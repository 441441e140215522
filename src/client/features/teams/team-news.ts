import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getRuntimeConfig } from '../../lib/runtime-config';
import { teamKey } from './team-api';

/**
 * While the team's page is shown, the server says each time something on it changes (an action
 * checked off in a retro, someone joining), and the page reads the team again. A hidden tab lets its
 * stream go: browsers allow only six connections to a server over HTTP/1.1, and coming back reads
 * the team again anyway. A stream opened again after a drop reads it too: news may have been missed.
 */
export function useTeamNews(teamId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    const reread = () => void queryClient.invalidateQueries({ queryKey: teamKey(teamId) });
    const open = () => {
      if (source || document.hidden) return;
      let opened = false;
      source = new EventSource(`${getRuntimeConfig().apiBaseUrl}/teams/${encodeURIComponent(teamId)}/news`);
      source.onmessage = reread;
      source.onopen = () => {
        if (opened) reread();
        opened = true;
      };
    };
    const close = () => {
      source?.close();
      source = null;
    };
    const shownOrHidden = () => (document.hidden ? close() : open());
    open();
    document.addEventListener('visibilitychange', shownOrHidden);
    return () => {
      document.removeEventListener('visibilitychange', shownOrHidden);
      close();
    };
  }, [teamId, queryClient]);
}
