import type { Server } from 'socket.io';

/**
 * Tells every open team page, on every instance, that what it shows has changed: an action was
 * checked off or handed over, someone joined or left. The news says only which team; each page
 * reads the team again through its own HTTP request, where who may see what is decided.
 */
export function createTeamNews(io: Server, clusterReady: () => boolean) {
  const event = 'team:changed';
  const listeners = new Map<string, Set<() => void>>();
  const tellHere = (teamId: string) => {
    for (const listener of listeners.get(teamId) ?? []) listener();
  };
  // Only our own instances publish on the cluster's channel.
  io.on(event, (teamId: string) => tellHere(teamId));
  return {
    changed(teamId: string): void {
      tellHere(teamId);
      if (clusterReady()) io.serverSideEmit(event, teamId);
    },
    /** Calls `listener` at each change of the team until the returned function is called. */
    listen(teamId: string, listener: () => void): () => void {
      const set = listeners.get(teamId) ?? new Set();
      listeners.set(teamId, set);
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(teamId);
      };
    },
  };
}

export type TeamNews = ReturnType<typeof createTeamNews>;
