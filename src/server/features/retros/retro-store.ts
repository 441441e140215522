import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Countdown } from '../../../shared/domain/countdown';
import type { RoomRole } from '../../../shared/domain/roles';
import type { RemovedMember } from '../../../shared/protocol/live-protocol';
import { compiledOnce } from '../../db/compiled-once';
import { readTogether } from '../../db/read-together';
import { deleteRoomRemovals, removalsRead } from '../../db/removal-store';
import type { Database, RetroTable } from '../../db/schema';
import { firstVisitsReads, toFirstVisits } from '../../membership/member-records';
import {
  parseAction,
  parseRetro,
  parseRetroMember,
  RETRO_KIND,
  type ActionRecord,
  type CardRecord,
  type GroupRecord,
  type LiveRetro,
  type NoteRecord,
  type RetroMemberRecord,
  type RetroRecord,
  type VoteRecord,
} from './retro-records';

export type Executor = Kysely<Database> | Transaction<Database>;

const now = () => new Date().toISOString();

/** Everything of one retro a view is made from. */
export interface RetroState {
  retro: RetroRecord;
  members: RetroMemberRecord[];
  cards: CardRecord[];
  groups: GroupRecord[];
  votes: VoteRecord[];
  notes: NoteRecord[];
  actions: ActionRecord[];
  carriedActions: ActionRecord[];
  removed: RemovedMember[];
}

// A retro's reads, on every join's snapshot and in most of its changes: compiled once.

const selectRetro = compiledOnce(['retroId'], (db: Kysely<Database>, v) =>
  db.selectFrom('retro').selectAll().where('id', '=', v.retroId),
);

/** How many cards each person wrote in each column: read with the retro for every change. */
const selectCardTally = compiledOnce(['retroId'], (db: Kysely<Database>, v) =>
  db
    .selectFrom('retro_card')
    .select(['columnId', 'authorId'])
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('retroId', '=', v.retroId)
    .groupBy(['columnId', 'authorId']),
);

type TallyRow = { columnId: string; authorId: string | null; count: number | string };

/** A retro's row and the tally of its cards, to read together with whatever else a change needs. */
const liveRetroReads = (db: Executor, retroId: string) => ({
  retro: selectRetro.withValues(db, { retroId }),
  tally: selectCardTally.withValues(db, { retroId }),
});

function toLiveRetro(rows: { retro: Selectable<RetroTable>[]; tally: TallyRow[] }): LiveRetro | undefined {
  const [row] = rows.retro;
  if (!row) return undefined;
  return {
    ...parseRetro(row),
    cardTally: rows.tally.map(({ columnId, authorId, count }) => ({
      columnId,
      authorId,
      count: Number(count),
    })),
  };
}

export async function findRetro(db: Executor, retroId: string): Promise<LiveRetro | undefined> {
  return toLiveRetro(await readTogether(db, liveRetroReads(db, retroId)));
}

function memberQuery(db: Kysely<Database>) {
  return db
    .selectFrom('retro_member')
    .innerJoin('user', 'user.id', 'retro_member.userId')
    .selectAll('retro_member')
    .select(['user.displayName', 'user.photoURL', 'user.isAnonymous']);
}

const selectMember = compiledOnce(['retroId', 'userId'], (db: Kysely<Database>, v) =>
  memberQuery(db).where('retro_member.retroId', '=', v.retroId).where('retro_member.userId', '=', v.userId),
);

export async function findRetroMember(
  db: Executor,
  retroId: string,
  userId: string,
): Promise<RetroMemberRecord | undefined> {
  const [row] = (await selectMember(db, { retroId, userId })).rows;
  return row ? parseRetroMember(row) : undefined;
}

/** A change's retro and the person making it, read together. */
export async function findRetroWithMember(db: Executor, retroId: string, userId: string) {
  const rows = await readTogether(db, {
    ...liveRetroReads(db, retroId),
    actor: selectMember.withValues(db, { retroId, userId }),
  });
  const [actor] = rows.actor;
  return { room: toLiveRetro(rows), actor: actor && parseRetroMember(actor) };
}

/** What the joins of people opening a retro at once start from, in their order (`firstVisitsReads`). */
export async function readRetroJoins(db: Executor, retroId: string, userIds: readonly string[]) {
  const member = (userId: string) => selectMember.withValues(db, { retroId, userId });
  const { retro, tally, ...rows } = await readTogether(db, {
    ...firstVisitsReads(db, RETRO_KIND, 'retro', retroId, userIds, retroMemberCountRead(db, retroId), member),
    ...liveRetroReads(db, retroId),
  });
  const room = toLiveRetro({ retro, tally });
  return toFirstVisits<Parameters<typeof parseRetroMember>[0]>(rows, userIds).map(({ actor, visit }) => ({
    room,
    actor: actor && parseRetroMember(actor),
    visit,
  }));
}

const selectMembers = compiledOnce(['retroId'], (db: Kysely<Database>, v) =>
  memberQuery(db).where('retro_member.retroId', '=', v.retroId).orderBy('retro_member.joinedAt'),
);

/** Ordered by their random ids, so the order says nothing about who wrote what, or when. */
const selectCards = compiledOnce(['retroId'], (db: Kysely<Database>, v) =>
  db.selectFrom('retro_card').selectAll().where('retroId', '=', v.retroId).orderBy('id'),
);

export const findCard = (db: Executor, retroId: string, cardId: string) =>
  db
    .selectFrom('retro_card')
    .selectAll()
    .where('retroId', '=', retroId)
    .where('id', '=', cardId)
    .executeTakeFirst();

const selectGroups = compiledOnce(['retroId'], (db: Kysely<Database>, v) =>
  db.selectFrom('retro_group').selectAll().where('retroId', '=', v.retroId).orderBy('createAt').orderBy('id'),
);

const selectVotes = compiledOnce(['retroId'], (db: Kysely<Database>, v) =>
  db
    .selectFrom('retro_vote')
    .select(['userId', 'itemId', 'count'])
    .where('retroId', '=', v.retroId)
    .where('count', '>', 0),
);

const selectNotes = compiledOnce(['retroId'], (db: Kysely<Database>, v) =>
  db.selectFrom('retro_note').selectAll().where('retroId', '=', v.retroId).orderBy('createAt').orderBy('id'),
);

export const listNotes = async (db: Executor, retroId: string): Promise<NoteRecord[]> =>
  (await selectNotes(db, { retroId })).rows;

function actionQuery(db: Kysely<Database>) {
  return db
    .selectFrom('retro_action')
    .leftJoin('user', 'user.id', 'retro_action.ownerUserId')
    .selectAll('retro_action')
    .select('user.displayName as ownerName');
}

const selectActions = compiledOnce(['retroId'], (db: Kysely<Database>, v) =>
  actionQuery(db).where('retroId', '=', v.retroId).orderBy('createAt').orderBy('id'),
);

/**
 * The retro and every one it carries on from: the one before, the one that one carried on from,
 * and so on. `union` (not `union all`) ends the walk even on a loop.
 */
function withChain(db: Executor, retroId: string) {
  return db.withRecursive('chain(id, fromId)', (qb) =>
    qb
      .selectFrom('retro')
      .select(['id', 'carriedFromId as fromId'])
      .where('id', '=', retroId)
      .union((eb) =>
        eb
          .selectFrom('retro')
          .innerJoin('chain', 'chain.fromId', 'retro.id')
          .select(['retro.id', 'retro.carriedFromId as fromId']),
      ),
  );
}

/** The ids of the retros before this one, as its carried-over actions come from them. */
export async function earlierRetroIds(db: Executor, retroId: string): Promise<Set<string>> {
  const rows = await withChain(db, retroId).selectFrom('chain').select('id').execute();
  return new Set(rows.map((row) => row.id).filter((id) => id !== retroId));
}

/** Whether this retro, or any it carries on from, has an action still open: one read. */
export async function chainHasOpenActions(db: Executor, retroId: string): Promise<boolean> {
  const open = await withChain(db, retroId)
    .selectFrom('retro_action')
    .select('id')
    .where('retroId', 'in', (eb) => eb.selectFrom('chain').select('id'))
    .where('done', '=', false)
    .limit(1)
    .executeTakeFirst();
  return open !== undefined;
}

/**
 * The actions of every retro before this one (`earlierRetroIds`), found by the retro's own id: an
 * action left open in the retro before last is still offered.
 */
const selectCarriedActions = compiledOnce(['retroId'], (db: Kysely<Database>, v) =>
  withChain(db, v.retroId)
    .selectFrom('retro_action')
    .leftJoin('user', 'user.id', 'retro_action.ownerUserId')
    .selectAll('retro_action')
    .select('user.displayName as ownerName')
    .where('retroId', 'in', (eb) => eb.selectFrom('chain').select('id'))
    .where('retroId', '!=', v.retroId)
    .orderBy('createAt')
    .orderBy('id'),
);

export async function listActions(db: Executor, retroId: string): Promise<ActionRecord[]> {
  return (await selectActions(db, { retroId })).rows.map(parseAction);
}

export async function findAction(db: Executor, actionId: string): Promise<ActionRecord | undefined> {
  const row = await actionQuery(db).where('retro_action.id', '=', actionId).executeTakeFirst();
  return row ? parseAction(row) : undefined;
}

/**
 * What a step, a dot or a regrouping is decided on: every card, group, dot and member, read
 * together (one round trip on Postgres instead of four, inside the change's transaction).
 */
export async function readBoard(db: Executor, retroId: string) {
  const rows = await readTogether(db, {
    cards: selectCards.withValues(db, { retroId }),
    groups: selectGroups.withValues(db, { retroId }),
    votes: selectVotes.withValues(db, { retroId }),
    members: selectMembers.withValues(db, { retroId }),
  });
  return { ...rows, members: rows.members.map(parseRetroMember) };
}

/** A retro and all it holds, read together: on every join's snapshot. */
export async function loadRetroState(db: Executor, retroId: string): Promise<RetroState | undefined> {
  const rows = await readTogether(db, {
    retro: selectRetro.withValues(db, { retroId }),
    members: selectMembers.withValues(db, { retroId }),
    cards: selectCards.withValues(db, { retroId }),
    groups: selectGroups.withValues(db, { retroId }),
    votes: selectVotes.withValues(db, { retroId }),
    notes: selectNotes.withValues(db, { retroId }),
    actions: selectActions.withValues(db, { retroId }),
    // The open actions of the retro this one carries on from, asked in the same breath.
    carried: selectCarriedActions.withValues(db, { retroId }),
    removed: removalsRead(db, RETRO_KIND, retroId),
  });
  const [row] = rows.retro;
  if (!row) return undefined;
  const retro = parseRetro(row);
  const carriedActions = rows.carried
    .map(parseAction)
    .filter((action) => !action.done || action.updatedAt >= retro.createAt);
  return {
    retro,
    members: rows.members.map(parseRetroMember),
    cards: rows.cards,
    groups: rows.groups,
    votes: rows.votes,
    notes: rows.notes,
    actions: rows.actions.map(parseAction),
    carriedActions,
    removed: rows.removed,
  };
}

export interface NewRetro {
  id: string;
  name: string;
  ownerId: string;
  template: RetroRecord['template'];
  columns: RetroRecord['columns'];
  options: RetroRecord['options'];
  phase: RetroRecord['phase'];
  timer: Countdown;
  carriedFromId: string | null;
}

export async function insertRetro(db: Executor, retro: NewRetro): Promise<void> {
  const stamp = now();
  await db
    .insertInto('retro')
    .values({
      ...retro,
      columns: JSON.stringify(retro.columns),
      options: JSON.stringify(retro.options),
      timer: JSON.stringify(retro.timer),
      discussItemId: null,
      version: 1,
      createAt: stamp,
      updatedAt: stamp,
    })
    .execute();
}

const retroMemberCountRead = (db: Executor, retroId: string) =>
  db
    .selectFrom('retro_member')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('retroId', '=', retroId)
    .compile();

export async function insertRetroMember(db: Executor, retroId: string, userId: string, roles: RoomRole[]) {
  const stamp = now();
  const row = {
    retroId,
    userId,
    roles: JSON.stringify(roles),
    isFavorite: false,
    ready: false,
    joinedAt: stamp,
    lastVisitDate: stamp,
  };
  await db
    .insertInto('retro_member')
    .values(row)
    // Two tabs joining at once: the second finds the row made and retries as a visit.
    .onConflict((conflict) => conflict.columns(['retroId', 'userId']).doNothing())
    .execute();
  return row;
}

/** Whether there was a membership to change. */
export async function updateRetroMember(
  db: Executor,
  retroId: string,
  userId: string,
  patch: { roles?: RoomRole[]; ready?: boolean; lastVisitDate?: string },
): Promise<boolean> {
  const { roles, ...plain } = patch;
  const { numUpdatedRows } = await db
    .updateTable('retro_member')
    .set({ ...plain, ...(roles ? { roles: JSON.stringify(roles) } : {}) })
    .where('retroId', '=', retroId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

export interface RetroVisit {
  retroId: string;
  userId: string;
}

/** Stamps these members' return, in one statement; the visits there was a membership to stamp. */
export async function stampRetroVisits(
  db: Executor,
  visits: readonly RetroVisit[],
): Promise<Map<RetroVisit, true>> {
  const rows = await db
    .updateTable('retro_member')
    .set({ lastVisitDate: new Date().toISOString() })
    .where((eb) =>
      eb.or(
        visits.map(({ retroId, userId }) => eb.and([eb('retroId', '=', retroId), eb('userId', '=', userId)])),
      ),
    )
    .returning(['retroId', 'userId'])
    .execute();
  const stamped = new Set(rows.map(({ retroId, userId }) => `${retroId} ${userId}`));
  return new Map(
    visits.filter(({ retroId, userId }) => stamped.has(`${retroId} ${userId}`)).map((visit) => [visit, true]),
  );
}

/** A new phase starts with nobody marked ready. */
export async function clearReady(db: Executor, retroId: string): Promise<void> {
  await db.updateTable('retro_member').set({ ready: false }).where('retroId', '=', retroId).execute();
}

/**
 * Leaving takes the membership, roles and dots; cards written stay on the board (they are the
 * team's, and in an anonymous retro nobody may learn whose they were by seeing them go).
 */
export async function removeRetroMember(db: Executor, retroId: string, userId: string): Promise<void> {
  await db.deleteFrom('retro_vote').where('retroId', '=', retroId).where('userId', '=', userId).execute();
  await db.deleteFrom('retro_member').where('retroId', '=', retroId).where('userId', '=', userId).execute();
}

/** Everything of the retro goes with it, in the caller's transaction. */
export async function deleteRetroCascade(db: Executor, retroId: string): Promise<void> {
  for (const table of [
    'retro_vote',
    'retro_note',
    'retro_action',
    'retro_card',
    'retro_group',
    'retro_member',
  ] as const) {
    await db.deleteFrom(table).where('retroId', '=', retroId).execute();
  }
  await deleteRoomRemovals(db, RETRO_KIND, retroId);
  await db.deleteFrom('retro').where('id', '=', retroId).execute();
}

export type RetroPatch = Partial<
  Pick<
    LiveRetro,
    | 'name'
    | 'access'
    | 'passcodeHash'
    | 'linkKey'
    | 'options'
    | 'phase'
    | 'timer'
    | 'discussItemId'
    | 'cardTally'
  >
>;

/** Optimistic concurrency, as for rooms: the write lands only if the version did not move. */
export async function commitRetroVersion(
  db: Executor,
  retro: RetroRecord,
  patch: RetroPatch = {},
  steps = 1,
): Promise<boolean> {
  // The tally is the cards' own rows counted, which their changes write themselves.
  const { options, timer, cardTally: _counted, ...plain } = patch;
  const result = await db
    .updateTable('retro')
    .set({
      ...plain,
      ...(options ? { options: JSON.stringify(options) } : {}),
      ...(timer ? { timer: JSON.stringify(timer) } : {}),
      version: retro.version + steps,
      updatedAt: now(),
    })
    .where('id', '=', retro.id)
    .where('version', '=', retro.version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
