import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  teamInputSchema,
  teamInviteEmailSchema,
  teamPatchSchema,
  teamRoleChangeSchema,
  type TeamDetail,
  type TeamFigures,
  type TeamInvitePreview,
  type TeamRole,
  type TeamSummary,
} from '../../../shared/api/teams';
import type { Db } from '../../db/database';
import { forbidden, HttpError, notFound } from '../../http/errors';
import type { SessionGuards } from '../../http/session';
import type { TeamNews } from '../../realtime/team-news';
import { teamRoleOf } from '../../membership/team-members';
import {
  addMember,
  adminCount,
  createTeam,
  deleteTeam,
  listMyTeams,
  patchTeam,
  removeMember,
  revokeInvite,
  rotateInvite,
  setMemberRole,
  teamDetail,
  teamMembers,
  teamOfInvite,
  TEAM_INVITE_TTL_DAYS,
  teamInvite,
} from './team-store';
import { teamInviteMail } from './team-invite-mail';
import type { Mailer } from '../../lib/mailer';
import { teamFigures } from './team-figures';

const teamParams = z.object({ id: z.string().min(1).max(64) });
const memberParams = teamParams.extend({ userId: z.string().min(1).max(128) });
const inviteParams = z.object({ token: z.string().min(1).max(64) });

const NOT_IN_TEAM = 'This team does not exist, or you are not in it';
/** Invitations an address may email in an hour: a team's worth, not a spammer's. */
const INVITE_MAILS_PER_HOUR = 30;
const INVITE_GONE = 'This invitation link does not work any more. Ask a team admin for a new one';
const lastAdmin = () =>
  new HttpError(
    409,
    'LAST_ADMIN',
    'A team needs an admin: make someone else admin first, or delete the team',
  );

/**
 * Teams: made by anyone with an account, run by their admins. Who may do what is decided here, once
 * per request, from the person's role in the team (membership/team-members.ts).
 */
export function registerTeamRoutes(
  app: FastifyInstance,
  {
    db,
    guards,
    teamChanged,
    news,
    mailer,
    publicUrl,
  }: {
    db: Db;
    guards: SessionGuards;
    /** Every kind brings the team's rooms in line with it, live: who may enter, who moderates. */
    teamChanged(teamId: string): Promise<void>;
    /** Open team pages, told to read the team again. */
    news: TeamNews;
    /** Null when the server sends no email: invitations go by link alone. */
    mailer: Mailer | null;
    publicUrl: string;
  },
) {
  const kysely = db.kysely;

  /** Teams are for accounts: a guest saves theirs first. */
  async function account(request: FastifyRequest) {
    const user = await guards.requireUser(request);
    if (user.isAnonymous) {
      throw new HttpError(
        403,
        'ACCOUNT_REQUIRED',
        'Save your guest account (sign up) to create or join a team',
      );
    }
    return user;
  }

  /** The person and their role in the team; a stranger learns nothing of it, not even that it exists. */
  async function inTeam(request: FastifyRequest, need: TeamRole) {
    const user = await guards.requireUser(request);
    const { id } = teamParams.parse(request.params);
    const role = await teamRoleOf(kysely, id, user.id);
    if (!role) throw notFound(NOT_IN_TEAM);
    if (need === 'admin' && role !== 'admin') throw forbidden('Only the team’s admins can do this');
    return { user, teamId: id, role };
  }

  async function detail(teamId: string, role: TeamRole): Promise<TeamDetail> {
    const team = await teamDetail(kysely, teamId, role);
    if (!team) throw notFound(NOT_IN_TEAM);
    return team;
  }

  /** How the team's estimating and actions went, week by week and retro by retro. */
  app.get('/api/teams/:id/figures', async (request): Promise<TeamFigures> => {
    const { teamId } = await inTeam(request, 'member');
    return teamFigures(kysely, teamId);
  });

  app.get('/api/teams', async (request): Promise<TeamSummary[]> => {
    const user = await guards.requireUser(request);
    return user.isAnonymous ? [] : listMyTeams(kysely, user.id);
  });

  app.post('/api/teams', async (request, reply) => {
    const user = await account(request);
    const input = teamInputSchema.parse(request.body ?? {});
    const teamId = await createTeam(kysely, input, user.id, new Date());
    request.log.info({ teamId, userId: user.id }, 'team created');
    return reply.status(201).send(await detail(teamId, 'admin'));
  });

  app.get('/api/teams/:id', async (request) => {
    const { teamId, role } = await inTeam(request, 'member');
    return detail(teamId, role);
  });

  app.patch('/api/teams/:id', async (request) => {
    const { teamId, role } = await inTeam(request, 'admin');
    await patchTeam(kysely, teamId, teamPatchSchema.parse(request.body ?? {}), new Date());
    news.changed(teamId);
    return detail(teamId, role);
  });

  app.delete('/api/teams/:id', async (request, reply) => {
    const { teamId, user } = await inTeam(request, 'admin');
    await deleteTeam(kysely, teamId);
    news.changed(teamId);
    request.log.info({ teamId, userId: user.id }, 'team deleted');
    return reply.status(204).send();
  });

  app.post('/api/teams/:id/invite', async (request, reply) => {
    const { teamId, user } = await inTeam(request, 'admin');
    const invite = await rotateInvite(kysely, teamId, user.id, new Date());
    news.changed(teamId);
    return reply.status(201).send(invite);
  });

  /** The team's link, sent to one address by an admin; made first if there is none. */
  app.post(
    '/api/teams/:id/invite/email',
    { config: { rateLimit: { max: INVITE_MAILS_PER_HOUR, timeWindow: 3_600_000 } } },
    async (request, reply) => {
      const { teamId, user } = await inTeam(request, 'admin');
      const { email } = teamInviteEmailSchema.parse(request.body ?? {});
      if (!mailer) {
        throw new HttpError(
          503,
          'EMAIL_OFF',
          'This server sends no email: copy the link and send it yourself',
        );
      }
      const now = new Date();
      const current = await teamInvite(kysely, teamId);
      const invite =
        current && current.expiresAt > now.toISOString()
          ? current
          : await rotateInvite(kysely, teamId, user.id, now);
      const [inviter, team] = await Promise.all([
        kysely
          .selectFrom('user')
          .select(['displayName', 'locale'])
          .where('id', '=', user.id)
          .executeTakeFirst(),
        kysely.selectFrom('team').select('name').where('id', '=', teamId).executeTakeFirstOrThrow(),
      ]);
      const mail = teamInviteMail(email, {
        inviter: inviter?.displayName || user.email,
        team: team.name,
        url: `${publicUrl}/teams/join/${invite.token}`,
        locale: inviter?.locale ?? null,
        days: TEAM_INVITE_TTL_DAYS,
      });
      try {
        await mailer.send(mail);
      } catch {
        throw new HttpError(502, 'EMAIL_FAILED', 'The email could not be sent. Try again, or copy the link');
      }
      // The address is the invited person's: the log keeps its domain only.
      request.log.info({ teamId, userId: user.id, domain: email.split('@')[1] }, 'team invitation emailed');
      news.changed(teamId);
      return reply.status(202).send(await detail(teamId, 'admin'));
    },
  );

  app.delete('/api/teams/:id/invite', async (request, reply) => {
    const { teamId } = await inTeam(request, 'admin');
    await revokeInvite(kysely, teamId);
    news.changed(teamId);
    return reply.status(204).send();
  });

  app.patch('/api/teams/:id/members/:userId', async (request) => {
    const { teamId, role } = await inTeam(request, 'admin');
    const { userId } = memberParams.parse(request.params);
    const change = teamRoleChangeSchema.parse(request.body ?? {});
    const current = await teamRoleOf(kysely, teamId, userId);
    if (!current) throw notFound('This person is not in the team');
    if (current === 'admin' && change.role !== 'admin' && (await adminCount(kysely, teamId)) <= 1)
      throw lastAdmin();
    await setMemberRole(kysely, teamId, userId, change.role);
    if (change.role === 'admin') await teamChanged(teamId);
    news.changed(teamId);
    return detail(teamId, role);
  });

  /** An admin removes anyone; anyone leaves by removing themselves. */
  app.delete('/api/teams/:id/members/:userId', async (request, reply) => {
    const { teamId, role, user } = await inTeam(request, 'member');
    const { userId } = memberParams.parse(request.params);
    if (userId !== user.id && role !== 'admin') throw forbidden('Only the team’s admins can remove people');
    const current = await teamRoleOf(kysely, teamId, userId);
    if (!current) throw notFound('This person is not in the team');
    if (current === 'admin' && (await adminCount(kysely, teamId)) <= 1) throw lastAdmin();
    await removeMember(kysely, teamId, userId);
    await teamChanged(teamId);
    news.changed(teamId);
    request.log.info({ teamId, userId, by: user.id }, 'team member removed');
    return reply.status(204).send();
  });

  /** What a link leads to, for anyone holding it: the link itself is the secret. */
  app.get('/api/team-invites/:token', async (request): Promise<TeamInvitePreview> => {
    const { token } = inviteParams.parse(request.params);
    const team = await teamOfInvite(kysely, token, new Date());
    if (!team) throw notFound(INVITE_GONE);
    const user = await guards.currentUser(request);
    const members = await teamMembers(kysely, team.id);
    return {
      teamId: team.id,
      name: team.name,
      color: team.color as TeamInvitePreview['color'],
      memberCount: members.length,
      alreadyMember: Boolean(user && members.some((member) => member.userId === user.id)),
    };
  });

  app.post('/api/team-invites/:token', async (request) => {
    const user = await account(request);
    const { token } = inviteParams.parse(request.params);
    const team = await teamOfInvite(kysely, token, new Date());
    if (!team) throw notFound(INVITE_GONE);
    await addMember(kysely, team.id, user.id, new Date());
    news.changed(team.id);
    request.log.info({ teamId: team.id, userId: user.id }, 'team joined by link');
    return { teamId: team.id };
  });
}
