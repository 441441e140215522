import type { Kysely } from 'kysely';
import {
  RETRO_COMMAND_EVENT,
  RETRO_EVENT,
  RETRO_PROTOCOL_VERSION,
  retroCommandSchema,
} from '../../../shared/protocol/retro-protocol';
import type { LiveCommits } from '../../db/database';
import type { Database } from '../../db/schema';
import type { LiveKind } from '../../live/kind';
import { turnBatchedLoad } from '../../lib/turn-batch';
import { turnSharedLoad } from '../../lib/turn-shared-load';
import { cardHandlers } from './card-handlers';
import { groupHandlers } from './group-handlers';
import { discussionHandlers } from './discussion-handlers';
import { retroHandlers } from './retro-handlers';
import {
  refuse,
  retroChangeStore,
  retroNotFound,
  type RetroHandlerTable,
  type RetroKindTypes,
} from './retro-live';
import { joinRetro, retroMemberHandlers } from './retro-member-handlers';
import { RETRO_KIND, RETRO_MEMBERS } from './retro-records';
import { loadRetroState, readRetroJoins, stampRetroVisits, type RetroVisit } from './retro-store';

import { RETRO_REDACTIONS, toRetroView } from './retro-views';

const RETRO_HANDLERS: RetroHandlerTable = {
  ...retroHandlers,
  ...retroMemberHandlers,
  ...cardHandlers,
  ...groupHandlers,
  ...discussionHandlers,
};

/** `maxMembers`: people a retro holds (ROOM_MEMBER_LIMIT), as for estimation rooms. */
export function createRetroKind(
  db: Kysely<Database>,
  maxMembers: number,
  /** How its changes are committed (the database's). */
  commits: LiveCommits,
): LiveKind<RetroKindTypes> {
  const loadState = turnSharedLoad((retroId: string) => loadRetroState(db, retroId));
  // A reconnect storm's people come back together: their returns are stamped together.
  const stampVisit = turnBatchedLoad((visits: RetroVisit[]) => stampRetroVisits(db, visits));
  return {
    name: RETRO_KIND,
    wire: { command: RETRO_COMMAND_EVENT, event: RETRO_EVENT },
    protocolVersion: RETRO_PROTOCOL_VERSION,
    commandSchema: retroCommandSchema,
    ephemeralTypes: new Set(),
    store: retroChangeStore(commits),
    handlers: RETRO_HANDLERS,
    secretEvents: ['card.saved', 'card.removed', 'vote.changed'],
    redactions: RETRO_REDACTIONS,
    revisit: async (userId, retroId) => (await stampVisit({ retroId, userId })) ?? false,
    joinRead: readRetroJoins,
    join: (ctx, userId, visit, joiningBefore, entry) =>
      joinRetro(ctx, userId, maxMembers, visit, joiningBefore, entry),

    async snapshot(userId, retroId, online) {
      const state = await loadState(retroId);
      if (!state) throw retroNotFound();
      if (!state.members.some((member) => member.userId === userId))
        throw refuse('NOT_MEMBER', 'Join the retro first');
      return toRetroView(state, userId, [...(await online())], new Date());
    },

    // A phase's countdown only tells people time is up; nothing happens by itself when it ends.
    pendingTimer: () => null,
    timerEnded: async () => undefined,
    ephemeral: () => Promise.reject(refuse('BAD_REQUEST', 'Retros have no passing messages')),

    releases: (userId) => RETRO_MEMBERS.releases(db, userId),
    stillMembers: (pairs) => RETRO_MEMBERS.stillMembers(db, pairs),
  };
}
