import { sql } from 'kysely';
import { ADMIN_CHART_DAYS, type AdminOverview, type DailyActivity } from '../../../shared/api/admin';
import type { Db } from '../../db/database';
import { authDateParam, toCount } from './db-dates';
import { addToDay, lastDayKeys, startOfLocalDay } from './day-buckets';
import type { OnlineStats } from './online-stats';

const DAY_MS = 86_400_000;

async function userFigures(db: Db, now: Date) {
  const since = (days: number) => authDateParam(db, new Date(now.getTime() - days * DAY_MS));
  const row = await db.kysely
    .selectFrom('user')
    .select((eb) => [
      eb.fn.countAll().as('total'),
      eb.fn.countAll().filterWhere('isAnonymous', '=', true).as('guests'),
      eb.fn.countAll().filterWhere('createAt', '>=', since(7)).as('newLast7Days'),
      eb.fn.countAll().filterWhere('createAt', '>=', since(30)).as('newLast30Days'),
      eb.fn.countAll().filterWhere('role', '=', 'admin').as('admins'),
      eb.fn
        .countAll()
        .filterWhere((w) =>
          w.and([
            w('banned', '=', true),
            w.or([w('banExpires', 'is', null), w('banExpires', '>', authDateParam(db, now))]),
          ]),
        )
        .as('banned'),
    ])
    .executeTakeFirstOrThrow();
  return {
    total: toCount(row.total),
    guests: toCount(row.guests),
    newLast7Days: toCount(row.newLast7Days),
    newLast30Days: toCount(row.newLast30Days),
    banned: toCount(row.banned),
    admins: toCount(row.admins),
  };
}

/**
 * Rounds revealed today and the votes they hold, from their records: a round counts once shown,
 * whatever the room did after (a re-vote, the next task, people leaving).
 */
async function todayFigures(db: Db, startOfToday: Date) {
  const records = await db.kysely
    .selectFrom('round_record')
    .select('votes')
    .where('revealedAt', '>=', startOfToday.toISOString())
    .execute();
  const votes = records.reduce((sum, record) => sum + (JSON.parse(record.votes) as unknown[]).length, 0);
  return { rounds: records.length, votes };
}

async function dailyActivity(db: Db, now: Date, tzOffset: number): Promise<DailyActivity[]> {
  const keys = lastDayKeys(now, tzOffset, ADMIN_CHART_DAYS);
  const start = startOfLocalDay(now, tzOffset, ADMIN_CHART_DAYS - 1);
  const visits = new Map(keys.map((key) => [key, 0]));
  const signUps = new Map(keys.map((key) => [key, 0]));

  // Visits can be many, so the database counts them per hour (our ISO timestamps start with
  // YYYY-MM-DDTHH) and only the hours are put on local days here.
  const hour = sql<string>`substr(${sql.ref('createAt')}, 1, 13)`;
  const hourly = await db.kysely
    .selectFrom('analytics_event')
    .where('eventType', '=', 'VISIT')
    .where('createAt', '>=', start.toISOString())
    .select((eb) => [hour.as('hour'), eb.fn.countAll().as('count')])
    .groupBy(hour)
    .execute();
  for (const row of hourly) addToDay(visits, `${row.hour}:00:00.000Z`, tzOffset, toCount(row.count));

  const joined = await db.kysely
    .selectFrom('user')
    .select('createAt')
    .where('createAt', '>=', authDateParam(db, start))
    .execute();
  for (const row of joined) addToDay(signUps, row.createAt, tzOffset);

  return keys.map((date) => ({ date, visits: visits.get(date) ?? 0, signUps: signUps.get(date) ?? 0 }));
}

async function countOf(
  db: Db,
  table: 'room' | 'retro' | 'team' | 'feedback',
  status?: string,
): Promise<number> {
  let query = db.kysely.selectFrom(table).select((eb) => eb.fn.countAll().as('count'));
  if (status !== undefined) query = query.where('status', '=', status);
  return toCount((await query.executeTakeFirstOrThrow()).count);
}

/** Every figure of /admin, computed from the tables and the live connections at this moment. */
export async function computeOverview(
  db: Db,
  online: OnlineStats,
  tzOffset: number,
  now = new Date(),
): Promise<AdminOverview> {
  const [users, today, daily, rooms, retros, teams, feedbackWaiting] = await Promise.all([
    userFigures(db, now),
    todayFigures(db, startOfLocalDay(now, tzOffset)),
    dailyActivity(db, now, tzOffset),
    countOf(db, 'room'),
    countOf(db, 'retro'),
    countOf(db, 'team'),
    countOf(db, 'feedback', 'new'),
  ]);
  return {
    users,
    rooms: { total: rooms, activeNow: online.rooms },
    onlineNow: online.users,
    today,
    retros,
    teams,
    feedbackWaiting,
    daily,
    generatedAt: now.toISOString(),
  };
}
