import type { Selectable } from 'kysely';
import { ROOM_ACCESS, type RoomAccess } from '../../../shared/domain/access';
import { resetCountdown, startedCountdown, type Countdown } from '../../../shared/domain/countdown';
import {
  RETRO_PHASES,
  RETRO_TEMPLATES,
  type RetroPhase,
  type RetroTemplate,
} from '../../../shared/domain/retro';
import { countdownSchema } from '../../../shared/protocol/live-protocol';
import {
  columnSchema,
  retroOptionsSchema,
  type RetroColumn,
  type RetroOptions,
} from '../../../shared/protocol/retro-view';
import type {
  RetroActionTable,
  RetroCardTable,
  RetroGroupTable,
  RetroMemberTable,
  RetroNoteTable,
  RetroTable,
} from '../../db/schema';
import { oneOf } from '../../lib/one-of';
import { storedJson } from '../../lib/stored-json';
import { memberTable } from '../../membership/member-table';
import { parseMembership, type MembershipRecord, type MembershipRow } from '../../membership/member-records';

/** Retrospectives' name among the kinds of live room: their channels and removals carry it. */
export const RETRO_KIND = 'retro';

export const RETRO_MEMBERS = memberTable({ members: 'retro_member', roomColumn: 'retroId', rooms: 'retro' });

export const IDLE_COUNTDOWN: Countdown = { durationMs: 5 * 60_000, endsAt: null, pausedRemainingMs: null };

/**
 * A phase's own countdown starts as the phase does (the first one as the retro is made), when the
 * retro was made with one; otherwise the countdown there was stays, reset.
 */
export function countdownForPhase(
  options: RetroOptions,
  phase: RetroPhase,
  before: Countdown,
  nowMs: number,
): Countdown {
  const durationMs = (options.phaseTimerMs as Partial<Record<RetroPhase, number>>)[phase];
  if (durationMs === undefined) return resetCountdown(before);
  return startedCountdown({ durationMs, endsAt: null, pausedRemainingMs: null }, nowMs)!;
}

export interface RetroRecord {
  id: string;
  name: string;
  ownerId: string | null;
  teamId: string | null;
  access: RoomAccess;
  /** Never in a view: views say only whether there is one. */
  passcodeHash: string | null;
  /** Shown to members, who share the link; a newcomer's join must carry it. */
  linkKey: string | null;
  template: RetroTemplate;
  columns: RetroColumn[];
  options: RetroOptions;
  phase: RetroPhase;
  timer: Countdown;
  discussItemId: string | null;
  carriedFromId: string | null;
  version: number;
  createAt: string;
  updatedAt: string;
}

/** How many cards one person wrote in one column: all that adding a card, or counting them, needs. */
export interface CardTally {
  columnId: string;
  authorId: string | null;
  count: number;
}

/**
 * A retro as its changes see it: with the tally of its cards, read with the retro and kept up by
 * each change, so that a card is added without reading the cards (cards go in one statement).
 */
export interface LiveRetro extends RetroRecord {
  cardTally: CardTally[];
}

export interface RetroMemberRecord extends MembershipRecord {
  retroId: string;
  ready: boolean;
}

export type CardRecord = Selectable<RetroCardTable>;
export type GroupRecord = Selectable<RetroGroupTable>;
export type NoteRecord = Selectable<RetroNoteTable>;
export type ActionRecord = Omit<Selectable<RetroActionTable>, 'done'> & {
  done: boolean;
  ownerName: string | null;
};

export interface VoteRecord {
  userId: string;
  itemId: string;
  count: number;
}

const columnsSchema = columnSchema.array();
const parseColumns = storedJson((value) => columnsSchema.parse(value));
const parseOptions = storedJson((value) => retroOptionsSchema.parse(value));
const parseCountdown = storedJson((value) => countdownSchema.parse(value));

export function parseRetro(row: Selectable<RetroTable>): RetroRecord {
  return {
    ...row,
    access: oneOf(ROOM_ACCESS, row.access, 'signedIn'),
    template: oneOf(RETRO_TEMPLATES, row.template, 'custom'),
    columns: parseColumns(row.columns),
    options: parseOptions(row.options),
    phase: oneOf(RETRO_PHASES, row.phase, 'write'),
    timer: parseCountdown(row.timer),
  };
}

export function parseRetroMember(row: Selectable<RetroMemberTable> & MembershipRow): RetroMemberRecord {
  return { ...parseMembership(row), retroId: row.retroId, ready: Boolean(row.ready) };
}

export const parseAction = (
  row: Selectable<RetroActionTable> & { ownerName: string | null },
): ActionRecord => ({
  ...row,
  done: Boolean(row.done),
});
