import { canManage, canVote, isOwner, type RoleHolder } from '../../shared/domain/roles';
import { refuse } from './errors';

/**
 * Who may run a command, declared next to its handler:
 * - member: anyone in the room;
 * - player: a member who votes (not watching);
 * - manager: the owner or a moderator, or the system itself (a countdown running out);
 * - owner: the room's owner only.
 */
export type Policy = 'member' | 'player' | 'manager' | 'owner';
type PersonalPolicy = Exclude<Policy, 'manager'>;

const DEFAULT_REFUSALS: Record<Policy, string> = {
  member: 'Join the room first',
  player: 'Only players at the table can do this',
  manager: 'Only the owner or a moderator can do this',
  owner: 'Only the owner can do this',
};

interface PolicyContext<Member extends RoleHolder> {
  room: { ownerId: string | null };
  actor: Member | null;
}

interface Guarded<Policies extends Policy> {
  policy: Policies;
  /** What the refused person is told, when the policy's default says too little. */
  refusal?: string;
  /**
   * The command changes the room only through `patchRoom` and leaves its members as they were, so
   * the next such command may start from the room as this one left it instead of reading it. Only
   * for frequent commands whose rules need no more than that (a vote). It also goes to the store
   * as fit for one statement (`oneStatement`): it writes only with a version move and decides
   * nothing on what a write reports.
   */
  hot?: true;
  /**
   * A hot command whose changes by different people, waiting for the room together, are committed
   * together (`commitBatch`): each writes only its own person's rows. On Postgres they go in one
   * statement when none reads what another's change writes (a vote; a card, which counts the cards
   * from the tally the room carries instead of reading them).
   */
  together?: true;
  /**
   * The command changes the room only through `patchRoom` and leaves its members as they were
   * (a reveal, a new round): the room stays remembered for hot commands after it, as a hot command
   * leaves it, so the next round's votes need not read it again.
   */
  keepsMembers?: true;
}

/** A person's command: the handler gets the acting member, checked against the policy. */
type PersonalHandler<Command, Ctx, Member> = Guarded<PersonalPolicy> & {
  run(ctx: Ctx, command: Command, actor: Member): Promise<void>;
};
/** A manager's command, which the system may also run: without an acting member. */
type ManagerHandler<Command, Ctx, Member> = Guarded<'manager'> & {
  run(ctx: Ctx, command: Command, actor: Member | null): Promise<void>;
};

export type Handler<Command, Ctx, Member> =
  PersonalHandler<Command, Ctx, Member> | ManagerHandler<Command, Ctx, Member>;

/** One handler per command type: a command without one does not compile. */
export type HandlerTable<Command extends { type: string }, Ctx, Member> = {
  [Type in Command['type']]: Handler<Extract<Command, { type: Type }>, Ctx, Member>;
};

function allows(policy: PersonalPolicy, actor: RoleHolder, ownerId: string | null): boolean {
  switch (policy) {
    case 'member':
      return true;
    case 'player':
      return canVote(actor.roles);
    case 'owner':
      return isOwner(actor, ownerId);
    default: {
      const unreachable: never = policy;
      throw new Error(`unknown policy ${String(unreachable)}`);
    }
  }
}

/**
 * Runs a command's handler inside the change's transaction, after its policy allowed the actor.
 * A refusal throws before the handler has written anything.
 */
export async function dispatch<
  Command extends { type: string },
  Ctx extends PolicyContext<Member>,
  Member extends RoleHolder,
>(table: HandlerTable<Command, Ctx, Member>, ctx: Ctx, command: Command): Promise<void> {
  // The table is keyed by type, so this handler is the one for this very command.
  const handler = table[command.type as Command['type']] as Handler<Command, Ctx, Member>;
  const refusal = () => refuse('FORBIDDEN', handler.refusal ?? DEFAULT_REFUSALS[handler.policy]);
  const { actor } = ctx;
  if (handler.policy === 'manager') {
    if (actor && !canManage(actor.roles)) throw refusal();
    return handler.run(ctx, command, actor);
  }
  if (!actor || !allows(handler.policy, actor, ctx.room.ownerId)) throw refusal();
  return handler.run(ctx, command, actor);
}
