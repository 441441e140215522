import type { Kysely } from 'kysely';
import { nanoid } from 'nanoid';
import type { CreateRetroInput } from '../../../shared/api/retros';
import { createRetroSchema } from '../../../shared/api/retros';
import type { Database } from '../../db/schema';
import { countdownForPhase, IDLE_COUNTDOWN } from './retro-records';
import { chainHasOpenActions, findRetroMember, insertRetro, insertRetroMember } from './retro-store';

/** Retro ids are unguessable, as room ids are: knowing the link is what lets someone in. */
const RETRO_ID_LENGTH = 12;

/**
 * A new retro with its owner as the only member. When it follows an earlier retro of the same
 * people with open actions (its own or carried into it), it starts with reviewing them.
 */
export async function createRetro(
  db: Kysely<Database>,
  userId: string,
  raw: CreateRetroInput,
): Promise<string> {
  const input = createRetroSchema.parse(raw);
  const id = nanoid(RETRO_ID_LENGTH);
  await db.transaction().execute(async (tx) => {
    let carriedFromId: string | null = null;
    const from = input.carryActionsFrom;
    if (from && (await findRetroMember(tx, from, userId))) {
      // Open actions of that retro or of any it carried on from: the new one reviews them all.
      if (await chainHasOpenActions(tx, from)) carriedFromId = from;
    }
    const phase = carriedFromId ? 'review' : 'write';
    await insertRetro(tx, {
      id,
      name: input.name,
      ownerId: userId,
      template: input.template,
      columns: input.columns.map((column) => ({ ...column, id: nanoid(8) })),
      options: input.options,
      phase,
      timer: countdownForPhase(input.options, phase, IDLE_COUNTDOWN, Date.now()),
      carriedFromId,
    });
    await insertRetroMember(tx, id, userId, ['owner', 'player']);
  });
  return id;
}
