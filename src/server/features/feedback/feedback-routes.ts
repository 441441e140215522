import type { FastifyInstance } from 'fastify';
import { nanoid } from 'nanoid';
import { feedbackInputSchema, type FeedbackCreated } from '../../../shared/api/feedback';
import type { Db } from '../../db/database';
import { documentRepository } from '../../db/document-repository';
import type { SessionGuards } from '../../http/session';

const FEEDBACK_PER_MINUTE = 5;

/** The contact form: anyone may write, signed in or not; each address is limited to a few a minute. */
export function registerFeedbackRoutes(app: FastifyInstance, db: Db, guards: SessionGuards): void {
  const feedback = documentRepository(db.kysely, 'feedback');

  app.post(
    '/api/system/feedback',
    {
      config: {
        rateLimit: {
          max: FEEDBACK_PER_MINUTE,
          timeWindow: 60_000,
          errorResponseBuilder: () => ({
            statusCode: 429,
            code: 'RATE_LIMITED',
            message: 'You have sent several messages in a row. Wait a minute and try again',
          }),
        },
      },
    },
    async (request, reply) => {
      const input = feedbackInputSchema.parse(request.body ?? {});
      const user = await guards.currentUser(request);
      const created = await feedback.create({
        id: nanoid(),
        userId: user?.id ?? null,
        name: input.name,
        email: input.email,
        category: input.category,
        message: input.message,
        page: input.page ?? null,
        status: 'new',
      });
      request.log.info({ feedbackId: created.id, category: input.category }, 'feedback received');
      const body: FeedbackCreated = { id: created.id, createAt: created.createAt };
      return reply.status(201).send(body);
    },
  );
}
