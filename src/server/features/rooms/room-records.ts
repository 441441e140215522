import type { Selectable } from 'kysely';
import { ROOM_ACCESS, type RoomAccess } from '../../../shared/domain/access';
import { votingSystemSchema, type VotingSystem } from '../../../shared/domain/decks';
import { timerStateSchema, type TimerState } from '../../../shared/protocol/room-view';
import type { RoomMemberTable, RoomTable, RoundRecordTable, TaskTable, VoteTable } from '../../db/schema';
import { oneOf } from '../../lib/one-of';
import { storedJson } from '../../lib/stored-json';
import { memberTable } from '../../membership/member-table';
import { parseMembership, type MembershipRecord, type MembershipRow } from '../../membership/member-records';

/** Estimation rooms' name among the kinds of live room: their channels and removals carry it. */
export const ROOM_KIND = 'room';

export const ROOM_MEMBERS = memberTable({ members: 'room_member', roomColumn: 'roomId', rooms: 'room' });

/** The room-level round has no task; its votes are stored under this round key. */
export const ROOM_ROUND_KEY = '';
export const roundKeyOf = (taskId: string | null): string => taskId ?? ROOM_ROUND_KEY;

export const IDLE_TIMER: TimerState = {
  durationMs: 5 * 60_000,
  endsAt: null,
  pausedRemainingMs: null,
  revealOnEnd: false,
};

export interface RoomRecord {
  id: string;
  name: string;
  ownerId: string | null;
  teamId: string | null;
  access: RoomAccess;
  /** Never in a view: views say only whether there is one. */
  passcodeHash: string | null;
  /** Shown to members, who share the link; a newcomer's join must carry it. */
  linkKey: string | null;
  votingSystem: VotingSystem;
  selectTaskId: string | null;
  timer: TimerState;
  disableVotingAfterReveal: boolean;
  autoReveal: boolean;
  flyingEmojis: boolean;
  asynchronousVoting: boolean;
  viewersMayTakeSeat: boolean;
  averageResult: number | null;
  isShow: boolean;
  roundNumber: number;
  version: number;
  createAt: string;
  updatedAt: string;
}

export interface MemberRecord extends MembershipRecord {
  roomId: string;
  seatLocked: boolean;
}

export interface TaskRecord {
  id: string;
  roomId: string;
  title: string;
  description: string;
  link: string;
  externalKey: string | null;
  position: number;
  importDate: string | null;
  isShow: boolean;
  roundNumber: number;
  averageResult: number | null;
  finalEstimate: string | null;
  finalEstimateRound: number | null;
  /** What Jira held when the points last came in or went out (TaskTable); never sent to a client. */
  externalEstimate: string | null;
  createAt: string;
  updatedAt: string;
}

export type VoteRecord = Selectable<VoteTable>;

/** One vote of a revealed round, with the name the voter had then (null once the account is gone). */
export interface RecordedVote {
  userId: string;
  displayName: string | null;
  value: string;
}

export interface RoundRecord {
  roomId: string;
  roundKey: string;
  round: number;
  averageResult: number | null;
  votes: RecordedVote[];
  revealedAt: string;
  updatedAt: string;
}

export function parseRoundRecord(row: Selectable<RoundRecordTable>): RoundRecord {
  return { ...row, votes: JSON.parse(row.votes) as RecordedVote[] };
}

const parseVotingSystem = storedJson((value) => votingSystemSchema.parse(value));
const parseTimer = storedJson((value) => timerStateSchema.parse(value));

export function parseRoom(row: Selectable<RoomTable>): RoomRecord {
  return {
    ...row,
    access: oneOf(ROOM_ACCESS, row.access, 'signedIn'),
    votingSystem: parseVotingSystem(row.votingSystem),
    timer: parseTimer(row.timer),
    disableVotingAfterReveal: Boolean(row.disableVotingAfterReveal),
    autoReveal: Boolean(row.autoReveal),
    flyingEmojis: Boolean(row.flyingEmojis),
    asynchronousVoting: Boolean(row.asynchronousVoting),
    viewersMayTakeSeat: Boolean(row.viewersMayTakeSeat),
    isShow: Boolean(row.isShow),
  };
}

export function parseMember(row: Selectable<RoomMemberTable> & MembershipRow): MemberRecord {
  return { ...parseMembership(row), roomId: row.roomId, seatLocked: Boolean(row.seatLocked) };
}

export function parseTask(row: Selectable<TaskTable>): TaskRecord {
  return { ...row, isShow: Boolean(row.isShow) };
}
