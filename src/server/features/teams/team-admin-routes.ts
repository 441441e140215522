import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AdminTeam, TeamColor } from '../../../shared/api/teams';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import type { SessionGuards } from '../../http/session';
import { deleteTeam } from './team-store';

const teamParams = z.object({ id: z.string().min(1).max(64) });

/** Every team with its size, newest first: what the server's administrators look after. */
async function allTeams(db: Db['kysely']): Promise<AdminTeam[]> {
  const rows = await db
    .selectFrom('team')
    .select((eb) => [
      'team.id',
      'team.name',
      'team.color',
      'team.createAt',
      eb
        .selectFrom('team_member as m')
        .whereRef('m.teamId', '=', 'team.id')
        .select((c) => c.fn.countAll<number>().as('n'))
        .as('memberCount'),
      eb
        .selectFrom('room as r')
        .whereRef('r.teamId', '=', 'team.id')
        .select((c) => c.fn.countAll<number>().as('n'))
        .as('roomCount'),
      eb
        .selectFrom('retro as q')
        .whereRef('q.teamId', '=', 'team.id')
        .select((c) => c.fn.countAll<number>().as('n'))
        .as('retroCount'),
    ])
    .orderBy('team.createAt', 'desc')
    .orderBy('team.id')
    .execute();
  return rows.map((row) => ({
    ...row,
    color: row.color as TeamColor,
    memberCount: Number(row.memberCount ?? 0),
    roomCount: Number(row.roomCount ?? 0),
    retroCount: Number(row.retroCount ?? 0),
  }));
}

/**
 * /admin/teams: the server's administrators see every team and delete one (its rooms and retros
 * go back to their owners, as when its own admin deletes it).
 */
export function registerTeamAdminRoutes(
  app: FastifyInstance,
  { db, guards }: { db: Db; guards: SessionGuards },
) {
  app.get('/api/admin/teams', async (request) => {
    await guards.requireAdmin(request);
    return allTeams(db.kysely);
  });

  app.delete('/api/admin/teams/:id', async (request, reply) => {
    const admin = await guards.requireAdmin(request);
    const { id } = teamParams.parse(request.params);
    const found = await db.kysely.selectFrom('team').select('id').where('id', '=', id).executeTakeFirst();
    if (!found) throw notFound('This team does not exist, or it was deleted');
    await deleteTeam(db.kysely, id);
    request.log.info({ teamId: id, userId: admin.id }, 'team deleted by an administrator');
    return reply.status(204).send();
  });
}
