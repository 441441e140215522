import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Eye, Hand, MoreHorizontal, ShieldCheck, ShieldOff, UserMinus } from 'lucide-react';
import type { MemberView } from '../../../../shared/protocol/room-view';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuIconTrigger,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from '../../../components/ui/dropdown-menu';
import { useRoom } from '../connection/room-context';
import { isOwner } from '../../../../shared/domain/roles';
import { availableRoleChanges, rolesAfter, type RoleChange } from './member-roles';
import { RemoveMemberDialog } from './remove-member-dialog';

export const ROLE_ICONS: Record<RoleChange, typeof Eye> = {
  makeModerator: ShieldCheck,
  removeModerator: ShieldOff,
  makeObserver: Eye,
  makePlayer: Hand,
};

/** What a manager can do to another member: roles and removal. Only offered to managers. */
export function MemberMenu({ member }: { member: MemberView }) {
  const { t } = useTranslation();
  const { room, send } = useRoom();
  const [confirmRemove, setConfirmRemove] = useState(false);
  const owner = isOwner(member, room.ownerId);
  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuIconTrigger
          icon={MoreHorizontal}
          className="size-8"
          label={t('room.members.menu', { name: member.displayName })}
        />
        <DropdownMenuContent align="center">
          <DropdownMenuLabel className="truncate font-semibold">{member.displayName}</DropdownMenuLabel>
          <DropdownMenuSeparator />
          {availableRoleChanges(member.roles).map((change) => {
            const Icon = ROLE_ICONS[change];
            return (
              <DropdownMenuItem
                key={change}
                onSelect={() =>
                  void send(
                    { type: 'member.roles', userId: member.userId, roles: rolesAfter(member.roles, change) },
                    { success: t(`room.members.done.${change}`, { name: member.displayName }) },
                  )
                }
              >
                <Icon aria-hidden="true" />
                {t(`room.members.actions.${change}`)}
              </DropdownMenuItem>
            );
          })}
          {!owner && (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem variant="destructive" onSelect={() => setConfirmRemove(true)}>
                <UserMinus aria-hidden="true" />
                {t('room.members.actions.remove')}
              </DropdownMenuItem>
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <RemoveMemberDialog member={member} open={confirmRemove} onOpenChange={setConfirmRemove} />
    </>
  );
}
