import { resourceRouteDeps, type KindPlugin } from '../../http/kind-plugin';
import { applyTeamChange } from '../../membership/team-access';
import { serveKind } from '../../realtime/serve-kind';
import { jiraFetch, jiraOAuthConfig } from './jira/jira-oauth';
import { registerJiraRoutes } from './jira/jira-routes';
import { createRoomKind } from './room-kind';
import { registerRoomRoutes } from './room-routes';
import { ROOM_MEMBERS } from './room-records';
import { forgetRecordedVoter } from './room-store';

/** Estimation rooms in the app: the live kind, its routes and its Jira link. */
export const roomsPlugin: KindPlugin = (deps) => {
  const { fastify, config, db, guards, serving } = deps;
  const engine = serveKind(createRoomKind(db.kysely, config.ROOM_MEMBER_LIMIT, db), serving);
  registerRoomRoutes(fastify, { db, engine, ...resourceRouteDeps(deps) });
  registerJiraRoutes(fastify, {
    db,
    guards,
    authSecret: config.authSecret,
    engine,
    oauth: jiraOAuthConfig(config),
    http: { fetch: jiraFetch(config) },
  });
  return {
    channels: engine.channels,
    teamChanged: (teamId) => applyTeamChange(db.kysely, ROOM_MEMBERS, teamId, engine.execute),
    async releaseUser(userId) {
      await engine.releaseUser(userId);
      // Recorded rounds keep the person's votes, without their name.
      await forgetRecordedVoter(db.kysely, userId);
    },
  };
};
