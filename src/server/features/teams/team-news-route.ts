import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../http/errors';
import type { SessionGuards } from '../../http/session';
import type { Db } from '../../db/database';
import { teamRoleOf } from '../../membership/team-members';
import type { TeamNews } from '../../realtime/team-news';

/** A comment line now and then, so proxies (nginx waits 60 s) keep a quiet stream open. */
const TEAM_NEWS_HEARTBEAT_MS = 25_000;

const teamParams = z.object({ id: z.string().min(1).max(64) });

/**
 * `GET /api/teams/:id/news`: a stream of server-sent events for an open team page, one `changed`
 * each time something it shows changes. It carries no data: the page reads the team again, so a
 * member removed meanwhile reads nothing more.
 */
export function registerTeamNewsRoute(
  app: FastifyInstance,
  { db, guards, news }: { db: Db; guards: SessionGuards; news: TeamNews },
) {
  const open = new Set<() => void>();
  // A stream never ends by itself: the server's shutdown ends them, or it would wait on them.
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  app.get('/api/teams/:id/news', async (request, reply) => {
    const user = await guards.requireUser(request);
    const { id: teamId } = teamParams.parse(request.params);
    if (!(await teamRoleOf(db.kysely, teamId, user.id))) {
      throw notFound('This team does not exist, or you are not in it');
    }
    reply.hijack();
    const stream = reply.raw;
    stream.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // nginx passes each event on as it comes instead of holding it in a buffer.
      'x-accel-buffering': 'no',
    });
    stream.write('retry: 5000\n\n');
    const stopListening = news.listen(teamId, () => stream.write('data: changed\n\n'));
    const heartbeat = setInterval(() => stream.write(': still here\n\n'), TEAM_NEWS_HEARTBEAT_MS);
    heartbeat.unref();
    const end = () => {
      clearInterval(heartbeat);
      stopListening();
      open.delete(end);
      stream.end();
    };
    open.add(end);
    request.raw.once('close', end);
  });
}
