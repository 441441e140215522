import { resourceRouteDeps, type KindPlugin } from '../../http/kind-plugin';
import { applyTeamChange } from '../../membership/team-access';
import { serveKind } from '../../realtime/serve-kind';
import { createRetroKind } from './retro-kind';
import { RETRO_MEMBERS } from './retro-records';
import { registerRetroRoutes } from './retro-routes';

/** Retrospectives in the app: the live kind and its routes. */
export const retrosPlugin: KindPlugin = (deps) => {
  const { fastify, config, db, serving } = deps;
  const engine = serveKind(createRetroKind(db.kysely, config.ROOM_MEMBER_LIMIT, db), serving);
  registerRetroRoutes(fastify, { db, engine, ...resourceRouteDeps(deps) });
  return {
    channels: engine.channels,
    releaseUser: engine.releaseUser,
    teamChanged: (teamId) => applyTeamChange(db.kysely, RETRO_MEMBERS, teamId, engine.execute),
  };
};
