import {
  applyChange,
  type ChangeContext,
  type ChangeOptions,
  type ChangeOutcome,
  type ChangeStore,
  type Found,
  type LiveEvent,
  type LiveRoot,
  type Redactions,
} from './change-runner';

/**
 * A change waiting for its room, with the member who makes it as last remembered, if they are; or
 * with what it reads first (a first visit). Every read goes before any write, so a first visit's
 * cannot see the members the first visits before it in the same commit make: it is told how many
 * there are (`firstVisitsBefore`), and each that commits made one.
 */
export interface BatchedChange<Tx, Room, Member, Patch, Event extends LiveEvent> {
  options: ChangeOptions & { userId: string };
  apply: (ctx: ChangeContext<Tx, Room, Member, Patch, Event>) => Promise<void>;
  actor?: Member;
  find?(tx: Tx, firstVisitsBefore: number): Promise<Found<Room, Member>>;
}

export interface BatchCommitted<Room, Member, Event> {
  /** Each change's events, at the version it led to. */
  outcomes: ChangeOutcome<Event>[];
  /** The room as each change left it, and who made it. */
  rooms: Room[];
  actors: Member[];
}

/** Any reason the changes cannot be committed together; each then goes alone, which says why. */
class NotTogether extends Error {}

/**
 * Changes to one room by different people (hot commands, first visits), committed together,
 * starting from the room and the people as remembered where they are, and as read where not, all
 * read before anything is written: each is applied to the room as the one before it left it
 * (versions v+1 … v+n), their writes go one after the other (each person's own rows), and one
 * guard moves the version from v to v+n with their patches merged. In
 * one statement where the store can take them so, else in one transaction. All are written or
 * none: undefined, with nothing written, when one is refused or changes nothing, or when the
 * version had moved. The caller then runs each alone, as it would have without company, so an
 * answer still means stored and a refusal is still given by the change's own run.
 */
export async function commitBatch<Tx, Room extends LiveRoot, Member, Patch, Event extends LiveEvent>(
  store: ChangeStore<Tx, Room, Member, Patch>,
  redactions: Redactions<Event>,
  { roomId, remembered }: { roomId: string; remembered: Room | undefined },
  changes: readonly BatchedChange<Tx, Room, Member, Patch, Event>[],
): Promise<BatchCommitted<Room, Member, Event> | undefined> {
  const { patched } = store;
  if (!patched) return undefined;
  const work = async (tx: Tx, nextChange: () => Promise<void>) => {
    // What is not remembered is read first, before anything is written, so the writes can go as
    // one statement; first visits are asked for at once, so they can be read together.
    let firstVisits = 0;
    const before = changes.map((change) => (change.find ? firstVisits++ : 0));
    const found = await Promise.all(changes.map((change, index) => change.find?.(tx, before[index]!)));
    const room = remembered ?? found.find((read) => read?.room)?.room ?? (await store.findRoom(tx, roomId));
    if (!room) throw new NotTogether();
    // A first visit's actor is what it read (nobody, mostly); everyone else's is known or read now.
    const actors: (Member | null)[] = [];
    for (const [index, change] of changes.entries()) {
      const actor = change.find
        ? found[index]?.actor
        : (change.actor ?? (await store.findMember(tx, room, change.options.userId)));
      if (!actor && change.options.requireMember !== false) throw new NotTogether();
      actors.push(actor ?? null);
    }
    const committed: BatchCommitted<Room, Member, Event> = { outcomes: [], rooms: [], actors: [] };
    let merged: Partial<Patch> = {};
    let current = room;
    for (const [index, change] of changes.entries()) {
      if (index > 0) await nextChange();
      const actor = actors[index] ?? null;
      const applied = await applyChange(redactions, change.options, change.apply, tx, current, actor);
      if (!applied.changed || !applied.actor) throw new NotTogether();
      committed.actors.push(applied.actor);
      merged = { ...merged, ...applied.patch };
      current = patched(current, applied.patch, applied.outcome.version);
      committed.outcomes.push(applied.outcome);
      committed.rooms.push(current);
    }
    // The guard is written as part of the last change: if that change wrote the room itself, the
    // statement is declined rather than touching one row twice.
    if (!(await store.commitVersion(tx, room, merged, changes.length))) throw new NotTogether();
    return committed;
  };
  try {
    const answer = await store.commitInOneStatement?.(work);
    if (answer?.committed) return answer.value;
    if (answer?.reason === 'guardMissed') return undefined;
    // A real transaction runs the changes one after the other: each sees what the ones before wrote.
    return await store.transaction((tx) => work(tx, async () => undefined));
  } catch {
    return undefined;
  }
}
