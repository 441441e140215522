import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

/**
 * DESIGN §7: a guest who signs up or signs in keeps their rooms and retros. better-auth deletes the guest's
 * user row right after this runs (cascading to memberships and votes), so everything the guest had
 * moves to the account first. Where the account is already in the same room, the account's own
 * membership and vote win.
 */
export async function moveGuestToAccount(db: Db, guestId: string, accountId: string): Promise<void> {
  if (guestId === accountId) return;
  await db.kysely.transaction().execute(async (tx) => {
    const accountRooms = await tx
      .selectFrom('room_member')
      .select('roomId')
      .where('userId', '=', accountId)
      .execute();
    const shared = accountRooms.map((row) => row.roomId);
    let memberships = tx.updateTable('room_member').set({ userId: accountId }).where('userId', '=', guestId);
    if (shared.length > 0) memberships = memberships.where('roomId', 'not in', shared);
    await memberships.execute();

    const accountVotes = await tx
      .selectFrom('vote')
      .select(['roomId', 'roundKey'])
      .where('userId', '=', accountId)
      .execute();
    const guestVotes = await tx
      .selectFrom('vote')
      .select(['roomId', 'roundKey'])
      .where('userId', '=', guestId)
      .execute();
    const taken = new Set(accountVotes.map((vote) => `${vote.roomId}/${vote.roundKey}`));
    for (const vote of guestVotes) {
      if (taken.has(`${vote.roomId}/${vote.roundKey}`)) continue;
      await tx
        .updateTable('vote')
        .set({ userId: accountId })
        .where('userId', '=', guestId)
        .where('roomId', '=', vote.roomId)
        .where('roundKey', '=', vote.roundKey)
        .execute();
    }
    await tx.updateTable('room').set({ ownerId: accountId }).where('ownerId', '=', guestId).execute();
    await moveGuestRoundRecords(tx, guestId, accountId);
    await moveGuestRetros(tx, guestId, accountId);
  });
}

interface RecordedVote {
  userId: string;
}

/**
 * The revealed rounds the guest voted in are the account's history: their votes in the records
 * move to the account (where the account voted in the same round too, its own vote stays).
 */
async function moveGuestRoundRecords(tx: Transaction<Database>, guestId: string, accountId: string) {
  const records = await tx
    .selectFrom('round_record')
    .select(['roomId', 'roundKey', 'round', 'votes'])
    // The pattern only narrows; the parse below decides.
    .where('votes', 'like', `%${JSON.stringify({ userId: guestId }).slice(1, -1)}%`)
    .execute();
  for (const record of records) {
    const votes = JSON.parse(record.votes) as RecordedVote[];
    if (!votes.some((vote) => vote.userId === guestId)) continue;
    const accountVoted = votes.some((vote) => vote.userId === accountId);
    const moved = votes
      .filter((vote) => !(accountVoted && vote.userId === guestId))
      .map((vote) => (vote.userId === guestId ? { ...vote, userId: accountId } : vote));
    await tx
      .updateTable('round_record')
      .set({ votes: JSON.stringify(moved) })
      .where('roomId', '=', record.roomId)
      .where('roundKey', '=', record.roundKey)
      .where('round', '=', record.round)
      .execute();
  }
}

/**
 * The same for retros: memberships, dots, cards, notes, actions and ownership. Where the account
 * is already in the retro, the account's membership and dots win; the guest's cards stay theirs.
 */
async function moveGuestRetros(tx: Transaction<Database>, guestId: string, accountId: string) {
  const shared = (
    await tx.selectFrom('retro_member').select('retroId').where('userId', '=', accountId).execute()
  ).map((row) => row.retroId);
  for (const table of ['retro_member', 'retro_vote'] as const) {
    let move = tx.updateTable(table).set({ userId: accountId }).where('userId', '=', guestId);
    if (shared.length > 0) move = move.where('retroId', 'not in', shared);
    await move.execute();
  }
  // An instance may remember a retro with its tally of cards, the guest's under the guest: the
  // version moves so that the next change reads the retro again (and its people's screens, seeing
  // a version skipped, catch up).
  await tx
    .updateTable('retro')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', 'in', tx.selectFrom('retro_card').select('retroId').where('authorId', '=', guestId))
    .execute();
  await tx.updateTable('retro_card').set({ authorId: accountId }).where('authorId', '=', guestId).execute();
  await tx.updateTable('retro_note').set({ authorId: accountId }).where('authorId', '=', guestId).execute();
  await tx
    .updateTable('retro_action')
    .set({ ownerUserId: accountId })
    .where('ownerUserId', '=', guestId)
    .execute();
  await tx.updateTable('retro').set({ ownerId: accountId }).where('ownerId', '=', guestId).execute();
}
