import { useTranslation } from 'react-i18next';
import type { MemberView } from '../../../../shared/protocol/room-view';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useRoom } from '../connection/room-context';

/**
 * Asks before a member is removed. It lives outside the menu or popover that offers removal, since
 * those close as the dialog takes the focus.
 */
export function RemoveMemberDialog({
  member,
  open,
  onOpenChange,
}: {
  member: MemberView;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation();
  const { send } = useRoom();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('room.members.removeTitle', { name: member.displayName })}
      description={t('room.members.removeLead')}
      confirmLabel={t('room.members.actions.remove')}
      destructive
      onConfirm={() => send({ type: 'member.remove', userId: member.userId })}
    />
  );
}
