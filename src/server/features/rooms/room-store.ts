import type { Kysely, Transaction } from 'kysely';
import type { RoomRole, TimerState } from '../../../shared/protocol/room-view';
import type { VotingSystem } from '../../../shared/domain/decks';
import { compiledOnce } from '../../db/compiled-once';
import type { Database } from '../../db/schema';
import { readTogether } from '../../db/read-together';
import { deleteRoomRemovals, removalsRead } from '../../db/removal-store';
import { firstVisitsReads, toFirstVisits } from '../../membership/member-records';
import {
  parseMember,
  parseRoom,
  parseRoundRecord,
  parseTask,
  ROOM_KIND,
  type MemberRecord,
  type RoundRecord,
  type RoomRecord,
  type TaskRecord,
} from './room-records';
import type { RoomState } from './room-views';

export type Executor = Kysely<Database> | Transaction<Database>;

const now = () => new Date().toISOString();

// The reads every join makes (the change's room and member, then the newcomer's whole room) and
// every change not started from a remembered room: compiled once, like a vote's writes.

const selectRoom = compiledOnce(['id'], (db: Kysely<Database>, v) =>
  db.selectFrom('room').selectAll().where('id', '=', v.id),
);

export async function findRoom(db: Executor, roomId: string): Promise<RoomRecord | undefined> {
  const [row] = (await selectRoom(db, { id: roomId })).rows;
  return row ? parseRoom(row) : undefined;
}

function memberQuery(db: Kysely<Database>) {
  return db
    .selectFrom('room_member')
    .innerJoin('user', 'user.id', 'room_member.userId')
    .selectAll('room_member')
    .select(['user.displayName', 'user.photoURL', 'user.isAnonymous']);
}

const selectMember = compiledOnce(['roomId', 'userId'], (db: Kysely<Database>, v) =>
  memberQuery(db).where('room_member.roomId', '=', v.roomId).where('room_member.userId', '=', v.userId),
);

export async function findMember(
  db: Executor,
  roomId: string,
  userId: string,
): Promise<MemberRecord | undefined> {
  const [row] = (await selectMember(db, { roomId, userId })).rows;
  return row ? parseMember(row) : undefined;
}

/** A change's room and the person making it, read together. */
export async function findRoomWithMember(db: Executor, roomId: string, userId: string) {
  const rows = await readTogether(db, {
    room: selectRoom.withValues(db, { id: roomId }),
    actor: selectMember.withValues(db, { roomId, userId }),
  });
  const [room] = rows.room;
  const [actor] = rows.actor;
  return { room: room && parseRoom(room), actor: actor && parseMember(actor) };
}

const selectMembers = compiledOnce(['roomId'], (db: Kysely<Database>, v) =>
  memberQuery(db).where('room_member.roomId', '=', v.roomId).orderBy('room_member.joinedAt'),
);

export async function listMembers(db: Executor, roomId: string): Promise<MemberRecord[]> {
  return (await selectMembers(db, { roomId })).rows.map(parseMember);
}

const selectTasks = compiledOnce(['roomId'], (db: Kysely<Database>, v) =>
  db.selectFrom('task').selectAll().where('roomId', '=', v.roomId).orderBy('position').orderBy('createAt'),
);

export async function listTasks(db: Executor, roomId: string): Promise<TaskRecord[]> {
  return (await selectTasks(db, { roomId })).rows.map(parseTask);
}

export async function findTask(
  db: Executor,
  roomId: string,
  taskId: string,
): Promise<TaskRecord | undefined> {
  const row = await db
    .selectFrom('task')
    .selectAll()
    .where('roomId', '=', roomId)
    .where('id', '=', taskId)
    .executeTakeFirst();
  return row ? parseTask(row) : undefined;
}

const upsertVote = compiledOnce(
  ['roomId', 'roundKey', 'userId', 'value', 'round', 'at'],
  (db: Kysely<Database>, v) =>
    db
      .insertInto('vote')
      .values({
        roomId: v.roomId,
        roundKey: v.roundKey,
        userId: v.userId,
        value: v.value,
        round: v.round,
        createAt: v.at,
        updatedAt: v.at,
      })
      .onConflict((conflict) =>
        conflict.columns(['roomId', 'roundKey', 'userId']).doUpdateSet({ value: v.value, updatedAt: v.at }),
      ),
);

/** A vote cast, or changed: the most frequent write there is, so its statement is compiled once. */
export async function saveVote(
  db: Executor,
  vote: { roomId: string; roundKey: string; userId: string; value: string; round: number; at: string },
): Promise<void> {
  await upsertVote(db, vote);
}

const selectVotes = compiledOnce(['roomId'], (db: Kysely<Database>, v) =>
  db.selectFrom('vote').selectAll().where('roomId', '=', v.roomId).orderBy('createAt'),
);
const selectRoundVotes = compiledOnce(['roomId', 'roundKey'], (db: Kysely<Database>, v) =>
  db
    .selectFrom('vote')
    .selectAll()
    .where('roomId', '=', v.roomId)
    .where('roundKey', '=', v.roundKey)
    .orderBy('createAt'),
);

export async function listVotes(db: Executor, roomId: string, roundKey?: string) {
  const { rows } = await (roundKey === undefined
    ? selectVotes(db, { roomId })
    : selectRoundVotes(db, { roomId, roundKey }));
  return rows;
}

export async function findRoundRecord(
  db: Executor,
  roomId: string,
  roundKey: string,
  round: number,
): Promise<RoundRecord | undefined> {
  const row = await db
    .selectFrom('round_record')
    .selectAll()
    .where('roomId', '=', roomId)
    .where('roundKey', '=', roundKey)
    .where('round', '=', round)
    .executeTakeFirst();
  return row ? parseRoundRecord(row) : undefined;
}

/** The number of the last revealed round of a task (or of the room's own round); null before any. */
export async function latestRecordedRound(
  db: Executor,
  roomId: string,
  roundKey: string,
): Promise<number | null> {
  const row = await db
    .selectFrom('round_record')
    .select((eb) => eb.fn.max('round').as('round'))
    .where('roomId', '=', roomId)
    .where('roundKey', '=', roundKey)
    .executeTakeFirst();
  return row?.round ?? null;
}

const selectRoundRecords = compiledOnce(['roomId'], (db: Kysely<Database>, v) =>
  db
    .selectFrom('round_record')
    .selectAll()
    .where('roomId', '=', v.roomId)
    .orderBy('roundKey')
    .orderBy('round'),
);

export async function saveRoundRecord(db: Executor, record: RoundRecord): Promise<void> {
  const votes = JSON.stringify(record.votes);
  await db
    .insertInto('round_record')
    .values({ ...record, votes })
    .onConflict((conflict) =>
      conflict
        .columns(['roomId', 'roundKey', 'round'])
        .doUpdateSet({ votes, averageResult: record.averageResult, updatedAt: record.updatedAt }),
    )
    .execute();
}

/** The recorded rounds holding a vote of this person; the pattern only narrows, the parse decides. */
async function roundRecordsWithVoter(db: Executor, userId: string): Promise<RoundRecord[]> {
  const rows = await db
    .selectFrom('round_record')
    .selectAll()
    .where('votes', 'like', `%${JSON.stringify({ userId }).slice(1, -1)}%`)
    .execute();
  return rows.map(parseRoundRecord).filter((record) => record.votes.some((vote) => vote.userId === userId));
}

/** Every revealed round this person voted in, as kept by its record after they left the room. */
export async function recordedRoundsVotedIn(
  db: Executor,
  userId: string,
): Promise<Pick<RoundRecord, 'roomId' | 'roundKey' | 'round'>[]> {
  const records = await roundRecordsWithVoter(db, userId);
  return records.map(({ roomId, roundKey, round }) => ({ roomId, roundKey, round }));
}

/**
 * A deleted account leaves its votes in the rounds it took part in, without its name: the
 * results stay true and the person is shown as a former member.
 */
export async function forgetRecordedVoter(db: Executor, userId: string): Promise<void> {
  for (const record of await roundRecordsWithVoter(db, userId)) {
    const votes = record.votes.map((vote) =>
      vote.userId === userId ? { ...vote, displayName: null } : vote,
    );
    await saveRoundRecord(db, { ...record, votes });
  }
}

/** A room and all it holds, read together: on every join's snapshot. */
export async function loadRoomState(db: Executor, roomId: string): Promise<RoomState | undefined> {
  const rows = await readTogether(db, {
    room: selectRoom.withValues(db, { id: roomId }),
    members: selectMembers.withValues(db, { roomId }),
    tasks: selectTasks.withValues(db, { roomId }),
    votes: selectVotes.withValues(db, { roomId }),
    records: selectRoundRecords.withValues(db, { roomId }),
    removed: removalsRead(db, ROOM_KIND, roomId),
  });
  const [room] = rows.room;
  if (!room) return undefined;
  return {
    room: parseRoom(room),
    members: rows.members.map(parseMember),
    tasks: rows.tasks.map(parseTask),
    votes: rows.votes,
    records: rows.records.map(parseRoundRecord),
    removed: rows.removed,
  };
}

export interface NewRoom {
  id: string;
  name: string;
  ownerId: string;
  votingSystem: VotingSystem;
  timer: TimerState;
  disableVotingAfterReveal: boolean;
  autoReveal: boolean;
  flyingEmojis: boolean;
  asynchronousVoting: boolean;
  viewersMayTakeSeat: boolean;
}

export async function insertRoom(db: Executor, room: NewRoom): Promise<void> {
  const stamp = now();
  await db
    .insertInto('room')
    .values({
      ...room,
      votingSystem: JSON.stringify(room.votingSystem),
      timer: JSON.stringify(room.timer),
      selectTaskId: null,
      averageResult: null,
      isShow: false,
      roundNumber: 1,
      version: 1,
      createAt: stamp,
      updatedAt: stamp,
    })
    .execute();
}

// A first visit counts the room and makes the membership: both compiled once.
const selectMemberCount = compiledOnce(['roomId'], (db: Kysely<Database>, v) =>
  db
    .selectFrom('room_member')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('roomId', '=', v.roomId),
);

const memberCountRead = (db: Executor, roomId: string) => selectMemberCount.withValues(db, { roomId });

const insertMemberRow = compiledOnce(['roomId', 'userId', 'roles', 'stamp'], (db: Kysely<Database>, v) =>
  db
    .insertInto('room_member')
    .values({
      roomId: v.roomId,
      userId: v.userId,
      roles: v.roles,
      isFavorite: false,
      seatLocked: false,
      joinedAt: v.stamp,
      lastVisitDate: v.stamp,
    })
    // Two tabs joining at once: the second finds the row made and retries as a visit.
    .onConflict((conflict) => conflict.columns(['roomId', 'userId']).doNothing()),
);

/** Makes a membership; returns the row as written. */
export async function insertMember(db: Executor, roomId: string, userId: string, roles: RoomRole[]) {
  const stamp = now();
  const row = {
    roomId,
    userId,
    roles: JSON.stringify(roles),
    isFavorite: false,
    seatLocked: false,
    joinedAt: stamp,
    lastVisitDate: stamp,
  };
  await insertMemberRow(db, { roomId, userId, roles: row.roles, stamp });
  return row;
}

/** What the joins of people opening a room at once start from, in their order (`firstVisitsReads`). */
export async function readRoomJoins(db: Executor, roomId: string, userIds: readonly string[]) {
  const member = (userId: string) => selectMember.withValues(db, { roomId, userId });
  const { room: rooms, ...rows } = await readTogether(db, {
    ...firstVisitsReads(db, ROOM_KIND, 'room', roomId, userIds, memberCountRead(db, roomId), member),
    room: selectRoom.withValues(db, { id: roomId }),
  });
  const room = rooms[0] && parseRoom(rooms[0]);
  return toFirstVisits<Parameters<typeof parseMember>[0]>(rows, userIds).map(({ actor, visit }) => ({
    room,
    actor: actor && parseMember(actor),
    visit,
  }));
}

export async function setMemberRoles(
  db: Executor,
  roomId: string,
  userId: string,
  roles: RoomRole[],
  seatLocked: boolean,
): Promise<void> {
  await db
    .updateTable('room_member')
    .set({ roles: JSON.stringify(roles), seatLocked })
    .where('roomId', '=', roomId)
    .where('userId', '=', userId)
    .execute();
}

const updateVisit = compiledOnce(['roomId', 'userId', 'at'], (db: Kysely<Database>, v) =>
  db
    .updateTable('room_member')
    .set({ lastVisitDate: v.at })
    .where('roomId', '=', v.roomId)
    .where('userId', '=', v.userId),
);

export interface RoomVisit {
  roomId: string;
  userId: string;
}

/**
 * Stamps these members' return, in one statement; the visits there was a membership to stamp.
 * One visit alone (most arrivals) takes the compiled single statement.
 */
export async function stampVisits(db: Executor, visits: readonly RoomVisit[]): Promise<Map<RoomVisit, true>> {
  const at = now();
  if (visits.length === 1) {
    const [visit] = visits as [RoomVisit];
    const { numAffectedRows } = await updateVisit(db, { ...visit, at });
    return new Map((numAffectedRows ?? 0n) > 0n ? [[visit, true]] : []);
  }
  const rows = await db
    .updateTable('room_member')
    .set({ lastVisitDate: at })
    .where((eb) =>
      eb.or(
        visits.map(({ roomId, userId }) => eb.and([eb('roomId', '=', roomId), eb('userId', '=', userId)])),
      ),
    )
    .returning(['roomId', 'userId'])
    .execute();
  const stamped = new Set(rows.map(({ roomId, userId }) => `${roomId} ${userId}`));
  return new Map(
    visits.filter(({ roomId, userId }) => stamped.has(`${roomId} ${userId}`)).map((visit) => [visit, true]),
  );
}

/** SPEC §4 leaving: membership, roles and the user's votes in the room go; the room's lists follow. */
export async function removeMember(db: Executor, roomId: string, userId: string): Promise<void> {
  await db.deleteFrom('vote').where('roomId', '=', roomId).where('userId', '=', userId).execute();
  await db.deleteFrom('room_member').where('roomId', '=', roomId).where('userId', '=', userId).execute();
}

/** SPEC §4 deleting: tasks, votes, Jira integration and memberships go with the room, in one transaction. */
export async function deleteRoomCascade(db: Executor, roomId: string): Promise<void> {
  await db.deleteFrom('vote').where('roomId', '=', roomId).execute();
  await db.deleteFrom('round_record').where('roomId', '=', roomId).execute();
  await db.deleteFrom('task').where('roomId', '=', roomId).execute();
  await db.deleteFrom('jira_integration').where('roomId', '=', roomId).execute();
  await db.deleteFrom('room_member').where('roomId', '=', roomId).execute();
  await deleteRoomRemovals(db, ROOM_KIND, roomId);
  await db.deleteFrom('room').where('id', '=', roomId).execute();
}

export type RoomPatch = Partial<
  Omit<RoomRecord, 'id' | 'version' | 'createAt' | 'updatedAt' | 'votingSystem' | 'timer'> & {
    votingSystem: VotingSystem;
    timer: TimerState;
  }
>;

const moveVersion = compiledOnce(['id', 'from', 'to', 'at'], (db: Kysely<Database>, v) =>
  db
    .updateTable('room')
    .set({ version: v.to, updatedAt: v.at })
    .where('id', '=', v.id)
    .where('version', '=', v.from),
);

/**
 * Optimistic concurrency: the write lands only if nobody moved the version since we read it.
 * Returns false when somebody did, and the caller retries with fresh data. `steps` is how many
 * changes the write commits (each moves the version by one).
 */
export async function commitRoomVersion(
  db: Executor,
  room: RoomRecord,
  patch: RoomPatch = {},
  steps = 1,
): Promise<boolean> {
  if (Object.keys(patch).length === 0) {
    // A vote changes no field of the room: the statement is always the same.
    const moved = await moveVersion(db, {
      id: room.id,
      from: room.version,
      to: room.version + steps,
      at: now(),
    });
    return Number(moved.numAffectedRows) === 1;
  }
  const { votingSystem, timer, ...plain } = patch;
  const result = await db
    .updateTable('room')
    .set({
      ...plain,
      ...(votingSystem ? { votingSystem: JSON.stringify(votingSystem) } : {}),
      ...(timer ? { timer: JSON.stringify(timer) } : {}),
      version: room.version + steps,
      updatedAt: now(),
    })
    .where('id', '=', room.id)
    .where('version', '=', room.version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
