import {
  feedbackStatusSchema,
  type AdminFeedbackItem,
  type AdminFeedbackPage,
  type AdminFeedbackQuery,
  type FeedbackStatus,
} from '../../../shared/api/admin';
import type { Db } from '../../db/database';
import type { FeedbackTable } from '../../db/schema';
import { notFound } from '../../http/errors';
import { toCount } from './db-dates';

function toItem(row: FeedbackTable): AdminFeedbackItem {
  // Anything but "resolved" still waits for an answer, whatever another writer stored.
  const status = feedbackStatusSchema.safeParse(row.status);
  return { ...row, status: status.success ? status.data : 'new' };
}

/** The feedback sent through /contact-us, newest first, for the inbox page. */
export async function listFeedback(db: Db, query: AdminFeedbackQuery): Promise<AdminFeedbackPage> {
  let filtered = db.kysely.selectFrom('feedback');
  if (query.category) filtered = filtered.where('category', '=', query.category);
  let listed = filtered;
  if (query.status !== 'all') listed = listed.where('status', '=', query.status);

  const [rows, total, categories, byStatus] = await Promise.all([
    listed
      .selectAll()
      .orderBy('createAt', 'desc')
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    listed.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow(),
    db.kysely.selectFrom('feedback').select('category').distinct().orderBy('category').execute(),
    // The counts follow the category filter, so the status tabs say what each would show.
    filtered
      .select((eb) => ['status', eb.fn.countAll().as('count')])
      .groupBy('status')
      .execute(),
  ]);
  const counts = { new: 0, resolved: 0 };
  for (const row of byStatus) counts[row.status === 'resolved' ? 'resolved' : 'new'] += toCount(row.count);
  return {
    items: rows.map(toItem),
    total: toCount(total.count),
    page: query.page,
    pageSize: query.pageSize,
    categories: categories.map((row) => row.category),
    counts,
  };
}

export async function setFeedbackStatus(
  db: Db,
  id: string,
  status: FeedbackStatus,
): Promise<AdminFeedbackItem> {
  const row = await db.kysely
    .updateTable('feedback')
    .set({ status, updatedAt: new Date().toISOString() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound('This message no longer exists');
  return toItem(row);
}
