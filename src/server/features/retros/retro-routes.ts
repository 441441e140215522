import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { createRetroSchema } from '../../../shared/api/retros';
import type { LiveErrorCode } from '../../../shared/protocol/live-protocol';
import { keySchema } from '../../../shared/protocol/keys';
import type { RetroErrorCode } from '../../../shared/protocol/retro-protocol';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import type { SessionGuards } from '../../http/session';
import type { TeamNews } from '../../realtime/team-news';
import type { LiveEngine } from '../../live/engine';
import { executeAsHttp, registerRoomLikeRoutes } from '../../membership/resource-routes';
import { teamRoleOf } from '../../membership/team-members';
import { listRetroSummaries, myRetros } from './my-retros';
import { RETRO_MEMBERS } from './retro-records';
import type { RetroKindTypes } from './retro-live';
import { createRetro } from './retro-service';
import { findAction, findRetroMember } from './retro-store';

/** HTTP statuses of the refusals only retros have. */
const RETRO_HTTP_STATUS: Record<Exclude<RetroErrorCode, LiveErrorCode>, number> = { WRONG_PHASE: 409 };

const actionParams = z.object({ id: keySchema });
/** Checked off, or handed to someone else (null: to nobody); at least one of the two. */
const actionBody = z
  .object({ done: z.boolean(), ownerUserId: keySchema.nullable() })
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, 'Say what changes: done or ownerUserId');

/** Retro actions outside the board: making one, the /retro list, favourites, leaving, deleting, checking off. */
export function registerRetroRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    engine: LiveEngine<RetroKindTypes>;
    guards: SessionGuards;
    limitStore?: Redis;
    previewsPerMinute: number;
    teamNews: TeamNews;
  },
): void {
  const { db, engine, guards, ...rest } = deps;
  registerRoomLikeRoutes(
    app,
    {
      path: 'retros',
      table: 'retro',
      noun: 'retro',
      statuses: RETRO_HTTP_STATUS,
      createSchema: createRetroSchema,
      create: createRetro,
      list: myRetros,
      members: RETRO_MEMBERS,
      summaries: listRetroSummaries,
      execute: (userId, command) => engine.execute(userId, command),
    },
    { db: db.kysely, guards, ...rest },
  );

  /**
   * Who changes an action of this retro: its members as themselves; for a team's retro, the
   * team's members too (from the team page), through the retro's owner, since they may never have
   * opened it. Anyone else: nobody.
   */
  async function actingFor(retroId: string, userId: string): Promise<string | null> {
    if (await findRetroMember(db.kysely, retroId, userId)) return userId;
    const retro = await db.kysely
      .selectFrom('retro')
      .select(['teamId', 'ownerId'])
      .where('id', '=', retroId)
      .executeTakeFirst();
    if (!retro?.teamId || !retro.ownerId) return null;
    return (await teamRoleOf(db.kysely, retro.teamId, userId)) ? retro.ownerId : null;
  }

  /**
   * Checking off an open action from /retro or a team's page, or handing it to someone from the
   * team's page: the board hears of it like any change.
   */
  app.put('/api/retro-actions/:id', async (request, reply) => {
    const user = await guards.requireUser(request);
    const { id } = actionParams.parse(request.params);
    const patch = actionBody.parse(request.body ?? {});
    const action = await findAction(db.kysely, id);
    const actor = action && (await actingFor(action.retroId, user.id));
    if (!action || !actor) {
      throw notFound('This action item does not exist, or you are not in its retro');
    }
    request.log.info({ actionId: id, userId: user.id, ...patch }, 'action changed');
    await executeAsHttp(RETRO_HTTP_STATUS, () =>
      engine.execute(actor, {
        type: 'action.update',
        roomId: action.retroId,
        actionId: id,
        patch,
      }),
    );
    return reply.status(204).send();
  });
}
