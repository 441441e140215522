import { membership } from '../../membership/member-handlers';
import type { RetroContext, RetroHandlerTable } from './retro-live';
import { parseRetroMember, RETRO_KIND, RETRO_MEMBERS, type RetroMemberRecord } from './retro-records';
import { findRetroMember, insertRetroMember, removeRetroMember, updateRetroMember } from './retro-store';
import { toRetroMemberView } from './retro-views';

/** Retros' membership: the rules every kind shares, over the retro's tables. */
const retroMembership = membership<RetroMemberRecord, ReturnType<typeof toRetroMemberView>, RetroContext>({
  kind: RETRO_KIND,
  words: { noun: 'retro', manager: 'facilitator' },
  find: findRetroMember,
  accessHolders: RETRO_MEMBERS.accessHolders,
  async insert(tx, retroId, userId, roles, profile) {
    return parseRetroMember({ ...(await insertRetroMember(tx, retroId, userId, roles)), ...profile });
  },
  remove: removeRetroMember,
  setRoles: async (tx, retroId, target, roles) => {
    await updateRetroMember(tx, retroId, target.userId, { roles });
  },
  view: toRetroMemberView,
});

export const joinRetro = retroMembership.join;
export const retroMemberHandlers = retroMembership.handlers satisfies Partial<RetroHandlerTable>;
