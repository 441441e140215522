import type { Kysely, Transaction } from 'kysely';
import { TRANSACTION_RETRY_LIMIT } from '../../../shared/constants';
import type { ServerEvent } from '../../../shared/protocol/room-protocol';
import type { Database } from '../../db/schema';
import { notMember, refuse, roomNotFound } from './room-errors';
import type { MemberRecord, RoomRecord } from './room-records';
import { commitRoomVersion, findMember, findRoom, type RoomPatch } from './room-store';

/** Who an outgoing event is for. `member` reaches every tab of one user in the room. */
export type Audience =
  { kind: 'room' } | { kind: 'member'; userId: string } | { kind: 'roomExceptMember'; userId: string };

export interface Outgoing {
  roomId: string;
  audience: Audience;
  event: ServerEvent;
}

/** What happens to sockets once the change is committed. */
export type Aftermath =
  | { kind: 'detachMember'; roomId: string; userId: string }
  | { kind: 'detachAll'; roomId: string }
  | { kind: 'timerScheduled'; roomId: string; endsAt: string };

export interface CommandContext {
  tx: Transaction<Database>;
  room: RoomRecord;
  /** Null only for system actions (a timer running out). */
  actor: MemberRecord | null;
  /** The version every event of this change carries. */
  nextVersion: number;
  online: ReadonlySet<string>;
  now: Date;
  emit(audience: Audience, event: ServerEvent): void;
  patchRoom(patch: RoomPatch): void;
  after(aftermath: Aftermath): void;
  /** Marks the change as made even without a room field patch, so the version moves. */
  touch(): void;
}

export interface CommandOutcome {
  version: number;
  outgoing: Outgoing[];
  aftermath: Aftermath[];
}

class VersionMoved extends Error {}

const RETRY_BASE_DELAY_MS = 2;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface RunOptions {
  roomId: string;
  userId: string | null;
  online: ReadonlySet<string>;
  /** Joining makes the membership, so it runs before one exists. */
  requireMember?: boolean;
}

/**
 * Runs one change to a room in a transaction, moving the room's version only if nobody else did
 * in between (DESIGN §6). On a clash it retries with fresh data, at most 25 times (SPEC §8).
 */
export async function runRoomChange(
  db: Kysely<Database>,
  options: RunOptions,
  apply: (ctx: CommandContext) => Promise<void>,
): Promise<CommandOutcome> {
  for (let attempt = 1; attempt <= TRANSACTION_RETRY_LIMIT; attempt += 1) {
    try {
      return await db.transaction().execute(async (tx) => {
        const room = await findRoom(tx, options.roomId);
        if (!room) throw roomNotFound();
        const actor = options.userId ? ((await findMember(tx, room.id, options.userId)) ?? null) : null;
        if (options.userId && !actor && options.requireMember !== false) throw notMember();

        const outgoing: Outgoing[] = [];
        const aftermath: Aftermath[] = [];
        let patch: RoomPatch = {};
        let changed = false;
        const ctx: CommandContext = {
          tx,
          room,
          actor,
          nextVersion: room.version + 1,
          online: options.online,
          now: new Date(),
          emit: (audience, event) => outgoing.push({ roomId: room.id, audience, event }),
          patchRoom: (more) => {
            patch = { ...patch, ...more };
            changed = true;
          },
          after: (item) => aftermath.push(item),
          touch: () => {
            changed = true;
          },
        };
        await apply(ctx);
        if (!changed) return { version: room.version, outgoing, aftermath };
        if (!(await commitRoomVersion(tx, room, patch))) throw new VersionMoved();
        return { version: room.version + 1, outgoing, aftermath };
      });
    } catch (error) {
      if (!(error instanceof VersionMoved)) throw error;
      await pause(RETRY_BASE_DELAY_MS * attempt * Math.random());
    }
  }
  throw refuse('CONFLICT', 'The room is changing too fast right now. Try again in a moment');
}
