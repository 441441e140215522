import type { Db } from '../db/database';
import { handOverTeams } from '../membership/team-members';

export interface AccountLifecycle {
  /** Deletes an account as the profile page promises: owned rooms deleted, joined rooms left. */
  deleteAccount(userId: string): Promise<void>;
  /** Closes the user's live connections on every instance. */
  disconnect(userId: string): void;
}

export function accountLifecycle(deps: {
  db: Db;
  /** Leaves or deletes each of the user's rooms, telling everyone inside. */
  releaseRooms: (userId: string) => Promise<void>;
  disconnect: (userId: string) => void;
}): AccountLifecycle {
  return {
    async deleteAccount(userId) {
      await deps.releaseRooms(userId);
      await handOverTeams(deps.db.kysely, userId);
      deps.disconnect(userId);
      // Sessions, accounts and any remaining memberships go with the user row (foreign keys cascade).
      await deps.db.kysely.deleteFrom('user').where('id', '=', userId).execute();
    },
    disconnect: deps.disconnect,
  };
}
