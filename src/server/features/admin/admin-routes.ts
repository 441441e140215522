import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Server } from 'socket.io';
import { z } from 'zod';
import {
  adminFeedbackQuerySchema,
  adminOverviewQuerySchema,
  adminUsersQuerySchema,
  banUserSchema,
  setFeedbackStatusSchema,
  setRoleSchema,
} from '../../../shared/api/admin';
import type { Db } from '../../db/database';
import type { AccountLifecycle } from '../../http/account-lifecycle';
import type { ResetLink } from '../../auth/password-reset';
import { badRequest, notFound } from '../../http/errors';
import type { SessionGuards } from '../../http/session';
import { listFeedback, setFeedbackStatus } from './feedback-inbox';
import { onlineCounter } from './online-stats';
import { computeOverview } from './overview';
import { userActions } from './user-actions';
import { findAdminUser, listUsers } from './users-query';

export interface AdminRouteDeps {
  db: Db;
  guards: SessionGuards;
  accounts: AccountLifecycle;
  io: Server;
  /** Whether the other instances can be asked (Redis up). */
  clusterReady(): boolean;
  adminEmails: readonly string[];
  /** A one-time password reset link for a user, for servers that cannot email one. */
  makeResetLink(userId: string): Promise<ResetLink>;
}

const idParams = z.object({ id: z.string().min(1).max(128) });

/**
 * /api/admin/*: every handler checks the caller's site role first, before it reads any input, so a
 * visitor always gets 401 and a non-admin 403 whatever they send.
 */
export function registerAdminRoutes(app: FastifyInstance, deps: AdminRouteDeps): void {
  const { db, guards } = deps;
  const adminEmails = new Set(deps.adminEmails.map((email) => email.toLowerCase()));
  const countOnline = onlineCounter(deps.io, deps.clusterReady);
  const actions = userActions(db, deps.accounts);

  /** Who did what to whom, for the server log (DESIGN: every admin action is logged). */
  function audit(request: FastifyRequest, adminId: string, action: string, details: Record<string, unknown>) {
    request.log.info({ adminId, action, ...details }, `admin action: ${action}`);
  }

  async function userView(id: string) {
    const user = await findAdminUser(db, id, adminEmails);
    if (!user) throw notFound('This user no longer exists');
    return user;
  }

  app.get('/api/admin/overview', async (request, reply) => {
    await guards.requireAdmin(request);
    const { tzOffset } = adminOverviewQuerySchema.parse(request.query ?? {});
    reply.header('cache-control', 'no-store');
    return computeOverview(db, await countOnline(), tzOffset);
  });

  app.get('/api/admin/users', async (request, reply) => {
    await guards.requireAdmin(request);
    const query = adminUsersQuerySchema.parse(request.query ?? {});
    reply.header('cache-control', 'no-store');
    return listUsers(db, query, adminEmails);
  });

  app.patch('/api/admin/users/:id/role', async (request) => {
    const admin = await guards.requireAdmin(request);
    const { id } = idParams.parse(request.params);
    const { role } = setRoleSchema.parse(request.body ?? {});
    const before = await actions.setRole(id, role);
    audit(request, admin.id, 'user.setRole', { targetUserId: id, from: before.role ?? 'user', to: role });
    return userView(id);
  });

  app.put('/api/admin/users/:id/ban', async (request) => {
    const admin = await guards.requireAdmin(request);
    const { id } = idParams.parse(request.params);
    const { reason, expiresAt } = banUserSchema.parse(request.body ?? {});
    await actions.ban(admin.id, id, reason, expiresAt);
    audit(request, admin.id, 'user.ban', { targetUserId: id, reason, expiresAt });
    return userView(id);
  });

  app.delete('/api/admin/users/:id/ban', async (request) => {
    const admin = await guards.requireAdmin(request);
    const { id } = idParams.parse(request.params);
    await actions.unban(id);
    audit(request, admin.id, 'user.unban', { targetUserId: id });
    return userView(id);
  });

  app.post('/api/admin/users/:id/sign-out', async (request, reply) => {
    const admin = await guards.requireAdmin(request);
    const { id } = idParams.parse(request.params);
    await actions.signOut(id);
    audit(request, admin.id, 'user.signOut', { targetUserId: id });
    return reply.status(204).send();
  });

  app.post('/api/admin/users/:id/reset-link', async (request, reply) => {
    const admin = await guards.requireAdmin(request);
    const { id } = idParams.parse(request.params);
    const target = await userView(id);
    if (target.isAnonymous) throw badRequest('A guest has no password to reset');
    const link = await deps.makeResetLink(id);
    // The link itself signs someone in: it goes to the administrator, never into the log.
    audit(request, admin.id, 'user.resetLink', { targetUserId: id, expiresAt: link.expiresAt });
    return reply.header('cache-control', 'no-store').send(link);
  });

  app.delete('/api/admin/users/:id', async (request, reply) => {
    const admin = await guards.requireAdmin(request);
    const { id } = idParams.parse(request.params);
    const target = await userView(id);
    await actions.remove(id);
    audit(request, admin.id, 'user.delete', {
      targetUserId: id,
      email: target.email,
      roomsDeleted: target.roomCount,
    });
    return reply.status(204).send();
  });

  app.get('/api/admin/feedback', async (request, reply) => {
    await guards.requireAdmin(request);
    const query = adminFeedbackQuerySchema.parse(request.query ?? {});
    reply.header('cache-control', 'no-store');
    return listFeedback(db, query);
  });

  app.patch('/api/admin/feedback/:id', async (request) => {
    const admin = await guards.requireAdmin(request);
    const { id } = idParams.parse(request.params);
    const { status } = setFeedbackStatusSchema.parse(request.body ?? {});
    const item = await setFeedbackStatus(db, id, status);
    audit(request, admin.id, 'feedback.setStatus', { feedbackId: id, status });
    return item;
  });
}
