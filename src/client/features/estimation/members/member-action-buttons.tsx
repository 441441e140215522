import { useTranslation } from 'react-i18next';
import { UserMinus } from 'lucide-react';
import type { MemberView } from '../../../../shared/protocol/room-view';
import { Button } from '../../../components/ui/button';
import { useRoom } from '../connection/room-context';
import { isOwner } from '../../../../shared/domain/roles';
import { ROLE_ICONS } from './member-menu';
import { availableRoleChanges, rolesAfter } from './member-roles';

/**
 * The member menu's actions as plain buttons, for a seat's popover. Removal asks first, in a dialog
 * that lives outside the popover (which closes as the dialog takes the focus).
 */
export function MemberActionButtons({
  member,
  onRemove,
  onDone,
}: {
  member: MemberView;
  onRemove(): void;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const { room, send } = useRoom();
  return (
    <div className="grid gap-0.5 border-t border-border pt-2 first:border-t-0 first:pt-0">
      <p className="truncate px-2 text-xs font-semibold text-muted-foreground">{member.displayName}</p>
      {availableRoleChanges(member.roles).map((change) => {
        const Icon = ROLE_ICONS[change];
        return (
          <Button
            key={change}
            variant="ghost"
            size="sm"
            className="justify-start"
            onClick={() => {
              onDone();
              void send(
                { type: 'member.roles', userId: member.userId, roles: rolesAfter(member.roles, change) },
                { success: t(`room.members.done.${change}`, { name: member.displayName }) },
              );
            }}
          >
            <Icon aria-hidden="true" />
            {t(`room.members.actions.${change}`)}
          </Button>
        );
      })}
      {!isOwner(member, room.ownerId) && (
        <Button variant="ghost" size="sm" className="justify-start text-destructive" onClick={onRemove}>
          <UserMinus aria-hidden="true" />
          {t('room.members.actions.remove')}
        </Button>
      )}
    </div>
  );
}
