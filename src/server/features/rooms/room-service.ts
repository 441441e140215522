import type { Kysely } from 'kysely';
import { nanoid } from 'nanoid';
import type { CreateRoomInput } from '../../../shared/api/rooms';
import type { Database } from '../../db/schema';
import { IDLE_TIMER } from './room-records';
import { insertMember, insertRoom } from './room-store';

/** Room ids are unguessable: knowing the link is what lets someone in. */
const ROOM_ID_LENGTH = 12;

/** A new room with its owner as the only member; nobody is inside yet to be told. */
export async function createRoom(
  db: Kysely<Database>,
  userId: string,
  input: CreateRoomInput,
): Promise<string> {
  const id = nanoid(ROOM_ID_LENGTH);
  await db.transaction().execute(async (tx) => {
    await insertRoom(tx, {
      id,
      name: input.name,
      ownerId: userId,
      votingSystem: input.votingSystem,
      timer: IDLE_TIMER,
      disableVotingAfterReveal: input.disableVotingAfterReveal,
      autoReveal: input.autoReveal,
      flyingEmojis: input.flyingEmojis,
      asynchronousVoting: input.asynchronousVoting,
      viewersMayTakeSeat: input.viewersMayTakeSeat,
    });
    await insertMember(tx, id, userId, ['owner', input.creatorVotes ? 'player' : 'observer']);
  });
  return id;
}
